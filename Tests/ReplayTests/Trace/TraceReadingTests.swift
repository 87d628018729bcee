import Foundation
import Geometry
import JSON
import Scene
import XCTest
@testable import Replay

/// Reading and validating trace files: every rule, with errors that name the file, the event and
/// the field.
final class TraceReadingTests: XCTestCase {
    /// A trace document with `events` (JSON text of the array's elements) and optional extra header.
    private func document(_ events: [String], header: String = "") -> String {
        """
        {"format": "touchstone.trace", "version": 1, "scene": "s.scene.json"\(header),
         "events": [\(events.joined(separator: ",\n"))]}
        """
    }

    private func readError(_ text: String, sceneSize: Size? = nil, limits: TraceLimits = .default,
                           file: StaticString = #filePath, line: UInt = #line) -> TraceError? {
        do {
            _ = try Trace(parsing: text, source: "t.trace.json", sceneSize: sceneSize, limits: limits)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let error as TraceError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    func testReadsEveryField() throws {
        let trace = try Trace(parsing: document([
            #"{"t": 0, "id": 3, "phase": "began", "x": 10, "y": 20.5, "force": 0.25, "majorRadius": 4}"#,
            #"{"t": 0.008, "id": 3, "phase": "stationary", "x": 10, "y": 20.5}"#,
            #"{"t": 0.008, "id": 3, "phase": "ended", "x": 11, "y": 21}"#,
        ], header: #", "frameRate": 60, "description": "d", "source": {"by": ["hand"]}"#), source: "t.trace.json")
        XCTAssertEqual(trace.scene, "s.scene.json")
        XCTAssertEqual(trace.frameRate, 60)
        XCTAssertEqual(trace.description, "d")
        XCTAssertEqual(trace.source, ["by": ["hand"]])
        XCTAssertEqual(trace.events, [
            TraceEvent(time: 0, id: 3, phase: .began, location: Point(x: 10, y: 20.5), force: 0.25, majorRadius: 4),
            TraceEvent(time: 0.008, id: 3, phase: .stationary, location: Point(x: 10, y: 20.5)),
            TraceEvent(time: 0.008, id: 3, phase: .ended, location: Point(x: 11, y: 21)),
        ])
        XCTAssertEqual(trace.events[1].nanoseconds, 8_000_000)
        // frameRate defaults to 120.
        XCTAssertEqual(try Trace(parsing: document([]), source: "x").frameRate, 120)
    }

    func testIdsMayBeReusedAndOverlapAndTouchesMayStayDown() throws {
        let trace = try Trace(parsing: document([
            #"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1}"#,
            #"{"t": 0.1, "id": 1, "phase": "began", "x": 2, "y": 2}"#,
            #"{"t": 0.2, "id": 0, "phase": "cancelled", "x": 1, "y": 1}"#,
            #"{"t": 0.3, "id": 0, "phase": "began", "x": 1, "y": 1}"#,
        ]), source: "x")
        XCTAssertEqual(trace.events.count, 4)
    }

    func testTimeGoingBackwardsNamesBothEvents() {
        let error = readError(document([
            #"{"t": 0.3, "id": 0, "phase": "began", "x": 1, "y": 1}"#,
            #"{"t": 0.25, "id": 0, "phase": "ended", "x": 1, "y": 1}"#,
        ]))
        XCTAssertEqual(error?.reason, .timeWentBackwards)
        XCTAssertEqual(error?.eventIndex, 1)
        XCTAssertEqual(error?.field, "t")
        XCTAssertEqual(error?.description,
                       #"t.trace.json: at $.events[1].t (event 1, field "t"): time 0.25 s is earlier than event 0's 0.3 s; times must not decrease"#)
    }

    func testUnknownPhase() {
        let error = readError(document([#"{"t": 0, "id": 0, "phase": "press", "x": 1, "y": 1}"#]))
        XCTAssertEqual(error?.reason, .unknownPhase)
        XCTAssertEqual(error?.description,
                       #"t.trace.json: at $.events[0].phase (event 0, field "phase"): unknown phase "press"; expected one of "began", "moved", "stationary", "ended", "cancelled""#)
    }

    func testTouchLifeRules() {
        let moved = readError(document([#"{"t": 0, "id": 4, "phase": "moved", "x": 1, "y": 1}"#]))
        XCTAssertEqual(moved?.reason, .touchNotBegun)
        XCTAssertEqual(moved?.description,
                       #"t.trace.json: at $.events[0].phase (event 0, field "phase"): touch 4 moved before it began; its first event must be "began""#)
        let endedTwice = readError(document([
            #"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1}"#,
            #"{"t": 0, "id": 0, "phase": "ended", "x": 1, "y": 1}"#,
            #"{"t": 0, "id": 0, "phase": "ended", "x": 1, "y": 1}"#,
        ]))
        XCTAssertEqual(endedTwice?.reason, .touchNotBegun)
        XCTAssertEqual(endedTwice?.eventIndex, 2)
        let twice = readError(document([
            #"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1}"#,
            #"{"t": 0.1, "id": 1, "phase": "began", "x": 1, "y": 1}"#,
            #"{"t": 0.2, "id": 0, "phase": "began", "x": 1, "y": 1}"#,
        ]))
        XCTAssertEqual(twice?.reason, .touchAlreadyBegun)
        XCTAssertEqual(twice?.description,
                       #"t.trace.json: at $.events[2].phase (event 2, field "phase"): touch 0 began again while still down since event 0; end or cancel it first"#)
    }

    func testNumbersOutOfRange() {
        // Huge but finite numbers (JSON has no NaN or infinity).
        let huge = readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 1e300, "y": 1}"#]))
        XCTAssertEqual(huge?.reason, .outsideScene)
        XCTAssertEqual(huge?.field, "x")
        XCTAssertEqual(huge?.description,
                       #"t.trace.json: at $.events[0].x (event 0, field "x"): expected a coordinate within ±1000000 points, found 1e+300"#)
        let late = readError(document([#"{"t": 1e12, "id": 0, "phase": "began", "x": 1, "y": 1}"#]))
        XCTAssertEqual(late?.reason, .outOfRange)
        XCTAssertEqual(late?.description,
                       #"t.trace.json: at $.events[0].t (event 0, field "t"): expected a time from 0 to 3600 s, found 1000000000000"#)
        XCTAssertEqual(readError(document([#"{"t": -0.1, "id": 0, "phase": "began", "x": 1, "y": 1}"#]))?.reason, .outOfRange)
        XCTAssertEqual(readError(document([#"{"t": 0, "id": -1, "phase": "began", "x": 1, "y": 1}"#]))?.field, "id")
        let force = readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1, "force": 1.5}"#]))
        XCTAssertEqual(force?.reason, .forceOutOfRange)
        XCTAssertEqual(force?.description,
                       #"t.trace.json: at $.events[0].force (event 0, field "force"): expected a force from 0 to 1, found 1.5"#)
        XCTAssertEqual(readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1, "force": -0.01}"#]))?.reason, .forceOutOfRange)
        XCTAssertEqual(readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1, "majorRadius": -1}"#]))?.field, "majorRadius")
        // A number too large for a Double is a syntax error with a line and column.
        let overflow = readError(document([#"{"t": 1e999, "id": 0, "phase": "began", "x": 1, "y": 1}"#]))
        XCTAssertEqual(overflow?.reason, .syntax)
        XCTAssertTrue(overflow?.description.hasPrefix("t.trace.json: line 2, column ") ?? false, overflow?.description ?? "")
        // Frame rate.
        let rate = readError(document([], header: #", "frameRate": 0"#))
        XCTAssertEqual(rate?.reason, .outOfRange)
        XCTAssertEqual(rate?.description, #"t.trace.json: at $.frameRate: expected a whole number of frames per second from 1 to 1000, found 0"#)
    }

    func testCoordinatesFarOutsideTheScene() throws {
        // Scene 100×200: x is accepted in [−100, 200], y in [−200, 400].
        let size = Size(width: 100, height: 200)
        let edge = document([#"{"t": 0, "id": 0, "phase": "began", "x": -100, "y": 400}"#])
        XCTAssertNoThrow(try Trace(parsing: edge, source: "x", sceneSize: size))
        let error = readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 50, "y": 400.5}"#]), sceneSize: size)
        XCTAssertEqual(error?.reason, .outsideScene)
        XCTAssertEqual(error?.description,
                       #"t.trace.json: at $.events[0].y (event 0, field "y"): y = 400.5 points is far outside the scene (height 200; accepted -200 to 400); is the trace in pixels, or meant for another scene?"#)
        // Without a scene size only the absolute limit applies.
        XCTAssertNoThrow(try Trace(parsing: document([#"{"t": 0, "id": 0, "phase": "began", "x": 50, "y": 400.5}"#]), source: "x"))
    }

    func testSchemaErrorsNameThePath() {
        let unknown = readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1, "pressure": 1}"#]))
        XCTAssertEqual(unknown?.reason, .schema)
        XCTAssertEqual(unknown?.eventIndex, 0)
        XCTAssertEqual(unknown?.description,
                       #"t.trace.json: at $.events[0] (event 0): unknown key "pressure"; expected one of "t", "id", "phase", "x", "y", "force", "majorRadius""#)
        let missing = readError(document([#"{"t": 0, "id": 0, "phase": "began", "x": 1}"#]))
        XCTAssertEqual(missing?.description, #"t.trace.json: at $.events[0] (event 0): missing required key "y""#)
        let type = readError(document([#"{"t": "0", "id": 0, "phase": "began", "x": 1, "y": 1}"#]))
        XCTAssertEqual(type?.description, #"t.trace.json: at $.events[0].t (event 0, field "t"): expected a number, found a string"#)
        XCTAssertEqual(readError(document([], header: #", "extra": 1"#))?.description,
                       #"t.trace.json: at $: unknown key "extra"; expected one of "format", "version", "scene", "frameRate", "units", "description", "source", "events""#)
        XCTAssertEqual(readError(#"{"format": "touchstone.scene", "version": 1}"#)?.description,
                       #"t.trace.json: at $.format: expected "touchstone.trace", found "touchstone.scene"; is this a trace file?"#)
        XCTAssertEqual(readError(#"{"format": "touchstone.trace", "version": 2, "scene": "s", "events": []}"#)?.description,
                       #"t.trace.json: at $.version: unsupported version 2; this build reads version 1"#)
        XCTAssertEqual(readError(document([], header: #", "source": "me""#))?.description,
                       #"t.trace.json: at $.source: expected an object (free-form provenance), found a string"#)
    }

    func testLimitsAreCheckedBeforeParsing() {
        var limits = TraceLimits()
        limits.maximumFileBytes = 100
        let text = document([#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1}"#])
        let big = readError(text, limits: limits)
        XCTAssertEqual(big?.reason, .fileTooLarge)
        XCTAssertEqual(big?.description, "t.trace.json: \(text.utf8.count) bytes, more than the limit of 100 bytes")

        // Too many objects for the event limit: counted without parsing, so even a document whose
        // syntax breaks at its end is rejected for its size first.
        limits = TraceLimits(maximumEvents: 2)
        let many = String(repeating: "{}, ", count: 2 + Trace.headerObjectAllowance) + "{"
        XCTAssertEqual(readError("[" + many, limits: limits)?.reason, .tooManyEvents)
        // Braces inside strings do not count.
        XCTAssertEqual(Trace.countObjects(in: Array(#"{"a": "{{\"{", "b": {}}"#.utf8)), 2)
        // The exact count after parsing.
        let three = document(Array(repeating: #"{"t": 0, "id": 0, "phase": "stationary", "x": 1, "y": 1}"#, count: 3))
        let exact = readError(three, limits: limits)
        XCTAssertEqual(exact?.reason, .tooManyEvents)
        XCTAssertEqual(exact?.description, "t.trace.json: at $.events: 3 events, more than the limit of 2")
    }

    func testFilesAreCheckedAndNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-read-\(getpid()).trace.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(document([#"{"t": 0, "id": 0, "phase": "moved", "x": 1, "y": 1}"#]).utf8).write(to: url)
        XCTAssertThrowsError(try Trace(contentsOfFile: url.path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(url.path + ": at $.events[0].phase (event 0"), "\(error)")
        }
        XCTAssertThrowsError(try Trace(contentsOfFile: url.path, limits: TraceLimits(maximumFileBytes: 10))) { error in
            XCTAssertEqual((error as? TraceError)?.reason, .fileTooLarge)
        }
        XCTAssertThrowsError(try Trace(contentsOfFile: url.path + ".missing")) { error in
            XCTAssertEqual((error as? TraceError)?.reason, .unreadable)
            XCTAssertTrue("\(error)".contains("cannot open"), "\(error)")
        }
    }

    /// The real recorded traces bundled in Traces/ (Traces/RECORDED.md) are in this format already:
    /// all must read and validate against the feed scene's 412 × 732 points, with the event
    /// counts and durations Traces/RECORDED.md lists; the sailfish recordings are in device pixels
    /// at 420 dpi / 160 = 2.625 per point (docs/formats.md, Units) and, in points, every sample lands
    /// on the scene.
    func testRecordedTracesReadAndValidate() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { ($0.hasPrefix("aosp-") || $0.hasPrefix("flutter-")) && $0.hasSuffix(".trace.json") }.sorted()
        XCTAssertEqual(names.count, 21)
        // From Traces/RECORDED.md: events and duration of a few files.
        let expected: [String: (events: Int, touches: Int, seconds: Double)] = [
            "flutter-velocity-event-data.trace.json": (306, 13, 7.525),
            "flutter-interrupted-velocity-event-data.trace.json": (12, 1, 0.14),
            "aosp-sailfish-fling-down-fast-1.trace.json": (10, 1, 0.04358),
            "aosp-swordfish-fling-down.trace.json": (8, 1, 0.096949),
        ]
        for name in names {
            let trace = try Trace(contentsOfFile: folder.appendingPathComponent(name).path)
            XCTAssertEqual(trace.scene, "feed.scene.json", name)
            XCTAssertNoThrow(try trace.validate(sceneSize: Size(width: 412, height: 732), source: name), name)
            if name.hasPrefix("aosp-sailfish-") {
                XCTAssertEqual(trace.units, .devicePixels(pixelsPerPoint: 420.0 / 160), name)
                let points = trace.convertedToPoints()
                for (event, converted) in zip(trace.events, points.events) {
                    XCTAssertEqual(converted.location, Point(x: event.location.x / 2.625, y: event.location.y / 2.625), name)
                    XCTAssertTrue((0..<412).contains(converted.location.x) && (0..<732).contains(converted.location.y),
                                  "\(name): \(converted.location)")
                }
            } else {
                // Flutter's logical pixels are points; the swordfish density is unpublished, so its
                // pixels stay one to a point (Traces/RECORDED.md).
                XCTAssertEqual(trace.units, .points, name)
            }
            if let (events, touches, seconds) = expected[name] {
                XCTAssertEqual(trace.events.count, events, name)
                XCTAssertEqual(trace.events.filter { $0.phase == .began }.count, touches, name)
                XCTAssertEqual(trace.events.last?.time, seconds, name)
            }
            // Round trip: written and read back, equal.
            XCTAssertEqual(try Trace(parsing: trace.serialized(), source: name), trace, name)
        }
    }
}
