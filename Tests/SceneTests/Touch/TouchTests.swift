import Geometry
import Scene
import XCTest

/// A shared, ordered record of touch and gesture events.
private final class EventLog { var entries: [String] = [] }

/// A view that records every touch event it receives as `name phase id@(x,y)` with the location in
/// its own coordinates.
private final class RecordingView: View {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog, frame: Rect, clock: SimClock) {
        self.name = name
        self.log = log
        super.init(frame: frame, clock: clock)
    }

    private func record(_ event: String, _ touches: [Touch]) {
        for touch in touches {
            let p = touch.location(in: self)
            log.entries.append("\(name) \(event) \(touch.id)@(\(p.x),\(p.y))")
        }
    }

    override func touchesBegan(_ touches: [Touch]) { record("began", touches) }
    override func touchesMoved(_ touches: [Touch]) { record("moved", touches) }
    override func touchesEnded(_ touches: [Touch]) { record("ended", touches) }
    override func touchesCancelled(_ touches: [Touch]) { record("cancelled", touches) }
}

/// A delegate with fixed answers.
private final class FixedDelegate: GestureRecognizerDelegate {
    let begin: Bool
    let simultaneous: Bool
    init(begin: Bool = true, simultaneous: Bool = false) { (self.begin, self.simultaneous) = (begin, simultaneous) }
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
}

/// root (0,0 320×200) holding `left` at (20,20 100×60) and `right` at (200,20 100×60).
private struct Fixture {
    let clock = SimClock()
    let log = EventLog()
    let root: RecordingView
    let left: RecordingView
    let right: RecordingView
    let dispatcher: TouchDispatcher

    init() {
        root = RecordingView("root", log: log, frame: Rect(x: 0, y: 0, width: 320, height: 200), clock: clock)
        left = RecordingView("left", log: log, frame: Rect(x: 20, y: 20, width: 100, height: 60), clock: clock)
        right = RecordingView("right", log: log, frame: Rect(x: 200, y: 20, width: 100, height: 60), clock: clock)
        root.addSubview(left)
        root.addSubview(right)
        dispatcher = TouchDispatcher(root: root, clock: clock)
    }

    /// Sends an event at the clock's current time.
    func send(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) throws {
        try dispatcher.send(id: id, phase: phase, location: Point(x: x, y: y))
    }

    /// A recognizer action that logs `label state@now`.
    func logging(_ label: String) -> GestureRecognizer.Action {
        { [log, clock] _, state in log.entries.append("\(label) \(state.rawValue)@\(clock.now)") }
    }
}

final class TouchTests: XCTestCase {
    // MARK: Delivery

    func testTouchStaysWithTheViewHitAtTouchDownWhenTheFingerLeavesIt() throws {
        let f = Fixture()
        try f.send(1, .began, 30, 30)
        let touch = try XCTUnwrap(f.dispatcher.touch(id: 1))
        XCTAssertTrue(touch.view === f.left)
        try f.send(1, .moved, 250, 150)          // over the root, then over `right`
        try f.send(1, .moved, 210, 30)
        XCTAssertEqual(touch.location(in: f.left), Point(x: 190, y: 10))
        XCTAssertEqual(touch.location(in: f.right), Point(x: 10, y: 10))
        XCTAssertEqual(touch.location(in: nil), Point(x: 210, y: 30))
        XCTAssertEqual(touch.previousLocation, Point(x: 250, y: 150))
        try f.send(1, .ended, 210, 30)
        XCTAssertEqual(f.log.entries, [
            "left began 1@(10.0,10.0)",
            "left moved 1@(230.0,130.0)",
            "left moved 1@(190.0,10.0)",
            "left ended 1@(190.0,10.0)",
        ])
        XCTAssertTrue(touch.view === f.left, "the view never changes")
        XCTAssertEqual(touch.phase, .ended)
        XCTAssertNil(f.dispatcher.touch(id: 1))
    }

