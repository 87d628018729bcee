import Geometry
import Raster
import Scene
import XCTest
@testable import Replay

/// The report's `scroll` and `shadow` state entries and its `events` list: their exact text, the
/// round trip, and located errors.
final class ReportEventsAndMotionTests: XCTestCase {
    private func report() throws -> Report {
        let frames = [FrameRecord(index: 0, time: 0, stepNs: [40], renderNs: [200], dirtyPixels: 0,
                                  work: [], hash: 0x1f)]
        let state: [[FeedbackLayerState]] = [[
            .scroll(view: "feed", contentOffset: Point(x: 0, y: 120.5), velocity: Point(x: 0, y: -850), phase: .decelerating),
            .shadow(view: "paper", opacity: 0.5, radius: 3, color: Color(red: 51, green: 51, blue: 51),
                    offset: Size(width: 0, height: 1), rect: Rect(x: 9, y: 23.5, width: 102, height: 52.5)),
        ]]
        var report = try Report(trace: "t.trace.json", scene: "s.scene.json", frameRate: 120, frames: frames,
                                state: state, settledAt: 0)
        report.events = [
            ReportEvent(time: 0, view: "card", name: "rippleTouchDown", location: Point(x: 30, y: 40)),
            ReportEvent(time: 0.25, view: nil, name: "scrollEndedDragging",
                        values: [.init("velocityX", 0), .init("velocityY", -1250.5)]),
        ]
        return report
    }

    func testTextAndRoundTrip() throws {
        let report = try report()
        let text = report.jsonText()
        XCTAssertTrue(text.contains("""
            "state":[
            [{"view":"feed","kind":"scroll","contentOffset":[0,120.5],"velocity":[0,-850],"phase":"decelerating"},{"view":"paper","kind":"shadow","opacity":0.5,"radius":3,"offset":[0,1],"rect":[9,23.5,102,52.5],"color":"#333333ff"}]
            ],
            "events":[
            {"t":0,"view":"card","name":"rippleTouchDown","location":[30,40]},
            {"t":0.25,"view":null,"name":"scrollEndedDragging","velocityX":0,"velocityY":-1250.5}
            ],
            "summary":
            """), text)
        XCTAssertEqual(try Report(parsing: text, source: "r"), report)
    }

    func testAReportWithoutEventsReadsAsNil() throws {
        var report = try report()
        report.events = nil
        let text = report.jsonText()
        XCTAssertFalse(text.contains("\"events\""))
        XCTAssertNil(try Report(parsing: text, source: "r").events)
    }

    func testBadEntriesAreLocated() throws {
        let text = try report().jsonText()
        let cases: [(String, String, String)] = [
            ("\"phase\":\"decelerating\"", "\"phase\":\"coasting\"", "r: at $.state[0][0].phase: expected one of"),
            ("\"contentOffset\":[0,120.5]", "\"contentOffset\":[0]", "r: at $.state[0][0].contentOffset: expected an array of 2 elements"),
            ("\"rect\":[9,23.5,102,52.5]", "\"rect\":[9,23.5,-1,52.5]", "r: at $.state[0][1].rect: expected a width and height of zero or more"),
            ("\"radius\":3,", "\"radius\":-3,", "r: at $.state[0][1].radius: expected a non-negative radius"),
            ("\"velocityY\":-1250.5", "\"velocityY\":\"fast\"", "r: at $.events[1].velocityY: expected a number"),
            ("{\"t\":0.25,", "{\"t\":-1,", "r: at $.events[1].t: expected a time of at least 0.0 s"),
            ("\"name\":\"rippleTouchDown\"", "\"name\":\"\"", "r: at $.events[0].name: expected a non-empty event name"),
            ("\"location\":[30,40]", "\"location\":[30]", "r: at $.events[0].location: expected an array of 2 elements"),
            ("\"view\":null", "\"view\":3", "r: at $.events[1].view: expected a string"),
        ]
        for (original, broken, message) in cases {
            XCTAssertTrue(text.contains(original), original)
            XCTAssertThrowsError(try Report(parsing: text.replacingOccurrences(of: original, with: broken), source: "r"), broken) {
                XCTAssertTrue("\($0)".hasPrefix(message), "\($0) should start with \(message)")
            }
        }
    }
}
