import Geometry

/// A rectangle with quadratic curved corners (MDC's `MDCCurvedRectShapeGenerator`).
///
/// `cornerSize.width` is every corner's horizontal extent and `cornerSize.height` its vertical
/// extent: the top-left and bottom-right corners get the size as it is, the top-right and
/// bottom-left corners (whose local frames are turned a quarter) get it swapped.
public struct CurvedRectShapeGenerator: ShapeGenerating, Hashable, Sendable {
    /// Each corner's horizontal and vertical extent, in points (zero by default: a rectangle).
    public var cornerSize: Size

    /// Creates a generator with the given corner size.
    public init(cornerSize: Size = .zero) {
        self.cornerSize = cornerSize
    }

    /// The equivalent rectangle generator.
    public var rectangle: RectangleShapeGenerator {
        var rectangle = RectangleShapeGenerator()
        let swapped = Size(width: cornerSize.height, height: cornerSize.width)
        rectangle.topLeftCorner = .curved(cornerSize)
        rectangle.topRightCorner = .curved(swapped)
        rectangle.bottomRightCorner = .curved(cornerSize)
        rectangle.bottomLeftCorner = .curved(swapped)
        return rectangle
    }

    /// Appends the outline for `size`.
    public func appendPath(for size: Size, to path: inout Path) {
        rectangle.appendPath(for: size, to: &path)
    }
}
