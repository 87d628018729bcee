/// The arc that CoreGraphics' `CGPathAddArcToPoint` draws: a circle of a given radius tangent to the
/// line `current → corner` and to the line `corner → next`, traced the short way between its two
/// tangent points.
///
/// With unit vectors u (corner → current) and v (corner → next), the tangent points lie at distance
/// `d = r / tan(θ/2)` from the corner, θ being the angle between u and v, and
/// `1 / tan(θ/2) = (1 + u·v) / |u × v| = |u × v| / (1 − u·v)`: the first form for acute corners, the
/// second for obtuse ones, so that the sum never cancels (1 + u·v vanishes as the corner straightens
/// out). Both are exactly 1 for a right angle between axis directions, whose unit vectors are taken
/// exactly (``unit(_:length:)``), so the tangent points of an axis-aligned rounded corner are exact.
@frozen
public struct TangentArc: Hashable, Sendable {
    /// The tangent point on the line `current → corner`, where the arc begins.
    public var start: Point
    /// The tangent point on the line `corner → next`, where the arc ends (not necessarily `next`).
    public var end: Point
    /// The corner both lines meet at.
    public var corner: Point
    /// The circle's radius (positive).
    public var radius: Double
    /// `tan(α/2)` for the arc's sweep α = π − θ; it equals `d / r`.
    public var halfSweepTangent: Double
    /// Whether the arc turns toward +y from +x (positive angles, clockwise on a y-down screen).
    public var turnsPositively: Bool

    /// The arc for the three points, or `nil` in `CGPathAddArcToPoint`'s degenerate cases, where it
    /// draws only a line to `corner`: a zero or non-finite radius, `current` or `next` equal to
    /// `corner`, or the three points collinear. A negative radius counts as its magnitude.
    @inlinable
    public init?(from current: Point, corner: Point, to next: Point, radius: Double) {
        let r = abs(radius)
        guard r > 0, r.isFinite else { return nil }
        let toCurrent = current - corner, toNext = next - corner
        let lengthU = toCurrent.length, lengthV = toNext.length
        guard lengthU > 0, lengthV > 0, lengthU.isFinite, lengthV.isFinite else { return nil }
        let u = TangentArc.unit(toCurrent, length: lengthU), v = TangentArc.unit(toNext, length: lengthV)
        let cross = u.x * v.y - u.y * v.x
        let dot = u.x * v.x + u.y * v.y
        guard cross != 0, 1 + dot > 0 else { return nil }
        halfSweepTangent = dot < 0 ? abs(cross) / (1 - dot) : (1 + dot) / abs(cross)
        let distance = r * halfSweepTangent
        start = corner + u * distance
        end = corner + v * distance
        self.corner = corner
        self.radius = r
        // Travelling along −u and turning onto v turns by the sign of (−u) × v.
        turnsPositively = cross < 0
    }

    /// `w / length` for `length` = |w| (positive, finite): `w · (1 / length)`, except along the axes,
    /// where the unit vector is exact. `x · (1/x)` can round to 1 − 2⁻⁵³ (x = 49, for one), which
    /// would put a right-angled corner's tangent points an ulp off and its sweep just past π/2.
    /// The zero component keeps its sign, as the product would.
    @inlinable
    static func unit(_ w: Point, length: Double) -> Point {
        if w.y == 0 { return Point(x: w.x < 0 ? -1 : 1, y: w.y) }
        if w.x == 0 { return Point(x: w.x, y: w.y < 0 ? -1 : 1) }
        return w * (1 / length)
    }

    /// The centre of the circle: a radius away from ``start``, on the side the arc turns toward.
    public var center: Point {
        let u = start - corner
        let length = u.length
        let normal = turnsPositively ? Point(x: u.y, y: -u.x) : Point(x: -u.y, y: u.x)
        return start + normal * (radius / length)
    }

    /// The same arc as an ``Arc`` (centre, angles), with the exact tangent points as its ends.
    public var arc: Arc {
        let c = center
        let magnitude = 2 * atan2Positive(halfSweepTangent)
        var arc = Arc(center: c, radius: radius,
                      startAngle: angle(of: start - c),
                      sweepAngle: turnsPositively ? magnitude : -magnitude)
        arc.startPoint = start
        arc.endPoint = end
        return arc
    }

    /// Calls `body` with the control points and end of each cubic piece.
    ///
    /// An arc of at most a quarter turn (`tan(α/2) ≤ 1`) is one cubic whose controls lie on the two
    /// tangent lines at `λ = 4/3 · tan(α/4) / tan(α/2) = 4/3 / (1 + sqrt(1 + tan²(α/2)))` of the way
    /// from each tangent point to the corner, computed without trigonometry. Wider arcs go through
    /// ``Arc/forEachCubic(_:)``.
    @inlinable
    public func forEachCubic(_ body: (_ control1: Point, _ control2: Point, _ end: Point) -> Void) {
        let t = halfSweepTangent
        guard t <= 1 else {
            arc.forEachCubic(body)
            return
        }
        let lambda = TangentArc.controlFraction(halfSweepTangent: t)
        body(start + (corner - start) * lambda, end + (corner - end) * lambda, end)
    }

    /// How far along each tangent line, from its tangent point toward the corner, the controls of
    /// the one cubic of an arc of at most a quarter turn lie: `4/3 / (1 + sqrt(1 + t²))` for
    /// `t = tan(α/2)` (see ``forEachCubic(_:)``). A quarter turn, `t = 1`, is a rounded rectangle's
    /// corner.
    @inlinable @inline(__always)
    public static func controlFraction(halfSweepTangent t: Double) -> Double {
        (4.0 / 3.0) / (1 + (1 + t * t).squareRoot())
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `atan(t)` for t ≥ 0, via the C library.
private func atan2Positive(_ t: Double) -> Double { atan2(t, 1) }

/// The direction of `v` in radians, as `atan2`.
private func angle(of v: Point) -> Double { atan2(v.y, v.x) }
