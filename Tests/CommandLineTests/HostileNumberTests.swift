import CommandLineTestSupport
import Foundation
import XCTest

/// The hostile-number property test (docs/limits.md): specs, scenes, traces, W3C and getevent files,
/// reports, summaries, fuzz run records, repro files and flags, with numbers from the table of
/// ``HostileNumbers``, over every command and file kind. Properties: exit 0 or 2 (1 where it
/// means a failed check), never a signal or a hang; on exit 2 the message names the file or option
/// and a place; on exit 0 every output parses (SVG path data, JSON, PNG, SVG).
///
/// The suite runs a fixed seed and a bounded number of cases, so CI never fails on a fresh random
/// finding; `make hostile-numbers` runs more (`HOSTILE_NUMBERS_CASES`, `HOSTILE_NUMBERS_SEED`,
/// a fresh seed by default, printed).
final class HostileNumberTests: XCTestCase {
    /// The suite's seed and count when the environment sets none.
    static let defaultSeed: UInt64 = 20_261_202
    static let defaultCases = 130
    /// Seconds a case may run before it counts as a hang (debug build, shared machine).
    static let timeout = 90.0

    func testHostileNumbersNeverTrapAndAreLocated() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["HOSTILE_NUMBERS_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let cases = environment["HOSTILE_NUMBERS_CASES"].flatMap { Int($0) } ?? Self.defaultCases
        let tool = try builtTool()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-numbers-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }

