import Scene
import XCTest

/// Time observers: called whenever the clock's time moves forward, before the events of the new
/// time and at the end of an advance.
final class SimClockObserverTests: XCTestCase {
    func testObserversSeeEveryNewTimeBeforeItsEvents() throws {
        let clock = SimClock()
        var log: [String] = []
        clock.addTimeObserver { log.append("observe \($0)") }
        try clock.schedule(at: 5) { log.append("event 5") }
        try clock.schedule(at: 5) { log.append("event 5 again") }
        try clock.schedule(at: 9) { log.append("event 9") }
        try clock.advance(to: 12)
        XCTAssertEqual(log, ["observe 5", "event 5", "event 5 again", "observe 9", "event 9", "observe 12"])
        log.removeAll()
        try clock.advance(to: 12)
        XCTAssertEqual(log, [], "time did not move")
    }

    func testRemovedObserversAreNotCalledAndSettlingStopsAtTheLimit() throws {
        let clock = SimClock()
        var seen: [Int64] = []
        let id = clock.addTimeObserver { seen.append($0) }
        XCTAssertEqual(clock.timeObserverCount, 1)
        try clock.schedule(at: 100) {}
        XCTAssertEqual(try clock.runUntilSettled(limit: 50), .neverSettled(limit: 50))
        XCTAssertEqual(seen, [50])
        clock.removeTimeObserver(id)
        clock.removeTimeObserver(id)
        try clock.advance(to: 200)
        XCTAssertEqual(seen, [50])
        XCTAssertEqual(clock.timeObserverCount, 0)
    }

    func testObserversCannotAdvanceTheClock() throws {
        let clock = SimClock()
        var failure: SimClockError?
        clock.addTimeObserver { _ in
            do throws(SimClockError) { try clock.advance(to: 1000) } catch { failure = error }
        }
        try clock.advance(to: 10)
        XCTAssertEqual(failure, .reentrantAdvance(now: 10))
        XCTAssertEqual(clock.now, 10)
    }
}
