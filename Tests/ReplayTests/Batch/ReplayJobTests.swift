import Foundation
import Geometry
import JSON
import Material
import Raster
import Replay
import Scene
import XCTest

/// `ReplayJob`, the route of `touchstone replay`, driven from code with a kind of one's own: the
/// same outputs, the custom view's feedback in the report's state, and typed errors.
final class ReplayJobTests: XCTestCase {
    /// Kind `beacon`: a view that shows a circle of its own while a finger is down, reported as
    /// feedback of kind `beacon` (radius 10 about the touch, in the view's coordinates).
    private final class BeaconView: View, FeedbackReporting {
        var touch: Point?
        override func touchesBegan(_ touches: [Touch]) { touch = touches.first?.location(in: self) }
        override func touchesEnded(_ touches: [Touch]) { touch = nil }
        func liveFeedback(at time: Int64) -> [LiveFeedback] {
            touch.map { [LiveFeedback(kind: "beacon", center: $0, radius: 10, opacity: 1, color: .black)] } ?? []
        }
    }

    private struct BeaconFactory: ViewFactory {
        var kinds: [String] { ["beacon"] }
        func makeView(kind: String, frame: Rect, options: inout JSONObjectReader, context: SceneBuildContext) throws -> View? {
            kind == "beacon" ? BeaconView(frame: frame, clock: context.clock) : nil
        }
    }

    private var folder: TemporaryFolder!
    override func setUpWithError() throws { folder = try TemporaryFolder("replay-job") }
    override func tearDown() { folder.remove() }

    /// A trace of a finger down at 0 and up at 50 ms at (50, 30), beside a scene of `kind`.
    private func writeTrace(_ name: String, kind: String) throws -> String {
        try folder.write("\(name).scene.json", testScene(kind: kind))
        let trace = Trace(scene: "\(name).scene.json", frameRate: 60,
                          events: tapEvents([(0, .began), (0.05, .ended)]))
        let path = folder.path + "/\(name).trace.json"
        try trace.write(toFile: path, sceneSize: Size(width: 100, height: 60))
        return path
    }

    func testACustomKindIsReplayedIntoTheSameOutputsWithItsFeedback() throws {
        let path = try writeTrace("beacon", kind: "beacon")
        var job = ReplayJob(traces: [path], factory: CombinedViewFactory([BeaconFactory(), MaterialViewFactory()]))
        job.options.out = folder.path + "/out"
        job.options.recordsState = true
        job.options.jobs = 1
        var started: [String] = []
        let result = try job.run(started: { position, count, name in started.append("\(position + 1)/\(count) \(name)") })
        XCTAssertEqual(started, ["1/1 beacon"])
        XCTAssertEqual(result.traces.map(\.name), ["beacon"])
        XCTAssertTrue(result.goldensPassed)
        for file in ["beacon/report.json", "beacon/index.html", "beacon/contact-sheet.png", "beacon/frame-times.svg",
                     "beacon/frames/00000.png", "summary.json", "index.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: job.options.out + "/" + file), file)
        }
        let report = try Report(contentsOfFile: job.options.out + "/beacon/report.json")
        // Frame 0 at 0 s: the finger is down on the view at (10, 10), so the beacon is at (50, 30)
        // in the scene; from frame 3 (50 ms) on, lifted.
        XCTAssertEqual(report.state?[0], [FeedbackLayerState(view: "target", kind: "beacon", center: Point(x: 50, y: 30),
                                                             radius: 10, opacity: 1, color: .black)])
        XCTAssertEqual(report.state?[3], [])
    }

    func testErrorsSayWhatWentWrongByKind() throws {
        let a = try writeTrace("same", kind: "view")
        try FileManager.default.createDirectory(atPath: folder.path + "/other", withIntermediateDirectories: true)
        let b = folder.path + "/other/same.trace.json"
        try FileManager.default.copyItem(atPath: a, toPath: b)
        try FileManager.default.copyItem(atPath: folder.path + "/same.scene.json", toPath: folder.path + "/other/same.scene.json")
        var job = ReplayJob(traces: [a, b], factory: MaterialViewFactory())
        job.options.out = folder.path + "/out"
        XCTAssertThrowsError(try job.run()) { error in
            XCTAssertEqual((error as? ReplayError)?.kind, .duplicateTraceName, "\(error)")
        }
        // A kind the factory does not make: the scene does not load.
        let beacon = try writeTrace("beacon", kind: "beacon")
        job.traces = [beacon]
        XCTAssertThrowsError(try job.run()) { error in
            XCTAssertEqual((error as? ReplayError)?.kind, .sceneNotLoaded, "\(error)")
            XCTAssertTrue("\(error)".contains("unknown kind \"beacon\""), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: job.options.out), "nothing written before the inputs are checked")
    }
}
