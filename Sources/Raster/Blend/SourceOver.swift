/// The source-over formula for premultiplied 8-bit colour, defined once for every code path.
///
/// For a premultiplied source `s` (alpha `sα`), coverage `c` and destination `d`, each component is
///
///     s′ = s·c / 255               (1. the source scaled by coverage)
///     α′ = sα·c / 255
///     d′ = s′ + d·(255 − α′) / 255  (2. over the destination)
///
/// where every `x·y / 255` is rounded to nearest exactly, the value ``PremultipliedColor/multiply(_:_:)``
/// gives (Blinn's `t = x·y + 128; (t + (t >> 8)) >> 8`, exact for 8-bit operands; computed here as
/// the high half of `t·257`, see ``multiply(_:_:)``). All values fit in 16 bits:
/// `x·y + 128 ≤ 65153`. The result never exceeds 255 and stays
/// premultiplied (`d′ ≤ α′ + (255 − α′)`), and the special cases fall out of the arithmetic rather
/// than being separate formulas: coverage 0 leaves `d` unchanged, coverage 255 gives `s′ = s`, and an
/// opaque source at coverage 255 gives `d′ = s` exactly, which is why the opaque fast path may store
/// the colour directly.
///
/// The formula is written once, generically over ``BlendLanes``, and used one pixel at a time
/// (`SIMD4<UInt16>`: its four components) and four or eight pixels at a time (`SIMD8<UInt16>`,
/// `SIMD16<UInt16>`: see ``SourceOverBlitter`` for the lane layout), so the paths are bit-identical
/// by construction; integer arithmetic makes every result independent of build mode and machine.
package enum SourceOver {
    /// Step 0, lane-wise `round(a·b / 255)` for a, b ≤ 255.
    ///
    /// Blinn's form is `(t + (t >> 8)) >> 8` with `t = a·b + 128`; this computes the same value as
    /// the high half of `t·257`, which is one vector instruction (`pmulhuw`) instead of three. They
    /// agree for every `t < 2^16`: with `A = t + ⌊t/256⌋` and `f = (t mod 256)/256 < 1`,
    /// `t·257 / 65536 = (A + f) / 256`, and adding `f` cannot carry `A` past a multiple of 256
    /// (a test checks all 65536 values).
    @inline(__always)
    static func multiply<L: BlendLanes>(_ a: L, _ b: L) -> L {
        L.multiplyHigh(a &* b &+ L(repeating: 128), 257)
    }

    /// Step 1: the source and its alpha scaled by coverage, `(s·c/255, sα·c/255)`.
    @inline(__always)
    static func scale<L: BlendLanes>(source: L, alpha: L, coverage: L) -> (source: L, alpha: L) {
        (multiply(source, coverage), multiply(alpha, coverage))
    }

    /// Step 2: a scaled source over the destination, `s′ + d·(255 − α′)/255`.
    @inline(__always)
    static func over<L: BlendLanes>(scaledSource s: L, scaledAlpha a: L, destination d: L) -> L {
        s &+ multiply(d, L(repeating: 255) &- a)
    }

    /// One pixel: `source` at `coverage` over `destination` (steps 1 and 2 on `SIMD4<UInt16>`). The
    /// blitter's one-pixel path; tests compare its four-pixel path against it.
    @inline(__always)
    package static func blend(_ destination: PremultipliedColor, source: PremultipliedColor,
                              coverage: UInt8) -> PremultipliedColor {
        let s = SIMD4<UInt16>(UInt16(source.red), UInt16(source.green), UInt16(source.blue), UInt16(source.alpha))
        let d = SIMD4<UInt16>(UInt16(destination.red), UInt16(destination.green),
                              UInt16(destination.blue), UInt16(destination.alpha))
        let scaled = scale(source: s, alpha: SIMD4(repeating: UInt16(source.alpha)),
                           coverage: SIMD4(repeating: UInt16(coverage)))
        let r = over(scaledSource: scaled.source, scaledAlpha: scaled.alpha, destination: d)
        return PremultipliedColor(red: UInt8(truncatingIfNeeded: r[0]), green: UInt8(truncatingIfNeeded: r[1]),
                                  blue: UInt8(truncatingIfNeeded: r[2]), alpha: UInt8(truncatingIfNeeded: r[3]))
    }
}

/// The lane arithmetic ``SourceOver`` needs, so its one generic definition serves one pixel
/// (`SIMD4<UInt16>`), four pixels (`SIMD8<UInt16>`), eight pixels (`SIMD16<UInt16>`) and runs of
/// coverage values.
///
/// Conformances bind the requirements to the standard library's concrete vector operators, so
/// after specialisation the formula compiles to plain vector instructions.
protocol BlendLanes {
    /// Lane-wise wrapping sum.
    static func &+ (a: Self, b: Self) -> Self
    /// Lane-wise wrapping difference.
    static func &- (a: Self, b: Self) -> Self
    /// Lane-wise wrapping product.
    static func &* (a: Self, b: Self) -> Self
    /// Every lane set to `value`.
    init(repeating value: UInt16)
    /// Lane-wise high half of the 32-bit product `a·m`.
    static func multiplyHigh(_ a: Self, _ m: UInt16) -> Self
}

extension BlendLanes where Self: SIMD, Scalar == UInt16 {
    /// A lane loop that the optimiser turns into `pmulhuw` (the standard library has no vector
    /// high multiply).
    @inline(__always)
    static func multiplyHigh(_ a: Self, _ m: UInt16) -> Self {
        var result = Self()
        for i in a.indices {
            result[i] = UInt16(truncatingIfNeeded: (UInt32(a[i]) &* UInt32(m)) &>> 16)
        }
        return result
    }
}

extension SIMD4: BlendLanes where Scalar == UInt16 {}
extension SIMD8: BlendLanes where Scalar == UInt16 {}
extension SIMD16: BlendLanes where Scalar == UInt16 {}
