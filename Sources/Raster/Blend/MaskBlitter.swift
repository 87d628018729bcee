/// Records coverage into an A8 buffer instead of drawing: used to build ``CoverageMask``s and clip
/// masks. The buffer must start zeroed (the rasterizer only reports covered spans).
struct MaskBlitter: Blitter {
    /// The first byte of the buffer, which holds pixel (`originX`, `originY`).
    private let values: UnsafeMutablePointer<UInt8>
    /// Bytes per buffer row.
    private let rowBytes: Int
    /// The canvas pixel at the buffer's first byte.
    private let originX: Int, originY: Int

    /// A blitter writing into `values`, a buffer of `rowBytes`-byte rows whose first byte is canvas
    /// pixel (`originX`, `originY`).
    init(values: UnsafeMutablePointer<UInt8>, rowBytes: Int, originX: Int, originY: Int) {
        self.values = values
        self.rowBytes = rowBytes
        self.originX = originX
        self.originY = originY
    }

    /// Each span writes its own bytes and nothing else.
    static var takesSpansInAnyOrder: Bool { true }

    /// A span is a copy of its bytes, so a whole row is one copy.
    static var prefersWholeRows: Bool { true }

    @inline(__always)
    private func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        values + ((y &- originY) &* rowBytes &+ (x &- originX))
    }

    mutating func blitSolidSpan(y: Int, x: Int, count: Int) {
        address(x, y).update(repeating: 255, count: count)
    }

    mutating func blitSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        address(x, y).update(repeating: coverage, count: count)
    }

    mutating func blitAntialiasedSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        address(x, y).update(from: coverage, count: count)
    }
}

/// A ``MaskBlitter`` for a buffer that does not start zeroed: it writes every byte, the spans'
/// coverage and 0 everywhere else, so the caller skips clearing the whole buffer first (a clip
/// mask is mostly covered: clearing it was a pass over every byte that the spans then overwrote).
///
/// It relies on the rasterizer's order: rows top to bottom, each row's spans left to right, no
/// pixel twice (``Blitter``). Before each span it zeroes what lies between the previous span's end
/// and the span's start (the rest of earlier rows included); ``finish()`` zeroes what follows the
/// last span.
struct ZeroFillingMaskBlitter: Blitter {
    /// The first byte of the buffer, which holds pixel (`originX`, `originY`).
    private let values: UnsafeMutablePointer<UInt8>
    /// Bytes per buffer row.
    private let rowBytes: Int
    /// The canvas pixel at the buffer's first byte.
    private let originX: Int, originY: Int
    /// The buffer's size: rows × `rowBytes`.
    private let count: Int
    /// The offset of the first byte not yet written.
    private var written = 0

    /// A blitter writing every byte of `values`, `rows` rows of `rowBytes` bytes whose first byte is
    /// canvas pixel (`originX`, `originY`).
    init(values: UnsafeMutablePointer<UInt8>, rowBytes: Int, rows: Int, originX: Int, originY: Int) {
        self.values = values
        self.rowBytes = rowBytes
        self.originX = originX
        self.originY = originY
        count = rows * rowBytes
    }

    /// Zeroes up to the span at (`x`, `y`) and returns its offset; marks `length` bytes written.
    @inline(__always)
    private mutating func begin(_ x: Int, _ y: Int, length: Int) -> UnsafeMutablePointer<UInt8> {
        let offset = (y &- originY) &* rowBytes &+ (x &- originX)
        if offset > written { (values + written).update(repeating: 0, count: offset &- written) }
        written = offset &+ length
        return values + offset
    }

    /// Zeroes everything after the last span; call once, after rasterizing.
    mutating func finish() {
        if count > written { (values + written).update(repeating: 0, count: count &- written) }
        written = count
    }

    mutating func blitSolidSpan(y: Int, x: Int, count: Int) {
        begin(x, y, length: count).update(repeating: 255, count: count)
    }

    mutating func blitSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        begin(x, y, length: count).update(repeating: coverage, count: count)
    }

    mutating func blitAntialiasedSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        begin(x, y, length: count).update(from: coverage, count: count)
    }
}
