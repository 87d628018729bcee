import Foundation
import Geometry
import Raster
import Scene
import TicketKit
import TouchstoneTesting
import XCTest

/// A tap on a ticket: MDC's ripple — its radius and opacity worked out here from MDC's own
/// numbers — clipped to the notched outline, the punch, and the frames against goldens.
final class TicketTapTests: XCTestCase {
    /// Where the ticket sits in a 320 × 200 point scene.
    let frame = Rect(x: 20, y: 40, width: 280, height: 120)
    /// The goldens beside this file.
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

    func makeTester() throws -> SceneTester {
        try SceneTester(size: Size(width: 320, height: 200), background: Color(red: 0xEC, green: 0xEF, blue: 0xF1)) { [frame] clock in
            let ticket = TicketView(frame: frame, clock: clock)
            ticket.sceneID = "ticket"
            return ticket
        }
    }

    func testATapRipplesAsMDCsRippleDoes() throws {
        let tester = try makeTester()
        try tester.tap(at: Point(x: 100, y: 90))

        // MDCRippleLayer: final radius hypot(w/2, h/2) + 10, grown from 0.3 · max(w, h) over
        // 0.225 s on Core Animation's ease-in-ease-out; faded in over 0.075 s; released at once,
        // faded out over 0.15 s from 0.15 s.
        let finalRadius = (140.0 * 140 + 60 * 60).squareRoot() + 10
        let startScale = 0.3 * 280 / finalRadius
        func radius(at t: Double) -> Double {
            finalRadius * (startScale + (1 - startScale) * easeInEaseOut(min(t / 0.225, 1)))
        }

        try tester.pump(.milliseconds(100))
        let growing = try XCTUnwrap(tester.feedback(of: "ticket").first)
        XCTAssertEqual(growing.radius, radius(at: 0.1), accuracy: 1e-9)
        XCTAssertEqual(growing.opacity, 1)

        try tester.pump(.milliseconds(100))
        let fading = try XCTUnwrap(tester.feedback(of: "ticket").first)
        XCTAssertEqual(fading.radius, radius(at: 0.2), accuracy: 1e-9)
        XCTAssertEqual(fading.opacity, 1 - (0.2 - 0.15) / 0.15, accuracy: 1e-12)
        try tester.expectGolden("ticket-ripple-200ms", in: goldens)

        try tester.pumpAndSettle()
        XCTAssertEqual(tester.feedback(of: "ticket"), [])
        XCTAssertEqual(tester.events.filter { $0.name == "punched" }.map(\.view), ["ticket"])
        try tester.expectGolden("ticket-at-rest", in: goldens)
    }

    func testATapInANotchMissesTheTicket() throws {
        let tester = try makeTester()
        // The left notch: a 12 point half circle in the middle of the left side, at (20, 100).
        try tester.tap(at: Point(x: 24, y: 100))
        try tester.pump(.milliseconds(50))
        XCTAssertEqual(tester.feedback(of: "ticket"), [])
        XCTAssertEqual(tester.events.filter { $0.name == "punched" }, [])
        // Just past the notch's circle, the ticket is hit.
        try tester.tap(at: Point(x: 33, y: 100))
        try tester.pump(.milliseconds(50))
        XCTAssertEqual(tester.feedback(of: "ticket").count, 1)
    }

    /// Core Animation's ease-in-ease-out, the cubic Bézier (0.42, 0), (0.58, 1): y at the
    /// parameter whose x is `x`, found by bisection.
    func easeInEaseOut(_ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(0.42, 0.58, mid) < x { low = mid } else { high = mid }
        }
        return bezier(0, 1, (low + high) / 2)
    }
}
