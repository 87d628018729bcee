/// The seeded generator of the fuzzers and of the randomized tests: SplitMix64 (Steele, Lea and
/// Flood, 2014), so a run reproduces from its printed seed on every platform and in every build.
///
///     var random = SplitMix64(seed: 42)
///     random.unit()        // the same Double in [0, 1) on every machine
///
/// Doubles come from the top 53 bits, never from the standard library's `random(in:using:)`,
/// whose algorithm may change between releases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
