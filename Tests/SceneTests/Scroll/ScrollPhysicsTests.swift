import Foundation
import Geometry
import Scene
import XCTest

/// The physics value types against docs/scrolling.md's worked numbers and against the
/// equations evaluated here with Foundation's functions.
final class ScrollPhysicsTests: XCTestCase {
    // MARK: Rubber band

    func testRubberBandMatchesTheSpecsChecks() {
        let band = RubberBand(dimension: 960)
        for (x, f) in [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)] {
            XCTAssertEqual(band.overshoot(x), f, accuracy: 0.005, "x = \(x)")
        }
    }

    func testRubberBandSlopeIsTheCoefficientAtTheEdgeAndTendsToTheDimension() {
        let band = RubberBand(dimension: 200)
        XCTAssertEqual(band.slope(at: 0), 0.55)
        XCTAssertEqual(band.overshoot(0), 0)
        XCTAssertLessThan(band.overshoot(1e9), 200)
        XCTAssertEqual(band.overshoot(1e9), 200, accuracy: 1e-3)
        // The equivalent form x·d·c/(d + c·x).
        XCTAssertEqual(band.overshoot(50), 50 * 200 * 0.55 / (200 + 0.55 * 50), accuracy: 1e-12)
    }

    func testRubberBandInverseAndClamp() {
        let band = RubberBand(dimension: 300)
        for x in [0.0, 1, 17, 250, 900] {
            XCTAssertEqual(band.distance(showing: band.overshoot(x)), x, accuracy: 1e-9 * Swift.max(1, x))
        }
        XCTAssertEqual(band.clamp(-40, lower: 0, upper: 500), -band.overshoot(40))
        XCTAssertEqual(band.clamp(530, lower: 0, upper: 500), 500 + band.overshoot(30))
        XCTAssertEqual(band.clamp(250, lower: 0, upper: 500), 250)
        XCTAssertEqual(band.unclamp(band.clamp(-40, lower: 0, upper: 500), lower: 0, upper: 500), -40, accuracy: 1e-9)
    }

    // MARK: Deceleration

    func testDecelerationOfAThousandPointsPerSecondAtTheNormalRate() {
        let coast = Deceleration(initialValue: 0, initialVelocity: 1000, rate: 0.998)
        XCTAssertEqual(coast.destination, 499.5, accuracy: 0.001)
        XCTAssertEqual(coast.duration, 3.45, accuracy: 0.005)
        // At the stop the distance still to go is the threshold, 0.5 pt.
        XCTAssertEqual(coast.destination - coast.value(at: coast.duration), 0.5, accuracy: 1e-9)
        XCTAssertEqual(abs(coast.velocity(at: coast.duration) / coast.k), 0.5, accuracy: 1e-9)
        // WWDC 2018 session 803's approximation, x0 + (v0/1000)·d/(1 − d) = 499.
        XCTAssertEqual(coast.destination, 1000.0 / 1000 * 0.998 / (1 - 0.998), accuracy: 1)
    }

    func testDecelerationAtTheFastRate() {
        let coast = Deceleration(initialValue: 0, initialVelocity: 1000, rate: 0.99)
        XCTAssertEqual(coast.destination, 99.5, accuracy: 0.001)
        XCTAssertEqual(coast.duration, 0.53, accuracy: 0.005)
    }

    func testDecelerationFollowsItsClosedForm() {
        let x0 = 37.0, v0 = -2400.0, d = 0.998
        let coast = Deceleration(initialValue: x0, initialVelocity: v0, rate: d)
        let k = 1000 * Foundation.log(d)
        for t in [0.0, 0.001, 0.016, 0.25, 1, 2.5] {
            XCTAssertEqual(coast.value(at: t), x0 + v0 * (Foundation.pow(d, 1000 * t) - 1) / k, accuracy: 1e-9)
            XCTAssertEqual(coast.velocity(at: t), v0 * Foundation.pow(d, 1000 * t), accuracy: 1e-9)
        }
        XCTAssertEqual(coast.duration, Foundation.log(-k * 0.5 / 2400) / k, accuracy: 1e-12)
    }

    func testDecelerationTimeToReachAValue() throws {
        let coast = Deceleration(initialValue: 20, initialVelocity: 1000, rate: 0.998)
        let t = try XCTUnwrap(coast.time(reaching: 200))
        XCTAssertEqual(coast.value(at: t), 200, accuracy: 1e-9)
        XCTAssertNil(coast.time(reaching: 600), "beyond the rest")
        XCTAssertNil(coast.time(reaching: 0), "behind the start")
    }

    func testSlowReleaseHasNoCoast() {
        // |v0/k| ≤ 0.5: already within the stop rule.
        XCTAssertEqual(Deceleration(initialValue: 0, initialVelocity: 1, rate: 0.998).duration, 0)
        XCTAssertEqual(Deceleration(initialValue: 0, initialVelocity: 0, rate: 0.998).duration, 0)
    }

    // MARK: Bounce spring

    func testSpringIsCriticallyDampedWithBetaTen() {
        XCTAssertEqual(BounceSpring.beta, 10)
        let x0 = -24.0, v0 = 300.0
        let spring = BounceSpring(displacement: x0, initialVelocity: v0, threshold: 0.5)
        for t in [0.0, 0.05, 0.1, 0.3, 1] {
            let expected = Foundation.exp(-10 * t) * (x0 + (v0 + 10 * x0) * t)
            XCTAssertEqual(spring.value(at: t), expected, accuracy: 1e-12)
            let h = 1e-6
            let numeric = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
            XCTAssertEqual(spring.velocity(at: t), numeric, accuracy: 1e-5)
        }
        XCTAssertEqual(spring.velocity(at: 0), v0, accuracy: 1e-12)
    }

    func testSpringIsDoneBelowTheThreshold() {
        let threshold = 0.5 / 3
        for (x0, v0) in [(50.0, 0.0), (0.0, 900.0), (-24.18, 0.0), (-10.0, -400.0)] {
            let spring = BounceSpring(displacement: x0, initialVelocity: v0, threshold: threshold)
            let duration = spring.duration
            XCTAssertGreaterThan(duration, 0)
            for step in 0...200 {
                let t = duration + Double(step) * 0.01
                XCTAssertLessThanOrEqual(abs(spring.value(at: t)), threshold, "x0 \(x0) v0 \(v0) t \(t)")
            }
        }
        // ScrollMechanics' bound, worked by hand for x0 = 50, v0 = 0, ε = 1/6:
        // max(ln(600)/10, 0.2·ln(2000/(e·10/6))) = max(0.6397, 1.2180).
        XCTAssertEqual(BounceSpring(displacement: 50, initialVelocity: 0, threshold: threshold).duration, 1.2180, accuracy: 1e-4)
        XCTAssertEqual(BounceSpring(displacement: 0, initialVelocity: 0, threshold: threshold).duration, 0)
    }

    // MARK: Pixel grid

    func testPixelGridRounding() {
        XCTAssertEqual(PixelGrid(scale: 1).round(2.5), 3)
        XCTAssertEqual(PixelGrid(scale: 1).round(-2.5), -3)
        XCTAssertEqual(PixelGrid(scale: 1).round(2.49), 2)
        XCTAssertEqual(PixelGrid(scale: 3).round(10.1), 10)
        XCTAssertEqual(PixelGrid(scale: 3).round(10.2), 31.0 / 3)
        XCTAssertEqual(PixelGrid(scale: 2.625).round(1), 3 / 2.625)
        XCTAssertEqual(PixelGrid(scale: 3).round(-10.5 / 3), -10.0 / 3, "ties round up, as r(x)")
        XCTAssertEqual(PixelGrid(scale: 2).round(-0.3), -0.5)
    }

    func testUIKitsLimitRounding() {
        // r(x) = round(x) at scale 1, else floor(x) + round((x − floor(x))·s)/s.
        XCTAssertEqual(PixelGrid(scale: 1).uikitLimitRounding(7.5), 8)
        XCTAssertEqual(PixelGrid(scale: 3).uikitLimitRounding(10.2), 10 + 1.0 / 3)
        XCTAssertEqual(PixelGrid(scale: 2.625).uikitLimitRounding(1), 1)
        XCTAssertEqual(PixelGrid(scale: 2.625).uikitLimitRounding(1.2), 1 + 1 / 2.625)
        // For whole scales the live grid is r(x), half-pixel ties included.
        for scale in [1.0, 2, 3] {
            for x in stride(from: -40.0, through: 40, by: 0.125) {
                XCTAssertEqual(PixelGrid(scale: scale).round(x), PixelGrid(scale: scale).uikitLimitRounding(x),
                               accuracy: 1e-12, "\(x) at \(scale)")
            }
        }
        // At 2.625 the live grid stays on whole device pixels where r(x) does not.
        XCTAssertEqual(PixelGrid(scale: 2.625).round(1.2) * 2.625, 3, accuracy: 1e-12)
        XCTAssertEqual(PixelGrid(scale: 2.625).uikitLimitRounding(1.2) * 2.625, 3.625, accuracy: 1e-12)
    }
}
