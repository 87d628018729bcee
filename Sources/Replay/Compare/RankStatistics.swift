#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts the two rank tests (``MannWhitneyUTest``, ``WilcoxonSignedRankTest``) share: mid-ranks
/// with their tie correction, and the two-sided p-value from an exact null distribution or from
/// the normal approximation.
enum RankStatistics {
    /// Ranks `sorted` (ascending by `value`) 1…n, tied values getting their mid-rank, and sums the
    /// ranks of the elements `counted` picks; `tieTerm` is Σ(t³ − t) over the tie groups of size t.
    static func midRankSum<Element>(_ sorted: [Element], value: (Element) -> Double,
                                    counted: (Element) -> Bool) -> (rankSum: Double, tieTerm: Double) {
        var rankSum = 0.0
        var tieTerm = 0.0
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && value(sorted[end]) == value(sorted[start]) { end += 1 }
            let t = Double(end - start)
            let midRank = Double(start + 1 + end) / 2   // ranks start+1 … end, averaged
            for k in start..<end where counted(sorted[k]) { rankSum += midRank }
            tieTerm += t * t * t - t
            start = end
        }
        return (rankSum, tieTerm)
    }

    /// min(1, 2 · min(P(S ≤ s), P(S ≥ s))) for the statistic's value `s` and `counts[v]` the null
    /// distribution's number of outcomes with value v.
    static func exactPValue(_ s: Int, counts: [Int64]) -> Double {
        var atMost: Int64 = 0, atLeast: Int64 = 0, total: Int64 = 0
        for (value, count) in counts.enumerated() {
            if value <= s { atMost += count }
            if value >= s { atLeast += count }
            total += count
        }
        return min(1, 2 * Double(min(atMost, atLeast)) / Double(total))
    }

    /// The normal approximation with the continuity correction: z = (|s − mean| − ½)/σ, floored at
    /// 0, and p = erfc(z/√2); 1 when the variance is not positive.
    static func normalPValue(_ s: Double, mean: Double, variance: Double) -> Double {
        guard variance > 0 else { return 1 }
        let z = max(0, (abs(s - mean) - 0.5) / variance.squareRoot())
        return min(1, erfc(z / 2.0.squareRoot()))
    }
}
