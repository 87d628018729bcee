import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// A host that forwards its touches to a stateful ripple view as MDC's README shows.
final class RippleStatefulHost: View {
    let ripple: StatefulRippleView

    override init(frame: Rect, clock: SimClock) {
        ripple = StatefulRippleView(frame: Rect(origin: .zero, size: frame.size), clock: clock)
        super.init(frame: frame, clock: clock)
        addSubview(ripple)
    }

    override func touchesBegan(_ touches: [Touch]) {
        ripple.touchesBegan(touches)
        ripple.isRippleHighlighted = true
    }

    override func touchesMoved(_ touches: [Touch]) {
        ripple.touchesMoved(touches)
    }

    override func touchesEnded(_ touches: [Touch]) {
        ripple.touchesEnded(touches)
        ripple.isRippleHighlighted = false
    }

    override func touchesCancelled(_ touches: [Touch]) {
        ripple.touchesCancelled(touches)
        ripple.isRippleHighlighted = false
    }
}

final class RippleStatefulTests: XCTestCase {
    // Colours from MDC's unit values (docs/material.md), written out by hand: α 0.12 · 255 = 30.6 → 31,
    // α 0.08 · 255 = 20.4 → 20; purple (0.384, 0, 0.933) = #6200EE.
    private let black12 = Color(red: 0, green: 0, blue: 0, alpha: 31)
    private let black08 = Color(red: 0, green: 0, blue: 0, alpha: 20)
    private let purple12 = Color(red: 0x62, green: 0, blue: 0xEE, alpha: 31)
    private let purple08 = Color(red: 0x62, green: 0, blue: 0xEE, alpha: 20)

