import Foundation
import JSON
import Replay
import XCTest

/// Verdicts per trace, hash differences, matching folders of reports and the two outputs.
final class CompareVerdictTests: XCTestCase {
    private let criteria = ComparisonCriteria.standard

    private func verdict(_ baseline: [Int64], _ candidate: [Int64]) throws -> TraceComparison {
        TraceComparison(name: "t", baseline: try makeReport(replayFrameNs: baseline),
                        candidate: try makeReport(replayFrameNs: candidate), criteria: criteria)
    }

    func testReplayMeansAreTheSamples() throws {
        // Frames of one replay cost 1000, 1000, 1000 (replay 0) and 1300 ×3 (replay 1): means 1000, 1300.
        let comparison = try verdict([1000, 1300], [1000, 1300])
        XCTAssertEqual(comparison.baselineSamples, [1000, 1300])
        XCTAssertEqual(comparison.baselineMedian, 1150)
        XCTAssertEqual(comparison.change, 0)
    }

    func testClearlySlowerAndFaster() throws {
        let base: [Int64] = (0..<9).map { 1000 + $0 }          // median 1004
        let slow: [Int64] = (0..<9).map { 1200 + $0 }          // median 1204: +19.9 %
        let slower = try verdict(base, slow)
        // Completely separated 9 + 9: exact p = 2 / C(18, 9) = 2 / 48620.
        XCTAssertEqual(slower.test.pValue, 2.0 / 48620, accuracy: 1e-15)
        XCTAssertEqual(slower.change, 200.0 / 1004, accuracy: 1e-15)
        XCTAssertEqual(slower.verdict, .slower)
        XCTAssertTrue(slower.fails)
        let faster = try verdict(slow, base)
        XCTAssertEqual(faster.verdict, .faster)
        XCTAssertFalse(faster.fails)
    }

    func testSignificantButSmallIsSame() throws {
        // Separated (p = 2/48620) but the medians 1004 → 1014 differ by 1 % < 5 %.
        let result = try verdict((0..<9).map { 1000 + $0 }, (0..<9).map { 1010 + $0 })
        XCTAssertLessThan(result.test.pValue, 0.01)
        XCTAssertEqual(result.verdict, .same)
    }

    func testInterleavedIsSame() throws {
        let result = try verdict((0..<9).map { 1000 + 2 * $0 }, (0..<9).map { 1001 + 2 * $0 })
        XCTAssertGreaterThan(result.test.pValue, 0.01)
        XCTAssertEqual(result.verdict, .same)
    }

    func testTooFewReplaysAreUndecidedEvenWhenSeparated() throws {
        // 4 + 4 replays can reach p = 2/70 ≈ 0.029 at best, never 0.01.
        let result = try verdict([1000, 1001, 1002, 1003], [2000, 2001, 2002, 2003])
        XCTAssertEqual(result.test.pValue, 2.0 / 70, accuracy: 1e-15)
        XCTAssertEqual(result.verdict, .undecided)
        // One run each, identical: still undecided, never "same".
        XCTAssertEqual(try verdict([1000], [1000]).verdict, .undecided)
    }

    func testLargeButNoisyChangeIsUndecided() throws {
        // Medians 500 → 550 (+10 %), but the samples overlap almost entirely.
        let result = try verdict((1...9).map { Int64($0) * 100 }, (1...9).map { Int64($0) * 100 + 50 })
        XCTAssertEqual(result.change, 0.1, accuracy: 1e-15)
        XCTAssertGreaterThan(result.test.pValue, 0.01)
        XCTAssertEqual(result.verdict, .undecided)
    }

    func testCriteriaAreChecked() {
        XCTAssertThrowsError(try ComparisonCriteria(alpha: 0, minimumChange: 0.05))
        XCTAssertThrowsError(try ComparisonCriteria(alpha: 1, minimumChange: 0.05))
        XCTAssertThrowsError(try ComparisonCriteria(alpha: .nan, minimumChange: 0.05))
        XCTAssertThrowsError(try ComparisonCriteria(alpha: 0.05, minimumChange: -0.01))
        // A looser alpha decides 4 + 4 replays.
        let loose = try? ComparisonCriteria(alpha: 0.05, minimumChange: 0.05)
        XCTAssertEqual(loose?.verdict(test: MannWhitneyUTest([1, 2, 3, 4], [5, 6, 7, 8]), change: 0.5), .slower)
    }

