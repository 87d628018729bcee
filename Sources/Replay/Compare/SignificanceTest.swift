/// The test behind a trace's verdict: the U test for independent samples, or the signed-rank test
/// for pairs of runs (`compare --paired`, `compare --run`).
public enum SignificanceTest: Hashable, Sendable {
    /// Unpaired: every replay of each side is one sample.
    case rankSum(MannWhitneyUTest)
    /// Paired: one log ratio per pair of runs.
    case signedRank(WilcoxonSignedRankTest)

    /// The two-sided p-value, 0…1.
    public var pValue: Double { result.pValue }

    /// The statistic: U of the baseline, or W₊ (the rank sum of the pairs where the candidate was
    /// slower).
    public var statistic: Double { result.statistic }

    /// How the p-value was computed: exactly or by the normal approximation.
    public var method: RankTestMethod { result.method }

    /// The numbers both tests give, from whichever this is.
    private var result: (statistic: Double, pValue: Double, method: RankTestMethod) {
        switch self {
        case .rankSum(let test): return (test.u, test.pValue, test.method)
        case .signedRank(let test): return (test.wPlus, test.pValue, test.method)
        }
    }

    /// The smallest p-value the test could give with these sample sizes (for the verdict's
    /// decidability rule). For pairs it counts every pair, zeros included: zeros are evidence of
    /// "no change", so ten pairs that all tie decide `same`.
    public var smallestPValue: Double {
        switch self {
        case .rankSum(let test): return MannWhitneyUTest.smallestPValue(test.counts.first, test.counts.second)
        case .signedRank(let test): return WilcoxonSignedRankTest.smallestPValue(test.count + test.zeros)
        }
    }
}
