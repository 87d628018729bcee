import Replay
import XCTest

/// The Wilcoxon signed-rank test against brute-force enumeration of sign patterns, the published
/// critical-value table and SciPy.
final class WilcoxonSignedRankTests: XCTestCase {
    /// Every one of the 2ⁿ sign patterns of the ranks 1…n, with the W₊ each gives: the null
    /// distribution by brute force.
    private func enumeratedCounts(_ n: Int) -> [Int64] {
        var counts = [Int64](repeating: 0, count: n * (n + 1) / 2 + 1)
        for mask in 0..<(1 << n) {
            var w = 0
            for bit in 0..<n where mask & (1 << bit) != 0 { w += bit + 1 }   // bit k: rank k + 1 positive
            counts[w] += 1
        }
        return counts
    }

    /// The two-sided p-value by brute force for distinct non-zero differences: rank them, then
    /// count the sign patterns whose W₊ is at least as far out on each side as the observed one.
    private func bruteForcePValue(_ differences: [Double]) -> Double {
        let n = differences.count
        let ranks = differences.map { d in differences.filter { abs($0) <= abs(d) }.count }   // distinct: 1…n
        let observed = zip(differences, ranks).filter { $0.0 > 0 }.map(\.1).reduce(0, +)
        var atMost = 0, atLeast = 0
        for mask in 0..<(1 << n) {
            let w = ranks.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element).reduce(0, +)
            if w <= observed { atMost += 1 }
            if w >= observed { atLeast += 1 }
        }
        return min(1, 2 * Double(min(atMost, atLeast)) / Double(1 << n))
    }

    func testExactDistributionMatchesEnumeration() {
        for n in 0...14 {
            XCTAssertEqual(WilcoxonSignedRankTest.exactCounts(n: n), enumeratedCounts(n), "n = \(n)")
        }
    }

    func testExactPValueMatchesEnumeration() {
        // Distinct magnitudes with scattered signs, for every n from 1 to 12 and three sign mixes.
        for n in 1...12 {
            for signs in [0b1011_0110_1101, 0b0000_0000_0001, 0b1111_1110_1111] {
                let differences = (0..<n).map { k in
                    Double(n - k) * 0.013 * (signs & (1 << k) != 0 ? 1 : -1)
                }
                let test = WilcoxonSignedRankTest(differences)
                XCTAssertEqual(test.method, .exact)
                XCTAssertEqual(test.count, n)
                XCTAssertEqual(test.pValue, bruteForcePValue(differences), accuracy: 1e-15, "\(differences)")
            }
        }
    }

    func testHandWorkedExample() {
        // Ranks of |d|: 0.05 → 1 (negative), the seven others 2…8 (positive): W₊ = 36 − 1 = 35.
        // Only the patterns "all positive" (36) and "all but rank 1" (35) reach 35: p = 2 · 2/256.
        let test = WilcoxonSignedRankTest([0.1, 0.2, -0.05, 0.3, 0.15, 0.25, 0.12, 0.08])
        XCTAssertEqual(test.wPlus, 35)
        XCTAssertEqual(test.pValue, 4.0 / 256)
        // Mirrored signs: W₊ = 1, the same p.
        let mirrored = WilcoxonSignedRankTest([-0.1, -0.2, 0.05, -0.3, -0.15, -0.25, -0.12, -0.08])
        XCTAssertEqual(mirrored.wPlus, 1)
        XCTAssertEqual(mirrored.pValue, 4.0 / 256)
    }

    /// The published critical values of T = min(W₊, W₋) for a two-sided test at α = 0.05
    /// (Wilcoxon, Katti and Wilcox 1970, "Critical values and probability levels for the Wilcoxon
    /// rank sum test and the Wilcoxon signed rank test", as reproduced in textbook tables such as
    /// Siegel and Castellan, "Nonparametric Statistics for the Behavioral Sciences", 1988): T ≤ the
    /// value is significant, T = the value + 1 is not. (n = 5 has no critical value.)
    func testPublishedCriticalValues() {
        let critical = [6: 0, 7: 2, 8: 3, 9: 5, 10: 8, 11: 10, 12: 13, 13: 17, 14: 21, 15: 25]
        for (n, t) in critical.sorted(by: { $0.key < $1.key }) {
            XCTAssertLessThanOrEqual(pValue(n: n, negativeRankSum: t), 0.05, "n = \(n), T = \(t)")
            XCTAssertGreaterThan(pValue(n: n, negativeRankSum: t + 1), 0.05, "n = \(n), T = \(t + 1)")
        }
        // n = 5: even T = 0 gives p = 2/32 > 0.05.
        XCTAssertEqual(pValue(n: 5, negativeRankSum: 0), 2.0 / 32)
        // Hand count for n = 10: 25 of the 1024 subsets of 1…10 sum to at most 8 (1 empty,
        // 1 each for sums 1 and 2, then 2, 2, 3, 4, 5, 6 for sums 3 to 8): p = 2 · 25/1024.
        XCTAssertEqual(pValue(n: 10, negativeRankSum: 8), 50.0 / 1024)
    }

    /// The p-value of n differences with magnitudes 1…n whose negative ones have ranks summing to
    /// `negativeRankSum` (chosen greedily from the top, so any sum up to n(n + 1)/2 is reachable).
    private func pValue(n: Int, negativeRankSum: Int) -> Double {
        var remaining = negativeRankSum
        var negative = Set<Int>()
        for rank in stride(from: n, through: 1, by: -1) where rank <= remaining {
            negative.insert(rank)
            remaining -= rank
        }
        precondition(remaining == 0)
        let test = WilcoxonSignedRankTest((1...n).map { negative.contains($0) ? -Double($0) : Double($0) })
        XCTAssertEqual(test.wPlus, Double(n * (n + 1) / 2 - negativeRankSum))
        return test.pValue
    }

    // Reference values computed independently with SciPy 1.17.1:
    // scipy.stats.wilcoxon(d, zero_method="wilcox", correction=True, method=…); its statistic is
    // min(W₊, W₋) for the two-sided test.

    func testExactAgainstSciPy() {
        // method="exact": statistic 13, p = 0.04248046875.
        let twelve = WilcoxonSignedRankTest([0.3, -0.1, 0.7, 0.25, -0.45, 0.9, 1.1, -0.05, 0.6, 0.8, 0.35, -0.2])
        XCTAssertEqual(twelve.method, .exact)
        XCTAssertEqual(twelve.wPlus, 78 - 13)
        XCTAssertEqual(twelve.pValue, 0.04248046875, accuracy: 1e-15)
        // 20 distinct differences: statistic 42, p = 0.017181396484375.
        let twenty = WilcoxonSignedRankTest((0..<20).map { (k: Int) -> Double in Double((k * 7) % 20 - 6) + 0.01 * Double(k) })
        XCTAssertEqual(twenty.method, .exact)
        XCTAssertEqual(min(twenty.wPlus, 210 - twenty.wPlus), 42)
        XCTAssertEqual(twenty.pValue, 0.017181396484375, accuracy: 1e-15)
    }

    func testNormalApproximationWithTiesAgainstSciPy() {
        // method="asymptotic": statistic 13.5, p = 0.16714365968935108.
        let tied = WilcoxonSignedRankTest([1, 2, 2, -3, 3, 4, 4, 4, -5, 6])
        XCTAssertEqual(tied.method, .normal)
        XCTAssertEqual(tied.wPlus, 41.5)
        XCTAssertEqual(tied.pValue, 0.16714365968935108, accuracy: 1e-13)
        // By hand: mid-ranks 1; 2.5, 2.5; 4.5, 4.5; 7, 7, 7; 9; 10, W₋ = 4.5 + 9 = 13.5, tie groups
        // 2, 2, 3 give Σ(t³ − t) = 36; σ² = 10·11·21/24 − 36/48 = 95.5; z = (|41.5 − 27.5| − ½)/σ.
        XCTAssertEqual(tied.pValue, erfc(13.5 / 95.5.squareRoot() / 2.0.squareRoot()), accuracy: 1e-15)
    }

    func testZerosAreDroppedAgainstSciPy() {
        // Two zeros dropped, 7 left: W₋ = 1 + 2 = 3. Zeros force the normal approximation
        // (method="asymptotic": p = 0.07592696298255772); by hand mean 14, σ² = 7·8·15/24 = 35.
        let test = WilcoxonSignedRankTest([0, 0, 1.5, -0.5, 2.5, 3.5, -1.0, 4.5, 5.5])
        XCTAssertEqual(test.zeros, 2)
        XCTAssertEqual(test.count, 7)
        XCTAssertEqual(test.wPlus, 25)
        XCTAssertEqual(test.method, .normal)
        XCTAssertEqual(test.pValue, 0.07592696298255772, accuracy: 1e-13)
        XCTAssertEqual(test.pValue, erfc(10.5 / 35.0.squareRoot() / 2.0.squareRoot()), accuracy: 1e-15)
    }

    func testBeyondTheExactLimitAgainstSciPy() {
        // 60 distinct differences: statistic 650, p = 0.051517473920905284.
        let test = WilcoxonSignedRankTest((0..<60).map { (k: Int) -> Double in Double((k * 13) % 60 - 25) + 0.001 * Double(k) })
        XCTAssertEqual(test.method, .normal)
        XCTAssertEqual(min(test.wPlus, 1830 - test.wPlus), 650)
        XCTAssertEqual(test.pValue, 0.051517473920905284, accuracy: 1e-12)
        // 50 is still exact.
        XCTAssertEqual(WilcoxonSignedRankTest((1...50).map { Double($0) }).method, .exact)
    }

    func testDegenerateInputs() {
        let empty = WilcoxonSignedRankTest([])
        XCTAssertEqual(empty.pValue, 1)
        XCTAssertEqual(empty.count, 0)
        let zeros = WilcoxonSignedRankTest([0, 0, 0])
        XCTAssertEqual(zeros.pValue, 1)
        XCTAssertEqual(zeros.zeros, 3)
        // One difference: W₊ is 0 or 1 with equal chances, p = 1.
        XCTAssertEqual(WilcoxonSignedRankTest([0.4]).pValue, 1)
    }

    func testSmallestPValue() {
        XCTAssertEqual(WilcoxonSignedRankTest.smallestPValue(8), 2.0 / 256)
        XCTAssertEqual(WilcoxonSignedRankTest.smallestPValue(7), 2.0 / 128)
        XCTAssertEqual(WilcoxonSignedRankTest.smallestPValue(1), 1)
        XCTAssertEqual(WilcoxonSignedRankTest.smallestPValue(0), 1)
        // And it is reached: 8 differences all of one sign.
        XCTAssertEqual(WilcoxonSignedRankTest((1...8).map { Double($0) / 100 }).pValue, 2.0 / 256)
    }
}
