import CommandLineTestSupport
import Foundation
import XCTest

/// `replay --jobs N`: the traces replayed on N threads give the output of `--jobs 1` byte for
/// byte outside the wall-clock fields — frames, contact sheets, reports, summary.json, Perfetto
/// traces, golden diffs, the summary table and the stderr lines in input order; the first failing
/// trace in input order decides the error; bad values of --jobs exit 2 naming the option.
///
/// The wall-clock fields, the only ones allowed to differ: in `report.json` and `perfetto.json`
/// each frame's `stepNs` and `renderNs` (Perfetto's `dur` and `ts` of the step and render slices),
/// the summary's `frameNs` and `overBudget`; the same two in `summary.json`; the whole of
/// `frame-times.svg`; the table's time and over-budget columns; the HTML pages, whose plain tables
/// show the times (their data, `page-data.json` and `page-data.js`, is compared like the reports).
final class ReplayJobsTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-jobs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private func bundled(_ names: [String]) -> [String] {
        names.map { repositoryRoot.appendingPathComponent("Traces/\($0).trace.json").path }
    }

    /// Text with the wall-clock fields' values replaced by 0 (see the class comment).
    private func withoutWallClock(_ text: String) -> String {
        var result = text
        for pattern in [#""(stepNs|renderNs)":(\[[0-9,]*\]|[0-9]+)"#, #""(frameNs)":\{[^}]*\}"#, #""(overBudget)":([0-9]+|true|false)"#,
                        #""(ts|dur)":[0-9.e+-]+"#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            result = regex.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result),
                                                    withTemplate: "\"$1\":0")
        }
        return result
    }

    /// The table without its time and over-budget columns.
    private func tableWithoutTimes(_ text: String) -> [[Substring]] {
        text.split(separator: "\n").map { line in
            line.split(separator: " ").enumerated().filter { ![2, 3, 4, 5, 6].contains($0.offset) }.map(\.element)
        }
    }

    /// Every file under `root`, relative, sorted.
    private func files(under root: String) throws -> [String] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result.append(path) }
        }
        return result.sorted()
    }

    private func assertSameOutput(_ expected: String, _ actual: String, _ label: String,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let names = try files(under: expected)
        XCTAssertEqual(try files(under: actual), names, label, file: file, line: line)
        XCTAssertTrue(names.contains("summary.json"), label, file: file, line: line)
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

    func testParallelReplaysWriteWhatOneByOneWrites() throws {
        // Against the checked-in goldens, as `make check-goldens` does, with every output on.
        let traces = bundled(["two-fingers", "tap-card", "tap-ripple", "cancelled-touch-card", "tap-paper"])
        let options = ["--state", "--perfetto", "--golden", repositoryRoot.appendingPathComponent("Traces/golden").path,
                       "--golden-stride", "10"]
        let serial = try runTool(["replay"] + traces + ["--out", directory + "/j1", "--jobs", "1"] + options)
        XCTAssertEqual(serial.status, 0, serial.stderr)
        let parallel = try runTool(["replay"] + traces + ["--out", directory + "/j2", "--jobs", "2"] + options)
        XCTAssertEqual(parallel.status, 0, parallel.stderr)
        try assertSameOutput(directory + "/j1", directory + "/j2", "--jobs 2")
        XCTAssertEqual(tableWithoutTimes(parallel.stdout), tableWithoutTimes(serial.stdout))
        XCTAssertEqual(tableWithoutTimes(serial.stdout).dropFirst().map { String($0[0]) },
                       ["two-fingers", "tap-card", "tap-ripple", "cancelled-touch-card", "tap-paper"])
        let frames = try files(under: directory + "/j1").filter { $0.contains("/frames/") }
        XCTAssertGreaterThan(frames.count, 20, "frames were written and compared")
    }

    func testGoldenFailuresArePrintedInInputOrder() throws {
        // Goldens recorded for two of four traces: the other two are missing, a failure (exit 1)
        // printed per trace, in input order whichever finishes first.
        let traces = bundled(["tap-card", "two-fingers", "tap-paper", "tap-ripple"])
        let goldens = directory + "/goldens", quick = ["--frames", "none", "--scale", "0.5"]
        let record = try runTool(["replay", traces[0], traces[2], "--out", directory + "/rec", "--golden", goldens, "--update"] + quick)
        XCTAssertEqual(record.status, 0, record.stderr)
        var outputs: [ToolResult] = []
        for jobs in ["1", "2"] {
            let result = try runTool(["replay"] + traces + ["--out", directory + "/g\(jobs)", "--jobs", jobs, "--golden", goldens] + quick)
            XCTAssertEqual(result.status, 1, result.stderr)
            outputs.append(result)
            try assertSameOutput(directory + "/g1", directory + "/g\(jobs)", "--jobs \(jobs)")
        }
        let traceOfEachLine = outputs[0].stderr.split(separator: "\n").map { $0.split(separator: ":")[1] }
        XCTAssertEqual(Set(traceOfEachLine), [" two-fingers", " tap-ripple"])
        XCTAssertEqual(traceOfEachLine.first, " two-fingers")
        XCTAssertEqual(traceOfEachLine.last, " tap-ripple")
        for result in outputs { XCTAssertEqual(result.stderr, outputs[0].stderr) }
    }

    func testTheFirstFailingTraceInInputOrderDecidesTheError() throws {
        // Two traces whose output folders cannot be made (a file is in the way), the second and
        // the fourth of five: --jobs 1 stops at the second, and so must every --jobs.
        let traces = bundled(["tap-card", "tap-ripple", "two-fingers", "tap-paper", "cancelled-touch-card"])
        var messages: [String] = []
        for jobs in ["1", "2", "5"] {
            let out = directory + "/f\(jobs)"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            for blocked in ["tap-ripple", "tap-paper"] {
                FileManager.default.createFile(atPath: out + "/" + blocked, contents: Data("in the way".utf8))
            }
            let result = try runTool(["replay"] + traces + ["--out", out, "--jobs", jobs, "--frames", "none", "--scale", "0.5"])
            XCTAssertEqual(result.status, 2, "--jobs \(jobs): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "no table after an error")
            XCTAssertTrue(result.stderr.contains(out + "/tap-ripple"), "--jobs \(jobs): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/summary.json"))
            messages.append(result.stderr.replacingOccurrences(of: out, with: "OUT"))
        }
        XCTAssertEqual(Set(messages).count, 1, "\(messages)")
    }

    func testBadJobsValuesNameTheOption() throws {
        let trace = bundled(["tap-card"])[0]
        for value in ["0", "-1", "257", "1.5", "two", "", "1e2"] {
            let result = try runTool(["replay", trace, "--out", directory + "/bad", "--jobs", value])
            XCTAssertEqual(result.status, 2, "--jobs '\(value)'")
            XCTAssertEqual(result.stderr, "touchstone: replay: --jobs '\(value)': expected a whole number from 1 to 256\n")
            XCTAssertEqual(result.stdout, "")
        }
        let missing = try runTool(["replay", trace, "--out", directory + "/bad", "--jobs"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--jobs"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/bad"), "nothing is written before the options are checked")
    }
}
