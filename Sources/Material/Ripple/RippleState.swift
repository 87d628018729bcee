/// The interaction states of a ``StatefulRippleView``, as bit flags: MDC's `MDCRippleState`.
///
///     let state: RippleState = [.selected, .highlighted]   // raw value 3
///
/// The empty set is ``normal`` (0). Combinations are meaningful: the colour table has entries for
/// several of them (see ``StatefulRippleView``).
public struct RippleState: OptionSet, Hashable, Sendable {
    /// The bits: highlighted 1, selected 2, dragged 4.
    public let rawValue: Int

    /// Creates a state from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No bit set (0).
    public static let normal: RippleState = []
    /// Pressed (1).
    public static let highlighted = RippleState(rawValue: 1)
    /// Selected (2).
    public static let selected = RippleState(rawValue: 2)
    /// Being dragged (4).
    public static let dragged = RippleState(rawValue: 4)
}
