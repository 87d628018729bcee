/// Exact-area coverage for one band of rows: edges deposit signed area into cells, a sweep turns the
/// running sums into spans.
///
/// ## Design: sparse cells in a dense band, found through a bitmap
/// This is the FreeType/AGG cell algorithm (exact trapezoid area per pixel, cover carried to the
/// right) stored the way font-rs and Blend2D store it: one `Int32` per pixel holding the *first
/// difference* of the signed area, so an edge piece inside pixel `x` writes two numbers (`x` and
/// `x + 1`) and a running sum along the row yields each pixel's signed area. Compared with the
/// alternatives:
/// - FreeType's per-row sorted cell lists cost a list walk per insertion (quadratic on long,
///   nearly horizontal edges) and AGG's cell array needs a sort; here a cell is written in place,
///   with no sorting at all.
/// - A font-rs buffer over the whole path is read in full by its prefix sum, so its cost grows with
///   the path's area. Here a bit per cell marks the touched ones, and the sweep visits only those:
///   between two touched cells the running sum is constant, which is emitted as one span (solid
///   when it is full). Cost grows with edge cells and spans, plus one bitmap word per 64 pixels.
/// - Rows are processed in bands of ``bandHeight`` so the cells stay in L2 cache (a 1080-pixel band
///   is 138 KB), and edges are visited band by band (``Rasterizer``).
///
/// The sweep zeroes every cell and bitmap word it reads, so the buffers are all-zero between uses
/// and need no clearing.
///
/// ## Numbers
/// Coordinates are fixed point with ``EdgeLine/one`` = 1024 units per pixel. A piece of edge inside
/// one pixel, from (fx0, ya) to (fx1, yb) (x offsets within the pixel, 0…1024), has cover
/// `c = yb − ya` (signed by the edge's winding) and twice the area to its right is
/// `c·(2048 − fx0 − fx1)`; everything further right gains `2048·c`. So pixel x gets
/// `c·2048 − a` and pixel x + 1 gets `a`, with `a = c·(fx0 + fx1)`. A fully covered pixel sums to
/// ``full`` = 2·1024² = 2^21. Integer arithmetic makes the result exact and order-independent: each
/// row's covers telescope to exactly zero for a closed path, so nothing leaks past the last edge.
/// Sums wrap (`&+`) rather than trap: with 1024 or more edges winding the same way over one pixel a
/// non-zero sum can wrap (even-odd stays exact, since 2^32 is a multiple of its period 2^22).
///
/// ## Fill rules
/// The running sum is the integral of the winding number over the pixel. Non-zero clamps its
/// magnitude to ``full``; even-odd folds it with period 2·full (FreeType's rule). Both are exact
/// wherever the winding number inside a pixel takes two consecutive values; where more edges cross
/// inside one pixel (self-intersections, coincident edges) overlaps are summed, as in FreeType, AGG
/// and font-rs.
struct BandedCoverageAccumulator: CoverageCells {
    /// Rows per band: 32.
    static let bandHeight = 32
    /// log2 of ``bandHeight``.
    static let bandShift = 5
    /// The longest gap of untouched cells between two runs of touched ones that the sweep joins
    /// into one anti-aliased span (writing the gap's single coverage into it) rather than emitting
    /// run, gap and run separately: below this a span call costs more than the pixels.
    static let mergedGap = 8
    /// The accumulated value of a fully covered pixel: 2·1024².
    static let full: Int32 = 2 << (2 * EdgeLine.shift)

    /// `bandHeight` rows of cells, ``CoverageCellGrid/stride`` = width + 2 apart (edges on the right
    /// side write one or two past the target), and a row coverage buffer of stride + 8 bytes.
    let grid: CoverageCellGrid
    /// `bandHeight` rows of `words` bitmap words; bit x of a row marks cell x as touched.
    let bits: UnsafeMutablePointer<UInt64>
    /// Bitmap words per row.
    let words: Int

    /// The number of cells and bitmap words a band of a target `width` pixels wide needs.
    static func sizes(width: Int) -> (cells: Int, words: Int) {
        let stride = width + 2
        return (bandHeight * stride, bandHeight * ((stride + 63) >> 6))
    }

