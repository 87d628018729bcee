import Geometry
import Material
import Scene
import TouchstoneTesting
import XCTest

/// `pumpAndSettle` against scenes that settle and scenes that do not: the timeout's error names
/// each view and animation still running, and a scroll view still coasting.
final class SceneTesterSettleTests: XCTestCase {
    func testTheTimeoutNamesEachViewAndAnimationStillRunning() throws {
        let tester = try SceneTester(size: Size(width: 200, height: 200)) { clock in
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
            let beacon = View(frame: Rect(x: 10, y: 10, width: 50, height: 50), clock: clock)
            beacon.sceneID = "beacon"
            // A 30 s fade: far past the timeout.
            try beacon.layer.animations.add(.basic(BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0),
                                                                  duration: 30_000_000_000)), forKey: "fade")
            root.addSubview(beacon)
            return root
        }
        XCTAssertThrowsError(try tester.pumpAndSettle(timeout: .seconds(2))) { error in
            guard let timeout = error as? SettleTimeout else { return XCTFail("\(error)") }
            XCTAssertEqual(timeout.timeout, .seconds(2))
            XCTAssertEqual(timeout.running, [
                "beacon (View): Layer animates \"opacity\" until at least 30 s",
                "1 clock event pending, the next at 30 s",
            ])
            XCTAssertTrue(timeout.description.hasPrefix("pumpAndSettle: still running after 2.0 seconds:\n  beacon (View)"),
                          timeout.description)
        }
        XCTAssertEqual(tester.now, .seconds(2))
    }

    func testACoastingScrollViewIsNamedUntilItStops() throws {
        let tester = try SceneTester(size: Size(width: 200, height: 400)) { clock in
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 400), clock: clock)
            scroll.contentSize = Size(width: 200, height: 4000)
            scroll.sceneID = "list"
            return scroll
        }
        try tester.fling(from: Point(x: 100, y: 350), by: Vector(dx: 0, dy: -200), velocity: 3000)
        XCTAssertThrowsError(try tester.pumpAndSettle(timeout: .milliseconds(100))) { error in
            let lines = (error as? SettleTimeout)?.running ?? []
            XCTAssertTrue(lines.first?.hasPrefix("list (ScrollView): decelerating at (0, ") ?? false, "\(lines)")
        }
        let settled = try tester.pumpAndSettle()
        XCTAssertGreaterThan(settled, .zero)
        let motion = tester.feedback(of: "list").first
        if case .scroll(let state)? = motion?.detail {
            XCTAssertEqual(state.phase, .idle)
            XCTAssertEqual(state.velocity, .zero)
        } else {
            XCTFail("no scroll state: \(String(describing: motion))")
        }
    }
}
