import Foundation
import Geometry
import Material
import Raster
import Replay
import Scene
import TouchstoneTesting
import XCTest

/// Goldens through the tester: a missing one is recorded, an equal frame matches, a changed frame
/// throws with the three images written and the difference measured, the update variable records
/// afresh; and a replay on the tester's scene.
final class SceneTesterGoldenTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scene-tester-goldens-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        unsetenv(SceneTester.updateGoldensVariable)
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A 40 × 30 scene, white, with a 20 × 10 black square at (10, 10).
    private func makeTester(squareColor: Color = .black) throws -> SceneTester {
        try SceneTester(size: Size(width: 40, height: 30)) { clock in
            let square = View(frame: Rect(x: 10, y: 10, width: 20, height: 10), clock: clock)
            square.backgroundColor = squareColor
            return square
        }
    }

    func testAMissingGoldenIsRecordedThenMatched() throws {
        let tester = try makeTester()
        let path = folder + "/square.png"
        XCTAssertEqual(try tester.expectGolden("square", in: folder), .recorded(path: path))
        let recorded = try Canvas(contentsOfPNGFile: path)
        XCTAssertEqual(recorded.contentHash, tester.frame.contentHash)
        guard case .matched(let difference) = try tester.expectGolden("square", in: folder) else {
            return XCTFail("expected a match")
        }
        XCTAssertEqual(difference.differingPixels, 0)
    }

    func testAChangedFrameThrowsWithItsImagesAndTheDifference() throws {
        try makeTester().expectGolden("square", in: folder)
        let changed = try makeTester(squareColor: Color(red: 255, green: 0, blue: 0))
        XCTAssertThrowsError(try changed.expectGolden("square", in: folder)) { error in
            guard let mismatch = error as? GoldenMismatch else { return XCTFail("\(error)") }
            // The square's 200 pixels changed, from black to red: the red channel by 255.
            XCTAssertEqual(mismatch.difference.differingPixels, 200)
            XCTAssertEqual(mismatch.difference.totalPixels, 40 * 30)
            XCTAssertEqual(mismatch.difference.maximumChannelDelta, 255)
            XCTAssertEqual(mismatch.expected, folder + "/square.png")
            for path in [mismatch.expectedCopy, mismatch.actual, mismatch.diff] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
                XCTAssertTrue(mismatch.description.contains(path) || path == mismatch.expectedCopy, mismatch.description)
            }
            XCTAssertTrue(mismatch.description.contains("200 of 1200 pixels differ"), mismatch.description)
        }
        // Within a tolerance wide enough for every channel, it matches, and says by how much.
        let loose = try GoldenTolerance(maximumChannelDelta: 255, maximumDifferingFraction: 0)
        XCTAssertNoThrow(try changed.expectGolden("square", in: folder, tolerance: loose))
    }

    func testTheUpdateVariableRecordsAgain() throws {
        try makeTester().expectGolden("square", in: folder)
        setenv(SceneTester.updateGoldensVariable, "1", 1)
        let changed = try makeTester(squareColor: Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(try changed.expectGolden("square", in: folder), .recorded(path: folder + "/square.png"))
        unsetenv(SceneTester.updateGoldensVariable)
        XCTAssertNoThrow(try changed.expectGolden("square", in: folder))
    }

    func testAReplayRunsOnAFreshCopyOfTheScene() throws {
        let tester = try SceneTester(size: Size(width: 200, height: 140)) { clock in
            let host = RippleHostView(frame: Rect(x: 20, y: 30, width: 160, height: 80), clock: clock)
            host.sceneID = "card"
            return host
        }
        let trace = Trace(scene: "code", frameRate: 120, events: [
            TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: Point(x: 60, y: 50)),
            TraceEvent(nanoseconds: 0, id: 0, phase: .ended, location: Point(x: 60, y: 50)),
        ])
        let run = try tester.replay(trace)
        XCTAssertEqual(tester.now, .zero, "the tester's own clock stays where it was")
        // The same tap through the tester: its settled frame is the replay's last.
        try tester.tap(at: Point(x: 60, y: 50))
        try tester.pumpAndSettle()
        XCTAssertEqual(run.frames.last?.hash, tester.frame.contentHash)
        // Frame 12 is at 0.1 s, with the ripple's state recorded.
        let radius = try XCTUnwrap(run.frames[12].state?.first?.radius)
        XCTAssertEqual(radius, MDCRippleCurve(size: Size(width: 160, height: 80), touch: Point(x: 40, y: 20)).radius(at: 0.1),
                       accuracy: 1e-9)
        let outside = Trace(scene: "code", frameRate: 120, events: [
            TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: Point(x: 2000, y: 50)),
            TraceEvent(nanoseconds: 1, id: 0, phase: .ended, location: Point(x: 2000, y: 50)),
        ])
        XCTAssertThrowsError(try tester.replay(outside)) { error in
            XCTAssertTrue("\(error)".contains("far outside the scene"), "\(error)")
        }
    }
}
