import Geometry
import Raster
import Scene
@testable import Material

/// Milliseconds to clock nanoseconds.
func rippleMs(_ ms: Double) -> Int64 { Int64((ms * 1_000_000).rounded()) }

/// An independent cubic-Bézier timing curve (x1, y1, x2, y2), for expected values: x(t) is solved by
/// bisection (monotone on 0…1 for control x in 0…1) to 1e-14, then y(t) is evaluated. Deliberately
/// unlike the production solver (Newton with a bisection fallback).
func rippleReferenceCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0, hi = 1.0
    while hi - lo > 1e-14 {
        let mid = (lo + hi) / 2
        if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return bezier(y1, y2, (lo + hi) / 2)
}

/// The system ease-in-ease-out curve (0.42, 0, 0.58, 1) through the reference solver.
func rippleEaseInEaseOut(_ x: Double) -> Double { rippleReferenceCurve(0.42, 0, 0.58, 1, at: x) }

/// Records ripple-view delegate calls with the clock time of each.
final class RippleEventLog: RippleViewDelegate {
    let clock: SimClock
    var events: [(String, Int64)] = []
    init(clock: SimClock) { self.clock = clock }
    var names: [String] { events.map(\.0) }
    func rippleTouchDownAnimationDidBegin(_ rippleView: RippleView) { events.append(("downBegan", clock.now)) }
    func rippleTouchDownAnimationDidEnd(_ rippleView: RippleView) { events.append(("downEnded", clock.now)) }
    func rippleTouchUpAnimationDidBegin(_ rippleView: RippleView) { events.append(("upBegan", clock.now)) }
    func rippleTouchUpAnimationDidEnd(_ rippleView: RippleView) { events.append(("upEnded", clock.now)) }
}