    func testTouchRecordsTimestampForceAndRadius() throws {
        let f = Fixture()
        try f.dispatcher.send(id: 7, phase: .began, location: Point(x: 30, y: 30), timestamp: 0,
                              force: 0.5, majorRadius: 4)
        try f.clock.advance(to: 16 * ms)
        let touch = try f.dispatcher.send(id: 7, phase: .stationary, location: Point(x: 99, y: 99), force: 0.75)
        XCTAssertEqual(touch.timestamp, 16 * ms)
        XCTAssertEqual(touch.beganTimestamp, 0)
        XCTAssertEqual(touch.force, 0.75)
        XCTAssertNil(touch.majorRadius)
        XCTAssertEqual(touch.location, Point(x: 30, y: 30), "stationary does not move the touch")
        XCTAssertEqual(touch.phase, .stationary)
        XCTAssertEqual(f.log.entries, ["left began 7@(10.0,10.0)"], "stationary is delivered to no one")
    }

    func testHiddenTransparentAndDisabledViewsAreNotHit() throws {
        let f = Fixture()
        f.left.isHidden = true
        try f.send(1, .began, 30, 30)
        f.left.isHidden = false
        f.left.alpha = 0.01
        try f.send(2, .began, 40, 30)
        f.left.alpha = 1
        f.left.isUserInteractionEnabled = false
        try f.send(3, .began, 50, 30)
        f.left.isUserInteractionEnabled = true
        try f.send(4, .began, 60, 30)
        XCTAssertTrue(f.dispatcher.touch(id: 1)?.view === f.root)
        XCTAssertTrue(f.dispatcher.touch(id: 2)?.view === f.root)
        XCTAssertTrue(f.dispatcher.touch(id: 3)?.view === f.root)
        XCTAssertTrue(f.dispatcher.touch(id: 4)?.view === f.left)
        XCTAssertEqual(f.log.entries, ["root began 1@(30.0,30.0)", "left began 4@(40.0,10.0)"],
                       "root is single-touch: 2 and 3 are dropped there")
    }

    func testTouchOutsideTheRootHitsNothingAndIsStillTracked() throws {
        let f = Fixture()
        let touch = try f.dispatcher.send(id: 1, phase: .began, location: Point(x: -5, y: 10))
        XCTAssertNil(touch.view)
        try f.send(1, .moved, 30, 30)
        try f.send(1, .ended, 30, 30)
        XCTAssertEqual(f.log.entries, [])
    }

    // MARK: Invalid input

    func testInvalidSequencesThrowNamingTheTouchAndTheEvent() throws {
        let f = Fixture()
        XCTAssertThrowsError(try f.send(4, .moved, 1, 1)) { error in
            XCTAssertEqual(error as? TouchDispatchError, .touchNotBegun(id: 4, phase: .moved))
            XCTAssertEqual("\(error)", "touch 4 moved before it began (or after it ended); send .began for touch 4 first")
        }
        XCTAssertThrowsError(try f.send(4, .ended, 1, 1)) { error in
            XCTAssertEqual(error as? TouchDispatchError, .touchNotBegun(id: 4, phase: .ended))
        }
        try f.send(4, .began, 30, 30)
        XCTAssertThrowsError(try f.send(4, .began, 40, 40)) { error in
            XCTAssertEqual(error as? TouchDispatchError, .touchAlreadyBegun(id: 4))
            XCTAssertEqual("\(error)", "touch 4 began twice; end or cancel touch 4 before it begins again, or give the second finger another id")
        }
        try f.send(4, .ended, 30, 30)
        XCTAssertThrowsError(try f.send(4, .cancelled, 30, 30)) { error in
            XCTAssertEqual(error as? TouchDispatchError, .touchNotBegun(id: 4, phase: .cancelled))
        }
        XCTAssertThrowsError(try f.dispatcher.send(id: 5, phase: .began, location: Point(x: 1, y: 1), timestamp: 10)) { error in
            XCTAssertEqual(error as? TouchDispatchError, .timestampNotNow(id: 5, phase: .began, timestamp: 10, now: 0))
            XCTAssertEqual("\(error)", "touch 5 began at 10 ns but the clock is at 0 ns; advance the clock to the event's time before sending it")
        }
        XCTAssertThrowsError(try f.send(6, .began, .nan, 1)) { error in
            guard case .nonFiniteLocation(6, .began, _)? = error as? TouchDispatchError else {
                return XCTFail("\(error)")
            }
        }
        XCTAssertEqual(f.log.entries, ["left began 4@(10.0,10.0)", "left ended 4@(10.0,10.0)"],
                       "rejected events deliver nothing")
        XCTAssertTrue(f.dispatcher.activeTouches.isEmpty)
        try f.send(4, .began, 30, 30)            // an id may be reused after it ended
    }

