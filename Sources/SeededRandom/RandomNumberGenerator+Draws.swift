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
