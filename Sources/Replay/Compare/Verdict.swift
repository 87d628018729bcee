/// The verdict on one trace's frame time, candidate against baseline.
public enum Verdict: String, Hashable, Sendable, CaseIterable {
    /// No change that matters: either the difference is not significant though the samples
    /// could have shown one, or it is significant but smaller than the minimum change.
    case same
    /// The candidate is significantly faster by at least the minimum change.
    case faster
    /// The candidate is significantly slower by at least the minimum change.
    case slower
    /// The samples cannot tell: too few to ever reach significance, or a change at least as large
    /// as the minimum that is not significant. Run more repeats.
    case undecided
}

/// What counts as a change: the significance level of the test and the smallest relative change
/// that matters.
///
/// ## Verdict rules
/// With p the two-sided ``MannWhitneyUTest`` p-value of the per-replay frame times and
/// change = (median_candidate − median_baseline) / median_baseline (paired comparisons: p of the
/// ``WilcoxonSignedRankTest`` on the pairs' log ratios and change = median ratio − 1, see
/// ``TraceComparison/init(name:pairedBaseline:candidate:criteria:)``):
///
/// | p | abs(change) | verdict |
/// |---|---|---|
/// | p ≤ α | ≥ minimum change | `slower` (change > 0) or `faster` |
/// | p ≤ α | < minimum change | `same` (real but too small to matter) |
/// | p > α, and the sample sizes could reach p ≤ α | < minimum change | `same` |
/// | p > α | ≥ minimum change | `undecided` |
/// | any, when the sizes cannot reach p ≤ α at all | | `undecided` |
///
/// This follows Google Benchmark's `compare.py` (two-sided U test over repetitions, a relative
/// change threshold of 5 %) with Chromium Pinpoint's three states, where "unknown" means run
/// more repeats. `same` needs both a small change and samples big enough that a difference could
/// have been detected (``MannWhitneyUTest/smallestPValue(_:_:)`` ≤ α: 5 replays each at the
/// default α = 0.01; 8 pairs for the paired test), so two single runs are `undecided`, never
/// `same`. A zero baseline median makes any non-zero candidate median an infinite change.
public struct ComparisonCriteria: Hashable, Sendable {
    /// The significance level, 0 < α < 1; default 0.01 (Pinpoint's; `compare.py` uses 0.05).
    public var alpha: Double
    /// The smallest relative change of the median that matters, as a fraction (0.05 = 5 %).
    public var minimumChange: Double

    /// The defaults: α = 0.01, minimum change 5 %.
    public static let standard = ComparisonCriteria(uncheckedAlpha: 0.01, minimumChange: 0.05)

    /// Creates criteria.
    ///
    /// - Throws: ``ReportError`` when α is not strictly between 0 and 1 or the minimum change is
    ///   negative or not finite.
    public init(alpha: Double, minimumChange: Double) throws {
        guard alpha > 0, alpha < 1 else { throw ReportError("alpha \(alpha): expected a number strictly between 0 and 1") }
        guard minimumChange >= 0, minimumChange.isFinite else {
            throw ReportError("minimum change \(minimumChange): expected a non-negative fraction")
        }
        self.init(uncheckedAlpha: alpha, minimumChange: minimumChange)
    }

    private init(uncheckedAlpha alpha: Double, minimumChange: Double) {
        self.alpha = alpha
        self.minimumChange = minimumChange
    }

    /// The verdict for a p-value and a relative change (see the rules above), where
    /// `smallestPValue` is the smallest p the test could have given with these sample sizes
    /// (``MannWhitneyUTest/smallestPValue(_:_:)``, ``WilcoxonSignedRankTest/smallestPValue(_:)``):
    /// above α no outcome is significant, so the verdict is `undecided` whatever the change.
    public func verdict(pValue: Double, smallestPValue: Double, change: Double) -> Verdict {
        guard smallestPValue <= alpha else { return .undecided }
        let matters = !(abs(change) < minimumChange)   // NaN and infinite changes matter
        if pValue <= alpha {
            guard matters else { return .same }
            return change > 0 ? .slower : .faster
        }
        return matters ? .undecided : .same
    }

    /// The verdict for a U test and a relative change of the medians.
    public func verdict(test: MannWhitneyUTest, change: Double) -> Verdict {
        verdict(pValue: test.pValue, smallestPValue: MannWhitneyUTest.smallestPValue(test.counts.first, test.counts.second),
                change: change)
    }
}
