import Geometry
import Scene

/// One touch sample of a ``Trace``: where finger `id` was, in which phase, at time ``time``.
///
///     let down = TraceEvent(time: 0, id: 0, phase: .began, location: Point(x: 120, y: 48))
///     down.nanoseconds  // 0
///
/// Values are kept as the file writes them, so a trace read and written again is unchanged; the
/// replayer uses ``nanoseconds`` (exact rounding, see ``TraceTime``). The rules that relate events
/// to one another (time order, a touch begins before it moves) belong to ``Trace`` and are checked
/// by ``Trace/validate(sceneSize:limits:source:)``.
public struct TraceEvent: Hashable, Sendable {
    /// Seconds since the start of the trace (`t` in the file).
    public var time: Double
    /// The finger: events with the same id between a `began` and an `ended` or `cancelled` are one
    /// touch. Non-negative; an id may be reused once its touch has ended.
    public var id: Int
    /// What the finger did.
    public var phase: TouchPhase
    /// Where, in scene points (`x`, `y` in the file).
    public var location: Point
    /// Normalized pressure, 0…1 (optional).
    public var force: Double?
    /// Radius of the contact's major axis, in points (optional).
    public var majorRadius: Double?

    /// Creates an event; nothing is checked until the event is part of a validated ``Trace``.
    public init(time: Double, id: Int, phase: TouchPhase, location: Point,
                force: Double? = nil, majorRadius: Double? = nil) {
        self.time = time
        self.id = id
        self.phase = phase
        self.location = location
        self.force = force
        self.majorRadius = majorRadius
    }

    /// Creates an event at a whole number of nanoseconds, stored as the nearest `Double` of seconds
    /// (``TraceTime/seconds(fromNanoseconds:)``), which converts back to exactly `nanoseconds`.
    public init(nanoseconds: Int64, id: Int, phase: TouchPhase, location: Point,
                force: Double? = nil, majorRadius: Double? = nil) {
        self.init(time: TraceTime.seconds(fromNanoseconds: nanoseconds), id: id, phase: phase,
                  location: location, force: force, majorRadius: majorRadius)
    }

    /// ``time`` in whole nanoseconds, rounded to nearest (``TraceTime/nanoseconds(fromSeconds:)``);
    /// `nil` only for a time that validation rejects (not finite, or beyond 10⁶ s).
    public var nanoseconds: Int64? { TraceTime.nanoseconds(fromSeconds: time) }
}