        let generator = HostileNumberGenerator(templates: try makeTemplates(tool: tool, in: root.appendingPathComponent("set-up")))
        let start = Date()
        var findings: [String] = []
        var statuses: [Int32: Int] = [:]
        for index in 0..<cases {
            let c = generator.makeCase(seed: seed, index: index)
            let folder = root.appendingPathComponent("case-\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (path, text) in c.files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let outcome = try HostileNumberChecks.run(tool, c.arguments, in: folder, stdin: c.stdin, timeout: Self.timeout)
            statuses[outcome.status, default: 0] += 1
            if let problem = HostileNumberChecks.problem(c, outcome, folder: folder) {
                let files = c.files.filter { c.hostileFiles.contains($0.key) || c.hostileFiles.contains(String($0.key.split(separator: "/").last ?? "")) }
                    .map { "\($0.key): \($0.value.prefix(600))" }.joined(separator: "\n")
                findings.append("case \(index) (\(c.command)): \(problem)\n  \(c.commandLine)\n\(files)")
            }
            try? FileManager.default.removeItem(at: folder)
        }
        let seconds = Date().timeIntervalSince(start)
        let summary = statuses.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }.joined(separator: ", ")
        print("hostile numbers: seed \(seed), \(cases) cases in \(String(format: "%.1f", seconds)) s (\(summary)), \(findings.count) findings")
        for finding in findings { XCTFail(finding) }
        // Enough cases get past the readers that the drawing and writing paths are exercised too.
        if cases >= 100 {
            XCTAssertGreaterThan(statuses[0, default: 0], cases / 10, "too few cases ran to completion: \(summary)")
            XCTAssertGreaterThan(statuses[2, default: 0], cases / 10, "too few cases were refused: \(summary)")
        }
    }

    /// What the property test found, replayed exactly: merge of a fuzz run record whose count is
    /// 1e308 (printed through `Int()`, a trap) and of a replay summary whose `settledAt` is 2⁶⁴
    /// seconds (printed through `Int64()`, a trap). Both must now be refused at their place.
    func testWhatThePropertyTestFoundStaysFixed() throws {
        let tool = try builtTool()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-found-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = try makeTemplates(tool: tool, in: root.appendingPathComponent("set-up"))
        func merge(_ folders: [(name: String, files: [(path: String, text: String)])], case name: String) throws -> HostileNumberChecks.Outcome {
            let folder = root.appendingPathComponent(name)
            for (shard, files) in folders {
                for (path, text) in files {
                    let url = folder.appendingPathComponent(shard).appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: url)
                }
            }
            return try HostileNumberChecks.run(tool, ["merge"] + folders.map(\.name) + ["--out", "out"], in: folder, stdin: "", timeout: 60)
        }
        var records = templates.runRecords.enumerated().map { ("shard\($0.offset + 1)", [(path: $0.element.name, text: $0.element.text)]) }
        records[0].1[0].text = records[0].1[0].text.replacingOccurrences(of: #""outside":"#, with: #""outside":1e308,"x":"#)
        let count = try merge(records, case: "count")
        XCTAssertEqual(count.status, 2, count.stderr)
        XCTAssertTrue(count.stderr.contains("shard1/\(templates.runRecords[0].name): at $.counts"), count.stderr)
        var shards = templates.summaryShards
        let summary = shards[0].files.firstIndex { $0.path == "summary.json" }!
        let settled = try NSRegularExpression(pattern: #""settledAt":[^,}]*"#)
        let text = shards[0].files[summary].text
        shards[0].files[summary].text = settled.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                                         withTemplate: #""settledAt":18446744073709551616"#)
        let settledAt = try merge(shards, case: "settled")
        XCTAssertEqual(settledAt.status, 2, settledAt.stderr)
        XCTAssertTrue(settledAt.stderr.contains("settledAt: expected null or a time from 0 to 1000000 seconds"), settledAt.stderr)
    }

    /// The repository's example files, and a report, replay shard folders and fuzz run records
    /// made with the tool in `folder`.
    private func makeTemplates(tool: URL, in folder: URL) throws -> HostileNumberGenerator.Templates {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        func read(_ path: String) throws -> String {
            try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let viewsScene = try read("Examples/views.scene.json")
        // A short trace on the small example scene, so replays stay quick in debug.
        let trace = """
            {"format": "touchstone.trace", "version": 1, "scene": "views.scene.json", "frameRate": 60,
             "events": [{"t": 0, "id": 0, "phase": "began", "x": 40, "y": 40},
                        {"t": 0.03, "id": 0, "phase": "moved", "x": 42.5, "y": 41},
                        {"t": 0.05, "id": 0, "phase": "ended", "x": 42.5, "y": 41}]}
            """
        try Data(viewsScene.utf8).write(to: folder.appendingPathComponent("views.scene.json"))
        for name in ["a", "b"] {
            try Data(trace.utf8).write(to: folder.appendingPathComponent("\(name).trace.json"))
        }
        func make(_ arguments: [String]) throws {
            let outcome = try HostileNumberChecks.run(tool, arguments, in: folder, stdin: "", timeout: 120)
            guard outcome.status == 0 else {
                throw SetUpError(description: "set-up: touchstone \(arguments.joined(separator: " ")): \(outcome.stderr)")
            }
        }
        try make(["replay", "a.trace.json", "--out", "base", "--frames", "none"])
        var shards: [(name: String, files: [(path: String, text: String)])] = []
        for shard in ["1/2", "2/2"] {
            let name = "shard\(shard.first!)"
            try make(["replay", "a.trace.json", "b.trace.json", "--shard", shard, "--out", name, "--frames", "none"])
            shards.append((name, try textFiles(in: folder.appendingPathComponent(name))))
        }
        var records: [(name: String, text: String)] = []
        for shard in ["1/2", "2/2"] {
            let name = "fuzz\(shard.first!)"
            try make(["fuzz", "hit-test", "--seed", "7", "--iterations", "64", "--shard", shard, "--out", name])
            let files = try textFiles(in: folder.appendingPathComponent(name)).filter { $0.path.hasSuffix(".run.json") }
            records += files.map { ($0.path, $0.text) }
        }
        let specs = try read("Examples/shapes.tsv").split(separator: "\n").compactMap { line -> String? in
            line.split(separator: "\t").first { $0.hasPrefix("{") }.map(String.init)
        } + [#"{"svgPath": "M0 0 L100 0 Q120 20 100 40 C80 60 20 60 0 40 Z"}"#, #"{"slantedRect": {"slant": 10}}"#,
             #"{"curvedRect": {"cornerSize": [12, 8]}}"#]
        return .init(viewsScene: viewsScene, galleryScene: try read("Traces/gallery.scene.json"),
                     feedScene: try read("Traces/feed.scene.json"), trace: trace,
                     w3c: try read("Fuzz/FailCases/w3c-actions/seed-swipe-and-cancel.json"),
                     getevent: try read("Fuzz/FailCases/getevent/seed-two-slots.txt"),
                     repro: try read("Fuzz/FailCases/scene-hit-test/seed-scrolled-repro.json"), shapeSpecs: specs,
                     report: try String(contentsOf: folder.appendingPathComponent("base/a/report.json"), encoding: .utf8),
                     summaryShards: shards, runRecords: records)
    }

    /// The JSON and SVG files under `folder`, by relative path.
    private func textFiles(in folder: URL) throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".json") || path.hasSuffix(".svg") else { continue }
            files.append((path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    private struct SetUpError: Error, CustomStringConvertible { let description: String }
}
