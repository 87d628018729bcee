/// `touchstone merge DIR… --out DIR` for replays: joins the output folders of shards of one
/// replay (`replay --shard I/N --out DIR_I`) into what the unsharded replay would have written —
/// every trace's folder copied as it is, and the `summary.json` of the whole job, the traces in the
/// order they were given, with its `index.html` (docs/ci.md#sharding-and-merging).
///
///     let merged = try ReplayMerge.merge(["shard-1", "shard-2"], into: "out")
///
/// Before anything is written the folders are checked to be shards of one job: each has a
/// `summary.json`; all have the same options, the same list of inputs and the same N; no shard and
/// no trace appears twice; every input is in one of them. An error names the folder and what is
/// wrong, and leaves the output untouched.
public enum ReplayMerge {
    /// Merges `folders` into `output` and returns the merged summary (also written as
    /// `output/summary.json`).
    ///
    /// - Throws: ``ReportError`` naming the folder (or trace) and the problem; ``OutputError`` when
    ///   the output cannot be written.
    public static func merge(_ folders: [String], into output: String) throws -> ReplayRunSummary {
        let merged = try plan(folders, into: output)
        for entry in merged.summary.traces {
            try FileSystem.copyTree(from: FileSystem.join(merged.source[entry.name]!, entry.name),
                                    to: FileSystem.join(output, entry.name))
        }
        try merged.summary.write(toFolder: output)
        try ReplayIndexPage(summary: merged.summary).write(toFolder: output)
        return merged.summary
    }

    /// Checks the folders and works out the merged summary and where each trace comes from,
    /// writing nothing.
    static func plan(_ folders: [String], into output: String) throws
        -> (summary: ReplayRunSummary, source: [String: String]) {
        guard let firstFolder = folders.first else { throw ReportError("merge: no folders to merge") }
        let summaries = try folders.map { try ReplayRunSummary(folder: $0) }
        let first = summaries[0]
        var shardFolder: [Int: String] = [:]
        var source: [String: String] = [:]
        var entries: [String: ReplayRunSummary.Entry] = [:]
        for (folder, summary) in zip(folders, summaries) {
            if summary.options != first.options {
                let key = (first.options.keys + summary.options.keys).first { first.options[$0] != summary.options[$0] } ?? "?"
                throw ReportError("merge: \(folder): option \"\(key)\" is \(summary.options[key].map { $0.serialized() } ?? "absent") but \(firstFolder) has \(first.options[key].map { $0.serialized() } ?? "absent"); shards must be replayed with the same options")
            }
            if summary.inputs != first.inputs {
                throw ReportError("merge: \(folder): its replay was given \(summary.inputs.count) traces (\(preview(summary.inputs))) but \(firstFolder)'s was given \(first.inputs.count) (\(preview(first.inputs))); shards must be given the same traces")
            }
            if summary.shard.count != first.shard.count {
                throw ReportError("merge: \(folder): shard \(summary.shard) but \(firstFolder) is shard \(first.shard); shards must split the job into the same number of shares")
            }
            if let other = shardFolder[summary.shard.index] {
                throw ReportError("merge: \(folder): shard \(summary.shard) is also \(other) (the shards overlap)")
            }
            shardFolder[summary.shard.index] = folder
            for entry in summary.traces {
                guard first.inputs.contains(entry.name) else {
                    throw ReportError("merge: \(folder): trace '\(entry.name)' is not among the replay's inputs")
                }
                if let other = source[entry.name] {
                    throw ReportError("merge: \(folder): trace '\(entry.name)' is also in \(other) (the shards overlap)")
                }
                let report = FileSystem.join(FileSystem.join(folder, entry.name), "report.json")
                guard FileSystem.isRegularFile(report) else {
                    throw ReportError("merge: \(folder): summary.json lists trace '\(entry.name)' but \(report) is missing")
                }
                source[entry.name] = folder
                entries[entry.name] = entry
            }
        }
        let shardCount = first.shard.count
        for name in first.inputs where entries[name] == nil {
            let sorted = first.inputs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let owner = Shard(index: sorted.firstIndex(of: name)! % shardCount + 1, count: shardCount)!
            throw ReportError("merge: trace '\(name)' is in none of the folders; shard \(owner) is missing")
        }
        let resolvedOutput = output.hasSuffix("/") ? String(output.dropLast()) : output
        for folder in folders where (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) == resolvedOutput {
            throw ReportError("merge: --out \(output) is one of the folders being merged; merge into a new folder")
        }
        for name in first.inputs {
            let target = FileSystem.join(output, name)
            if FileSystem.isDirectory(target) || FileSystem.isRegularFile(target) {
                throw ReportError("merge: \(target) already exists; merge into a new or empty folder")
            }
        }
        let traces = first.inputs.map { entries[$0]! }
        return (ReplayRunSummary(options: first.options, shard: .whole, inputs: first.inputs, traces: traces), source)
    }

    /// The first few names, for messages.
    private static func preview(_ names: [String]) -> String {
        names.count <= 3 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + ", …"
    }
}
