/// Where a mask is not zero, and where it is full: how a scene renderer limits a masked layer's
/// offscreen work to the pixels its mask lets through.
extension CoverageMask {
    /// A rectangle of a mask's cover (``CoverageMask/cover(limit:separatingFull:)``).
    public struct CoverPart: Hashable, Sendable {
        /// The pixels, inside the mask's bounds.
        public var rect: PixelRect
        /// Whether every value inside `rect` is 255.
        public var isFull: Bool

        /// A part of a cover.
        public init(rect: PixelRect, isFull: Bool) {
            self.rect = rect
            self.isFull = isFull
        }
    }

    /// Disjoint rectangles inside ``bounds`` that together hold every pixel of nonzero coverage
    /// (in an order fixed by the values); empty when every value is 0.
    ///
    /// A cover, not the exact set: the rectangles may hold zeros too. See
    /// ``cover(limit:separatingFull:)``, which this is without separating full parts.
    ///
    /// - Complexity: proportional to the area of ``bounds`` (divided by eight, in loads).
    public func nonzeroCover(limit: Int = 16) -> [PixelRect] {
        cover(limit: limit, separatingFull: false).map(\.rect)
    }

    /// Disjoint rectangles inside ``bounds`` that together hold every pixel of nonzero coverage,
    /// with, when `separatingFull` is set, rectangles whose values are all 255 told apart.
    ///
    /// The mask is read in bands of eight rows and columns of eight pixels (one 64-bit load per
    /// row of a block). Each band's blocks holding a nonzero value form runs, and runs less than
    /// four blocks apart are joined. With `separatingFull`, a stretch of two or more blocks of a
    /// run whose 64 values are all 255 becomes a part of its own, marked full (shorter stretches
    /// stay in the run). Parts of consecutive bands with the same columns and kind become one
    /// rectangle, and each rectangle that is not full is trimmed to its first and last rows
    /// holding a nonzero value. A shadow's ring-shaped mask seen through a rectangle across a
    /// card's edges comes out as a few strips along those edges; a card-shaped mask as its
    /// anti-aliased rim in strips around one full rectangle; a mask nonzero all over its bounds
    /// (and not all 255) as its bounds.
    ///
    /// - Parameter limit: the most rectangles to return; past it, the one rectangle enclosing
    ///   them all is returned instead, not full (so a noisy mask does not cost a draw per speck).
    /// - Complexity: proportional to the area of ``bounds`` (divided by eight, in loads).
    public func cover(limit: Int = 16, separatingFull: Bool) -> [CoverPart] {
        let width = bounds.width, height = bounds.height
        guard width > 0, height > 0 else { return [] }
        let band = 8, block = 8, joinGap = 4, fullRun = 2
        let blocks = (width + block - 1) / block
        let fullBlocks = width / block
        /// A rectangle being grown band by band: columns in blocks (`x1` exclusive), rows from
        /// `top` (relative to the mask) to the current band.
        struct Open: Equatable { var x0: Int, x1: Int, top: Int, isFull: Bool }
        var found: [CoverPart] = []
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
                if !open.isFull {
                    while top < end, !rowHasCoverage(top, x0, x1) { top += 1 }
                    while end > top, !rowHasCoverage(end - 1, x0, x1) { end -= 1 }
                }
                guard top < end else { return }
                found.append(CoverPart(rect: PixelRect(x: bounds.x + x0, y: bounds.y + top, width: x1 - x0,
                                                       height: end - top),
                                       isFull: open.isFull))
            }
            // Per block of the band: 0 no nonzero value, 1 some, 2 all 255.
            var kind = [UInt8](repeating: 0, count: blocks)
            var open: [Open] = [], next: [Open] = []
            /// Continues an open rectangle of the same columns and kind, or starts one.
            func extend(_ x0: Int, _ x1: Int, full: Bool, bandTop: Int) {
                if let k = open.firstIndex(where: { $0.x0 == x0 && $0.x1 == x1 && $0.isFull == full }) {
                    next.append(open[k])
                    open.remove(at: k)
                } else {
                    next.append(Open(x0: x0, x1: x1, top: bandTop, isFull: full))
                }
            }
            var bandTop = 0
            while bandTop < height {
                let bandBottom = Swift.min(bandTop + band, height)
                // Each block's rows ORed and ANDed together, one 64-bit load per row (the tail
                // block, when the width is not a multiple of eight, byte by byte and never full;
                // nor is a block of a band shorter than eight rows).
                kind.withUnsafeMutableBufferPointer { kind in
                    for b in 0..<fullBlocks {
                        var any: UInt64 = 0, all = UInt64.max
                        var at = UnsafeRawPointer(values + bandTop * width + b * block)
                        for _ in bandTop..<bandBottom {
                            let word = at.loadUnaligned(as: UInt64.self)
                            any |= word
                            all &= word
                            at += width
                        }
                        kind[b] = any == 0 ? 0 : (all == .max && bandBottom - bandTop == band ? 2 : 1)
                    }
                    if fullBlocks < blocks {
                        var any: UInt8 = 0
                        for row in bandTop..<bandBottom {
                            for x in fullBlocks * block..<width { any |= values[row * width + x] }
                        }
                        kind[fullBlocks] = any != 0 ? 1 : 0
                    }
                }
                next.removeAll(keepingCapacity: true)
                var b = 0
                while b < blocks {
                    guard kind[b] != 0 else {
                        b += 1
                        continue
                    }
                    // The run: nonzero blocks joined across gaps of fewer than `joinGap`.
                    let start = b
                    var end = b + 1
                    var probe = end
                    while probe < blocks, probe - end < joinGap {
                        if kind[probe] != 0 { end = probe + 1 }
                        probe += 1
                    }
                    b = end
                    guard separatingFull else {
                        extend(start, end, full: false, bandTop: bandTop)
                        continue
                    }
                    // Split off stretches of at least `fullRun` full blocks.
                    var pieceStart = start
                    var i = start
                    while i < end {
                        guard kind[i] == 2 else {
                            i += 1
                            continue
                        }
                        var j = i
                        while j < end, kind[j] == 2 { j += 1 }
                        if j - i >= fullRun {
                            if pieceStart < i { extend(pieceStart, i, full: false, bandTop: bandTop) }
                            extend(i, j, full: true, bandTop: bandTop)
                            pieceStart = j
                        }
                        i = j
                    }
                    if pieceStart < end { extend(pieceStart, end, full: false, bandTop: bandTop) }
                }
                for finished in open { close(finished, bottom: bandTop) }
                swap(&open, &next)
                bandTop = bandBottom
            }
            for finished in open { close(finished, bottom: height) }
        }
        guard found.count > limit, var enclosing = found.first?.rect else { return found }
        for part in found.dropFirst() {
            let rect = part.rect
            let x0 = Swift.min(enclosing.x, rect.x), y0 = Swift.min(enclosing.y, rect.y)
            enclosing = PixelRect(x: x0, y: y0, width: Swift.max(enclosing.maxX, rect.maxX) - x0,
                                  height: Swift.max(enclosing.maxY, rect.maxY) - y0)
        }
        return [CoverPart(rect: enclosing, isFull: false)]
    }
}
