import Geometry
import Scene
import XCTest

/// Touch delivery to the content of a scroll view (docs/scrolling.md): the 150 ms delay, the
/// cancellation when the pan begins, recognizers that are not delayed, and a failure requirement
/// against the pan.
final class ScrollContentTouchTests: XCTestCase {
    private final class Log { var entries: [String] = [] }

    /// A content view that logs its touches as `phase@ms`.
    private final class ContentView: View {
        let log: Log
        init(log: Log, frame: Rect, clock: SimClock) {
            self.log = log
            super.init(frame: frame, clock: clock)
        }
        private func record(_ phase: String) { log.entries.append("\(phase)@\(layer.animations.clock.now / ms)") }
        override func touchesBegan(_ touches: [Touch]) { record("began") }
        override func touchesMoved(_ touches: [Touch]) { record("moved") }
        override func touchesEnded(_ touches: [Touch]) { record("ended") }
        override func touchesCancelled(_ touches: [Touch]) { record("cancelled") }
    }

    /// A scroll view whose content may not be cancelled (as UIKit's for a `UIControl`).
    private final class KeepingScrollView: ScrollView {
        override func touchesShouldCancel(in view: View) -> Bool { false }
    }

    /// A scroll view 200×400 over content 200×4000, with a 200×100 content view at the top.
    private struct Fixture {
        let clock = SimClock()
        let log = Log()
        let scroll: ScrollView
        let content: ContentView
        let dispatcher: TouchDispatcher

        init(scroll make: (Rect, SimClock) -> ScrollView = { ScrollView(frame: $0, clock: $1) }) {
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 400), clock: clock)
            scroll = make(Rect(x: 0, y: 0, width: 200, height: 400), clock)
            scroll.contentSize = Size(width: 200, height: 4000)
            content = ContentView(log: log, frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
            scroll.addSubview(content)
            root.addSubview(scroll)
            dispatcher = TouchDispatcher(root: root, clock: clock)
        }