    private func makeView(_ clock: SimClock) -> (StatefulRippleView, View) {
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 40), clock: clock)
        let view = StatefulRippleView(frame: host.bounds, clock: clock)
        host.addSubview(view)
        return (view, host)
    }

    func testStateBits() {
        XCTAssertEqual(RippleState.normal.rawValue, 0)
        XCTAssertEqual(RippleState.highlighted.rawValue, 1)
        XCTAssertEqual(RippleState.selected.rawValue, 2)
        XCTAssertEqual(RippleState.dragged.rawValue, 4)
        let (view, _) = makeView(SimClock())
        XCTAssertEqual(view.state, .normal)
        XCTAssertFalse(view.allowsSelection)
        view.allowsSelection = true
        view.isSelected = true
        view.isDragged = true
        XCTAssertEqual(view.state, [.selected, .dragged])
        view.isRippleHighlighted = true
        XCTAssertEqual(view.state.rawValue, 7)
    }

    func testDefaultColourTableWithFallbacks() {
        let (view, _) = makeView(SimClock())
        let expected: [(RippleState, Color)] = [
            (.normal, black12),
            (.highlighted, black12),
            (.selected, purple08),
            ([.selected, .highlighted], purple12),
            (.dragged, black08),
            ([.dragged, .highlighted], black08),
            ([.selected, .dragged], purple08),
            ([.selected, .dragged, .highlighted], black08),   // no entry: the dragged entry
        ]
        for (state, color) in expected {
            XCTAssertEqual(view.rippleColor(for: state), color, "state \(state.rawValue)")
        }
        XCTAssertEqual(view.rippleColor, black12)
    }

    func testRemovingEntriesFallsBackInOrder() {
        let (view, _) = makeView(SimClock())
        view.setRippleColor(nil, for: [.selected, .highlighted])
        XCTAssertEqual(view.rippleColor(for: [.selected, .highlighted]), purple08)   // selected entry
        view.setRippleColor(nil, for: .dragged)
        // 7: no exact, no dragged entry → the selected entry.
        XCTAssertEqual(view.rippleColor(for: [.selected, .dragged, .highlighted]), purple08)
        // Dragged|highlighted still has its own entry.
        XCTAssertEqual(view.rippleColor(for: [.dragged, .highlighted]), black08)
        view.setRippleColor(nil, for: [.dragged, .highlighted])
        XCTAssertEqual(view.rippleColor(for: [.dragged, .highlighted]), black12)      // normal
        view.setRippleColor(nil, for: .normal)
        XCTAssertNil(view.rippleColor(for: .normal))
        XCTAssertEqual(view.rippleColor, black12)   // unchanged when there is no colour at all
    }

    func testSetRippleColorReappliesTheCurrentStateColour() {
        let (view, _) = makeView(SimClock())
        let red = Color(red: 255, green: 0, blue: 0, alpha: 50)
        view.setRippleColor(red, for: .selected)
        XCTAssertEqual(view.rippleColor, black12)      // state is normal
        view.setRippleColor(red, for: .normal)
        XCTAssertEqual(view.rippleColor, red)
    }

    func testProgrammaticHighlightShowsTheFullRippleAtOnceAndDissolves() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.isRippleHighlighted = true
        let ripple = try XCTUnwrap(view.activeRippleLayer)
        XCTAssertFalse(ripple.isStartAnimationActive)     // no touch in progress: not animated
        let s = view.rippleSnapshots(at: clock.now)[0]
        XCTAssertEqual(s.opacity, 1)
        XCTAssertEqual(s.radius, (50.0 * 50 + 20 * 20).squareRoot() + 10, accuracy: 1e-9)
        XCTAssertEqual(s.color, black12)
        try clock.advance(to: rippleMs(100))
        view.isRippleHighlighted = false                  // selection not allowed → dissolve
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(175)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        try clock.advance(to: rippleMs(250))
        XCTAssertTrue(view.rippleLayers.isEmpty)
    }

    func testUnhighlightKeepsTheRippleWhenSelectionIsAllowedButNotSelected() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.allowsSelection = true
        view.isRippleHighlighted = true
        view.isRippleHighlighted = false
        try clock.advance(to: rippleMs(1000))
        XCTAssertEqual(view.rippleLayers.count, 1)        // stays (it becomes the selection overlay)
        view.isSelected = true                            // active ripple: recoloured, not restarted
        XCTAssertEqual(view.rippleLayers.count, 1)
        XCTAssertEqual(view.activeRippleColor, purple08)
        XCTAssertEqual(view.rippleSnapshots(at: clock.now)[0].color, purple08)
        // Highlighting a selected view dissolves on release.
        view.isSelected = false                           // cancels all, animated
        try clock.advance(to: rippleMs(2000))
        XCTAssertTrue(view.rippleLayers.isEmpty)
    }

    func testSelectionRules() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.isSelected = true                            // not allowed: ignored
        XCTAssertFalse(view.isSelected)
        XCTAssertTrue(view.rippleLayers.isEmpty)

        view.allowsSelection = true
        view.isSelected = true                            // no active ripple: instant overlay
        XCTAssertEqual(view.rippleLayers.count, 1)
        XCTAssertEqual(view.rippleSnapshots(at: clock.now)[0].opacity, 1)
        XCTAssertEqual(view.rippleSnapshots(at: clock.now)[0].color, purple08)
        view.isSelected = true                            // unchanged with an active ripple: no-op
        XCTAssertEqual(view.rippleLayers.count, 1)

        view.isRippleHighlighted = true                   // selected + highlighted: new ripple in purple 0.12
        XCTAssertEqual(view.rippleLayers.count, 2)
        XCTAssertEqual(view.activeRippleColor, purple12)
        view.isRippleHighlighted = false                  // selected → dissolve the active one
        try clock.advance(to: rippleMs(500))
        XCTAssertEqual(view.rippleLayers.count, 1)

        // Turning selection off while selected deselects first: everything cancels.
        view.allowsSelection = false
        XCTAssertFalse(view.isSelected)
        XCTAssertFalse(view.allowsSelection)
        XCTAssertEqual(view.rippleColor, black12)
        try clock.advance(to: rippleMs(1000))
        XCTAssertTrue(view.rippleLayers.isEmpty)
    }

    func testDraggedRules() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.isDragged = true                             // needs no selection permission
        XCTAssertEqual(view.rippleLayers.count, 1)
        XCTAssertEqual(view.rippleSnapshots(at: clock.now)[0].color, black08)
        view.isRippleHighlighted = true
        view.isRippleHighlighted = false                  // dragged: the ripple stays
        try clock.advance(to: rippleMs(1000))
        XCTAssertEqual(view.rippleLayers.count, 2)
        view.isDragged = true                             // unchanged: nothing
        XCTAssertEqual(view.rippleLayers.count, 2)
        view.isDragged = false                            // cancels all
        try clock.advance(to: rippleMs(2000))
        XCTAssertTrue(view.rippleLayers.isEmpty)
    }

    // MARK: Touches through the dispatcher

    func testTouchDownMoveOutMoveInUp() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), clock: clock)
        let host = RippleStatefulHost(frame: Rect(x: 10, y: 10, width: 100, height: 40), clock: clock)
        root.addSubview(host)
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        let view = host.ripple

        try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 20))
        XCTAssertTrue(view.isTouchInProgress)
        XCTAssertEqual(view.lastTouchLocation, Point(x: 20, y: 10))      // in the ripple view
        let ripple = try XCTUnwrap(view.activeRippleLayer)
        XCTAssertTrue(ripple.isStartAnimationActive)                    // a touch is in progress
        XCTAssertEqual(view.rippleSnapshots(at: 0)[0].center, Point(x: 20, y: 10))

        try clock.advance(to: rippleMs(300))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 200, y: 20))   // out
        XCTAssertTrue(view.touchWentOutside)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(337.5))[0].opacity, 0.5, accuracy: 1e-9)
        try clock.advance(to: rippleMs(400))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 210, y: 20))   // still out: no new fade
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(400))[0].opacity, 0)
        try clock.advance(to: rippleMs(500))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 20))    // back in
        XCTAssertTrue(view.touchWentInside)
        XCTAssertFalse(view.touchWentOutside)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(537.5))[0].opacity, 0.5, accuracy: 1e-9)
        try clock.advance(to: rippleMs(700))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 20))
        XCTAssertFalse(view.isTouchInProgress)
        // Unhighlighted inside with selection not allowed: an animated touch-up from the release.
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(775))[0].opacity, 0.5, accuracy: 1e-9)
        try clock.advance(to: rippleMs(850))
        XCTAssertTrue(view.rippleLayers.isEmpty)
    }

    func testReleaseOutsideEndsAtOnceAndTheFlagLastsUntilTheNextTouch() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), clock: clock)
        let host = RippleStatefulHost(frame: Rect(x: 0, y: 0, width: 100, height: 40), clock: clock)
        root.addSubview(host)
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        let view = host.ripple
        view.allowsSelection = true

        try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
        try clock.advance(to: rippleMs(100))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 20, y: 150))
        try clock.advance(to: rippleMs(150))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 20, y: 150))
        XCTAssertTrue(view.rippleLayers.isEmpty)            // touch-up not animated: gone at once
        XCTAssertTrue(view.touchWentOutside)                // persists after the touch
        view.isSelected = true                              // ignored while went-outside is set
        XCTAssertFalse(view.isSelected)

        try clock.advance(to: rippleMs(1000))
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 20, y: 20))
        XCTAssertFalse(view.touchWentOutside)               // a fresh touch clears it
        XCTAssertEqual(view.rippleLayers.count, 1)
        try dispatcher.send(id: 2, phase: .cancelled, location: Point(x: 20, y: 20))
        // Cancelled: animated touch-up (started during the touch-down: fades from 1.15 s).
        XCTAssertEqual(view.activeRippleLayer?.touchUpStartTime, rippleMs(1150))
    }
}
