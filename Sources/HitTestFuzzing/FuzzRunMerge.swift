/// `touchstone merge` for fuzz runs: joins the `<fuzzer>-<seed>.run.json` records of the shards in
/// the folders (``FuzzRunRecord/merged(_:sources:)``), one merged record per fuzzer and seed, and
/// writes each with the unsharded run's repro files into the output folder.
///
///     let records = try FuzzRunMerge.merge(["s1", "s2", "s3"], into: "out")
public enum FuzzRunMerge {
    /// Merges the records of `folders` into `out` and returns the merged records, in the order
    /// their files were first met. Nothing is written until every record has been read and
    /// merged and none of the files to write exists.
    ///
    /// - Throws: ``FuzzMergeError`` naming the folder or record that does not merge (not a folder,
    ///   no records, a record under the wrong name, shards of different runs, a file in the way);
    ///   ``FuzzFileError`` or ``JSON/JSONError`` for a record that cannot be read.
    public static func merge(_ folders: [String], into out: String) throws -> [FuzzRunRecord] {
        var groups: [(name: String, records: [FuzzRunRecord], sources: [String])] = []
        for folder in folders {
            guard FuzzFiles.isDirectory(folder) else { throw FuzzMergeError("\(folder): not a folder") }
            let names = try FuzzFiles.listDirectory(folder).filter { $0.hasSuffix(FuzzRunRecord.fileSuffix) }
            guard !names.isEmpty else {
                throw FuzzMergeError("\(folder): no summary.json (a replay's output) and no *\(FuzzRunRecord.fileSuffix) (a fuzz run's with --out); nothing to merge")
            }
            for name in names {
                let path = "\(folder)/\(name)"
                let text = try FuzzFiles.readText(path, limit: FuzzRunRecord.maximumFileBytes)
                let record = try FuzzRunRecord(parsing: text, source: path)
                guard record.fileName == name else {
                    throw FuzzMergeError("\(path): a record of \(record.fuzzer) seed \(record.seed) should be named \(record.fileName)")
                }
                if let index = groups.firstIndex(where: { $0.name == name }) {
                    groups[index].records.append(record)
                    groups[index].sources.append(folder)
                } else {
                    groups.append((name, [record], [folder]))
                }
            }
        }
        var merged: [FuzzRunRecord] = []
        for group in groups {
            merged.append(try FuzzRunRecord.merged(group.records, sources: group.sources))
        }
        for record in merged {
            for file in [record.fileName] + record.repros.indices.map({ record.reproFileName($0 + 1) })
            where FuzzFiles.isRegularFile("\(out)/\(file)") {
                throw FuzzMergeError("\(out)/\(file) already exists; merge into a new or empty folder")
            }
        }
        try FuzzFiles.makeDirectory(out)
        for record in merged {
            for (index, repro) in record.repros.enumerated() {
                try FuzzFiles.writeText(repro.serialized() + "\n", to: "\(out)/\(record.reproFileName(index + 1))")
            }
            try FuzzFiles.writeText(record.jsonText(), to: "\(out)/\(record.fileName)")
        }
        return merged
    }
}
