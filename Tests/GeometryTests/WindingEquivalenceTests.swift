import Geometry
import SeededRandom
import TestSupport
import XCTest

/// The optimised `Path.winding(at:)` against a frozen copy of the algorithm it replaced
/// (TestSupport/OriginalWinding.swift): the same number for every point, bit for bit, including
/// points exactly on curves and one or two ulps off them, where any change in the arithmetic would
/// show first.
final class WindingEquivalenceTests: XCTestCase {
    func testRandomPathsMatchTheOriginalAlgorithmExactly() {
        let seed: UInt64 = 0xE0_1A_2026_0008
        var rng = SplitMix64(seed: seed)
        var compared = 0, nonZero = 0
        for index in 0..<1000 {
            let path = WindingTests.randomPath(&rng)
            for point in adversarialPoints(for: path, &rng) {
                let expected = originalWinding(of: path, at: point)
                let actual = path.winding(at: point)
                compared += 1
                if expected != 0 { nonZero += 1 }
                if actual != expected {
                    return XCTFail("""
                        seed \(String(seed, radix: 16)), path #\(index): winding at \
                        (\(point.x), \(point.y)) is \(actual), the original algorithm says \(expected). \
                        Elements: \(path.elements)
                        """)
                }
            }
        }
        XCTAssertGreaterThan(compared, 150_000)
        XCTAssertGreaterThan(nonZero, 15_000)
    }

    func testNonFiniteCoordinatesMatchTheOriginalAlgorithm() {
        var sample = NonFinitePathSampler(seed: 0xE0_1A_2026_0009)
        for _ in 0..<2000 {
            let path = sample.path()
            for _ in 0..<16 {
                let p = sample.point()
                XCTAssertEqual(path.winding(at: p), originalWinding(of: path, at: p), "\(path.elements) at \(p)")
            }
        }
    }
}
