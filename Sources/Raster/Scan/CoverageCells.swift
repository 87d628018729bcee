/// Where the exact-area cell walk deposits a line's pieces: the banded accumulator's cells (each
/// deposit also marking its bitmap of touched cells) or the small-target accumulator's dense
/// cells. Both routes cut lines into pieces with the functions of this protocol's extension, so
/// every cell receives the same integer terms whichever route draws it, which is what makes their
/// pixels equal (`SmallTargetRouteTests`). The functions are `@inline(__always)` generics, so each
/// route gets its own specialised copy with no existential or closure per cell.
protocol CoverageCells {
    /// The cells the walk deposits into.
    var grid: CoverageCellGrid { get }
    /// Adds one piece of edge inside cell `x` of cell row `row`: cover `c` (winding applied) and
    /// `fxSum` = fx0 + fx1, its x offsets within the pixel: `c·2048 − c·fxSum` into cell x and
    /// `c·fxSum` into cell x + 1.
    func deposit(row: Int, x: Int, cover c: Int32, fxSum: Int32)
    /// Adds cover `c` from cells left of the target: `c·2048` into cell 0 of cell row `row`.
    func depositLeft(row: Int, cover c: Int32)
    /// ``walkPieceOverCells(row:from:_:to:_:winding:dx:dy:slope:)``, inlined or out of line as
    /// suits each accumulator's per-line loop (`ts_fill_path` and `ts_draw_elevation_shadows`
    /// cases under callgrind).
    func depositPieceOverCells(row: Int, from xa: Int32, _ ya: Int32, to xb: Int32, _ yb: Int32,
                               winding w: Int32, dx: Int32, dy: Int32, slope dydx: inout Double)
}

extension CoverageCells {
    /// The cells, row after row, ``stride`` apart.
    @inline(__always) var cells: UnsafeMutablePointer<Int32> { grid.cells }
    /// The coverage bytes of the row being swept.
    @inline(__always) var rowCoverage: UnsafeMutablePointer<UInt8> { grid.rowCoverage }
    /// Cells per row.
    @inline(__always) var stride: Int { grid.stride }
    /// The target's width in pixels.
    @inline(__always) var width: Int { grid.width }
    /// The canvas column of cell 0 (the target's left side); lines are in absolute fixed point.
    @inline(__always) var originX: Int { grid.originX }
    /// The canvas column of the target's first cell (``originX``).
    @inline(__always) var leftColumn: Int32 { grid.leftColumn }
    /// The canvas column just past the target's last cell.
    @inline(__always) var rightColumn: Int32 { grid.rightColumn }

    /// The cell terms of one piece inside cell `x` of cell row `row` (see
    /// ``deposit(row:x:cover:fxSum:)``): the arithmetic both accumulators' deposits share.
    @inline(__always)
    func addCellTerms(row: Int, x: Int, cover c: Int32, fxSum: Int32) {
        let a = c &* fxSum
        let i = row &* stride &+ x
        cells[i] &+= (c &* (2 * EdgeLine.one)) &- a
        cells[i &+ 1] &+= a
    }

    /// The cell term of cover `c` from left of the target (see ``depositLeft(row:cover:)``).
    @inline(__always)
    func addLeftCover(row: Int, cover c: Int32) {
        cells[row &* stride] &+= c &* (2 * EdgeLine.one)
    }

    /// Adds one piece of edge inside canvas column `column` (see ``deposit(row:x:cover:fxSum:)``),
    /// clipped to the target: right of it nothing is read; left of it only the sum reaching cell 0
    /// counts, which is the piece's whole `c·2048` (its two cells' shares add up to that), so it
    /// goes to cell 0. Every target pixel gets exactly the sum a wider target would give it.
    @inline(__always)
    func depositClipped(row: Int, column: Int32, cover c: Int32, fxSum: Int32) {
        let x = Int(column) &- originX
        if x >= width { return }
        if x >= 0 {
            deposit(row: row, x: x, cover: c, fxSum: fxSum)
        } else {
            depositLeft(row: row, cover: c)
        }
    }

