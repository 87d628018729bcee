import Foundation
import Geometry
import Scene
import XCTest

/// ScrollView's defaults, limits and presentation, and its motion on the clock (docs/scrolling.md)
/// checked against the equations evaluated here.
final class ScrollViewTests: XCTestCase {
    /// A 100×200 scroll view at the root's origin over content 100×`height`, with a log.
    private struct Fixture {
        let clock = SimClock()
        let root: View
        let scroll: ScrollView
        let log = ViewEventLog()
        let dispatcher: TouchDispatcher

        init(contentHeight: Double = 100_000, scale: Double = 1) {
            root = View(frame: Rect(x: 0, y: 0, width: 100, height: 200), clock: clock)
            scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200), clock: clock)
            scroll.contentSize = Size(width: 100, height: contentHeight)
            scroll.displayScale = scale
            scroll.eventLog = log
            scroll.sceneID = "list"
            root.addSubview(scroll)
            dispatcher = TouchDispatcher(root: root, clock: clock)
        }

        /// A finger down at y = 150 at 0 and moving up 10 pt every 10 ms (1000 pt/s) `steps`
        /// times, then lifting in place: the pan begins at the first move with translation 0, so
        /// the release comes at offset 10·(steps − 1) with offset velocity 1000 pt/s.
        func fling(steps: Int) throws {
            try dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 150))
            for step in 1...steps {
                try clock.advance(to: Int64(step) * 10 * ms)
                try dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 150 - 10 * Double(step)))
            }
            try dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 150 - 10 * Double(steps)))
        }

        var names: [String] { log.events.map(\.name) }
    }

    // MARK: Properties

    func testDefaultsAreUIKits() {
        let scroll = ScrollView(clock: SimClock())
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(scroll.contentSize, .zero)
        XCTAssertEqual(scroll.contentInset, .zero)
        XCTAssertTrue(scroll.bounces)
        XCTAssertFalse(scroll.alwaysBounceVertical)
        XCTAssertFalse(scroll.alwaysBounceHorizontal)
        XCTAssertTrue(scroll.isScrollEnabled)
        XCTAssertEqual(scroll.decelerationRate, 0.998)
        XCTAssertEqual(ScrollView.fastDecelerationRate, 0.99)
        XCTAssertTrue(scroll.delaysContentTouches)
        XCTAssertTrue(scroll.canCancelContentTouches)
        XCTAssertEqual(scroll.phase, .idle)
        XCTAssertFalse(scroll.isTracking || scroll.isDragging || scroll.isDecelerating)
        XCTAssertTrue(scroll.layer.masksToBounds)
        XCTAssertTrue(scroll.layer.cachesScrolledContent)
        XCTAssertTrue(scroll.panGestureRecognizer.view === scroll)
        XCTAssertTrue(scroll.gestureRecognizers.contains { $0 === scroll.panGestureRecognizer })
    }

    func testOffsetLimitsWithInsets() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200), clock: SimClock())
        scroll.contentSize = Size(width: 300, height: 1000)
        scroll.contentInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        XCTAssertEqual(scroll.minimumContentOffset, Point(x: -5, y: -10))
        XCTAssertEqual(scroll.maximumContentOffset, Point(x: 300 + 15 - 100, y: 1000 + 20 - 200))
        XCTAssertEqual(scroll.scrollableAxes, .both)
        // Content that fits is pinned at the minimum.
        scroll.contentSize = Size(width: 50, height: 150)
        XCTAssertEqual(scroll.maximumContentOffset, Point(x: -5, y: -10))
        XCTAssertEqual(scroll.scrollableAxes, [])
        scroll.alwaysBounceVertical = true
        XCTAssertEqual(scroll.scrollableAxes, .vertical)
        scroll.isScrollEnabled = false
        XCTAssertEqual(scroll.scrollableAxes, [])
        XCTAssertFalse(scroll.panGestureRecognizer.isEnabled)
    }

    func testOffsetIsPresentedOnThePixelGrid() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200), clock: SimClock())
        scroll.displayScale = 3
        scroll.contentOffset = Point(x: 0, y: 10.1)
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 10.1))
        XCTAssertEqual(scroll.bounds.origin, Point(x: 0, y: 10))
        scroll.contentOffset = Point(x: 0.2, y: 10.2)
        XCTAssertEqual(scroll.bounds.origin, Point(x: 1.0 / 3, y: 31.0 / 3))
        scroll.displayScale = 1
        XCTAssertEqual(scroll.bounds.origin, Point(x: 0, y: 10))
        XCTAssertEqual(scroll.bounds.size, Size(width: 100, height: 200))
    }

    func testSubviewsAreInContentCoordinates() {
        let f = Fixture()
        let row = View(frame: Rect(x: 0, y: 300, width: 100, height: 40), clock: f.clock)
        f.scroll.addSubview(row)
        f.scroll.contentOffset = Point(x: 0, y: 250)
        XCTAssertEqual(row.convert(Point(x: 0, y: 0), to: nil), Point(x: 0, y: 50))
        XCTAssertTrue(f.root.hitTest(Point(x: 10, y: 60)) === row)
        XCTAssertTrue(f.root.hitTest(Point(x: 10, y: 100)) === f.scroll)
    }

    // MARK: Dragging and the rubber band

    func testDragPastTheTopRubberBandsAndBouncesBack() throws {
        let f = Fixture()
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 100))
        XCTAssertEqual(f.scroll.phase, .tracking)
        try f.clock.advance(to: 10 * ms)
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 105))
        XCTAssertEqual(f.scroll.phase, .tracking)
        try f.clock.advance(to: 30 * ms)
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 160))
        XCTAssertEqual(f.scroll.phase, .dragging)
        // Translation 60 − 10 = 50 past the top of a 200-point viewport: f(50) = (1 − 1/(50·0.55/200 + 1))·200.
        let q: Double = 50 * 0.55 / 200 + 1
        let shown: Double = (1 - 1 / q) * 200
        XCTAssertEqual(f.scroll.contentOffset.y, -shown, accuracy: 1e-12)
        XCTAssertEqual(f.scroll.contentOffset.x, 0)
        XCTAssertEqual(f.scroll.bounds.origin.y, (-shown).rounded())
        // The finger's velocity: samples 5 pt / 10 ms and 55 pt / 20 ms, weighted 0.8 and 0.2;
        // the offset moves the other way, slowed by the band's slope c/(x·c/d + 1)².
        let finger = 0.2 * 2750 + 0.8 * 500
        XCTAssertEqual(f.scroll.velocity.y, -finger * 0.55 / (q * q), accuracy: 1e-9)
        XCTAssertEqual(f.scroll.velocity.x, 0)
        // Hold still, lift 170 ms after the last move: no velocity, spring straight back.
        try f.clock.advance(to: 200 * ms)
        try f.dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 160))
        XCTAssertEqual(f.scroll.phase, .bouncing)
        XCTAssertTrue(f.scroll.isDecelerating)
        let x0 = -shown
        for dt in [16_666_667, 100 * ms, 333 * ms] as [Int64] {
            try f.clock.advance(to: 200 * ms + dt)
            let t = Double(dt) / 1e9
            XCTAssertEqual(f.scroll.contentOffset.y, Foundation.exp(-10 * t) * (x0 + 10 * x0 * t), accuracy: 1e-9)
        }
        let outcome = try f.clock.runUntilSettled(limit: 10_000 * ms)
        // Done when ScrollMechanics' bound with ε = 0.5 pt (scale 1) has passed.
        let c2 = 10 * x0
        let duration = Swift.max(Foundation.log(2 * abs(x0) / 0.5) / 10, 0.2 * Foundation.log(4 * abs(c2) / (M_E * 10 * 0.5)))
        let end = 200 * ms + Int64((duration * 1e9).rounded(.up))
        XCTAssertEqual(outcome, .settled(at: end))
        XCTAssertEqual(f.scroll.contentOffset, .zero)
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.scroll.velocity, .zero)
        XCTAssertEqual(f.log.events, [
            ViewEvent(time: 30 * ms, view: "list", name: "scrollBeganDragging"),
            ViewEvent(time: 200 * ms, view: "list", name: "scrollEndedDragging", values: [("velocityX", 0), ("velocityY", 0)]),
            ViewEvent(time: end, view: "list", name: "scrollEndedDecelerating"),
        ])
    }

    func testWithoutBouncesTheDragClampsAtTheEdge() throws {
        let f = Fixture()
        f.scroll.bounces = false
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 100))
        try f.clock.advance(to: 10 * ms)
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 180))
        XCTAssertEqual(f.scroll.contentOffset, .zero)
        try f.clock.advance(to: 20 * ms)
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 40))
        // Unclamped from the start 0: translation = (40 − 100) − (−10 removed at the begin) = −70.
        XCTAssertEqual(f.scroll.contentOffset.y, 70)
    }

    // MARK: Deceleration

    func testFlingDeceleratesByTheClosedForm() throws {
        let f = Fixture(scale: 3)
        try f.fling(steps: 3)
        let release: Int64 = 30 * ms, x0 = 20.0, v0 = 1000.0, d = 0.998
        XCTAssertEqual(f.scroll.contentOffset.y, x0, accuracy: 1e-9)
        XCTAssertEqual(f.scroll.phase, .decelerating)
        let ended = try XCTUnwrap(f.log.events.last)
        XCTAssertEqual(ended.name, "scrollEndedDragging")
        XCTAssertEqual(try XCTUnwrap(ended.value("velocityY")), v0, accuracy: 1e-6)
        XCTAssertEqual(ended.value("velocityX"), 0)
        let k = 1000 * Foundation.log(d)
        let v = try XCTUnwrap(ended.value("velocityY"))
        for dt in [16_666_667, 100 * ms, 1000 * ms, 3000 * ms] as [Int64] {
            try f.clock.advance(to: release + dt)
            let t = Double(dt) / 1e9
            let expected = x0 + v * (Foundation.pow(d, 1000 * t) - 1) / k
            XCTAssertEqual(f.scroll.contentOffset.y, expected, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(f.scroll.bounds.origin.y, (expected * 3 + 0.5).rounded(.down) / 3)
            XCTAssertEqual(f.scroll.velocity.y, v * Foundation.pow(d, 1000 * t), accuracy: 1e-9)
            XCTAssertEqual(f.scroll.phase, .decelerating)
        }
        let stop = Foundation.log(-k * 0.5 / v) / k
        let outcome = try f.clock.runUntilSettled(limit: 10_000 * ms)
        XCTAssertEqual(outcome, .settled(at: release + Int64((stop * 1e9).rounded(.up))))
        XCTAssertEqual(f.scroll.contentOffset.y, x0 + v / -k - 0.5, accuracy: 1e-9, "0.5 pt short of x∞")
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.names, ["scrollBeganDragging", "scrollEndedDragging", "scrollEndedDecelerating"])
    }

    func testFastRateStopsSooner() throws {
        let f = Fixture()
        f.scroll.decelerationRate = ScrollView.fastDecelerationRate
        try f.fling(steps: 3)
        _ = try f.clock.runUntilSettled(limit: 10_000 * ms)
        // 99.5 pt of coast less the 0.5 pt stop rule.
        XCTAssertEqual(f.scroll.contentOffset.y, 20 + 99.5 - 0.5, accuracy: 0.001)
        XCTAssertEqual(Double(f.clock.now), Double(30 * ms + 530 * ms), accuracy: Double(5 * ms))
    }

    func testPausedLiftHasNoVelocity() throws {
        let f = Fixture()
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 150))
        try f.clock.advance(to: 10 * ms)
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 120))
        try f.clock.advance(to: 110 * ms)
        try f.dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 120))
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.log.events.last?.value("velocityY"), 0)
        XCTAssertEqual(f.clock.pendingEventCount, 0)
    }

    func testCoastIntoTheBottomEdgeHandsOverToTheSpring() throws {
        // Content 400 in a 200 viewport: the limit is 200. Released at 20 with 1000 pt/s, the coast
        // would rest near 519, so it reaches 200 at t_c = ln(1 + k·180/1000)/k.
        let f = Fixture(contentHeight: 400)
        try f.fling(steps: 3)
        let release: Int64 = 30 * ms, d = 0.998, k = 1000 * Foundation.log(d)
        let v0 = try XCTUnwrap(f.log.events.last?.value("velocityY"))
        let tc = Foundation.log(1 + k * 180 / v0) / k
        let vc = v0 * Foundation.pow(d, 1000 * tc)
        try f.clock.advance(to: release + Int64(tc * 1e9) - ms)
        XCTAssertEqual(f.scroll.phase, .decelerating)
        for after in [0.001, 0.05, 0.2] {
            let time = release + Int64(((tc + after) * 1e9).rounded(.up))
            try f.clock.advance(to: time)
            let s = Double(time - release) / 1e9 - tc
            XCTAssertEqual(f.scroll.contentOffset.y, 200 + Foundation.exp(-10 * s) * vc * s, accuracy: 1e-6)
            XCTAssertEqual(f.scroll.phase, .bouncing)
        }
        _ = try f.clock.runUntilSettled(limit: 10_000 * ms)
        XCTAssertEqual(f.scroll.contentOffset.y, 200)
        XCTAssertEqual(f.scroll.phase, .idle)
    }

    func testCoastWithoutBouncesStopsAtTheEdge() throws {
        let f = Fixture(contentHeight: 400)
        f.scroll.bounces = false
        try f.fling(steps: 3)
        let k = 1000 * Foundation.log(0.998)
        let tc = Foundation.log(1 + k * 180 / 1000) / k
        let outcome = try f.clock.runUntilSettled(limit: 10_000 * ms)
        XCTAssertEqual(outcome, .settled(at: 30 * ms + Int64((tc * 1e9).rounded(.up))), accuracy: 1)
        XCTAssertEqual(f.scroll.contentOffset.y, 200)
    }

    func testTouchStopsADeceleratingScrollView() throws {
        let f = Fixture()
        try f.fling(steps: 3)
        try f.clock.advance(to: 500 * ms)
        let caught = f.scroll.contentOffset
        XCTAssertGreaterThan(caught.y, 20)
        try f.dispatcher.send(id: 2, phase: .began, location: Point(x: 50, y: 100))
        XCTAssertEqual(f.scroll.phase, .tracking)
        XCTAssertEqual(f.scroll.velocity, .zero)
        try f.clock.advance(to: 600 * ms)
        XCTAssertEqual(f.scroll.contentOffset, caught)
        try f.dispatcher.send(id: 2, phase: .ended, location: Point(x: 50, y: 100))
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.clock.pendingEventCount, 0)
        XCTAssertEqual(f.clock.timeObserverCount, 0)
        XCTAssertFalse(f.names.contains("scrollEndedDecelerating"))
    }

    func testDeallocatedScrollViewLeavesNothingOnTheClock() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        var scroll: ScrollView? = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        scroll?.contentSize = Size(width: 100, height: 1000)
        root.addSubview(scroll!)
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 80))
        for step in 1...3 {
            try clock.advance(to: Int64(step) * 10 * ms)
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 80 - 10 * Double(step)))
        }
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 50))
        XCTAssertEqual(clock.timeObserverCount, 1)
        scroll?.removeFromSuperview()
        scroll = nil
        XCTAssertEqual(clock.timeObserverCount, 0)
        XCTAssertEqual(clock.pendingEventCount, 0)
    }

    func testCaughtBounceSpringsBackAfterALiftWithoutDragging() throws {
        let f = Fixture()
        // Pulled 70 pt past the top and released still: a bounce from about −32 pt.
        try f.dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 100))
        try f.clock.advance(to: 10 * ms)
        try f.dispatcher.send(id: 1, phase: .moved, location: Point(x: 50, y: 180))
        try f.clock.advance(to: 200 * ms)
        try f.dispatcher.send(id: 1, phase: .ended, location: Point(x: 50, y: 180))
        try f.clock.advance(to: 250 * ms)
        XCTAssertEqual(f.scroll.phase, .bouncing)
        let caught = f.scroll.contentOffset.y
        XCTAssertLessThan(caught, -1)
        try f.dispatcher.send(id: 2, phase: .began, location: Point(x: 50, y: 100))
        XCTAssertEqual(f.scroll.phase, .tracking)
        try f.clock.advance(to: 280 * ms)
        XCTAssertEqual(f.scroll.contentOffset.y, caught)
        try f.dispatcher.send(id: 2, phase: .ended, location: Point(x: 50, y: 100))
        XCTAssertEqual(f.scroll.phase, .bouncing)
        try f.clock.advance(to: 380 * ms)
        XCTAssertEqual(f.scroll.contentOffset.y, Foundation.exp(-1) * (caught + 10 * caught * 0.1), accuracy: 1e-9)
        _ = try f.clock.runUntilSettled(limit: 10_000 * ms)
        XCTAssertEqual(f.scroll.contentOffset, .zero)
    }

    func testSettingTheOffsetStopsTheMotion() throws {
        let f = Fixture()
        try f.fling(steps: 3)
        f.scroll.contentOffset = Point(x: 0, y: 7)
        XCTAssertEqual(f.scroll.phase, .idle)
        XCTAssertEqual(f.clock.pendingEventCount, 0)
        try f.clock.advance(to: 1000 * ms)
        XCTAssertEqual(f.scroll.contentOffset, Point(x: 0, y: 7))
    }
}

extension SettleOutcome {
    /// Whether two outcomes agree within `accuracy` nanoseconds.
    fileprivate func isClose(to other: SettleOutcome, accuracy: Int64) -> Bool {
        switch (self, other) {
        case (.settled(let a), .settled(let b)): return abs(a - b) <= accuracy
        case (.neverSettled(let a), .neverSettled(let b)): return a == b
        default: return false
        }
    }
}

/// `XCTAssertEqual` for settle outcomes within some nanoseconds.
private func XCTAssertEqual(_ a: SettleOutcome, _ b: SettleOutcome, accuracy: Int64,
                            file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(a.isClose(to: b, accuracy: accuracy), "\(a) vs \(b)", file: file, line: line)
}
