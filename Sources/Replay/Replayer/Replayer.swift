import Geometry
import Platform
import Raster
import Scene

/// Replays a trace on a scene: delivers its touches on the scene's ``Scene/SimClock``, renders a
/// frame at every frame boundary through the last touch and until the scene settles, and
/// measures each frame (docs/replay.md#how-a-replay-runs).
///
///     let replayer = try Replayer(contentsOfTraceFile: "Traces/tap-card.trace.json",
///                                 factory: MaterialViewFactory())
///     let run = try replayer.run()                       // one replay, every frame kept
///     let report = try replayer.report(repeatCount: 5)   // five, merged into one report
///
/// The scene is a file (the trace's own, or one given) or made in code by a closure
/// (``init(trace:tracePath:sceneName:options:state:makeScene:)``); either way every replay makes
/// it afresh (``SceneSource``).
///
/// ## One replay: `run` and `replay`
/// ``run(observer:)`` keeps every frame and returns them in a ``ReplayRun``: for tests and short
/// traces. ``replay(observer:)`` keeps none: each frame goes to the observer as it is drawn and
/// the ``ReplayEnding`` says how the replay ended, so memory does not grow with the trace (what
/// `touchstone replay` and ``streamReport(repeatCount:observer:recorder:)`` use). Both step the
/// scene identically.
///
/// ## Stepping
/// Frame n is at `n · 1_000_000_000 / fps` ns (integer division). Before frame n the replayer
/// delivers every touch due at or before that time: with ``FrameAlignment/exact`` it advances the
/// clock to the touch's own nanosecond (running any animation event due before it) and sends it
/// there; with ``FrameAlignment/frame`` a touch is due at the first frame boundary at or after its
/// time. Then the clock is advanced to the frame's time, layout runs, and the frame is rendered
/// (damage mode). That is the measured *step* and *render*.
///
/// ## How many frames
/// Frames are rendered through the frame at or after the last touch's delivery, and on until the
/// scene has settled — no clock event pending (animations keep one queued until they end, as do
/// recognizer deadlines) and no finger down — and then one frame more, which shows the scene
/// still. A scene not settled at the first frame at or after `last touch + settleLimit` ends the
/// replay there with ``ReplayRun/settledAtNs`` `nil`: "never settled" is a result, not a hang.
/// A trace without touches settles from frame 0 on (frames 0 and 1 for a still scene).
///
/// ## Counting
/// With ``ReplayOptions/measure`` = ``Measure/instructions`` the step and the render of every
/// frame are each bracketed by callgrind's collection toggle and followed by a dump labelled
/// `frame N step` / `frame N render` (``Callgrind``), outside the measured times. Under
/// `valgrind --tool=callgrind --collect-atstart=no` that counts each part's instructions alone
/// (``CountedParts`` reads them back); natively the requests do nothing.
///
/// ## Determinism
/// Every replay loads the scene afresh, so repeated replays start from the same state; hashes,
/// dirty pixels, work counters and states depend only on the trace, the scene and the options.
/// The wall clock (``MonotonicClock``) only measures. A frame whose render redrew nothing keeps
/// the previous frame's hash without rehashing the canvas, and the hash is computed outside the
/// measured render time.
public struct Replayer {
    /// Feedback-layer state of a scene at a simulated time (for `--state`).
    public typealias StateFunction = (LoadedScene, Int64) -> [FeedbackLayerState]
    /// The state `--state` records: every ``Scene/FeedbackReporting`` view's live feedback
    /// (``Scene/LoadedScene/feedbackStates(at:)``), built-in and custom components alike.
    public static let feedbackStates: StateFunction = { scene, time in scene.feedbackStates(at: time) }
    /// Called after every frame of a replay with the frame and the canvas it drew.
    public typealias FrameObserver = (ReplayedFrame, Canvas) throws -> Void

    /// The trace, already validated.
    public var trace: Trace
    /// The trace file, as the report names it.
    public var tracePath: String
    /// The scene file to load (the trace's `scene`, resolved against the trace's folder, or
    /// another given), which reports name; for a scene made in code, the name reports give it.
    public var scenePath: String
    /// Where each replay's scene comes from.
    public var scene: SceneSource
    /// Frame rate, alignment, settle limit and scale.
    public var options: ReplayOptions
    /// Records each frame's feedback-layer state when set.
    public var state: StateFunction?

    /// The frame rate used: the option, else the trace's.
    public var framesPerSecond: Int { options.framesPerSecond ?? trace.frameRate }

    /// The time of frame `index` at `fps`: `index · 10⁹ / fps` ns, rounded down.
    public static func frameTime(_ index: Int, fps: Int) -> Int64 {
        Int64(index) * 1_000_000_000 / Int64(fps)
    }

    /// The first frame whose time is at or after `time` ns.
    public static func firstFrame(atOrAfter time: Int64, fps: Int) -> Int {
        guard time > 0 else { return 0 }
        // ceil(time · fps / 10⁹) is the candidate; the floor division of the frame time can put it
        // one early or late, so step to the exact answer.
        var n = Int((time * Int64(fps) + 999_999_999) / 1_000_000_000)
        while frameTime(n, fps: fps) < time { n += 1 }
        while n > 0 && frameTime(n - 1, fps: fps) >= time { n -= 1 }
        return n
    }

