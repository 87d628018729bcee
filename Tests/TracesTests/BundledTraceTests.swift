import Foundation
import Material
import Raster
import Replay
import XCTest

/// The bundled traces of `Traces/` replay deterministically: two replays give the same frame
/// hashes, and the frames match the golden PNGs of `Traces/golden`. Two traces here keep the debug
/// suite quick; `make test` checks every bundled trace against its goldens in release. The goldens
/// were recorded by the release build (`make goldens`) and this suite runs in debug and in
/// release, so it also checks that both builds draw the same pixels.
final class BundledTraceTests: XCTestCase {
    private let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces")

    private func replay(_ name: String, observer: Replayer.FrameObserver? = nil) throws -> ReplayRun {
        let path = traces.appendingPathComponent("\(name).trace.json").path
        let trace = try Trace(contentsOfFile: path)
        let scene = traces.appendingPathComponent(trace.scene).path
        return try Replayer(trace: trace, tracePath: path, scenePath: scene, factory: MaterialViewFactory())
            .run(observer: observer)
    }

    func testBundledTracesReplayDeterministicallyAndMatchTheirGoldens() throws {
        for name in ["tap-shaped", "drag-out-and-back-stateful"] {
            let goldenFolder = traces.appendingPathComponent("golden/\(name)")
            var compared = 0
            let first = try replay(name) { frame, canvas in
                let golden = goldenFolder.appendingPathComponent(String(format: "%05d.png", frame.index)).path
                guard FileManager.default.fileExists(atPath: golden) else { return }
                XCTAssertTrue(canvas == (try Canvas(contentsOfPNGFile: golden)), "\(name) frame \(frame.index)")
                compared += 1
            }
            let second = try replay(name)
            XCTAssertEqual(first.frames.map(\.hash), second.frames.map(\.hash), name)
            XCTAssertEqual(first.settledAtNs, second.settledAtNs, name)
            XCTAssertNotNil(first.settledAtNs, name)
            // Frame 0 and at least one frame where feedback is visible have goldens.
            XCTAssertGreaterThanOrEqual(compared, 2, name)
            // The replay shows feedback: more than the resting picture.
            XCTAssertGreaterThan(Set(first.frames.map(\.hash)).count, 2, name)
        }
    }

    /// Scrolling frames come from the scroll view's backing store (docs/rendering.md, "Scrolled
    /// content"), yet every frame of a replay equals the scene at that time drawn from scratch:
    /// loaded afresh, its touches delivered up to the frame's time and drawn in one full redraw.
    func testScrolledFramesEqualTheSceneDrawnFromScratch() throws {
        for name in ["feed-overscroll-top", "feed-scroll-from-card"] {
            let path = traces.appendingPathComponent("\(name).trace.json").path
            let trace = try Trace(contentsOfFile: path)
            let replayer = Replayer(trace: trace, tracePath: path, scenePath: traces.appendingPathComponent(trace.scene).path,
                                    factory: MaterialViewFactory(), options: ReplayOptions(framesPerSecond: 20))
            var frames: [(time: Int64, canvas: Canvas)] = []
            let run = try replayer.run { frame, canvas in frames.append((frame.timeNs, canvas)) }
            XCTAssertGreaterThan(Set(run.frames.map(\.hash)).count, 10, "\(name) scrolls")
            for frame in frames {
                XCTAssertTrue(frame.canvas == (try replayer.render(at: frame.time)), "\(name) at \(frame.time) ns")
            }
        }
    }

    /// Three replays of a feed trace in one process give the same work counters and states (the
    /// replayer throws when they differ): the scrolled-content stores are visited in the order
    /// they were made, not in a dictionary's, whose order changes with the layers' addresses.
    func testFeedReplaysRepeatTheirWorkCounters() throws {
        for name in ["feed-tap-card-no-scroll-ripple", "feed-overscroll-top"] {
            let path = traces.appendingPathComponent("\(name).trace.json").path
            let trace = try Trace(contentsOfFile: path)
            let replayer = Replayer(trace: trace, tracePath: path, scenePath: traces.appendingPathComponent(trace.scene).path,
                                    factory: MaterialViewFactory(), state: { $0.feedbackStates(at: $1) })
            let (report, _) = try replayer.report(repeatCount: 3)
            XCTAssertGreaterThan(report.frames.count, 10, name)
        }
    }
}
