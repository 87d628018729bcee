import Geometry

/// MDC's ripple worked out from its source, independently of Material's code: `MDCRippleLayer`
/// (material-components-ios, components/Ripple/src/private/MDCRippleLayer.m) grows a circle of
/// final radius hypot(w/2, h/2) + 10 from a scale of 0.3 · max(w, h) / R to 1 over 0.225 s with
/// Core Animation's ease-in-ease-out curve, moves its centre from the touch to the bounds' centre
/// on the same curve, fades in over 0.075 s linearly, and, released before its growth ends,
/// fades out linearly over 0.15 s from 0.15 s after the touch.
struct MDCRippleCurve {
    let size: Size
    let touch: Point

    /// hypot(w/2, h/2) + 10.
    var finalRadius: Double { ((size.width / 2) * (size.width / 2) + (size.height / 2) * (size.height / 2)).squareRoot() + 10 }

    /// The radius `t` seconds after the touch.
    func radius(at t: Double) -> Double {
        let start = 0.3 * max(size.width, size.height) / finalRadius
        return finalRadius * (start + (1 - start) * Self.easeInEaseOut(min(t / 0.225, 1)))
    }

    /// The centre, in the view's coordinates, `t` seconds after the touch.
    func center(at t: Double) -> Point {
        let f = Self.easeInEaseOut(min(t / 0.225, 1))
        return Point(x: touch.x + (size.width / 2 - touch.x) * f, y: touch.y + (size.height / 2 - touch.y) * f)
    }

    /// The opacity `t` seconds after a touch released at once (a tap).
    func opacityOfATap(at t: Double) -> Double {
        let fadeIn = min(t / 0.075, 1)
        let fadeOut = t < 0.15 ? 1 : max(0, 1 - (t - 0.15) / 0.15)
        return min(fadeIn, fadeOut)
    }

    /// Core Animation's ease-in-ease-out, the cubic Bézier (0.42, 0), (0.58, 1): y at the curve
    /// parameter whose x is `x`, found by bisection (x(u) rises monotonically on [0, 1]).
    static func easeInEaseOut(_ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(0.42, 0.58, mid) < x { low = mid } else { high = mid }
        }
        return bezier(0, 1, (low + high) / 2)
    }
}
