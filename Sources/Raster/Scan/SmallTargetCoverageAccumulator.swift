/// Exact-area coverage for a small target in one pass: every line deposits straight into a dense
/// cell buffer covering the whole target, and each row is swept densely, eight cells at a time.
///
/// ## Why a second accumulator
/// ``BandedCoverageAccumulator`` is built for large targets: bands keep the cells in cache, a bitmap
/// finds the few touched cells of long rows, and the lines are sorted by band. On a button (48×48
/// pixels, ~90 lines) that bookkeeping costs more than the pixels: the bitmap update of every
/// deposit, the counting sort, the per-band active list and the sweep's per-cell walk. Here the
/// target's cells (at most ``maximumCells``, 32 KB, so they stay in L1) take every line in input
/// order, and a row's sweep is a running sum over vectors of cells, where a chunk of eight
/// untouched cells costs one test.
///
/// ## Same numbers, same pixels
/// Deposits come from the walk both routes share (``CoverageCells``; ``addLine(_:rows:through:cellRowOf:)``
/// adds forms for short lines and two-cell pieces), so every cell receives the same integer terms; integer
/// sums do not depend on their order, so each pixel's running sum, and its
/// coverage byte (``CoverageFold/coverage(_:)-(SIMD4<Int32>)``, the scalar fold lane by lane), are
/// those of ``BandedCoverageAccumulator``. The spans differ in how they are cut (runs of 0 are skipped,
/// runs of 255 found eight bytes at a time go to ``Blitter/blitSolidSpan(y:x:count:)``, everything
/// else to ``Blitter/blitAntialiasedSpan(y:x:count:coverage:)``), which no blitter can see: each
/// gives a pixel the same value for coverage c in any kind of span (``SourceOverBlitter``
/// composites 255 unscaled in both and leaves 0 alone, ``ClippingBlitter`` forwards m·c/255, the
/// mask blitters store c). A blitter that prefers whole rows (``Blitter/prefersWholeRows``: an A8
/// mask, whose spans are copies and which starts zeroed) gets each row with coverage as one
/// anti-aliased span, zeros included. Rows still come top to bottom and spans left to right, never
/// touching a pixel twice.
///
/// The sweep zeroes every cell it reads, so the buffer is all-zero between uses.
struct SmallTargetCoverageAccumulator: CoverageCells {
    /// The widest target taken: 64 pixels. Wider rows have long untouched stretches that the
    /// banded route's bitmap skips in one step per 64 pixels.
    static let maximumWidth = 64
    /// The most cells (rows × ``stride(width:)``) taken: 8192, 32 KB of `Int32`, within L1.
    static let maximumCells = 8192

    /// Whether a target `width` × `height` pixels is small enough for this route.
    @inline(__always)
    static func accepts(width: Int, height: Int) -> Bool {
        width <= maximumWidth && height &* stride(width: width) <= maximumCells
    }

    /// Cells per row for a target `width` wide: `width + 2` (edges on the right side write one or
    /// two past it) rounded up to whole chunks of eight, plus room for the 8-byte store that
    /// clears the cells after the chunks the sweep reads.
    @inline(__always)
    static func stride(width: Int) -> Int { ((width &+ 7) & ~7) &+ 8 }

    /// Bytes of the coverage row buffer: 8 zero bytes before the row (read when a run is traced
    /// back), the row, and 16 bytes after it.
    @inline(__always)
    static func rowBytes(width: Int) -> Int { 8 &+ stride(width: width) &+ 16 }

    /// `height` rows of cells, ``stride(width:)`` apart and all zero, and the coverage of the row
    /// being swept (``rowBytes(width:)`` bytes from the buffer's start).
    let grid: CoverageCellGrid
    /// The target's height in pixels.
    let height: Int
    /// The canvas row of cell row 0 (the target's top).
    let originY: Int
    /// Per row, whether it repeats the row above (1) or is computed (0): ``height`` bytes, set by
    /// ``accumulate(_:count:)``.
    let repeats: UnsafeMutablePointer<UInt8>
    /// The spans of the last computed row when the next one repeats it: room for ``width`` + 1.
    let record: UnsafeMutablePointer<RecordedSpan>
    /// ``height`` + 1 counters, all zero (and left so): the differences of how many lines change
    /// each row.
    let changes: UnsafeMutablePointer<Int32>

