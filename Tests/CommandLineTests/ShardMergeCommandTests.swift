import CommandLineTestSupport
import Foundation
import XCTest

/// `replay --shard`, `fuzz … --shard` and `merge` end to end: the shards of a job merged equal the
/// unsharded run's output, byte for byte outside the wall-clock fields; bad shard specs and
/// folders that do not belong together are errors (exit 2) that name the option or the folder.
///
/// The wall-clock fields, the only ones allowed to differ: in `report.json` each frame's `stepNs`
/// and `renderNs`, and the summary's `frameNs` and `overBudget` (both computed from those times);
/// the same `frameNs` and `overBudget` in `summary.json`; the whole of `frame-times.svg` (a chart of
/// those times); `elapsedSeconds` in a fuzz run's record. Everything else — hashes, counters, frame
/// PNGs, contact sheets, file names — must be identical.
final class ShardMergeCommandTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-shard-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Five bundled traces, given out of name order so that the summary's order (the order given)
    /// and the shard rule's order (sorted names) differ.
    private var traces: [String] {
        ["two-fingers", "tap-card", "tap-ripple", "cancelled-touch-card", "tap-paper"].map {
            repositoryRoot.appendingPathComponent("Traces/\($0).trace.json").path
        }
    }

    /// Text with the wall-clock fields' values replaced by 0 (see the class comment).
    private func withoutWallClock(_ text: String) -> String {
        var result = text
        for pattern in [#""(stepNs|renderNs)":(\[[0-9,]*\]|[0-9]+)"#, #""(frameNs)":\{[^}]*\}"#, #""(overBudget)":[0-9]+"#,
                        #""(elapsedSeconds)":[0-9.e+-]+"#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            result = regex.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result),
                                                    withTemplate: "\"$1\":0")
        }
        return result
    }

    /// Every file under `root`, relative, sorted.
    private func files(under root: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)!
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result.append(path) }
        }
        return result.sorted()
    }

    /// Asserts that two output folders hold the same files with the same bytes, wall-clock fields
    /// aside.
    private func assertSameOutput(_ expected: String, _ actual: String, _ label: String,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let names = try files(under: expected)
        XCTAssertEqual(try files(under: actual), names, label, file: file, line: line)
        XCTAssertTrue(names.contains("summary.json"), file: file, line: line)
        // The pages show measured times in their plain tables; their data is page-data.json/.js.
        for name in names where !name.hasSuffix("frame-times.svg") && !name.hasSuffix(".html") {
            let a = try Data(contentsOf: URL(fileURLWithPath: expected + "/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: actual + "/" + name))
            if name.hasSuffix(".json") || name.hasSuffix(".js") {
                XCTAssertEqual(withoutWallClock(String(decoding: b, as: UTF8.self)),
                               withoutWallClock(String(decoding: a, as: UTF8.self)), "\(label): \(name)", file: file, line: line)
            } else {
                XCTAssertTrue(a == b, "\(label): \(name) differs", file: file, line: line)
            }
        }
    }

    func testShardedReplaysMergedEqualTheUnshardedRun() throws {
        // Half scale keeps the replays quick; two repeats make every time field an array.
        let options = ["--frames", "changed", "--state", "--repeat", "2", "--scale", "0.5"]
        let whole = try runTool(["replay"] + traces + ["--out", directory + "/whole"] + options)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        for count in [2, 3] {
            var shardFolders: [String] = []
            var replayed: [String] = []
            for index in 1...count {
                let folder = directory + "/n\(count)-shard\(index)"
                let result = try runTool(["replay"] + traces + ["--out", folder, "--shard", "\(index)/\(count)"] + options)
                XCTAssertEqual(result.status, 0, result.stderr)
                let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "summary.json" && $0 != "index.html" }
                replayed += names
                shardFolders.append(folder)
                // Round robin over the sorted names: cancelled-touch-card, tap-card, tap-paper,
                // tap-ripple, two-fingers are positions 0 to 4.
                let sorted = ["cancelled-touch-card", "tap-card", "tap-paper", "tap-ripple", "two-fingers"]
                let expected = sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
                XCTAssertEqual(names.sorted(), expected, "shard \(index)/\(count)")
            }
            XCTAssertEqual(replayed.sorted().count, 5)
            // Merge in reverse order: the output must not depend on it.
            let merged = try runTool(["merge"] + shardFolders.reversed() + ["--out", directory + "/merged\(count)"])
            XCTAssertEqual(merged.status, 0, merged.stderr)
            try assertSameOutput(directory + "/whole", directory + "/merged\(count)", "N=\(count)")
            // The same table, row by row in the order given; only the time columns may differ.
            let rows = { (text: String) in text.split(separator: "\n").map { line in
                line.split(separator: " ").enumerated().filter { ![2, 3, 4, 5, 6].contains($0.offset) }.map(\.element)
            } }
            XCTAssertEqual(rows(merged.stdout), rows(whole.stdout))
            XCTAssertEqual(rows(merged.stdout).dropFirst().map { String($0[0]) },
                           ["two-fingers", "tap-card", "tap-ripple", "cancelled-touch-card", "tap-paper"])
        }
    }

    func testAShardWithoutTracesStillWritesItsSummary() throws {
        let result = try runTool(["replay", traces[1], "--out", directory + "/empty", "--shard", "2/2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/empty").sorted(), ["index.html", "summary.json"])
        let first = try runTool(["replay", traces[1], "--out", directory + "/first", "--shard", "1/2"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let merged = try runTool(["merge", directory + "/first", directory + "/empty", "--out", directory + "/m"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/m/tap-card/report.json"))
    }

    func testAMergedGoldenFailureExitsOne() throws {
        // No goldens in the folder: every check is "missing", a failure.
        let pair = [traces[1], traces[2]], quick = ["--frames", "none", "--scale", "0.5", "--golden", directory + "/no-goldens"]
        for index in 1...2 {
            let result = try runTool(["replay"] + pair + ["--out", directory + "/g\(index)", "--shard", "\(index)/2"] + quick)
            XCTAssertEqual(result.status, 1, result.stderr)
        }
        let merged = try runTool(["merge", directory + "/g1", directory + "/g2", "--out", directory + "/m"])
        XCTAssertEqual(merged.status, 1, merged.stderr)
        let summary = try String(contentsOfFile: directory + "/m/summary.json", encoding: .utf8)
        XCTAssertEqual(summary.components(separatedBy: "\"golden\":\"failed\"").count - 1, 2, summary)
    }

    func testBadShardSpecsNameTheOption() throws {
        let commands: [[String]] = [["replay", traces[0], "--out", directory + "/bad"],
                                    ["fuzz", "hit-test", "--iterations", "10"],
                                    ["fuzz", "scene-hit-test", "--iterations", "10"],
                                    ["fuzz", "corpus", repositoryRoot.appendingPathComponent("Fuzz/FailCases").path]]
        for command in commands {
            for spec in ["0/2", "3/2", "1/0", "junk", "1/2/3", "", "-1/2", "1/", "/2", "1.0/2"] {
                let result = try runTool(command + ["--shard", spec])
                XCTAssertEqual(result.status, 2, "\(command) --shard '\(spec)'")
                XCTAssertTrue(result.stderr.contains("--shard '\(spec)': expected I/N"), result.stderr)
                XCTAssertEqual(result.stdout, "", "nothing runs before the arguments are checked")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/bad"))
    }

    func testFoldersThatDoNotMergeAreNamed() throws {
        let directory: String = self.directory
        let a = directory + "/a", b = directory + "/b", c = directory + "/c", d = directory + "/d"
        let pair = [traces[0], traces[1]]
        // Quick replays: no frame files, a quarter of the pixels.
        let quick = ["--frames", "none", "--scale", "0.5"]
        XCTAssertEqual(try runTool(["replay"] + pair + ["--out", a, "--shard", "1/2"] + quick).status, 0)
        XCTAssertEqual(try runTool(["replay"] + pair + ["--out", b, "--shard", "2/2", "--fps", "60"] + quick).status, 0)
        XCTAssertEqual(try runTool(["replay"] + pair + ["--out", c, "--shard", "2/2"] + quick).status, 0)
        XCTAssertEqual(try runTool(["replay", traces[0], "--out", d, "--shard", "2/2"] + quick).status, 0)
        let cases: [(folders: [String], message: String)] = [
            ([a, b], "merge: \(b): option \"fps\" is 60 but \(a) has null"),
            ([a, a], "merge: \(a): shard 1/2 is also \(a) (the shards overlap)"),
            ([a], "merge: trace 'two-fingers' is in none of the folders; shard 2/2 is missing"),
            ([a, d], "merge: \(d): its replay was given 1 traces"),
            ([a, directory + "/nothing"], "merge: \(directory)/nothing: no summary.json"),
        ]
        for (folders, message) in cases {
            let result = try runTool(["merge"] + folders + ["--out", directory + "/out"])
            XCTAssertEqual(result.status, 2, "\(folders)")
            XCTAssertTrue(result.stderr.contains(message), "expected \(message), got \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/out"), "nothing written for \(folders)")
        }
        // A trace in two shards of different N is caught by N first; an output that exists is refused.
        XCTAssertEqual(try runTool(["merge", a, c, "--out", directory + "/out"]).status, 0)
        let again = try runTool(["merge", a, c, "--out", directory + "/out"])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("\(directory)/out/two-fingers already exists"), again.stderr)
        let missing = try runTool(["merge", a, c])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--out is required"), missing.stderr)
    }

    func testFuzzShardsTogetherCheckTheUnshardedCases() throws {
        for (fuzzer, iterations) in [("hit-test", "6000"), ("scene-hit-test", "3000")] {
            let whole = try runTool(["fuzz", fuzzer, "--seed", "11", "--iterations", iterations, "--out", directory + "/\(fuzzer)-whole"])
            XCTAssertEqual(whole.status, 0, whole.stdout)
            for count in [2, 3] {
                var folders: [String] = []
                var cases = 0
                for index in 1...count {
                    let folder = directory + "/\(fuzzer)-\(count)-\(index)"
                    let result = try runTool(["fuzz", fuzzer, "--seed", "11", "--iterations", iterations,
                                              "--shard", "\(index)/\(count)", "--out", folder])
                    XCTAssertEqual(result.status, 0, result.stdout)
                    XCTAssertTrue(result.stdout.hasPrefix("seed 11, shard \(index)/\(count)\n"), result.stdout)
                    let line = result.stdout.split(separator: "\n")[1]
                    cases += Int(line.split(separator: " ")[1])!
                    folders.append(folder)
                }
                XCTAssertEqual(cases, Int(iterations)!, "the shards' cases add up to the run's")
                let merged = try runTool(["merge"] + folders + ["--out", directory + "/\(fuzzer)-merged-\(count)"])
                XCTAssertEqual(merged.status, 0, merged.stderr)
                let name = "\(fuzzer)-11.run.json"
                let expected = try String(contentsOfFile: directory + "/\(fuzzer)-whole/" + name, encoding: .utf8)
                let actual = try String(contentsOfFile: directory + "/\(fuzzer)-merged-\(count)/" + name, encoding: .utf8)
                XCTAssertEqual(withoutWallClock(actual), withoutWallClock(expected), "\(fuzzer) N=\(count)")
                XCTAssertTrue(expected.contains("\"cases\":\(iterations),"), expected)
            }
        }
    }

    func testFuzzShardsThatDoNotMergeAreNamed() throws {
        let a = directory + "/a", b = directory + "/b"
        XCTAssertEqual(try runTool(["fuzz", "hit-test", "--seed", "3", "--iterations", "200", "--shard", "1/2", "--out", a]).status, 0)
        XCTAssertEqual(try runTool(["fuzz", "hit-test", "--seed", "3", "--iterations", "300", "--shard", "2/2", "--out", b]).status, 0)
        let lengths = try runTool(["merge", a, b, "--out", directory + "/out"])
        XCTAssertEqual(lengths.status, 2)
        XCTAssertTrue(lengths.stderr.contains("merge: \(b): a run of 300 cases but \(a) ran 200 cases"), lengths.stderr)
        let missing = try runTool(["merge", a, "--out", directory + "/out"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("shard 2/2 of hit-test seed 3 is missing"), missing.stderr)
    }

    func testCorpusShardsTogetherReplayEveryInputOnce() throws {
        let corpus = repositoryRoot.appendingPathComponent("Fuzz/FailCases").path
        func inputs(_ text: String) -> Int {
            Int(text.split(separator: "\n").last!.split(separator: ":").last!.split(separator: " ")[0])!
        }
        let whole = try runTool(["fuzz", "corpus", corpus])
        XCTAssertEqual(whole.status, 0, whole.stdout)
        var total = 0
        for index in 1...3 {
            let result = try runTool(["fuzz", "corpus", corpus, "--shard", "\(index)/3"])
            XCTAssertEqual(result.status, 0, result.stdout)
            XCTAssertTrue(result.stdout.contains("shard \(index)/3:"), result.stdout)
            total += inputs(result.stdout)
        }
        // Every file in Fuzz/FailCases/<target>/ counted independently of the tool.
        var files = 0
        for target in try FileManager.default.contentsOfDirectory(atPath: corpus) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: corpus + "/" + target, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            files += try FileManager.default.contentsOfDirectory(atPath: corpus + "/" + target).filter { !$0.hasPrefix(".") }.count
        }
        XCTAssertEqual(inputs(whole.stdout), files)
        XCTAssertEqual(total, files)
    }
}
