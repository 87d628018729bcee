import Geometry

extension AnalyticShadow {
    /// The values of ``AnalyticShadow/roundedRectMask(_:cornerWidth:cornerHeight:sigmaX:sigmaY:clippedTo:)``
    /// one row, or part of a row, at a time, without building the mask.
    ///
    ///     var rows = try AnalyticShadow.Rows(card, cornerWidth: 36, cornerHeight: 36,
    ///                                        sigmaX: 8, sigmaY: 8, clippedTo: canvasBounds)
    ///     var line = [UInt8](repeating: 0, count: rows.bounds.width)
    ///     for y in rows.bounds.y..<rows.bounds.maxY {
    ///         line.withUnsafeMutableBufferPointer {
    ///             rows.fill(row: y, columns: rows.bounds.x..<rows.bounds.maxX, into: $0.baseAddress!)
    ///         }
    ///         // composite `line` into row y …
    ///     }
    ///
    /// Every value is the mask's, bit for bit: the same profiles, the same corner quadrature, the
    /// same `Float` sums in the same order, only evaluated per row. A caller that needs a few
    /// columns of a row (a shadow's halo beside an opaque shape) pays only for those columns,
    /// apart from a fixed set-up (the profiles and the corner nodes, as the mask's).
    ///
    /// ## How the corners are evaluated per row
    /// The mask subtracts each corner's cut-out shadow node by node over a box around the corner
    /// (``CornerCorrection``): for every node, a column factor times a row factor, added to a
    /// `Float` sum per pixel. Here the column and row factors of every node are computed once, in
    /// the same order and by the same calls; a row then walks the nodes in that order and adds
    /// their products over the columns it was asked for. Each pixel therefore receives the same
    /// additions in the same order as in the mask.
    public struct Rows {
        /// The pixels the mask would cover: the shadow's reach, clipped. Its width or height is 0
        /// when the shadow is empty (or wholly clipped), exactly as the mask's bounds.
        public let bounds: PixelRect
        /// The vertical profile, one value per row of ``bounds`` (the rectangle's factor).
        private let rowProfile: [Double]
        /// `Float(column · 255)`: the separable part's horizontal factor.
        private let scaledColumns: [Float]
        /// `Float(column)`: the horizontal factor of the corners' formula.
        private let columnProfile: [Float]
        /// Rows whose vertical factor is exactly 1: `round(scaledColumns)`.
        private let fullRow: [UInt8]
        /// The corner corrections (no regions when the corners are square).
        private let corners: CornerRows
        /// Per-row sums of the corner products and run-length differences (scratch).
        private var sums: [Float] = [], runs: [Double] = []

        /// The rows of the shadow of a rectangle with quarter-ellipse corners; the arguments,
        /// their clamping and the errors are
        /// ``AnalyticShadow/roundedRectMask(_:cornerWidth:cornerHeight:sigmaX:sigmaY:clippedTo:)``'s.
        ///
        /// - Throws: ``ShadowError`` for non-finite geometry or an invalid σ; ``CanvasError`` past the
        ///   canvas limits.
        public init(_ rect: Rect, cornerWidth: Double, cornerHeight: Double, sigmaX: Double, sigmaY: Double,
                    clippedTo clip: PixelRect) throws {
            let (r, sx, sy, bounds) = try AnalyticShadow.roundedRectSetUp(
                rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
            guard !bounds.isEmpty, r.width > 0, r.height > 0 else {
                self.bounds = PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0)
                (rowProfile, scaledColumns, columnProfile, fullRow, corners) = ([], [], [], [], CornerRows())
                return
            }
            try Canvas.checkSize(width: bounds.width, height: bounds.height)
            self.bounds = bounds
            let columns = boxProfile(lo: r.minX, hi: r.maxX, sigma: sx, first: bounds.x, count: bounds.width)
            rowProfile = boxProfile(lo: r.minY, hi: r.maxY, sigma: sy, first: bounds.y, count: bounds.height)
            let scaled = columns.map { Float($0 * 255) }
            scaledColumns = scaled
            columnProfile = columns.map { Float($0) }
            fullRow = scaled.map { roundToByte($0) }
            let (rx, ry) = AnalyticShadow.cornerSemiAxes(cornerWidth, cornerHeight, in: r)
            if rx > 0, ry > 0 {
                let correction = CornerCorrection(rect: r, rx: rx, ry: ry, sigmaX: sx, sigmaY: sy, bounds: bounds)
                let corners = CornerRows(correction)
                let widest = corners.regions.map { $0.columns.hi - $0.columns.lo }.max() ?? 0
                sums = [Float](repeating: 0, count: widest)
                runs = [Double](repeating: 0, count: widest + 1)
                self.corners = corners
            } else {
                corners = CornerRows()
            }
        }