    /// An accumulator over `cells` (`height × stride(width:)`, all zero), `rowCoverage`
    /// (``rowBytes(width:)``), `repeats` (`height` bytes), `record` (`width + 1` spans) and
    /// `changes` (`height + 1`, all zero) for `target`.
    init(target: PixelRect, cells: UnsafeMutablePointer<Int32>, rowCoverage: UnsafeMutablePointer<UInt8>,
         repeats: UnsafeMutablePointer<UInt8>, record: UnsafeMutablePointer<RecordedSpan>,
         changes: UnsafeMutablePointer<Int32>) {
        self.repeats = repeats
        self.changes = changes
        self.record = record
        grid = CoverageCellGrid(cells: cells, rowCoverage: rowCoverage,
                                stride: SmallTargetCoverageAccumulator.stride(width: target.width),
                                width: target.width, originX: target.x)
        height = target.height
        originY = target.y
    }

    // MARK: Accumulation

    /// Adds one piece of edge inside cell `x` of cell row `row`: cover `c` (winding applied) and
    /// `fxSum` = fx0 + fx1, its x offsets within the pixel: `c·2048 − c·fxSum` into cell x and
    /// `c·fxSum` into cell x + 1 (``BandedCoverageAccumulator``'s numbers, without its bitmap).
    @inline(__always)
    func deposit(row: Int, x: Int, cover c: Int32, fxSum: Int32) {
        addCellTerms(row: row, x: x, cover: c, fxSum: fxSum)
    }

    /// Adds cover `c` from cells left of the target: `c·2048` into cell 0 of cell row `row`.
    @inline(__always)
    func depositLeft(row: Int, cover c: Int32) {
        addLeftCover(row: row, cover: c)
    }

    /// The cell walk of a piece over several columns (``CoverageCells``), out of line, which keeps the per-line loop in registers.
    @inline(never)
    func depositPieceOverCells(row: Int, from xa: Int32, _ ya: Int32, to xb: Int32, _ yb: Int32,
                               winding w: Int32, dx: Int32, dy: Int32, slope dydx: inout Double) {
        walkPieceOverCells(row: row, from: xa, ya, to: xb, yb, winding: w, dx: dx, dy: dy, slope: &dydx)
    }

    /// Deposits `lines[0 ..< count]` (absolute fixed point) over the target's rows, except in the
    /// rows that repeat the row above: as in the banded route
    /// (``BandedCoverageAccumulator/markRepeats(_:live:count:bandTop:bandBottom:into:)``), a row where
    /// only vertical lines live, covering it and the row above fully, holds exactly the cells of
    /// the row above, so it gets no deposits and the sweep replays the row above's spans. Only
    /// vertical lines look at the marks (a slanted line marks every row it touches), so they are
    /// deposited after the pass that marks, their indices kept in `deferred` (room for `count`).
    ///
    /// The rows a line changes (those ``BandedCoverageAccumulator/markRepeats(_:live:count:bandTop:bandBottom:into:)``
    /// marks) are counted as differences (+1 at the first row of a stretch, −1 after its last) and
    /// summed down the target once: marking a slanted line's rows one by one became a `memset`
    /// call per line, more than its deposits cost.
    func accumulate(_ lines: UnsafePointer<EdgeLine>, count: Int, deferred: UnsafeMutablePointer<Int32>) {
        let shift = EdgeLine.shift
        let top = originY, bottom = originY &+ height &- 1, rows = height
        let changes = self.changes
        @inline(__always) func change(_ row: Int) {
            let r = row &- top
            if r >= 0 && r < rows {
                changes[r] &+= 1
                changes[r &+ 1] &-= 1
            }
        }
        // Slanted lines deposit at once (they never touch a repeated row: every row they touch
        // is a change); vertical ones wait for the repeats, their indices kept in `deferred`.
        var verticals = 0
        for j in 0..<count {
            let line = lines[j]
            let firstRow = Int(line.y0 >> shift), lastRow = Int((line.y1 &- 1) >> shift)
            if line.x0 == line.x1 {
                line.forEachVerticalChangeRow(change)
                deferred[verticals] = Int32(truncatingIfNeeded: j)
                verticals &+= 1
                continue
            }
            let r0 = Swift.max(firstRow, top), r1 = Swift.min(lastRow &+ 1, bottom)
            if r0 > r1 { continue }
            changes[r0 &- top] &+= 1
            changes[r1 &- top &+ 1] &-= 1
            // A flattened curve's chords mostly lie in one row or cross one row boundary: those
            // are walked here, everything else out of line (which keeps this loop's registers).
            if firstRow >= top && lastRow <= bottom && lastRow &- firstRow <= 1 {
                addShortLine(line, firstRow: firstRow, lastRow: lastRow)
            } else {
                addLine(line, rows: top, through: bottom, cellRowOf: top)
            }
        }
        // The running count says whether anything changes a row; row 0 is always computed.
        var live: Int32 = 0
        for r in 0..<rows {
            live &+= changes[r]
            changes[r] = 0
            repeats[r] = live == 0 ? 1 : 0
        }
        changes[rows] = 0
        repeats[0] = 0
        for k in 0..<verticals {
            addVerticalLine(lines[Int(deferred[k])], rows: top, through: bottom, cellRowOf: top,
                            repeats: UnsafePointer(repeats))
        }
    }

