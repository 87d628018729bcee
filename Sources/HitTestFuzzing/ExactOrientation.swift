/// The exact sign of `(ax − cx)·(by − cy) − (ay − cy)·(bx − cx)` for doubles (the orientation of
/// the triangle a, b, c), for the oracle. Deliberately a different method from the one production
/// uses (expansion arithmetic in `Geometry`), so that the two do not share a mistake.
///
/// ## Why it is exact
/// 1. A floating-point filter: the rounded determinant is within `(3 + 16u)·u·(|l| + |r|)` of the
///    exact one (`u = 2⁻⁵³`, `l`, `r` the rounded products; Shewchuk 1997, §4.2), so a larger one
///    has the exact sign. (Valid without underflow, which the range below rules out.)
/// 2. Otherwise each double is an integer times a power of two, `m·2^k` with `|m| < 2⁵³`. Scaled
///    by `2^−k₀` for the smallest `k₀` among the six, all are integers; the differences and
///    products of integers are computed exactly with ``ExactInteger`` and the sign read off. The
///    inputs must be 0 or within [2⁻³⁰⁰, 2³⁰⁰] in magnitude (so the integers stay a few hundred
///    bits wide); outside that the answer is `nil`.
///
/// - Returns: −1, 0 or +1, or `nil` outside the range (or for non-finite input).
func exactOrientation(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
                             _ cx: Double, _ cy: Double) -> Int? {
    let inputs = [ax, ay, bx, by, cx, cy]
    for v in inputs where !(v == 0 || (v.magnitude >= 0x1p-300 && v.magnitude <= 0x1p300)) { return nil }
    let left = (ax - cx) * (by - cy), right = (ay - cy) * (bx - cx)
    let determinant = left - right
    let bound = (3 + 16 * 0x1p-53) * 0x1p-53 * (left.magnitude + right.magnitude)
    if determinant > bound { return 1 }
    if -determinant > bound { return -1 }
    // The exponent of each input's last significand bit; the smallest becomes 2⁰.
    let base = inputs.filter { $0 != 0 }.map { Int($0.exponent) - 52 }.min() ?? 0
    let n = inputs.map { ExactInteger($0, unit: base) }
    let exact = (n[0] - n[4]) * (n[3] - n[5]) - (n[1] - n[5]) * (n[2] - n[4])
    return exact.signum
}

/// A signed integer of any size, just enough for ``exactOrientation(_:_:_:_:_:_:)``: built from a
/// double, added, subtracted and multiplied exactly. Magnitude limbs are 32 bits, least
/// significant first, with no leading zero limbs (zero has none).
struct ExactInteger: Sendable {
    var negative: Bool
    var limbs: [UInt32]

    /// The double `value` divided by 2^`unit`, which must be an integer (every bit of `value`'s
    /// significand at or above 2^`unit`; a precondition, since callers choose `unit` as the
    /// smallest exponent of their inputs).
    init(_ value: Double, unit: Int) {
        negative = value < 0
        limbs = []
        guard value != 0 else { negative = false; return }
        var significand = UInt64(value.significandBitPattern) | (value.isNormal ? 1 << 52 : 0)
        var exponent = value.isNormal ? Int(value.exponent) - 52 : -1074
        // The odd integer and its power of two: 0.5 is 1·2⁻¹, not 2⁵²·2⁻⁵³.
        let zeros = significand.trailingZeroBitCount
        significand >>= UInt64(zeros)
        exponent += zeros
        let shift = exponent - unit
        precondition(shift >= 0, "ExactInteger: value has bits below the unit")
        let wordShift = shift / 32, bitShift = shift % 32
        limbs = [UInt32](repeating: 0, count: wordShift)
        // The significand (53 bits) shifted by bitShift fits in 85 bits: three limbs.
        let low = significand << UInt64(bitShift)
        let high = bitShift == 0 ? 0 : significand >> UInt64(64 - bitShift)
        limbs += [UInt32(truncatingIfNeeded: low), UInt32(truncatingIfNeeded: low >> 32), UInt32(truncatingIfNeeded: high)]
        trim()
    }

    init(negative: Bool, limbs: [UInt32]) {
        self.negative = negative
        self.limbs = limbs
        trim()
    }

    /// −1, 0 or +1.
    var signum: Int { limbs.isEmpty ? 0 : (negative ? -1 : 1) }

    mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
        if limbs.isEmpty { negative = false }
    }

    static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] {
            return a[i] < b[i] ? -1 : 1
        }
        return 0
    }

    static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = [UInt32](), carry: UInt64 = 0
        for i in 0..<Swift.max(a.count, b.count) {
            let sum = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a − b` for `a ≥ b`.
    static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result = [UInt32](), borrow: Int64 = 0
        for i in 0..<a.count {
            var difference = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result.append(UInt32(difference))
        }
        return result
    }

    /// The exact sum.
    static func + (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if a.negative == b.negative { return ExactInteger(negative: a.negative, limbs: addMagnitudes(a.limbs, b.limbs)) }
        switch compareMagnitudes(a.limbs, b.limbs) {
        case 0: return ExactInteger(negative: false, limbs: [])
        case 1: return ExactInteger(negative: a.negative, limbs: subtractMagnitudes(a.limbs, b.limbs))
        default: return ExactInteger(negative: b.negative, limbs: subtractMagnitudes(b.limbs, a.limbs))
        }
    }

    /// The exact negation.
    static prefix func - (a: ExactInteger) -> ExactInteger { ExactInteger(negative: !a.negative, limbs: a.limbs) }

    /// The exact difference.
    static func - (a: ExactInteger, b: ExactInteger) -> ExactInteger { a + (-b) }

    /// The exact product.
    static func * (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        guard !a.limbs.isEmpty, !b.limbs.isEmpty else { return ExactInteger(negative: false, limbs: []) }
        var result = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
        for i in 0..<a.limbs.count {
            var carry: UInt64 = 0
            for j in 0..<b.limbs.count {
                let t = UInt64(a.limbs[i]) * UInt64(b.limbs[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            result[i + b.limbs.count] = UInt32(carry)
        }
        return ExactInteger(negative: a.negative != b.negative, limbs: result)
    }
}
