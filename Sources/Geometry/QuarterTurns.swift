#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far, in units of `max(1, |angle|)·ulp(1)`, an angle may lie from a multiple of π/2 and still
/// count as that multiple: 4 covers the rounding of `k·(π/2)` and of sums of a few such terms.
@usableFromInline
let quarterTurnSnapUlps = 4.0

/// `(cos(angle), sin(angle))`, except that angles within ``quarterTurnSnapUlps`` of a multiple of π/2
/// give exact 0 and ±1 (`cos(π/2)` is otherwise 6e-17), so arcs between axis angles start and end
/// exactly on the axes, as quarter-turn rotations keep integer points integer.
///
/// The angles a rectangle's edges and corners use (0, ±π/2, π and π + π/2, each exactly as
/// computed from `Double.pi`) are answered first without the division and the libm `round` call;
/// the general computation gives the same values for them.
@inlinable
func exactCosineAndSine(_ angle: Double) -> (cosine: Double, sine: Double) {
    if angle == 0 { return (1, 0) }
    if angle == Double.pi / 2 { return (0, 1) }
    if angle == Double.pi { return (-1, 0) }
    if angle == -Double.pi / 2 || angle == Double.pi + Double.pi / 2 { return (0, -1) }
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
