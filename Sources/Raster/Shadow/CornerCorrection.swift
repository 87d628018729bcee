import Geometry

/// Subtracts the shadows of the four corner cut-outs from a rectangle's shadow mask (see
/// ``AnalyticShadow`` for the method).
struct CornerCorrection {
    /// Quadrature nodes for one band: depth e below the straight edge, weight (pixels of y), and
    /// the cut-out's width c(e) at that depth.
    struct Nodes {
        var depth: [Double] = [], weight: [Double] = [], cut: [Double] = []
    }

    /// Which straight edge a corner's band hangs from, and which side its cut-out is on.
    struct Corner {
        var top: Bool
        var left: Bool
    }

    /// A half-open range of pixel indices.
    struct Span {
        var lo: Int, hi: Int
        var isEmpty: Bool { hi <= lo }
        func clamped(_ other: Span) -> Span { Span(lo: Swift.max(lo, other.lo), hi: Swift.min(hi, other.hi)) }
    }

    let x0: Double, y0: Double, x1: Double, y1: Double, rx: Double, ry: Double
    let sigmaX: Double, sigmaY: Double
    let bounds: PixelRect
    /// The smooth scheme (σ ≥ 2, one node set for all corners) or the fine one.
    let smooth: Bool
    /// σ at which the smooth scheme takes over from the fine one.
    static let smoothSchemeSigma = 2.0
    /// A cut-out's shadow is ignored beyond this many σ (plus a pixel) from it: `1 − Φ(4)` = 3·10⁻⁵.
    static let reach = 4.0

