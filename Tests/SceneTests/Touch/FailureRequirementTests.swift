import Geometry
import Scene
import XCTest

/// Records `name state@ms` for each action call.
private final class StateLog {
    let clock: SimClock
    var entries: [String] = []
    init(clock: SimClock) { self.clock = clock }
    func action(_ name: String) -> GestureRecognizer.Action {
        { [unowned self] _, state in entries.append("\(name) \(state.rawValue)@\(clock.now / ms)") }
    }
}

/// A delegate that lets its recognizer share touches with everything (as MDC's ripple controller
/// does) and asks for failure requirements against one recognizer.
private final class RequirementDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    weak var requireFailureOf: GestureRecognizer?
    weak var requiredToFailBy: GestureRecognizer?
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        other === requireFailureOf
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        other === requiredToFailBy
    }
}

/// A parent (0,0 200×200) holding a child (20,20 100×100); `press` is a long press with minimum
/// duration 0 on the child that shares touches with everything (MDC's ripple recognizer), `hold` a 500 ms long press on the parent
/// (which fails when the finger lifts earlier, as a scroll view's pan fails at touch-up).
private struct Fixture {
    let clock = SimClock()
    let log: StateLog
    let parent: View
    let child: View
    let press: LongPressGestureRecognizer
    let hold: LongPressGestureRecognizer
    let dispatcher: TouchDispatcher
    let delegate = RequirementDelegate()

    init() {
        log = StateLog(clock: clock)
        parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        child = View(frame: Rect(x: 20, y: 20, width: 100, height: 100), clock: clock)
        parent.addSubview(child)
        press = LongPressGestureRecognizer(clock: clock, minimumPressDuration: 0, action: log.action("press"))
        press.cancelsTouchesInView = false
        press.delegate = delegate
        hold = LongPressGestureRecognizer(clock: clock, minimumPressDuration: 500 * ms, action: log.action("hold"))
        child.addGestureRecognizer(press)
        parent.addGestureRecognizer(hold)
        dispatcher = TouchDispatcher(root: parent, clock: clock)
    }

    func tap(at time: Int64, liftAt lift: Int64, location: Point = Point(x: 50, y: 50)) throws {
        try clock.advance(to: time)
        try dispatcher.send(id: 1, phase: .began, location: location)
        try clock.advance(to: lift)
        try dispatcher.send(id: 1, phase: .ended, location: location)
    }
}

final class FailureRequirementTests: XCTestCase {
    func testWithoutRequirementThePressBeginsAtTouchDown() throws {
        let f = Fixture()
        try f.tap(at: 0, liftAt: 100 * ms)
        XCTAssertEqual(f.log.entries, ["press began@0", "press ended@100", "hold failed@100"])
    }