    /// Deposits vertical `line` in canvas rows `r0 ... r1` (within the line's rows; canvas row r
    /// goes to cell row `r − rowBase`), except in the rows `repeats` marks (indexed like the cell
    /// rows), whose spans are the previous row's. One cell per row, the same x offset throughout.
    @inline(__always)
    func depositVertical(_ line: EdgeLine, rows r0: Int, through r1: Int, cellRowOf rowBase: Int,
                         repeats: UnsafePointer<UInt8>) {
        let shift = EdgeLine.shift, one = EdgeLine.one
        let column = line.x0 >> shift
        let fxSum = 2 &* (line.x0 &- column << shift)
        for r in r0...r1 where repeats[r &- rowBase] == 0 {
            let rowTop = Int32(truncatingIfNeeded: r) << shift
            let ya = Swift.max(line.y0, rowTop), yb = Swift.min(line.y1, rowTop &+ one)
            depositClipped(row: r &- rowBase, column: column, cover: line.winding &* (yb &- ya), fxSum: fxSum)
        }
    }

    /// Deposits the piece of a line (winding `w`, extent `dx` × `dy` in fixed point) inside cell
    /// row `row`, from (xa, ya) to (xb, yb): x absolute, y within the row (0…1024). `slope` is the
    /// line's |dy/dx|, computed on first use (negative until then).
    @inline(__always)
    func depositPiece(row: Int, from xa: Int32, _ ya: Int32, to xb: Int32, _ yb: Int32, winding w: Int32,
                      dx: Int32, dy: Int32, slope dydx: inout Double) {
        let shift = EdgeLine.shift
        // 2. Within the row, the piece from (xa, ya) to (xb, yb), split at column boundaries
        //    (absolute fixed point; cells outside the target clipped as they are written).
        let lo = Swift.min(xa, xb), hi = Swift.max(xa, xb)
        let first = lo >> shift
        if hi <= (first &+ 1) << shift {
            // One cell: the common case (clipped as it is written: left of the target only its
            // cover counts, right of it nothing is read).
            let base = first << shift
            depositClipped(row: row, column: first, cover: w &* (yb &- ya), fxSum: (xa &- base) &+ (xb &- base))
        } else if hi <= (first &+ 2) << shift && first >= leftColumn && first &+ 1 < rightColumn {
            // Two cells, both in the target (a chord of a curve, most often): the general walk's
            // one step, with its numbers — y at the boundary from the line's |dy/dx|, clamped to
            // the piece.
            if dydx < 0 { dydx = Double(dy) / Double(abs(dx)) }
            let one = EdgeLine.one, base = first << shift, boundary = base &+ one
            let x = Int(first) &- originX
            let run = xb > xa ? boundary &- xa : xa &- boundary
            let y = Swift.min(Swift.max(ya &+ Int32(Double(run) * dydx + 0.5), ya), yb)
            if xb > xa {
                deposit(row: row, x: x, cover: w &* (y &- ya), fxSum: (xa &- base) &+ one)
                deposit(row: row, x: x &+ 1, cover: w &* (yb &- y), fxSum: xb &- boundary)
            } else {
                deposit(row: row, x: x &+ 1, cover: w &* (y &- ya), fxSum: xa &- boundary)
                deposit(row: row, x: x, cover: w &* (yb &- y), fxSum: one &+ (xb &- base))
            }
        } else {
            depositPieceOverCells(row: row, from: xa, ya, to: xb, yb, winding: w, dx: dx, dy: dy, slope: &dydx)
        }
    }

