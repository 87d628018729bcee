/// Where a line sits across its label's width (UILabel's `textAlignment`, left to right only).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Against the left edge (UILabel's natural alignment for left-to-right text).
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
}
