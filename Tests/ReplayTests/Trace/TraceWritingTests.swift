import Foundation
import Geometry
import JSON
import Scene
import XCTest
@testable import Replay

/// Writing traces: deterministic text, round trips, validation before writing.
final class TraceWritingTests: XCTestCase {
    func testSerializedLayoutIsExact() {
        let trace = Trace(scene: "gallery.scene.json", description: "two taps", source: ["by": "hand"], events: [
            TraceEvent(time: 0, id: 0, phase: .began, location: Point(x: 120, y: 48.5), force: 0.5),
            TraceEvent(nanoseconds: 50_000_000, id: 0, phase: .ended, location: Point(x: 120, y: 48.5), majorRadius: 3),
        ])
        XCTAssertEqual(trace.serialized(), """
            {
              "format": "touchstone.trace",
              "version": 1,
              "scene": "gallery.scene.json",
              "frameRate": 120,
              "description": "two taps",
              "source": {"by":"hand"},
              "events": [
                {"t":0,"id":0,"phase":"began","x":120,"y":48.5,"force":0.5},
                {"t":0.05,"id":0,"phase":"ended","x":120,"y":48.5,"majorRadius":3}
              ]
            }

            """)
        let empty = Trace(scene: "s", frameRate: 60, events: [])
        XCTAssertEqual(empty.serialized(), """
            {
              "format": "touchstone.trace",
              "version": 1,
              "scene": "s",
              "frameRate": 60,
              "events": []
            }

            """)
    }

    func testRoundTripKeepsEveryBit() throws {
        // Awkward doubles: a third, a subnormal-free tiny value, a negative zero-ish coordinate.
        let trace = Trace(scene: "a/b c.scene.json", events: [
            TraceEvent(time: 1.0 / 3, id: 7, phase: .began, location: Point(x: -0.1, y: 538.2857055664062), force: 1.0 / 7),
            TraceEvent(time: 1.0 / 3, id: 7, phase: .moved, location: Point(x: 1e-7, y: 2.5e5), majorRadius: 0.1 + 0.2),
            TraceEvent(time: 2, id: 7, phase: .cancelled, location: Point(x: 0, y: 0)),
        ])
        let text = trace.serialized()
        let back = try Trace(parsing: text, source: "round trip")
        XCTAssertEqual(back, trace)
        XCTAssertEqual(back.serialized(), text)
    }

    func testWriteValidatesFirstAndNamesTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-write-\(getpid()).trace.json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bad = Trace(scene: "s", events: [TraceEvent(time: 0, id: 0, phase: .ended, location: .zero)])
        XCTAssertThrowsError(try bad.write(toFile: path)) { error in
            XCTAssertEqual("\(error)", path + #": at $.events[0].phase (event 0, field "phase"): touch 0 ended before it began; its first event must be "began""#)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        let good = Trace(scene: "s", events: [TraceEvent(time: 0, id: 0, phase: .began, location: Point(x: 5, y: 5))])
        try good.write(toFile: path, sceneSize: Size(width: 10, height: 10))
        XCTAssertEqual(try Trace(contentsOfFile: path), good)
        XCTAssertThrowsError(try good.write(toFile: "/nonexistent-dir/x.trace.json")) { error in
            XCTAssertEqual((error as? TraceError)?.reason, .unreadable)
        }
    }

    func testValidateChecksHeaderAndEventCount() {
        XCTAssertThrowsError(try Trace(scene: "", events: []).validate()) { error in
            XCTAssertEqual("\(error)", #"trace: at $.scene: expected the path of a scene file, found an empty string"#)
        }
        let events = Array(repeating: TraceEvent(time: 0, id: 0, phase: .began, location: .zero), count: 3)
        XCTAssertThrowsError(try Trace(scene: "s", events: events).validate(limits: TraceLimits(maximumEvents: 2))) { error in
            XCTAssertEqual((error as? TraceError)?.reason, .tooManyEvents)
        }
    }
}
