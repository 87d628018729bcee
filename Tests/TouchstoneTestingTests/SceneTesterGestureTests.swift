import Geometry
import Scene
import TouchstoneTesting
import XCTest

/// What each gesture of the tester delivers, event by event, to a view that records its touches:
/// times from the frame rate's definition (sample k of a move at k · 10⁹ / rate ns), places from
/// the straight line the gesture describes, fingers numbered apart.
final class SceneTesterGestureTests: XCTestCase {
    /// A view that logs every touch it is sent: phase, finger, scene location, clock time.
    private final class TouchLog: View {
        var log: [(phase: TouchPhase, id: Int, location: Point, time: Int64)] = []
        override func touchesBegan(_ touches: [Touch]) { record(touches) }
        override func touchesMoved(_ touches: [Touch]) { record(touches) }
        override func touchesEnded(_ touches: [Touch]) { record(touches) }
        override func touchesCancelled(_ touches: [Touch]) { record(touches) }
        private func record(_ touches: [Touch]) {
            for touch in touches { log.append((touch.phase, touch.id, touch.location, touch.timestamp)) }
        }
    }

    private var pad: TouchLog!

    /// A 300 × 500 point pad filling a scene at 100 frames per second (frame n at n · 10 ms).
    private func makeTester() throws -> SceneTester {
        try SceneTester(size: Size(width: 300, height: 500), framesPerSecond: 100) { clock in
            let pad = TouchLog(frame: Rect(x: 0, y: 0, width: 300, height: 500), clock: clock)
            pad.isMultipleTouchEnabled = true
            pad.sceneID = "pad"
            self.pad = pad
            return pad
        }
    }

    func testATapIsDownAndUpAtOnce() throws {
        let tester = try makeTester()
        try tester.tap(at: Point(x: 10, y: 20))
        XCTAssertEqual(pad.log.map(\.phase), [.began, .ended])
        XCTAssertEqual(pad.log.map(\.time), [0, 0])
        XCTAssertEqual(pad.log.map(\.location), [Point(x: 10, y: 20), Point(x: 10, y: 20)])
        XCTAssertEqual(tester.now, .zero)
    }

    func testADragMovesAlongItsLineAtTheFrameRate() throws {
        let tester = try makeTester()
        try tester.pump(.milliseconds(5))
        try tester.drag(from: Point(x: 100, y: 400), by: Vector(dx: 0, dy: -300), duration: .milliseconds(50))
        // Down at 5 ms; moves every 10 ms of the move (samples 1…4) and one at its end; up there.
        let times = pad.log.map { Double($0.time - 5_000_000) / 1e6 }
        XCTAssertEqual(pad.log.map(\.phase), [.began] + Array(repeating: .moved, count: 5) + [.ended])
        XCTAssertEqual(times, [0, 10, 20, 30, 40, 50, 50])
        for entry in pad.log {
            let fraction = Double(entry.time - 5_000_000) / 50_000_000
            XCTAssertEqual(entry.location.x, 100)
            XCTAssertEqual(entry.location.y, 400 - 300 * fraction, accuracy: 1e-9)
        }
        XCTAssertEqual(tester.now, .milliseconds(55))
    }

    func testAFlingMovesAtItsVelocityAndLiftsAtFullSpeed() throws {
        let tester = try makeTester()
        // 200 points at 4000 points per second: 50 ms.
        try tester.fling(from: Point(x: 150, y: 450), by: Vector(dx: 0, dy: -200), velocity: 4000)
        XCTAssertEqual(pad.log.first?.phase, .began)
        XCTAssertEqual(pad.log.last?.phase, .ended)
        XCTAssertEqual(pad.log.last?.time, 50_000_000)
        XCTAssertEqual(pad.log.last?.location, Point(x: 150, y: 250))
        let moves = pad.log.filter { $0.phase == .moved }
        for (a, b) in zip(moves, moves.dropFirst()) {
            let seconds = Double(b.time - a.time) / 1e9
            XCTAssertEqual((b.location.y - a.location.y) / seconds, -4000, accuracy: 1e-6)
        }
        XCTAssertThrowsError(try tester.fling(from: .zero, by: Vector(dx: 1, dy: 0), velocity: 0))
        XCTAssertThrowsError(try tester.fling(from: .zero, by: .zero, velocity: 100))
    }

    func testALongPressHoldsForASecond() throws {
        let tester = try makeTester()
        try tester.longPress(at: Point(x: 30, y: 40))
        XCTAssertEqual(pad.log.map(\.phase), [.began, .ended])
        XCTAssertEqual(pad.log.map(\.time), [0, 1_000_000_000])
        XCTAssertEqual(tester.now, .seconds(1))
    }

    func testTwoGesturesAreTwoFingers() throws {
        let tester = try makeTester()
        let first = try tester.startGesture(at: Point(x: 10, y: 10))
        try tester.pump(.milliseconds(10))
        let second = try tester.startGesture(at: Point(x: 200, y: 10))
        XCTAssertNotEqual(first.id, second.id)
        try first.move(by: Vector(dx: 5, dy: 0))
        try second.move(to: Point(x: 190, y: 30))
        try tester.pump(.milliseconds(10))
        try first.up()
        try second.cancel()
        XCTAssertEqual(pad.log.map(\.phase), [.began, .began, .moved, .moved, .ended, .cancelled])
        XCTAssertEqual(pad.log.map(\.id), [first.id, second.id, first.id, second.id, first.id, second.id])
        XCTAssertEqual(pad.log.map(\.time), [0, 10_000_000, 10_000_000, 10_000_000, 20_000_000, 20_000_000])
        XCTAssertEqual(first.location, Point(x: 15, y: 10))
        XCTAssertThrowsError(try first.move(by: Vector(dx: 1, dy: 1))) { error in
            XCTAssertTrue("\(error)".contains("after the finger lifted"), "\(error)")
        }
    }
}