    func testWaitingTransitionsApplyInOrderWhenTheRequiredRecognizerFails() throws {
        let f = Fixture()
        f.press.require(toFail: f.hold)
        try f.clock.advance(to: 10 * ms)
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 50))
        XCTAssertEqual(f.press.state, .possible, "waits: the hold is undecided")
        XCTAssertEqual(f.press.intendedState, .began)
        XCTAssertTrue(f.press.isWaitingForFailure)
        try f.clock.advance(to: 100 * ms)
        try f.dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 50))
        // The press (child, delivered first) queues its end; the hold fails at touch-up and the
        // press then begins and ends in the same instant.
        XCTAssertEqual(f.log.entries, ["hold failed@100", "press began@100", "press ended@100"])
        XCTAssertEqual(f.press.state, .possible, "reset once the sequence is over")
        XCTAssertFalse(f.press.isWaitingForFailure)
    }

    func testWaiterFailsWhenTheRequiredRecognizerRecognizes() throws {
        let f = Fixture()
        f.press.require(toFail: f.hold)
        try f.tap(at: 0, liftAt: 700 * ms)
        XCTAssertEqual(f.log.entries, ["hold began@500", "press failed@500", "hold ended@700"])
    }

    func testDynamicRequirementFromTheWaitersDelegate() throws {
        let f = Fixture()
        let delegate = f.delegate
        delegate.requireFailureOf = f.hold
        try f.tap(at: 0, liftAt: 100 * ms)
        XCTAssertEqual(f.log.entries, ["hold failed@100", "press began@100", "press ended@100"])
    }

    func testDynamicRequirementFromTheRequiredRecognizersDelegate() throws {
        let f = Fixture()
        let delegate = RequirementDelegate()
        delegate.requiredToFailBy = f.press
        f.hold.delegate = delegate
        f.press.delegate = nil
        try f.tap(at: 0, liftAt: 100 * ms)
        XCTAssertEqual(f.log.entries, ["hold failed@100", "press began@100", "press ended@100"])
    }

    func testDynamicRequirementsLastOneSequence() throws {
        let f = Fixture()
        let delegate = f.delegate
        delegate.requireFailureOf = f.hold
        try f.tap(at: 0, liftAt: 100 * ms)
        delegate.requireFailureOf = nil
        try f.tap(at: 200 * ms, liftAt: 300 * ms)
        XCTAssertEqual(f.log.entries, ["hold failed@100", "press began@100", "press ended@100",
                                       "press began@200", "press ended@300", "hold failed@300"])
    }

    func testRequirementOutsideTheSequenceHoldsNoOne() throws {
        let f = Fixture()
        let elsewhere = View(frame: Rect(x: 150, y: 150, width: 40, height: 40), clock: f.clock)
        f.parent.addSubview(elsewhere)
        let other = TapGestureRecognizer(action: f.log.action("other"))
        elsewhere.addGestureRecognizer(other)
        f.press.require(toFail: other)
        try f.tap(at: 0, liftAt: 100 * ms)
        XCTAssertEqual(f.log.entries, ["press began@0", "press ended@100", "hold failed@100"])
    }

    func testWaiterLosesToAnotherRecognizerLikeAnyPossibleRecognizer() throws {
        let f = Fixture()
        f.press.delegate = nil
        f.press.require(toFail: f.hold)
        let tap = TapGestureRecognizer(action: f.log.action("tap"))
        f.parent.removeGestureRecognizer(f.hold)
        f.parent.addGestureRecognizer(tap)
        f.parent.addGestureRecognizer(f.hold)
        try f.tap(at: 0, liftAt: 100 * ms)
        XCTAssertEqual(f.log.entries, ["tap ended@100", "press failed@100", "hold failed@100"])
        XCTAssertFalse(f.press.isWaitingForFailure)
    }

    func testDisabledRecognizerGetsNoTouchesAndHoldsNoOne() throws {
        let f = Fixture()
        f.press.require(toFail: f.hold)
        f.hold.isEnabled = false
        try f.tap(at: 0, liftAt: 700 * ms)
        XCTAssertEqual(f.log.entries, ["press began@0", "press ended@700"])
        XCTAssertEqual(f.hold.touches.count, 0)
    }

    func testMovesWhileWaitingAreQueuedAsChanges() throws {
        let f = Fixture()
        f.press.require(toFail: f.hold)
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 50))
        try f.clock.advance(to: 50 * ms)
        // 5 points: within the hold's allowance, so the hold stays undecided.
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 55, y: 50))
        try f.clock.advance(to: 100 * ms)
        try f.dispatcher.send(id: 1, phase: .ended, location: Point(x: 55, y: 50))
        XCTAssertEqual(f.log.entries, ["hold failed@100", "press began@100", "press changed@100", "press ended@100"])
    }

    func testCancelledTouchWhileWaitingFailsTheWaiterAtOnce() throws {
        let f = Fixture()
        f.press.require(toFail: f.hold)
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 50))
        try f.clock.advance(to: 100 * ms)
        try f.dispatcher.send(id: 1, phase: .cancelled, location: Point(x: 50, y: 50))
        XCTAssertEqual(f.log.entries, ["press failed@100", "hold failed@100"])
    }

    func testSingleTapWaitsForTheDoubleTapToFail() throws {
        let clock = SimClock(), log = StateLog(clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let single = TapGestureRecognizer(action: log.action("single"))
        let double = TapGestureRecognizer(clock: clock, numberOfTapsRequired: 2, action: log.action("double"))
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let dispatcher = TouchDispatcher(root: view, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 10, y: 10))
        try clock.advance(to: 80 * ms)
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 10, y: 10))
        XCTAssertEqual(log.entries, [])
        try clock.advance(to: 1000 * ms)
        // The double tap fails at lift + 300 ms (its interval), and the single tap is recognized then.
        XCTAssertEqual(log.entries, ["double failed@380", "single ended@380"])
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)
    }

    func testDoubleTapWinsOverTheWaitingSingleTap() throws {
        let clock = SimClock(), log = StateLog(clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let single = TapGestureRecognizer(action: log.action("single"))
        let double = TapGestureRecognizer(clock: clock, numberOfTapsRequired: 2, action: log.action("double"))
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let dispatcher = TouchDispatcher(root: view, clock: clock)
        for (down, up) in [(0, 80), (200, 260)] as [(Int64, Int64)] {
            try clock.advance(to: down * ms)
            try dispatcher.send(id: 1, phase: .began, location: Point(x: 10, y: 10))
            try clock.advance(to: up * ms)
            try dispatcher.send(id: 1, phase: .ended, location: Point(x: 10, y: 10))
        }
        XCTAssertEqual(log.entries, ["double ended@260", "single failed@260"])
    }
}
