import Foundation
import Geometry
import Raster
import Replay
import XCTest

/// The HTML pages' files (``TracePageWriter``, ``ReplayIndexPage``): the page data follows the
/// frames as written, in JSON and as a script, and the index lists every trace. How the pages
/// behave in a browser is checked by Tests/BrowserTests (make browser-test).
final class OutputHTMLTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder("output-html") }
    override func tearDown() { folder.remove() }

    /// A tap at 10 ms on a `flash` view fading for 100 ms, at 100 fps (13 frames: frame 0, a still
    /// frame 1, frames 2…11 fading, 12 the settled repeat of 11).
    private func replay(frames: FrameSelection, into name: String) throws -> (data: [String: Any], script: String, page: String, report: Report) {
        let scene = try folder.write("scene.json", testScene(kind: "flash", extra: ", \"ms\": 100"))
        let trace = Trace(scene: "scene.json", frameRate: 100, events: tapEvents([(0.01, .began), (0.02, .ended)]))
        let replayer = Replayer(trace: trace, tracePath: "flash.trace.json", scenePath: scene, factory: TestViewFactory(log: TouchLog()))
        let directory = folder.path + "/" + name
        let writer = try ReplayOutputWriter(directory: directory, frames: frames, perfetto: false, goldens: nil)
        writer.page = try TracePageWriter(directory: directory, frames: frames, sceneSize: Size(width: 100, height: 60))
        try writer.write(replaying: replayer)
        // The in-memory replay, independent of the streamed outputs, as the reference.
        let report = try replayer.report().report
        let json = try String(contentsOfFile: directory + "/page-data.json", encoding: .utf8)
        let data = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/thumbnail.png"))
        return (data, try String(contentsOfFile: directory + "/page-data.js", encoding: .utf8),
                try String(contentsOfFile: directory + "/index.html", encoding: .utf8), report)
    }

    func testPageDataFollowsTheFramesAsWritten() throws {
        let (data, script, page, report) = try replay(frames: .changed, into: "flash")
        let frames = try XCTUnwrap(data["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 13)
        XCTAssertEqual(frames.map { $0["hash"] as? String }, report.frames.map { Report.hashText($0.hash) })
        XCTAssertEqual(frames.map { $0["dirty"] as? Int }, report.frames.map(\.dirtyPixels))
        // Each frame shows the latest PNG at or before it: frame 1 repeats frame 0, frame 12 frame 11.
        let images = [0, 0] + Array(2...11) + [11]
        XCTAssertEqual(frames.map { $0["image"] as? String }, images.map { "frames/\(ReplayOutputWriter.frameName($0)).png" })
        XCTAssertEqual(data["frameRate"] as? Int, 100)
        XCTAssertEqual(data["size"] as? [Double], [100, 60])
        XCTAssertEqual((data["touches"] as? [[String: Any]])?.map { $0["phase"] as? String }, ["began", "ended"])
        // The script assigns the same JSON.
        let json = try String(contentsOfFile: folder.path + "/flash/page-data.json", encoding: .utf8)
        XCTAssertEqual(script, "window.touchstonePageData = " + json.dropLast() + ";\n")
        // Without script the page is a table of the frames: one row each.
        XCTAssertEqual(page.components(separatedBy: "<tr><td>").count - 1, 13)
        XCTAssertTrue(page.hasSuffix("</html>\n"))
    }

    func testWithoutFramePNGsNoFrameHasAnImage() throws {
        let (data, _, page, _) = try replay(frames: .none, into: "none")
        let frames = try XCTUnwrap(data["frames"] as? [[String: Any]])
        XCTAssertTrue(frames.allSatisfy { $0["image"] is NSNull })
        XCTAssertEqual(data["frameSelection"] as? String, "none")
        XCTAssertTrue(page.contains("this replay ran with --frames none"))
    }

    func testTheIndexListsEveryTraceEscaped() throws {
        let frameNs = Percentiles(p50: 1_000_000, p90: 2_000_000, p99: 9_000_000, max: 9_500_000)
        func entry(_ name: String, golden: ReplayRunSummary.GoldenResult?, overBudget: Int) -> ReplayRunSummary.Entry {
            .init(name: name, path: name + ".trace.json", golden: golden,
                  summary: ReportSummary(frames: 7, frameNs: frameNs, budgetNs: 8_333_333, overBudget: overBudget,
                                         finalHash: 1, settledAt: 0.05))
        }
        let summary = ReplayRunSummary(options: ["frames": "changed"], shard: .whole, inputs: ["a", "b<c", "d"],
                                       traces: [entry("a", golden: .passed, overBudget: 0), entry("b<c", golden: nil, overBudget: 2),
                                                entry("d", golden: .failed, overBudget: 0)])
        try ReplayIndexPage(summary: summary).write(toFolder: folder.path)
        let page = try String(contentsOfFile: folder.path + "/index.html", encoding: .utf8)
        // Golden failed: red; over budget: amber; else green.
        XCTAssertEqual(page.components(separatedBy: "<tr class=\"").dropFirst().map { $0.prefix(4) }, ["pass", "warn", "fail"])
        XCTAssertTrue(page.contains(">b&lt;c</a>"))
        XCTAssertTrue(page.contains("href=\"b%3Cc/index.html\""))
        XCTAssertTrue(page.contains("<td data-v=\"9000000\">9.000</td>"))
    }

    /// A counted report of frames with the given render counts and hashes.
    private func counted(_ renders: [Int64], hashes: [UInt64]) throws -> Report {
        let frames = renders.enumerated().map { index, render in
            FrameRecord(index: index, time: Double(index) / 120, stepNs: [1000], renderNs: [2000], dirtyPixels: 0,
                        work: [], hash: hashes[index], instructions: FrameInstructions(step: 0, render: render))
        }
        return try Report(trace: "t.trace.json", scene: "s.scene.json", frameRate: 120, frames: frames, settledAt: 0.5)
    }

    func testTheComparisonShowsTheFirstDifferingFramesWithADiff() throws {
        // Trace a: frame 1's hash differs and both sides wrote its PNG (a clear 4×3 canvas, two pixels
        // red on the candidate's); trace b: its hashes differ too, with no PNGs.
        let blank = try Canvas(width: 4, height: 3)
        var marked = blank
        marked.clear(PixelRect(x: 1, y: 1, width: 2, height: 1), to: Color(red: 255, green: 0, blue: 0).premultiplied)
        for (side, hashes, picture) in [("base", [UInt64(1), 2], blank), ("cand", [1, 9], marked)] {
            for trace in ["a", "b"] {
                let folder = folder.path + "/\(side)/\(trace)"
                try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
                try counted([400, side == "base" ? 600 : 700], hashes: hashes).write(to: folder + "/report.json")
                guard trace == "a" else { continue }
                try blank.writePNG(to: folder + "/frames/00000.png")
                try picture.writePNG(to: folder + "/frames/00001.png")
            }
        }
        let baseline = try ReportSet(path: folder.path + "/base"), candidate = try ReportSet(path: folder.path + "/cand")
        let criteria = try ComparisonCriteria(alpha: 0.01, minimumChange: ComparisonCriteria.countedMinimumChange)
        let comparison = try CountComparison(baseline: baseline, candidate: candidate, criteria: criteria)
        try ComparePage(counted: comparison, baseline: baseline, candidate: candidate).write(toFolder: folder.path + "/page")

        let json = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/page/page-data.json"))
        let data = try XCTUnwrap(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        XCTAssertEqual(data["measure"] as? String, "instructions")
        let traces = try XCTUnwrap(data["traces"] as? [[String: Any]])
        XCTAssertEqual(traces.map { $0["verdict"] as? String }, ["slower", "slower"])   // 1000 → 1100 instructions
        XCTAssertEqual(traces[0]["frames"] as? [[Double]], [[400, 400], [600, 700]])
        XCTAssertEqual([traces[0]["baseline"] as? Double, traces[0]["candidate"] as? Double], [1000, 1100])
        let image = try XCTUnwrap((traces[0]["images"] as? [[String: Any]])?.first)
        XCTAssertEqual(image["frame"] as? Int, 1)
        XCTAssertEqual([image["differingPixels"] as? Int, image["totalPixels"] as? Int], [2, 12])
        XCTAssertEqual(try Canvas(contentsOfPNGFile: folder.path + "/page/a/00001.candidate.png").contentHash, marked.contentHash)
        XCTAssertEqual(try Canvas(contentsOfPNGFile: folder.path + "/page/a/00001.baseline.png").contentHash, blank.contentHash)
        // The diff: red where the two differ (GoldenComparison's diff image).
        let diff = try Canvas(contentsOfPNGFile: folder.path + "/page/a/00001.diff.png")
        XCTAssertEqual(diff[1, 1], Color(red: 255, green: 0, blue: 0).premultiplied)
        XCTAssertNotEqual(diff[0, 0], Color(red: 255, green: 0, blue: 0).premultiplied)
        XCTAssertEqual(traces[1]["imagesNote"] as? String, "no frame PNGs beside both reports (replay with --frames changed or all to see the pictures)")
        let page = try String(contentsOfFile: folder.path + "/page/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains("diff: 2 of 12 pixels differ"), page)
    }
}
