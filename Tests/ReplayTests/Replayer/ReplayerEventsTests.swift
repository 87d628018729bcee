import Geometry
import Material
import Raster
import Replay
import Scene
import XCTest

/// The scene's event log in a replay's report: a paper tap and a ripple, at their simulated times,
/// the same on every replay; and the paper's shadow in `--state`.
final class ReplayerEventsTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder("replayer-events") }
    override func tearDown() { folder.remove() }

    func testReportListsTheCallbacksAtTheirTimes() throws {
        let scene = try folder.write("scene.json", testScene(kind: "paper"))
        let trace = Trace(scene: "scene.json", frameRate: 100,
                          events: tapEvents([(0.01, .began), (0.05, .ended)]))
        let replayer = Replayer(trace: trace, tracePath: "t.trace.json", scenePath: scene, factory: MaterialViewFactory(),
                                state: { $0.feedbackStates(at: $1) })
        let (report, run) = try replayer.report(repeatCount: 2)
        // The paper (10, 10, 80, 40) is tapped at (50, 30): the lift at 0.05 s runs its handler.
        XCTAssertEqual(report.events, [ReportEvent(time: 0.05, view: "target", name: "paperTapped",
                                                   location: Point(x: 50, y: 30))])
        XCTAssertEqual(run.events, report.events)
        // The raised paper's shadow is in every frame's state, lifting after the touch-down.
        let shadows = try XCTUnwrap(report.state).map { $0.first { $0.kind == "shadow" } }
        XCTAssertTrue(shadows.allSatisfy { $0 != nil })
        XCTAssertEqual(shadows.first??.radius, 1.5)
        // Frame 3 (0.03 s) is 0.02 s into the 0.25 s lift: 1.5 + 3 · 0.08.
        XCTAssertEqual(shadows[3]?.radius ?? 0, 1.5 + 3 * 0.08, accuracy: 1e-9)
        // Written and read back with the events.
        let text = report.jsonText()
        XCTAssertTrue(text.contains(#""events":["# + "\n" + #"{"t":0.05,"view":"target","name":"paperTapped","location":[50,30]}"#), text)
        XCTAssertEqual(try Report(parsing: text, source: "r"), report)
    }

    func testAReplayWithoutCallbacksListsNoEvents() throws {
        let scene = try folder.write("scene.json", testScene(kind: "view"))
        let trace = Trace(scene: "scene.json", frameRate: 100, events: tapEvents([(0.01, .began), (0.05, .ended)]))
        let replayer = Replayer(trace: trace, tracePath: "t.trace.json", scenePath: scene, factory: MaterialViewFactory())
        XCTAssertEqual(try replayer.report().report.events, [])
    }
}