    /// An accumulator over buffers sized by ``sizes(width:)`` (all zero) for a target `width` wide
    /// whose left side is canvas column `originX`.
    init(width: Int, originX: Int, cells: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>,
         rowCoverage: UnsafeMutablePointer<UInt8>) {
        grid = CoverageCellGrid(cells: cells, rowCoverage: rowCoverage, stride: width + 2, width: width,
                                originX: originX)
        words = (width + 2 + 63) >> 6
        self.bits = bits
    }

    // MARK: Accumulation

    /// Adds one piece of edge inside cell `x` of band row `row`: cover `c` and `fxSum` = fx0 + fx1.
    /// Marks cells x and x + 1 in the bitmap (one word update unless they straddle two words).
    @inline(__always)
    func deposit(row: Int, x: Int, cover c: Int32, fxSum: Int32) {
        addCellTerms(row: row, x: x, cover: c, fxSum: fxSum)
        let word = bits + (row &* words &+ x &>> 6)
        let bit = UInt64(x & 63)
        if bit != 63 {
            word.pointee |= 3 &<< bit
        } else {
            word[0] |= 1 &<< 63
            word[1] |= 1
        }
    }

    /// Adds cover `c` from cells left of the target: `c·2048` into cell 0.
    @inline(__always)
    func depositLeft(row: Int, cover c: Int32) {
        addLeftCover(row: row, cover: c)
        bits[row &* words] |= 1
    }

    /// The cell walk of a piece over several columns (``CoverageCells``), inlined: long slanted edges of large targets cross several columns in most rows.
    @inline(__always)
    func depositPieceOverCells(row: Int, from xa: Int32, _ ya: Int32, to xb: Int32, _ yb: Int32,
                               winding w: Int32, dx: Int32, dy: Int32, slope dydx: inout Double) {
        walkPieceOverCells(row: row, from: xa, ya, to: xb, yb, winding: w, dx: dx, dy: dy, slope: &dydx)
    }

    /// Deposits the parts of the live lines `lines[live[0 ..< count]]` in rows `bandTop ..< bandBottom`
    /// (canvas rows; the band's cells hold rows from `bandTop`), and keeps in `live` only the lines
    /// that continue below the band.
    ///
    /// Rows marked in `repeats` (band rows, from ``markRepeats(_:live:count:bandTop:bandBottom:into:)``)
    /// get nothing: their cells would equal the previous row's, whose spans the sweep repeats.
    ///
    /// - Returns: how many lines stay live.
    ///
    /// Row-boundary crossings are computed from the whole line, not carried from band to band, so
    /// the result does not depend on the band height, nor on the target's rows; column-boundary
    /// crossings are those of ``CoverageCells/depositPiece(row:from:_:to:_:winding:dx:dy:slope:)``,
    /// whatever the target's columns. A line's slopes are divided out only when it crosses a row
    /// boundary (dx/dy) or a column boundary (dy/dx); most chords of a flattened curve do neither.
    func accumulate(_ lines: UnsafePointer<EdgeLine>, live: UnsafeMutablePointer<Int32>, count: Int,
                    bandTop: Int, bandBottom: Int, repeats: UnsafePointer<UInt8>) -> Int {
        let shift = EdgeLine.shift, one = EdgeLine.one
        var kept = 0
        for j in 0..<count {
            let index = live[j]
            let line = lines[Int(index)]
            let firstRow = Int(line.y0 >> shift), lastRow = Int((line.y1 &- 1) >> shift)
            if lastRow >= bandBottom {
                live[kept] = index
                kept &+= 1
            }
            let r0 = Swift.max(firstRow, bandTop), r1 = Swift.min(lastRow, bandBottom &- 1)
            if r0 > r1 { continue }
            let w = line.winding
            if line.x0 == line.x1 {
                // A repeated row's spans are the previous row's (see ``markRepeats``).
                depositVertical(line, rows: r0, through: r1, cellRowOf: bandTop, repeats: repeats)
                continue
            }
            // 1. Where the line crosses row boundaries: x(y) = x0 + (y − y0)·dx/dy, rounded to
            //    nearest (only computed for lines that cross one).
            let dx = line.x1 &- line.x0, dy = line.y1 &- line.y0
            let dxdy = firstRow == lastRow ? 0 : Double(dx) / Double(dy), half = dx >= 0 ? 0.5 : -0.5
            var xa = r0 == firstRow ? line.x0 : line.x0 &+ Int32(Double((Int32(r0) << shift) &- line.y0) * dxdy + half)
            var dydx = -1.0
            for r in r0...r1 {
                let rowTop = Int32(r) << shift
                let ya = Swift.max(line.y0, rowTop) &- rowTop
                let yb = Swift.min(line.y1, rowTop &+ one) &- rowTop
                let xb = r == lastRow ? line.x1 : line.x0 &+ Int32(Double((rowTop &+ one) &- line.y0) * dxdy + half)
                depositPiece(row: r &- bandTop, from: xa, ya, to: xb, yb, winding: w, dx: dx, dy: dy, slope: &dydx)
                xa = xb
            }
        }
        return kept
    }

