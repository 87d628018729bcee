import Geometry

/// A pill: a rectangle whose corners are rounded by half its shorter side (MDC's
/// `MDCPillShapeGenerator`), so a square becomes a circle and a wide view a stadium.
///
/// The radius is `0.5 · min(|w|, |h|)`. MDC only replaces its corners when that radius is positive
/// and otherwise reuses the corners of the previous call, so the outline of a zero-height pill
/// depends on what was drawn before. Touchstone's pill is stateless (evident intent): a zero radius
/// gives sharp corners, the degenerate rectangle. See the README's Fidelity section.
public struct PillShapeGenerator: ShapeGenerating, Hashable, Sendable {
    /// Creates a pill generator; it has no parameters.
    public init() {}

    /// The corner radius used for a view of `size`: half the shorter side's magnitude.
    public func cornerRadius(for size: Size) -> Double {
        0.5 * Swift.min(abs(size.width), abs(size.height))
    }

    /// Appends the pill outline for `size`.
    public func appendPath(for size: Size, to path: inout Path) {
        var rectangle = RectangleShapeGenerator()
        let radius = cornerRadius(for: size)
        if radius > 0 { rectangle.setCorners(.rounded(radius: radius)) }
        rectangle.appendPath(for: size, to: &path)
    }
}
