/// The Mann–Whitney U test (Wilcoxon rank-sum), two-sided: do two independent samples come from
/// the same distribution, or does one tend to be larger?
///
///     let test = MannWhitneyUTest([1.0, 2, 3], [4.0, 5, 6, 7])
///     test.u        // 0: no baseline value exceeds a candidate value
///     test.pValue   // 2 / C(7, 3) = 0.0571…, exact
///
/// ## The statistic
/// `u` is U of the first sample: the number of pairs (x, y) with x > y, plus half the pairs with
/// x = y; equivalently R₁ − n₁(n₁ + 1)/2 with R₁ the sum of the first sample's mid-ranks. The
/// second sample's U is n₁n₂ − `u`.
///
/// ## The p-value
/// - **Exact** (``Method/exact``) when there are no ties and n₁ + n₂ ≤ ``exactLimit``: the null
///   distribution of U is counted exactly (the coefficients of the Gaussian binomial
///   [n₁+n₂ choose n₁]_q, in integers), and p = min(1, 2 · min(P(U ≤ u), P(U ≥ u))).
/// - **Normal approximation** (``Method/normal``) otherwise: mean n₁n₂/2 and variance
///   n₁n₂/12 · ((n + 1) − Σ(t³ − t)/(n(n − 1))) over the tie groups of size t (the tie
///   correction), z = (|u − n₁n₂/2| − ½)/σ (the continuity correction, floored at 0), and
///   p = 2(1 − Φ(z)) = erfc(z/√2). When every value is tied, σ = 0 and p = 1.
///
/// These are the definitions of SciPy's `mannwhitneyu` (`method="exact"`, and
/// `method="asymptotic"` with `use_continuity=True`), which the tests check against; only the
/// choice between them differs (SciPy's `auto` goes exact only up to 8 values per sample).
///
/// An empty sample gives u = 0 and p = 1: nothing can be concluded.
public struct MannWhitneyUTest: Hashable, Sendable {
    /// How the p-value was computed: exact when there are no ties and at most ``exactLimit``
    /// values.
    public typealias Method = RankTestMethod

    /// The largest n₁ + n₂ for which the exact distribution is used: C(60, 30) ≈ 1.2·10¹⁷ still fits
    /// the 64-bit counts.
    public static let exactLimit = 60

    /// U of the first sample (see above).
    public let u: Double
    /// The two-sided p-value, 0…1.
    public let pValue: Double
    /// How ``pValue`` was computed.
    public let method: Method
    /// The sizes of the two samples.
    public let counts: (first: Int, second: Int)

    /// Tests `first` against `second`. Values must not be NaN.
    public init(_ first: [Double], _ second: [Double]) {
        let n1 = first.count, n2 = second.count
        counts = (n1, n2)
        guard n1 > 0, n2 > 0 else {
            (u, pValue, method) = (0, 1, .exact)
            return
        }
        // Mid-ranks over the pooled sample, and the tie groups' sizes.
        let pooled = (first.map { ($0, true) } + second.map { ($0, false) }).sorted { $0.0 < $1.0 }
        let (rankSumFirst, tieTerm) = RankStatistics.midRankSum(pooled, value: \.0, counted: \.1)
        let u = rankSumFirst - Double(n1 * (n1 + 1)) / 2
        self.u = u
        if tieTerm == 0 && n1 + n2 <= Self.exactLimit {
            method = .exact
            pValue = Self.exactPValue(u: Int(u.rounded()), n1: n1, n2: n2)
        } else {
            method = .normal
            pValue = Self.normalPValue(u: u, n1: n1, n2: n2, tieTerm: tieTerm)
        }
    }

    /// The smallest two-sided p-value any pair of untied samples of these sizes can reach (one
    /// sample entirely above the other): min(1, 2 / C(n₁ + n₂, n₁)); 1 when a sample is empty.
    ///
    /// If it exceeds the significance level, no outcome can be significant: more samples are
    /// needed (5 + 5 for α = 0.01: 2/252 ≈ 0.0079; 4 + 4 reach only 2/70 ≈ 0.029).
    public static func smallestPValue(_ n1: Int, _ n2: Int) -> Double {
        guard n1 > 0, n2 > 0 else { return 1 }
        // C(n1 + n2, k) built up factor by factor; each partial product is itself a binomial.
        var combinations = 1.0
        let k = min(n1, n2)
        for i in 0..<k { combinations = combinations * Double(n1 + n2 - i) / Double(i + 1) }
        return min(1, 2 / combinations)
    }

    /// Counts of each U value, 0…n₁n₂, under the null hypothesis without ties: the coefficients of
    /// the Gaussian binomial ∏ᵢ₌₁ⁿ¹ (1 − q^(n₂+i)) / (1 − q^i). Multiplying by the numerator then
    /// dividing by the denominator factor by factor keeps every intermediate a polynomial with
    /// integer coefficients bounded by C(n₁ + n₂, n₁).
    ///
    /// `package` for the tests, which check it against brute-force enumeration.
    package static func exactCounts(n1: Int, n2: Int) -> [Int64] {
        let top = n1 * n2
        var c = [Int64](repeating: 0, count: top + 1)
        c[0] = 1
        guard n1 > 0 else { return c }
        // Coefficients above n₁n₂ are dropped as they appear: multiplying by a polynomial or by
        // the series 1/(1 − q^i) never moves a coefficient to a lower power, so the ones kept
        // stay exact (and the final polynomial has degree n₁n₂).
        for i in 1...n1 {
            let a = n2 + i
            // × (1 − q^a), highest powers first so each reads the old coefficient.
            if a <= top {
                for k in stride(from: top, through: a, by: -1) { c[k] -= c[k - a] }
            }
            // ÷ (1 − q^i): multiply by 1 + q^i + q^2i + …, a running sum lowest powers first.
            if i <= top {
                for k in i...top { c[k] += c[k - i] }
            }
        }
        return c
    }

    private static func exactPValue(u: Int, n1: Int, n2: Int) -> Double {
        RankStatistics.exactPValue(u, counts: exactCounts(n1: n1, n2: n2))
    }

    private static func normalPValue(u: Double, n1: Int, n2: Int, tieTerm: Double) -> Double {
        let a = Double(n1), b = Double(n2), n = a + b
        let mean = a * b / 2
        let variance = a * b / 12 * ((n + 1) - tieTerm / (n * (n - 1)))
        return RankStatistics.normalPValue(u, mean: mean, variance: variance)
    }

    /// Whether the two tests have the same statistic, p-value, method and sizes.
    public static func == (lhs: MannWhitneyUTest, rhs: MannWhitneyUTest) -> Bool {
        lhs.u == rhs.u && lhs.pValue == rhs.pValue && lhs.method == rhs.method && lhs.counts == rhs.counts
    }

    /// Hashes the statistic, p-value, method and sizes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(u)
        hasher.combine(pValue)
        hasher.combine(method)
        hasher.combine(counts.first)
        hasher.combine(counts.second)
    }
}