        func send(_ phase: TouchPhase, y: Double, at time: Int64) throws {
            try clock.advance(to: time)
            try dispatcher.send(id: 1, phase: phase, location: Point(x: 100, y: y))
        }
    }

    // (a) still, lift within 150 ms: began and ended at the lift.
    func testQuickTapReachesTheContentAtTheLift() throws {
        let f = Fixture()
        try f.send(.began, y: 50, at: 0)
        try f.send(.ended, y: 50, at: 100 * ms)
        XCTAssertEqual(f.log.entries, ["began@100", "ended@100"])
        XCTAssertEqual(f.clock.pendingEventCount, 0, "the delay's event is gone")
    }

    func testWithoutTheDelayTouchesArriveAtOnce() throws {
        let f = Fixture()
        f.scroll.delaysContentTouches = false
        try f.send(.began, y: 50, at: 0)
        try f.send(.ended, y: 50, at: 100 * ms)
        XCTAssertEqual(f.log.entries, ["began@0", "ended@100"])
    }

    // (b) hold past 150 ms, then scroll: began at 150, cancelled when the pan begins.
    func testHoldThenScrollCancelsTheContent() throws {
        let f = Fixture()
        try f.send(.began, y: 50, at: 0)
        try f.clock.advance(to: 200 * ms)
        XCTAssertEqual(f.log.entries, ["began@150"])
        try f.send(.moved, y: 45, at: 220 * ms)
        XCTAssertEqual(f.log.entries, ["began@150", "moved@220"])
        try f.send(.moved, y: 38, at: 250 * ms)
        XCTAssertEqual(f.log.entries, ["began@150", "moved@220", "cancelled@250"])
        XCTAssertEqual(f.scroll.phase, .dragging)
        try f.send(.moved, y: 20, at: 260 * ms)
        try f.send(.ended, y: 20, at: 270 * ms)
        XCTAssertEqual(f.log.entries, ["began@150", "moved@220", "cancelled@250"])
    }

    // (b) with touchesShouldCancel NO: no scroll, the content keeps the touch.
    func testContentThatMayNotBeCancelledKeepsTheTouch() throws {
        let f = Fixture(scroll: { KeepingScrollView(frame: $0, clock: $1) })
        try f.send(.began, y: 50, at: 0)
        try f.send(.moved, y: 30, at: 200 * ms)
        XCTAssertEqual(f.scroll.panGestureRecognizer.state, .failed)
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.scroll.contentOffset, .zero)
        try f.send(.ended, y: 30, at: 250 * ms)
        XCTAssertEqual(f.log.entries, ["began@150", "moved@200", "ended@250"])
    }

    func testCanCancelContentTouchesOffKeepsTheTouch() throws {
        let f = Fixture()
        f.scroll.canCancelContentTouches = false
        try f.send(.began, y: 50, at: 0)
        try f.send(.moved, y: 30, at: 200 * ms)
        try f.send(.ended, y: 30, at: 250 * ms)
        XCTAssertEqual(f.log.entries, ["began@150", "moved@200", "ended@250"])
        XCTAssertEqual(f.scroll.contentOffset, .zero)
    }

    func testCanCancelContentTouchesOffStillScrollsBeforeTheContentTracks() throws {
        let f = Fixture()
        f.scroll.canCancelContentTouches = false
        try f.send(.began, y: 50, at: 0)
        try f.send(.moved, y: 30, at: 50 * ms)
        XCTAssertEqual(f.scroll.phase, .dragging)
        try f.send(.ended, y: 30, at: 300 * ms)
        XCTAssertEqual(f.log.entries, [])
    }

    // (c) move 10 pt or more within 150 ms: the content gets nothing.
    func testEarlyScrollWithholdsEverything() throws {
        let f = Fixture()
        try f.send(.began, y: 50, at: 0)
        try f.send(.moved, y: 38, at: 60 * ms)
        XCTAssertEqual(f.scroll.phase, .dragging)
        try f.clock.advance(to: 400 * ms)
        try f.send(.ended, y: 38, at: 400 * ms)
        XCTAssertEqual(f.log.entries, [])
    }

    func testCancelledTouchIsNeverDelivered() throws {
        let f = Fixture()
        try f.send(.began, y: 50, at: 0)
        try f.send(.cancelled, y: 50, at: 100 * ms)
        try f.clock.advance(to: 300 * ms)
        XCTAssertEqual(f.log.entries, [])
    }

    func testTouchOnAMovingScrollViewIsWithheldFromTheContent() throws {
        let f = Fixture()
        f.scroll.contentOffset = Point(x: 0, y: 0)
        // Fling from the lower half, then touch the content while it coasts.
        try f.dispatcher.send(id: 2, phase: .began, location: Point(x: 100, y: 300))
        for step in 1...3 {
            try f.clock.advance(to: Int64(step) * 10 * ms)
            try f.dispatcher.send(id: 2, phase: .moved, location: Point(x: 100, y: 300 - 10 * Double(step)))
        }
        try f.dispatcher.send(id: 2, phase: .ended, location: Point(x: 100, y: 270))
        XCTAssertTrue(f.scroll.isDecelerating)
        try f.send(.began, y: 10, at: 100 * ms)
        XCTAssertEqual(f.scroll.phase, .tracking)
        try f.send(.ended, y: 10, at: 400 * ms)
        XCTAssertEqual(f.log.entries, [])
    }

    func testScrollingDisabledDoesNotDelay() throws {
        let f = Fixture()
        f.scroll.isScrollEnabled = false
        try f.send(.began, y: 50, at: 0)
        try f.send(.moved, y: 20, at: 50 * ms)
        try f.send(.ended, y: 20, at: 100 * ms)
        XCTAssertEqual(f.log.entries, ["began@0", "moved@50", "ended@100"])
    }

    // MARK: Recognizers of the content

    func testContentRecognizersAreNotDelayedAndLoseToThePan() throws {
        let f = Fixture()
        var states: [String] = []
        let tap = TapGestureRecognizer { _, state in states.append("tap \(state.rawValue)@\(f.clock.now / ms)") }
        let hold = LongPressGestureRecognizer(clock: f.clock) { _, state in
            states.append("hold \(state.rawValue)@\(f.clock.now / ms)")
        }
        f.content.addGestureRecognizer(tap)
        f.content.addGestureRecognizer(hold)
        try f.send(.began, y: 50, at: 0)
        XCTAssertEqual(tap.touches.count, 1, "given the touch at touch-down")
        XCTAssertEqual(f.log.entries, [], "while the view waits")
        try f.send(.moved, y: 30, at: 50 * ms)
        XCTAssertEqual(states, ["tap failed@50", "hold failed@50"])
        XCTAssertEqual(f.scroll.phase, .dragging)
    }

    func testContentRecognizerThatBeginsAtTouchDownTakesTheTouch() throws {
        // A long press of minimum duration 0 that does not share (UIKit's known trap: it stops the
        // scroll view from scrolling; MDC's ripple recognizer shares with everything).
        let f = Fixture()
        var states: [String] = []
        let press = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0) { _, state in
            states.append("\(state.rawValue)@\(f.clock.now / ms)")
        }
        f.content.addGestureRecognizer(press)
        try f.send(.began, y: 50, at: 0)
        XCTAssertEqual(states, ["began@0"])
        XCTAssertEqual(f.scroll.panGestureRecognizer.state, .failed)
        try f.send(.moved, y: 30, at: 50 * ms)
        XCTAssertEqual(states, ["began@0", "changed@50"])
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.scroll.contentOffset, .zero)
    }

    private final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    func testSimultaneousContentRecognizerSurvivesTheScroll() throws {
        let f = Fixture()
        var states: [String] = []
        let delegate = Simultaneous()
        let press = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0) { _, state in
            states.append("\(state.rawValue)@\(f.clock.now / ms)")
        }
        press.delegate = delegate
        press.cancelsTouchesInView = false
        f.content.addGestureRecognizer(press)
        try f.send(.began, y: 50, at: 0)
        try f.send(.moved, y: 30, at: 50 * ms)
        try f.send(.ended, y: 30, at: 60 * ms)
        XCTAssertEqual(states, ["began@0", "changed@50", "ended@60"])
    }

    func testRecognizerRequiringThePanToFailWaitsForTheLift() throws {
        let f = Fixture()
        var states: [String] = []
        let delegate = Simultaneous()
        let press = LongPressGestureRecognizer(clock: f.clock, minimumPressDuration: 0) { _, state in
            states.append("\(state.rawValue)@\(f.clock.now / ms)")
        }
        press.delegate = delegate
        press.require(toFail: f.scroll.panGestureRecognizer)
        f.content.addGestureRecognizer(press)
        try f.send(.began, y: 50, at: 0)
        XCTAssertEqual(states, [])
        try f.send(.ended, y: 50, at: 80 * ms)
        XCTAssertEqual(states, ["began@80", "ended@80"])
        // A scroll instead: the pan recognizes and the waiting press fails.
        states.removeAll()
        try f.send(.began, y: 50, at: 200 * ms)
        try f.send(.moved, y: 30, at: 250 * ms)
        XCTAssertEqual(states, ["failed@250"])
    }

    func testTapOnContentIsRecordedAtTheLift() throws {
        let f = Fixture()
        let log = ViewEventLog()
        f.content.eventLog = log
        f.content.sceneID = "row"
        f.content.addGestureRecognizer(TapGestureRecognizer())
        try f.send(.began, y: 50, at: 0)
        try f.send(.ended, y: 50, at: 90 * ms)
        XCTAssertEqual(log.events, [ViewEvent(time: 90 * ms, view: "row", name: "tapRecognized", location: Point(x: 100, y: 50))])
        // The tap cancels the view's touch: began (flushed at the lift), then cancelled.
        XCTAssertEqual(f.log.entries, ["began@90", "cancelled@90"])
    }
}
