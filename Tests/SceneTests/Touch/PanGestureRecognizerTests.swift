import Geometry
import Scene
import XCTest

/// The pan's hysteresis and translation and its velocity estimate (docs/scrolling.md).
final class PanGestureRecognizerTests: XCTestCase {
    private final class Log {
        var states: [GestureRecognizerState] = []
        var translations: [Point] = []
    }

    private func fixture(axes: PanAxes = .both) -> (SimClock, TouchDispatcher, PanGestureRecognizer, Log) {
        let clock = SimClock(), log = Log()
        let view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), clock: clock)
        let pan = PanGestureRecognizer { recognizer, state in
            log.states.append(state)
            log.translations.append((recognizer as! PanGestureRecognizer).translation)
        }
        pan.axes = axes
        view.addGestureRecognizer(pan)
        return (clock, TouchDispatcher(root: view, clock: clock), pan, log)
    }

    func testBeginsAtTenPointsAndRemovesTheHysteresis() throws {
        let (clock, dispatcher, _, log) = fixture()
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 100))
        try clock.advance(to: 10 * ms)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 104, y: 109.99))
        XCTAssertEqual(log.states, [])
        try clock.advance(to: 20 * ms)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 104, y: 112))
        // Each axis shrunk toward 0 by 10: (4, 12) → (0, 2).
        XCTAssertEqual(log.states, [.began])
        XCTAssertEqual(log.translations.last, Point(x: 0, y: 2))
        try clock.advance(to: 30 * ms)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 90, y: 140))
        XCTAssertEqual(log.translations.last, Point(x: -14, y: 30))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 90, y: 140))
        XCTAssertEqual(log.states, [.began, .changed, .ended])
    }

    func testOnlyTheGivenAxesBeginThePan() throws {
        let (clock, dispatcher, pan, log) = fixture(axes: .vertical)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 100))
        try clock.advance(to: 10 * ms)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 140, y: 105))
        XCTAssertEqual(pan.state, .possible)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 140, y: 90))
        XCTAssertEqual(log.states, [.began])
    }

    func testLiftingBeforeBeginningFails() throws {
        let (clock, dispatcher, _, log) = fixture()
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 100))
        try clock.advance(to: 10 * ms)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 105, y: 105))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 105, y: 105))
        XCTAssertEqual(log.states, [.failed])
    }

    func testVelocityWeightsTheLatestSampleByOneFifth() {
        var estimator = PanVelocityEstimator(position: Point(x: 0, y: 0), time: 0)
        estimator.add(position: Point(x: 0, y: 10), time: 10 * ms)     // sample 1000 pt/s
        XCTAssertEqual(estimator.velocity.y, 1000, accuracy: 1e-9, "a single sample is the velocity")
        estimator.add(position: Point(x: 0, y: 30), time: 20 * ms)     // sample 2000 pt/s
        XCTAssertEqual(estimator.velocity.y, 0.2 * 2000 + 0.8 * 1000, accuracy: 1e-9)
        estimator.add(position: Point(x: 0, y: 31), time: 20 * ms + ms / 2)   // under 1 ms: a zero sample
        XCTAssertEqual(estimator.velocity.y, 0.8 * 2000, accuracy: 1e-9)
        estimator.add(position: Point(x: 0, y: 40), time: 20 * ms + ms / 2)   // no time step: no sample
        XCTAssertEqual(estimator.velocity.y, 0.8 * 2000, accuracy: 1e-9)
    }

    func testLiftOffVelocityIsZeroAfterAHundredMillisecondPause() {
        var estimator = PanVelocityEstimator(position: .zero, time: 0)
        estimator.add(position: Point(x: 20, y: 0), time: 10 * ms)
        XCTAssertEqual(estimator.liftOffVelocity(at: 10 * ms + 99 * ms).x, 2000, accuracy: 1e-9)
        XCTAssertEqual(estimator.liftOffVelocity(at: 10 * ms + 100 * ms), .zero)
    }

    func testEndedCarriesTheLiftOffVelocity() throws {
        let (clock, dispatcher, pan, _) = fixture()
        var lifted: Point?
        pan.action = { recognizer, state in
            if state == .ended { lifted = (recognizer as! PanGestureRecognizer).velocity }
        }
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 200))
        for step in 1...3 {
            try clock.advance(to: Int64(step) * 10 * ms)
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 200 - 10 * Double(step)))
        }
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 170))
        XCTAssertEqual(try XCTUnwrap(lifted).y, -1000, accuracy: 1e-6)
    }
}
