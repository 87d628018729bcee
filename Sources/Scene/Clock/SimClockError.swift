/// A misuse of a ``SimClock``, with the times involved and how to fix it.
public enum SimClockError: Error, Equatable, Sendable {
    /// ``SimClock/advance(to:)`` or ``SimClock/runUntilSettled(limit:)`` was asked for a time before
    /// the clock's current time. The clock never clamps: compute targets from monotonic sources
    /// (frame boundaries, non-decreasing trace timestamps).
    case timeWentBackwards(now: Int64, requested: Int64)
    /// ``SimClock/schedule(at:_:)`` was asked for a time before the clock's current time. Schedule at
    /// `max(desired, clock.now)` explicitly if "as soon as possible" is what is meant.
    case schedulingInThePast(now: Int64, requested: Int64)
    /// The clock was advanced from inside one of its own events. Schedule a new event instead.
    case reentrantAdvance(now: Int64)
    /// `now + delta` does not fit in `Int64`.
    case timeOverflow(now: Int64, delta: Int64)
    /// One instant ran ``SimClock/maximumEventsPerInstant`` events without emptying: an action most
    /// likely reschedules itself at the same time. Give the repeat a positive interval.
    case eventStorm(at: Int64, count: Int)
}

extension SimClockError: CustomStringConvertible {
    /// One sentence naming the times and the fix.
    public var description: String {
        switch self {
        case .timeWentBackwards(let now, let requested):
            return "the clock is at \(now) ns and cannot go back to \(requested) ns; time only moves forward"
        case .schedulingInThePast(let now, let requested):
            return "cannot schedule an event at \(requested) ns: the clock is already at \(now) ns"
        case .reentrantAdvance(let now):
            return "the clock was advanced from inside one of its events (at \(now) ns); schedule an event instead"
        case .timeOverflow(let now, let delta):
            return "advancing \(now) ns by \(delta) ns overflows Int64"
        case .eventStorm(let at, let count):
            return "\(count) events ran at \(at) ns without the queue emptying; an event probably reschedules itself at the same time"
        }
    }
}