        /// Writes the mask's values of row `y`, columns `columns`, to `out` (`out[0]` is column
        /// `columns.lowerBound`).
        ///
        /// - Precondition: `y` is a row of ``bounds`` and `columns` lies within its columns.
        public mutating func fill(row y: Int, columns: Range<Int>, into out: UnsafeMutablePointer<UInt8>) {
            // The scratch is moved out while it is used, so the rows are only read meanwhile.
            var sums = self.sums, runs = self.runs
            (self.sums, self.runs) = ([], [])
            sums.withUnsafeMutableBufferPointer { sums in
                runs.withUnsafeMutableBufferPointer { runs in
                    fill(row: y, columns: columns, into: out, scratch: Scratch(sums: sums.baseAddress, runs: runs.baseAddress))
                }
            }
            (self.sums, self.runs) = (sums, runs)
        }

        /// Room for ``fill(row:columns:into:scratch:)``'s per-row sums: ``scratchCount`` of each.
        struct Scratch {
            var sums: UnsafeMutablePointer<Float>?, runs: UnsafeMutablePointer<Double>?
        }

        /// How many `Float`s and `Double`s a ``Scratch`` needs (0 without corners).
        var scratchCount: Int { sums.isEmpty ? 0 : runs.count }

        /// ``fill(row:columns:into:)`` with the caller's scratch (``scratchCount`` of each), so the
        /// rows are only read: a caller filling many rows borrows them instead of copying their
        /// arrays for each call.
        func fill(row y: Int, columns: Range<Int>, into out: UnsafeMutablePointer<UInt8>, scratch: Scratch) {
            precondition(y >= bounds.y && y < bounds.maxY && columns.lowerBound >= bounds.x
                         && columns.upperBound <= bounds.maxX, "row or columns outside the shadow's bounds")
            let count = columns.count
            guard count > 0 else { return }
            let first = columns.lowerBound &- bounds.x
            let vertical = Float(rowProfile[y &- bounds.y])
            // The rectangle: `separableMask`'s three cases, pixel for pixel.
            if vertical == 0 {
                out.update(repeating: 0, count: count)
            } else if vertical == 1 {
                fullRow.withUnsafeBufferPointer { out.update(from: $0.baseAddress! + first, count: count) }
            } else {
                scaledColumns.withUnsafeBufferPointer { h in
                    let h = h.baseAddress! + first
                    for i in 0..<count { out[i] = roundToByte(h[i] * vertical) }
                }
            }
            for index in corners.regions.indices {
                let region = corners.regions[index]
                guard y >= region.rows.lo, y < region.rows.hi else { continue }
                let lo = Swift.max(columns.lowerBound, region.columns.lo)
                let hi = Swift.min(columns.upperBound, region.columns.hi)
                if lo < hi {
                    finishCorner(region: region, row: y, from: lo, to: hi, into: out + (lo &- columns.lowerBound),
                                 sums: scratch.sums!, runs: scratch.runs!)
                }
            }
        }

        /// Whether row `y`'s values are row `y − 1`'s in every column: both rows are in
        /// ``bounds``, outside every corner's region, and have the same vertical factor (in
        /// `Float`), so ``fill(row:columns:into:)`` computes the same separable values for both.
        public func repeatsPreviousRow(_ y: Int) -> Bool {
            guard y > bounds.y, y < bounds.maxY,
                  Float(rowProfile[y &- bounds.y]) == Float(rowProfile[y &- 1 &- bounds.y]) else { return false }
            for region in corners.regions where y &- 1 < region.rows.hi && y >= region.rows.lo { return false }
            return true
        }

