import Geometry
import Scene
import XCTest
@testable import Material

/// MDC's ink touch controller (docs/material.md): spread at touch-down or 0.1 s later, end at lift,
/// cancel on a second finger or beyond the bounds + 20 pt, all on the SimClock.
final class InkTouchControllerTests: XCTestCase {
    private func ms(_ value: Double) -> Int64 { Int64((value * 1_000_000).rounded()) }

    /// A 100 × 40 host at (0, 0) in a 300 × 300 root, with its controller and ink view.
    private func make() -> (SimClock, TouchDispatcher, InkTouchController, View) {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), clock: clock)
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 40), clock: clock)
        root.addSubview(host)
        let controller = InkTouchController(view: host)
        controller.addInkView()
        return (clock, TouchDispatcher(root: root, clock: clock), controller, host)
    }

    func testTapSpreadsAtTouchDownAndFadesAfterTheStartDelay() throws {
        let (clock, dispatcher, controller, _) = make()
        XCTAssertFalse(controller.requiresFailureOfScrollViewGestures)   // MDC's default
        XCTAssertEqual(controller.dragCancelDistance, 20)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
        XCTAssertEqual(controller.inkView.inkLayers.count, 1)
        try clock.advance(to: ms(50))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 20, y: 20))
        // Ended during the start (0.416 s): the fade waits 0.25 s, then 1 → 0 over 0.15 s, so it
        // is half done at 0.05 + 0.25 + 0.075 = 0.375 s.
        try clock.advance(to: ms(375))
        let state = try XCTUnwrap(controller.inkView.rippleSnapshots(at: ms(375)).first)
        XCTAssertEqual(state.opacity, 0.5, accuracy: 1e-9)
        try clock.advance(to: ms(451))
        XCTAssertEqual(controller.inkView.inkLayers.count, 0)
    }

    func testDragBeyondTheCancelDistanceCancelsTheInk() throws {
        let (clock, dispatcher, controller, _) = make()
        var states: [GestureRecognizerState] = []
        let recorded = controller.gestureRecognizer.action
        controller.gestureRecognizer.action = { recognizer, state in states.append(state); recorded?(recognizer, state) }
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
        try clock.advance(to: ms(500))                    // the start is over
        // x = 119 is inside 100 + 20; y = 59 inside 40 + 20.
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 119, y: 59))
        XCTAssertEqual(states, [.began, .changed])
        try clock.advance(to: ms(600))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 120, y: 20))   // the edge: outside
        XCTAssertEqual(states, [.began, .changed, .cancelled])
        // Cancelled after the start: the ink fades 1 → 0 over 0.15 s from now, then leaves.
        XCTAssertEqual(try XCTUnwrap(controller.inkView.rippleSnapshots(at: ms(675)).first).opacity, 0.5, accuracy: 1e-9)
        try clock.advance(to: ms(751))
        XCTAssertEqual(controller.inkView.inkLayers.count, 0)
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 120, y: 20))
    }

    func testSecondFingerCancels() throws {
        let (clock, dispatcher, controller, host) = make()
        // UIKit's rule: a second finger reaches the recognizers only of a multi-touch view.
        host.isMultipleTouchEnabled = true
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
        try clock.advance(to: ms(500))
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 60, y: 20))
        XCTAssertEqual(controller.gestureRecognizer.state, .cancelled)
        XCTAssertEqual(controller.inkView.inkLayers.count, 1)            // fading
        try clock.advance(to: ms(651))
        XCTAssertEqual(controller.inkView.inkLayers.count, 0)
    }

    func testDelayedSpreadNeedsAStillFingerForATenthOfASecond() throws {
        // Held still: the ink spreads at 0.1 s.
        do {
            let (clock, dispatcher, controller, _) = make()
            controller.delaysInkSpread = true
            try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
            try clock.advance(to: ms(99))
            XCTAssertEqual(controller.inkView.inkLayers.count, 0)
            try clock.advance(to: ms(100))
            XCTAssertEqual(controller.inkView.inkLayers.count, 1)
        }
        // Lifted before 0.1 s: no ink at all.
        do {
            let (clock, dispatcher, controller, _) = make()
            controller.delaysInkSpread = true
            try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
            try clock.advance(to: ms(50))
            try dispatcher.send(id: 1, phase: .ended, location: Point(x: 20, y: 20))
            try clock.advance(to: ms(500))
            XCTAssertEqual(controller.inkView.inkLayers.count, 0)
            XCTAssertEqual(clock.pendingEventCount, 0)
        }
        // Moved before 0.1 s (even inside the bounds): no ink.
        do {
            let (clock, dispatcher, controller, _) = make()
            controller.delaysInkSpread = true
            try dispatcher.send(id: 1, phase: .began, location: Point(x: 20, y: 20))
            try clock.advance(to: ms(50))
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 21, y: 20))
            try clock.advance(to: ms(500))
            XCTAssertEqual(controller.inkView.inkLayers.count, 0)
        }
    }
}
