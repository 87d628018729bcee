import Geometry

/// Cumulative chord lengths of a curved segment at evenly spaced parameters, for walking it at
/// constant speed (paced keyframes).
///
/// The segment is sampled at `i / n` with `n` from ``PathSegment/flatteningSteps(tolerance:)`` at
/// ``KeyframeAnimation/pacingTolerance`` (at least ``minimumSamples``); the chord polyline then lies
/// within the tolerance of the curve, and its length approximates the arc length from below.
struct ArcLengthTable: Hashable, Sendable {
    /// The fewest samples per curve, so that gently curved segments still get a useful table.
    static let minimumSamples = 16

    /// `cumulative[i]` is the chord length from parameter 0 to `i / n`; `cumulative[0] == 0`.
    let cumulative: [Double]

    init(_ segment: PathSegment) {
        let n = Swift.max(ArcLengthTable.minimumSamples,
                          segment.flatteningSteps(tolerance: KeyframeAnimation.pacingTolerance))
        var table = [0.0]
        table.reserveCapacity(n + 1)
        var previous = segment.start, total = 0.0
        for i in 1...n {
            let point = i == n ? segment.end : segment.point(at: Double(i) / Double(n))
            total += previous.distance(to: point)
            table.append(total)
            previous = point
        }
        cumulative = table
    }

    /// The segment's (chord-polyline) length.
    var length: Double { cumulative[cumulative.count - 1] }

    /// The parameter at which a fraction `f` (0…1) of the length has been covered: the bracketing
    /// samples are found by binary search and the parameter interpolated linearly between them.
    /// 0 and 1 map to 0 and 1 exactly.
    func parameter(atFractionOfLength f: Double) -> Double {
        guard f > 0 else { return 0 }
        guard f < 1, length > 0 else { return 1 }
        let target = f * length
        // The last index whose cumulative length is at most the target.
        var low = 0, high = cumulative.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if cumulative[middle] <= target { low = middle } else { high = middle }
        }
        let span = cumulative[high] - cumulative[low]
        let within = span > 0 ? (target - cumulative[low]) / span : 0
        return (Double(low) + within) / Double(cumulative.count - 1)
    }
}
