import Geometry
import Material
import Scene
import XCTest

/// Material's named curves (docs/material.md#motion) and their aliases; SceneTests checks the evaluation of
/// the same control points against an independent solve.
final class MaterialTimingFunctionTests: XCTestCase {
    func testCurvesHaveTheDocumentedControlPoints() {
        typealias M = TimingFunction.Material
        let curves: [(String, TimingFunction, (Double, Double, Double, Double))] = [
            ("standard", M.standard, (0.4, 0.0, 0.2, 1.0)),
            ("deceleration", M.deceleration, (0.0, 0.0, 0.2, 1.0)),
            ("acceleration", M.acceleration, (0.4, 0.0, 1.0, 1.0)),
            ("sharp", M.sharp, (0.4, 0.0, 0.6, 1.0)),
        ]
        for (name, curve, (x1, y1, x2, y2)) in curves {
            XCTAssertEqual(curve.controlPoint1, Point(x: x1, y: y1), name)
            XCTAssertEqual(curve.controlPoint2, Point(x: x2, y: y2), name)
        }
        XCTAssertEqual("\(M.standard)", "cubic-bezier(0.4, 0.0, 0.2, 1.0)")
    }

    func testAliasesAreTheirCurves() {
        typealias M = TimingFunction.Material
        XCTAssertEqual([M.easeInOut, M.translate], [M.standard, M.standard])
        XCTAssertEqual([M.easeOut, M.translateOnScreen, M.fadeIn], [M.deceleration, M.deceleration, M.deceleration])
        XCTAssertEqual([M.easeIn, M.translateOffScreen, M.fadeOut], [M.acceleration, M.acceleration, M.acceleration])
        // MDC's EaseIn is not the system ease-in.
        XCTAssertNotEqual(M.easeIn, TimingFunction.easeIn)
    }

    func testCurvesAtParametersWithClosedForms() {
        // Worked by hand: standard at x = 3/8·0.6 + 1/8 = 0.35 is exactly half-way; sharp is
        // symmetric, so it passes through (1/2, 1/2).
        XCTAssertEqual(TimingFunction.Material.standard.value(at: 0.35), 0.5, accuracy: 1e-11)
        XCTAssertEqual(TimingFunction.Material.sharp.value(at: 0.5), 0.5, accuracy: 1e-11)
    }
}
