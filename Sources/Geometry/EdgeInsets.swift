/// Distances to move each edge of a rectangle inward, in points (UIKit's `UIEdgeInsets`).
///
/// Positive values shrink a rectangle, negative values grow it; see ``Rect/inset(by:)``.
@frozen
public struct EdgeInsets: Hashable, Sendable {
    /// Inset of the top edge (moves it down when positive).
    public var top: Double
    /// Inset of the left edge (moves it right when positive).
    public var left: Double
    /// Inset of the bottom edge (moves it up when positive).
    public var bottom: Double
    /// Inset of the right edge (moves it left when positive).
    public var right: Double

    /// Creates insets, in UIKit's argument order.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    @inlinable
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = EdgeInsets(all: 0)
}
