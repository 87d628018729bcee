import Geometry

/// An event that ``TouchDispatcher`` rejected, naming the touch and what to do instead. Nothing is
/// delivered for a rejected event and the dispatcher's state is unchanged.
public enum TouchDispatchError: Error, Equatable, Sendable {
    /// A `.moved`, `.stationary`, `.ended` or `.cancelled` event came for an `id` that is not down
    /// (it never began, or already ended). Send `.began` first.
    case touchNotBegun(id: Int, phase: TouchPhase)
    /// A `.began` event came for an `id` that is already down. End or cancel it first, or use
    /// another id for a second finger.
    case touchAlreadyBegun(id: Int)
    /// The event's timestamp is not the clock's current time. Advance the ``SimClock`` to the
    /// event's time first (or send from an event scheduled at that time), so that deadlines such
    /// as a long press's are measured from exact times.
    case timestampNotNow(id: Int, phase: TouchPhase, timestamp: Int64, now: Int64)
    /// The location has a NaN or infinite coordinate.
    case nonFiniteLocation(id: Int, phase: TouchPhase, location: Point)
}

extension TouchDispatchError: CustomStringConvertible {
    /// One sentence naming the touch, the event and the fix.
    public var description: String {
        switch self {
        case .touchNotBegun(let id, let phase):
            return "touch \(id) \(phase.rawValue) before it began (or after it ended); send .began for touch \(id) first"
        case .touchAlreadyBegun(let id):
            return "touch \(id) began twice; end or cancel touch \(id) before it begins again, or give the second finger another id"
        case .timestampNotNow(let id, let phase, let timestamp, let now):
            return "touch \(id) \(phase.rawValue) at \(timestamp) ns but the clock is at \(now) ns; advance the clock to the event's time before sending it"
        case .nonFiniteLocation(let id, let phase, let location):
            return "touch \(id) \(phase.rawValue) at a non-finite location (\(location.x), \(location.y))"
        }
    }
}
