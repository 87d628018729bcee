/// A shortcut for ``PathSegment/cubicCrossings(_:_:_:_:_:)``: decides whether a monotone piece's
/// crossing lies right of the point after two Newton steps, without converging the root, and only
/// when that is provably what the full solve (``PathSegment/cubicRoot(a:b:c:d:from:to:increasing:start:)``
/// to 1e-12) would decide. It is what makes a hit test near a rounded corner cheap
/// (`BM_HitTest/generic/corner`); the answer never changes (WindingEquivalenceTests).
///
/// ## Why the answer is the same
/// It applies to cubics whose control points are monotone in both y and x, so the exact curve is
/// monotone in both (a Bernstein polynomial with monotone coefficients is monotone). Write `Y(t)`
/// for the exact `y(t) − py`, oriented to increase, and `E_g` for a bound on the error of the
/// computed `g(t)` (the root finder's function: `Y` through rounded power-form coefficients and
/// Horner's rule). Then:
/// 1. Every point the root finder evaluates with `g < 0` has `Y < E_g`, and with `g > 0`,
///    `Y > −E_g`. Its answer `t_f` is therefore one whose `g` is 0, or lies within the tolerance
///    `tol` of a bracket whose ends straddle `{|Y| ≤ E_g}`, or follows a Newton step shorter than
///    `tol` from a point where `|g| ≤ tol·max|g′|`. In every case `t_f` lies within `2·tol` of the
///    interval `N = {t : |Y(t)| ≤ M}`, `M = tol·max|g′| + E_g`.
/// 2. Two probes `t_L < t_H` with computed `g(t_L) < −(M + E_g)` and `g(t_H) > M + E_g` have
///    `Y(t_L) < −M` and `Y(t_H) > M`, so they lie on either side of `N`, and
///    `t_f ∈ [t_L − 2·tol, t_H + 2·tol]`.
/// 3. `x` is monotone, so the exact `x(t_f)` lies between `x(t_L)` and `x(t_H)` widened by
///    `2·tol·max|x′|`; the computed `x(t_f)` is within `E_x` of it, as are the computed values at
///    the probes. If the probes' computed `x` are both above `px` by more than
///    `2·E_x + 4·tol·max|x′|`, so is the root finder's; if both are at or below `px` by that
///    margin, so is it. Clamping `x` into the control points' range changes neither comparison,
///    since `px` lies in that range.
/// ``MonotoneCubicMargins`` computes those margins. Otherwise (a point within about 1e-12 of the curve's scale, or probes that miss the root) it
/// returns `nil` and the full solve runs.
///
/// The probes sit two Newton steps from the root finder's start, ± twice the second step's
/// predicted error (`|g″|·e²/(2|g′|)` after a step of length `e`), widened by the tolerance.
@usableFromInline
struct QuickCubicCrossing {
    let p0: Point, p1: Point, p2: Point, p3: Point
    let a: Double, b: Double, c: Double, d: Double
    /// Whether y(t) increases along the curve, and the margins of steps 2 and 3.
    let margins: MonotoneCubicMargins

    /// `nil` unless the control points are monotone in both coordinates and y is not constant.
    @inline(__always)
    init?(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, a: Double, b: Double, c: Double, py: Double) {
        guard let margins = MonotoneCubicMargins(p0, p1, p2, p3, a: a, b: b, c: c, largestHeight: abs(py))
        else { return nil }
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        (self.a, self.b, self.c, self.d) = (a, b, c, p0.y - py)
        self.margins = margins
    }

    /// Whether the crossing of the piece `[ta, tb]` lies strictly right of `px`, or `nil` when the
    /// full solve must decide. The arguments are the root finder's.
    @inline(__always)
    func decide(from ta: Double, to tb: Double, increasing pieceIncreasing: Bool, start: Double,
                px: Double) -> Bool? {
        let increasing = margins.increasing, threshold = margins.threshold
        guard pieceIncreasing == increasing else { return nil }
        let direction: Double = increasing ? 1 : -1
        // Two Newton steps from the root finder's own start (one is not enough from a regula
        // falsi start on a quarter circle: the probes then straddle a few points of x).
        func newton(_ t: Double) -> (next: Double, step: Double, slope: Double)? {
            let g = direction * PathSegment.cubicPowerForm(a, b, c, d, t)
            let slope = direction * ((3 * a * t + 2 * b) * t + c)
            guard slope > 0 else { return nil }
            let step = g / slope
            return (PathSegment.clamp(t - step, ta, tb), step, slope)
        }
        guard let first = newton(PathSegment.clamp(start, ta, tb)),
              let second = newton(first.next) else { return nil }
        let t1 = first.next, t2 = second.next
        let curvature = abs(6 * a * t1 + 2 * b)
        let spread = curvature * second.step * second.step / second.slope
            + 4 * PathSegment.windingRootTolerance
        let low = Swift.max(ta, t2 - spread), high = Swift.min(tb, t2 + spread)
        let gLow = direction * PathSegment.cubicPowerForm(a, b, c, d, low)
        let gHigh = direction * PathSegment.cubicPowerForm(a, b, c, d, high)
        guard gLow < -threshold, gHigh > threshold else { return nil }
        let xLow = x(at: low), xHigh = x(at: high)
        if Swift.min(xLow, xHigh) - margins.xMargin > px { return true }
        if PathSegment.maximum(xLow, xHigh) + margins.xMargin <= px { return false }
        return nil
    }

    /// x(t) in Bernstein form, as the root finder's caller evaluates it.
    @inline(__always)
    func x(at t: Double) -> Double {
        PathSegment.cubicBernstein(p0.x, p1.x, p2.x, p3.x, t)
    }
}
