import JSON
import Replay
import XCTest

/// `summary.json` (``ReplayRunSummary``): written deterministically, read back strictly; and
/// ``Shard``'s round robin.
final class ReplayRunSummaryTests: XCTestCase {
    private func summary(shard: Shard) throws -> ReplayRunSummary {
        let frameNs = Percentiles(p50: 1_000, p90: 2_000, p99: 3_000, max: 4_000)
        let entry = ReplayRunSummary.Entry(
            name: "tap", path: "Traces/tap.trace.json", golden: .passed,
            summary: ReportSummary(frames: 7, frameNs: frameNs, budgetNs: 8_333_333, overBudget: 0,
                                   finalHash: 0x0123_4567_89AB_CDEF, settledAt: 0.05))
        return ReplayRunSummary(options: ["frames": "changed", "fps": .null], shard: shard,
                                inputs: ["tap", "drag"], traces: [entry])
    }

    func testASummaryReadsBackAsWritten() throws {
        for shard in [Shard.whole, Shard(index: 2, count: 3)!] {
            let written = try summary(shard: shard)
            let text = written.jsonText()
            XCTAssertEqual(try ReplayRunSummary(parsing: text, source: "summary.json"), written)
            XCTAssertTrue(text.contains(shard.isWhole ? "\"shard\":null" : "\"shard\":\"2/3\""), text)
            // One trace per line, and a final newline.
            XCTAssertTrue(text.hasSuffix("\n]}\n"), text)
            XCTAssertTrue(text.contains("\n{\"name\":\"tap\",\"path\":\"Traces/tap.trace.json\",\"golden\":\"passed\""), text)
        }
    }

    func testBadSummariesAreLocated() throws {
        let text = try summary(shard: Shard(index: 2, count: 3)!).jsonText()
        let cases: [(String, String)] = [
            (text.replacingOccurrences(of: "\"2/3\"", with: "\"1/1\""), "at $.shard"),
            (text.replacingOccurrences(of: "\"golden\":\"passed\"", with: "\"golden\":\"maybe\""), "at $.traces[0].golden"),
            (text.replacingOccurrences(of: "\"inputs\"", with: "\"input\""), "missing required key \"inputs\""),
            (text.replacingOccurrences(of: "\"path\"", with: "\"file\""), "at $.traces[0]"),
        ]
        for (bad, place) in cases {
            XCTAssertThrowsError(try ReplayRunSummary(parsing: bad, source: "summary.json")) { error in
                XCTAssertTrue("\(error)".contains(place), "expected \(place) in \(error)")
            }
        }
    }
}
