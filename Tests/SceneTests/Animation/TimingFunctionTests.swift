import Geometry
import Scene
import SeededRandom
import TestSupport
import XCTest

/// Easing curves against closed forms and an independent bisection solve (``ReferenceBezier``).
final class TimingFunctionTests: XCTestCase {
    /// Every named curve with its control points as written in Core Animation's documentation, and
    /// the Material curves of docs/material.md#motion made from theirs (MaterialTests checks the names).
    private let named: [(String, TimingFunction, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("default", .default, (0.25, 0.1, 0.25, 1)),
        ("Material standard", standardCurve, (0.4, 0.0, 0.2, 1.0)),
        ("Material deceleration", TimingFunction(unchecked: 0.0, 0.0, 0.2, 1.0), (0.0, 0.0, 0.2, 1.0)),
        ("Material acceleration", TimingFunction(unchecked: 0.4, 0.0, 1.0, 1.0), (0.4, 0.0, 1.0, 1.0)),
        ("Material sharp", TimingFunction(unchecked: 0.4, 0.0, 0.6, 1.0), (0.4, 0.0, 0.6, 1.0)),
    ]

    func testNamedCurvesHaveTheDocumentedControlPoints() {
        for (name, curve, (x1, y1, x2, y2)) in named {
            XCTAssertEqual(curve.controlPoint1, Point(x: x1, y: y1), name)
            XCTAssertEqual(curve.controlPoint2, Point(x: x2, y: y2), name)
        }
        XCTAssertEqual("\(standardCurve)", "cubic-bezier(0.4, 0.0, 0.2, 1.0)")
    }

    func testNamedCurvesAtParametersWithClosedForms() {
        // With p0 = 0 and p3 = 1, B(1/2) = 3/8·(p1 + p2) + 1/8 and
        // B(1/4) = 27/64·p1 + 9/64·p2 + 1/64, in x and in y alike; so value(x(t)) must be y(t).
        for (name, curve, (x1, y1, x2, y2)) in named {
            let half = (x: 0.375 * (x1 + x2) + 0.125, y: 0.375 * (y1 + y2) + 0.125)
            XCTAssertEqual(curve.value(at: half.x), half.y, accuracy: 1e-11, "\(name) at t = 1/2")
            let quarter = (x: 27.0 / 64 * x1 + 9.0 / 64 * x2 + 1.0 / 64, y: 27.0 / 64 * y1 + 9.0 / 64 * y2 + 1.0 / 64)
            XCTAssertEqual(curve.value(at: quarter.x), quarter.y, accuracy: 1e-11, "\(name) at t = 1/4")
        }
        // Worked by hand: Material standard at x = 3/8·0.6 + 1/8 = 0.35 is exactly half-way; the
        // symmetric curves pass through (1/2, 1/2).
        XCTAssertEqual(standardCurve.value(at: 0.35), 0.5, accuracy: 1e-11)
        XCTAssertEqual(TimingFunction.easeInEaseOut.value(at: 0.5), 0.5, accuracy: 1e-11)
        XCTAssertEqual(TimingFunction(unchecked: 0.4, 0.0, 0.6, 1.0).value(at: 0.5), 0.5, accuracy: 1e-11)
    }

    func testNamedCurvesAgreeWithAnIndependentSolve() {
        let xs = [1e-6, 0.001, 0.01, 0.1, 0.2, 0.25, 1.0 / 3, 0.5, 0.6, 0.75, 0.9, 0.99, 0.999, 1 - 1e-6]
        for (name, curve, (x1, y1, x2, y2)) in named {
            let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            for x in xs {
                // The curves' slopes stay below 5, so an x solved to 1e-12 moves y by < 5e-12.
                XCTAssertEqual(curve.value(at: x), reference.value(at: x), accuracy: 1e-10, "\(name) at \(x)")
            }
        }
    }

    func testEndpointsAreExact() throws {
        let overshoot = try TimingFunction(0.3, -0.5, 0.7, 1.5)
        let flatEnds = try TimingFunction(0, 1, 1, 0)
        for curve in named.map(\.1) + [overshoot, flatEnds] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            // Out-of-range and NaN progress clamp to the ends.
            XCTAssertEqual(curve.value(at: -0.25), 0)
            XCTAssertEqual(curve.value(at: 1.25), 1)
            XCTAssertEqual(curve.value(at: .nan), 0)
        }
        // The linear curve is the identity, exactly.
        for x in [0.1, 0.3, 1.0 / 3, 0.7] { XCTAssertEqual(TimingFunction.linear.value(at: x), x) }
    }

    func testSeededRandomCurvesSolveToTheToleranceInX() throws {
        // Contract: value(at: x) = y(t) for some t with |x(t) − x| within the solver's tolerance
        // (1e-12 for Newton; a 1e-12 bracket in t, so at most 3e-12 in x, for bisection). Checked as
        // the range of y over the t whose x lies within 4e-12 of x, which bounds steep curves fairly.
        // The first curves have zero slope in x somewhere (at both ends; in the middle: x'(t) =
        // 3(1 − 2t)² for (1, ·, 0, ·)), where Newton stalls and bisection takes over.
        let seed: UInt64 = 0x7153_C0DE
        var random = SplitMix64(seed: seed)
        let stalling: [(Double, Double, Double, Double)] = [(0, 1, 1, 0), (1, 0, 0, 1), (1, -1, 0, 2), (0, 0, 1, 1)]
        for trial in 0..<400 {
            let (x1, y1, x2, y2) = trial < stalling.count ? stalling[trial]
                : (random.unit(), random.uniform(-1, 2), random.unit(), random.uniform(-1, 2))
            let curve = try TimingFunction(x1, y1, x2, y2)
            let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let near = [0.5, 0.5 + random.unit() * 1e-4, 0.5 - random.unit() * 1e-6]
            for x in near + [random.unit(), random.unit() * 1e-3, 1 - random.unit() * 1e-3] where x > 0 && x < 1 {
                let low = reference.y(reference.parameter(forX: x - 4e-12))
                let high = reference.y(reference.parameter(forX: x + 4e-12))
                let value = curve.value(at: x)
                XCTAssertGreaterThanOrEqual(value, Swift.min(low, high) - 1e-12,
                                            "seed \(seed) trial \(trial) curve \(curve) x \(x)")
                XCTAssertLessThanOrEqual(value, Swift.max(low, high) + 1e-12,
                                         "seed \(seed) trial \(trial) curve \(curve) x \(x)")
            }
        }
    }

    func testControlPointsOutsideTheUnitIntervalAreRejected() {
        let bad: [(Double, Double, Double, Double)] = [
            (-0.1, 0, 0.5, 1), (0.5, 0, 1.1, 1), (.nan, 0, 0.5, 1), (0.5, .infinity, 0.5, 1), (0.5, 0, 0.5, -.nan),
        ]
        for (x1, y1, x2, y2) in bad {
            XCTAssertThrowsError(try TimingFunction(x1, y1, x2, y2)) {
                guard case .invalidTimingFunction = $0 as? AnimationError else {
                    return XCTFail("unexpected error \($0)")
                }
            }
        }
        XCTAssertThrowsError(try TimingFunction(1.5, 0, 0.5, 1)) {
            XCTAssertEqual("\($0)", "timing function (1.5, 0.0), (0.5, 1.0): control point x must lie in 0…1 and every coordinate must be finite")
        }
        // y may leave 0…1 (overshoot).
        XCTAssertNoThrow(try TimingFunction(0.5, -2, 0.5, 3))
    }
}
