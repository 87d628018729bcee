import Replay
import XCTest

/// Counted comparisons (`compare` on `replay --measure instructions` reports), with totals,
/// ratios and verdicts worked out by hand.
final class CompareCountedTests: XCTestCase {
    /// A counted report of frames with the given (step, render) counts; hashes 1, 2, 3, ….
    private func counted(_ counts: [(Int64, Int64)], hashes: [UInt64]? = nil) throws -> Report {
        let frames = counts.enumerated().map { index, count in
            FrameRecord(index: index, time: Double(index) / 120, stepNs: [1000], renderNs: [2000], dirtyPixels: 0,
                        work: [], hash: hashes?[index] ?? UInt64(index + 1),
                        instructions: FrameInstructions(step: count.0, render: count.1))
        }
        return try Report(trace: "Traces/tap.trace.json", scene: "Traces/gallery.scene.json", frameRate: 120,
                          frames: frames, settledAt: 0.5)
    }

    private let criteria = try! ComparisonCriteria(alpha: 0.01, minimumChange: ComparisonCriteria.countedMinimumChange)

    func testSummaryTotalsAndPercentiles() throws {
        // Frame totals 1100, 50, 300, 20_000: sorted 50, 300, 1100, 20000.
        let report = try counted([(100, 1000), (10, 40), (0, 300), (5000, 15000)])
        XCTAssertEqual(report.measure, .instructions)
        // Nearest rank: p50 index round(1.5) = 2, p90 round(2.7) = 3, p99 round(2.97) = 3.
        XCTAssertEqual(report.summary.instructions?.total, 21_450)
        XCTAssertEqual(report.summary.instructions?.percentiles, Percentiles(p50: 1100, p90: 20_000, p99: 20_000, max: 20_000))
    }

