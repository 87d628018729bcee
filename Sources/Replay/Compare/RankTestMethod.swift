/// How a rank test's p-value was computed (``MannWhitneyUTest/method``,
/// ``WilcoxonSignedRankTest/method``).
public enum RankTestMethod: String, Hashable, Sendable {
    /// The exact null distribution (the test's conditions say when it applies).
    case exact
    /// The normal approximation with tie and continuity corrections.
    case normal
}
