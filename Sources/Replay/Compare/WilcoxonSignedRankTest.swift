/// The Wilcoxon signed-rank test, two-sided: are paired differences centred on zero, or do they
/// tend to one side?
///
///     let test = WilcoxonSignedRankTest([0.1, 0.2, -0.05, 0.3, 0.15, 0.25, 0.12, 0.08])
///     test.wPlus    // 35: every rank but rank 1 (|−0.05|) belongs to a positive difference
///     test.pValue   // 2 · 2/256 = 0.015625, exact (W₊ ≥ 35 in 2 of the 2⁸ sign patterns)
///
/// `touchstone compare --paired` feeds it the log ratios log(candidateₖ / baselineₖ) of pairs of
/// runs made close together in time, so that a slow phase of the machine that hits both runs of a
/// pair cancels out.
///
/// ## The statistic
/// Zero differences are dropped first (Wilcoxon's own convention, SciPy's `zero_method="wilcox"`):
/// a pair that did not move says nothing about the direction. The remaining n differences are
/// ranked by absolute value, 1…n, ties getting their mid-rank; `wPlus` is the sum of the ranks of
/// the positive differences. Without a real difference each sign is a fair coin, so W₊ is centred
/// on n(n + 1)/4.
///
/// ## The p-value
/// - **Exact** (``Method/exact``) when no difference was zero, no absolute values tie and
///   n ≤ ``exactLimit``: the null distribution of W₊ over the 2ⁿ equally likely sign patterns is
///   counted exactly (the number of subsets of the ranks 1…n with each sum, built rank by rank),
///   and p = min(1, 2 · min(P(W₊ ≤ w), P(W₊ ≥ w))).
/// - **Normal approximation** (``Method/normal``) otherwise: mean n(n + 1)/4 and variance
///   n(n + 1)(2n + 1)/24 − Σ(t³ − t)/48 over the tie groups of size t (the tie correction),
///   z = (|w − mean| − ½)/σ (the continuity correction, floored at 0), p = erfc(z/√2). When σ = 0
///   (no non-zero difference is left) p = 1.
///
/// These are the definitions of SciPy's `wilcoxon` with `zero_method="wilcox"` (`method="exact"`,
/// and `method="asymptotic"` with `correction=True`), which the tests check against besides
/// brute-force enumeration of sign patterns. Only the choice between them differs: SciPy 1.17's
/// `auto` stays exact for small samples with zeros (dropping them) or ties (permuting the signs
/// of the mid-ranks).
///
/// No differences at all (or only zeros) give w = 0 and p = 1: nothing can be concluded.
public struct WilcoxonSignedRankTest: Hashable, Sendable {
    /// How the p-value was computed: exact when there are no zeros, no ties and at most
    /// ``exactLimit`` pairs.
    public typealias Method = RankTestMethod

    /// The most non-zero differences for which the exact distribution is used: the counts are at
    /// most 2⁵⁰, well inside 64 bits, and the table has n(n + 1)/2 + 1 = 1276 entries.
    public static let exactLimit = 50

    /// The sum of the ranks of the positive differences (half-integers when ranks tie).
    public let wPlus: Double
    /// The two-sided p-value, 0…1.
    public let pValue: Double
    /// How ``pValue`` was computed.
    public let method: Method
    /// The number of differences tested: the non-zero ones.
    public let count: Int
    /// The number of zero differences, dropped before ranking.
    public let zeros: Int

    /// Tests whether `differences` are centred on zero. Values must not be NaN; infinities are
    /// ranked above every finite value.
    public init(_ differences: [Double]) {
        let nonZero = differences.filter { $0 != 0 }
        zeros = differences.count - nonZero.count
        count = nonZero.count
        guard !nonZero.isEmpty else {
            (wPlus, pValue, method) = (0, 1, .exact)
            return
        }
        // Mid-ranks of the absolute values, and the tie groups' sizes.
        let sorted = nonZero.sorted { abs($0) < abs($1) }
        let (wPlus, tieTerm) = RankStatistics.midRankSum(sorted, value: { abs($0) }, counted: { $0 > 0 })
        self.wPlus = wPlus
        if zeros == 0 && tieTerm == 0 && count <= Self.exactLimit {
            method = .exact
            pValue = Self.exactPValue(wPlus: Int(wPlus.rounded()), n: count)
        } else {
            method = .normal
            pValue = Self.normalPValue(wPlus: wPlus, n: count, tieTerm: tieTerm)
        }
    }

    /// The smallest two-sided p-value any `n` pairs can reach (every difference on one side):
    /// min(1, 2/2ⁿ); 1 for no pairs.
    ///
    /// If it exceeds the significance level, no outcome can be significant: more pairs are needed
    /// (8 at α = 0.01: 2/256 ≈ 0.0078; 7 reach only 2/128 ≈ 0.016; 6 at α = 0.05).
    public static func smallestPValue(_ n: Int) -> Double {
        guard n > 0 else { return 1 }
        // 2/2ⁿ = 2^(1−n), exact in binary floating point for every n a comparison can have.
        return min(1, Double(sign: .plus, exponent: 1 - n, significand: 1))
    }

    /// Counts of each W₊ value, 0…n(n + 1)/2, under the null hypothesis without ties: entry s is
    /// the number of subsets of the ranks 1…n whose sum is s (the positive differences' ranks).
    /// Built rank by rank: adding rank r, a subset either leaves it out (sum unchanged) or takes
    /// it (sum + r).
    ///
    /// `package` for the tests, which check it against brute-force enumeration.
    package static func exactCounts(n: Int) -> [Int64] {
        let top = n * (n + 1) / 2
        var c = [Int64](repeating: 0, count: top + 1)
        c[0] = 1
        guard n > 0 else { return c }
        var reached = 0   // the largest sum reachable with the ranks so far
        for rank in 1...n {
            reached += rank
            // Highest sums first, so each reads the count before this rank was added.
            for s in stride(from: reached, through: rank, by: -1) { c[s] += c[s - rank] }
        }
        return c
    }

    private static func exactPValue(wPlus: Int, n: Int) -> Double {
        // The counts total 2ⁿ (n ≤ 50, exact as a Double); dividing by a power of two is exact.
        RankStatistics.exactPValue(wPlus, counts: exactCounts(n: n))
    }

    private static func normalPValue(wPlus: Double, n: Int, tieTerm: Double) -> Double {
        let m = Double(n)
        let mean = m * (m + 1) / 4
        let variance = m * (m + 1) * (2 * m + 1) / 24 - tieTerm / 48
        return RankStatistics.normalPValue(wPlus, mean: mean, variance: variance)
    }
}
