/// How a winding number decides whether a point is inside a path: CoreGraphics' `CGPathFillRule`,
/// SVG's `fill-rule`.
///
///     star.contains(center, rule: .nonZero)   // true: the centre of a pentagram winds twice
///     star.contains(center, rule: .evenOdd)   // false: 2 is even
///
/// The rules agree on subpaths that neither cross themselves nor overlap each other. Where they do,
/// ``nonZero`` fills every region the path winds around at all, and ``evenOdd`` alternates: a hole
/// drawn in the direction opposite to its outline is empty under both, a hole drawn in the same
/// direction is filled under ``nonZero`` and empty under ``evenOdd``.
///
/// See ``Path/winding(at:)`` for how the winding number is counted.
@frozen
public enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero (`CGPathFillRule.winding`, SVG `nonzero`). The
    /// default everywhere in Touchstone, as in CoreGraphics.
    case nonZero
    /// Inside where the winding number is odd (`CGPathFillRule.evenOdd`, SVG `evenodd`).
    case evenOdd

    /// Whether a point around which a path has winding number `winding` is inside under this rule:
    /// `winding ≠ 0` for ``nonZero``, `winding & 1 ≠ 0` for ``evenOdd`` (so −1 is odd).
    @inlinable
    public func isInside(winding: Int) -> Bool {
        switch self {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }
}