        /// The corners' formula for columns `lo..<hi` of row `y` inside `region`: what
        /// ``CornerCorrection``'s `correct` stores there, `round(255 · (rectangle − cut-outs))`.
        private func finishCorner(region: CornerRows.Region, row y: Int, from lo: Int, to hi: Int,
                                  into out: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Float>,
                                  runs: UnsafeMutablePointer<Double>) {
            let regionLo = region.columns.lo
            let vertical = Float(rowProfile[y &- bounds.y])
            let base = bounds.x
            corners.live.withUnsafeBufferPointer { liveBuffer in
            corners.runEntries.withUnsafeBufferPointer { runEntryBuffer in
            corners.factors.withUnsafeBufferPointer { factorBuffer in
            columnProfile.withUnsafeBufferPointer { horizontalBuffer in
                let sum = sums - lo                              // indexed by column
                let factors = factorBuffer.baseAddress!
                let horizontal = horizontalBuffer.baseAddress! - base
                // The terms that reach this row, in the mask's order, with their row weight
                // (gathered once, when the rows were set up).
                let row = corners.rows[region.firstRow &+ (y &- region.rows.lo)]
                let live = liveBuffer.baseAddress! + row.live.lowerBound
                let liveCount = row.live.count
                // A term that misses these columns adds nothing to them in the loops below (its
                // range is checked), as the mask, which adds products only on a term's columns.
                let coverAll = row.lo <= lo && row.hi >= hi
                // The runs of every term that reaches the row, in the mask's order, whatever
                // the columns asked for (the prefix sum below reads them from the region's
                // first column).
                let anyRun = !row.runs.isEmpty
                if anyRun {
                    runs.update(repeating: 0, count: region.columns.hi &- regionLo &+ 1)
                    for entry in runEntryBuffer[row.runs] {
                        runs[entry.one &- regionLo] += entry.weight
                        runs[entry.oneEnd &- regionLo] -= entry.weight
                    }
                }
                // Each pixel's sum, accumulated in a register eight columns at a time: per pixel
                // the same additions in the same order as the mask's node-by-node loops (which
                // start from 0 and add `weight · factor` for every term live at that pixel).
                var c = lo
                if coverAll && hi &- lo >= 8 {
                    // Every term covers every column here (the usual case: a corner's nodes reach
                    // well past the halo beside it): no range checks, and the last eight columns
                    // are recomputed over the previous chunk's end rather than one at a time.
                    while true {
                        let start = Swift.min(c, hi &- 8)
                        var acc = SIMD8<Float>(repeating: 0)
                        for t in 0..<liveCount {
                            let term = live[t]
                            acc += term.weight * UnsafeRawPointer(factors + (term.factorBase &+ start))
                                .loadUnaligned(as: SIMD8<Float>.self)
                        }
                        UnsafeMutableRawPointer(sum + start).storeBytes(of: acc, as: SIMD8<Float>.self)
                        if start == hi &- 8 { break }
                        c = start &+ 8
                    }
                    c = hi
                }
                while c &+ 8 <= hi {
                    var acc = SIMD8<Float>(repeating: 0)
                    for t in 0..<liveCount {
                        let term = live[t]
                        let factor = factors + term.factorBase
                        if term.lo <= c && c &+ 8 <= term.hi {
                            acc += term.weight * UnsafeRawPointer(factor + c).loadUnaligned(as: SIMD8<Float>.self)
                        } else if term.lo < c &+ 8 && term.hi > c {
                            for x in Swift.max(term.lo, c)..<Swift.min(term.hi, c &+ 8) {
                                acc[x &- c] += term.weight * factor[x]
                            }
                        }
                    }
                    UnsafeMutableRawPointer(sum + c).storeBytes(of: acc, as: SIMD8<Float>.self)
                    c &+= 8
                }
                while c < hi {
                    var total: Float = 0
                    for t in 0..<liveCount {
                        let term = live[t]
                        if term.lo <= c && c < term.hi { total += term.weight * factors[term.factorBase &+ c] }
                    }
                    sum[c] = total
                    c &+= 1
                }
                if anyRun {
                    // The mask's prefix sum runs from the region's first column; adding the
                    // entries before `lo` in the same order gives the same partial sums.
                    var run = 0.0
                    for i in 0..<(lo &- regionLo) { run += runs[i] }
                    for x in lo..<hi {
                        run += runs[x &- regionLo]
                        let value = (horizontal[x] * vertical - sum[x] - Float(run)) * 255
                        out[x &- lo] = roundToByte(Swift.max(value, 0))
                    }
                } else {
                    // No runs: the mask subtracts a run of 0, which changes no value (at most the
                    // sign of a zero, which rounds to the same byte).
                    for x in lo..<hi {
                        let value = (horizontal[x] * vertical - sum[x]) * 255
                        out[x &- lo] = roundToByte(Swift.max(value, 0))
                    }
                }
            }
            }
            }
            }
        }
    }
}

