/// The axes along which movement can begin a ``PanGestureRecognizer``: a scroll view's pan begins
/// only along an axis the view can scroll.
public struct PanAxes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates axes from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Left and right.
    public static let horizontal = PanAxes(rawValue: 1)
    /// Up and down.
    public static let vertical = PanAxes(rawValue: 2)
    /// Both axes.
    public static let both: PanAxes = [.horizontal, .vertical]
}
