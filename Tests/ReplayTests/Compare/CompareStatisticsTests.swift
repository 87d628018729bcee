import Replay
import XCTest

/// The Mann–Whitney U test against exact enumeration and SciPy, and the verdict rules.
final class CompareStatisticsTests: XCTestCase {
    /// Every way of choosing which n₁ of the ranks 1…n₁+n₂ belong to the first sample (no ties),
    /// with the U each gives: the null distribution by brute force.
    private func enumeratedCounts(_ n1: Int, _ n2: Int) -> [Int64] {
        var counts = [Int64](repeating: 0, count: n1 * n2 + 1)
        let n = n1 + n2
        for mask in 0..<(1 << n) where mask.nonzeroBitCount == n1 {
            // U = pairs (x, y) with x above y: for each first-sample rank, the second-sample ranks below it.
            var u = 0, secondBelow = 0
            for rank in 0..<n {
                if mask & (1 << rank) != 0 { u += secondBelow } else { secondBelow += 1 }
            }
            counts[u] += 1
        }
        return counts
    }

    func testExactDistributionMatchesEnumeration() {
        for (n1, n2) in [(1, 1), (1, 4), (2, 3), (3, 3), (4, 5), (5, 5), (3, 8), (6, 7)] {
            let counts = MannWhitneyUTest.exactCounts(n1: n1, n2: n2)
            XCTAssertEqual(counts, enumeratedCounts(n1, n2), "n1 = \(n1), n2 = \(n2)")
        }
    }

    func testSeparatedSamplesHandWorked() {
        // No baseline value exceeds a candidate value: U = 0. Only 1 of the C(7, 3) = 35 equally
        // likely rank sets gives U ≤ 0, and by symmetry 1 gives U ≥ 12: p = 2/35.
        let test = MannWhitneyUTest([1, 2, 3], [4, 5, 6, 7])
        XCTAssertEqual(test.u, 0)
        XCTAssertEqual(test.method, .exact)
        XCTAssertEqual(test.pValue, 2.0 / 35, accuracy: 1e-15)
        // The other way round: U = 3·4 = 12, same p.
        let reversed = MannWhitneyUTest([4, 5, 6, 7], [1, 2, 3])
        XCTAssertEqual(reversed.u, 12)
        XCTAssertEqual(reversed.pValue, 2.0 / 35, accuracy: 1e-15)
    }

    // Reference values computed independently with SciPy 1.17.1:
    // scipy.stats.mannwhitneyu(x, y, alternative="two-sided", method=…, use_continuity=True).

    func testExactAgainstSciPy() {
        // method="exact": U = 17, p = 0.1111111111111111.
        let small = MannWhitneyUTest([19, 22, 16, 29, 24], [20, 11, 17, 12])
        XCTAssertEqual(small.u, 17)
        XCTAssertEqual(small.method, .exact)
        XCTAssertEqual(small.pValue, 0.1111111111111111, accuracy: 1e-14)
        // 30 + 30 distinct values (the exact limit, 60): U = 385, p = 0.342860567236449.
        let x = (0..<30).map { (Double($0) * 1.7).truncatingRemainder(dividingBy: 13) + Double($0) * 0.01 }
        let y = (0..<30).map { (Double($0) * 1.3).truncatingRemainder(dividingBy: 11) + 2 + Double($0) * 0.013 }
        let large = MannWhitneyUTest(x, y)
        XCTAssertEqual(large.method, .exact)
        XCTAssertEqual(large.u, 385)
        XCTAssertEqual(large.pValue, 0.342860567236449, accuracy: 1e-12)
    }

    func testNormalApproximationWithTiesAgainstSciPy() {
        // Ties force the normal approximation. method="asymptotic": U = 5.5, p = 0.08871369199677616.
        let tied = MannWhitneyUTest([1, 2, 2, 3, 3, 3], [2, 3, 4, 4, 5])
        XCTAssertEqual(tied.method, .normal)
        XCTAssertEqual(tied.u, 5.5)
        XCTAssertEqual(tied.pValue, 0.08871369199677616, accuracy: 1e-13)
        // Hand check of the same: n₁ = 6, n₂ = 5, n = 11; tie groups of sizes 1, 3, 4, 2, 1 give
        // Σ(t³ − t) = 0 + 24 + 60 + 6 + 0 = 90; σ² = 30/12 · (12 − 90/110) = 27.954…;
        // z = (|5.5 − 15| − 0.5) / σ = 9 / 5.2872… = 1.7022…; p = erfc(z/√2).
        let sigma = (30.0 / 12 * (12 - 90.0 / 110)).squareRoot()
        XCTAssertEqual(tied.pValue, erfc(9 / sigma / 2.0.squareRoot()), accuracy: 1e-15)
    }

    func testNormalApproximationBeyondTheExactLimitAgainstSciPy() {
        // 65 values (beyond the exact limit), with ties (x₂ = 2 + 1 = x₃ = 3): method="asymptotic"
        // gives U = 472.5, p = 0.4937340163955455.
        let x = (0..<35).map { Double($0) + 0.5 * Double($0 % 3) }
        let y = (0..<30).map { Double($0) * 1.1 + 3.3 }
        let test = MannWhitneyUTest(x, y)
        XCTAssertEqual(test.method, .normal)
        XCTAssertEqual(test.u, 472.5)
        XCTAssertEqual(test.pValue, 0.4937340163955455, accuracy: 1e-12)
    }

    func testDegenerateSamples() {
        let allTied = MannWhitneyUTest([5, 5, 5], [5, 5])
        XCTAssertEqual(allTied.u, 3)
        XCTAssertEqual(allTied.pValue, 1)   // SciPy: 1.0
        let empty = MannWhitneyUTest([], [1, 2])
        XCTAssertEqual(empty.pValue, 1)
    }

    func testSmallestPValue() {
        XCTAssertEqual(MannWhitneyUTest.smallestPValue(5, 5), 2.0 / 252, accuracy: 1e-15)
        XCTAssertEqual(MannWhitneyUTest.smallestPValue(4, 4), 2.0 / 70, accuracy: 1e-15)
        XCTAssertEqual(MannWhitneyUTest.smallestPValue(1, 1), 1)
        XCTAssertEqual(MannWhitneyUTest.smallestPValue(0, 9), 1)
        // And it is reached: two separated samples of 5 give exactly that p.
        XCTAssertEqual(MannWhitneyUTest([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]).pValue, 2.0 / 252, accuracy: 1e-15)
    }
}