/// ``CornerCorrection``'s nodes with their column and row factors computed once, for evaluating
/// the corrections one row at a time (``AnalyticShadow/Rows``).
struct CornerRows {
    /// One node of one corner: its factors and where they are nonzero (used while setting up).
    struct Term {
        /// Columns whose factor is stored: the columns where it may be nonzero (`live`) or the
        /// whole region. The mask adds explicit products on `live` except on `one..<oneEnd`,
        /// where the factor is exactly 1 and is added as a run instead. The stored factor is 0
        /// there and outside `live`, and adding `gf · 0` changes no sum (at most the sign of a
        /// zero sum, which rounds to the same byte), so one loop covers these columns.
        var liveLo: Int, liveHi: Int
        /// The run of columns with factor 1 (empty when `one == oneEnd`).
        var one: Int, oneEnd: Int
        /// `factors[factorBase + x]` is the column factor at column x (for x in `live`).
        var factorBase: Int
        /// Rows where the row factor may be nonzero.
        var rowLo: Int, rowHi: Int
        /// `rowFactors[rowBase + y]` is the row factor at row y (for y in `rowLo..<rowHi`).
        var rowBase: Int
        /// The node's quadrature weight.
        var weight: Double
    }

    /// A term as one row sees it: its weight on that row and its column factors.
    struct LiveTerm {
        /// `Float(weight · row factor)`.
        var weight: Float
        /// The term's ``Term/factorBase``.
        var factorBase: Int
        /// The term's stored columns (``Term/liveLo``, ``Term/liveHi``).
        var lo: Int, hi: Int
    }

    /// A run of columns whose factor is exactly 1, as one row sees it.
    struct RunEntry {
        /// The run's columns.
        var one: Int, oneEnd: Int
        /// `weight · row factor`, in `Double` as the mask's run-length differences.
        var weight: Double
    }

    /// What one row of a region adds: the terms whose row factor times weight is not 0 there, in
    /// the mask's order.
    struct Row {
        /// Indices into ``live``.
        var live: Range<Int>
        /// Indices into ``runEntries``: the runs of those terms, in the same order.
        var runs: Range<Int>
        /// The largest first column and the smallest end of the live terms' columns (`Int.min`
        /// and `Int.max` without terms): every term covers `lo..<hi` when `lo ≥ self.lo` and
        /// `hi ≤ self.hi`.
        var lo: Int, hi: Int
    }

    /// One of ``CornerCorrection``'s disjoint regions.
    struct Region {
        var rows: CornerCorrection.Span, columns: CornerCorrection.Span
        /// The index in ``rows`` of the region's first row (one entry per row of `rows`).
        var firstRow: Int
    }

    private(set) var regions: [Region] = []
    /// Per region, per row: what the row adds.
    private(set) var rows: [Row] = []
    private(set) var live: [LiveTerm] = []
    private(set) var runEntries: [RunEntry] = []
    private(set) var factors: [Float] = []

    /// Column factors stored over whole regions up to this many in all (1 MB), over each node's
    /// live columns beyond (fine schemes with thousands of nodes on wide corners).
    static let denseLimit = 1 << 18

    /// No corrections: square corners.
    init() {}

