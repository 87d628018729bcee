import Foundation
import Geometry
import JSON
import Scene
import XCTest
@testable import Replay

/// Synthetic gestures: times and positions worked out by hand from the documented sampling
/// (k · 10⁹ / rate ns, integer division; position = start + fraction · (end − start)).
final class GestureSynthesizerTests: XCTestCase {
    private func event(_ ms: Int64, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TraceEvent {
        TraceEvent(nanoseconds: ms * 1_000_000, id: id, phase: phase, location: Point(x: x, y: y))
    }

    func testTapAndLongPressDefaults() throws {
        let synthesizer = GestureSynthesizer(scene: "s.scene.json")
        let tap = synthesizer.tap(at: Point(x: 10, y: 20))
        XCTAssertEqual(tap.events, [event(0, 0, .began, 10, 20), event(50, 0, .ended, 10, 20)])
        XCTAssertEqual(tap.scene, "s.scene.json")
        XCTAssertEqual(tap.description, "synthetic tap at (10, 20) held 0.05 s")
        XCTAssertEqual(tap.source?["gesture"], "tap")
        XCTAssertNoThrow(try tap.validate())
        let press = synthesizer.longPress(at: Point(x: 1, y: 2), duration: 750_000_000)
        XCTAssertEqual(press.events, [event(0, 0, .began, 1, 2), event(750, 0, .ended, 1, 2)])
        XCTAssertEqual(synthesizer.longPress(at: .zero).events.last?.nanoseconds, 1_000_000_000)
    }

    func testDragWithHolds() throws {
        // 100 Hz: samples every 10 ms. Moving (0, 0) → (100, 50) over 50 ms after a 20 ms hold:
        // at 30, 40, 50, 60 ms the fractions 0.2, 0.4, 0.6, 0.8; the end at 70 ms; up 5 ms later.
        let trace = GestureSynthesizer(scene: "s", sampleRate: 100)
            .drag(from: .zero, to: Point(x: 100, y: 50), duration: 50_000_000, holdBefore: 20_000_000, holdAfter: 5_000_000)
        XCTAssertEqual(trace.events, [
            event(0, 0, .began, 0, 0),
            event(30, 0, .moved, 20, 10), event(40, 0, .moved, 40, 20), event(50, 0, .moved, 60, 30),
            event(60, 0, .moved, 80, 40), event(70, 0, .moved, 100, 50),
            event(75, 0, .ended, 100, 50),
        ])
        XCTAssertNoThrow(try trace.validate())
    }

    func testSampleTimesAt120Hz() {
        // 100 ms at 120 Hz: ⌊k · 10⁹ / 120⌋ for k = 1…11 (11 · 8,333,333.3 = 91,666,666), then 100 ms.
        let trace = GestureSynthesizer(scene: "s").drag(from: .zero, to: Point(x: 120, y: 0), duration: 100_000_000)
        let moves = trace.events.filter { $0.phase == .moved }
        XCTAssertEqual(moves.map { $0.nanoseconds! }, [8_333_333, 16_666_666, 25_000_000, 33_333_333, 41_666_666, 50_000_000,
                                                      58_333_333, 66_666_666, 75_000_000, 83_333_333, 91_666_666, 100_000_000])
        XCTAssertEqual(moves[5].location, Point(x: 60, y: 0))
        XCTAssertEqual(moves.last?.location, Point(x: 120, y: 0))
        // A zero-duration drag jumps: one sample, at the start.
        let jump = GestureSynthesizer(scene: "s").drag(from: .zero, to: Point(x: 5, y: 5), duration: 0)
        XCTAssertEqual(jump.events, [event(0, 0, .began, 0, 0), event(0, 0, .moved, 5, 5), event(0, 0, .ended, 5, 5)])
    }

    func testFlingKeepsItsVelocityToTheLift() throws {
        // 2000 points/s down for 40 ms at 100 Hz: 20 points per 10 ms sample, lifting at
        // (100, 180) at 40 ms, the same instant as the last sample.
        let trace = GestureSynthesizer(scene: "s", sampleRate: 100)
            .fling(from: Point(x: 100, y: 100), velocity: Point(x: 0, y: 2000), duration: 40_000_000)
        XCTAssertEqual(trace.events, [
            event(0, 0, .began, 100, 100),
            event(10, 0, .moved, 100, 120), event(20, 0, .moved, 100, 140), event(30, 0, .moved, 100, 160),
            event(40, 0, .moved, 100, 180), event(40, 0, .ended, 100, 180),
        ])
        // Velocity between the last two samples: 20 points in 10 ms.
        let last = trace.events[4], before = trace.events[3]
        XCTAssertEqual((last.location.y - before.location.y) / (last.time - before.time), 2000, accuracy: 1e-9)
    }

    func testPinch() throws {
        // Centre (100, 100), 40 → 100 points apart over 20 ms at 100 Hz: 70 apart at 10 ms.
        let trace = GestureSynthesizer(scene: "s", sampleRate: 100)
            .pinch(center: Point(x: 100, y: 100), startDistance: 40, endDistance: 100, duration: 20_000_000)
        XCTAssertEqual(trace.events, [
            event(0, 0, .began, 80, 100), event(0, 1, .began, 120, 100),
            event(10, 0, .moved, 65, 100), event(10, 1, .moved, 135, 100),
            event(20, 0, .moved, 50, 100), event(20, 1, .moved, 150, 100),
            event(20, 0, .ended, 50, 100), event(20, 1, .ended, 150, 100),
        ])
        XCTAssertNoThrow(try trace.validate())
        // Vertical pinch-in: cos(π/2) is 6.1e-17, whose offsets vanish next to 100.
        let vertical = GestureSynthesizer(scene: "s", sampleRate: 100)
            .pinch(center: Point(x: 100, y: 100), startDistance: 40, endDistance: 0, angle: .pi / 2, duration: 10_000_000)
        XCTAssertEqual(vertical.events.map(\.location), [
            Point(x: 100, y: 80), Point(x: 100, y: 120), Point(x: 100, y: 100), Point(x: 100, y: 100),
            Point(x: 100, y: 100), Point(x: 100, y: 100),
        ])
    }

    func testSameArgumentsSameTraceText() {
        let a = GestureSynthesizer(scene: "s").fling(from: Point(x: 3, y: 4), velocity: Point(x: -1500, y: 250))
        let b = GestureSynthesizer(scene: "s").fling(from: Point(x: 3, y: 4), velocity: Point(x: -1500, y: 250))
        XCTAssertEqual(a.serialized(), b.serialized())
    }
}
