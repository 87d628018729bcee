import Foundation
import Geometry
import Scene
import TicketKit
import TouchstoneTesting
import XCTest

/// Tickets in a scroll view, from the scene file with the ticket kind: a drag that starts on a
/// ticket scrolls the list and swallows the tap — no ripple (MDC's
/// `shouldProcessRippleWithScrollViewGestures = NO`), no punch — while a tap punches it.
final class TicketListTests: XCTestCase {
    let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Scenes/tickets.scene.json").standardized.path

    func testAScrollSwallowsATap() throws {
        let tester = try SceneTester(contentsOfFile: scene, factory: TicketViewFactory())
        try tester.drag(from: Point(x: 160, y: 230), by: Vector(dx: 0, dy: -90), duration: .milliseconds(100))
        XCTAssertEqual(tester.feedback(of: "row-1"), [])
        try tester.pumpAndSettle()
        XCTAssertEqual(tester.feedback(of: "row-1"), [])
        XCTAssertEqual(tester.events.filter { $0.name == "punched" }, [])
        guard case .scroll(let motion)? = tester.feedback(of: "list").first?.detail else {
            return XCTFail("no scroll state")
        }
        XCTAssertGreaterThan(motion.contentOffset.y, 0)
        XCTAssertEqual(motion.phase, .idle)
    }

    func testATapOnARowPunchesIt() throws {
        let tester = try SceneTester(contentsOfFile: scene, factory: TicketViewFactory())
        try tester.tap(at: Point(x: 160, y: 230))
        try tester.pumpAndSettle()
        XCTAssertEqual(tester.events.filter { $0.name == "punched" }.map(\.view), ["row-1"])
    }

    func testTheSceneNeedsTheTicketKind() {
        XCTAssertThrowsError(try SceneTester(contentsOfFile: scene)) { error in
            XCTAssertTrue("\(error)".contains("unknown kind \"ticket\""), "\(error)")
        }
    }
}
