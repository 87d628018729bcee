// One source, two modules: this file is `RasterKernelsV3`'s, and `RasterKernelsV4`'s directory
// holds a relative symlink to it. `RasterKernelsV4` is compiled with `RASTER_KERNELS_V4` defined
// (Package.swift), which names the enum `SourceOverSpanV4` and widens the lanes to one 64-byte
// register; everything else, the arithmetic above all, is the same text in both.

#if RASTER_KERNELS_V4
/// Span kernels of the raster layer compiled for the x86-64-v4 level (AVX-512: 64-byte vectors),
/// called by `Raster` only on processors that have it (`touchstone_cpu_supports_x86_64_v4`).
///
/// The same source file as `RasterKernelsV3`'s `SourceOverSpanV3` (see there for the module's
/// conventions), compiled with `-march=x86-64-v4` and `SIMD32<UInt16>` lanes: 16 pixels per
/// `zmm` register, 32 per loop step.
public enum SourceOverSpanV4 {}
/// The kernel's enum in this module.
typealias SourceOverSpan = SourceOverSpanV4
/// One vector register of split lanes: 16 pixels. LLVM's x86-64-v4 tuning prefers 256-bit vectors
/// for code it vectorises itself, but a 64-byte vector type written out is kept in one `zmm`.
typealias Lanes = SIMD32<UInt16>
/// `Lanes` seen as one 32-bit word per pixel, for broadcasting the source.
typealias Words = SIMD16<UInt32>
#else
/// Span kernels of the raster layer compiled for the x86-64-v3 level (AVX2: 32-byte vectors),
/// called by `Raster` only on processors that have it (`touchstone_cpu_supports_x86_64_v3`).
///
/// The package builds for baseline x86-64 (SSE2), so a binary runs anywhere; this module alone gets
/// `-march=x86-64-v3` (Package.swift, on x86-64 hosts only), and `Raster` chooses per blitter
/// whether to call it. Its entry points are `@inline(never)`: cross-module optimisation must not
/// copy their bodies into `Raster`, where they would be compiled for the baseline again (and lose
/// the point), and only scalars and pointers cross the boundary, because the two sides pass vector
/// values in different registers. On other architectures the module compiles for the default
/// target and is never called. `RasterKernelsV4` compiles this same file for x86-64-v4.
///
/// The arithmetic is `Raster`'s `SourceOver` step 2, integer for integer: every product
/// `x·y / 255` is Blinn's rounding to nearest computed as the high half of `(x·y + 128)·257`, so
/// the pixels are bit-identical to the baseline kernel (RasterTests' `SpanKernelTests` compare
/// both with a scalar reference over every alpha and coverage).
public enum SourceOverSpanV3 {}
/// The kernel's enum in this module.
typealias SourceOverSpan = SourceOverSpanV3
/// One vector register of split lanes: 8 pixels in one `ymm`. Wider types are not unrolled into
/// vector code by the optimiser at this level.
typealias Lanes = SIMD16<UInt16>
/// `Lanes` seen as one 32-bit word per pixel, for broadcasting the source.
typealias Words = SIMD8<UInt32>
#endif

extension SourceOverSpan {
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
        // (r, b) in their low bytes and (g, a) in their high bytes, pixel after pixel.
        let rb = unsafeBitCast(Words(repeating: source & 0x00FF_00FF), to: Lanes.self)
        let ga = unsafeBitCast(Words(repeating: (source >> 8) & 0x00FF_00FF), to: Lanes.self)
        let inverse = Lanes(repeating: 255 &- UInt16(truncatingIfNeeded: source >> 24))
        // Pixels per register (two lanes a pixel) and its bytes.
        let step = Lanes.scalarCount / 2, stepBytes = Lanes.scalarCount * 2
        var i = 0
        // Two registers per step; `i <= last` rather than `i + 2·step <= count`: one addition fewer
        // per step.
        let last = count &- 2 &* step
        while i <= last {
            over(p + i &* 4, rb: rb, ga: ga, inverse: inverse)
            over(p + (i &* 4 &+ stepBytes), rb: rb, ga: ga, inverse: inverse)
            i &+= 2 &* step
        }
        if i &+ step <= count {
            over(p + i &* 4, rb: rb, ga: ga, inverse: inverse)
            i &+= step
        }
        // The last pixels, in vectors of halving width over the same lanes, from eight pixels
        // (`SIMD16<UInt16>`, the whole register at x86-64-v3, half of it at v4) down to one.
        #if RASTER_KERNELS_V4
        let rb8 = rb.lowHalf, ga8 = ga.lowHalf, inverse8 = inverse.lowHalf
        if i &+ 8 <= count {
            over(p + i &* 4, rb: rb8, ga: ga8, inverse: inverse8)
            i &+= 8
        }
        #else
        let rb8 = rb, ga8 = ga, inverse8 = inverse
        #endif
        if i &+ 4 <= count {
            over(p + i &* 4, rb: rb8.lowHalf, ga: ga8.lowHalf, inverse: inverse8.lowHalf)
            i &+= 4
        }
        if i &+ 2 <= count {
            over(p + i &* 4, rb: rb8.lowHalf.lowHalf, ga: ga8.lowHalf.lowHalf, inverse: inverse8.lowHalf.lowHalf)
            i &+= 2
        }
        if i < count {
            over(p + i &* 4, rb: rb8.lowHalf.lowHalf.lowHalf, ga: ga8.lowHalf.lowHalf.lowHalf,
                 inverse: inverse8.lowHalf.lowHalf.lowHalf)
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
