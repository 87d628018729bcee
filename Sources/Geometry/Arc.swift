#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A circular arc: a centre, a radius, a start angle and a signed sweep, all in points and radians.
///
/// A positive sweep turns +x toward +y (clockwise on screen, since y grows down). Arcs become cubic
/// Béziers of at most a quarter turn each, with control distance `4/3·tan(δ/4)·r` for a piece of
/// sweep δ; the largest radial error of a quarter-turn piece is about 2.7e-4 of the radius.
@frozen
public struct Arc: Hashable, Sendable {
    /// The centre of the circle.
    public var center: Point
    /// The radius; a negative radius mirrors the arc through its centre.
    public var radius: Double
    /// The angle of the first point, in radians from +x.
    public var startAngle: Double
    /// The signed angle swept, in radians; at most 2π in magnitude for arcs built by Touchstone.
    public var sweepAngle: Double
    /// The first point. Equal to the point on the circle at ``startAngle`` unless the arc was made by
    /// ``TangentArc``, which stores the exact tangent points.
    public var startPoint: Point
    /// The last point (see ``startPoint``).
    public var endPoint: Point

    /// An arc from `startAngle` sweeping `sweepAngle`.
    public init(center: Point, radius: Double, startAngle: Double, sweepAngle: Double) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweepAngle = sweepAngle
        startPoint = Arc.point(center, radius, startAngle)
        // A full turn ends exactly where it starts, so closing the subpath adds no sliver line.
        endPoint = abs(sweepAngle) == 2 * Double.pi
            ? startPoint : Arc.point(center, radius, startAngle + sweepAngle)
    }

    /// An arc with CoreGraphics' `CGPathAddArc` rule for the sweep.
    ///
    /// `clockwise` has CoreGraphics' meaning, which is in a y-up frame: `true` makes the angle
    /// *decrease* from `startAngle` to `endAngle` (counter-clockwise on a y-down screen), `false`
    /// makes it increase. The sweep is the angular distance travelled in that direction, reduced to
    /// [0, 2π); a requested distance of 2π or more draws one full circle. So `0 → 2π` with
    /// `clockwise: false` is a full circle and with `clockwise: true` is empty, as in CoreGraphics.
    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let distance = clockwise ? startAngle - endAngle : endAngle - startAngle
        var sweep: Double
        if distance >= 2 * Double.pi {
            sweep = 2 * Double.pi
        } else {
            sweep = fmod(distance, 2 * Double.pi)
            if sweep < 0 { sweep += 2 * Double.pi }
        }
        self.init(center: center, radius: radius, startAngle: startAngle,
                  sweepAngle: clockwise ? -sweep : sweep)
    }

    /// Calls `body` with the control points and end point of each cubic piece, in order; the first
    /// piece starts at ``startPoint`` and the last ends exactly at ``endPoint``. A zero sweep gives no
    /// pieces; a sweep beyond 2¹⁶ quarter turns at most 2¹⁶ of them.
    public func forEachCubic(_ body: (_ control1: Point, _ control2: Point, _ end: Point) -> Void) {
        guard sweepAngle != 0, sweepAngle.isFinite else { return }
        // The small allowance keeps a sweep of exactly π/2 that picked up one rounding error in one piece.
        // Compared before converting: a sweep of many turns (only through this public init) is
        // cut into at most 2¹⁶ pieces rather than trapping past `Int.max`.
        let quarters = (abs(sweepAngle) / (Double.pi / 2) - 1e-9).rounded(.up)
        let pieces = quarters < 65_536 ? Swift.max(1, Int(quarters)) : 65_536
        let delta = sweepAngle / Double(pieces)
        let k = 4.0 / 3.0 * tan(delta / 4) * radius
        var angle = startAngle
        var from = startPoint
        for index in 1...pieces {
            let nextAngle = index == pieces ? startAngle + sweepAngle : angle + delta
            let to = index == pieces ? endPoint : Arc.point(center, radius, nextAngle)
            let (cos0, sin0) = exactCosineAndSine(angle), (cos1, sin1) = exactCosineAndSine(nextAngle)
            let control1 = from + Point(x: -sin0, y: cos0) * k
            let control2 = to - Point(x: -sin1, y: cos1) * k
            body(control1, control2, to)
            angle = nextAngle
            from = to
        }
    }

    /// The point of the circle at `angle`, exact on the axes at multiples of π/2.
    private static func point(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
        let (cosine, sine) = exactCosineAndSine(angle)
        return Point(x: center.x + radius * cosine, y: center.y + radius * sine)
    }
}
