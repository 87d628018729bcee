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
