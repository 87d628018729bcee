/// What an animation shows outside its active interval, as Core Animation's `fillMode`.
///
/// An animation is active from its begin time to its end time (begin + duration), both included.
/// Before the begin time it has an effect only if it fills backwards (it then shows its first
/// value); after the end time only if it fills forwards and is not removed on completion (it then
/// shows its last value). See ``AnimationSet`` for how this plays out on the clock.
public enum FillMode: Hashable, Sendable {
    /// No effect outside the active interval (Core Animation's default, `kCAFillModeRemoved`).
    case removed
    /// Holds the last value after the end (`kCAFillModeForwards`).
    case forwards
    /// Shows the first value before the begin time (`kCAFillModeBackwards`).
    case backwards
    /// Both of the above (`kCAFillModeBoth`).
    case both

    /// Whether the animation shows its last value after its end.
    @inlinable
    public var fillsForwards: Bool { self == .forwards || self == .both }

    /// Whether the animation shows its first value before its begin time.
    @inlinable
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}
