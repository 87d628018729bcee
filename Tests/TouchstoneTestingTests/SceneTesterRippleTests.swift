import Geometry
import Material
import Scene
import TouchstoneTesting
import XCTest

/// A tap on a ripple view through the tester, against MDC's ripple worked out in the test
/// (``MDCRippleCurve``): radius, opacity and centre in scene points at chosen moments, and the
/// ripple gone once the scene settles.
final class SceneTesterRippleTests: XCTestCase {
    /// The host's frame in the scene.
    private let frame = Rect(x: 20, y: 30, width: 160, height: 80)

    private func makeTester() throws -> SceneTester {
        try SceneTester(size: Size(width: 200, height: 140)) { [frame] clock in
            let host = RippleHostView(frame: frame, clock: clock)
            host.sceneID = "card"
            return host
        }
    }

    func testATapsRippleFollowsMDCsCurves() throws {
        let tester = try makeTester()
        let curve = MDCRippleCurve(size: frame.size, touch: Point(x: 40, y: 20))
        try tester.tap(at: Point(x: 60, y: 50))
        for milliseconds in [25, 75, 100, 200] {
            try tester.pump(.milliseconds(milliseconds) - tester.now)
            XCTAssertEqual(tester.now, .milliseconds(milliseconds))
            let states = tester.feedback(of: "card")
            XCTAssertEqual(states.count, 1, "at \(milliseconds) ms: \(states)")
            let ripple = try XCTUnwrap(states.first)
            let t = Double(milliseconds) / 1000
            XCTAssertEqual(ripple.kind, .ripple)
            XCTAssertEqual(ripple.radius, curve.radius(at: t), accuracy: 1e-9, "radius at \(milliseconds) ms")
            XCTAssertEqual(ripple.opacity, curve.opacityOfATap(at: t), accuracy: 1e-9, "opacity at \(milliseconds) ms")
            let center = curve.center(at: t)
            XCTAssertEqual(ripple.center.x, frame.minX + center.x, accuracy: 1e-9, "centre x at \(milliseconds) ms")
            XCTAssertEqual(ripple.center.y, frame.minY + center.y, accuracy: 1e-9, "centre y at \(milliseconds) ms")
        }
        let settling = try tester.pumpAndSettle()
        XCTAssertEqual(tester.feedback(of: "card"), [])
        // The fade ends 0.3 s after the tap: settled at the first frame from then on (120 fps).
        XCTAssertEqual(tester.now, .nanoseconds(36 * 1_000_000_000 / 120))
        XCTAssertEqual(settling, tester.now - .milliseconds(200))
    }

    func testPumpDrawsEveryFrameAndEndsOnTheMomentAsked() throws {
        let tester = try makeTester()
        XCTAssertEqual(tester.now, .zero)
        try tester.pump(.milliseconds(10))
        XCTAssertEqual(tester.now, .milliseconds(10))
        try tester.pump(.zero)
        XCTAssertEqual(tester.now, .milliseconds(10))
        XCTAssertThrowsError(try tester.pump(.milliseconds(-1))) { error in
            XCTAssertTrue("\(error)".contains("expected a duration of zero or more"), "\(error)")
        }
    }

    func testASettledSceneSettlesAtOnce() throws {
        let tester = try makeTester()
        XCTAssertEqual(try tester.pumpAndSettle(), .zero)
        XCTAssertEqual(tester.now, .zero)
    }
}
