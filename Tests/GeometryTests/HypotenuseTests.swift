@testable import Geometry
import SeededRandom
import XCTest

/// `Double.hypotenuse`'s inline answer for axis-aligned vectors against its general computation,
/// bit for bit, and a few values worked by hand.
final class HypotenuseTests: XCTestCase {
    func testHandWorkedValues() {
        XCTAssertEqual(3.0.hypotenuse(4), 5)
        XCTAssertEqual((-3.0).hypotenuse(-4), 5)
        XCTAssertEqual(0.0.hypotenuse(-2), 2)
        XCTAssertEqual((-7.5).hypotenuse(0), 7.5)
        XCTAssertEqual((-0.0).hypotenuse(-0.0).bitPattern, (0.0).bitPattern, "two zeros give +0")
        XCTAssertEqual(1e300.hypotenuse(1e300), 1e300 * 2.0.squareRoot(), accuracy: 1e285)
        XCTAssertEqual(Double.infinity.hypotenuse(0), .infinity)
        XCTAssertTrue(Double.nan.hypotenuse(0).isNaN)
    }

    func testInlineAnswersAreTheGeneralComputationsBits() {
        let specials: [Double] = [0, -0.0, 1, -1, 0.5, .leastNonzeroMagnitude, -.leastNormalMagnitude,
                                  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan]
        var rng = SplitMix64(seed: 0x4B_2026_0008)
        var values = specials
        for _ in 0..<200 { values.append(rng.uniform(-1e6, 1e6)) }
        for x in values {
            for y in specials + [rng.uniform(-10, 10)] {
                for (a, b) in [(x, y), (y, x)] {
                    let inline = a.hypotenuse(b), general = Double.generalHypotenuse(abs(a), abs(b))
                    XCTAssertTrue(inline.bitPattern == general.bitPattern || (inline.isNaN && general.isNaN),
                                  "hypotenuse(\(a), \(b)): \(inline) vs \(general)")
                }
            }
        }
    }
}