    /// The terms of `correction`, computed by the same calls, in the same order, as its `correct`
    /// (so every factor has the same bits), then each row's share of them: the row weights
    /// `Float(weight · row factor)` and run weights the mask uses, gathered once here rather than
    /// on every row drawn.
    init(_ correction: CornerCorrection) {
        let c = correction
        let tableX = PixelGaussianTable(sigma: c.sigmaX)
        let tableY = c.sigmaY == c.sigmaX ? tableX : PixelGaussianTable(sigma: c.sigmaY)
        let shared = c.smooth ? c.smoothNodes() : nil
        var terms: [Term] = []
        var rowFactors: [Double] = []
        for (rowSpan, columnSpan, corners) in c.regions() {
            terms.removeAll(keepingCapacity: true)
            rowFactors.removeAll(keepingCapacity: true)
            let width = columnSpan.hi - columnSpan.lo
            let fixed = UnsafeMutablePointer<Double>.allocate(capacity: 2 * width)
            defer { fixed.deallocate() }
            let moving = fixed + width - columnSpan.lo       // indexed by column
            for corner in corners {
                let nodes = shared ?? c.fineNodes(corner)
                let fixedEdge = corner.left ? c.x0 : c.x1
                tableX.sample(.step, from: Double(columnSpan.lo) - fixedEdge, count: width, into: fixed)
                for k in nodes.depth.indices {
                    let yk = corner.top ? c.y0 + nodes.depth[k] : c.y1 - nodes.depth[k]
                    let cut = nodes.cut[k]
                    let (lo, hi) = corner.left ? (c.x0, c.x0 + cut) : (c.x1 - cut, c.x1)
                    let movingEdge = corner.left ? hi : lo
                    let live = CornerCorrection.span(lo + tableX.lowT, hi + tableX.highT + 1, within: columnSpan)
                    let rowLive = CornerCorrection.span(yk + tableY.lowT, yk + tableY.highT + 1, within: rowSpan)
                    if live.isEmpty || rowLive.isEmpty { continue }
                    var one = CornerCorrection.Span(lo: Int((lo + tableX.highT).rounded(.up)),
                                                    hi: Int((hi + tableX.lowT).rounded(.down)) + 1).clamped(live)
                    if one.isEmpty { one = CornerCorrection.Span(lo: live.hi, hi: live.hi) }
                    tableX.sample(.step, from: Double(live.lo) - movingEdge, count: live.hi - live.lo,
                                  into: moving + live.lo)
                    // The column factor over `live` (0 on `one`), stored over the whole region
                    // (0 outside `live`) while that stays small, so that every term covers every
                    // column a row asks for and the row's sums need no range checks. Adding
                    // `gf · 0` where the mask adds nothing changes no sum (see `Term`).
                    let stored = factors.count + width <= CornerRows.denseLimit ? columnSpan : live
                    let factorStart = factors.count
                    factors.append(contentsOf: repeatElement(0, count: stored.hi - stored.lo))
                    factors.withUnsafeMutableBufferPointer { pool in
                        let out = pool.baseAddress! + factorStart - stored.lo
                        for x in live.lo..<live.hi where x < one.lo || x >= one.hi {
                            let f = fixed[x - columnSpan.lo], m = moving[x]
                            out[x] = Float(corner.left ? f - m : m - f)
                        }
                    }
                    let rowStart = rowFactors.count
                    rowFactors.append(contentsOf: repeatElement(0, count: rowLive.hi - rowLive.lo))
                    rowFactors.withUnsafeMutableBufferPointer {
                        tableY.sample(.box, from: Double(rowLive.lo) - yk, count: rowLive.hi - rowLive.lo,
                                      into: $0.baseAddress! + rowStart)
                    }
                    terms.append(Term(liveLo: stored.lo, liveHi: stored.hi, one: one.lo, oneEnd: one.hi,
                                      factorBase: factorStart - stored.lo, rowLo: rowLive.lo, rowHi: rowLive.hi,
                                      rowBase: rowStart - rowLive.lo, weight: nodes.weight[k]))
                }
            }
            regions.append(Region(rows: rowSpan, columns: columnSpan, firstRow: rows.count))
            // Each row's terms, as the mask adds them: `g = weight · row factor` in `Double`,
            // skipped where it is 0, its products added with `Float(g)`, its run with `g`.
            // (Through pointers, with room reserved: indexing the arrays here cost as much as
            // the factors above.)
            rows.reserveCapacity(rows.count + rowSpan.hi - rowSpan.lo)
            live.reserveCapacity(live.count + rowFactors.count)
            terms.withUnsafeBufferPointer { terms in
            rowFactors.withUnsafeBufferPointer { rowFactors in
                for y in rowSpan.lo..<rowSpan.hi {
                    let firstLive = live.count, firstRun = runEntries.count
                    var rowLo = Int.min, rowHi = Int.max
                    for term in terms where y >= term.rowLo && y < term.rowHi {
                        let g = term.weight * rowFactors[term.rowBase &+ y]
                        if g == 0 { continue }
                        live.append(LiveTerm(weight: Float(g), factorBase: term.factorBase, lo: term.liveLo,
                                             hi: term.liveHi))
                        rowLo = Swift.max(rowLo, term.liveLo)
                        rowHi = Swift.min(rowHi, term.liveHi)
                        if term.one < term.oneEnd {
                            runEntries.append(RunEntry(one: term.one, oneEnd: term.oneEnd, weight: g))
                        }
                    }
                    rows.append(Row(live: firstLive..<live.count, runs: firstRun..<runEntries.count, lo: rowLo,
                                    hi: rowHi))
                }
            }
            }
        }
    }
}
