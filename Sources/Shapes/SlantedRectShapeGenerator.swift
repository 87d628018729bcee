import Geometry

/// A parallelogram (MDC's `MDCSlantedRectShapeGenerator`): sharp corners with the top edge moved
/// right and the bottom edge moved left by ``slant`` points.
///
/// The corner offsets are top-left and top-right (+s, 0), bottom-right and bottom-left (−s, 0), so
/// the outline extends |s| outside the view's bounds horizontally.
public struct SlantedRectShapeGenerator: ShapeGenerating, Hashable, Sendable {
    /// The horizontal shift of the top edge (and the opposite shift of the bottom), in points.
    public var slant: Double

    /// Creates a generator with the given slant (0 by default: a rectangle).
    public init(slant: Double = 0) {
        self.slant = slant
    }

    /// The equivalent rectangle generator.
    public var rectangle: RectangleShapeGenerator {
        var rectangle = RectangleShapeGenerator()
        rectangle.topLeftCornerOffset = Point(x: slant, y: 0)
        rectangle.topRightCornerOffset = Point(x: slant, y: 0)
        rectangle.bottomRightCornerOffset = Point(x: -slant, y: 0)
        rectangle.bottomLeftCornerOffset = Point(x: -slant, y: 0)
        return rectangle
    }

    /// Appends the outline for `size`.
    public func appendPath(for size: Size, to path: inout Path) {
        rectangle.appendPath(for: size, to: &path)
    }
}
