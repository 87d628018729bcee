/// The error margins of the cubic root finder on a cubic whose control points are monotone in x
/// and in y: the one analysis behind both shortcuts past the full solve of
/// ``PathSegment/cubicCrossings(_:_:_:_:_:)``, a query's ``QuickCubicCrossing`` and a
/// ``PathHitIndex``'s precomputed cells (``CubicCellTable``).
///
/// With `g(t)` the root finder's function (`y(t) − py` through the power-form coefficients `a`,
/// `b`, `c` and Horner's rule, oriented to increase) and `E_g` a bound on its evaluation error, the
/// root finder's answer lies within `2·tol` of `N = {t : |y(t) − py| ≤ M}`, `M = tol·max|g′| + E_g`
/// (``QuickCubicCrossing`` says why). So a parameter whose computed `g` is beyond ±``threshold``
/// (`M + E_g`) lies on a known side of `N`, and computed `x` values at two such parameters bracket
/// the solver's computed crossing once widened by ``xMargin`` (`2·E_x + 4·tol·max|x′|`, with `E_x`
/// the error of `x(t)` in Bernstein form).
@usableFromInline
struct MonotoneCubicMargins {
    /// `E_g` in units of `Double.ulpOfOne` times the sum of the heights' magnitudes, 256: coefficient
    /// rounding plus Horner's, each under 64 for cubics with |coefficients| up to 8 × the control
    /// points' magnitudes. Generous: it only decides how close to the curve a point must be for the
    /// full solve to run.
    static let powerFormErrorUlps = 256.0
    /// `E_x` in the same units over the x magnitudes, 32: four terms of at most four roundings,
    /// three additions.
    static let bernsteinErrorUlps = 32.0

    /// Whether y increases along the curve.
    let increasing: Bool
    /// `M + E_g`.
    let threshold: Double
    /// `2·E_x + 4·tol·max|x′|`.
    let xMargin: Double

    /// The margins for heights `py` up to `largestHeight` in magnitude, or `nil` unless the control
    /// points are monotone in both coordinates, y not constant, and the error sizes are finite.
    /// `a`, `b`, `c` are y(t)'s power-form coefficients, as ``PathSegment/cubicCrossings(_:_:_:_:_:)``
    /// computes them.
    @inline(__always)
    init?(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, a: Double, b: Double, c: Double,
          largestHeight: Double) {
        // The sign of a rounded difference is the sign of the exact one.
        let dy0 = p1.y - p0.y, dy1 = p2.y - p1.y, dy2 = p3.y - p2.y
        let dx0 = p1.x - p0.x, dx1 = p2.x - p1.x, dx2 = p3.x - p2.x
        let yUp = dy0 >= 0 && dy1 >= 0 && dy2 >= 0, yDown = dy0 <= 0 && dy1 <= 0 && dy2 <= 0
        let xMonotone = (dx0 >= 0 && dx1 >= 0 && dx2 >= 0) || (dx0 <= 0 && dx1 <= 0 && dx2 <= 0)
        guard yUp != yDown, xMonotone else { return nil }  // yUp == yDown: constant y, or not monotone
        let ulp = Double.ulpOfOne
        let ySize = abs(p0.y) + abs(p1.y) + abs(p2.y) + abs(p3.y) + largestHeight
        let xSize = abs(p0.x) + abs(p1.x) + abs(p2.x) + abs(p3.x)
        let errorG = Self.powerFormErrorUlps * ulp * ySize
        let errorX = Self.bernsteinErrorUlps * ulp * xSize
        let tol = PathSegment.windingRootTolerance
        let maxSlopeG = 4 * abs(a) + 3 * abs(b) + 2 * abs(c)
        let maxSlopeX = 3 * (abs(dx0) + abs(dx1) + abs(dx2))
        guard ySize.isFinite, xSize.isFinite, maxSlopeG.isFinite else { return nil }
        increasing = yUp
        threshold = tol * maxSlopeG + 2 * errorG
        xMargin = 2 * errorX + 4 * tol * maxSlopeX
    }
}
