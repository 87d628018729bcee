/// Span kernels of the raster layer compiled for the x86-64-v3 level (AVX2: 32-byte vectors),
/// called by `Raster` only on processors that have it (`touchstone_cpu_supports_x86_64_v3`).
///
/// The package builds for baseline x86-64 (SSE2), so a binary runs anywhere; this module alone gets
/// `-target-cpu x86-64-v3` (Package.swift, on x86-64 hosts only), and `Raster` chooses per blitter
/// whether to call it. Its entry points are `@inline(never)`: cross-module optimisation must not
/// copy their bodies into `Raster`, where they would be compiled for the baseline again (and lose
/// the point), and only scalars and pointers cross the boundary, because the two sides pass vector
/// values in different registers. On other architectures the module compiles for the default
/// target and is never called.
///
/// The arithmetic is `Raster`'s `SourceOver` step 2, integer for integer: every product
/// `x·y / 255` is Blinn's rounding to nearest computed as the high half of `(x·y + 128)·257`, so
/// the pixels are bit-identical to the baseline kernel (RasterTests' `SpanKernelTests` compare
/// both with a scalar reference over every alpha and coverage).
public enum SourceOverSpanV3 {
    /// Composites one premultiplied colour over the `count` ≥ 0 pixels at `p` (RGBA8, any
    /// alignment): each component becomes `s + round(d·(255 − α) / 255)`.
    ///
    /// - Parameters:
    ///   - source: the colour already scaled by its coverage (step 1 of `SourceOver`), as the
    ///     little-endian word `r | g << 8 | b << 16 | α << 24`; premultiplied, so r, g, b ≤ α.
    ///   - p: the first pixel's first byte.
    ///   - count: pixels.
    @inline(never)
    public static func composite(_ source: UInt32, into p: UnsafeMutableRawPointer, count: Int) {
        // Split lanes as in `SourceOverBlitter`: 16-bit lanes over the bytes as they lie hold
        // (r, b) in their low bytes and (g, a) in their high bytes, pixel after pixel. Eight pixels
        // (`SIMD16<UInt16>`, one 32-byte register) per vector: wider types are not unrolled into
        // vector code by the optimiser.
        let rb = unsafeBitCast(SIMD8<UInt32>(repeating: source & 0x00FF_00FF), to: SIMD16<UInt16>.self)
        let ga = unsafeBitCast(SIMD8<UInt32>(repeating: (source >> 8) & 0x00FF_00FF), to: SIMD16<UInt16>.self)
        let inverse = SIMD16<UInt16>(repeating: 255 &- UInt16(truncatingIfNeeded: source >> 24))
        var i = 0
        // `i <= last` rather than `i + 16 <= count`: one addition fewer per step.
        let last16 = count &- 16
        while i <= last16 {
            over(p + i &* 4, rb: rb, ga: ga, inverse: inverse)
            over(p + (i &* 4 &+ 32), rb: rb, ga: ga, inverse: inverse)
            i &+= 16
        }
        if i &+ 8 <= count {
            over(p + i &* 4, rb: rb, ga: ga, inverse: inverse)
            i &+= 8
        }
        if i &+ 4 <= count {
            over(p + i &* 4, rb: rb.lowHalf, ga: ga.lowHalf, inverse: inverse.lowHalf)
            i &+= 4
        }
        // The last 0…3 pixels, as two-pixel and one-pixel vectors of the same lanes.
        if i &+ 2 <= count {
            over(p + i &* 4, rb: rb.lowHalf.lowHalf, ga: ga.lowHalf.lowHalf, inverse: inverse.lowHalf.lowHalf)
            i &+= 2
        }
        if i < count {
            over(p + i &* 4, rb: rb.lowHalf.lowHalf.lowHalf, ga: ga.lowHalf.lowHalf.lowHalf,
                 inverse: inverse.lowHalf.lowHalf.lowHalf)
        }
    }

    /// The pixels at `p` (as many as `L` holds: two lanes a pixel) with the split source over
    /// them: per lane `s + round(d·inverse / 255)`, `d` the lane's low or high byte.
    @inline(__always)
    private static func over<L: SIMD>(_ p: UnsafeMutableRawPointer, rb: L, ga: L, inverse: L) where L.Scalar == UInt16 {
        let v = p.loadUnaligned(as: L.self)
        let low = rb &+ multiply(v & 0x00FF, inverse)
        let high = ga &+ multiply(v &>> 8, inverse)
        p.storeBytes(of: low | high &<< 8, as: L.self)
    }

    /// Lane-wise `round(a·b / 255)` for a, b ≤ 255: the high half of `(a·b + 128)·257`
    /// (`SourceOver.multiply` in `Raster`, where the equivalence with Blinn's form is shown).
    @inline(__always)
    private static func multiply<L: SIMD>(_ a: L, _ b: L) -> L where L.Scalar == UInt16 {
        let t = a &* b &+ 128
        var result = L()
        // A lane loop the optimiser turns into `vpmulhuw` (the standard library has no high
        // multiply).
        for i in t.indices {
            result[i] = UInt16(truncatingIfNeeded: (UInt32(t[i]) &* 257) &>> 16)
        }
        return result
    }
}