    // MARK: Repeated rows

    /// Marks in `repeats[0 ..< bandBottom − bandTop]` (1) the band rows whose cells would be exactly
    /// those of the row above them in the band, and clears the others (row 0 always). `repeats`
    /// must hold ``bandHeight`` bytes.
    ///
    /// A row's cells are the sum of each live line's deposits in it. A line that is not vertical
    /// deposits something different in every row it touches, so each of those rows, and the row
    /// below its last, is a change. A vertical line (x0 = x1) deposits the same cover and the same
    /// cell offsets in every row it covers from top to bottom, a part of that in the rows holding
    /// its ends, and nothing elsewhere: its rows change only at its first touched row, its first
    /// fully covered row, the row after its last fully covered row and the row after its last
    /// touched row. Every other row of the band holds, line by line, what the row above holds, so
    /// its spans are the row above's (the long straight sides of rectangles and strokes: most rows
    /// of a tall shape). The first row of every band is computed.
    func markRepeats(_ lines: UnsafePointer<EdgeLine>, live: UnsafePointer<Int32>, count: Int, bandTop: Int,
                     bandBottom: Int, into repeats: UnsafeMutablePointer<UInt8>) {
        let shift = EdgeLine.shift
        let rows = bandBottom &- bandTop
        // All of the band's rows (the buffer holds ``bandHeight`` bytes) in four stores: a memset
        // call cost more than the marking itself on a small shape.
        let raw = UnsafeMutableRawPointer(repeats)
        for word in 0..<(BandedCoverageAccumulator.bandHeight / 8) {
            raw.storeBytes(of: 0x0101_0101_0101_0101 as UInt64, toByteOffset: word &* 8, as: UInt64.self)
        }
        repeats[0] = 0
        @inline(__always) func change(_ row: Int) {
            let r = row &- bandTop
            if r >= 0 && r < rows { repeats[r] = 0 }
        }
        for j in 0..<count {
            let line = lines[Int(live[j])]
            // Rows touched: firstRow ... lastRow.
            let firstRow = Int(line.y0 >> shift), lastRow = Int((line.y1 &- 1) >> shift)
            if line.x0 == line.x1 {
                line.forEachVerticalChangeRow(change)
            } else {
                let r0 = Swift.max(firstRow, bandTop), r1 = Swift.min(lastRow &+ 1, bandBottom &- 1)
                if r0 > r1 { continue }
                for r in r0...r1 { repeats[r &- bandTop] = 0 }
            }
        }
    }

    // MARK: Sweep

