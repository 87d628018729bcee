import Scene
import XCTest

/// The scheduler: order, exact times inside one big step, errors instead of clamping, settling.
final class SimClockTests: XCTestCase {
    private final class Log {
        var entries: [String] = []
        func record(_ clock: SimClock, _ name: String) { entries.append("\(name)@\(clock.now)") }
    }

    func testEventsRunInTimeOrderEachAtItsOwnTime() throws {
        let clock = SimClock(), log = Log()
        try clock.schedule(at: 30) { log.record(clock, "a") }
        try clock.schedule(at: 10) { log.record(clock, "b") }
        try clock.schedule(at: 20) { log.record(clock, "c") }
        XCTAssertEqual(clock.pendingEventCount, 3)
        XCTAssertEqual(clock.nextEventTime, 10)
        XCTAssertEqual(try clock.advance(to: 1_000), 3)
        XCTAssertEqual(log.entries, ["b@10", "c@20", "a@30"])
        XCTAssertEqual(clock.now, 1_000)
        XCTAssertEqual(clock.pendingEventCount, 0)
        XCTAssertNil(clock.nextEventTime)
    }

    func testTiesRunInSchedulingOrderAndLateArrivalsRunLast() throws {
        let clock = SimClock(), log = Log()
        try clock.schedule(at: 50) {
            log.record(clock, "x")
            // Scheduled while 50 is running: after everything already queued for 50.
            _ = try? clock.schedule(at: 50) { log.record(clock, "w") }
        }
        try clock.schedule(at: 50) { log.record(clock, "y") }
        try clock.schedule(at: 40) { log.record(clock, "v") }
        try clock.schedule(at: 50) { log.record(clock, "z") }
        try clock.advance(to: 50)
        XCTAssertEqual(log.entries, ["v@40", "x@50", "y@50", "z@50", "w@50"])
    }

    func testEventsScheduledDuringAStepRunInTheSameStepWhenDue() throws {
        let clock = SimClock(), log = Log()
        try clock.schedule(at: 10) {
            log.record(clock, "first")
            _ = try? clock.schedule(at: 40) { log.record(clock, "due") }
            _ = try? clock.schedule(at: 60) { log.record(clock, "later") }
        }
        try clock.advance(to: 50)
        XCTAssertEqual(log.entries, ["first@10", "due@40"])
        XCTAssertEqual(clock.nextEventTime, 60)
        try clock.advance(by: 10)
        XCTAssertEqual(log.entries, ["first@10", "due@40", "later@60"])
    }

    func testAdvancingToTheCurrentTimeRunsEventsDueNow() throws {
        let clock = SimClock(now: 7), log = Log()
        try clock.schedule(at: 7) { log.record(clock, "now") }
        XCTAssertEqual(log.entries, [])
        try clock.advance(to: 7)
        XCTAssertEqual(log.entries, ["now@7"])
    }

    func testCancelledEventsDoNotRun() throws {
        let clock = SimClock(), log = Log()
        let a = try clock.schedule(at: 10) { log.record(clock, "a") }
        try clock.schedule(at: 20) { log.record(clock, "b") }
        XCTAssertTrue(clock.cancel(a))
        XCTAssertFalse(clock.cancel(a))
        XCTAssertEqual(clock.pendingEventCount, 1)
        XCTAssertEqual(clock.nextEventTime, 20)
        try clock.advance(to: 100)
        XCTAssertEqual(log.entries, ["b@20"])
    }

    func testGoingBackwardsIsAnErrorNotAClamp() throws {
        let clock = SimClock()
        try clock.advance(to: 100)
        XCTAssertThrowsError(try clock.advance(to: 99)) {
            XCTAssertEqual($0 as? SimClockError, .timeWentBackwards(now: 100, requested: 99))
        }
        XCTAssertThrowsError(try clock.advance(by: -1)) {
            XCTAssertEqual($0 as? SimClockError, .timeWentBackwards(now: 100, requested: 99))
        }
        XCTAssertThrowsError(try clock.schedule(at: 50) {}) {
            XCTAssertEqual($0 as? SimClockError, .schedulingInThePast(now: 100, requested: 50))
        }
        XCTAssertThrowsError(try clock.runUntilSettled(limit: 0)) {
            XCTAssertEqual($0 as? SimClockError, .timeWentBackwards(now: 100, requested: 0))
        }
        XCTAssertThrowsError(try clock.advance(by: .max)) {
            XCTAssertEqual($0 as? SimClockError, .timeOverflow(now: 100, delta: .max))
        }
        XCTAssertEqual(clock.now, 100)
        XCTAssertEqual("\(SimClockError.timeWentBackwards(now: 100, requested: 99))",
                       "the clock is at 100 ns and cannot go back to 99 ns; time only moves forward")
    }

    func testAdvancingFromInsideAnEventIsAnError() throws {
        let clock = SimClock()
        var caught: SimClockError?
        try clock.schedule(at: 10) {
            do { try clock.advance(to: 20) } catch { caught = error as? SimClockError }
        }
        try clock.advance(to: 30)
        XCTAssertEqual(caught, .reentrantAdvance(now: 10))
        XCTAssertEqual(clock.now, 30)
    }

    func testRunUntilSettledStopsAtTheLastEvent() throws {
        let clock = SimClock(), log = Log()
        try clock.schedule(at: 10) { log.record(clock, "a") }
        try clock.schedule(at: 250) {
            log.record(clock, "b")
            _ = try? clock.schedule(at: 400) { log.record(clock, "c") }
        }
        XCTAssertEqual(try clock.runUntilSettled(limit: 1_000_000), .settled(at: 400))
        XCTAssertEqual(clock.now, 400)
        XCTAssertEqual(log.entries, ["a@10", "b@250", "c@400"])
        // Nothing queued: settled where it stands.
        XCTAssertEqual(try clock.runUntilSettled(limit: 1_000_000), .settled(at: 400))
    }

    func testRunUntilSettledGivesUpAtTheLimitInsteadOfHanging() throws {
        // A 16 ms timer that always reschedules itself: ticks at 16k ms for k = 1…62 (992 ms ≤ 1 s).
        let clock = SimClock()
        var ticks: [Int64] = []
        func tick() {
            ticks.append(clock.now)
            _ = try? clock.schedule(at: clock.now + 16_000_000, tick)
        }
        try clock.schedule(at: 16_000_000, tick)
        XCTAssertEqual(try clock.runUntilSettled(limit: 1_000_000_000), .neverSettled(limit: 1_000_000_000))
        XCTAssertEqual(clock.now, 1_000_000_000)
        XCTAssertEqual(ticks, (1...62).map { Int64($0) * 16_000_000 })
        XCTAssertEqual(clock.nextEventTime, 1_008_000_000)
    }

    func testAnEventThatReschedulesItselfAtTheSameInstantIsReported() throws {
        let clock = SimClock(maximumEventsPerInstant: 100)
        var runs = 0
        func spin() {
            runs += 1
            _ = try? clock.schedule(at: clock.now, spin)
        }
        try clock.schedule(at: 5, spin)
        XCTAssertThrowsError(try clock.runUntilSettled(limit: 10)) {
            XCTAssertEqual($0 as? SimClockError, .eventStorm(at: 5, count: 100))
        }
        XCTAssertEqual(runs, 100)
        XCTAssertEqual(clock.now, 5)
    }
}
