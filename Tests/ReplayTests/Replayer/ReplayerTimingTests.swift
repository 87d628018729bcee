import Geometry
import Replay
import Scene
import XCTest

/// When the replayer delivers touches and renders frames: times worked out by hand from the
/// rules (frame n at n·10⁹/fps ns, rounded down; exact or frame-boundary delivery).
final class ReplayerTimingTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder("replayer-timing") }
    override func tearDown() { folder.remove() }

    private func replayer(kind: String = "recorder", events: [TraceEvent], fps: Int? = nil, frameRate: Int = 120,
                          alignment: FrameAlignment = .exact, log: TouchLog, sceneText: String? = nil) throws -> Replayer {
        let scene = try folder.write("scene.json", sceneText ?? testScene(kind: kind))
        let trace = Trace(scene: "scene.json", frameRate: frameRate, events: events)
        try trace.validate(sceneSize: Size(width: 100, height: 60))
        return Replayer(trace: trace, tracePath: "t.trace.json", scenePath: scene, factory: TestViewFactory(log: log),
                        options: ReplayOptions(framesPerSecond: fps, alignment: alignment))
    }

    func testFrameTimesRoundDown() {
        // 10⁹/120 = 8_333_333.3…; 2·10⁹/120 = 16_666_666.6…
        XCTAssertEqual(Replayer.frameTime(0, fps: 120), 0)
        XCTAssertEqual(Replayer.frameTime(1, fps: 120), 8_333_333)
        XCTAssertEqual(Replayer.frameTime(2, fps: 120), 16_666_666)
        XCTAssertEqual(Replayer.frameTime(3, fps: 120), 25_000_000)
        XCTAssertEqual(Replayer.frameTime(7, fps: 60), 116_666_666)
    }

    func testFirstFrameAtOrAfter() {
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 0, fps: 120), 0)
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 1, fps: 120), 1)
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 8_333_333, fps: 120), 1)
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 8_333_334, fps: 120), 2)
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 16_666_666, fps: 120), 2)
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 16_666_667, fps: 120), 3)
        XCTAssertEqual(Replayer.firstFrame(atOrAfter: 1_000_000_000, fps: 120), 120)
    }

    func testExactAlignmentDeliversAtEachEventsOwnTime() throws {
        let log = TouchLog()
        let events = tapEvents([(0.012, .began), (0.0301, .moved), (0.047, .ended)])
        let run = try replayer(events: events, fps: 100, log: log).run()
        XCTAssertEqual(log.entries, [
            .init(id: 1, phase: .began, now: 12_000_000, timestamp: 12_000_000),
            .init(id: 1, phase: .moved, now: 30_100_000, timestamp: 30_100_000),
            .init(id: 1, phase: .ended, now: 47_000_000, timestamp: 47_000_000),
        ])
        XCTAssertEqual(run.touches.map(\.deliveredNs), [12_000_000, 30_100_000, 47_000_000])
        // Frames every 10 ms; the last touch is at 47 ms, so frame 5 (50 ms) is the first after
        // it; a plain scene is settled there, and frame 6 is the one after: 7 frames.
        XCTAssertEqual(run.frames.map(\.timeNs), (0...6).map { Int64($0) * 10_000_000 })
        XCTAssertEqual(run.settledAtNs, 50_000_000)
    }

    func testFrameAlignmentDeliversAtTheNextBoundary() throws {
        let log = TouchLog()
        // At 120 fps: 0.008333333 s is frame 1 exactly (8_333_333 ns); 0.008333334 s is just after
        // it, so frame 2 (16_666_666 ns); 0.02 s → frame 3 (25_000_000 ns).
        let events = tapEvents([(0.008333333, .began), (0.008333334, .moved), (0.02, .ended)])
        let run = try replayer(events: events, alignment: .frame, log: log).run()
        XCTAssertEqual(log.entries.map(\.now), [8_333_333, 16_666_666, 25_000_000])
        XCTAssertEqual(log.entries.map(\.timestamp), [8_333_333, 16_666_666, 25_000_000])
        // Settled at frame 3, plus frame 4.
        XCTAssertEqual(run.frames.count, 5)
        XCTAssertEqual(run.settledAtNs, 25_000_000)
    }

    func testFrameAlignmentKeepsTraceOrderWithinAFrame() throws {
        let log = TouchLog()
        // Both events fall in (0, 10 ms] at 100 fps: delivered together at 10 ms, in order.
        let events = tapEvents([(0.001, .began), (0.004, .ended)])
        _ = try replayer(events: events, fps: 100, alignment: .frame, log: log).run()
        XCTAssertEqual(log.entries.map(\.phase), [.began, .ended])
        XCTAssertEqual(log.entries.map(\.now), [10_000_000, 10_000_000])
    }

    func testFPSOptionOverridesTheTraceRate() throws {
        let log = TouchLog()
        let events = tapEvents([(0, .began), (0.1, .ended)])
        // The trace says 120 fps; --fps 20 renders every 50 ms: frames 0, 50, 100 (settled), 150.
        let run = try replayer(events: events, fps: 20, frameRate: 120, log: log).run()
        XCTAssertEqual(run.framesPerSecond, 20)
        XCTAssertEqual(run.frames.map(\.timeNs), [0, 50_000_000, 100_000_000, 150_000_000])
        // Without it, the trace's 120 fps: frame 12 is exactly 0.1 s; frames 0…13.
        let traceRate = try replayer(events: events, log: TouchLog()).run()
        XCTAssertEqual(traceRate.frames.count, 14)
        XCTAssertEqual(traceRate.settledAtNs, 100_000_000)
    }

    func testTraceWithoutTouchesRendersTwoFrames() throws {
        let run = try replayer(events: [], fps: 60, log: TouchLog()).run()
        XCTAssertEqual(run.frames.map(\.timeNs), [0, 16_666_666])
        XCTAssertEqual(run.settledAtNs, 0)
        XCTAssertEqual(run.frames.map(\.changed), [true, false])
        XCTAssertEqual(run.frames[1].dirtyPixels, 0)
    }

    func testMultipleFingersAreDeliveredToTheirViews() throws {
        let log = TouchLog()
        let events = [TraceEvent(time: 0.01, id: 1, phase: .began, location: Point(x: 20, y: 20)),
                      TraceEvent(time: 0.015, id: 2, phase: .began, location: Point(x: 70, y: 40)),
                      TraceEvent(time: 0.03, id: 2, phase: .ended, location: Point(x: 70, y: 40)),
                      TraceEvent(time: 0.035, id: 1, phase: .cancelled, location: Point(x: 20, y: 20))]
        // Two recorders side by side, one finger on each (a view takes one touch at a time).
        let scene = """
            {"format": "touchstone.scene", "version": 1, "size": [100, 60], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "left", "kind": "recorder", "frame": [0, 0, 50, 60]},
                       {"id": "right", "kind": "recorder", "frame": [50, 0, 50, 60]}]}
            """
        _ = try replayer(events: events, fps: 100, log: log, sceneText: scene).run()
        XCTAssertEqual(log.entries.map(\.id), [1, 2, 2, 1])
        XCTAssertEqual(log.entries.map(\.phase), [.began, .began, .ended, .cancelled])
        XCTAssertEqual(log.entries.map(\.now), [10_000_000, 15_000_000, 30_000_000, 35_000_000])
    }
}