    // MARK: Multi-touch

    func testTwoFingersOnTwoViews() throws {
        let f = Fixture()
        try f.send(1, .began, 30, 30)
        try f.send(2, .began, 210, 30)
        try f.send(2, .moved, 215, 35)
        try f.send(1, .moved, 35, 25)
        try f.send(1, .ended, 35, 25)
        try f.send(2, .cancelled, 215, 35)
        XCTAssertEqual(f.log.entries, [
            "left began 1@(10.0,10.0)",
            "right began 2@(10.0,10.0)",
            "right moved 2@(15.0,15.0)",
            "left moved 1@(15.0,5.0)",
            "left ended 1@(15.0,5.0)",
            "right cancelled 2@(15.0,15.0)",
        ])
    }

    func testSingleTouchViewIgnoresTheSecondFinger() throws {
        let f = Fixture()
        let tapLog = EventLog()
        f.left.addGestureRecognizer(TapGestureRecognizer { _, state in tapLog.entries.append(state.rawValue) })
        try f.send(1, .began, 30, 30)
        try f.send(2, .began, 60, 30)
        try f.send(2, .moved, 61, 30)
        try f.send(2, .ended, 61, 30)
        try f.send(1, .ended, 30, 30)
        XCTAssertEqual(f.log.entries, ["left began 1@(10.0,10.0)", "left cancelled 1@(10.0,10.0)"],
                       "finger 2 reaches neither the view nor its recognizer; the tap of finger 1 recognizes")
        XCTAssertEqual(tapLog.entries, ["ended"])

        f.log.entries = []
        f.left.isMultipleTouchEnabled = true
        try f.send(1, .began, 30, 30)
        try f.send(2, .began, 60, 30)
        try f.send(2, .ended, 60, 30)
        try f.send(1, .ended, 30, 30)
        XCTAssertEqual(f.log.entries, [
            "left began 1@(10.0,10.0)", "left began 2@(40.0,10.0)",
            "left ended 2@(40.0,10.0)", "left ended 1@(10.0,10.0)",
        ], "a second finger fails the tap, so nothing is cancelled")
        XCTAssertEqual(tapLog.entries, ["ended", "failed"])
    }

    // MARK: Tap

    private func tapLog(movingBy dx: Double) throws -> (views: [String], tap: [String]) {
        let f = Fixture()
        f.left.addGestureRecognizer(TapGestureRecognizer(action: f.logging("tap")))
        try f.send(1, .began, 30, 30)
        try f.clock.advance(to: 50 * ms)
        try f.send(1, .moved, 30 + dx, 30)
        try f.clock.advance(to: 80 * ms)
        try f.send(1, .ended, 30 + dx, 30)
        return (f.log.entries.filter { !$0.hasPrefix("tap") }, f.log.entries.filter { $0.hasPrefix("tap") })
    }

    func testTapRecognizedOnTouchUp() throws {
        let (views, tap) = try tapLog(movingBy: 0)
        XCTAssertEqual(tap, ["tap ended@80000000"])
        XCTAssertEqual(views, ["left began 1@(10.0,10.0)", "left moved 1@(10.0,10.0)", "left cancelled 1@(10.0,10.0)"])
    }

    func testTapAllowsNinePointsAndTenButFailsAtEleven() throws {
        XCTAssertEqual(try tapLog(movingBy: 9).tap, ["tap ended@80000000"])
        XCTAssertEqual(try tapLog(movingBy: 10).tap, ["tap ended@80000000"], "the limit itself is allowed")
        let (views, tap) = try tapLog(movingBy: 11)
        XCTAssertEqual(tap, ["tap failed@50000000"], "fails when the move arrives, not at touch-up")
        XCTAssertEqual(views.last, "left ended 1@(21.0,10.0)")
    }

