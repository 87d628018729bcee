/// How a fill rule turns an accumulated signed area into 8-bit coverage; the sweep is specialised
/// for each, so the rule costs no branch per pixel.
protocol CoverageFold {
    /// Coverage 0…255 for accumulated area `sum` (``BandedCoverageAccumulator/full`` per pixel), rounded
    /// to nearest.
    static func coverage(_ sum: Int32) -> UInt8
    /// ``coverage(_:)-(Int32)`` of each lane, as 0…255 in each lane: the same values, four at a time.
    static func coverage(_ sums: SIMD4<Int32>) -> SIMD4<Int32>
}

extension CoverageFold {
    /// `round(area · 255 / full)` for `area` in `0 … full` (2^21): exact, since area·255 < 2^29.
    @inline(__always)
    static func toByte(_ area: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (area &* 255 &+ (1 << 20)) >> 21)
    }

    /// ``toByte(_:)`` of each lane (areas in `0 … full`); `a·255` as `(a << 8) − a`, since the
    /// baseline instruction set has no 32-bit lane product.
    @inline(__always)
    static func toBytes(_ area: SIMD4<Int32>) -> SIMD4<Int32> {
        ((area &<< 8) &- area &+ (1 << 20)) &>> 21
    }
}

/// Non-zero: `min(|sum|, full)`.
enum NonZeroFold: CoverageFold {
    @inline(__always)
    static func coverage(_ sum: Int32) -> UInt8 {
        let sign = sum >> 31
        let magnitude = UInt32(bitPattern: (sum ^ sign) &- sign)
        return toByte(Swift.min(magnitude, UInt32(BandedCoverageAccumulator.full)))
    }

    @inline(__always)
    static func coverage(_ sums: SIMD4<Int32>) -> SIMD4<Int32> {
        let sign = sums &>> 31
        var magnitude = (sums ^ sign) &- sign
        let full = SIMD4<Int32>(repeating: BandedCoverageAccumulator.full)
        // |Int32.min| wraps to itself, which the scalar fold (comparing unsigned) clamps to full:
        // so does `magnitude − 1 > full − 1`, which also catches every magnitude above full, with
        // one signed comparison (the baseline instruction set has no unsigned one).
        magnitude.replace(with: full, where: (magnitude &- 1) .> (full &- 1))
        return toBytes(magnitude)
    }
}

/// Even-odd: `sum` folded into `0 … full` with period `2·full` (a triangle wave), so winding 1 and
/// 3 count as inside and 2 as outside; negative sums fold like positive ones.
enum EvenOddFold: CoverageFold {
    @inline(__always)
    static func coverage(_ sum: Int32) -> UInt8 {
        let full = UInt32(BandedCoverageAccumulator.full)
        let t = UInt32(bitPattern: sum) & (2 * full - 1)
        return toByte(t <= full ? t : 2 * full - t)
    }

    @inline(__always)
    static func coverage(_ sums: SIMD4<Int32>) -> SIMD4<Int32> {
        let full = BandedCoverageAccumulator.full
        var t = sums & (2 * full - 1)
        // t ≤ full ? t : 2·full − t is the smaller of the two (both lie in 0 … 2·full).
        let mirrored = 2 * full &- t
        t.replace(with: mirrored, where: mirrored .< t)
        return toBytes(t)
    }
}
