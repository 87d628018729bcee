import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// Loaded Material scenes under touches: ripples on surfaces clipped to their shapes, the FAB's
/// pressed elevation, stateful selection, and the per-frame feedback states.
final class MaterialSceneTouchTests: XCTestCase {
    private func ms(_ value: Int64) -> Int64 { value * 1_000_000 }

    func testCardRippleIsClippedToTheCutShape() throws {
        // Medium category cut 30: the card's top-left corner loses the triangle x + y < 30.
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "card", "kind": "card", "frame": [20, 20, 160, 100], "color": "#FFFFFF",
             "ripple": {"color": "#FF0000"}}
            """#, size: (200, 140),
            scheme: #"{"small": {"family": "rounded", "size": 4}, "medium": {"family": "cut", "size": 30}, "large": {"family": "rounded", "size": 0}}"#)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        let renderer = try scene.makeRenderer()
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        try scene.clock.advance(to: ms(400))   // touch-down (0.225 s) and fade-in (0.075 s) over
        _ = try renderer.render(at: scene.clock.now)
        let canvas = renderer.canvas
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        // The full ripple (radius hypot(80, 50) + 10 ≈ 104 about the centre) covers the card's
        // rectangle, so only the clip keeps the cut corner white. Pixel (24, 24) has its centre at
        // card (4.5, 4.5): 9 < 30, outside the shape.
        XCTAssertEqual(canvas[24, 24], white)
        XCTAssertEqual(canvas[22, 40], white)                  // card (2.5, 20.5): 23 < 30
        // Inside the shape: card (20.5, 20.5), 41 > 30; and the middle.
        XCTAssertEqual(canvas[40, 40], red)
        XCTAssertEqual(canvas[100, 70], red)
        // The other corners are cut too.
        XCTAssertEqual(canvas[170, 110], white)                // card (150.5, 90.5): 9.5 + 9.5 < 30 from its corner
        XCTAssertEqual(canvas[160, 100], red)                  // card (140.5, 80.5): 19.5 + 19.5 > 30
    }

    func testFabElevationFollowsTouches() throws {
        let scene = try MaterialViewFactoryTests.scene(#"{"id": "fab", "kind": "fab", "frame": [100, 100, 56, 56]}"#)
        let fab = try XCTUnwrap(scene.view(withID: "fab") as? RippleSurfaceView)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        XCTAssertEqual(fab.elevation, 6)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 128, y: 128))
        XCTAssertEqual(fab.elevation, 12)
        try scene.clock.advance(to: ms(100))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 128, y: 128))
        XCTAssertEqual(fab.elevation, 6)
        // A touch in the FAB's bounding box but outside its circle does not press it.
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 101, y: 101))
        XCTAssertEqual(fab.elevation, 6)
    }

    func testStatefulTapSelectsAndSecondTapDeselects() throws {
        let scene = try MaterialViewFactoryTests.scene(
            #"{"id": "s", "kind": "statefulRipple", "frame": [0, 0, 100, 40], "allowsSelection": true}"#)
        let host = try XCTUnwrap(scene.view(withID: "s") as? StatefulRippleHostView)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
        XCTAssertTrue(host.rippleView.isRippleHighlighted)
        XCTAssertEqual(host.rippleView.state, .highlighted)
        try scene.clock.advance(to: ms(100))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 20, y: 20))
        XCTAssertEqual(host.rippleView.state, .selected)
        XCTAssertEqual(host.rippleView.rippleLayers.count, 1)   // the ripple stays as the overlay
        try scene.clock.advance(to: ms(1000))
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 20, y: 20))
        try scene.clock.advance(to: ms(1100))
        try dispatcher.send(id: 2, phase: .ended, location: Point(x: 20, y: 20))
        XCTAssertEqual(host.rippleView.state, .normal)
        // Dragging out and lifting outside does not select.
        try scene.clock.advance(to: ms(3000))
        try dispatcher.send(id: 3, phase: .began, location: Point(x: 20, y: 20))
        try dispatcher.send(id: 3, phase: .moved, location: Point(x: 200, y: 20))
        XCTAssertTrue(host.rippleView.touchWentOutside)
        try dispatcher.send(id: 3, phase: .ended, location: Point(x: 200, y: 20))
        XCTAssertFalse(host.rippleView.isSelected)
    }

    func testFeedbackStatesOfAButtonTap() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "button", "kind": "button", "frame": [10, 20, 100, 40]}
            """#)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        XCTAssertEqual(scene.feedbackStates(at: 0), [])
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 30))
        // MDC's ripple (docs/material.md): final radius hypot(w/2, h/2) + 10; the start radius is 0.3 · max(w, h)
        // (start scale 0.3 · 100 / final radius); opacity fades in from 0 over 0.075 s; the
        // position starts at the touch. Colour: black at 0.12 (alpha round(0.12 · 255) = 31).
        let finalRadius = (50.0 * 50 + 20 * 20).squareRoot() + 10
        let black12 = Color(red: 0, green: 0, blue: 0, alpha: 31)
        let start = scene.feedbackStates(at: 0)
        XCTAssertEqual(start.count, 1)
        XCTAssertEqual(start.first?.view, "button")
        XCTAssertEqual(start.first?.kind, "ripple")
        XCTAssertEqual(start.first?.center, Point(x: 30, y: 30))          // scene points
        XCTAssertEqual(start.first?.radius ?? 0, 30, accuracy: 1e-9)
        XCTAssertEqual(start.first?.opacity ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(start.first?.color, black12)
        // Half-way through the touch-down (0.1125 s): radius through the ease-in-ease-out curve.
        let half = ms(225) / 2
        try scene.clock.advance(to: half)
        let eased = rippleEaseInEaseOut(0.5)
        let startScale = 30 / finalRadius
        let mid = try XCTUnwrap(scene.feedbackStates(at: half).first)
        XCTAssertEqual(mid.radius, finalRadius * (startScale + (1 - startScale) * eased), accuracy: 1e-6)
        XCTAssertEqual(mid.opacity, 1, accuracy: 1e-9)                    // fade-in done at 0.075 s
        // After the touch-down: centred on the button (its frame's centre in the scene), full size.
        try scene.clock.advance(to: ms(300))
        let held = try XCTUnwrap(scene.feedbackStates(at: ms(300)).first)
        XCTAssertEqual(held.center.x, 60, accuracy: 1e-9)
        XCTAssertEqual(held.center.y, 40, accuracy: 1e-9)
        XCTAssertEqual(held.radius, finalRadius, accuracy: 1e-9)
        XCTAssertEqual(held.opacity, 1, accuracy: 1e-9)
    }

    func testFeedbackStatesOrderAndNestedIDs() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "paper", "kind": "paper", "frame": [0, 0, 100, 40]},
            {"id": "panel", "kind": "view", "frame": [0, 100, 200, 100],
             "children": [{"id": "inner", "kind": "ripple", "frame": [50, 10, 100, 40]}]}
            """#)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 130))   // inner (50, 20)
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 20, y: 20))     // paper
        try scene.clock.advance(to: ms(50))
        let states = scene.feedbackStates(at: ms(50))
        // A paper view with a clear background fades its background in (docs/material.md#paper).
        // Document order: the paper (its raised shadow, the fade, then its circle), then the
        // inner ripple, which is listed under its own id, not the panel's.
        XCTAssertEqual(states.map(\.view), ["paper", "paper", "paper", "inner"])
        XCTAssertEqual(states.map(\.kind), ["shadow", "fade", "tapCircle", "ripple"])
        guard states.count == 4 else { return }
        XCTAssertEqual(states[1].radius, 0)
        XCTAssertEqual(states[1].center, Point(x: 50, y: 20))               // the paper's middle
        // The inner ripple's position moves from the touch toward the centre, both in the scene:
        // touch (100, 130), inner centre (50 + 50, 100 + 10 + 20) = (100, 130) too.
        XCTAssertEqual(states[3].center.x, 100, accuracy: 1e-9)
        XCTAssertEqual(states[3].center.y, 130, accuracy: 1e-9)
    }
}
