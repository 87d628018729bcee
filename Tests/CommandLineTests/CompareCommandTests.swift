import CommandLineTestSupport
import Foundation
import XCTest

/// `touchstone compare` end to end, on report files written here by hand.
final class CompareCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-compare-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a report of two frames at 120 fps whose frames cost `replayNs[k]` in replay k (a
    /// quarter step, the rest render), with the given frame hashes; returns its path.
    @discardableResult
    private func writeReport(_ relative: String, replayNs: [Int], hashes: [String] = ["00000000000000a1", "00000000000000b2"]) throws -> String {
        let step = replayNs.map { $0 / 4 }, render = replayNs.map { $0 - $0 / 4 }
        let sorted = replayNs.sorted()
        func ns(_ values: [Int]) -> String { values.count == 1 ? "\(values[0])" : "[\(values.map(String.init).joined(separator: ","))]" }
        let frames = hashes.enumerated().map { index, hash in
            #"{"index":\#(index),"t":\#(Double(index) / 120),"stepNs":\#(ns(step)),"renderNs":\#(ns(render)),"dirtyPixels":0,"work":{},"hash":"\#(hash)"}"#
        }
        let text = """
            {"format":"touchstone.report","version":1,"trace":"Traces/tap.trace.json","scene":"Traces/gallery.scene.json","frameRate":120,
            "frames":[\(frames.joined(separator: ","))],
            "summary":{"frames":\(hashes.count),"frameNs":{"p50":\(sorted[sorted.count / 2]),"p90":\(sorted.last!),"p99":\(sorted.last!),"max":\(sorted.last!)},
            "budgetNs":8333333,"overBudget":0,"finalHash":"\(hashes.last!)","settledAt":0.25}}
            """
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    private let nine = (0..<9).map { 100_000 + 37 * $0 }   // nine replays around 100 µs per frame

    func testTwoRunsOfOneBuildAreSame() throws {
        try writeReport("base/tap/report.json", replayNs: nine)
        try writeReport("cand/tap/report.json", replayNs: nine.map { $0 + 18 })   // interleaved, +0.02 %
        let result = try runTool(["compare", path("base"), path("cand")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("tap ") && result.stdout.contains("  same\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nOK"), result.stdout)
    }

    /// `--out DIR` writes the comparison's page and its data (how it looks: Tests/BrowserTests).
    func testOutWritesTheComparisonPage() throws {
        try writeReport("base/tap/report.json", replayNs: nine)
        try writeReport("cand/tap/report.json", replayNs: nine.map { $0 * 12 / 10 }, hashes: ["00000000000000a1", "00000000000000c3"])
        let result = try runTool(["compare", path("base"), path("cand"), "--out", path("page")])
        XCTAssertEqual(result.status, 1, result.stderr)
        let page = try String(contentsOfFile: path("page/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<span class=\"badge slower\">slower</span>tap"), page)
        let data = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("page/page-data.json")))) as? [String: Any])
        let trace = try XCTUnwrap((data["traces"] as? [[String: Any]])?.first)
        XCTAssertEqual(trace["verdict"] as? String, "slower")
        XCTAssertEqual((trace["baselineSamples"] as? [Double])?.count, 9)
        // Per frame the median of the nine replays: 100 000 + 37·4 ns, and 1.2 times each replay's.
        XCTAssertEqual(trace["frames"] as? [[Double]], [[100_148, 120_177], [100_148, 120_177]])
        XCTAssertEqual(trace["firstDifferentFrame"] as? Int, 1)
        XCTAssertEqual(trace["imagesNote"] as? String, "no frame PNGs beside both reports (replay with --frames changed or all to see the pictures)")
        let script = try String(contentsOfFile: path("page/page-data.js"), encoding: .utf8)
        XCTAssertTrue(script.hasPrefix("window.touchstonePageData = {\"format\":\"touchstone.compare-page\""), script)
    }

    func testClearlySlowerExitsOne() throws {
        let base = try writeReport("base.json", replayNs: nine)
        let candidate = try writeReport("cand.json", replayNs: nine.map { $0 * 12 / 10 })   // +20 %
        let result = try runTool(["compare", base, candidate])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("+20.0%"), result.stdout)
        XCTAssertTrue(result.stdout.contains("slower"), result.stdout)
        // The same with --json, for machines.
        let json = try runTool(["compare", base, candidate, "--json"])
        XCTAssertEqual(json.status, 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let traces = object?["traces"] as? [[String: Any]]
        XCTAssertEqual(traces?.first?["verdict"] as? String, "slower")
        XCTAssertEqual(traces?.first?["trace"] as? String, "tap")
        XCTAssertEqual(object?["failed"] as? Bool, true)
        // A minimum change above 20 % makes the same samples "same".
        let lenient = try runTool(["compare", base, candidate, "--min-change", "25"])
        XCTAssertEqual(lenient.status, 0, lenient.stdout)
        XCTAssertTrue(lenient.stdout.contains("same"), lenient.stdout)
    }

    func testDifferingHashExitsOneNamingTheFrame() throws {
        let base = try writeReport("a.json", replayNs: nine)
        let candidate = try writeReport("b.json", replayNs: nine, hashes: ["00000000000000a1", "00000000000000ff"])
        let result = try runTool(["compare", base, candidate])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("tap: frame 1 (t = 0.0083 s) differs: baseline 00000000000000b2, candidate 00000000000000ff"),
                      result.stdout)
    }

    func testFewSamplesAreUndecided() throws {
        let base = try writeReport("a.json", replayNs: [100_000, 100_050, 100_020])
        let candidate = try writeReport("b.json", replayNs: [150_000, 150_050, 150_020])
        let result = try runTool(["compare", base, candidate])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("undecided: run more repeats"), result.stdout)
    }

    func testBadInputExitsTwoNamingFileAndPath() throws {
        let base = try writeReport("a.json", replayNs: nine)
        let broken = try writeReport("b.json", replayNs: nine, hashes: ["00000000000000a1", "xyz"])
        let result = try runTool(["compare", base, broken])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "touchstone: \(broken): at $.frames[1].hash: expected a hash of 16 hex digits, found \"xyz\"\n")
        let missing = try runTool(["compare", base, path("nowhere")])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nowhere: no such report file or folder"), missing.stderr)
        let alpha = try runTool(["compare", base, base, "--alpha", "1.5"])
        XCTAssertEqual(alpha.status, 2)
        XCTAssertTrue(alpha.stderr.contains("--alpha '1.5'"), alpha.stderr)
        let arguments = try runTool(["compare", base])
        XCTAssertEqual(arguments.status, 2)
        XCTAssertTrue(arguments.stderr.contains("missing CANDIDATE"), arguments.stderr)
    }

    // MARK: Paired

    /// Writes `side/round-NN/tap/report.json` for each entry of `runNs`: one replay per run.
    private func writeRuns(_ side: String, runNs: [Int], runNames: [String]? = nil) throws {
        for (k, ns) in runNs.enumerated() {
            try writeReport("\(side)/\(runNames?[k] ?? String(format: "round-%02d", k + 1))/tap/report.json", replayNs: [ns])
        }
    }

    func testPairedFoldersOfRuns() throws {
        // Ten pairs, the baseline in two phases (100 and 170 µs), every candidate run 20 % slower
        // than its pair's baseline run: W₊ = 55, p = 2/1024.
        let base = (0..<10).map { $0 % 3 == 0 ? 170_000 : 100_000 }
        try writeRuns("base", runNs: base)
        try writeRuns("cand", runNs: base.enumerated().map { $1 * 12 / 10 + $0 })
        let result = try runTool(["compare", "--paired", path("base"), path("cand")])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("trace  pairs  "), result.stdout)
        XCTAssertTrue(result.stdout.contains("  0.0020  slower\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\npaired: "), result.stdout)
        let json = try runTool(["compare", "--paired", path("base"), path("cand"), "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["paired"] as? Bool, true)
        let trace = (object?["traces"] as? [[String: Any]])?.first
        XCTAssertEqual(trace?["pairs"] as? Int, 10)
        XCTAssertEqual(trace?["verdict"] as? String, "slower")
        // Unpaired, the same folders are pooled, and JSON says so.
        let pooled = try runTool(["compare", path("base"), path("cand"), "--json"])
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(pooled.stdout.utf8)) as? [String: Any])?["paired"] as? Bool, false)
    }

    func testPairedMismatchedRunsExitTwoNamingTheRun() throws {
        try writeRuns("base", runNs: [1000, 1000, 1000])
        try writeRuns("cand", runNs: [1000, 1000, 1000], runNames: ["round-01", "round-02", "round-04"])
        let result = try runTool(["compare", "--paired", path("base"), path("cand")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "touchstone: run 'round-03' is in \(path("base")) but not in \(path("cand")); paired runs must have the same names on both sides\n")
        let flat = try runTool(["compare", "--paired", path("base/round-01"), path("cand/round-01")])
        XCTAssertEqual(flat.status, 2)
        XCTAssertTrue(flat.stderr.contains("round-01: not a folder of runs"), flat.stderr)
        let options = try runTool(["compare", path("base"), path("cand"), "--rounds", "3"])
        XCTAssertEqual(options.status, 2)
        XCTAssertEqual(options.stderr, "touchstone: compare: --rounds needs --run\n")
    }

    /// The built tool itself as both builds; a short trace, 2 rounds of 1 replay at half scale
    /// (a quarter of the pixels, for speed).
    func testRunAlternatesTwoToolsEndToEnd() throws {
        let tool = try builtTool().path
        let trace = repositoryRoot.appendingPathComponent("Traces/tap-ripple.trace.json").path
        let out = path("runs")
        let result = try runTool(["compare", "--run", tool, tool, "--out", out, "--rounds", "2", "--repeat", "1", "--scale", "0.5", "--json", trace])
        // Two pairs can never reach p <= 0.01: undecided whatever the timings, so exit 0.
        XCTAssertEqual(result.status, 0, result.stderr)
        for side in ["base", "candidate"] {
            for round in ["round-01", "round-02"] {
                let report = "\(out)/\(side)/\(round)/tap-ripple/report.json"
                XCTAssertTrue(FileManager.default.fileExists(atPath: report), report)
                // --frames none: no frame PNGs.
                XCTAssertFalse(FileManager.default.fileExists(atPath: "\(out)/\(side)/\(round)/tap-ripple/frames"))
            }
        }
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(object["paired"] as? Bool, true)
        XCTAssertEqual(object["failed"] as? Bool, false)
        let traces = try XCTUnwrap(object["traces"] as? [[String: Any]])
        XCTAssertEqual(traces.count, 1)
        XCTAssertEqual(traces[0]["trace"] as? String, "tap-ripple")
        XCTAssertEqual(traces[0]["pairs"] as? Int, 2)
        XCTAssertEqual((traces[0]["ratios"] as? [Double])?.count, 2)
        XCTAssertEqual(traces[0]["verdict"] as? String, "undecided")
        XCTAssertNil(traces[0]["firstDifferentFrame"] as? [String: Any])   // one build: same frames
        // The page beside the runs, with the paired trace's two ratios.
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<span class=\"badge undecided\">undecided</span>tap-ripple"), page)
        XCTAssertTrue(page.contains("<span>pairs</span> 2"), page)

        // The runs are there now: a second --run into the same folder would mix them in.
        let again = try runTool(["compare", "--run", tool, tool, "--out", out, "--rounds", "2", trace])
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.stderr, "touchstone: compare: \(out)/base already exists; its runs would be mixed with the new ones (remove it or choose another --out)\n")
        // And the folders compare on their own.
        let table = try runTool(["compare", "--paired", "\(out)/base", "\(out)/candidate"])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("undecided: run more rounds"), table.stdout)
    }

    /// The order and arguments of the processes: per round, each trace's two runs one after the
    /// other, the base first in odd rounds and the candidate first in even ones. The tools are
    /// scripts that log their side and arguments and copy a prepared report where the replay's
    /// would go instead of replaying.
    func testRunOrderIsABBA() throws {
        let report = try writeReport("prepared.json", replayNs: nine)
        let log = path("order.log")
        for trace in ["tap", "drag"] { try Data().write(to: URL(fileURLWithPath: path("\(trace).trace.json"))) }
        func fake(_ side: String) throws -> String {
            // $2 is the trace, $4 the --out folder.
            try script("fake-\(side)", """
                name=$(basename "$2" .trace.json)
                echo "\(side) $*" >> '\(log)'
                mkdir -p "$4/$name" && cp '\(report)' "$4/$name/report.json"
                """)
        }
        let out = path("runs")
        let tap = path("tap.trace.json"), drag = path("drag.trace.json")
        let result = try runTool(["compare", "--run", try fake("base"), try fake("candidate"), "--out", out, "--rounds", "3",
                                  "--repeat", "2", "--fps", "30", "--scale", "0.5", tap, drag])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        func run(_ side: String, _ trace: String, _ round: Int) -> String {
            "\(side) replay \(trace) --out \(out)/\(side)/round-0\(round) --repeat 2 --frames none --fps 30 --scale 0.5"
        }
        XCTAssertEqual(lines, [
            run("base", tap, 1), run("candidate", tap, 1), run("base", drag, 1), run("candidate", drag, 1),
            run("candidate", tap, 2), run("base", tap, 2), run("candidate", drag, 2), run("base", drag, 2),
            run("base", tap, 3), run("candidate", tap, 3), run("base", drag, 3), run("candidate", drag, 3),
        ])
        // Identical reports: every ratio 1, every log ratio a zero that the test drops; 3 pairs
        // cannot decide anything.
        XCTAssertTrue(result.stdout.contains("tap: pair ratios 1.000 1.000 1.000\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("undecided: run more rounds"), result.stdout)
    }

    func testRunToolFailuresExitTwoNamingToolCommandAndStatus() throws {
        let tool = try builtTool().path
        let trace = repositoryRoot.appendingPathComponent("Traces/tap-ripple.trace.json").path
        let missing = path("no-such-tool")
        let notFound = try runTool(["compare", "--run", missing, tool, "--out", path("a"), trace])
        XCTAssertEqual(notFound.status, 2)
        XCTAssertTrue(notFound.stderr.hasPrefix("touchstone: compare: base tool: cannot start '\(missing)' (No such file or directory)"),
                      notFound.stderr)

        let failing = try script("failing", "echo starting >&2\necho 'boom: no such scene' >&2\nexit 3")
        let failed = try runTool(["compare", "--run", failing, tool, "--out", path("b"), "--repeat", "2", trace])
        XCTAssertEqual(failed.status, 2)
        XCTAssertEqual(failed.stderr, """
            touchstone: compare: base tool '\(failing)' failed: `\(failing) replay \(trace) --out \(path("b"))/base/round-01 --repeat 2 --frames none` exited with status 3; its stderr ended:
              starting
              boom: no such scene

            """)

        let silent = try script("silent", "exit 0")
        let nothing = try runTool(["compare", "--run", silent, tool, "--out", path("c"), trace])
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.stderr.contains("succeeded but wrote no \(path("c"))/base/round-01/tap-ripple/report.json"), nothing.stderr)

        let arguments = try runTool(["compare", "--run", tool, tool, "--out", path("d")])
        XCTAssertEqual(arguments.status, 2)
        XCTAssertEqual(arguments.stderr, "touchstone: compare: --run: missing TRACE (one or more trace files)\n")
        let noOut = try runTool(["compare", "--run", tool, tool, trace])
        XCTAssertEqual(noOut.status, 2)
        XCTAssertTrue(noOut.stderr.contains("--out is required"), noOut.stderr)
        let rounds = try runTool(["compare", "--run", tool, tool, "--out", path("e"), "--rounds", "0", trace])
        XCTAssertEqual(rounds.status, 2)
        XCTAssertTrue(rounds.stderr.contains("--rounds '0': expected a whole number from 1 to 999"), rounds.stderr)
        let noTrace = try runTool(["compare", "--run", tool, tool, "--out", path("f"), path("nowhere.trace.json")])
        XCTAssertEqual(noTrace.status, 2)
        XCTAssertTrue(noTrace.stderr.contains("nowhere.trace.json: cannot read the trace"), noTrace.stderr)
    }

    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// An executable shell script in the test folder with the given body.
    private func script(_ name: String, _ body: String) throws -> String {
        let file = path(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
        return file
    }

    func testHelp() throws {
        let result = try runTool(["compare", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone compare BASELINE CANDIDATE"), result.stdout)
        XCTAssertTrue(result.stdout.contains("touchstone compare --run BASE_TOOL CANDIDATE_TOOL --out DIR"), result.stdout)
        XCTAssertTrue(try runTool(["--help"]).stdout.contains("compare "))
    }
}
