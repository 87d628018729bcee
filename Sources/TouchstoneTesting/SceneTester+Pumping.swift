import Replay
import Scene

extension SceneTester {
    /// Moves the clock on by `duration`, drawing every frame on the way at the tester's frame
    /// rate: before each frame the touches due are delivered at their own times, then the clock
    /// reaches the frame's time, layout runs and the frame is drawn. When `now + duration` is not
    /// a frame boundary, a last frame is drawn at that moment itself. `.zero` delivers what is due
    /// now and draws the current frame.
    ///
    /// - Throws: ``SceneTesterError`` for a negative duration or one beyond the clock's range; a
    ///   touch's ``Scene/TouchDispatchError`` or the clock's error; the renderer's.
    public func pump(_ duration: Duration = .zero) throws {
        let target = try clockTime(after: duration, "pump")
        var next = Replayer.firstFrame(atOrAfter: scene.clock.now + 1, fps: framesPerSecond)
        while Replayer.frameTime(next, fps: framesPerSecond) <= target {
            try step(to: Replayer.frameTime(next, fps: framesPerSecond))
            next += 1
        }
        if scene.clock.now < target || duration == .zero { try step(to: target) }
    }

    /// Pumps frame after frame until the scene has settled — no animation running, no scroll
    /// view moving, no timer or recognizer deadline pending on the clock, no touch of a gesture
    /// still to come — and returns how long that took (`.zero` when it had already settled; the
    /// current frame is drawn then). A finger held down does not keep the scene from settling.
    ///
    /// - Throws: ``SettleTimeout`` after `timeout` of simulated time, naming each view and
    ///   animation still running; what ``pump(_:)`` throws.
    @discardableResult
    public func pumpAndSettle(timeout: Duration = .seconds(10)) throws -> Duration {
        let start = scene.clock.now
        let deadline = try clockTime(after: timeout, "pumpAndSettle timeout")
        while !isSettled {
            guard scene.clock.now < deadline else {
                throw SettleTimeout(timeout: timeout, running: RunningWork.describe(scene, at: scene.clock.now))
            }
            let next = Replayer.firstFrame(atOrAfter: scene.clock.now + 1, fps: framesPerSecond)
            try step(to: min(Replayer.frameTime(next, fps: framesPerSecond), deadline))
        }
        if scene.clock.now == start { try step(to: start) }
        return .nanoseconds(scene.clock.now - start)
    }

    /// Whether nothing is left to happen on its own: no clock event pending (animations,
    /// recognizer deadlines and moving scroll views each keep one queued), no scroll view
    /// decelerating or bouncing, and no scheduled touch.
    var isSettled: Bool {
        scheduled.isEmpty && scene.clock.pendingEventCount == 0 && !RunningWork.hasMovingScrollView(scene.root)
    }

    /// One frame at `time` (≥ the clock's time): the touches due, the clock, layout, the render.
    func step(to time: Int64) throws {
        while let touch = scheduled.first, touch.time <= time {
            scheduled.removeFirst()
            try scene.clock.advance(to: touch.time)
            try dispatcher.send(id: touch.id, phase: touch.phase, location: touch.location)
        }
        try scene.clock.advance(to: time)
        scene.root.layoutIfNeeded()
        _ = try renderer.render(at: time)
    }

    /// The clock's time `duration` from now, in whole nanoseconds.
    func clockTime(after duration: Duration, _ what: String) throws -> Int64 {
        let nanoseconds = try duration.wholeNanoseconds(what)
        let (time, overflow) = scene.clock.now.addingReportingOverflow(nanoseconds)
        guard !overflow else { throw SceneTesterError("\(what) \(duration): past the clock's range") }
        return time
    }
}
