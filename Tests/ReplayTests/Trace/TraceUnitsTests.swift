import Foundation
import Geometry
import JSON
import Scene
import XCTest
@testable import Replay

/// Trace position units (`"units"`): points by default, or device pixels with a pixels-per-point
/// figure; kept as written, converted to points for the scene, checked in points, located errors.
final class TraceUnitsTests: XCTestCase {
    private let pixel = TraceUnits.devicePixels(pixelsPerPoint: 2.625)

    private func document(units: String?, events: [String]) -> String {
        let header = units.map { #", "units": \#($0)"# } ?? ""
        return """
            {"format": "touchstone.trace", "version": 1, "scene": "s.scene.json"\(header),
             "events": [\(events.joined(separator: ",\n"))]}
            """
    }

    private func readError(_ text: String, sceneSize: Size? = nil, file: StaticString = #filePath,
                           line: UInt = #line) -> TraceError? {
        do {
            _ = try Trace(parsing: text, source: "t.trace.json", sceneSize: sceneSize)
            XCTFail("expected an error", file: file, line: line)
        } catch let error as TraceError {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        return nil
    }

    func testPointsAreTheDefaultAndMayBeSaid() throws {
        let events = [#"{"t": 0, "id": 0, "phase": "began", "x": 10, "y": 20}"#]
        let absent = try Trace(parsing: document(units: nil, events: events), source: "a")
        let said = try Trace(parsing: document(units: #""points""#, events: events), source: "b")
        XCTAssertEqual(absent.units, .points)
        XCTAssertEqual(said, absent)
        XCTAssertEqual(absent.convertedToPoints(), absent)
        // A trace in points is written without a "units" line.
        XCTAssertFalse(said.serialized().contains("units"))
    }

    func testDevicePixelsAreKeptAsWrittenAndConvertedToPoints() throws {
        // 2.625 px per point (a 420 dpi Pixel): 1050 px = 400 pt, 525 px = 200 pt, 10.5 px = 4 pt,
        // 21 px = 8 pt (worked by hand: 2.625 · 400 = 1050, 2.625 · 8 = 21).
        let trace = try Trace(parsing: document(units: #"{"devicePixels": {"pixelsPerPoint": 2.625}}"#, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 1050, "y": 525, "force": 0.5, "majorRadius": 10.5}"#,
            #"{"t": 0.01, "id": 0, "phase": "ended", "x": 21, "y": 1050}"#,
        ]), source: "t.trace.json")
        XCTAssertEqual(trace.units, pixel)
        XCTAssertEqual(trace.units.pixelsPerPoint, 2.625)
        XCTAssertEqual(trace.events.map(\.location), [Point(x: 1050, y: 525), Point(x: 21, y: 1050)])
        let points = trace.convertedToPoints()
        XCTAssertEqual(points.units, .points)
        XCTAssertEqual(points.events, [
            TraceEvent(time: 0, id: 0, phase: .began, location: Point(x: 400, y: 200), force: 0.5, majorRadius: 4),
            TraceEvent(time: 0.01, id: 0, phase: .ended, location: Point(x: 8, y: 400)),
        ])
        // A sailfish sample that does not divide evenly: one correctly rounded division.
        XCTAssertEqual(pixel.points(467), 467.0 / 2.625)
    }

    func testWritingRoundTripsTheFilesNumbers() throws {
        // 0.1 px is not a multiple of anything nice: the file's number comes back, not p / 2.625 · 2.625.
        let trace = Trace(scene: "feed.scene.json", units: pixel, events: [
            TraceEvent(time: 0, id: 0, phase: .began, location: Point(x: 467, y: 0.1)),
            TraceEvent(time: 0.04358, id: 0, phase: .ended, location: Point(x: 404.37, y: 680.67)),
        ])
        let text = trace.serialized()
        XCTAssertEqual(text, """
            {
              "format": "touchstone.trace",
              "version": 1,
              "scene": "feed.scene.json",
              "frameRate": 120,
              "units": {"devicePixels":{"pixelsPerPoint":2.625}},
              "events": [
                {"t":0,"id":0,"phase":"began","x":467,"y":0.1},
                {"t":0.04358,"id":0,"phase":"ended","x":404.37,"y":680.67}
              ]
            }

            """)
        XCTAssertEqual(try Trace(parsing: text, source: "again"), trace)
        let folder = try TemporaryFolder("units")
        defer { folder.remove() }
        let path = folder.path + "/px.trace.json"
        try trace.write(toFile: path, sceneSize: Size(width: 412, height: 732))
        XCTAssertEqual(try Trace(contentsOfFile: path), trace)
    }

    func testMalformedUnitsAreLocatedSchemaErrors() {
        let events = [#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1}"#]
        let cases: [(String, String)] = [
            (#""pixels""#,
             #"t.trace.json: at $.units: expected "points" or {"devicePixels": {"pixelsPerPoint": N}}, found "pixels""#),
            ("2.625",
             #"t.trace.json: at $.units: expected "points" or {"devicePixels": {"pixelsPerPoint": N}}, found a number"#),
            (#"{"devicePixels": {}}"#,
             #"t.trace.json: at $.units.devicePixels: missing required key "pixelsPerPoint""#),
            (#"{"devicePixels": 2.625}"#,
             #"t.trace.json: at $.units.devicePixels: expected an object, found a number"#),
            (#"{"devicePixels": {"pixelsPerPoint": "2.625"}}"#,
             #"t.trace.json: at $.units.devicePixels.pixelsPerPoint: expected a number, found a string"#),
            (#"{"devicePixels": {"pixelsPerPoint": 2.625, "dpi": 420}}"#,
             #"t.trace.json: at $.units.devicePixels: unknown key "dpi"; expected "pixelsPerPoint""#),
            (#"{}"#,
             #"t.trace.json: at $.units: expected one of the keys "devicePixels", found none"#),
        ]
        for (units, message) in cases {
            let error = readError(document(units: units, events: events))
            XCTAssertEqual(error?.reason, .schema, units)
            XCTAssertEqual(error.map { "\($0)" }, message, units)
        }
    }

    func testAFigureThatIsNotPositiveIsOutOfRange() {
        let events = [#"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1}"#]
        for figure in ["0", "-2.625", "-0"] {
            let error = readError(document(units: #"{"devicePixels": {"pixelsPerPoint": \#(figure)}}"#, events: events))
            XCTAssertEqual(error?.reason, .outOfRange, figure)
            XCTAssertEqual(error?.field, "units", figure)
            XCTAssertEqual(error?.location, .path(JSONPath.root.appending(key: "units").appending(key: "devicePixels")
                                                    .appending(key: "pixelsPerPoint")), figure)
            XCTAssertTrue(error.map { "\($0)" }?.hasSuffix("expected a positive, finite number of device pixels per point (a screen's dpi / 160 on Android), found \(figure)") ?? false,
                          "\(String(describing: error))")
        }
        // A figure too large for a Double is not JSON this reader accepts: a syntax error.
        XCTAssertEqual(readError(document(units: #"{"devicePixels": {"pixelsPerPoint": 1e400}}"#, events: events))?.reason,
                       .syntax)
        // Built in code: zero, negative, infinite and NaN figures fail validation, located the same way.
        for figure in [0, -1, Double.infinity, -Double.infinity, Double.nan] {
            let trace = Trace(scene: "s", units: .devicePixels(pixelsPerPoint: figure), events: [])
            XCTAssertThrowsError(try trace.validate(source: "built")) { error in
                let error = error as? TraceError
                XCTAssertEqual(error?.reason, .outOfRange, "\(figure)")
                XCTAssertTrue(error.map { "\($0)" }?.hasPrefix("built: at $.units.devicePixels.pixelsPerPoint: expected a positive, finite number") ?? false,
                              "\(String(describing: error))")
            }
        }
    }

    func testPositionsAreCheckedInPoints() throws {
        let scene = Size(width: 412, height: 732)
        let units = #"{"devicePixels": {"pixelsPerPoint": 2.625}}"#
        // 1920 px = 731.43 pt: on a 732-point scene, although 1920 is far beyond 2 · 732 as points.
        XCTAssertNoThrow(try Trace(parsing: document(units: units, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 1080, "y": 1920}"#,
        ]), source: "t", sceneSize: scene))
        // 2 · 412 = 824 pt is the last x accepted; 2200.5 px = 838.29 pt is beyond it.
        let error = readError(document(units: units, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 2200.5, "y": 10}"#,
        ]), sceneSize: scene)
        XCTAssertEqual(error?.reason, .outsideScene)
        XCTAssertEqual(error.map { "\($0)" },
                       #"t.trace.json: at $.events[0].x (event 0, field "x"): x = 2200.5 device pixels (838.2857142857143 points) is far outside the scene (width 412; accepted -412 to 824); is its pixelsPerPoint right, or is the trace meant for another scene?"#)
        XCTAssertEqual(2200.5 / 2.625, 838.2857142857143)
        // The absolute limit is in points too: 2.6e6 px = 990 476 pt is within ±10⁶, 2.7e6 px is not.
        XCTAssertNoThrow(try Trace(parsing: document(units: units, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 2.6e6, "y": 1}"#,
        ]), source: "t"))
        XCTAssertEqual(readError(document(units: units, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 2.7e6, "y": 1}"#,
        ]))?.reason, .outsideScene)
        // A figure so small that a position overflows to infinity in points is refused, not replayed.
        XCTAssertEqual(readError(document(units: #"{"devicePixels": {"pixelsPerPoint": 1e-310}}"#, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 1e300, "y": 1}"#,
        ]))?.reason, .outsideScene)
        // Radii are converted too: 2.7e6 px is beyond the limit in points.
        XCTAssertEqual(readError(document(units: units, events: [
            #"{"t": 0, "id": 0, "phase": "began", "x": 1, "y": 1, "majorRadius": 2.7e6}"#,
        ]))?.field, "majorRadius")
    }

    /// The replayer delivers a trace in device pixels in points: a touch at (105, 52.5) px at
    /// 2.625 px per point lands at (40, 20), inside a view at (35…45, 15…25) that the same numbers
    /// read as points would miss.
    func testTheReplayerDeliversPoints() throws {
        let folder = try TemporaryFolder("units-replay")
        defer { folder.remove() }
        let scene = try folder.write("s.scene.json", """
            {"format": "touchstone.scene", "version": 1, "size": [100, 60], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "target", "kind": "recorder", "frame": [35, 15, 10, 10], "color": "#FF0000"}]}
            """)
        let trace = Trace(scene: "s.scene.json", units: pixel, events: [
            TraceEvent(time: 0, id: 1, phase: .began, location: Point(x: 105, y: 52.5)),
            TraceEvent(time: 0.05, id: 1, phase: .ended, location: Point(x: 105, y: 52.5)),
        ])
        let log = TouchLog()
        let run = try Replayer(trace: trace, tracePath: folder.path + "/t.trace.json", scenePath: scene,
                               factory: TestViewFactory(log: log)).run()
        XCTAssertEqual(log.entries.map(\.phase), [.began, .ended])
        XCTAssertEqual(run.touches.map(\.event.location), [Point(x: 40, y: 20), Point(x: 40, y: 20)])
        // The same numbers in points miss the view.
        let missLog = TouchLog()
        var inPoints = trace
        inPoints.units = .points
        _ = try Replayer(trace: inPoints, tracePath: folder.path + "/t.trace.json", scenePath: scene,
                         factory: TestViewFactory(log: missLog)).run()
        XCTAssertEqual(missLog.entries, [])
    }
}
