extension RasterTesting {
    /// Composites `color` at `coverage` over the `count` pixels that start at byte `offset` of
    /// `bytes` (any alignment) through ``SourceOverBlitter`` with the given kernels: its solid span
    /// at coverage 255 (a store for an opaque colour), its constant-coverage span otherwise. Nothing
    /// happens for `count` 0 or coverage 0 (the rasterizer never emits those spans).
    ///
    /// `kernels` must be kernels this processor runs (``SpanKernels/runs(_:)``; the others would be
    /// illegal instructions here).
    package static func compositeSpan(_ bytes: inout [UInt8], offset: Int, count: Int, color: PremultipliedColor,
                                      coverage: UInt8, kernels: SpanKernels) {
        precondition(offset >= 0 && count >= 0 && offset + count * 4 <= bytes.count)
        guard count > 0, coverage > 0 else { return }
        bytes.withUnsafeMutableBufferPointer { buffer in
            var blitter = SourceOverBlitter(pixels: buffer.baseAddress! + offset, rowBytes: count * 4, color: color,
                                            kernels: kernels)
            if coverage == 255 {
                blitter.blitSolidSpan(y: 0, x: 0, count: count)
            } else {
                blitter.blitSpan(y: 0, x: 0, count: count, coverage: coverage)
            }
        }
    }
}
