/// The x range of one cell of a tabulated cubic: for every point whose height falls in the cell,
/// the crossing `x` that ``PathSegment/winding(at:)``'s solver computes lies in `[xLow, xHigh]`, so
/// a point left of `xLow` is crossed and one at or right of `xHigh` is not.
@frozen @usableFromInline
struct CubicCell: Sendable {
    @usableFromInline var xLow: Double
    @usableFromInline var xHigh: Double
}

/// The cells of one cubic whose control points are monotone in x and in y, y not constant.
///
/// ## Why the cells are right
/// For such a cubic ``PathSegment/cubicCrossings(_:_:_:_:_:)`` finds no interior extremum (it drops
/// every computed root of y′ when the control points are monotone in y), so it solves one piece,
/// the whole curve, with the root finder that ``QuickCubicCrossing`` analyses: the parameter
/// `t_f` it returns lies in `[0, 1]` and within `2·tol` of `N = {t : |y(t) − py| ≤ M}` (y exact,
/// `M = tol·max|g′| + E_g`, with `E_g` the error bound of its evaluation of `y(t) − py`, taken for
/// the largest `|py|` in the band). A point level with an end point takes that end's parameter
/// exactly, which is in `[0, 1]` too. Then, for a cell of heights `[Y₀, Y₁]`:
/// 1. A sample `t_j` whose computed `y`, ± `E_g`, is below `Y₀ − M` has exact `y(t_j) − py < −M`
///    for every `py` in the cell, so it lies on the low side of `N`; one above `Y₁ + M` on the high
///    side. With `y` monotone, `t_f` lies within `2·tol` of the parameter interval between them
///    (between the start or end of the curve where no sample qualifies).
/// 2. `x` is monotone, so the exact `x(t_f)` lies between the exact `x` at those two parameters,
///    widened by `2·tol·max|x′|`; the computed `x` at each is within `E_x` of the exact, and so is
///    the solver's computed `x(t_f)`. The cell's range is the two computed `x` widened by
///    `2·E_x + 4·tol·max|x′|` (``MonotoneCubicMargins``, as for ``QuickCubicCrossing``; the thresholds on `y` are doubled
///    too, to cover the rounding of the comparisons themselves).
/// 3. Clamping `x(t_f)` into the control points' x range, as the solver does, changes neither
///    comparison with a `px` in that range, which is the only case the cells are asked about.
/// A point whose height maps to cell `k` by `Int((py − base)·scale)` may, through the rounding of
/// that product, lie a few ulps outside the cell's nominal heights; every cell is padded by 1/1024
/// of its height, far more than that rounding (≤ 4 ulps of `cellCount`).
struct CubicCellTable {
    let p0: Point, p1: Point, p2: Point, p3: Point
    /// The lowest height, `min(y₀, y₃)`, and `cellCount / (max − min)`.
    let base: Double, scale: Double
    let height: Double
    let increasing: Bool
    /// Margins: on computed `y` (twice `M + E_g`), on `x`.
    let yThreshold: Double, xMargin: Double

    /// `nil` unless the control points are finite and monotone in both coordinates, y not constant.
    init?(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        guard p0.y != p3.y, p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite, p2.x.isFinite,
              p2.y.isFinite, p3.x.isFinite, p3.y.isFinite else { return nil }
        // The power-form coefficients of y(t), as `cubicCrossings` computes them.
        let (a, b, c) = PathSegment.cubicPowerCoefficients(p0.y, p1.y, p2.y, p3.y)
        let largest = Swift.max(Swift.max(abs(p0.y), abs(p1.y)), Swift.max(abs(p2.y), abs(p3.y)))
        // Margins for every height of the band (|py| ≤ largest), the x margin finite too.
        guard let margins = MonotoneCubicMargins(p0, p1, p2, p3, a: a, b: b, c: c, largestHeight: largest),
              margins.xMargin.isFinite else { return nil }
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        (self.a, self.b, self.c) = (a, b, c)
        increasing = margins.increasing
        base = Swift.min(p0.y, p3.y)
        height = Swift.max(p0.y, p3.y) - base
        scale = Double(PathHitIndex.cellCount) / height
        guard height > 0, height.isFinite, scale.isFinite, scale > 0 else { return nil }
        // M + E_g and the x margin, doubled (the cell's heights are widened by the first).
        yThreshold = 2 * margins.threshold
        xMargin = 2 * margins.xMargin
    }

    private let a: Double, b: Double, c: Double

    /// y(t) in power form, as the root finder evaluates it (error within `E_g`).
    private func y(at t: Double) -> Double {
        PathSegment.cubicPowerForm(a, b, c, p0.y, t)
    }

    /// x(t) in Bernstein form, as the solver evaluates the crossing (error within `E_x`).
    private func x(at t: Double) -> Double {
        PathSegment.cubicBernstein(p0.x, p1.x, p2.x, p3.x, t)
    }

    /// Appends ``PathHitIndex/cellCount`` cells, lowest heights first.
    ///
    /// Cells are visited in parameter order, so that the last sample surely before a cell and the
    /// first surely after it both move forward: two passes over the samples in all. Every sample
    /// used is checked against its own cell; where none qualifies, the curve's start or end serves.
    func appendCells(to cells: inout [CubicCell]) {
        let n = PathHitIndex.cellCount, m = PathHitIndex.sampleCount
        let first = cells.count
        cells.append(contentsOf: repeatElement(CubicCell(xLow: 0, xHigh: 0), count: n))
        func t(_ j: Int) -> Double { Double(j) / Double(m) }  // exact: m is a power of two
        let cellHeight = height / Double(n)
        let pad = cellHeight / 1024
        var lastBefore = -1, firstAfter = 0
        for i in 0..<n {
            let k = increasing ? i : n - 1 - i
            let low = base + Double(k) * cellHeight - pad - yThreshold
            let high = base + Double(k + 1) * cellHeight + pad + yThreshold
            // Before the cell in parameter order: below it if y increases, above it if not.
            func before(_ j: Int) -> Bool { increasing ? y(at: t(j)) < low : y(at: t(j)) > high }
            func after(_ j: Int) -> Bool { increasing ? y(at: t(j)) > high : y(at: t(j)) < low }
            while lastBefore + 1 <= m, before(lastBefore + 1) { lastBefore += 1 }
            while firstAfter <= m, !after(firstAfter) { firstAfter += 1 }
            let tStart = lastBefore >= 0 && before(lastBefore) ? t(lastBefore) : 0
            let tEnd = firstAfter <= m ? t(firstAfter) : 1
            let xStart = x(at: tStart), xEnd = x(at: Swift.max(tStart, tEnd))
            cells[first + k] = CubicCell(xLow: Swift.min(xStart, xEnd) - xMargin,
                                         xHigh: Swift.max(xStart, xEnd) + xMargin)
        }
    }
}
