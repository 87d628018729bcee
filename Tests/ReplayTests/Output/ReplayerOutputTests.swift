import Foundation
import Raster
import Replay
import XCTest

/// `ReplayOutputWriter`: file names, labels, which frames are written, the contact sheet's bound.
final class ReplayerOutputTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder("replayer-output") }
    override func tearDown() { folder.remove() }

    /// A tap at 10 ms on a `flash` view fading for `ms` milliseconds, at 100 fps.
    private func flash(ms: Int) throws -> Replayer {
        let scene = try folder.write("scene.json", testScene(kind: "flash", extra: ", \"ms\": \(ms)"))
        let trace = Trace(scene: "scene.json", frameRate: 100, events: tapEvents([(0.01, .began), (0.02, .ended)]))
        return Replayer(trace: trace, tracePath: "flash.trace.json", scenePath: scene, factory: TestViewFactory(log: TouchLog()))
    }

    func testNamesAndLabels() {
        XCTAssertEqual(ReplayOutputWriter.frameName(0), "00000")
        XCTAssertEqual(ReplayOutputWriter.frameName(42), "00042")
        XCTAssertEqual(ReplayOutputWriter.frameName(123_456), "123456")
        XCTAssertEqual(ReplayOutputWriter.timeLabel(0), "0.000s")
        XCTAssertEqual(ReplayOutputWriter.timeLabel(8_333_333), "0.008s")
        XCTAssertEqual(ReplayOutputWriter.timeLabel(1_250_000_000), "1.250s")
        XCTAssertTrue(ReplayOutputWriter.timeLabel(16_666_666).allSatisfy { BitmapFont.supportedCharacters.contains($0) })
    }

    func testChangedFramesAreWritten() throws {
        let directory = folder.path + "/out/flash"
        let writer = try ReplayOutputWriter(directory: directory, frames: .changed, perfetto: false, goldens: nil)
        let replayer = try flash(ms: 100)
        let summary = try writer.write(replaying: replayer)
        XCTAssertTrue(writer.goldenFailures.isEmpty)
        let (report, run) = try replayer.report()
        // Frame 0, frames 2…10 (fading) and 11 (back as before); frames 1 and 12 look as the one before.
        let expected = ([0] + Array(2...11)).map { ReplayOutputWriter.frameName($0) + ".png" }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/frames").sorted(), expected)
        XCTAssertEqual(try Canvas(contentsOfPNGFile: directory + "/frames/00005.png").contentHash, run.frames[5].hash)
        // The same report but for the measured times.
        var written = try Report(contentsOfFile: directory + "/report.json")
        XCTAssertEqual(written.summary, summary)
        XCTAssertEqual(written.frames.map(\.hash), report.frames.map(\.hash))
        written.frames = report.frames
        written.summary = report.summary
        XCTAssertEqual(written, report)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/perfetto.json"))
        // The contact sheet: 11 frames of 100×60 in rows of 6 (ContactSheet's layout: cells of
        // thumbnail + 8 padding wide; thumbnail + 8 gap + 10 label + 8 padding high; 8 around).
        let sheet = try Canvas(contentsOfPNGFile: directory + "/contact-sheet.png")
        XCTAssertEqual([sheet.width, sheet.height], [8 + 6 * 108, 8 + 2 * 86])
    }

    func testContactSheetIsBounded() throws {
        let directory = folder.path + "/out/long"
        let writer = try ReplayOutputWriter(directory: directory, frames: .none, perfetto: false, goldens: nil)
        // A 1 s fade: frame 0, frames 2…100 and 101: 101 changed frames (c = 0 … 100). Past 48
        // cells every other one is dropped: after c = 48, cells 0, 2, …, 48 (25); then every 2nd
        // up to c = 96 makes 49 cells, halved to 0, 4, …, 96 (25); then c = 100: 26 cells.
        let replayer = try flash(ms: 1000)
        XCTAssertEqual(try replayer.run().frames.filter(\.changed).count, 101)
        try writer.write(replaying: replayer)
        let sheet = try Canvas(contentsOfPNGFile: directory + "/contact-sheet.png")
        // 26 cells in rows of 6: 5 rows.
        XCTAssertEqual([sheet.width, sheet.height], [8 + 6 * 108, 8 + 5 * 86])
    }

    func testGoldensThroughTheWriter() throws {
        let goldens = folder.path + "/goldens"
        let record = try ReplayOutputWriter(directory: folder.path + "/a", frames: .none, perfetto: false,
                                            goldens: GoldenComparison(directory: goldens, diffDirectory: folder.path + "/a/d", update: true))
        let replayer = try flash(ms: 100)
        try record.write(replaying: replayer)
        XCTAssertTrue(record.goldenFailures.isEmpty)
        // The changed frames and the final frame, 12.
        let names = ([0] + Array(2...12)).map { ReplayOutputWriter.frameName($0) + ".png" }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted(), names)

        let check = try ReplayOutputWriter(directory: folder.path + "/b", frames: .none, perfetto: false,
                                           goldens: GoldenComparison(directory: goldens, diffDirectory: folder.path + "/b/d"))
        try check.write(replaying: replayer)
        XCTAssertEqual(check.goldenOutcomes.count, 12)
        XCTAssertTrue(check.goldenFailures.isEmpty)
    }
}
