/// The seeded generator of the fuzzers and of the randomized tests (TestSupport's `SplitMix64`):
/// SplitMix64 (Steele, Lea and Flood, 2014), so a run reproduces from its printed seed on every
/// platform and in every build.
///
///     var random = FuzzRandom(seed: 42)
///     random.unit()        // the same Double in [0, 1) on every machine
///
/// Doubles come from the top 53 bits, never from the standard library's `random(in:using:)`,
/// whose algorithm may change between releases.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
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

/// Entropy read from a byte string, for libFuzzer targets: the fuzzer's mutations of the input
/// become choices of the same generators the seeded fuzzer uses. Each draw takes the next eight
/// bytes (little-endian); past the end every draw is 0, so every input, even an empty one, decodes.
public struct ByteEntropy: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var offset = 0

    /// Entropy from `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next eight bytes as a little-endian integer, zero-padded at the end of the input.
    public mutating func next() -> UInt64 {
        var value: UInt64 = 0
        for k in 0..<8 where offset + k < bytes.count {
            value |= UInt64(bytes[offset + k]) << (8 * UInt64(k))
        }
        offset += 8
        return value
    }
}

extension RandomNumberGenerator {
    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in [lower, upper).
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double { lower + (upper - lower) * unit() }

    /// Uniform in 0..<n (negligible bias for the small n used here); 0 when n ≤ 1.
    public mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One of `choices`, uniformly.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(choices.count)] }

    /// Log-uniform magnitude between 10^`low` and 10^`high`.
    public mutating func magnitude(_ low: Double, _ high: Double) -> Double {
        var power = 1.0, exponent = uniform(low, high)
        // 10^exponent without Foundation: integer part by repeated multiplication, fraction by
        // exp(fraction·ln 10) through its series (enough terms for |fraction·ln 10| < 2.31).
        let whole = exponent.rounded(.down)
        exponent -= whole
        let ten: Double = whole >= 0 ? 10 : 0.1
        for _ in 0..<Int(abs(whole)) { power *= ten }
        let z = exponent * 2.302585092994046
        var term = 1.0, sum = 1.0
        for n in 1...24 {
            term *= z / Double(n)
            sum += term
        }
        return power * sum
    }
}
