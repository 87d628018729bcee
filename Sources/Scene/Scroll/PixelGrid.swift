/// Where a scroll view presents its content offset: on the device-pixel grid of a display with
/// ``scale`` pixels per point, so that scrolled content lands on whole device pixels.
///
/// UIKit rounds its offset limits with `r(x) = floor(x) + round((x − floor(x))·s)/s`, `round(x)`
/// at scale 1 (docs/scrolling.md); how it rounds the live offset is not established. Touchstone
/// presents every offset with ``round(_:)``: `round(x)` at scale 1, else `floor(x·s + ½)/s`. For
/// whole scales that is exactly `r(x)` (the fraction's halves round up in both); for fractional
/// scales (a Pixel's 2.625) `r(x)` would leave the whole points off the pixel grid, while this
/// stays on it (a Fidelity choice, docs/fidelity.md).
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point; values that are not positive and finite present offsets unrounded.
    public var scale: Double

    /// Creates the grid of a display with `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale
    }

    /// `x` on the grid: `round(x)` at scale 1, else `floor(x·s + ½)/s`.
    public func round(_ x: Double) -> Double {
        guard scale.isFinite, scale > 0, x.isFinite else { return x }
        if scale == 1 { return x.rounded() }
        return (x * scale + 0.5).rounded(.down) / scale
    }

    /// UIKit's rounding of offset limits, `r(x)` (docs/scrolling.md#the-pixel-grid), for comparison.
    public func uikitLimitRounding(_ x: Double) -> Double {
        guard scale.isFinite, scale > 0, x.isFinite else { return x }
        if scale == 1 { return x.rounded() }
        let whole = x.rounded(.down)
        return whole + ((x - whole) * scale).rounded() / scale
    }
}
