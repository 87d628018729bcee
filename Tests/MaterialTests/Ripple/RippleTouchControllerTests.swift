import Geometry
import Raster
import Scene
import XCTest
@testable import Material

final class RippleTouchControllerTests: XCTestCase {
    private final class Recorder: RippleTouchControllerDelegate {
        var refuseBelowY: Double?
        var asked: [Point] = []
        var processed: [Point] = []
        var inserted = 0
        func rippleTouchController(_ controller: RippleTouchController,
                                   shouldProcessRippleTouchesAtTouchLocation location: Point) -> Bool {
            asked.append(location)
            if let y = refuseBelowY { return location.y < y }
            return true
        }
        func rippleTouchController(_ controller: RippleTouchController, insert rippleView: RippleView,
                                   into view: View) {
            inserted += 1
            view.insertSubview(rippleView, at: 0)
        }
        func rippleTouchController(_ controller: RippleTouchController, didProcess rippleView: RippleView,
                                   atTouchLocation location: Point) {
            processed.append(location)
        }
    }

    private final class Provider: RippleViewProviding {
        var choice: RippleView?
        func rippleTouchController(_ controller: RippleTouchController,
                                   rippleViewAtTouchLocation location: Point) -> RippleView? { choice }
    }

    private struct Fixture {
        let clock = SimClock()
        let root: View
        let host: View
        let other: View
        let dispatcher: TouchDispatcher
        init() {
            root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), clock: clock)
            host = View(frame: Rect(x: 10, y: 10, width: 100, height: 40), clock: clock)
            other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), clock: clock)
            root.addSubview(host)
            host.addSubview(other)
            dispatcher = TouchDispatcher(root: root, clock: clock)
        }
    }

    func testRecognizerConfiguration() {
        let s = Fixture()
        let controller = RippleTouchController(view: s.host)
        XCTAssertEqual(controller.gestureRecognizer.minimumPressDuration, 0)
        XCTAssertFalse(controller.gestureRecognizer.cancelsTouchesInView)
        XCTAssertTrue(s.host.gestureRecognizers.contains { $0 === controller.gestureRecognizer })
        XCTAssertTrue(s.host.subviews.last === controller.rippleView)          // on top by default
        XCTAssertEqual(controller.rippleView.frame, Rect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertTrue(controller.shouldProcessRippleWithScrollViewGestures)
        controller.shouldProcessRippleWithScrollViewGestures = false
        XCTAssertFalse(controller.shouldProcessRippleWithScrollViewGestures)
    }

    func testDownMoveOutMoveInUpEndToEnd() throws {
        let s = Fixture()
        let controller = RippleTouchController(view: s.host)
        let rippleView = controller.rippleView
        let log = RippleEventLog(clock: s.clock)
        rippleView.delegate = log

        try s.dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 30))
        let ripple = try XCTUnwrap(rippleView.activeRippleLayer)
        XCTAssertTrue(ripple.isStartAnimationActive)
        XCTAssertEqual(rippleView.rippleSnapshots(at: 0)[0].center, Point(x: 30, y: 20))   // host coords

        try s.clock.advance(to: rippleMs(300))
        try s.dispatcher.send(id: 1, phase: .moved, location: Point(x: 250, y: 30))        // out
        XCTAssertEqual(rippleView.rippleSnapshots(at: rippleMs(337.5))[0].opacity, 0.5, accuracy: 1e-9)
        try s.clock.advance(to: rippleMs(400))
        XCTAssertEqual(rippleView.rippleSnapshots(at: s.clock.now)[0].opacity, 0)
        try s.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 30))         // in
        XCTAssertEqual(rippleView.rippleSnapshots(at: rippleMs(437.5))[0].opacity, 0.5, accuracy: 1e-9)
        try s.clock.advance(to: rippleMs(600))
        try s.dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 30))
        XCTAssertEqual(rippleView.rippleSnapshots(at: rippleMs(675))[0].opacity, 0.5, accuracy: 1e-9)
        try s.clock.advance(to: rippleMs(1000))
        XCTAssertTrue(rippleView.rippleLayers.isEmpty)
        XCTAssertEqual(log.names, ["downBegan", "downEnded", "upBegan", "upEnded"])
        XCTAssertEqual(log.events.map(\.1), [0, rippleMs(225), rippleMs(600), rippleMs(750)])
    }

    func testQuickTapFadesFromTheDelay() throws {
        let s = Fixture()
        let controller = RippleTouchController(view: s.host)
        try s.dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 30))
        try s.clock.advance(to: rippleMs(100))
        try s.dispatcher.send(id: 1, phase: .ended, location: Point(x: 40, y: 30))
        XCTAssertEqual(controller.rippleView.activeRippleLayer?.touchUpStartTime, rippleMs(150))
    }

    func testDelegateShouldProcessInsertAndDidProcess() throws {
        let s = Fixture()
        let recorder = Recorder()
        recorder.refuseBelowY = 20
        let controller = RippleTouchController(view: s.host, deferred: true)
        controller.delegate = recorder
        XCTAssertNil(controller.rippleView.superview)                         // deferred

        try s.dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 40))   // host y 30: refused
        XCTAssertEqual(recorder.asked, [Point(x: 30, y: 30)])
        XCTAssertNil(controller.rippleView.superview)
        XCTAssertTrue(recorder.processed.isEmpty)
        try s.dispatcher.send(id: 1, phase: .ended, location: Point(x: 40, y: 40))

        try s.dispatcher.send(id: 2, phase: .began, location: Point(x: 40, y: 20))   // host y 10: fine
        XCTAssertEqual(recorder.inserted, 1)
        XCTAssertTrue(s.host.subviews.first === controller.rippleView)       // the delegate's index 0
        XCTAssertEqual(controller.rippleView.frame, s.host.bounds)
        XCTAssertEqual(recorder.processed, [Point(x: 30, y: 10)])
        XCTAssertEqual(controller.rippleView.rippleLayers.count, 1)
        try s.dispatcher.send(id: 2, phase: .ended, location: Point(x: 40, y: 20))
        try s.dispatcher.send(id: 3, phase: .began, location: Point(x: 40, y: 20))
        XCTAssertEqual(recorder.inserted, 1)                                   // inserted once
    }

    func testProvidedRippleViews() throws {
        let s = Fixture()
        let provider = Provider()
        let controller = RippleTouchController(clock: s.clock)
        controller.delegate = provider
        controller.addRipple(to: s.host)
        XCTAssertNil(controller.rippleView.superview)                          // no insertion
        let mine = RippleView(frame: Rect(x: 0, y: 0, width: 50, height: 40), clock: s.clock)
        s.host.addSubview(mine)

        try s.dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 30))  // nil: ignored
        try s.dispatcher.send(id: 1, phase: .ended, location: Point(x: 40, y: 30))
        XCTAssertTrue(mine.rippleLayers.isEmpty)

        provider.choice = mine
        try s.dispatcher.send(id: 2, phase: .began, location: Point(x: 40, y: 30))
        XCTAssertEqual(mine.rippleLayers.count, 1)
        XCTAssertTrue(controller.rippleView === mine)
        try s.clock.advance(to: rippleMs(500))
        provider.choice = nil
        try s.dispatcher.send(id: 2, phase: .ended, location: Point(x: 40, y: 30))
        XCTAssertEqual(mine.activeRippleLayer?.touchUpStartTime, rippleMs(500))
    }

    func testWentOutsideIsResetWhenAGestureBegins() throws {
        // MDC's flag survives a release outside, so the next gesture's first inside move fades a
        // full ripple in from 0. Here the second gesture's inside move changes nothing.
        let s = Fixture()
        let controller = RippleTouchController(view: s.host)
        let rippleView = controller.rippleView
        try s.dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 30))
        try s.dispatcher.send(id: 1, phase: .moved, location: Point(x: 250, y: 30))
        try s.clock.advance(to: rippleMs(100))
        try s.dispatcher.send(id: 1, phase: .ended, location: Point(x: 250, y: 30))
        try s.clock.advance(to: rippleMs(1000))
        XCTAssertTrue(rippleView.rippleLayers.isEmpty)

        try s.dispatcher.send(id: 2, phase: .began, location: Point(x: 40, y: 30))
        try s.clock.advance(to: rippleMs(1500))
        try s.dispatcher.send(id: 2, phase: .moved, location: Point(x: 42, y: 30))
        XCTAssertEqual(rippleView.rippleSnapshots(at: rippleMs(1500))[0].opacity, 1)
        XCTAssertEqual(rippleView.rippleSnapshots(at: rippleMs(1530))[0].opacity, 1)
    }

    func testCancelledTouchCancelsAllAndOtherRecognizersStillRecognize() throws {
        let s = Fixture()
        let controller = RippleTouchController(view: s.host)
        var taps = 0
        let tap = TapGestureRecognizer { _, state in if state == .ended { taps += 1 } }
        s.host.addGestureRecognizer(tap)
        try s.dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 30))
        try s.clock.advance(to: rippleMs(50))
        try s.dispatcher.send(id: 1, phase: .ended, location: Point(x: 40, y: 30))
        XCTAssertEqual(taps, 1)                    // recognized alongside the ripple's long press
        XCTAssertEqual(controller.rippleView.rippleLayers.count, 1)

        try s.clock.advance(to: rippleMs(1000))
        try s.dispatcher.send(id: 2, phase: .began, location: Point(x: 40, y: 30))
        try s.clock.advance(to: rippleMs(1100))
        try s.dispatcher.send(id: 2, phase: .cancelled, location: Point(x: 40, y: 30))
        try s.clock.advance(to: rippleMs(1400))
        XCTAssertTrue(controller.rippleView.rippleLayers.isEmpty)   // cancel-all fade 1.15 → 1.3
    }
}
