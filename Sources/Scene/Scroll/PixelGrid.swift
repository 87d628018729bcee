/// Where a scroll view presents its content offset: on the device-pixel grid of a display with
/// ``scale`` pixels per point, `round(x·s)/s` (halves away from zero), so that scrolled content
/// lands on whole device pixels.
///
/// UIKit rounds its offset limits with `r(x) = floor(x) + round((x − floor(x))·s)/s` (`round(x)`
/// at scale 1; spec/scroll.md §1.7); how it rounds the live offset is not established. Touchstone
/// rounds every presented offset to the grid; for whole scales this is `r(x)` except at exact
/// half-pixel ties below zero (a Fidelity choice, docs/fidelity.md).
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point; values that are not positive and finite present offsets unrounded.
    public var scale: Double

    /// Creates the grid of a display with `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale
    }

    /// `x` on the grid.
    public func round(_ x: Double) -> Double {
        guard scale.isFinite, scale > 0, x.isFinite else { return x }
        return (x * scale).rounded() / scale
    }

    /// UIKit's rounding of offset limits, `r(x)` (spec/scroll.md §1.7), for comparison.
    public func uikitLimitRounding(_ x: Double) -> Double {
        guard scale.isFinite, scale > 0, x.isFinite else { return x }
        if scale == 1 { return x.rounded() }
        let whole = x.rounded(.down)
        return whole + ((x - whole) * scale).rounded() / scale
    }
}