    init(rect: Rect, rx: Double, ry: Double, sigmaX: Double, sigmaY: Double, bounds: PixelRect) {
        (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        (self.rx, self.ry, self.sigmaX, self.sigmaY, self.bounds) = (rx, ry, sigmaX, sigmaY, bounds)
        smooth = Swift.min(sigmaX, sigmaY) >= CornerCorrection.smoothSchemeSigma
    }

    /// The cut-out's width at depth e below the straight edge: `rx·(1 − √(1 − (d/ry)²))` with
    /// d = ry − e, written as `rx·d² / (ry·(ry + √(e(2ry − e))))` to avoid cancellation near d = 0.
    func cut(depth e: Double) -> Double {
        let d = ry - e
        return rx * d * d / (ry * (ry + (e * Swift.max(2 * ry - e, 0)).squareRoot()))
    }

    /// Gauss–Legendre nodes in s = √e over panels [e_i, e_{i+1}] between sorted breakpoints.
    func nodes(breakpoints: [Double], order: Int) -> Nodes {
        let rule = GaussLegendre.rule(order: order)
        var result = Nodes()
        for (e0, e1) in zip(breakpoints, breakpoints.dropFirst()) where e1 > e0 {
            let s0 = e0.squareRoot(), s1 = e1.squareRoot()
            let mid = (s0 + s1) / 2, half = (s1 - s0) / 2
            for (xi, w) in rule {
                let s = mid + half * xi
                let e = s * s
                result.depth.append(e)
                result.weight.append(w * half * 2 * s)
                result.cut.append(cut(depth: e))
            }
        }
        return result
    }

    /// The smooth scheme's nodes, 6 per panel. Panels are about 2σ tall (3σ from σ = 4 up), and
    /// more when the corner is much wider than tall: across the band the cut-out's width runs from
    /// rx to 0, and that too must be resolved at the scale of σx.
    func smoothNodes() -> Nodes {
        func panelSize(_ sigma: Double) -> Double { (sigma < 4 ? 2 : 3) * sigma }
        let panels = Swift.max(1, Int((ry / panelSize(sigmaY)).rounded(.up)), Int((rx / panelSize(sigmaX)).rounded(.up)))
        let breakpoints = (0...panels).map { $0 == panels ? ry : ry * Double($0) / Double(panels) }
        return nodes(breakpoints: breakpoints, order: 6)
    }

    /// The depth at which the cut-out is `c` wide (0 ≤ c ≤ rx): the inverse of ``cut(depth:)``.
    func depth(cut c: Double) -> Double {
        let f = Swift.min(Swift.max(c / rx, 0), 1)
        return ry - ry * (f * (2 - f)).squareRoot()
    }

    /// The fine scheme's nodes for one corner: panels end at every pixel row and wherever the arc
    /// crosses a pixel column, so the integrand is smooth inside every panel. Below σ = 0.25 the
    /// blurred kinks there are narrower than a panel, so each also gets panel ends 3σ either side
    /// of it, and 6 points per panel instead of 4.
    func fineNodes(_ corner: Corner) -> Nodes {
        let narrow = Swift.min(sigmaX, sigmaY) < CornerCorrection.narrowKinkSigma
        var breakpoints: [Double] = [0, ry]
        // Rows: integers k strictly inside the band.
        let (bandLo, bandHi) = corner.top ? (y0, y0 + ry) : (y1 - ry, y1)
        var k = bandLo.rounded(.down) + 1
        while k < bandHi {
            let e = corner.top ? k - y0 : y1 - k
            breakpoints.append(e)
            if narrow { breakpoints += [e - 3 * sigmaY, e + 3 * sigmaY] }
            k += 1
        }
        // Columns: integers strictly inside the corner's x range, where c(e) = distance to the side.
        let (sideLo, sideHi) = corner.left ? (x0, x0 + rx) : (x1 - rx, x1)
        k = sideLo.rounded(.down) + 1
        while k < sideHi {
            let c = corner.left ? k - x0 : x1 - k
            breakpoints.append(depth(cut: c))
            if narrow { breakpoints += [depth(cut: c - 3 * sigmaX), depth(cut: c + 3 * sigmaX)] }
            k += 1
        }
        breakpoints = breakpoints.map { Swift.min(Swift.max($0, 0), ry) }.sorted()
        return nodes(breakpoints: breakpoints, order: narrow ? 6 : 4)
    }

    /// Below this σ the fine scheme isolates each blurred kink in panels of its own.
    static let narrowKinkSigma = 0.25

    /// Pixel columns (or rows) `[floor(lo), ceil(hi))` clipped to `limit`.
    static func span(_ lo: Double, _ hi: Double, within limit: Span) -> Span {
        Span(lo: Int(lo.rounded(.down)), hi: Int(hi.rounded(.up))).clamped(limit)
    }

    /// Subtracts the corner cut-outs' shadows from `values`, the rectangle mask built from
    /// `columns` × `rows` over ``bounds``.
    mutating func apply(to values: inout [UInt8], columns: [Double], rows: [Double]) {
        let tableX = PixelGaussianTable(sigma: sigmaX)
        let tableY = sigmaY == sigmaX ? tableX : PixelGaussianTable(sigma: sigmaY)
        let shared = smooth ? smoothNodes() : nil
        for region in regions() {
            correct(&values, rows: region.rows, columns: region.columns, corners: region.corners, shared: shared,
                    tableX: tableX, tableY: tableY, profileX: columns, profileY: rows)
        }
    }

    /// The disjoint regions of ``bounds`` that the corners' cut-out shadows reach, each with the
    /// corners that reach it, in the order ``apply(to:columns:rows:)`` finishes them.
    func regions() -> [(rows: Span, columns: Span, corners: [Corner])] {
        let reachX = CornerCorrection.reach * sigmaX + 1, reachY = CornerCorrection.reach * sigmaY + 1
        let allColumns = Span(lo: bounds.x, hi: bounds.maxX), allRows = Span(lo: bounds.y, hi: bounds.maxY)
        let left = Self.span(x0 - reachX, x0 + rx + reachX, within: allColumns)
        let right = Self.span(x1 - rx - reachX, x1 + reachX, within: allColumns)
        let top = Self.span(y0 - reachY, y0 + ry + reachY, within: allRows)
        let bottom = Self.span(y1 - ry - reachY, y1 + reachY, within: allRows)
        // Bands that overlap merge, so every pixel is finished once, with all corners that reach it.
        func bands(_ a: Span, _ b: Span) -> [(Span, [Bool])] {
            if a.isEmpty && b.isEmpty { return [] }
            if a.isEmpty { return [(b, [false])] }
            if b.isEmpty { return [(a, [true])] }
            if a.hi >= b.lo { return [(Span(lo: a.lo, hi: b.hi), [true, false])] }
            return [(a, [true]), (b, [false])]
        }
        var result: [(rows: Span, columns: Span, corners: [Corner])] = []
        for (rowSpan, tops) in bands(top, bottom) {
            for (columnSpan, lefts) in bands(left, right) {
                result.append((rowSpan, columnSpan, tops.flatMap { t in lefts.map { Corner(top: t, left: $0) } }))
            }
        }
        return result
    }

    /// Finishes the pixels of one region: accumulates every corner's cut-out shadow, then stores
    /// `round(255 · (rectangle − cut-outs))`.
    private func correct(_ values: inout [UInt8], rows rowSpan: Span, columns columnSpan: Span,
                         corners: [Corner], shared: Nodes?, tableX: PixelGaussianTable,
                         tableY: PixelGaussianTable, profileX: [Double], profileY: [Double]) {
        let width = columnSpan.hi - columnSpan.lo, height = rowSpan.hi - rowSpan.lo
        // Explicit products (Float, vectorizable) and, per row, a difference array for the runs of
        // columns where a node's column factor is exactly 1 (Double, prefix-summed at the end).
        var sum = [Float](repeating: 0, count: width * height)
        var runs = [Double](repeating: 0, count: (width + 1) * height)
        var rowHasRuns = [Bool](repeating: false, count: height)
        // Per node: the column factor (Float, for the vectorized products), the two step samples it
        // is the difference of, and the row factor. Indexed by absolute column or row.
        var scratch = [Double](repeating: 0, count: 2 * width + height)
        var columnFactor = [Float](repeating: 0, count: width)
        sum.withUnsafeMutableBufferPointer { sumBuffer in
        columnFactor.withUnsafeMutableBufferPointer { factorBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            let sum = sumBuffer.baseAddress! - columnSpan.lo
            let factor = factorBuffer.baseAddress! - columnSpan.lo
            let fixedStep = scratchBuffer.baseAddress! - columnSpan.lo
            let movingStep = scratchBuffer.baseAddress! + width - columnSpan.lo
            let rowFactor = scratchBuffer.baseAddress! + 2 * width - rowSpan.lo
            for corner in corners {
                let nodes = shared ?? fineNodes(corner)
                // The straight side's step, the same for every node of this corner.
                let fixedEdge = corner.left ? x0 : x1
                tableX.sample(.step, from: Double(columnSpan.lo) - fixedEdge, count: width, into: fixedStep + columnSpan.lo)
                for k in nodes.depth.indices {
                    let yk = corner.top ? y0 + nodes.depth[k] : y1 - nodes.depth[k]
                    let c = nodes.cut[k]
                    let (lo, hi) = corner.left ? (x0, x0 + c) : (x1 - c, x1)
                    let movingEdge = corner.left ? hi : lo
                    // Column factor step(x − lo) − step(x − hi): nonzero on `live`, exactly 1 on
                    // `one`, which goes to the run-length difference array instead.
                    let live = Self.span(lo + tableX.lowT, hi + tableX.highT + 1, within: columnSpan)
                    let rowLive = Self.span(yk + tableY.lowT, yk + tableY.highT + 1, within: rowSpan)
                    if live.isEmpty || rowLive.isEmpty { continue }
                    var one = Span(lo: Int((lo + tableX.highT).rounded(.up)),
                                   hi: Int((hi + tableX.lowT).rounded(.down)) + 1).clamped(live)
                    if one.isEmpty { one = Span(lo: live.hi, hi: live.hi) }
                    let before = Span(lo: live.lo, hi: one.lo), after = Span(lo: one.hi, hi: live.hi)
                    tableX.sample(.step, from: Double(live.lo) - movingEdge, count: live.hi - live.lo,
                                  into: movingStep + live.lo)
                    for part in [before, after] {
                        for x in part.lo..<part.hi {
                            let (a, b) = corner.left ? (fixedStep[x], movingStep[x]) : (movingStep[x], fixedStep[x])
                            factor[x] = Float(a - b)
                        }
                    }
                    tableY.sample(.box, from: Double(rowLive.lo) - yk, count: rowLive.hi - rowLive.lo,
                                  into: rowFactor + rowLive.lo)
                    let weight = nodes.weight[k]
                    for y in rowLive.lo..<rowLive.hi {
                        let g = weight * rowFactor[y]
                        if g == 0 { continue }
                        let j = y - rowSpan.lo
                        let row = sum + j * width
                        let gf = Float(g)
                        for x in before.lo..<before.hi { row[x] += gf * factor[x] }
                        for x in after.lo..<after.hi { row[x] += gf * factor[x] }
                        if !one.isEmpty {
                            rowHasRuns[j] = true
                            runs[j * (width + 1) + one.lo - columnSpan.lo] += g
                            runs[j * (width + 1) + one.hi - columnSpan.lo] -= g
                        }
                    }
                }
            }
        }
        }
        }
        // Finish in Float (error ~10⁻⁵ of a level), vectorized: rectangle − products − runs.
        let horizontal = (0..<width).map { Float(profileX[columnSpan.lo + $0 - bounds.x]) }
        var runRow = [Float](repeating: 0, count: width)
        values.withUnsafeMutableBufferPointer { out in
            for j in 0..<height {
                let y = rowSpan.lo + j
                let vertical = Float(profileY[y - bounds.y])
                if rowHasRuns[j] {
                    var run = 0.0
                    for i in 0..<width {
                        run += runs[j * (width + 1) + i]
                        runRow[i] = Float(run)
                    }
                } else if j == 0 || rowHasRuns[j - 1] {
                    for i in 0..<width { runRow[i] = 0 }
                }
                let outRow = out.baseAddress! + ((y - bounds.y) * bounds.width + columnSpan.lo - bounds.x)
                sum.withUnsafeBufferPointer { sum in
                    let products = sum.baseAddress! + j * width
                    for i in 0..<width {
                        let value = (horizontal[i] * vertical - products[i] - runRow[i]) * 255
                        outRow[i] = AnalyticShadow.roundToByte(Swift.max(value, 0))
                    }
                }
            }
        }
    }
}