    func testReportJSONRoundTripsTheCounts() throws {
        let report = try counted([(100, 1000), (10, 40)])
        let text = report.jsonText()
        XCTAssertTrue(text.contains(#""frameRate":120,"measure":"instructions","#), text)
        XCTAssertTrue(text.contains(#""renderNs":2000,"instructions":{"step":100,"render":1000},"dirtyPixels":0"#), text)
        XCTAssertTrue(text.contains(#""instructions":{"total":1150,"p50":1100,"p90":1100,"p99":1100,"max":1100}"#), text)
        XCTAssertEqual(try Report(parsing: text, source: "r.json"), report)
        // A frame without counts in a counted report is named by its path.
        let broken = text.replacingOccurrences(of: #","instructions":{"step":10,"render":40}"#, with: "")
        XCTAssertThrowsError(try Report(parsing: broken, source: "r.json")) { error in
            XCTAssertTrue("\(error)".contains("frames[1]"), "\(error)")
            XCTAssertTrue("\(error)".contains("\"instructions\""), "\(error)")
        }
        // A time report has no such key.
        let time = try makeReport(replayFrameNs: [1000])
        XCTAssertFalse(time.jsonText().contains("instructions"))
        XCTAssertFalse(time.jsonText().contains("measure"))
        XCTAssertEqual(time.measure, .time)
    }

    func testVerdictAtTheMinimumChange() {
        // Hand-computed changes against 1 000 000: +0.4 %, exactly +0.5 %, +0.6 %, −0.6 %, −0.49 %.
        XCTAssertEqual(CountedTraceComparison.verdict(change: 4_000 / 1_000_000, minimumChange: 0.005), .same)
        XCTAssertEqual(CountedTraceComparison.verdict(change: 5_000.0 / 1_000_000, minimumChange: 0.005), .slower)
        XCTAssertEqual(CountedTraceComparison.verdict(change: 6_000.0 / 1_000_000, minimumChange: 0.005), .slower)
        XCTAssertEqual(CountedTraceComparison.verdict(change: -6_000.0 / 1_000_000, minimumChange: 0.005), .faster)
        XCTAssertEqual(CountedTraceComparison.verdict(change: -4_900.0 / 1_000_000, minimumChange: 0.005), .same)
        XCTAssertEqual(CountedTraceComparison.verdict(change: .infinity, minimumChange: 0.005), .slower)
    }

    func testTraceComparisonFramesAndFunctions() throws {
        // Totals 1 000 000 and 1 006 000: +0.6 %, slower. Frame 1 grows by 5000, frame 2 by 1000.
        let baseline = try counted([(0, 500_000), (1000, 299_000), (0, 200_000)])
        let candidate = try counted([(0, 500_000), (1000, 304_000), (0, 201_000)])
        var a = CallgrindProfile(events: ["Ir"]), b = CallgrindProfile(events: ["Ir"])
        func site(_ name: String) -> CallgrindProfile.Site {
            .init(object: "touchstone", file: "???", function: name, sourceFile: "???", line: 0)
        }
        a.selfCosts = [site("fill"): [700_000], site("blend"): [250_000], site("idle"): [50_000]]
        b.selfCosts = [site("fill"): [703_000], site("blend"): [247_000], site("idle"): [50_000], site("new"): [6_000]]
        let comparison = CountedTraceComparison(name: "tap", baseline: baseline, candidate: candidate,
                                                baselineProfile: a, candidateProfile: b, criteria: criteria)
        XCTAssertEqual(comparison.baselineTotal, 1_000_000)
        XCTAssertEqual(comparison.candidateTotal, 1_006_000)
        XCTAssertEqual(comparison.change, 0.006, accuracy: 1e-15)
        XCTAssertEqual(comparison.verdict, .slower)
        XCTAssertTrue(comparison.fails)
        XCTAssertEqual(comparison.frames.map(\.ratio), [1, 305_000.0 / 300_000, 201_000.0 / 200_000])
        XCTAssertEqual(comparison.largestFrameChanges().map(\.index), [1, 2])
        // |+6000| new, |+3000| fill, |−3000| blend (ties by name: blend before fill); idle unchanged.
        XCTAssertEqual(comparison.functions.map(\.symbol), ["new", "blend", "fill"])
        XCTAssertEqual(comparison.functions.map(\.baseline), [0, 250_000, 700_000])
        XCTAssertEqual(comparison.functions.map(\.candidate), [6_000, 247_000, 703_000])
        XCTAssertNil(comparison.hashDifference)
    }

    func testGeometricMeanAndJSON() throws {
        let folder = NSTemporaryDirectory() + "touchstone-counted-compare-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Trace a: 1000 → 1100 (×1.1); trace b: 1000 → 900 (×0.9), its frame 1's hash differs.
        let reports: [(String, Report)] = [
            ("base/a", try counted([(0, 400), (0, 600)])), ("cand/a", try counted([(0, 400), (0, 700)])),
            ("base/b", try counted([(0, 500), (0, 500)])), ("cand/b", try counted([(0, 500), (0, 400)], hashes: [1, 9])),
        ]
        for (path, report) in reports {
            try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
            try report.write(to: folder + "/" + path + "/report.json")
        }
        let comparison = try CountComparison(baseline: try ReportSet(path: folder + "/base"),
                                             candidate: try ReportSet(path: folder + "/cand"), criteria: criteria)
        XCTAssertEqual(comparison.traces.map(\.verdict), [.slower, .faster])
        // √(1.1 · 0.9) = √0.99 = 0.994987…: −0.5013 %, beyond 0.5 %: faster overall.
        XCTAssertEqual(comparison.geometricMeanRatio!, 0.99.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(comparison.overallVerdict, .faster)
        XCTAssertTrue(comparison.fails)
        let table = comparison.table()
        XCTAssertTrue(table.contains("\na           2            1000             1100  +10.000%  slower\n"), table)
        XCTAssertTrue(table.contains("geometric mean of total ratios: 0.99499 (-0.501%), faster\n"), table)
        XCTAssertTrue(table.contains("a: frames with the largest change: 1 (t = 0.0083 s) +100 +16.667%\n"), table)
        XCTAssertTrue(table.contains("a: no callgrind.out beside both reports"), table)
        XCTAssertTrue(table.contains("b: frame 1 (t = 0.0083 s) differs: baseline 0000000000000002, candidate 0000000000000009\n"), table)
        XCTAssertTrue(table.contains("FAIL: 1 slower, 1 with differing frames"), table)
        let json = comparison.json().serialized()
        XCTAssertTrue(json.contains(#""frames":[{"index":0,"baseline":400,"candidate":400,"ratio":1},{"index":1,"baseline":600,"candidate":700,"#), json)
        XCTAssertTrue(json.contains(#""functions":[]"#), json)
        XCTAssertTrue(json.contains(#""measure":"instructions""#), json)
        // The first differing frame in the one form both measures write (docs/formats.md).
        XCTAssertTrue(json.contains(#""firstDifferentFrame":{"index":1,"t":0.008333333333333333,"baselineHash":"0000000000000002","candidateHash":"0000000000000009"}"#), json)
    }

    func testMixedMeasuresAreNamed() throws {
        let folder = NSTemporaryDirectory() + "touchstone-counted-mixed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, report) in [("a", try counted([(1, 2)])), ("b", try makeReport(replayFrameNs: [1000]))] {
            try FileManager.default.createDirectory(atPath: folder + "/side/" + name, withIntermediateDirectories: true)
            try report.write(to: folder + "/side/\(name)/report.json")
        }
        XCTAssertThrowsError(try ReportSet(path: folder + "/side").measure()) { error in
            XCTAssertTrue("\(error)".contains(folder + "/side/a/report.json measures instructions but " + folder + "/side/b/report.json measures time"), "\(error)")
        }
        XCTAssertThrowsError(try CountComparison(baseline: try ReportSet(path: folder + "/side/b"),
                                                 candidate: try ReportSet(path: folder + "/side/a"), criteria: criteria)) { error in
            XCTAssertTrue("\(error)".contains("side/b/report.json: not a counted report"), "\(error)")
        }
    }
}
