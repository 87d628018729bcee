/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, seedable generator, so failures reproduce
/// from the printed seed on every platform. Doubles come from its top 53 bits, not from the
/// standard library's `random(in:using:)`, whose algorithm may change between releases.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [lower, upper).
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * unit()
    }

    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in 0..<n (with negligible bias for small n).
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }
}
