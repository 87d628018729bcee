/// An axis-aligned rectangle: an origin and a size, in points.
///
/// As in CoreGraphics, the size may be negative; the `min`/`max` accessors and every operation below
/// work on the ``standardized`` rectangle, so a rectangle and its standardized form behave the same.
/// Operations that can produce "no rectangle" (the intersection of disjoint rectangles) return `nil`
/// instead of CoreGraphics' `CGRectNull`.
@frozen
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from (the top-left corner once standardized).
    public var origin: Point
    /// The extent from `origin`; either dimension may be negative.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest rectangle containing both points (its size is never negative).
    @inlinable
    public init(corner a: Point, corner b: Point) {
        self.init(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
                  width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x of the standardized rectangle.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x of the standardized rectangle.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y (top edge) of the standardized rectangle.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y (bottom edge) of the standardized rectangle.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The absolute width.
    @inlinable public var width: Double { abs(size.width) }
    /// The absolute height.
    @inlinable public var height: Double { abs(size.height) }
    /// The centre point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The same area with a non-negative size and the origin at the top-left corner.
    @inlinable
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether the rectangle has zero area (either dimension is zero).
    @inlinable
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` lies inside, using CoreGraphics' half-open rule: the top and left edges are
    /// inside, the bottom and right edges are outside, so rectangles that tile the plane never both
    /// contain a point. An empty rectangle contains nothing.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside (an empty `other` on the boundary counts as inside).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The smallest rectangle containing both (standardized).
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
                    height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The smallest rectangle containing `self` and `point`.
    @inlinable
    public func union(_ point: Point) -> Rect {
        union(Rect(origin: point, size: .zero))
    }

    /// The overlap of the two rectangles, or `nil` when they do not overlap. Rectangles that only
    /// touch along an edge overlap in an empty rectangle, as in CoreGraphics.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
            && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }

    /// The standardized rectangle with each side moved inward by `dx` (left and right) and `dy`
    /// (top and bottom). Negative values grow it. Returns `nil` when the insets exceed the size,
    /// where CoreGraphics would return `CGRectNull`.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect? {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The standardized rectangle with each edge moved inward by its inset (UIKit's
    /// `UIEdgeInsetsInsetRect`), or `nil` when opposite insets overlap.
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect? {
        let w = width - insets.left - insets.right
        let h = height - insets.top - insets.bottom
        guard w >= 0, h >= 0 else { return nil }
        return Rect(x: minX + insets.left, y: minY + insets.top, width: w, height: h)
    }

    /// The rectangle moved by (dx, dy).
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Whether each edge lies within `tolerance` of the other's (both standardized).
    public func isApproximatelyEqual(to other: Rect, tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