    /// Turns band rows `0 ..< rows` into spans for `blitter`, leaving the cells and bitmap zeroed.
    /// Pixel (x, row) of the band is canvas pixel (`originX + x`, `originY + row`).
    ///
    /// Rows marked in `repeats` hold nothing (``accumulate(_:live:count:bandTop:bandBottom:repeats:)``
    /// skipped them) and get the previous row's spans again, with the same coverage: a row followed
    /// by a repeat records its spans in `record` (room for ``width`` + 1 spans) as it emits them.
    @inline(__always)
    func sweep<B: Blitter, F: CoverageFold>(rows: Int, originX: Int, originY: Int, fold: F.Type,
                                            repeats: UnsafePointer<UInt8>, record: UnsafeMutablePointer<RecordedSpan>,
                                            into blitter: inout B) {
        let width = self.width, words = self.words, stride = self.stride
        let coverage = rowCoverage
        var recorded = 0
        var r = 0
        while r < rows {
            let y = originY &+ r
            if repeats[r] != 0 {
                // The cells were the row above's: so are the spans (the coverage row is unchanged),
                // on this row and the repeated rows after it, delivered together.
                var end = r &+ 1
                while end < rows && repeats[end] != 0 { end &+= 1 }
                blitter.blitRepeatedSpans(record, count: recorded, coverage: UnsafePointer(coverage), originX: originX,
                                          rows: y..<(originY &+ end))
                r = end
                continue
            }
            defer { r &+= 1 }
            let recording = r &+ 1 < rows && repeats[r &+ 1] != 0
            recorded = 0
            @inline(__always) func note(_ start: Int, _ count: Int, _ value: Int32) {
                if recording {
                    record[recorded] = RecordedSpan(start: Int32(truncatingIfNeeded: start),
                                                    count: Int32(truncatingIfNeeded: count), coverage: value)
                    recorded &+= 1
                }
            }
            let rowCells = cells + r &* stride
            let rowBits = bits + r &* words
            var sum: Int32 = 0
            var last = -1, runStart = 0
            for word in 0..<words {
                var bitsLeft = rowBits[word]
                if bitsLeft == 0 { continue }
                rowBits[word] = 0
                repeat {
                    let x = word &<< 6 | bitsLeft.trailingZeroBitCount
                    bitsLeft &= bitsLeft &- 1
                    if x != last &+ 1 {
                        let gapCoverage = F.coverage(sum)
                        if last >= 0 && x &- last &- 1 <= BandedCoverageAccumulator.mergedGap && gapCoverage != 0 {
                            // A short covered gap between two runs joins them: one anti-aliased
                            // span instead of three calls (the border of a stroke: edge, a pixel or
                            // two of solid, edge). Its pixels get the same coverage either way.
                            // One 8-byte store (the coverage row has 8 bytes of slack): bytes
                            // past the gap are cells not yet swept, written when they are.
                            UnsafeMutableRawPointer(coverage + (last &+ 1))
                                .storeBytes(of: UInt64(gapCoverage) &* 0x0101_0101_0101_0101, as: UInt64.self)
                        } else if last >= 0 {
                            flushRun(from: runStart, through: last, y: y, originX: originX, width: width,
                                     coverage: coverage, into: &blitter, note: note)
                            gap(from: last &+ 1, to: x, coverage: gapCoverage, y: y, originX: originX,
                                width: width, into: &blitter, note: note)
                            runStart = x
                        } else {
                            runStart = x
                        }
                    }
                    sum &+= rowCells[x]
                    rowCells[x] = 0
                    coverage[x] = F.coverage(sum)
                    last = x
                } while bitsLeft != 0
            }
            if last >= 0 {
                flushRun(from: runStart, through: last, y: y, originX: originX, width: width,
                         coverage: coverage, into: &blitter, note: note)
                // Edges clipped off on the right leave the sum non-zero up to the target's edge.
                gap(from: last &+ 1, to: width, coverage: F.coverage(sum), y: y, originX: originX,
                    width: width, into: &blitter, note: note)
            }
        }
    }

    /// Emits the touched cells `start ... end` (clipped to the target) as one anti-aliased span.
    @inline(__always)
    private func flushRun<B: Blitter>(from start: Int, through end: Int, y: Int, originX: Int, width: Int,
                                      coverage: UnsafeMutablePointer<UInt8>, into blitter: inout B,
                                      note: (Int, Int, Int32) -> Void) {
        var stop = Swift.min(end &+ 1, width)
        // The cell after an edge often ends up uncovered (the right side of a shape): trim it.
        while stop > start && coverage[stop &- 1] == 0 { stop &-= 1 }
        if stop > start {
            blitter.blitAntialiasedSpan(y: y, x: originX &+ start, count: stop &- start,
                                        coverage: UnsafePointer(coverage + start))
            note(start, stop &- start, RecordedSpan.antialiased)
        }
    }

    /// Emits the untouched pixels `start ..< end` (clipped to the target), all of one coverage.
    @inline(__always)
    private func gap<B: Blitter>(from start: Int, to end: Int, coverage: UInt8, y: Int, originX: Int,
                                 width: Int, into blitter: inout B, note: (Int, Int, Int32) -> Void) {
        let stop = Swift.min(end, width)
        if stop <= start || coverage == 0 { return }
        if coverage == 255 {
            blitter.blitSolidSpan(y: y, x: originX &+ start, count: stop &- start)
        } else {
            blitter.blitSpan(y: y, x: originX &+ start, count: stop &- start, coverage: coverage)
        }
        note(start, stop &- start, Int32(coverage))
    }
}
