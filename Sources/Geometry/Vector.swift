/// A displacement in two dimensions, in points: how far and which way, not where. New API takes
/// vectors where it means a displacement (a drag `by:`), as kurbo keeps `Point` and `Vec2` apart:
/// a point plus a vector is a point, and the vector between two points is
/// ``init(from:to:)``. (``Point``'s own arithmetic predates it and still treats points as
/// coordinates to add.)
///
///     let start = Point(x: 100, y: 400)
///     let drag = Vector(dx: 0, dy: -300)          // 300 points up (y grows downward)
///     start + drag                                // (100, 100)
///     Vector(from: start, to: Point(x: 100, y: 100))   // Vector(dx: 0, dy: -300)
///     drag.length                                 // 300
///
/// UIKit's axes: `dx` grows to the right, `dy` grows down.
@frozen
public struct Vector: Hashable, Sendable {
    /// The horizontal component, in points.
    public var dx: Double
    /// The vertical component, in points; positive is downward.
    public var dy: Double

    /// Creates a vector from its components.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The displacement that takes `start` to `end`.
    @inlinable
    public init(from start: Point, to end: Point) {
        self.init(dx: end.x - start.x, dy: end.y - start.y)
    }

    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Whether both components are finite.
    @inlinable
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The Euclidean length in points, computed without intermediate overflow.
    @inlinable
    public var length: Double { dx.hypotenuse(dy) }

    /// The vector scaled by `factor`.
    @inlinable
    public static func * (vector: Vector, factor: Double) -> Vector {
        Vector(dx: vector.dx * factor, dy: vector.dy * factor)
    }

    /// The vector reversed.
    @inlinable
    public static prefix func - (vector: Vector) -> Vector {
        Vector(dx: -vector.dx, dy: -vector.dy)
    }

    /// The sum of two displacements.
    @inlinable
    public static func + (a: Vector, b: Vector) -> Vector {
        Vector(dx: a.dx + b.dx, dy: a.dy + b.dy)
    }
}

extension Point {
    /// The point moved by `vector`.
    @inlinable
    public static func + (point: Point, vector: Vector) -> Point {
        Point(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// The point moved back by `vector`.
    @inlinable
    public static func - (point: Point, vector: Vector) -> Point {
        Point(x: point.x - vector.dx, y: point.y - vector.dy)
    }
}
