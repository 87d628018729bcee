import Replay
import SeededRandom
import XCTest

/// The chart's bounded series: up to 720 frames the chart draws exactly what it drew before it
/// summarized (`FrozenFrameTimeChart`); beyond, the series stays within its bucket limit and keeps
/// every bucket's extremes.
final class OutputChartSeriesTests: XCTestCase {
    func testUpTo720FramesTheChartIsDrawnAsBefore() {
        var random = SplitMix64(seed: 17)
        print("seed 17")
        for count in [0, 1, 2, 3, 100, 719, 720] {
            // Frame times up to 12 ms around a budget of 8.33 ms, with repeats.
            let frameNs = (0..<count).map { _ in Int64(random.next() % 12_000) * 1_000 }
            let chart = FrameTimeChart(title: "t", frameNs: frameNs, budgetNs: 8_333_333)
            XCTAssertEqual(chart.series.buckets.count, count)
            XCTAssertEqual(chart.svg(), FrozenFrameTimeChart(title: "t", frameNs: frameNs, budgetNs: 8_333_333).svg(), "\(count) frames")
        }
    }

    func testPairsMergeWhenTheLimitIsReached() {
        // Limit 4: frames 0…3 fill it; frame 4 merges them into [0,1] [2,3] (2 wide) and starts a third.
        let series = FrameTimeSeries([5, 1, 7, 7, 3], bucketLimit: 4)
        XCTAssertEqual(series.framesPerBucket, 2)
        XCTAssertEqual(series.frameCount, 5)
        XCTAssertEqual(series.buckets.map(\.count), [2, 2, 1])
        XCTAssertEqual(series.buckets.map(\.minimum.ns), [1, 7, 3])
        XCTAssertEqual(series.buckets.map(\.minimum.index), [1, 2, 4])
        // Of equal extremes the first is kept: frame 2's 7, not frame 3's.
        XCTAssertEqual(series.buckets.map(\.maximum.index), [0, 2, 4])
        // In frame order: frame 0 (max) before frame 1 (min); bucket [2,3] has one point.
        XCTAssertEqual(series.buckets.flatMap(\.points).map(\.index), [0, 1, 2, 4])
        XCTAssertEqual(series.maximumNs, 7)
    }

    func testALongSeriesStaysBoundedAndKeepsItsExtremes() {
        var random = SplitMix64(seed: 18)
        print("seed 18")
        let frameNs = (0..<100_000).map { _ in Int64(random.next() % 20_000_000) }
        let series = FrameTimeSeries(frameNs)
        XCTAssertLessThanOrEqual(series.buckets.count, FrameTimeSeries.defaultBucketLimit)
        XCTAssertGreaterThan(series.buckets.count, FrameTimeSeries.defaultBucketLimit / 2)
        XCTAssertEqual(series.buckets.reduce(0) { $0 + $1.count }, frameNs.count)
        // Each bucket's extremes are its frames' (checked against the frames themselves).
        var start = 0
        for bucket in series.buckets {
            let frames = frameNs[start..<(start + bucket.count)]
            XCTAssertEqual(bucket.minimum.ns, frames.min())
            XCTAssertEqual(bucket.maximum.ns, frames.max())
            XCTAssertEqual(frameNs[bucket.minimum.index], bucket.minimum.ns)
            XCTAssertEqual(frameNs[bucket.maximum.index], bucket.maximum.ns)
            XCTAssertTrue(frames.indices.contains(bucket.minimum.index) && frames.indices.contains(bucket.maximum.index))
            start += bucket.count
        }
        let svg = FrameTimeChart(title: "long", series: series, budgetNs: 16_666_666).svg()
        let polyline = svg.split(separator: "\n").first { $0.hasPrefix("<polyline") } ?? ""
        XCTAssertLessThanOrEqual(polyline.split(separator: " ").count, 2 * FrameTimeSeries.defaultBucketLimit + 4)
        XCTAssertTrue(svg.contains("frame (0–99999)"))
        // One mark per bucket whose longest frame is over budget.
        XCTAssertEqual(svg.components(separatedBy: "<circle").count - 1,
                       series.buckets.filter { $0.maximum.ns > 16_666_666 }.count)
    }
}
