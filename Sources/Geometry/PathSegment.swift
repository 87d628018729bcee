/// A self-contained piece of a path: a line or a Bézier curve with its start point.
///
/// Paths are walked as segments (``Path/forEachSegment(_:)``) for hit testing, bounds and
/// flattening; drawing walks ``PathElement``s.
@frozen
public enum PathSegment: Hashable, Sendable {
    /// A straight line from `p0` to `p1`.
    case line(Point, Point)
    /// A quadratic Bézier curve from `p0` through control `p1` to `p2`.
    case quad(Point, Point, Point)
    /// A cubic Bézier curve from `p0` through controls `p1`, `p2` to `p3`.
    case cubic(Point, Point, Point, Point)

    /// The first point.
    @inlinable
    public var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The last point.
    @inlinable
    public var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The point at parameter `t` in [0, 1], evaluated in Bernstein form so that `t` = 0 and `t` = 1
    /// give the end points exactly.
    @inlinable
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let p0, let p1):
            return p0.interpolated(to: p1, by: t)
        case .quad(let p0, let p1, let p2):
            let mt = 1 - t
            let a = mt * mt, b = 2 * mt * t, c = t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                         y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The parameters in (0, 1) where x or y has a turning point, in increasing order, written into
    /// `body`; at most four for a cubic, two for a quad, none for a line.
    public func forEachExtremum(_ body: (Double) -> Void) {
        var roots: [Double] = []
        let keep = { (t: Double) in if t > 0 && t < 1 { roots.append(t) } }
        switch self {
        case .line:
            return
        case .quad(let p0, let p1, let p2):
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let denominator = a - 2 * b + c
                if denominator != 0 { keep((a - b) / denominator) }
            }
        case .cubic(let p0, let p1, let p2, let p3):
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                // The derivative is 3·(A t² + B t + C) with these coefficients.
                solveQuadratic(a: -a + 3 * b - 3 * c + d, b: 2 * (a - 2 * b + c), c: b - a, keep)
            }
        }
        roots.sort()
        roots.forEach(body)
    }

    /// The smallest rectangle containing the segment itself (not its control points): the end points
    /// and the points at every extremum.
    public var tightBounds: Rect {
        var box = Rect(corner: start, corner: end)
        forEachExtremum { box = box.union(point(at: $0)) }
        return box
    }

    /// The largest distance between the segment and the chord polyline that ``flattened(tolerance:)``
    /// would produce is at most `tolerance`: the number of equal parameter steps needed for that.
    ///
    /// Uses the classical bound on the second difference of the control polygon (Wang's formula):
    /// a quad needs `sqrt(|p0 − 2p1 + p2| / (4·tol))` steps, a cubic
    /// `sqrt(3·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) / (4·tol))`. Always at least 1; capped at
    /// ``maximumFlatteningSteps`` so absurd inputs cannot exhaust memory; 1 for a non-finite count.
    public func flatteningSteps(tolerance: Double) -> Int {
        let tol = Swift.max(tolerance, PathSegment.minimumFlatteningTolerance)
        let steps: Double
        switch self {
        case .line:
            return 1
        case .quad(let p0, let p1, let p2):
            steps = ((p0 - p1 * 2 + p2).length / (4 * tol)).squareRoot()
        case .cubic(let p0, let p1, let p2, let p3):
            let dd = Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
            steps = (3 * dd / (4 * tol)).squareRoot()
        }
        // Compared in floating point before converting: a huge curve's count exceeds `Int.max`.
        guard steps.isFinite else { return 1 }
        guard steps < Double(PathSegment.maximumFlatteningSteps) else { return PathSegment.maximumFlatteningSteps }
        return Swift.max(1, Int(steps.rounded(.up)))
    }

    /// The upper limit on the chords one curve is flattened into (2^16).
    public static let maximumFlatteningSteps = 1 << 16

    /// The smallest tolerance flattening honours, 1e-12 points: below it, steps would only add
    /// rounding noise.
    public static let minimumFlatteningTolerance = 1e-12

    /// Calls `body` with the end point of each chord of the flattened segment (the start point is not
    /// repeated), the last one being exactly ``end``.
    public func forEachFlattenedPoint(tolerance: Double, _ body: (Point) -> Void) {
        let n = flatteningSteps(tolerance: tolerance)
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n { body(point(at: Double(i) * step)) }
        }
        body(end)
    }
}

extension Point {
    /// The length of the vector from the origin to this point.
    @inlinable
    public var length: Double { x.hypotenuse(y) }
}

/// Calls `body` with the real roots of `a·t² + b·t + c = 0`, using the cancellation-free form of the
/// quadratic formula; a vanishing `a` falls back to the linear root. Roots are not sorted or
/// deduplicated.
@usableFromInline
internal func solveQuadratic(a: Double, b: Double, c: Double, _ body: (Double) -> Void) {
    if a == 0 || abs(a) < 1e-12 * Swift.max(abs(b), abs(c)) {
        if b != 0 { body(-c / b) }
        return
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return }
    let q = -0.5 * (b + (b >= 0 ? 1 : -1) * discriminant.squareRoot())
    if q == 0 {
        body(0)
        return
    }
    body(q / a)
    body(c / q)
}
