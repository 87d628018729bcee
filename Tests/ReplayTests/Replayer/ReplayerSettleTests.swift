import Geometry
import Raster
import Replay
import Scene
import XCTest

/// Settling, never settling, changed frames, determinism and repeats.
final class ReplayerSettleTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder("replayer-settle") }
    override func tearDown() { folder.remove() }

    private func replayer(kind: String, extra: String = "", events: [TraceEvent], fps: Int,
                          settleLimit: Int64 = ReplayOptions.defaultSettleLimit, scale: Double? = nil,
                          state: Replayer.StateFunction? = nil) throws -> Replayer {
        let scene = try folder.write("scene.json", testScene(kind: kind, extra: extra))
        let trace = Trace(scene: "scene.json", frameRate: fps, events: events)
        return Replayer(trace: trace, tracePath: "t.trace.json", scenePath: scene, factory: TestViewFactory(log: TouchLog()),
                        options: ReplayOptions(settleLimit: settleLimit, scale: scale), state: state)
    }

    /// A tap at 10 ms on a view that fades its opacity 1 → 0.5 for 100 ms, at 100 fps.
    private func flashReplayer(state: Replayer.StateFunction? = nil, scale: Double? = nil) throws -> Replayer {
        try replayer(kind: "flash", events: tapEvents([(0.01, .began), (0.02, .ended)]), fps: 100, scale: scale, state: state)
    }

    func testSettlesWhenTheLastAnimationEnds() throws {
        let run = try flashReplayer().run()
        // The animation runs from 10 ms to 110 ms; frame 11 (110 ms) is the first with nothing
        // pending, and frame 12 follows: 13 frames.
        XCTAssertEqual(run.frames.count, 13)
        XCTAssertEqual(run.settledAtNs, 110_000_000)
        let hashes = run.frames.map(\.hash)
        // Frame 1 (10 ms): the animation has just begun at its from-value, opacity 1: unchanged.
        XCTAssertEqual(hashes[1], hashes[0])
        XCTAssertFalse(run.frames[1].changed)
        // Frames 2…10: opacity 0.95, 0.9, …, 0.55, each a different picture.
        XCTAssertEqual(Set(hashes[2...10]).count, 9)
        XCTAssertFalse(hashes[2...10].contains(hashes[0]))
        XCTAssertTrue(run.frames[2...10].allSatisfy(\.changed))
        // Frame 11: the animation is removed at its end; the view looks as at frame 0 again.
        XCTAssertEqual(hashes[11], hashes[0])
        XCTAssertTrue(run.frames[11].changed)
        // Frame 12 redraws nothing.
        XCTAssertEqual(hashes[12], hashes[11])
        XCTAssertEqual(run.frames[12].dirtyPixels, 0)
        XCTAssertFalse(run.frames[12].changed)
        // The view's 80×40 points at scale 1 are redrawn while it fades.
        XCTAssertGreaterThanOrEqual(run.frames[5].dirtyPixels, 80 * 40)
    }

    func testReusedHashMatchesAFreshHashOfTheCanvas() throws {
        var fresh: [UInt64] = []
        let run = try flashReplayer().run { _, canvas in fresh.append(canvas.contentHash) }
        XCTAssertEqual(run.frames.map(\.hash), fresh)
        XCTAssertEqual(run.finalCanvas.contentHash, fresh.last)
    }

    func testNeverSettledIsAResult() throws {
        // The pulse restarts forever. 10 fps, last touch at 50 ms, limit 0.5 s: frames at 0, 100,
        // …; frame 6 (600 ms) is the first at or after 550 ms, and the replay stops there.
        let run = try replayer(kind: "pulse", events: tapEvents([(0, .began), (0.05, .ended)]), fps: 10,
                               settleLimit: 500_000_000).run()
        XCTAssertNil(run.settledAtNs)
        XCTAssertEqual(run.frames.map(\.timeNs), (0...6).map { Int64($0) * 100_000_000 })
    }

    func testAFingerLeftDownNeverSettles() throws {
        // A plain scene, but the touch never ends: at 100 fps with a 0.1 s limit after the 20 ms
        // touch, frames 0 … 12 (120 ms is the first at or after 120 ms).
        let run = try replayer(kind: "view", events: tapEvents([(0.02, .began)]), fps: 100,
                               settleLimit: 100_000_000).run()
        XCTAssertNil(run.settledAtNs)
        XCTAssertEqual(run.frames.count, 13)
        XCTAssertEqual(run.frames.last?.timeNs, 120_000_000)
    }

    func testTwoReplaysAreIdentical() throws {
        let events = [TraceEvent(time: 0.003, id: 4, phase: .began, location: Point(x: 30, y: 20)),
                      TraceEvent(time: 0.021, id: 4, phase: .moved, location: Point(x: 60, y: 30)),
                      TraceEvent(time: 0.057, id: 4, phase: .ended, location: Point(x: 60, y: 30)),
                      TraceEvent(time: 0.07, id: 5, phase: .began, location: Point(x: 40, y: 30)),
                      TraceEvent(time: 0.09, id: 5, phase: .ended, location: Point(x: 40, y: 30))]
        let replayer = try replayer(kind: "flash", events: events, fps: 120)
        let first = try replayer.run(), second = try replayer.run()
        XCTAssertEqual(first.frames.map(\.hash), second.frames.map(\.hash))
        XCTAssertEqual(first.frames.map(\.work), second.frames.map(\.work))
        XCTAssertEqual(first.frames.map(\.dirtyPixels), second.frames.map(\.dirtyPixels))
        XCTAssertEqual(first.settledAtNs, second.settledAtNs)
        XCTAssertGreaterThan(Set(first.frames.map(\.hash)).count, 5)
    }

    func testRepeatsBecomeSamplesOfOneReport() throws {
        let (report, firstRun) = try flashReplayer().report(repeatCount: 3)
        XCTAssertEqual(report.frames.count, 13)
        XCTAssertEqual(report.repeatCount, 3)
        XCTAssertTrue(report.frames.allSatisfy { $0.stepNs.count == 3 && $0.renderNs.count == 3 })
        XCTAssertEqual(report.frames.map(\.hash), firstRun.frames.map(\.hash))
        XCTAssertEqual(report.summary.settledAt, 0.11)
        XCTAssertEqual(report.summary.finalHash, firstRun.frames.last?.hash)
        let times: [Double] = (0...12).map { Double($0) / 100 }
        XCTAssertEqual(report.frames.map(\.time), times)
        XCTAssertEqual(report.frameRate, 100)
        // The report reads back as written.
        XCTAssertEqual(try Report(parsing: report.jsonText(), source: "report.json"), report)
    }

    func testWorkCountersAreNamedInOrder() throws {
        let run = try flashReplayer().run()
        XCTAssertEqual(run.frames[0].work.map(\.name),
                       ["layersVisited", "layersDrawn", "pathsRasterized", "offscreenAllocations", "damageRects"])
        // Frame 0 draws the whole canvas: one damage rectangle of 100×60 pixels.
        XCTAssertEqual(run.frames[0].dirtyPixels, 100 * 60)
        XCTAssertEqual(run.frames[0].work.last?.value, 1)
    }

    func testStateFunctionIsCalledOncePerFrame() throws {
        // A state function reporting the view's presented opacity at the frame's time.
        let state: Replayer.StateFunction = { scene, time in
            let layer = scene.view(withID: "target")!.layer
            return [FeedbackLayerState(view: "target", kind: "flash", center: Point(x: 50, y: 30), radius: 0,
                                       opacity: layer.presentation(at: time).opacity, color: .white)]
        }
        let (report, _) = try flashReplayer(state: state).report()
        let opacities = try XCTUnwrap(report.state).map { $0[0].opacity }
        XCTAssertEqual(opacities.count, 13)
        // 1 → 0.5 linearly over 10 … 110 ms: at 10k ms, 1 − 0.05·(k − 1); removed at 110 ms.
        var expected: [Double] = [1]
        for k in 1...10 { expected.append(1 - 0.05 * Double(k - 1)) }
        expected += [1, 1]
        for (got, want) in zip(opacities, expected) { XCTAssertEqual(got, want, accuracy: 1e-12) }
    }

    func testScaleOverrideRendersAtThatScale() throws {
        let run = try flashReplayer(scale: 3).run()
        XCTAssertEqual([run.finalCanvas.width, run.finalCanvas.height], [300, 180])
        XCTAssertEqual(run.frames[0].dirtyPixels, 300 * 180)
        XCTAssertEqual(run.frames.count, 13)
    }

    func testRenderAtMatchesTheReplayedFrame() throws {
        let replayer = try flashReplayer()
        var canvases: [Int: Canvas] = [:]
        _ = try replayer.run { frame, canvas in if frame.index == 5 { canvases[5] = canvas } }
        // Frame 5 is at 50 ms.
        let moment = try replayer.render(at: 50_000_000)
        XCTAssertEqual(moment, canvases[5])
        XCTAssertThrowsError(try replayer.render(at: -1))
    }

    func testBadFrameRateIsAnError() throws {
        var replayer = try flashReplayer()
        replayer.options.framesPerSecond = 0
        XCTAssertThrowsError(try replayer.run()) { error in
            XCTAssertTrue("\(error)".contains("frame rate 0"), "\(error)")
        }
    }

    func testMissingSceneNamesTheFile() throws {
        var replayer = try flashReplayer()
        replayer.scenePath = folder.path + "/absent.scene.json"
        XCTAssertThrowsError(try replayer.run()) { error in
            XCTAssertTrue("\(error)".contains("absent.scene.json"), "\(error)")
        }
    }
}
