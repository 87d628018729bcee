import Geometry
import Replay
import Scene

extension SceneTester {
    /// A finger down and up at `location` at once, with no time between (Flutter's `tap`); pump
    /// afterwards to see what it started.
    ///
    /// - Throws: the dispatcher's ``Scene/TouchDispatchError`` (a location that is not finite).
    public func tap(at location: Point) throws {
        let gesture = try startGesture(at: location)
        try gesture.up()
    }

    /// A finger down at `location`, held still for a second (``Replay/GestureSynthesizer``'s long
    /// press, past UIKit's half-second minimum) while the frames are pumped, then lifted.
    ///
    /// - Throws: as ``tap(at:)``; what ``pump(_:)`` throws.
    public func longPress(at location: Point) throws {
        try perform(synthesizer.longPress(at: location))
    }

    /// A finger down at `start`, moved in a straight line by `offset` at constant speed over
    /// `duration`, lifted at the end; the move is sampled at the frame rate and the frames are
    /// pumped through it (``Replay/GestureSynthesizer``'s drag).
    ///
    /// - Throws: ``SceneTesterError`` for a negative duration; as ``pump(_:)``.
    public func drag(from start: Point, by offset: Vector, duration: Duration) throws {
        let nanoseconds = try duration.wholeNanoseconds("drag duration")
        try perform(synthesizer.drag(from: start, to: start + offset, duration: nanoseconds))
    }

    /// A finger down at `start`, moved by `offset` at `velocity` points per second (constant,
    /// so a velocity tracker reads exactly that at the lift), and lifted at full speed, as
    /// Flutter's `fling`; the frames are pumped through the move. What the fling then scrolls
    /// decelerates by its own physics: pump or ``pumpAndSettle(timeout:)`` to watch it.
    ///
    /// - Throws: ``SceneTesterError`` for a zero offset or a velocity that is not positive and
    ///   finite; as ``pump(_:)``.
    public func fling(from start: Point, by offset: Vector, velocity: Double) throws {
        guard velocity.isFinite, velocity > 0 else {
            throw SceneTesterError("fling velocity \(velocity): expected a positive number of points per second")
        }
        let length = offset.length
        guard length > 0, length.isFinite else {
            throw SceneTesterError("fling by (\(offset.dx), \(offset.dy)): expected a non-zero, finite offset")
        }
        let nanoseconds = max(1, Int64((length / velocity * 1e9).rounded()))
        let seconds = TraceTime.seconds(fromNanoseconds: nanoseconds)
        // The velocity along the offset that covers it in the whole nanoseconds the move takes.
        let pointsPerSecond = Point(x: offset.dx / seconds, y: offset.dy / seconds)
        try perform(synthesizer.fling(from: start, velocity: pointsPerSecond, duration: nanoseconds))
    }

    /// A finger down at `location` now; move it, lift it or cancel it through the gesture. A
    /// second gesture started before the first ends is a second finger.
    ///
    /// - Throws: the dispatcher's ``Scene/TouchDispatchError``.
    public func startGesture(at location: Point) throws -> TestGesture {
        let id = nextFinger
        nextFinger += 1
        try dispatcher.send(id: id, phase: .began, location: location)
        return TestGesture(tester: self, id: id, location: location)
    }

    /// The synthesizer of the timed gestures: samples at the tester's frame rate.
    var synthesizer: GestureSynthesizer {
        GestureSynthesizer(scene: sceneName, sampleRate: framesPerSecond, frameRate: framesPerSecond)
    }

    /// Schedules a synthesized gesture's events from now, in their order, under a new finger id
    /// each (the synthesizer numbers its fingers from 0), and pumps through its last event, so
    /// nothing is left scheduled afterwards.
    func perform(_ trace: Trace) throws {
        let start = scene.clock.now
        var fingers: [Int: Int] = [:]
        var last = start
        for event in trace.events {
            guard let offset = event.nanoseconds else { continue }
            let id: Int
            if let known = fingers[event.id] {
                id = known
            } else {
                id = nextFinger
                nextFinger += 1
                fingers[event.id] = id
            }
            let (time, overflow) = start.addingReportingOverflow(offset)
            guard !overflow else { throw SceneTesterError("gesture: past the clock's range") }
            scheduled.append(ScheduledTouch(time: time, id: id, phase: event.phase, location: event.location))
            last = max(last, time)
        }
        try pump(.nanoseconds(last - start))
    }
}
