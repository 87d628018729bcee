import HitTestFuzzing
import JSON
import Platform
import Replay

/// `touchstone merge DIR… --out DIR`: joins the output folders of sharded runs (`replay --shard`,
/// `fuzz … --shard`) into what one unsharded run would have written (docs/ci.md). The checks and
/// the copying are ``Replay/ReplayMerge``'s and ``HitTestFuzzing/FuzzRunMerge``'s; this picks by what the folders
/// hold and prints what the unsharded run would have printed.
enum MergeCommand {
    static let help = """
        usage: touchstone merge DIR... --out DIR

        Joins the output folders of the shards of one job into the folder one unsharded run would
        have written.

        Replay shards ('touchstone replay --shard I/N --out DIR_I', each folder with its
        summary.json): every trace's folder is copied as it is, and OUT/summary.json lists the
        whole job's traces in the order they were given; the summary table is printed as
        'replay' prints it. The folders must come from one job: the same options, the same
        traces given, the same N, no shard and no trace twice, none missing.

        Fuzz shards ('touchstone fuzz hit-test|scene-hit-test --shard I/N --out DIR_I', each with
        its <fuzzer>-<seed>.run.json): the counts are added up, the findings joined in the order
        the unsharded run finds them (its first ones kept, renumbered), and the repro files
        written under the unsharded run's names. The shards must share fuzzer, seed, length
        and N.

        Errors name the folder and what is wrong, before anything is written.

        options:
          --out DIR   the merged folder (created; the traces or records it would write must not
                      exist yet)
          --help      show this help

        exit status: 0 merged; 1 merged, and a merged trace failed its golden check or a merged
        fuzz run has findings; 2 bad arguments or folders that do not merge.

        example:
          touchstone merge shard-1 shard-2 shard-3 --out out
        """

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "merge", options: ["out"], flags: [])
        let folders = list.positionals
        guard !folders.isEmpty else { throw CommandLineError("merge: missing DIR (the shards' output folders)") }
        let out = try list.required("out", expecting: "the merged folder")
        // Anything named summary.json marks a replay's folder; reading it refuses one that is not a file.
        let replays = folders.filter { FileKind(ofPath: $0 + "/" + ReplayRunSummary.fileName) != nil }
        if replays.isEmpty {
            return try mergeFuzzRuns(folders, into: out)
        }
        if let other = folders.first(where: { !replays.contains($0) }) {
            throw CommandLineError("merge: \(other): no \(ReplayRunSummary.fileName), but \(replays[0]) has one; give only the folders of one sharded replay")
        }
        let merged: ReplayRunSummary
        do {
            merged = try ReplayMerge.merge(folders, into: out)
        } catch {
            throw CommandLineError("\(error)")
        }
        var output = OutputStream.standardOutput
        output.write(ReplaySummaryTable.text(merged.traces.map { ($0.name, $0.summary) }))
        output.flush()
        return merged.traces.contains { $0.golden == .failed } ? .checkFailed : .success
    }

    /// Fuzz runs (``HitTestFuzzing/FuzzRunMerge``): prints each merged record's counts, and its
    /// findings and repros when it has any (then the exit status is 1).
    private static func mergeFuzzRuns(_ folders: [String], into out: String) throws -> ExitCode {
        let merged: [FuzzRunRecord]
        do {
            merged = try FuzzRunMerge.merge(folders, into: out)
        } catch let error as FuzzMergeError {
            throw CommandLineError("merge: \(error)")
        }
        var failed = false
        for record in merged {
            let counts = record.counts.entries.compactMap { entry -> String? in
                guard case .number(let value) = entry.value else { return nil }
                return "\(entry.key) \(JSONValue.number(value).serialized())"
            }
            print("\(record.fuzzer) seed \(record.seed): \(counts.joined(separator: ", "))")
            let findings = record.entries.count
            let mismatches = record.counts.entries.contains {
                if case .number(let value) = $0.value { return $0.key.lowercased().hasSuffix("mismatches") && value > 0 }
                return false
            }
            if findings > 0 || mismatches {
                failed = true
                print("\(record.fuzzer) seed \(record.seed): \(findings) findings kept; repros \(record.repros.indices.map { "\(out)/\(record.reproFileName($0 + 1))" }.joined(separator: " "))")
            }
        }
        return failed ? .checkFailed : .success
    }
}
