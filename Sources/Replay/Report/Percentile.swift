/// The percentile definition of reports: Flutter's `FrameTimingSummarizer`, the nearest rank
/// `sorted[round((n − 1) · p)]`, with halves rounded away from zero (as Dart's `round`).
///
///     Percentile.value(of: [10, 20, 30, 40], at: 0.5)   // index round(1.5) = 2 → 30
///     Percentile.value(of: [10, 20, 30, 40], at: 0.9)   // index round(2.7) = 3 → 40
///
/// It always returns one of the samples (no interpolation), so a percentile of integer
/// nanoseconds is an integer, and p = 0 and p = 1 give the minimum and the maximum.
public enum Percentile {
    /// The `p`-quantile of `samples` (0 ≤ p ≤ 1), or `nil` when there are no samples.
    ///
    /// `samples` need not be sorted; p outside 0…1 is clamped to it (a NaN p counts as 0).
    ///
    /// - Complexity: O(n log n) for the sort.
    public static func value<T: Comparable>(of samples: [T], at p: Double) -> T? {
        let sorted = samples.sorted()
        return value(ofSorted: sorted, at: p)
    }

    /// The `p`-quantile of samples already sorted in ascending order, or `nil` when empty.
    public static func value<T: Comparable>(ofSorted sorted: [T], at p: Double) -> T? {
        guard !sorted.isEmpty else { return nil }
        let clamped = p >= 0 ? Swift.min(p, 1) : 0
        let index = Int((Double(sorted.count - 1) * clamped).rounded(.toNearestOrAwayFromZero))
        return sorted[Swift.min(Swift.max(index, 0), sorted.count - 1)]
    }
}