    /// Replays the trace once.
    ///
    /// - Parameter observer: called after each frame with the frame and its canvas (outside the
    ///   measured times); what it throws ends the replay.
    /// - Throws: ``ReplayError`` for a bad frame rate or scale, or a touch the dispatcher refuses
    ///   (naming the event); the scene loader's errors; the observer's.
    public func run(observer: FrameObserver? = nil) throws -> ReplayRun {
        var frames: [ReplayedFrame] = []
        let ending = try replay { frame, canvas in
            frames.append(frame)
            try observer?(frame, canvas)
        }
        return ReplayRun(framesPerSecond: ending.framesPerSecond, frames: frames, touches: ending.touches,
                         settledAtNs: ending.settledAtNs, finalCanvas: ending.finalCanvas, events: ending.events)
    }

    /// Replays the trace once, keeping no frame: each goes to `observer` as it is drawn, so memory
    /// does not grow with the trace's length (``run(observer:)`` keeps them all).
    ///
    /// - Throws: as ``run(observer:)``.
    public func replay(observer: FrameObserver) throws -> ReplayEnding {
        let fps = framesPerSecond
        guard fps > 0, fps <= 100_000 else {
            throw ReplayError(.invalidOption, "\(tracePath): frame rate \(fps): expected 1 to 100000 frames per second")
        }
        guard options.settleLimit >= 0 else {
            throw ReplayError(.invalidOption, "\(tracePath): settle limit \(options.settleLimit) ns: expected zero or more")
        }
        let touches = try deliveries(fps: fps)
        let lastDelivery = touches.last?.deliveredNs ?? 0
        let (limitEnd, overflow) = lastDelivery.addingReportingOverflow(options.settleLimit)
        guard !overflow else { throw ReplayError(.invalidOption, "\(tracePath): settle limit too large") }

        let scene = try loadScene()
        let clock = scene.clock
        let dispatcher = TouchDispatcher(root: scene.root, clock: clock)
        let renderer = try scene.makeRenderer(mode: .damage)
        let counting = options.measure == .instructions
        var lastFrame: ReplayedFrame?
        var next = 0
        var settledAt: Int64?
        var previousHash: UInt64?
        var index = 0
        while true {
            let time = Self.frameTime(index, fps: fps)
            let stepStart = MonotonicClock.nanoseconds()
            if counting { Callgrind.toggleCollection() }
            while next < touches.count, touches[next].deliveredNs <= time {
                let touch = touches[next]
                try deliver(touch, clock: clock, dispatcher: dispatcher)
                next += 1
            }
            try clock.advance(to: time)
            scene.root.layoutIfNeeded()
            if counting { Callgrind.toggleCollection() }
            var renderStart = MonotonicClock.nanoseconds()
            let stepEnd = renderStart
            if counting {
                // The dump writes a file: outside both the count and the step's time.
                Callgrind.dump(Callgrind.label(frame: index, part: .step))
                renderStart = MonotonicClock.nanoseconds()
                Callgrind.toggleCollection()
            }
            let statistics = try renderer.render(at: time)
            if counting { Callgrind.toggleCollection() }
            let renderEnd = MonotonicClock.nanoseconds()
            if counting { Callgrind.dump(Callgrind.label(frame: index, part: .render)) }

            // Nothing redrawn means the canvas is byte for byte the previous frame's.
            let hash: UInt64
            if let previousHash, statistics.damageRects.isEmpty {
                hash = previousHash
            } else {
                hash = renderer.canvas.contentHash
            }
            let frame = ReplayedFrame(
                index: index, timeNs: time, stepNs: stepEnd - stepStart, renderNs: renderEnd - renderStart,
                dirtyPixels: statistics.damagedPixels, work: Self.counters(statistics), hash: hash,
                changed: previousHash != hash, state: state?(scene, time))
            previousHash = hash
            lastFrame = frame
            try observer(frame, renderer.canvas)

            if next == touches.count && time >= lastDelivery {
                if settledAt != nil { break }   // the frame after settling is rendered; done
                if clock.pendingEventCount == 0 && dispatcher.activeTouches.isEmpty {
                    settledAt = time
                } else if time >= limitEnd {
                    break
                }
            }
            index += 1
        }
        // The loop renders frame 0 at least.
        return ReplayEnding(framesPerSecond: fps, frameCount: index + 1, lastFrame: lastFrame!, touches: touches,
                            settledAtNs: settledAt, finalCanvas: renderer.canvas,
                            events: Self.reportEvents(scene.events.events))
    }

    /// The scene's view events as a report lists them (times in seconds).
    static func reportEvents(_ events: [ViewEvent]) -> [ReportEvent] {
        events.map { event in
            ReportEvent(time: TraceTime.seconds(fromNanoseconds: event.time), view: event.view, name: event.name,
                        location: event.location, values: event.values.map { ReportEvent.Value($0.0, $0.1) })
        }
    }

