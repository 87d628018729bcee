/// How ``SimClock/runUntilSettled(limit:)`` ended.
public enum SettleOutcome: Hashable, Sendable {
    /// The event queue emptied; the associated time is when the last event ran (the clock's time if
    /// nothing was queued), and the clock was left there.
    case settled(at: Int64)
    /// Events were still queued after everything up to the limit had run; the clock was left at the
    /// limit, which is the associated value.
    case neverSettled(limit: Int64)
}
