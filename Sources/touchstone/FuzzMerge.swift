import HitTestFuzzing
import JSON
import Platform

/// `touchstone merge` for fuzz runs: joins the `<fuzzer>-<seed>.run.json` records of the shards
/// in the folders (``HitTestFuzzing/FuzzRunRecord/merged(_:sources:)``), one merged record per
/// fuzzer and seed, and writes it with the unsharded run's repro files into `--out`.
enum FuzzMerge {
    static func run(_ folders: [String], into out: String) throws -> ExitCode {
        var groups: [(name: String, records: [FuzzRunRecord], sources: [String])] = []
        for folder in folders {
            guard Directory.exists(folder) else { throw CommandLineError("merge: \(folder): not a folder") }
            let names = try FuzzCommand.listDirectory(folder).filter { $0.hasSuffix(FuzzRunRecord.fileSuffix) }
            guard !names.isEmpty else {
                throw CommandLineError("merge: \(folder): no summary.json (a replay's output) and no *\(FuzzRunRecord.fileSuffix) (a fuzz run's with --out); nothing to merge")
            }
            for name in names {
                let path = "\(folder)/\(name)"
                let text = try InputFiles.readText(path, limit: FuzzRunRecord.maximumFileBytes)
                let record = try FuzzRunRecord(parsing: text, source: path)
                guard record.fileName == name else {
                    throw CommandLineError("merge: \(path): a record of \(record.fuzzer) seed \(record.seed) should be named \(record.fileName)")
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
            do {
                merged.append(try FuzzRunRecord.merged(group.records, sources: group.sources))
            } catch {
                throw CommandLineError("merge: \(error)")
            }
        }
        for record in merged {
            for file in [record.fileName] + record.repros.indices.map({ record.reproFileName($0 + 1) })
            where FileReader.isRegularFile("\(out)/\(file)") {
                throw CommandLineError("merge: \(out)/\(file) already exists; merge into a new or empty folder")
            }
        }
        try FuzzCommand.makeDirectory(out)
        var failed = false
        for record in merged {
            for (index, repro) in record.repros.enumerated() {
                try FuzzCommand.writeText(repro.serialized() + "\n", to: "\(out)/\(record.reproFileName(index + 1))")
            }
            try FuzzCommand.writeText(record.jsonText(), to: "\(out)/\(record.fileName)")
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
