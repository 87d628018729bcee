import Geometry

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
@frozen
public struct PixelRect: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns (never negative).
    public var width: Int
    /// The number of rows (never negative).
    public var height: Int

    /// Creates a rectangle; negative sizes become zero.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
    }

    /// Whether it has no pixels.
    @inlinable
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// One past the last column.
    @inlinable
    public var maxX: Int { x + width }

    /// One past the last row.
    @inlinable
    public var maxY: Int { y + height }

    /// The pixels in both rectangles (empty, at the larger origin, when they do not overlap).
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.min(maxX, other.maxX) - x0,
                         height: Swift.min(maxY, other.maxY) - y0)
    }

    /// The smallest pixel rectangle containing `rect` (in pixel coordinates), or an empty one for an
    /// empty or non-finite rectangle. Coordinates are clamped to ±2^30 so that huge paths cannot
    /// overflow `Int` arithmetic; callers intersect with a canvas anyway.
    public init(enclosing rect: Rect) {
        let limit = Double(1 << 30)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = Int(Swift.max(-limit, Swift.min(limit, rect.minX.rounded(.down))))
        let y0 = Int(Swift.max(-limit, Swift.min(limit, rect.minY.rounded(.down))))
        let x1 = Int(Swift.max(-limit, Swift.min(limit, rect.maxX.rounded(.up))))
        let y1 = Int(Swift.max(-limit, Swift.min(limit, rect.maxY.rounded(.up))))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
