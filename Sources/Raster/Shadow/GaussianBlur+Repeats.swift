/// What lets ``GaussianBlur`` skip work without changing a bit: an output of a convolution pass
/// whose input window holds the same values, in the same order, as its neighbour's is the same sum
/// taken in the same order, so it is copied instead of recomputed.
///
/// Shadow coverage masks are mostly such repeats: a shape with straight vertical sides has runs of
/// identical rows, a straight top or bottom edge makes its rows constant between the sides (0
/// outside, 255 inside), and the columns between the corners repeat in every row. The horizontal
/// pass computes each distinct input row once (identical rows share one stored row) and, within a
/// row, only the outputs whose window is not inside a constant run one sample longer than it; the
/// vertical pass copies an output row whose whole window, one row longer, is one stored row, and
/// computes only the columns that do not repeat their left neighbour in every row of pass 1.
extension GaussianBlur {
    /// The rows of the horizontal pass grouped by content.
    struct PassRows {
        /// For each pass-1 row, where its values are stored: 0 for a row of zeros (outside the
        /// source, or a source row with no coverage in the columns read), k ≥ 1 for the k-th row
        /// of ``distinct``.
        let slot: [Int]
        /// For each pass-1 row, how many consecutive rows ending with it have its slot.
        let equalRun: [Int]
        /// The mask rows (0-based) that need computing, one per nonzero slot, in order.
        let distinct: [Int]

        /// Groups the rows `rows` of a mask `width` bytes wide, comparing only the bytes in
        /// `columns` (the ones the pass reads), the first of them being pass-1 row `firstPassRow`
        /// of `passRows`. A row equal to the one above it shares its slot; rows that equal an
        /// earlier, non-adjacent row are stored again (rare in shadow masks, and cheap).
        init(_ input: UnsafeBufferPointer<UInt8>, width: Int, rows: Range<Int>, columns: Range<Int>,
             passRows: Int, firstPassRow: Int) {
            var slot = [Int](repeating: 0, count: passRows)
            var distinct: [Int] = []
            if !rows.isEmpty && !columns.isEmpty {
                let count = columns.count
                var previous: UnsafePointer<UInt8>?
                var previousSlot = 0
                for y in rows {
                    let row = input.baseAddress! + y * width + columns.lowerBound
                    let s: Int
                    if let previous, bytesEqual(previous, row, count: count) {
                        s = previousSlot
                    } else if isZero(row, count: count) {
                        s = 0
                    } else {
                        distinct.append(y)
                        s = distinct.count
                    }
                    slot[firstPassRow + y - rows.lowerBound] = s
                    (previous, previousSlot) = (row, s)
                }
            }
            var equalRun = [Int](repeating: 1, count: passRows)
            for h in slot.indices.dropFirst() where slot[h] == slot[h - 1] {
                equalRun[h] = equalRun[h - 1] + 1
            }
            (self.slot, self.equalRun, self.distinct) = (slot, equalRun, distinct)
        }
    }

    /// Empties `spans` and fills it with the outputs `i` in `0..<outputs` of a pass whose output i
    /// reads `line[i ..< i + window]` and equals output i − 1 because `line[i − 1 ..< i + window]`
    /// is one constant run; ascending, disjoint, none starting at 0. Runs are found eight bytes at
    /// a time.
    static func repeatingOutputs(of line: UnsafePointer<UInt8>, count: Int, window: Int, outputs: Int,
                                 into spans: inout [Range<Int>]) {
        spans.removeAll(keepingCapacity: true)
        let words = UnsafeRawPointer(line)
        var start = 0
        while start + 1 < outputs {
            let value = line[start]
            let pattern = UInt64(value) &* 0x0101_0101_0101_0101
            var end = start &+ 1
            while end &+ 8 <= count && words.loadUnaligned(fromByteOffset: end, as: UInt64.self) == pattern {
                end &+= 8
            }
            while end < count && line[end] == value { end &+= 1 }
            // Outputs start + 1 ..< end − window + 1 have both their window and their
            // neighbour's inside the run.
            let upper = Swift.min(end - window + 1, outputs)
            if start + 1 < upper { spans.append((start + 1)..<upper) }
            start = end
        }
    }

    /// Whether `count` bytes at `a` and `b` are equal, 32 at a time.
    static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let wordsA = UnsafeRawPointer(a), wordsB = UnsafeRawPointer(b)
        func difference(_ offset: Int) -> UInt64 {
            wordsA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ wordsB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        var i = 0
        while i &+ 32 <= count {
            if difference(i) | difference(i &+ 8) | difference(i &+ 16) | difference(i &+ 24) != 0 { return false }
            i &+= 32
        }
        while i &+ 8 <= count {
            if difference(i) != 0 { return false }
            i &+= 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i &+= 1
        }
        return true
    }

    /// Whether `count` bytes at `a` are all 0, eight at a time.
    static func isZero(_ a: UnsafePointer<UInt8>, count: Int) -> Bool {
        let words = UnsafeRawPointer(a)
        var i = 0
        while i + 8 <= count {
            if words.loadUnaligned(fromByteOffset: i, as: UInt64.self) != 0 { return false }
            i += 8
        }
        while i < count {
            if a[i] != 0 { return false }
            i += 1
        }
        return true
    }
}
