import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// A raised paper view's shadow in `--state`: the lift and the lowering, linear, worked by hand
/// from docs/material.md#paper (rest (0, 2, w, h + 1), lifted (−2, 5, w + 4, h + 4), radius 1.5 → 4.5,
/// opacity 0.5 throughout, offset (0, 1) never animated).
final class PaperShadowStateTests: XCTestCase {
    private func ms(_ value: Double) -> Int64 { Int64((value * 1_000_000).rounded()) }

    private func assertShadow(_ state: FeedbackLayerState?, radius: Double, rect: Rect,
                              file: StaticString = #filePath, line: UInt = #line) {
        guard let state, case .shadow(let shadow) = state.detail else {
            return XCTFail("expected a shadow entry, found \(String(describing: state))", file: file, line: line)
        }
        XCTAssertEqual(state.kind, "shadow", file: file, line: line)
        XCTAssertEqual(state.opacity, 0.5, accuracy: 1e-12, file: file, line: line)
        XCTAssertEqual(state.radius, radius, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(state.color, Color(red: 51, green: 51, blue: 51), file: file, line: line)
        XCTAssertEqual(shadow.offset, Size(width: 0, height: 1), file: file, line: line)
        XCTAssertEqual(shadow.rect.origin.x, rect.origin.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(shadow.rect.origin.y, rect.origin.y, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(shadow.rect.size.width, rect.size.width, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(shadow.rect.size.height, rect.size.height, accuracy: 1e-9, file: file, line: line)
    }

    func testShadowLiftsAndLowersLinearly() throws {
        // The paper at (10, 20) in the scene, 100 × 50, coloured (no fade layer).
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "paper", "kind": "paper", "frame": [10, 20, 100, 50], "color": "#FFFFFF"}
            """#)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        let shadow = { (t: Int64) in scene.feedbackStates(at: t).first { $0.kind == "shadow" } }
        // At rest: (0, 2, 100, 51) in the paper, moved by (10, 20).
        assertShadow(shadow(0), radius: 1.5, rect: Rect(x: 10, y: 22, width: 100, height: 51))
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 30))
        // Half-way through the 0.25 s lift: radius 3, rect half-way to (−2, 5, 104, 54).
        try scene.clock.advance(to: ms(125))
        assertShadow(shadow(ms(125)), radius: 3, rect: Rect(x: 9, y: 23.5, width: 102, height: 52.5))
        try scene.clock.advance(to: ms(500))
        assertShadow(shadow(ms(500)), radius: 4.5, rect: Rect(x: 8, y: 25, width: 104, height: 54))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 30, y: 30))
        // Lowering over 0.625 s: half-way at 0.8125 s, at rest from 1.125 s.
        try scene.clock.advance(to: ms(812.5))
        assertShadow(shadow(ms(812.5)), radius: 3, rect: Rect(x: 9, y: 23.5, width: 102, height: 52.5))
        try scene.clock.advance(to: ms(1200))
        assertShadow(shadow(ms(1200)), radius: 1.5, rect: Rect(x: 10, y: 22, width: 100, height: 51))
        // The shadow comes first among the paper's entries (it is behind the circles).
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 30, y: 30))
        XCTAssertEqual(scene.feedbackStates(at: scene.clock.now).map(\.kind), ["shadow", "tapCircle"])
    }

    func testFlatPaperHasNoShadowEntry() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "paper", "kind": "paper", "frame": [0, 0, 100, 50], "color": "#FFFFFF", "paper": {"raised": false}}
            """#)
        XCTAssertEqual(scene.feedbackStates(at: 0), [])
    }

    func testPaperTapIsAnEventAndACancelIsNot() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "paper", "kind": "paper", "frame": [10, 20, 100, 50], "color": "#FFFFFF"}
            """#)
        let paper = try XCTUnwrap(scene.view(withID: "paper") as? PaperView)
        var handled: [Point] = []
        paper.tapHandler = { handled.append($0) }
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 30))
        try scene.clock.advance(to: ms(100))
        // Lifted 3 points beyond the right edge: within the 5-point slop (docs/material.md#paper).
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 113, y: 40))
        XCTAssertEqual(handled, [Point(x: 103, y: 20)])
        XCTAssertEqual(scene.events.events, [ViewEvent(time: ms(100), view: "paper", name: "paperTapped",
                                                       location: Point(x: 113, y: 40))])
        try scene.clock.advance(to: ms(2000))
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 30, y: 30))
        try dispatcher.send(id: 2, phase: .cancelled, location: Point(x: 30, y: 30))
        XCTAssertEqual(scene.events.events.count, 1)   // a cancel runs no tap handler
        XCTAssertEqual(handled.count, 1)
    }
}
