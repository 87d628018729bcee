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
    /// pieces.
    public func forEachCubic(_ body: (_ control1: Point, _ control2: Point, _ end: Point) -> Void) {
        guard sweepAngle != 0, sweepAngle.isFinite else { return }
        // The small allowance keeps a sweep of exactly π/2 that picked up one rounding error in one piece.
        let pieces = Swift.max(1, Int((abs(sweepAngle) / (Double.pi / 2) - 1e-9).rounded(.up)))
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

/// How far, in units of `max(1, |angle|)·ulp(1)`, an angle may lie from a multiple of π/2 and still
/// count as that multiple: 4 covers the rounding of `k·(π/2)` and of sums of a few such terms. The
/// same rule as ``AffineTransform/init(rotationAngle:)``.
private let quarterTurnSnapUlps = 4.0

/// `(cos(angle), sin(angle))`, except that angles within ``quarterTurnSnapUlps`` of a multiple of π/2
/// give exact 0 and ±1 (`cos(π/2)` is otherwise 6e-17), so arcs between axis angles start and end
/// exactly on the axes, as quarter-turn rotations keep integer points integer.
private func exactCosineAndSine(_ angle: Double) -> (cosine: Double, sine: Double) {
    let quarterTurns = (angle / (Double.pi / 2)).rounded()
    if abs(angle - quarterTurns * (Double.pi / 2))
        <= quarterTurnSnapUlps * Double.ulpOfOne * Swift.max(1, abs(angle)),
       abs(quarterTurns) < 1e15 {
        switch (Int64(quarterTurns) % 4 + 4) % 4 {
        case 0: return (1, 0)
        case 1: return (0, 1)
        case 2: return (-1, 0)
        default: return (0, -1)
        }
    }
    return (cos(angle), sin(angle))
}
