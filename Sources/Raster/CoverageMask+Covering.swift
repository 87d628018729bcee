/// Where a mask is not zero: how a scene renderer limits a masked layer's offscreen work to the
/// pixels its mask lets through.
extension CoverageMask {
    /// Disjoint rectangles inside ``bounds`` that together hold every pixel of nonzero coverage
    /// (in an order fixed by the values); empty when every value is 0.
    ///
    /// A cover, not the exact set: the rectangles may hold zeros too. The mask is read in bands of
    /// eight rows and columns of eight pixels (one 64-bit load per row of a block): each band's
    /// blocks holding a nonzero value form runs, runs less than four blocks apart are joined,
    /// runs of consecutive bands with the same columns become one rectangle, and each rectangle is
    /// then trimmed to its first and last rows holding a nonzero value. A shadow's ring-shaped
    /// mask seen through a rectangle across a card's edges comes out as a few strips along those
    /// edges; a mask nonzero all over its bounds comes out as its bounds.
    ///
    /// - Parameter limit: the most rectangles to return; past it, the one rectangle enclosing
    ///   them all is returned instead (so a noisy mask does not cost a draw per speck).
    /// - Complexity: proportional to the area of ``bounds`` (divided by eight, in loads).
    public func nonzeroCover(limit: Int = 16) -> [PixelRect] {
        let width = bounds.width, height = bounds.height
        guard width > 0, height > 0 else { return [] }
        let band = 8, block = 8, joinGap = 4
        let blocks = (width + block - 1) / block
        /// A rectangle being grown band by band: columns in blocks (`x1` exclusive), rows from
        /// `top` (relative to the mask) to the current band.
        struct Open { var x0: Int, x1: Int, top: Int }
        var found: [PixelRect] = []
        values.withUnsafeBufferPointer { buffer in
            let values = buffer.baseAddress!
            /// Whether row `row` (relative) holds a nonzero value in pixel columns `x0..<x1`.
            func rowHasCoverage(_ row: Int, _ x0: Int, _ x1: Int) -> Bool {
                let start = values + row * width
                var x = x0
                while x + 8 <= x1 {
                    if UnsafeRawPointer(start + x).loadUnaligned(as: UInt64.self) != 0 { return true }
                    x += 8
                }
                while x < x1 {
                    if start[x] != 0 { return true }
                    x += 1
                }
                return false
            }
            /// A finished rectangle, in canvas pixels, trimmed to rows with coverage.
            func close(_ open: Open, bottom: Int) {
                let x0 = open.x0 * block, x1 = Swift.min(open.x1 * block, width)
                var top = open.top, end = bottom
                while top < end, !rowHasCoverage(top, x0, x1) { top += 1 }
                while end > top, !rowHasCoverage(end - 1, x0, x1) { end -= 1 }
                guard top < end else { return }
                found.append(PixelRect(x: bounds.x + x0, y: bounds.y + top, width: x1 - x0, height: end - top))
            }
            var marked = [Bool](repeating: false, count: blocks)
            var open: [Open] = [], next: [Open] = []
            var bandTop = 0
            let fullBlocks = width / block
            while bandTop < height {
                let bandBottom = Swift.min(bandTop + band, height)
                // Each block's rows ORed together, one 64-bit load per row (the tail block, when
                // the width is not a multiple of eight, byte by byte).
                marked.withUnsafeMutableBufferPointer { marked in
                    for b in 0..<fullBlocks {
                        var any: UInt64 = 0
                        var at = UnsafeRawPointer(values + bandTop * width + b * block)
                        for _ in bandTop..<bandBottom {
                            any |= at.loadUnaligned(as: UInt64.self)
                            at += width
                        }
                        marked[b] = any != 0
                    }
                    if fullBlocks < blocks {
                        var any: UInt8 = 0
                        for row in bandTop..<bandBottom {
                            for x in fullBlocks * block..<width { any |= values[row * width + x] }
                        }
                        marked[fullBlocks] = any != 0
                    }
                }
                // The band's runs, joined across short gaps, each continuing an open rectangle of
                // the same columns or starting one.
                next.removeAll(keepingCapacity: true)
                var b = 0
                while b < blocks {
                    guard marked[b] else {
                        b += 1
                        continue
                    }
                    let x0 = b
                    var x1 = b + 1
                    var probe = x1
                    while probe < blocks, probe - x1 < joinGap {
                        if marked[probe] { x1 = probe + 1 }
                        probe += 1
                    }
                    if let k = open.firstIndex(where: { $0.x0 == x0 && $0.x1 == x1 }) {
                        next.append(open[k])
                        open.remove(at: k)
                    } else {
                        next.append(Open(x0: x0, x1: x1, top: bandTop))
                    }
                    b = x1
                }
                for finished in open { close(finished, bottom: bandTop) }
                swap(&open, &next)
                bandTop = bandBottom
            }
            for finished in open { close(finished, bottom: height) }
        }
        guard found.count > limit, var enclosing = found.first else { return found }
        for rect in found.dropFirst() {
            let x0 = Swift.min(enclosing.x, rect.x), y0 = Swift.min(enclosing.y, rect.y)
            enclosing = PixelRect(x: x0, y: y0, width: Swift.max(enclosing.maxX, rect.maxX) - x0,
                                  height: Swift.max(enclosing.maxY, rect.maxY) - y0)
        }
        return [enclosing]
    }
}