    /// ``depositPiece(row:from:_:to:_:winding:dx:dy:slope:)`` for a piece spanning several columns.
    @inline(__always)
    func walkPieceOverCells(row: Int, from xa: Int32, _ ya: Int32, to xb: Int32, _ yb: Int32,
                            winding w: Int32, dx: Int32, dy: Int32, slope dydx: inout Double) {
        let shift = EdgeLine.shift, one = EdgeLine.one
        let leftFixed = leftColumn << shift, rightFixed = rightColumn << shift
        let lo = Swift.min(xa, xb), hi = Swift.max(xa, xb)
        if hi <= leftFixed {
            // Wholly left of the target: only its cover counts.
            depositLeft(row: row, cover: w &* (yb &- ya))
        } else if lo >= rightFixed {
            // Wholly right of it: nothing is read there.
        } else {
            // Several cells: y at each column boundary from the whole line's slope |dy/dx|,
            // clamped to the row (the values are monotone along the piece, so the y at any
            // boundary is the same whether the walk starts there or further out); the cells left
            // of the target are skipped in one step, with the crossing at its left side computed
            // by the same formula the walk would use.
            if dydx < 0 { dydx = Double(dy) / Double(abs(dx)) }
            var xPrevious = xa, yPrevious = ya
            if xb > xa {
                var cell = xa >> shift
                let last = (xb &- 1) >> shift
                if cell < leftColumn {
                    // Skip to the target's left side (last ≥ leftColumn here).
                    let boundary = leftFixed
                    let y = Swift.min(ya &+ Int32(Double(boundary &- xa) * dydx + 0.5), yb)
                    depositLeft(row: row, cover: w &* (y &- ya))
                    xPrevious = boundary
                    yPrevious = y
                    cell = leftColumn
                }
                while cell < last && cell < rightColumn {
                    let boundary = (cell &+ 1) << shift
                    let y = Swift.min(Swift.max(ya &+ Int32(Double(boundary &- xa) * dydx + 0.5), yPrevious), yb)
                    depositClipped(row: row, column: cell, cover: w &* (y &- yPrevious),
                                   fxSum: (xPrevious &- (cell << shift)) &+ one)
                    xPrevious = boundary
                    yPrevious = y
                    cell &+= 1
                }
                let base = last << shift
                depositClipped(row: row, column: last, cover: w &* (yb &- yPrevious),
                               fxSum: (xPrevious &- base) &+ (xb &- base))
            } else {
                var cell = (xa &- 1) >> shift
                let last = xb >> shift
                if cell >= rightColumn {
                    // Skip to the target's right side (last < rightColumn here).
                    let boundary = rightFixed
                    yPrevious = Swift.min(ya &+ Int32(Double(xa &- boundary) * dydx + 0.5), yb)
                    xPrevious = boundary
                    cell = rightColumn &- 1
                }
                while cell > last && cell >= leftColumn {
                    let boundary = cell << shift
                    let y = Swift.min(Swift.max(ya &+ Int32(Double(xa &- boundary) * dydx + 0.5), yPrevious), yb)
                    depositClipped(row: row, column: cell, cover: w &* (y &- yPrevious), fxSum: xPrevious &- boundary)
                    xPrevious = boundary
                    yPrevious = y
                    cell &-= 1
                }
                let base = last << shift
                depositClipped(row: row, column: last, cover: w &* (yb &- yPrevious),
                               fxSum: (xPrevious &- base) &+ (xb &- base))
            }
        }
    }
}

/// The cells of one accumulator's target and what locates them on the canvas: the storage both
/// accumulators share (each adds its own bookkeeping: the banded route's bitmap, the small-target
/// route's repeated rows).
struct CoverageCellGrid {
    /// The cells, row after row, ``stride`` apart.
    let cells: UnsafeMutablePointer<Int32>
    /// The coverage bytes of the row being swept.
    let rowCoverage: UnsafeMutablePointer<UInt8>
    /// Cells per row: at least the width + 2 (edges on the right side write one or two past it).
    let stride: Int
    /// The target's width in pixels.
    let width: Int
    /// The canvas column of cell 0 (the target's left side).
    let originX: Int
    /// The canvas columns of the target's first cell and of the cell just past its last.
    let leftColumn: Int32, rightColumn: Int32

    /// A grid over `cells` and `rowCoverage` for a target `width` wide whose left side is canvas
    /// column `originX`.
    @inline(__always)
    init(cells: UnsafeMutablePointer<Int32>, rowCoverage: UnsafeMutablePointer<UInt8>, stride: Int, width: Int,
         originX: Int) {
        self.cells = cells
        self.rowCoverage = rowCoverage
        self.stride = stride
        self.width = width
        self.originX = originX
        leftColumn = Int32(truncatingIfNeeded: originX)
        rightColumn = Int32(truncatingIfNeeded: originX &+ width)
    }
}
