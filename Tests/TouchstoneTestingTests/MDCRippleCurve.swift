import Geometry
import TestSupport

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
        return finalRadius * (start + (1 - start) * ReferenceBezier.easeInEaseOut.value(at: min(t / 0.225, 1)))
    }

    /// The centre, in the view's coordinates, `t` seconds after the touch.
    func center(at t: Double) -> Point {
        let f = ReferenceBezier.easeInEaseOut.value(at: min(t / 0.225, 1))
        return Point(x: touch.x + (size.width / 2 - touch.x) * f, y: touch.y + (size.height / 2 - touch.y) * f)
    }

    /// The opacity `t` seconds after a touch released at once (a tap).
    func opacityOfATap(at t: Double) -> Double {
        let fadeIn = min(t / 0.075, 1)
        let fadeOut = t < 0.15 ? 1 : max(0, 1 - (t - 0.15) / 0.15)
        return min(fadeIn, fadeOut)
    }
}