    func testTapResetsForTheNextSequence() throws {
        let f = Fixture()
        let tap = TapGestureRecognizer(action: f.logging("tap"))
        f.left.addGestureRecognizer(tap)
        try f.send(1, .began, 30, 30)
        try f.send(1, .moved, 50, 30)
        XCTAssertEqual(tap.state, .failed)
        try f.send(1, .ended, 50, 30)
        XCTAssertEqual(tap.state, .possible)
        try f.send(2, .began, 30, 30)
        try f.send(2, .ended, 30, 30)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(f.log.entries.filter { $0.hasPrefix("tap") }, ["tap failed@0", "tap ended@0"])
    }

    // MARK: Long press

    func testLongPressWithZeroDurationBeginsAtTouchDown() throws {
        let f = Fixture()
        let press = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0, action: f.logging("press"))
        press.cancelsTouchesInView = false
        f.left.addGestureRecognizer(press)
        try f.clock.advance(to: 10 * ms)
        try f.send(1, .began, 30, 30)
        try f.clock.advance(to: 20 * ms)
        try f.send(1, .moved, 80, 30)            // far beyond 10 pt: already began, so changed
        try f.clock.advance(to: 30 * ms)
        try f.send(1, .moved, 85, 35)
        try f.clock.advance(to: 40 * ms)
        try f.send(1, .ended, 85, 35)
        XCTAssertEqual(f.log.entries, [
            "press began@10000000",
            "left began 1@(10.0,10.0)",
            "press changed@20000000",
            "left moved 1@(60.0,10.0)",
            "press changed@30000000",
            "left moved 1@(65.0,15.0)",
            "press ended@40000000",
            "left ended 1@(65.0,15.0)",
        ])
        XCTAssertEqual(press.state, .possible)
    }

    func testLongPressBeginsExactlyAtTheDeadlineWhenTheClockJumpsAcrossIt() throws {
        let f = Fixture()
        let press = LongPressGestureRecognizer(clock: f.clock, action: f.logging("press"))
        f.left.addGestureRecognizer(press)
        try f.clock.advance(to: 100 * ms)
        try f.send(1, .began, 30, 30)
        try f.clock.advance(to: 2_000 * ms)      // one step across down + 0.5 s
        try f.send(1, .moved, 33, 30)
        try f.send(1, .ended, 33, 30)
        XCTAssertEqual(f.log.entries, [
            "left began 1@(10.0,10.0)",
            "press began@600000000",
            "left cancelled 1@(10.0,10.0)",      // recognized with cancelsTouchesInView
            "press changed@2000000000",
            "press ended@2000000000",
        ])
    }

    func testLongPressFailsWhenMovedTooFarBeforeBeginning() throws {
        let f = Fixture()
        let press = LongPressGestureRecognizer(clock: f.clock, action: f.logging("press"))
        f.left.addGestureRecognizer(press)
        try f.send(1, .began, 30, 30)
        try f.clock.advance(to: 200 * ms)
        try f.send(1, .moved, 30, 40)            // exactly 10: allowed
        try f.clock.advance(to: 300 * ms)
        try f.send(1, .moved, 30, 41)            // 11: fails
        try f.clock.advance(to: 2_000 * ms)      // the deadline is gone
        try f.send(1, .ended, 30, 41)
        XCTAssertEqual(f.log.entries.filter { $0.hasPrefix("press") }, ["press failed@300000000"])
        XCTAssertEqual(f.log.entries.last, "left ended 1@(10.0,21.0)")
        XCTAssertEqual(f.clock.pendingEventCount, 0)
    }

    func testLongPressLiftedEarlyFailsAndCancelledAfterBeginningIsCancelled() throws {
        let f = Fixture()
        let press = LongPressGestureRecognizer(clock: f.clock, action: f.logging("press"))
        f.left.addGestureRecognizer(press)
        try f.send(1, .began, 30, 30)
        try f.clock.advance(to: 499 * ms)
        try f.send(1, .ended, 30, 30)
        try f.send(2, .began, 30, 30)
        try f.clock.advance(to: 1_000 * ms)
        try f.send(2, .cancelled, 30, 30)
        XCTAssertEqual(f.log.entries.filter { $0.hasPrefix("press") },
                       ["press failed@499000000", "press began@999000000", "press cancelled@1000000000"])
    }

    // MARK: Delegate and cancelling

    func testDelegateRefusingToBeginFailsTheRecognizer() throws {
        let f = Fixture()
        let delegate = FixedDelegate(begin: false)
        let tap = TapGestureRecognizer(action: f.logging("tap"))
        tap.delegate = delegate
        f.left.addGestureRecognizer(tap)
        let press = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0, action: f.logging("press"))
        press.delegate = delegate
        f.right.addGestureRecognizer(press)
        try f.send(1, .began, 30, 30)
        try f.send(1, .ended, 30, 30)
        try f.send(2, .began, 210, 30)
        try f.send(2, .ended, 210, 30)
        XCTAssertEqual(f.log.entries, [
            "left began 1@(10.0,10.0)", "tap failed@0", "left ended 1@(10.0,10.0)",
            "press failed@0", "right began 2@(10.0,10.0)", "right ended 2@(10.0,10.0)",
        ], "a refused recognizer cancels nothing")
    }

    func testCancelsTouchesInViewTrueCancelsTheViewsTouchesAndFalseDoesNot() throws {
        for cancels in [true, false] {
            let f = Fixture()
            let press = LongPressGestureRecognizer(clock: f.clock, action: f.logging("press"))
            press.cancelsTouchesInView = cancels
            f.left.addGestureRecognizer(press)
            try f.send(1, .began, 30, 30)
            try f.clock.advance(to: 600 * ms)
            try f.send(1, .moved, 31, 30)
            try f.send(1, .ended, 31, 30)
            let expected = cancels
                ? ["left began 1@(10.0,10.0)", "press began@500000000", "left cancelled 1@(10.0,10.0)",
                   "press changed@600000000", "press ended@600000000"]
                : ["left began 1@(10.0,10.0)", "press began@500000000", "press changed@600000000",
                   "left moved 1@(11.0,10.0)", "press ended@600000000", "left ended 1@(11.0,10.0)"]
            XCTAssertEqual(f.log.entries, expected, "cancelsTouchesInView = \(cancels)")
        }
    }

    func testRecognizersOfAncestorsSeeTheTouchAndCompeteUnlessSimultaneous() throws {
        for simultaneous in [false, true] {
            let f = Fixture()
            let delegate = FixedDelegate(simultaneous: simultaneous)
            let ripple = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0, action: f.logging("ripple"))
            ripple.cancelsTouchesInView = false
            ripple.delegate = delegate
            f.left.addGestureRecognizer(ripple)
            let rootTap = TapGestureRecognizer(action: f.logging("rootTap"))
            f.root.addGestureRecognizer(rootTap)
            try f.send(1, .began, 30, 30)
            try f.send(1, .ended, 30, 30)
            let expected = simultaneous
                ? ["ripple began@0", "left began 1@(10.0,10.0)", "ripple ended@0", "rootTap ended@0",
                   "left cancelled 1@(10.0,10.0)"]
                : ["ripple began@0", "rootTap failed@0", "left began 1@(10.0,10.0)", "ripple ended@0",
                   "left ended 1@(10.0,10.0)"]
            XCTAssertEqual(f.log.entries, expected, "simultaneous = \(simultaneous)")
        }
    }

    func testActionCallsDoNotNestWhenTheActionCausesATransition() throws {
        let f = Fixture()
        var states: [String] = []
        let press = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0)
        press.action = { recognizer, state in
            states.append("enter \(state.rawValue)")
            if state == .began { recognizer.transition(to: .cancelled) }
            states.append("leave \(state.rawValue)")
        }
        f.left.addGestureRecognizer(press)
        try f.send(1, .began, 30, 30)
        XCTAssertEqual(states, ["enter began", "leave began", "enter cancelled", "leave cancelled"])
        XCTAssertEqual(press.state, .cancelled)
        try f.send(1, .ended, 30, 30)
        XCTAssertEqual(press.state, .possible)
    }
}
