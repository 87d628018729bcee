import CommandLineTestSupport
import Foundation
import XCTest

/// A real recorded fling, replayed on the bundled feed, scrolls it and decelerates it by the
/// published law (docs/scrolling.md#deceleration): after the lift-off at `t_r` with the velocity `v0` the
/// report states (`scrollEndedDragging`), the offset is
///
///     x(t) = x0 + v0·(d^(1000·(t − t_r)) − 1)/k,   k = 1000·ln d,  d = 0.998 ("normal")
///
/// until the stop rule ends it at `T = ln(−k·0.5/|v0|)/k`. Everything expected is computed here
/// from the trace file and docs/scrolling.md, not by Touchstone: the points (pixels / 2.625), the
/// offset at lift-off (the finger's travel less the pan's 10-point hysteresis), the lift-off
/// velocity (UIKit's estimate) and the law. The report is read as plain JSON.
/// Offsets are compared within half a point, the scene's pixel grid at scale 1, so the test holds
/// whether `--state` gives the offset as presented on the grid or the exact one.
final class FeedFlingLawTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-feed-fling-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// One touch sample of the trace, in points.
    private struct Sample {
        var t: Double
        var y: Double
        var phase: String
    }

    private func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any],
                      path)
    }

    func testARecordedSailfishFlingUpScrollsTheFeedAndDeceleratesByThePublishedLaw() throws {
        let name = "aosp-sailfish-fling-up-fast-2"
        let tracePath = root.appendingPathComponent("Traces/\(name).trace.json").path

        // The trace: device pixels of a 420 dpi phone, 420/160 px per point.
        let trace = try json(tracePath)
        XCTAssertEqual(trace["scene"] as? String, "feed.scene.json")
        let units = try XCTUnwrap((trace["units"] as? [String: Any])?["devicePixels"] as? [String: Any])
        let pixelsPerPoint = try XCTUnwrap(units["pixelsPerPoint"] as? Double)
        XCTAssertEqual(pixelsPerPoint, 420.0 / 160)
        let samples = try XCTUnwrap(trace["events"] as? [[String: Any]]).map { event in
            Sample(t: event["t"] as! Double, y: (event["y"] as! Double) / pixelsPerPoint, phase: event["phase"] as! String)
        }
        XCTAssertEqual(samples.first?.phase, "began")
        XCTAssertEqual(samples.last?.phase, "ended")

        // The offset at lift-off (docs/scrolling.md): the feed starts at 0 and the finger goes up, so the
        // content follows the finger's travel, less the 10 points the pan takes to begin.
        let travel = samples.last!.y - samples.first!.y
        XCTAssertLessThan(travel, -10, "a fling up")
        let x0 = -travel - 10
        // The lift-off velocity (docs/scrolling.md): a sample Δy/Δt per move with Δt > 0 (zero when Δt < 1 ms),
        // 0.2·latest + 0.8·previous; the offset moves against the finger.
        var finger: [Double] = []
        var last = samples[0]
        for sample in samples.dropFirst() where sample.phase == "moved" && sample.t > last.t {
            let dt = sample.t - last.t
            finger.append(dt >= 0.001 ? (sample.y - last.y) / dt : 0)
            last = sample
        }
        XCTAssertGreaterThanOrEqual(finger.count, 2)
        let estimated = -(0.2 * finger[finger.count - 1] + 0.8 * finger[finger.count - 2])

        // Replay it on the feed with the scroll state (30 frames a second keeps the debug test short).
        let out = directory + "/out"
        let result = try runTool(["replay", tracePath, "--out", out, "--frames", "none", "--state", "--fps", "30"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try json(out + "/\(name)/report.json")
        let frames = try XCTUnwrap(report["frames"] as? [[String: Any]])
        let states = try XCTUnwrap(report["state"] as? [[[String: Any]]])
        XCTAssertEqual(states.count, frames.count)
        let events = try XCTUnwrap(report["events"] as? [[String: Any]])
        let feedEvents = events.filter { $0["view"] as? String == "feed" }
        XCTAssertEqual(feedEvents.map { $0["name"] as? String },
                       ["scrollBeganDragging", "scrollEndedDragging", "scrollEndedDecelerating"])
        let ended = feedEvents[1]
        let release = try XCTUnwrap(ended["t"] as? Double)
        let v0 = try XCTUnwrap(ended["velocityY"] as? Double)
        XCTAssertEqual(ended["velocityX"] as? Double, 0)
        // The lift is the trace's last event; the velocity is UIKit's estimate from the samples.
        XCTAssertEqual(release, samples.last!.t, accuracy: 1e-9)
        XCTAssertEqual(v0, estimated, accuracy: 1e-9 * abs(estimated))
        XCTAssertGreaterThan(v0, 500, "a fling, not a drag")

        // The law, from the stated velocity.
        let d = 0.998, k = 1000 * log(d)
        func x(_ t: Double) -> Double { x0 + v0 * (pow(d, 1000 * t) - 1) / k }
        func v(_ t: Double) -> Double { v0 * pow(d, 1000 * t) }
        let stop = log(-k * 0.5 / abs(v0)) / k
        let rest = x0 - v0 / k
        XCTAssertGreaterThan(rest - x0, 300, "the fling carries the feed a long way")
        XCTAssertLessThan(rest, 4092 - 732, "and stays clear of the bottom edge, so the coast is never cut short")

        var decelerating = 0
        var finalOffset: Double?
        for (frame, state) in zip(frames, states) {
            let t = try XCTUnwrap(frame["t"] as? Double)
            let entry = try XCTUnwrap(state.first { $0["view"] as? String == "feed" && $0["kind"] as? String == "scroll" },
                                      "frame at \(t) s has no scroll entry")
            let offset = try XCTUnwrap(entry["contentOffset"] as? [Double])
            let velocity = try XCTUnwrap(entry["velocity"] as? [Double])
            let phase = try XCTUnwrap(entry["phase"] as? String)
            XCTAssertEqual(offset[0], 0, "\(t) s")
            guard t >= release else {
                XCTAssertNotEqual(phase, "decelerating", "\(t) s: before the lift")
                continue
            }
            let elapsed = t - release
            if elapsed < stop {
                decelerating += 1
                XCTAssertEqual(phase, "decelerating", "\(t) s")
                XCTAssertEqual(offset[1], x(elapsed), accuracy: 0.5 + 1e-9, "\(t) s: offset against the law")
                XCTAssertEqual(velocity[1], v(elapsed), accuracy: 1e-9 * abs(v0), "\(t) s: velocity against the law")
            } else {
                XCTAssertEqual(phase, "idle", "\(t) s: after the stop rule")
                XCTAssertEqual(velocity, [0, 0], "\(t) s")
                finalOffset = offset[1]
            }
        }
        // Frames all through the coast (at 30 a second), and rest where the law puts it: within
        // the stop rule's 0.5 pt of x∞, on the grid.
        XCTAssertGreaterThan(decelerating, Int(stop * 30) - 2)
        let settled = try XCTUnwrap(finalOffset, "the replay shows the feed at rest")
        XCTAssertEqual(settled, rest, accuracy: 0.5 + 0.5 + 1e-9)
        // The coast ends when the stop rule says (its event on the next whole nanosecond).
        let end = try XCTUnwrap(feedEvents[2]["t"] as? Double)
        XCTAssertEqual(end, release + stop, accuracy: 2e-9)
    }
}
