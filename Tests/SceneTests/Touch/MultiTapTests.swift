import Geometry
import Scene
import XCTest

/// `TapGestureRecognizer` with several taps (`numberOfTapsRequired`) or several fingers
/// (`numberOfTouchesRequired`): state sequences at exact clock times.
final class MultiTapTests: XCTestCase {
    /// A root view (0, 0, 320, 200) taking several touches, a recognizer on it, and a log of the
    /// recognizer's transitions as `state@time`.
    private final class Fixture {
        let clock = SimClock()
        let root: View
        let dispatcher: TouchDispatcher
        var log: [String] = []
        var tap: TapGestureRecognizer!

        init(taps: Int, touches: Int = 1) {
            root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), clock: clock)
            root.isMultipleTouchEnabled = true
            dispatcher = TouchDispatcher(root: root, clock: clock)
            tap = TapGestureRecognizer(clock: clock, numberOfTapsRequired: taps, numberOfTouchesRequired: touches) {
                [unowned self] _, state in log.append("\(state.rawValue)@\(clock.now / 1_000_000)")
            }
            root.addGestureRecognizer(tap)
        }

        /// Sends `phase` for touch `id` at `ms` milliseconds.
        func send(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at ms: Int64) throws {
            try clock.advance(to: ms * 1_000_000)
            try dispatcher.send(id: id, phase: phase, location: Point(x: x, y: y))
        }

        /// A one-finger tap: down at `ms`, up 50 ms later.
        func tap(_ id: Int, _ x: Double, _ y: Double, at ms: Int64) throws {
            try send(id, .began, x, y, at: ms)
            try send(id, .ended, x, y, at: ms + 50)
        }
    }

    func testDoubleTapRecognizedOnTheSecondLift() throws {
        let f = Fixture(taps: 2)
        try f.tap(1, 100, 100, at: 0)
        XCTAssertEqual(f.tap.state, .possible, "waiting for the second tap")
        try f.tap(2, 104, 98, at: 200)          // 150 ms after the first lift
        XCTAssertEqual(f.log, ["ended@250"])
        XCTAssertEqual(f.tap.state, .possible, "reset after the sequence")
        // And again from scratch.
        try f.tap(3, 10, 10, at: 1000)
        try f.tap(4, 10, 10, at: 1100)
        XCTAssertEqual(f.log, ["ended@250", "ended@1150"])
    }

    func testTheSecondTapMustBeginBeforeTheIntervalEnds() throws {
        let f = Fixture(taps: 2)
        try f.tap(1, 100, 100, at: 0)
        // Lifted at 50 ms: the deadline is 50 + 300 = 350 ms, run at exactly that time though the
        // clock jumps past it.
        try f.clock.advance(to: 900_000_000)
        XCTAssertEqual(f.log, ["failed@350"])
        XCTAssertEqual(f.tap.state, .possible, "ready again with no finger down")
        // Down 299 ms after the lift: in time.
        try f.tap(2, 100, 100, at: 1000)
        try f.tap(3, 100, 100, at: 1349)
        XCTAssertEqual(f.log, ["failed@350", "ended@1399"])
        // Down exactly 300 ms after the lift: the deadline runs first, so it is too late, and
        // that tap starts a new sequence.
        try f.tap(4, 100, 100, at: 2000)
        try f.tap(5, 100, 100, at: 2350)
        XCTAssertEqual(f.log, ["failed@350", "ended@1399", "failed@2350"])
        XCTAssertEqual(f.tap.state, .possible)
        try f.tap(6, 100, 100, at: 2500)
        XCTAssertEqual(f.log, ["failed@350", "ended@1399", "failed@2350", "ended@2550"])
    }

    func testSecondTapTooFarFromTheFirstFails() throws {
        let f = Fixture(taps: 2)
        try f.tap(1, 100, 50, at: 0)
        try f.send(2, .began, 100, 151, at: 100)   // 101 points below
        XCTAssertEqual(f.log, ["failed@100"])
        try f.send(2, .ended, 100, 151, at: 150)
        XCTAssertEqual(f.tap.state, .possible)
        try f.tap(3, 100, 50, at: 200)
        try f.tap(4, 100, 150, at: 300)            // exactly 100 points: allowed
        XCTAssertEqual(f.log, ["failed@100", "ended@350"])
    }

    func testMovingTooFarDuringATapFails() throws {
        let f = Fixture(taps: 2)
        try f.tap(1, 100, 100, at: 0)
        try f.send(2, .began, 100, 100, at: 100)
        try f.send(2, .moved, 110, 100, at: 120)   // 10 points: allowed
        XCTAssertEqual(f.log, [])
        try f.send(2, .moved, 111, 100, at: 130)
        XCTAssertEqual(f.log, ["failed@130"])
    }

    func testTwoFingerTap() throws {
        let f = Fixture(taps: 1, touches: 2)
        try f.send(1, .began, 100, 100, at: 0)
        try f.send(2, .began, 140, 100, at: 20)
        try f.send(1, .ended, 100, 100, at: 80)
        XCTAssertEqual(f.log, [])
        try f.send(2, .ended, 140, 100, at: 90)
        XCTAssertEqual(f.log, ["ended@90"])
    }

    func testTwoFingerTapFailsWithOneFingerOrThree() throws {
        let f = Fixture(taps: 1, touches: 2)
        try f.tap(1, 100, 100, at: 0)                // lifted before a second finger came down
        XCTAssertEqual(f.log, ["failed@50"])
        XCTAssertEqual(f.tap.state, .possible)
        try f.send(2, .began, 100, 100, at: 100)
        try f.send(3, .began, 120, 100, at: 110)
        try f.send(4, .began, 140, 100, at: 120)    // a third finger
        XCTAssertEqual(f.log, ["failed@50", "failed@120"])
        // A finger coming down while the others are lifting fails too.
        for id in [2, 3, 4] { try f.send(id, .ended, 100, 100, at: 200) }
        try f.send(5, .began, 100, 100, at: 300)
        try f.send(6, .began, 120, 100, at: 310)
        try f.send(5, .ended, 100, 100, at: 320)
        try f.send(7, .began, 100, 100, at: 330)
        XCTAssertEqual(f.log, ["failed@50", "failed@120", "failed@330"])
    }

    func testTwoFingerDoubleTap() throws {
        let f = Fixture(taps: 2, touches: 2)
        for (base, ids) in [(Int64(0), (1, 2)), (Int64(200), (3, 4))] {
            try f.send(ids.0, .began, 100, 100, at: base)
            try f.send(ids.1, .began, 150, 100, at: base + 10)
            try f.send(ids.0, .ended, 100, 100, at: base + 60)
            try f.send(ids.1, .ended, 150, 100, at: base + 70)
        }
        XCTAssertEqual(f.log, ["ended@270"])
    }

    func testCancelledTouchFails() throws {
        let f = Fixture(taps: 2)
        try f.tap(1, 100, 100, at: 0)
        try f.send(2, .began, 100, 100, at: 100)
        try f.send(2, .cancelled, 100, 100, at: 120)
        XCTAssertEqual(f.log, ["failed@120"])
        XCTAssertEqual(f.tap.state, .possible)
    }

    func testSingleTapInitializerKeepsOneFingerRules() throws {
        let tap = TapGestureRecognizer()
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertNil(tap.clock)
        XCTAssertEqual(TapGestureRecognizer.defaultMaximumTapInterval, 300_000_000)
        XCTAssertEqual(TapGestureRecognizer.defaultMaximumTapDistance, 100)
    }
}
