import Geometry

/// Rounding of lengths and rectangles to the device-pixel grid of a display with `scale` pixels per
/// point, as UIKit sizes text and as MDC snaps its button's title frame.
///
/// A value within 1e-9 pixels of a grid line counts as on it, so that arithmetic noise (`29.000000000000004`
/// for 9⅔ × 3) does not move a frame by a whole pixel.
public struct PixelAlignment: Hashable, Sendable {
    /// The slack, in pixels, within which a value counts as on a grid line.
    public static let tolerance = 1e-9

    /// Pixels per point (positive and finite).
    public var scale: Double

    /// The grid of a display with `scale` pixels per point.
    public init(scale: Double) {
        self.scale = scale
    }

    /// `x` rounded up to the grid: text sizes are ceiled (`boundingRectWithSize`'s rule, to a pixel).
    public func ceil(_ x: Double) -> Double {
        (x * scale - Self.tolerance).rounded(.up) / scale
    }

    /// `x` rounded down to the grid.
    public func floor(_ x: Double) -> Double {
        (x * scale + Self.tolerance).rounded(.down) / scale
    }

    /// MDC's `MDCRectAlignToScale` (MDC-iOS `components/private/Math/src/MDCMath.h` at `ac77ff7`):
    /// the origin floored to the grid, the size grown by what the origin moved and ceiled, so the
    /// rectangle still reaches its old far edges.
    public func align(_ rect: Rect) -> Rect {
        let x = floor(rect.minX), y = floor(rect.minY)
        return Rect(x: x, y: y, width: ceil(rect.width + (rect.minX - x)), height: ceil(rect.height + (rect.minY - y)))
    }
}
