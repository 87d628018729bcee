import Foundation
import JSON
import Replay
import XCTest

/// Paired comparisons of folders of runs: pairs, ratios, verdicts, mismatches and the outputs.
final class ComparePairedTests: XCTestCase {
    private var directory: URL!
    private let criteria = ComparisonCriteria.standard

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("compare-paired-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    /// Writes `side/round-NN/<trace>/report.json` for each run k, whose three replays take
    /// `centres[k]` − 5, `centres[k]` and `centres[k]` + 7 ns a frame: the run's median replay
    /// mean is `centres[k]`.
    private func writeRuns(_ side: String, centres: [Int64], trace: String = "tap", runName: (Int) -> String = { String(format: "round-%02d", $0 + 1) }) throws {
        for (k, centre) in centres.enumerated() {
            let url = directory.appendingPathComponent("\(side)/\(runName(k))/\(trace)/report.json")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try makeReport(trace: "Traces/\(trace).trace.json", replayFrameNs: [centre - 5, centre, centre + 7]).write(to: url.path)
        }
    }

    private func paired() throws -> ReportComparison {
        try ReportComparison(pairedBaseline: try ReportSet(path: path("base")), candidate: try ReportSet(path: path("cand")),
                             criteria: criteria)
    }

    /// Baseline runs in two phases (100 µs and 170 µs a frame, as on the project's VM).
    private let phases: [Int64] = (0..<10).map { $0 % 3 == 0 ? 170_000 : 100_000 }

    private func scaled(_ base: [Int64], by ratios: [Double]) -> [Int64] {
        zip(base, ratios).map { Int64((Double($0) * $1).rounded()) }
    }

    func testOneBuildAgainstItselfIsSame() throws {
        // The lead's measured ratios of one build against itself, two of them straddling a phase
        // change (1.61, 0.63, 0.62).
        let ratios = [1.01, 0.97, 1.61, 0.63, 0.97, 0.98, 1.07, 1.02, 0.62, 0.96]
        try writeRuns("base", centres: phases)
        try writeRuns("cand", centres: scaled(phases, by: ratios))
        let comparison = try paired()
        XCTAssertTrue(comparison.isPaired)
        let trace = try XCTUnwrap(comparison.traces.first)
        XCTAssertTrue(trace.isPaired)
        XCTAssertEqual(trace.baselineSamples, phases.map(Double.init))
        for (ratio, expected) in zip(trace.pairRatios, ratios) { XCTAssertEqual(ratio, expected, accuracy: 1e-12) }
        // The median of the ratios: sorted, the middle two are 0.97 and 0.98.
        XCTAssertEqual(trace.change, 0.975 - 1, accuracy: 1e-12)
        // The two 0.97s tie, so the normal approximation: SciPy 1.17.1's
        // wilcoxon(log(ratios), zero_method="wilcox", correction=True, method="asymptotic")
        // gives statistic min(W₊, W₋) = 19, p = 0.4145198529802938. By hand: |log ratio| ranks
        // 1.01 → 1, 1.02 → 2, 0.98 → 3, 0.97 and 0.97 → 4.5, 0.96 → 6, 1.07 → 7, 0.63 → 8,
        // 1.61 → 9, 0.62 → 10; the ratios above 1 give W₊ = 1 + 2 + 7 + 9 = 19.
        guard case .signedRank(let test) = trace.test else { return XCTFail("not paired") }
        XCTAssertEqual(test.wPlus, 19)
        XCTAssertEqual(test.method, .normal)
        XCTAssertEqual(trace.test.pValue, 0.4145198529802938, accuracy: 1e-12)
        XCTAssertEqual(trace.verdict, .same)
        XCTAssertFalse(comparison.fails)
    }

    func testSlowerCandidateIsSlowerWhateverThePhases() throws {
        let ratios = [1.19, 1.22, 1.18, 1.25, 1.21, 1.20, 1.23, 1.17, 1.24, 1.26]
        try writeRuns("base", centres: phases)
        try writeRuns("cand", centres: scaled(phases, by: ratios))
        let trace = try XCTUnwrap(try paired().traces.first)
        // Every pair slower: W₊ = 55, reached by 1 of the 2¹⁰ sign patterns: p = 2/1024.
        XCTAssertEqual(trace.test.pValue, 2.0 / 1024)
        XCTAssertEqual(trace.change, (1.21 + 1.22) / 2 - 1, accuracy: 1e-12)
        XCTAssertEqual(trace.verdict, .slower)
        XCTAssertTrue(try paired().fails)
    }

    func testEightPairsDecideSevenDoNot() throws {
        // All faster by 13 to 20 %: 8 pairs reach p = 2/256 ≤ 0.01, 7 pairs only 2/128.
        let ratios = [0.80, 0.81, 0.82, 0.83, 0.84, 0.85, 0.86, 0.87]
        try writeRuns("base", centres: Array(phases.prefix(8)))
        try writeRuns("cand", centres: scaled(Array(phases.prefix(8)), by: ratios))
        let eight = try XCTUnwrap(try paired().traces.first)
        XCTAssertEqual(eight.test.pValue, 2.0 / 256)
        XCTAssertEqual(eight.verdict, .faster)

        try FileManager.default.removeItem(atPath: path("base/round-08"))
        try FileManager.default.removeItem(atPath: path("cand/round-08"))
        let seven = try XCTUnwrap(try paired().traces.first)
        XCTAssertEqual(seven.test.pValue, 2.0 / 128)
        XCTAssertEqual(seven.verdict, .undecided)
    }

    func testMismatchedRunsAndTracesAreErrors() throws {
        try writeRuns("base", centres: [1000, 1000, 1000])
        try writeRuns("cand", centres: [1000, 1000, 1000], runName: { ["round-01", "round-02", "round-04"][$0] })
        XCTAssertThrowsError(try paired()) {
            XCTAssertEqual("\($0)", "run 'round-03' is in \(self.path("base")) but not in \(self.path("cand")); paired runs must have the same names on both sides")
        }
        try FileManager.default.removeItem(atPath: path("cand"))
        try writeRuns("cand", centres: [1000, 1000, 1000], trace: "drag")
        XCTAssertThrowsError(try paired()) {
            XCTAssertTrue("\($0)".hasPrefix("trace 'tap' is in the runs of \(self.path("base")) but not in those of \(self.path("cand"))"), "\($0)")
        }
        // A folder of traces is not a folder of runs.
        let url = directory.appendingPathComponent("flat/tap/report.json")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try makeReport(replayFrameNs: [1000]).write(to: url.path)
        XCTAssertThrowsError(try ReportComparison(pairedBaseline: try ReportSet(path: path("flat")),
                                                  candidate: try ReportSet(path: path("base")), criteria: criteria)) {
            XCTAssertTrue("\($0)".hasPrefix("\(self.path("flat")): not a folder of runs"), "\($0)")
        }
    }

    func testPairedTableAndJSON() throws {
        try writeRuns("base", centres: [1000, 2000])
        try writeRuns("cand", centres: [1100, 2000])
        let comparison = try paired()
        // Ratios 1.1 and 1: median 1.05, +5.0 %; two pairs can never reach p ≤ 0.01.
        let table = comparison.table()
        XCTAssertTrue(table.hasPrefix("trace  pairs  baseline µs  candidate µs  change       p  verdict\n"), table)
        XCTAssertTrue(table.contains("\ntap        2         1.50          1.55   +5.0%  1.0000  undecided: run more rounds\n"), table)
        XCTAssertTrue(table.contains("\ntap: pair ratios 1.100 1.000\n"), table)
        XCTAssertTrue(table.contains("\npaired: run k of the candidate against run k of the baseline"), table)
        XCTAssertTrue(table.contains("\nOK (1 undecided: run more rounds)"), table)

        let reader = JSONReader(comparison.json(), source: "compare")
        XCTAssertEqual(try reader.member("paired")?.bool(), true)
        let trace = try XCTUnwrap(try reader.member("traces")?.array().first)
        XCTAssertEqual(try trace.member("pairs")?.double(), 2)
        XCTAssertEqual(try trace.member("ratios")?.array().map { try $0.double() }, [1.1, 1])
        XCTAssertEqual(try trace.member("verdict")?.string(), "undecided")
        XCTAssertEqual(try trace.member("baseline")?.member("medianNs")?.double(), 1500)
        // W₊: the one non-zero log ratio is positive, rank 1; the zero is dropped.
        XCTAssertEqual(try trace.member("w")?.double(), 1)
        XCTAssertNil(trace.member("u"))
    }
}
