import Foundation
import Geometry
import Scene
import XCTest
@testable import Material

/// A scroll view's entry in `--state`: offset, velocity and phase while dragging and coasting,
/// against docs/scrolling.md (10 pt hysteresis shrinking the translation, the deceleration
/// x(t) = x0 + v0·(d^(1000t) − 1)/k, k = 1000·ln d, and a constant finger speed giving that
/// speed as the estimate).
final class ScrollFeedbackStateTests: XCTestCase {
    private func ms(_ value: Double) -> Int64 { Int64((value * 1_000_000).rounded()) }

    private func motion(_ scene: LoadedScene) throws -> LiveFeedback.ScrollMotion {
        let entry = try XCTUnwrap(scene.feedbackStates(at: scene.clock.now).first { $0.kind == "scroll" })
        XCTAssertEqual(entry.view, "list")
        guard case .scroll(let motion) = entry.detail else { throw NotAScrollEntry() }
        return motion
    }

    private struct NotAScrollEntry: Error {}

    func testDragThenCoastAsThePublishedLaw() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "list", "kind": "scroll", "frame": [0, 0, 200, 300], "contentSize": [200, 2000],
             "children": [{"id": "row", "kind": "ripple", "frame": [0, 0, 200, 60]}]}
            """#, size: (200, 300))
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        XCTAssertEqual(scene.feedbackStates(at: 0).first, .scroll(view: "list", contentOffset: .zero, velocity: .zero, phase: .idle))
        // The scroll view's entry comes before its content's.
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 200))
        XCTAssertEqual(scene.feedbackStates(at: 0).map(\.kind), ["scroll"])
        XCTAssertEqual(try motion(scene).phase, .tracking)
        for step in 1...4 {
            try scene.clock.advance(to: ms(10 * Double(step)))
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 200 - 10 * Double(step)))
        }
        // 40 pt up, less the 10 pt hysteresis; 10 pt per 10 ms is 1000 pt/s of offset.
        let dragging = try motion(scene)
        XCTAssertEqual(dragging.phase, .dragging)
        XCTAssertEqual(dragging.contentOffset.y, 30, accuracy: 1e-9)
        XCTAssertEqual(dragging.velocity.y, 1000, accuracy: 1e-6)
        XCTAssertEqual(dragging.velocity.x, 0)
        try scene.clock.advance(to: ms(50))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 160))
        XCTAssertEqual(scene.events.events.last?.name, "scrollEndedDragging")
        XCTAssertEqual(scene.events.events.last?.value("velocityY") ?? 0, 1000, accuracy: 1e-6)
        // 0.1 s after the release, d = 0.998 (normal).
        try scene.clock.advance(to: ms(150))
        let d = 0.998, k = 1000 * log(d), t = 0.1
        let coasting = try motion(scene)
        XCTAssertEqual(coasting.phase, .decelerating)
        XCTAssertEqual(coasting.contentOffset.y, 30 + 1000 * (pow(d, 1000 * t) - 1) / k, accuracy: 1e-6)
        XCTAssertEqual(coasting.velocity.y, 1000 * pow(d, 1000 * t), accuracy: 1e-6)
    }
}