    // MARK: Sweep

    /// Turns every row into spans for `blitter`, leaving the cells zeroed.
    func sweep<B: Blitter, F: CoverageFold>(fold: F.Type, into blitter: inout B) {
        let width = self.width, stride = self.stride
        // Whole chunks covering the pixels; the one or two cells after them are cleared unread.
        let chunkedWidth = (width &+ 7) & ~7
        let raw = UnsafeMutableRawPointer(rowCoverage)
        // Zeros before the row (a run traced back reads them) and after its chunks (a run traced
        // forward reads up to 8 bytes past them).
        raw.storeBytes(of: 0 as UInt64, as: UInt64.self)
        let row = rowCoverage + 8
        let bytes = UnsafeMutableRawPointer(row)
        bytes.storeBytes(of: SIMD16<UInt8>(), toByteOffset: chunkedWidth, as: SIMD16<UInt8>.self)
        // Spans recorded from the last computed row; with whole rows, 1 when it had coverage (its
        // bytes are still in `row`).
        var recorded = 0
        var r = 0
        while r < height {
            if repeats[r] != 0 {
                // The cells were the row above's (and are zero: nothing was deposited), so are
                // the spans, on this row and the repeated rows after it; the coverage row still
                // holds that row's bytes.
                var end = r &+ 1
                while end < height && repeats[end] != 0 { end &+= 1 }
                if B.prefersWholeRows {
                    if recorded != 0 {
                        for y in (originY &+ r)..<(originY &+ end) {
                            blitter.blitAntialiasedSpan(y: y, x: originX, count: width, coverage: UnsafePointer(row))
                        }
                    }
                } else {
                    blitter.blitRepeatedSpans(record, count: recorded, coverage: UnsafePointer(row), originX: originX,
                                              rows: (originY &+ r)..<(originY &+ end))
                }
                r = end
                continue
            }
            defer { r &+= 1 }
            recorded = 0
            let rowCells = UnsafeMutableRawPointer(cells + r &* stride)
            // 1. Coverage bytes: a running sum over chunks of eight cells.
            var carry: Int32 = 0
            var constant: UInt64 = 0
            var any = false
            var x = 0
            while x < chunkedWidth {
                let a = rowCells.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<Int32>.self)
                let b = rowCells.loadUnaligned(fromByteOffset: x &* 4 &+ 16, as: SIMD4<Int32>.self)
                if a | b == SIMD4() {
                    // Untouched: the running sum is constant, and so is its coverage.
                    bytes.storeBytes(of: constant, toByteOffset: x, as: UInt64.self)
                } else {
                    any = true
                    rowCells.storeBytes(of: SIMD8<Int32>(), toByteOffset: x &* 4, as: SIMD8<Int32>.self)
                    let sumA = SmallTargetCoverageAccumulator.runningSum(a) &+ SIMD4(repeating: carry)
                    let sumB = SmallTargetCoverageAccumulator.runningSum(b) &+ SIMD4(repeating: sumA[3])
                    carry = sumB[3]
                    let chunk = SIMD8<UInt8>(truncatingIfNeeded: SIMD8(lowHalf: F.coverage(sumA), highHalf: F.coverage(sumB)))
                    let word = unsafeBitCast(chunk, to: UInt64.self)
                    bytes.storeBytes(of: word, toByteOffset: x, as: UInt64.self)
                    // The last cell's coverage, in every byte.
                    constant = (word &>> 56) &* 0x0101_0101_0101_0101
                }
                x &+= 8
            }
            // The cells past the chunks (edges right of the target write up to two past it) are
            // never pixels: cleared unread.
            rowCells.storeBytes(of: 0 as UInt64, toByteOffset: chunkedWidth &* 4, as: UInt64.self)
            if !any { continue }
            // Cells past the width in the last chunk were summed too: not pixels.
            bytes.storeBytes(of: 0 as UInt64, toByteOffset: width, as: UInt64.self)
            if B.prefersWholeRows {
                // 2. The row as it is, zeros and all (an A8 mask copies it).
                blitter.blitAntialiasedSpan(y: originY &+ r, x: originX, count: width, coverage: UnsafePointer(row))
                recorded = 1
                continue
            }
            // 2. Spans, kept when the next row repeats this one.
            let recording = r &+ 1 < height && repeats[r &+ 1] != 0
            emit(row: UnsafePointer(row), y: originY &+ r, into: &blitter) { start, count, solid in
                if recording {
                    record[recorded] = RecordedSpan(start: Int32(truncatingIfNeeded: start),
                                                    count: Int32(truncatingIfNeeded: count),
                                                    coverage: solid ? 255 : RecordedSpan.antialiased)
                    recorded &+= 1
                }
            }
        }
    }

    /// Emits one row's coverage `row[0 ..< width]` (zero from `width` on, and in the 8 bytes before
    /// 0): runs of 0 skipped, runs of 255 that contain eight bytes from a step of the walk as solid
    /// spans, the rest as anti-aliased spans.
    @inline(__always)
    private func emit<B: Blitter>(row: UnsafePointer<UInt8>, y: Int, into blitter: inout B,
                                  note: (_ start: Int, _ count: Int, _ solid: Bool) -> Void) {
        let raw = UnsafeRawPointer(row)
        @inline(__always) func word(_ i: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        }
        // The first and last non-zero bytes.
        var lo = 0
        while true {
            if lo >= width { return }
            let w = word(lo)
            if w != 0 {
                lo &+= w.trailingZeroBitCount &>> 3
                break
            }
            lo &+= 8
        }
        var hi = (width &+ 7) & ~7
        while true {
            let w = word(hi &- 8)
            if w != 0 {
                hi &-= w.leadingZeroBitCount &>> 3
                break
            }
            hi &-= 8
        }
        let originX = self.originX
        var start = lo, x = lo
        while x &+ 8 <= hi {
            let w = word(x)
            if w == .max {
                // A run of 255: traced back into the pending span (fewer than eight bytes, or the
                // previous step would have found it) and forward to its end (before `hi`, whose
                // byte is not 255 or is the row's last non-zero one).
                let runStart = Swift.max(x &- ((~word(x &- 8)).leadingZeroBitCount &>> 3), start)
                var end = x &+ 8
                while end &+ 8 <= hi && word(end) == .max { end &+= 8 }
                end = Swift.min(end &+ ((~word(end)).trailingZeroBitCount &>> 3), hi)
                if runStart > start {
                    blitter.blitAntialiasedSpan(y: y, x: originX &+ start, count: runStart &- start, coverage: row + start)
                    note(start, runStart &- start, false)
                }
                blitter.blitSolidSpan(y: y, x: originX &+ runStart, count: end &- runStart)
                note(runStart, end &- runStart, true)
                start = end
                x = end
            } else if w == 0 {
                // A run of 0 (it ends before `hi`, whose previous byte is not 0).
                let runStart = Swift.max(x &- (word(x &- 8).leadingZeroBitCount &>> 3), start)
                var end = x &+ 8
                while word(end) == 0 { end &+= 8 }
                end &+= word(end).trailingZeroBitCount &>> 3
                if runStart > start {
                    blitter.blitAntialiasedSpan(y: y, x: originX &+ start, count: runStart &- start, coverage: row + start)
                    note(start, runStart &- start, false)
                }
                start = end
                x = end
            } else {
                x &+= 8
            }
        }
        if hi > start {
            blitter.blitAntialiasedSpan(y: y, x: originX &+ start, count: hi &- start, coverage: row + start)
            note(start, hi &- start, false)
        }
    }

    /// The running sum of four cells: lane i holds cells 0…i (two shifted additions).
    @inline(__always)
    static func runningSum(_ v: SIMD4<Int32>) -> SIMD4<Int32> {
        // Masked shuffles, which the optimiser turns into byte shifts of the register.
        var v = v
        v &+= SIMD4(v[0], v[0], v[1], v[2]) & SIMD4(0, -1, -1, -1)
        v &+= SIMD4(v[0], v[0], v[0], v[1]) & SIMD4(0, 0, -1, -1)
        return v
    }
}

