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
        XCTAssertTrue(alpha.stderr.contains("alpha 1.5"), alpha.stderr)
        let arguments = try runTool(["compare", base])
        XCTAssertEqual(arguments.status, 2)
        XCTAssertTrue(arguments.stderr.contains("missing CANDIDATE"), arguments.stderr)
    }

    func testHelp() throws {
        let result = try runTool(["compare", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone compare BASELINE CANDIDATE"), result.stdout)
        XCTAssertTrue(try runTool(["--help"]).stdout.contains("compare "))
    }
}
