@testable import Replay
import SeededRandom
import XCTest

/// The streamed summary's sample store: its in-place heap sort against the standard library's
/// sort, and its percentiles against `ReportSummary(frames:)`'s.
final class FrameTimeSamplesTests: XCTestCase {
    func testHeapSortSortsLikeTheStandardLibrary() {
        var random = SplitMix64(seed: 20261202)
        print("seed 20261202")
        for count in [0, 1, 2, 3, 7, 64, 1000, 4097] {
            for range: Int64 in [3, 1_000_000_000] {
                var values = (0..<count).map { _ in Int64(random.next() % UInt64(range)) }
                let expected = values.sorted()
                values.withUnsafeMutableBufferPointer { FrameTimeSamples.heapSort($0) }
                XCTAssertEqual(values, expected, "\(count) values below \(range)")
            }
        }
    }

    func testPercentilesMatchTheReportSummary() throws {
        var random = SplitMix64(seed: 7)
        for (frames, replays) in [(1, 1), (2, 3), (101, 1), (500, 4)] {
            let records = (0..<frames).map { index in
                FrameRecord(index: index, time: Double(index) / 120,
                            stepNs: (0..<replays).map { _ in Int64(random.next() % 3_000_000) },
                            renderNs: (0..<replays).map { _ in Int64(random.next() % 9_000_000) },
                            dirtyPixels: 0, work: [], hash: UInt64(index))
            }
            let expected = try ReportSummary(frames: records, frameRate: 120, settledAt: nil)
            var samples = FrameTimeSamples()
            for record in records { for ns in record.frameNs { samples.append(ns) } }
            let summary = try XCTUnwrap(samples.summarized(budgetNs: expected.budgetNs))
            XCTAssertEqual(summary.percentiles, expected.frameNs, "\(frames) × \(replays)")
            XCTAssertEqual(summary.overBudget, expected.overBudget, "\(frames) × \(replays)")
        }
        var empty = FrameTimeSamples()
        XCTAssertNil(empty.summarized(budgetNs: 1))
    }
}
