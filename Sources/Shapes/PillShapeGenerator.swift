import Geometry

/// A pill: a rectangle whose corners are rounded by half its shorter side (MDC's
/// `MDCPillShapeGenerator`), so a square becomes a circle and a wide view a stadium.
///
/// The radius is `0.5 · min(|w|, |h|)`. MDC only replaces its corners when that radius is positive
/// and otherwise reuses the corners of the previous call, so the outline of a zero-height pill
/// depends on what was drawn before. Touchstone's pill is stateless (evident intent): a zero radius
/// gives sharp corners, the degenerate rectangle. See docs/fidelity.md#paths-and-shapes.
public struct PillShapeGenerator: ShapeGenerating, Hashable, Sendable {
    /// Creates a pill generator; it has no parameters.
    public init() {}

    /// The corner radius used for a view of `size`: half the shorter side's magnitude.
    public func cornerRadius(for size: Size) -> Double {
        0.5 * Swift.min(abs(size.width), abs(size.height))
    }

    /// Appends the pill outline for `size`: the outline of ``rectangle(for:)``, through the
    /// axis-aligned route's plan of a pill (``AxisAlignedOutline/pill``) when it applies.
    public func appendPath(for size: Size, to path: inout Path) {
        var plan = AxisAlignedOutline.pill
        if plan.append(for: size, to: &path) { return }
        rectangle(for: size).appendPath(for: size, to: &path)
    }

    /// Replaces the elements of `path` with the outline for `size`, as
    /// ``RectangleShapeGenerator/replacePath(for:in:)`` does.
    package func replacePath(for size: Size, in path: inout Path) {
        var plan = AxisAlignedOutline.pill
        if plan.append(for: size, to: &path, replacing: true) { return }
        rectangle(for: size).replacePath(for: size, in: &path)
    }

    /// The rectangle whose outline the pill's is: every corner rounded by ``cornerRadius(for:)``
    /// (all sharp when that is 0).
    private func rectangle(for size: Size) -> RectangleShapeGenerator {
        var rectangle = RectangleShapeGenerator()
        let radius = cornerRadius(for: size)
        if radius > 0 { rectangle.setCorners(.rounded(radius: radius)) }
        return rectangle
    }
}