// MARK: The walk

/// Cutting a line into per-cell pieces: the banded route's row walk
/// (``BandedCoverageAccumulator/accumulate(_:live:count:bandTop:bandBottom:repeats:)``) in the
/// same integer and `Double` arithmetic, with the cell walk of ``CoverageCells``, so every cell
/// receives the same terms. `SmallTargetRouteTests` checks that the two routes give the same pixels.
extension SmallTargetCoverageAccumulator {
    /// Deposits the part of vertical `line` in canvas rows `top ... bottom` (canvas row r goes to
    /// cell row `r − cellRowOf`), except in the rows `repeats` marks (indexed like the cell rows):
    /// their spans are the previous row's.
    @inline(__always)
    func addVerticalLine(_ line: EdgeLine, rows top: Int, through bottom: Int, cellRowOf rowBase: Int,
                         repeats: UnsafePointer<UInt8>) {
        let shift = EdgeLine.shift
        let r0 = Swift.max(Int(line.y0 >> shift), top), r1 = Swift.min(Int((line.y1 &- 1) >> shift), bottom)
        if r0 > r1 { return }
        depositVertical(line, rows: r0, through: r1, cellRowOf: rowBase, repeats: repeats)
    }

    /// ``addLine(_:rows:through:cellRowOf:)`` for a slanted line within one row, or across one row
    /// boundary, in rows of the target (`firstRow` and `lastRow` its first and last rows, cell row
    /// r − ``originY``): the same pieces, without the clipping to rows.
    @inline(__always)
    func addShortLine(_ line: EdgeLine, firstRow: Int, lastRow: Int) {
        let shift = EdgeLine.shift, one = EdgeLine.one
        let w = line.winding, dx = line.x1 &- line.x0, dy = line.y1 &- line.y0
        let row = firstRow &- originY
        let rowTop = Int32(truncatingIfNeeded: firstRow) << shift
        var dydx = -1.0
        if firstRow == lastRow {
            depositPiece(row: row, from: line.x0, line.y0 &- rowTop, to: line.x1, line.y1 &- rowTop,
                     winding: w, dx: dx, dy: dy, slope: &dydx)
            return
        }
        // x where the line crosses the boundary, x0 + (y − y0)·dx/dy rounded to nearest, as the
        // general walk computes it.
        let dxdy = Double(dx) / Double(dy), half = dx >= 0 ? 0.5 : -0.5
        let boundary = rowTop &+ one
        let xm = line.x0 &+ Int32(Double(boundary &- line.y0) * dxdy + half)
        depositPiece(row: row, from: line.x0, line.y0 &- rowTop, to: xm, one,
                 winding: w, dx: dx, dy: dy, slope: &dydx)
        depositPiece(row: row &+ 1, from: xm, 0, to: line.x1, line.y1 &- boundary,
                 winding: w, dx: dx, dy: dy, slope: &dydx)
    }

