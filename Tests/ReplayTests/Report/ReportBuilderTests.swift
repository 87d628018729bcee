import Geometry
import Raster
import Replay
import Scene
import XCTest

/// Merging replays into one report, and catching replays that disagree.
final class ReportBuilderTests: XCTestCase {
    private func replay(_ builder: inout ReportBuilder, step: Int64, hashes: [UInt64] = [7, 8, 9]) throws {
        try builder.beginReplay()
        for (index, hash) in hashes.enumerated() {
            try builder.addFrame(time: Double(index) / 120, stepNs: step, renderNs: 2 * step + Int64(index),
                                 dirtyPixels: index, work: [WorkCounter("layersDrawn", index)], hash: hash)
        }
    }

    func testReplaysBecomeSamples() throws {
        var builder = ReportBuilder(trace: "t.trace.json", scene: "s.scene.json", frameRate: 120)
        try replay(&builder, step: 100)
        try replay(&builder, step: 200)
        let report = try builder.build(settledAt: nil)
        XCTAssertEqual(report.repeatCount, 2)
        XCTAssertEqual(report.frames[2].stepNs, [100, 200])
        XCTAssertEqual(report.frames[2].renderNs, [202, 402])
        XCTAssertEqual(report.frames[2].frameNs, [302, 602])
        XCTAssertNil(report.state)
        // Samples 300 301 302 600 601 602: p50 → round(2.5) = 3 → 600.
        XCTAssertEqual(report.summary.frameNs.p50, 600)
        XCTAssertEqual(report.summary.finalHash, 9)
        XCTAssertNil(report.summary.settledAt)
    }

    func testDisagreeingReplaysAreDeterminismFailures() throws {
        var builder = ReportBuilder(trace: "t", scene: "s", frameRate: 120)
        try replay(&builder, step: 100)
        XCTAssertThrowsError(try replay(&builder, step: 100, hashes: [7, 5, 9])) {
            XCTAssertEqual("\($0)", "frame 1: hash differs between replay 0 and replay 1: not deterministic")
        }
        var short = ReportBuilder(trace: "t", scene: "s", frameRate: 120)
        try replay(&short, step: 100)
        try replay(&short, step: 100, hashes: [7, 8])
        XCTAssertThrowsError(try short.build(settledAt: nil)) {
            XCTAssertEqual("\($0)", "replay 1 rendered 2 frames, replay 0 rendered 3: not deterministic")
        }
        var long = ReportBuilder(trace: "t", scene: "s", frameRate: 120)
        try replay(&long, step: 100)
        XCTAssertThrowsError(try replay(&long, step: 100, hashes: [7, 8, 9, 10]))
        var none = ReportBuilder(trace: "t", scene: "s", frameRate: 120)
        XCTAssertThrowsError(try none.addFrame(time: 0, stepNs: 1, renderNs: 1, dirtyPixels: 0, work: [], hash: 0))
        XCTAssertThrowsError(try none.build(settledAt: nil))
    }

    func testStateIsKeptPerFrame() throws {
        var builder = ReportBuilder(trace: "t", scene: "s", frameRate: 60)
        let ripple = FeedbackLayerState(view: "card", kind: "ripple", center: Point(x: 1, y: 2), radius: 3, opacity: 0.25, color: .black)
        try builder.beginReplay()
        try builder.addFrame(time: 0, stepNs: 1, renderNs: 1, dirtyPixels: 0, work: [], hash: 1, state: [])
        try builder.addFrame(time: 1.0 / 60, stepNs: 1, renderNs: 1, dirtyPixels: 4, work: [], hash: 2, state: [ripple])
        XCTAssertThrowsError(try builder.addFrame(time: 2.0 / 60, stepNs: 1, renderNs: 1, dirtyPixels: 0, work: [], hash: 3))
        let report = try builder.build(settledAt: 1.0 / 60)
        XCTAssertEqual(report.state, [[], [ripple]])
        XCTAssertEqual(report.summary.budgetNs, 16_666_666)
    }
}
