/// The percentiles of a report's samples — frame times in nanoseconds, or the frames' instruction
/// counts — by ``Percentile``'s nearest rank, and the largest sample.
public struct Percentiles: Hashable, Sendable {
    /// The median.
    public var p50: Int64
    /// The 90th percentile.
    public var p90: Int64
    /// The 99th percentile.
    public var p99: Int64
    /// The largest sample.
    public var max: Int64

    /// Creates percentiles.
    public init(p50: Int64, p90: Int64, p99: Int64, max: Int64) {
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.max = max
    }

    /// The percentiles of `sorted`, samples in ascending order; `nil` when there are none.
    public init?(sorted: [Int64]) {
        guard let last = sorted.last else { return nil }
        let percentile = { (p: Double) in Percentile.value(ofSorted: sorted, at: p) ?? last }
        self.init(p50: percentile(0.5), p90: percentile(0.9), p99: percentile(0.99), max: last)
    }
}