    func testFirstDifferingHash() throws {
        let a = try makeReport(replayFrameNs: [1000], frames: 4, hashes: [1, 2, 3, 4])
        let b = try makeReport(replayFrameNs: [1000], frames: 4, hashes: [1, 2, 9, 8])
        XCTAssertEqual(HashDifference(baseline: a, candidate: b),
                       HashDifference(frame: 2, time: 2.0 / 120, baselineHash: 3, candidateHash: 9))
        XCTAssertNil(HashDifference(baseline: a, candidate: a))
        // Same frames, but the candidate renders one more: frame 4 differs, the baseline has none.
        let longer = try makeReport(replayFrameNs: [1000], frames: 5, hashes: [1, 2, 3, 4, 5])
        XCTAssertEqual(HashDifference(baseline: a, candidate: longer),
                       HashDifference(frame: 4, time: 4.0 / 120, baselineHash: nil, candidateHash: 5))
    }

    // MARK: Sets of reports

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ report: Report, _ relative: String) throws -> String {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try report.write(to: url.path)
        return url.path
    }

    /// A folder of runs (`base/run1/<trace>/report.json`, `base/run2/…`) pools every run's
    /// replays into one sample list per trace; runs with different traces are an error.
    func testFoldersOfRunsPoolTheirReplays() throws {
        _ = try write(try makeReport(replayFrameNs: [1000, 1010]), "base/run1/tap/report.json")
        _ = try write(try makeReport(replayFrameNs: [1020]), "base/run2/tap/report.json")
        _ = try write(try makeReport(replayFrameNs: [2000, 2010, 2020]), "cand/a/tap/report.json")
        _ = try write(try makeReport(replayFrameNs: [2030]), "cand/b/tap/report.json")
        let base = try ReportSet(path: directory.appendingPathComponent("base").path)
        XCTAssertEqual(base.entries.map(\.name), ["tap"])
        XCTAssertEqual(base.entries[0].runs.count, 2)
        let comparison = try ReportComparison(baseline: base,
                                              candidate: try ReportSet(path: directory.appendingPathComponent("cand").path),
                                              criteria: criteria)
        XCTAssertEqual(comparison.traces[0].baselineSamples, [1000, 1010, 1020])
        XCTAssertEqual(comparison.traces[0].candidateSamples, [2000, 2010, 2020, 2030])
        // Completely separated 3 + 4: exact two-sided p = 2 / C(7, 3) = 2 / 35.
        XCTAssertEqual(comparison.traces[0].test.pValue, 2.0 / 35, accuracy: 1e-15)

        _ = try write(try makeReport(replayFrameNs: [1000]), "odd/run1/tap/report.json")
        _ = try write(try makeReport(replayFrameNs: [1000]), "odd/run2/drag/report.json")
        XCTAssertThrowsError(try ReportSet(path: directory.appendingPathComponent("odd").path)) {
            XCTAssertTrue("\($0)".contains("every run must replay the same traces"), "\($0)")
        }
    }

    func testFoldersAreMatchedByTraceNameWithGeometricMean() throws {
        let base: [Int64] = (0..<9).map { 1000 + $0 }
        // Ratios of medians: "drag" 2008/1004 = 2, "tap" 8032/1004 = 8: geometric mean √16 = 4.
        _ = try write(try makeReport(replayFrameNs: base), "base/tap/report.json")
        _ = try write(try makeReport(replayFrameNs: base), "base/drag/report.json")
        _ = try write(try makeReport(replayFrameNs: base), "base/gone/report.json")
        _ = try write(try makeReport(replayFrameNs: base.map { $0 * 8 }), "cand/tap/report.json")
        _ = try write(try makeReport(replayFrameNs: base.map { $0 * 2 }), "cand/drag/report.json")
        _ = try write(try makeReport(replayFrameNs: base), "cand/new/report.json")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("cand/no-report"), withIntermediateDirectories: true)
        let comparison = try ReportComparison(baseline: try ReportSet(path: directory.appendingPathComponent("base").path),
                                              candidate: try ReportSet(path: directory.appendingPathComponent("cand").path),
                                              criteria: criteria)
        XCTAssertEqual(comparison.traces.map(\.name), ["drag", "tap"])
        XCTAssertEqual(comparison.traces.map(\.verdict), [.slower, .slower])
        XCTAssertEqual(comparison.onlyInBaseline, ["gone"])
        XCTAssertEqual(comparison.onlyInCandidate, ["new"])
        XCTAssertEqual(comparison.geometricMeanRatio ?? 0, 4, accuracy: 1e-12)
        XCTAssertTrue(comparison.fails)

        let json = comparison.json()
        let reader = JSONReader(json, source: "compare")
        let traces = try XCTUnwrap(reader.member("traces")).array()
        XCTAssertEqual(try traces[1].member("trace")?.string(), "tap")
        XCTAssertEqual(try traces[1].member("verdict")?.string(), "slower")
        XCTAssertEqual(try traces[1].member("change")?.double() ?? 0, 7, accuracy: 1e-12)
        XCTAssertEqual(try traces[1].member("method")?.string(), "exact")
        XCTAssertEqual(try traces[1].member("baseline")?.member("medianNs")?.double(), 1004)
        XCTAssertEqual(try reader.member("failed")?.bool(), true)
        XCTAssertEqual(try reader.member("onlyInBaseline")?.array().map { try $0.string() }, ["gone"])

        let table = comparison.table()
        XCTAssertTrue(table.contains("gone: only in the baseline"), table)
        XCTAssertTrue(table.contains("geometric mean of median ratios: 4.0000 (+300.0%)"), table)
        // Columns as wide as their widest cell, two spaces apart, numbers right-aligned; fully
        // separated 9 + 9 replays give p = 2/48620 ≈ 0.00004, shown as <0.0001.
        XCTAssertTrue(table.hasPrefix("trace  replays  baseline µs  candidate µs   change        p  verdict\n"), table)
        XCTAssertTrue(table.contains("\ntap        9/9         1.00          8.03  +700.0%  <0.0001  slower\n"), table)
        XCTAssertTrue(table.hasSuffix("FAIL: 2 slower, 2 missing on one side  [alpha 0.01, minimum change 5.0%]\n"), table)
    }

    func testTwoFilesAndAFolderOfOneTrace() throws {
        let a = try write(try makeReport(trace: "Traces/tap.trace.json", replayFrameNs: [1000]), "a/tap/report.json")
        let b = try write(try makeReport(trace: "Traces/tap.trace.json", replayFrameNs: [1000], hashes: [1, 5, 3]), "b.json")
        let files = try ReportComparison(baseline: try ReportSet(path: a), candidate: try ReportSet(path: b), criteria: criteria)
        XCTAssertEqual(files.traces.map(\.name), ["tap"])
        XCTAssertEqual(files.traces.first?.hashDifference?.frame, 1)
        XCTAssertTrue(files.fails)
        XCTAssertTrue(files.table().contains("tap: frame 1 (t = 0.0083 s) differs: baseline 0000000000000002, candidate 0000000000000005"),
                      files.table())
        // A trace's own output folder counts as its report.
        let folder = try ReportSet(path: directory.appendingPathComponent("a/tap").path)
        XCTAssertFalse(folder.isFolder)
        // A single report against a folder of them is an input error.
        XCTAssertThrowsError(try ReportComparison(baseline: try ReportSet(path: directory.appendingPathComponent("a").path),
                                                  candidate: try ReportSet(path: b), criteria: criteria))
        XCTAssertThrowsError(try ReportSet(path: directory.appendingPathComponent("nothing").path)) {
            XCTAssertTrue("\($0)".hasSuffix("nothing: no such report file or folder"), "\($0)")
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("empty"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try ReportSet(path: directory.appendingPathComponent("empty").path)) {
            XCTAssertTrue("\($0)".contains("no report.json"), "\($0)")
        }
    }
}
