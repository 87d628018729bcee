import Foundation
import Geometry
import JSON
import Raster
import Scene
import TouchstoneCommandLine
import XCTest

/// `TouchstoneCommandLine` with a caller's factory, in process: a kind the built-in tool refuses
/// renders, replays into the usual outputs with its feedback under `--state`, and takes gestures.
final class CustomKindCommandLineTests: XCTestCase {
    /// Kind `lamp`: a view that reports a glow of radius 6 at its centre while a finger is down.
    private final class LampView: View, FeedbackReporting {
        var isLit = false
        override func touchesBegan(_ touches: [Touch]) { isLit = true }
        override func touchesEnded(_ touches: [Touch]) { isLit = false }
        func liveFeedback(at time: Int64) -> [LiveFeedback] {
            isLit ? [LiveFeedback(kind: "glow", center: bounds.center, radius: 6, opacity: 1, color: .white)] : []
        }
    }

    private struct LampFactory: ViewFactory {
        var kinds: [String] { ["lamp"] }
        func makeView(kind: String, frame: Rect, options: inout JSONObjectReader, context: SceneBuildContext) throws -> View? {
            kind == "lamp" ? LampView(frame: frame, clock: context.clock) : nil
        }
    }

    private var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("custom-kind-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            {"format": "touchstone.scene", "version": 1, "size": [120, 80], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "lamp", "kind": "lamp", "frame": [20, 20, 40, 30], "color": "#303030"}]}
            """.write(toFile: folder + "/lamp.scene.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testTheBuiltInToolRefusesTheKindAndTheCustomOneRendersIt() throws {
        let png = folder + "/lamp.png"
        XCTAssertEqual(TouchstoneCommandLine().run(["render", folder + "/lamp.scene.json", "-o", png]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
        XCTAssertEqual(TouchstoneCommandLine(factories: [LampFactory()]).run(["render", folder + "/lamp.scene.json", "-o", png]), 0)
        let canvas = try Canvas(contentsOfPNGFile: png)
        XCTAssertEqual(canvas[30, 30], Color(red: 0x30, green: 0x30, blue: 0x30).premultiplied)
        XCTAssertEqual(canvas[5, 5], Color.white.premultiplied)
    }

    func testAGestureAndAReplayOfTheCustomKind() throws {
        let tool = TouchstoneCommandLine(factories: [LampFactory()])
        let trace = folder + "/press.trace.json"
        XCTAssertEqual(tool.run(["gesture", "tap", "--at", "40,35", "--scene", folder + "/lamp.scene.json", "-o", trace]), 0)
        XCTAssertEqual(tool.run(["replay", trace, "--out", folder + "/out", "--state", "--jobs", "1"]), 0)
        let report = try JSONReader(parsing: Array(try String(contentsOfFile: folder + "/out/press/report.json").utf8),
                                    source: "report.json")
        guard case .object(let object) = report.value, case .array(let states)? = object["state"],
              case .array(let first)? = states.first, case .object(let glow)? = first.first else {
            return XCTFail("no state in the report")
        }
        XCTAssertEqual(glow["kind"], .string("glow"))
        XCTAssertEqual(glow["view"], .string("lamp"))
        XCTAssertEqual(glow["center"], [.number(40), .number(35)])
        for file in ["press/index.html", "press/contact-sheet.png", "index.html", "summary.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/out/" + file), file)
        }
    }
}