    /// Deposits the part of slanted `line` in canvas rows `top ... bottom` (canvas row r goes to
    /// cell row `r − cellRowOf`): the general walk, for lines that ``addShortLine(_:firstRow:lastRow:)``
    /// does not take.
    ///
    /// Row-boundary crossings are computed from the whole line, not carried from band to band, so
    /// the result does not depend on the band height, nor on the target's rows; column-boundary
    /// crossings are computed from the row's piece the same way whatever the target's columns (the
    /// cells left of the target are skipped in one step, with the crossing at its left side computed
    /// by the same formula the walk would use). The slope dy/dx is divided out only when a piece
    /// crosses a column boundary.
    @inline(never)
    func addLine(_ line: EdgeLine, rows top: Int, through bottom: Int, cellRowOf rowBase: Int) {
        let shift = EdgeLine.shift, one = EdgeLine.one
        let firstRow = Int(line.y0 >> shift), lastRow = Int((line.y1 &- 1) >> shift)
        let r0 = Swift.max(firstRow, top), r1 = Swift.min(lastRow, bottom)
        if r0 > r1 { return }
        let w = line.winding
        let dx = line.x1 &- line.x0, dy = line.y1 &- line.y0
        var dydx = -1.0
        // 1. Where the line crosses row boundaries: x(y) = x0 + (y − y0)·dx/dy, rounded to
        //    nearest.
        let dxdy = Double(dx) / Double(dy), half = dx >= 0 ? 0.5 : -0.5
        var xa = r0 == firstRow ? line.x0 : line.x0 &+ Int32(Double((Int32(truncatingIfNeeded: r0) << shift) &- line.y0) * dxdy + half)
        for r in r0...r1 {
            let rowTop = Int32(truncatingIfNeeded: r) << shift
            let ya = Swift.max(line.y0, rowTop) &- rowTop
            let yb = Swift.min(line.y1, rowTop &+ one) &- rowTop
            let xb = r == lastRow ? line.x1 : line.x0 &+ Int32(Double((rowTop &+ one) &- line.y0) * dxdy + half)
            depositPiece(row: r &- rowBase, from: xa, ya, to: xb, yb, winding: w, dx: dx, dy: dy, slope: &dydx)
            xa = xb
        }
    }
}
