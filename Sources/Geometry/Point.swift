/// A location in a two-dimensional coordinate space, in points.
///
/// Touchstone uses UIKit's coordinates: the origin is at the top left, `x` grows to the right and
/// `y` grows down, so a positive angle turns +x toward +y (clockwise on screen).
///
/// `==` compares exactly. Tests that need a tolerance use ``isApproximatelyEqual(to:tolerance:)``,
/// which is deliberately not `Equatable` because it is not transitive.
@frozen
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points; grows downward.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`, computed without intermediate overflow.
    @inlinable
    public func distance(to other: Point) -> Double {
        (other.x - x).hypotenuse(other.y - y)
    }

    /// The point a fraction `t` of the way from `self` to `other` (`t` = 0 gives `self`, 1 gives `other`).
    ///
    /// Written as `a + (b − a)·t` except at the ends, which return the end points exactly.
    @inlinable
    public func interpolated(to other: Point, by t: Double) -> Point {
        if t == 1 { return other }
        return Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// Whether the two points lie within `tolerance` of each other in each coordinate.
    ///
    /// Not transitive, so it is not used for `Equatable`; use it in tests and for snapping.
    @inlinable
    public func isApproximatelyEqual(to other: Point, tolerance: Double) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }

    /// Component-wise sum (a point translated by a vector).
    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

    /// Component-wise difference (the vector from `b` to `a`).
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    /// Both coordinates scaled by `s`.
    @inlinable
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
}

extension Double {
    /// `sqrt(self² + other²)` without overflow or underflow in the squares.
    ///
    /// Axis-aligned vectors (one side exactly zero, the other finite), which every rectangle's
    /// edges and corners give, are answered inline: the general computation returns the other
    /// side's magnitude for them too, bit for bit (`+0` for two zeros), so only the call is saved.
    @inlinable @inline(__always)
    public func hypotenuse(_ other: Double) -> Double {
        let a = abs(self), b = abs(other)
        if b == 0, a < .infinity { return a }  // NaN and ∞ fail `<` and take the general path
        if a == 0, b < .infinity { return b }
        return Double.generalHypotenuse(a, b)
    }

    /// ``hypotenuse(_:)`` of two magnitudes, out of line.
    @usableFromInline
    static func generalHypotenuse(_ a: Double, _ b: Double) -> Double {
        let big = Swift.max(a, b), small = Swift.min(a, b)
        if big == 0 || !big.isFinite { return big + small }
        // Axis-aligned vectors: big · √(1 + 0²) is big exactly, without the division and the root.
        if small == 0 { return big }
        let r = small / big
        return big * (1 + r * r).squareRoot()
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with each coordinate in its shortest round-tripping form.
    public var description: String { "(\(x), \(y))" }
}
