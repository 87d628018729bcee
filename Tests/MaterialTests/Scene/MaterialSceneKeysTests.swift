import Geometry
import JSON
import Raster
import Scene
import XCTest
@testable import Material

/// The scene keys of ripples on scroll views' content: the ripple's scroll-gesture option, the stateful ripple's state
/// colours and dragged state, and their located errors.
final class MaterialSceneKeysTests: XCTestCase {
    func testScrollGestureOptionReachesEveryControllerKind() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "r", "kind": "ripple", "frame": [0, 0, 10, 10], "ripple": {"shouldProcessRippleWithScrollViewGestures": false}},
            {"id": "c", "kind": "card", "frame": [0, 20, 10, 10], "ripple": {"shouldProcessRippleWithScrollViewGestures": false}},
            {"id": "s", "kind": "shaped", "frame": [0, 40, 10, 10], "ripple": {"shouldProcessRippleWithScrollViewGestures": false}},
            {"id": "d", "kind": "button", "frame": [0, 60, 10, 10]},
            {"id": "e", "kind": "shaped", "frame": [0, 80, 10, 10], "ripple": {}}
            """#)
        XCTAssertFalse(try XCTUnwrap(scene.view(withID: "r") as? RippleHostView).rippleTouchController.shouldProcessRippleWithScrollViewGestures)
        XCTAssertFalse(try XCTUnwrap(scene.view(withID: "c") as? RippleSurfaceView).rippleTouchController.shouldProcessRippleWithScrollViewGestures)
        XCTAssertFalse(try XCTUnwrap((scene.view(withID: "s") as? RippleShapedView)?.rippleTouchController).shouldProcessRippleWithScrollViewGestures)
        // MDC's default is true.
        XCTAssertTrue(try XCTUnwrap(scene.view(withID: "d") as? RippleSurfaceView).rippleTouchController.shouldProcessRippleWithScrollViewGestures)
        XCTAssertTrue(try XCTUnwrap((scene.view(withID: "e") as? RippleShapedView)?.rippleTouchController).shouldProcessRippleWithScrollViewGestures)
    }

    func testStateColorsSetTheTableAndNullRemovesAnEntry() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "s", "kind": "statefulRipple", "frame": [0, 0, 100, 40],
             "stateColors": {"selected": "#0000FF40", "highlighted+dragged": "#00FF0020", "dragged": null}}
            """#)
        let ripple = try XCTUnwrap(scene.view(withID: "s") as? StatefulRippleHostView).rippleView
        XCTAssertEqual(ripple.rippleColor(for: .selected), Color(red: 0, green: 0, blue: 255, alpha: 0x40))
        XCTAssertEqual(ripple.rippleColor(for: [.dragged, .highlighted]), Color(red: 0, green: 255, blue: 0, alpha: 0x20))
        // No dragged entry: dragged falls back to normal (black 0.12, 31 of 255; MDC's table).
        XCTAssertEqual(ripple.rippleColor(for: .dragged), Color.ripple(red: 0, green: 0, blue: 0, alpha: 0.12))
        // Selected + dragged keeps MDC's own entry (purple 0.08).
        XCTAssertEqual(ripple.rippleColor(for: [.selected, .dragged]), Color.ripple(red: 0.384, green: 0, blue: 0.933, alpha: 0.08))
    }

    func testStateColorsComeAfterRippleColor() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "s", "kind": "statefulRipple", "frame": [0, 0, 100, 40], "ripple": {"color": "#FF0000"},
             "stateColors": {"normal": "#00FF00"}}
            """#)
        let ripple = try XCTUnwrap(scene.view(withID: "s") as? StatefulRippleHostView).rippleView
        XCTAssertEqual(ripple.rippleColor(for: .normal), Color(red: 0, green: 255, blue: 0))
        XCTAssertEqual(ripple.rippleColor(for: .highlighted), Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(ripple.rippleColor, Color(red: 0, green: 255, blue: 0))   // the current state's
    }

    func testDraggedShowsTheDraggedOverlayAtOnce() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "s", "kind": "statefulRipple", "frame": [0, 0, 100, 40], "dragged": true,
             "stateColors": {"dragged": "#0000FF"}}
            """#)
        let ripple = try XCTUnwrap(scene.view(withID: "s") as? StatefulRippleHostView).rippleView
        XCTAssertEqual(ripple.state, .dragged)
        XCTAssertEqual(ripple.rippleLayers.count, 1)
        // Not animated: full size and opacity at t = 0, in the dragged colour.
        let states = scene.feedbackStates(at: 0)
        XCTAssertEqual(states.count, 1)
        XCTAssertEqual(states.first?.opacity, 1)
        XCTAssertEqual(states.first?.color, Color(red: 0, green: 0, blue: 255))
        // R = hypot(50, 20) + 10 (docs/material.md), at the centre.
        XCTAssertEqual(try XCTUnwrap(states.first).radius, (50.0 * 50 + 20 * 20).squareRoot() + 10, accuracy: 1e-9)
        XCTAssertEqual(states.first?.center, Point(x: 50, y: 20))
    }

    func testStateNamesParse() throws {
        let reader = JSONReader(.null, source: "t", path: JSONPath())
        XCTAssertEqual(try StatefulRippleOptions.state(named: "normal", at: reader), .normal)
        XCTAssertEqual(try StatefulRippleOptions.state(named: "dragged+selected+highlighted", at: reader).rawValue, 7)
        XCTAssertEqual(try StatefulRippleOptions.state(named: "selected+highlighted", at: reader).rawValue, 3)
        XCTAssertThrowsError(try StatefulRippleOptions.state(named: "selected+selected", at: reader))
        XCTAssertThrowsError(try StatefulRippleOptions.state(named: "pressed", at: reader))
        XCTAssertThrowsError(try StatefulRippleOptions.state(named: "selected+", at: reader))
        XCTAssertThrowsError(try StatefulRippleOptions.state(named: "normal+selected", at: reader))
    }

    func testInkKindTakesItsOptions() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "i", "kind": "ink", "frame": [0, 0, 100, 40],
             "ink": {"color": "#0000FF20", "style": "unbounded", "maxRippleRadius": 30,
                     "requiresFailureOfScrollViewGestures": true, "delaysInkSpread": true,
                     "dragCancelDistance": 5, "cancelsOnDragOut": false}},
            {"id": "d", "kind": "ink", "frame": [0, 50, 100, 40]}
            """#)
        let ink = try XCTUnwrap(scene.view(withID: "i") as? InkHostView)
        XCTAssertEqual(ink.inkView.inkColor, Color(red: 0, green: 0, blue: 255, alpha: 0x20))
        XCTAssertEqual(ink.inkView.inkStyle, .unbounded)
        XCTAssertEqual(ink.inkView.maxRippleRadius, 30)
        XCTAssertTrue(ink.inkTouchController.requiresFailureOfScrollViewGestures)
        XCTAssertTrue(ink.inkTouchController.delaysInkSpread)
        XCTAssertEqual(ink.inkTouchController.dragCancelDistance, 5)
        XCTAssertFalse(ink.inkTouchController.cancelsOnDragOut)
        // MDC's defaults (docs/formats.md, `ink`): black α 0.14, bounded, no scroll deferral, no delay, 20 pt.
        let plain = try XCTUnwrap(scene.view(withID: "d") as? InkHostView)
        XCTAssertEqual(plain.inkView.inkColor, Color.ripple(red: 0, green: 0, blue: 0, alpha: 0.14))
        XCTAssertEqual(plain.inkView.inkStyle, .bounded)
        XCTAssertFalse(plain.inkTouchController.requiresFailureOfScrollViewGestures)
        XCTAssertFalse(plain.inkTouchController.delaysInkSpread)
        XCTAssertEqual(plain.inkTouchController.dragCancelDistance, 20)
        // A touch on the default ink spreads at once, listed under the view's id.
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 70))
        XCTAssertEqual(scene.feedbackStates(at: 0).map(\.view), ["d"])
        XCTAssertEqual(scene.feedbackStates(at: 0).map(\.kind), ["ink"])
    }

    /// Each case: a view and what the message must contain.
    func testBadKeysNameTheirPaths() {
        let cases: [(String, String)] = [
            (##"{"id": "a", "kind": "card", "frame": [0, 0, 10, 10], "ripple": {"shouldProcessRippleWithScrollViewGestures": 0}}"##,
             "at $.views[0].ripple.shouldProcessRippleWithScrollViewGestures: expected a boolean"),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "ripple": {"shouldProcessRippleWithScrollViewGestures": false}}"##,
             "at $.views[0].ripple.shouldProcessRippleWithScrollViewGestures: \"shouldProcessRippleWithScrollViewGestures\" needs a ripple touch controller"),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "stateColors": {"pressed": "#000000"}}"##,
             "at $.views[0].stateColors.pressed: unknown state \"pressed\""),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "stateColors": {"selected+highlighted": "#000000", "highlighted+selected": null}}"##,
             "at $.views[0].stateColors[\"highlighted+selected\"]: \"highlighted+selected\" names the same state as \"selected+highlighted\""),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "stateColors": {"normal": "grey"}}"##,
             "at $.views[0].stateColors.normal: expected a colour"),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "stateColors": ["#000000"]}"##,
             "at $.views[0].stateColors: expected an object"),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "dragged": "yes"}"##,
             "at $.views[0].dragged: expected a boolean"),
            (##"{"id": "a", "kind": "ink", "frame": [0, 0, 10, 10], "ink": {"delaysInkSpread": 1}}"##,
             "at $.views[0].ink.delaysInkSpread: expected a boolean"),
            (##"{"id": "a", "kind": "ink", "frame": [0, 0, 10, 10], "ink": {"dragCancelDistance": -1}}"##,
             "at $.views[0].ink.dragCancelDistance: expected a distance of zero or more"),
            (##"{"id": "a", "kind": "ink", "frame": [0, 0, 10, 10], "ink": {"shouldProcessRippleWithScrollViewGestures": false}}"##,
             "at $.views[0].ink: unknown key \"shouldProcessRippleWithScrollViewGestures\""),
            (##"{"id": "a", "kind": "card", "frame": [0, 0, 10, 10], "dragged": true}"##,
             "at $.views[0]: unknown key \"dragged\""),
        ]
        for (view, message) in cases {
            XCTAssertThrowsError(try MaterialViewFactoryTests.scene(view), view) { error in
                let text = String(describing: error)
                XCTAssertTrue(text.contains("t.scene.json"), text)
                XCTAssertTrue(text.contains(message), "\(text) should contain \(message)")
            }
        }
    }
}