    /// Replays the trace `repeatCount` times and merges the replays into one report, whose frames
    /// carry one step and render sample per replay (``ReportBuilder``).
    ///
    /// - Parameters:
    ///   - repeatCount: the number of replays, at least 1.
    ///   - observer: called for the frames of the first replay only.
    /// - Returns: the report and the first replay.
    /// - Throws: as ``run(observer:)``; ``ReportError`` when replays disagree (not deterministic).
    public func report(repeatCount: Int = 1, observer: FrameObserver? = nil) throws -> (report: Report, firstRun: ReplayRun) {
        guard repeatCount >= 1 else { throw ReplayError(.invalidOption, "repeat count \(repeatCount): expected at least 1") }
        var builder = ReportBuilder(trace: tracePath, scene: scenePath, frameRate: framesPerSecond)
        var first: ReplayRun?
        var settledAt: Int64?
        for replay in 0..<repeatCount {
            let run = try self.run(observer: replay == 0 ? observer : nil)
            try builder.beginReplay()
            for frame in run.frames {
                try builder.addFrame(time: TraceTime.seconds(fromNanoseconds: frame.timeNs), stepNs: frame.stepNs,
                                     renderNs: frame.renderNs, dirtyPixels: frame.dirtyPixels, work: frame.work,
                                     hash: frame.hash, state: frame.state)
            }
            if replay == 0 {
                first = run
                settledAt = run.settledAtNs
            } else if run.settledAtNs != settledAt {
                throw ReportError("replay \(replay) settled at a different time from replay 0: not deterministic")
            } else if run.events != first?.events {
                throw ReportError("replay \(replay) recorded different events from replay 0: not deterministic")
            }
        }
        var report = try builder.build(settledAt: settledAt.map(TraceTime.seconds(fromNanoseconds:)))
        report.events = first?.events
        return (report, first!)
    }

    /// Replays the trace up to `time` ns (touches at their own times, whatever the alignment
    /// option) and renders the scene there with a full redraw, as `touchstone render --at` does.
    /// Frames in between are not rendered: rendering reads the layer tree without changing it.
    ///
    /// - Throws: as ``run(observer:)``; ``ReplayError`` for a negative time.
    public func render(at time: Int64) throws -> Canvas {
        guard time >= 0 else { throw ReplayError(.invalidOption, "\(tracePath): time \(time) ns: expected zero or more") }
        var exact = self
        exact.options.alignment = .exact
        let touches = try exact.deliveries(fps: max(framesPerSecond, 1))
        let scene = try loadScene()
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        for touch in touches where touch.deliveredNs <= time {
            try deliver(touch, clock: scene.clock, dispatcher: dispatcher)
        }
        try scene.clock.advance(to: time)
        scene.root.layoutIfNeeded()
        let renderer = try scene.makeRenderer(mode: .fullRedraw)
        _ = try renderer.render(at: time)
        return renderer.canvas
    }

    /// Every touch with its delivery time, in trace order.
    func deliveries(fps: Int) throws -> [DeliveredTouch] {
        var result: [DeliveredTouch] = []
        // Scenes are in points: a trace in device pixels is converted here, once per replay.
        let events = trace.convertedToPoints().events
        result.reserveCapacity(events.count)
        var previous: Int64 = 0
        for (i, event) in events.enumerated() {
            guard let ns = event.nanoseconds, ns >= 0 else {
                throw ReplayError(.unreachableTime, "\(tracePath): events[\(i)].t: \(event.time) s is not a time a replay can reach (expected 0 or more)")
            }
            let delivered = options.alignment == .exact ? ns : Self.frameTime(Self.firstFrame(atOrAfter: ns, fps: fps), fps: fps)
            guard delivered >= previous else {
                throw ReplayError(.unreachableTime, "\(tracePath): events[\(i)].t goes back in time; the trace should have been validated")
            }
            previous = delivered
            result.append(DeliveredTouch(eventIndex: i, event: event, deliveredNs: delivered))
        }
        return result
    }

    private func deliver(_ touch: DeliveredTouch, clock: SimClock, dispatcher: TouchDispatcher) throws {
        do {
            try clock.advance(to: touch.deliveredNs)
            let event = touch.event
            try dispatcher.send(id: event.id, phase: event.phase, location: event.location,
                                force: event.force, majorRadius: event.majorRadius)
        } catch {
            throw ReplayError(.touchRefused, "\(tracePath): events[\(touch.eventIndex)] (touch \(touch.event.id) \(touch.event.phase.rawValue)): \(error)")
        }
    }

    /// The renderer's counters in their fixed report order.
    static func counters(_ statistics: FrameStatistics) -> [WorkCounter] {
        [WorkCounter("layersVisited", statistics.layersVisited),
         WorkCounter("layersDrawn", statistics.layersDrawn),
         WorkCounter("pathsRasterized", statistics.pathsRasterized),
         WorkCounter("offscreenAllocations", statistics.offscreenAllocations),
         WorkCounter("damageRects", statistics.damageRects.count)]
    }
}
