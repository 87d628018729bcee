import CommandLineTestSupport
import Foundation
import Raster
import Replay
import XCTest

/// `touchstone replay` and `touchstone render --trace --at` end to end: the files written, frame
/// counts worked out by hand, goldens, and exit codes.
final class ReplayCommandTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-replay-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory + "/traces/scenes", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func write(_ relative: String, _ text: String) throws -> String {
        let path = directory + "/" + relative
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/" + relative)
    }

    /// A plain 100×60 scene at scale 1 in `traces/scenes/`, and a tap trace at 100 fps beside
    /// `traces/` naming it relative to itself: finger down at 12 ms, up at 47 ms.
    private func writeTap(name: String = "tap", events: String? = nil) throws -> String {
        _ = try write("traces/scenes/plain.scene.json", """
            {"format": "touchstone.scene", "version": 1, "size": [100, 60], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "card", "kind": "view", "frame": [10, 10, 80, 40], "color": "#2196F3"}]}
            """)
        let list = events ?? """
            {"t": 0.012, "id": 1, "phase": "began", "x": 50, "y": 30},
            {"t": 0.047, "id": 1, "phase": "ended", "x": 50, "y": 30}
            """
        return try write("traces/\(name).trace.json", """
            {"format": "touchstone.trace", "version": 1, "scene": "scenes/plain.scene.json", "frameRate": 100,
             "events": [\(list)]}
            """)
    }

    func testReplayWritesEveryOutput() throws {
        let trace = try writeTap()
        let out = directory + "/out"
        let result = try runTool(["replay", trace, "--out", out, "--perfetto"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Not a terminal: no progress line.
        XCTAssertEqual(result.stderr, "")
        // Frames every 10 ms; the last touch is at 47 ms, so 50 ms is the first frame after it,
        // where the still scene has settled, and 60 ms the frame after: 7 frames.
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("trace  frames  p50 ms"), result.stdout)
        XCTAssertEqual(lines[1].split(separator: " ").first, "tap")
        XCTAssertEqual(lines[1].split(separator: " ")[1], "7")
        XCTAssertTrue(lines[1].contains("0.050s"), result.stdout)

        let report = try Report(contentsOfFile: out + "/tap/report.json")
        XCTAssertEqual(report.frames.count, 7)
        XCTAssertEqual(report.frameRate, 100)
        XCTAssertEqual(report.trace, trace)
        XCTAssertEqual(report.scene, directory + "/traces/scenes/plain.scene.json")
        XCTAssertEqual(report.summary.settledAt, 0.05)
        XCTAssertEqual(report.frames.map(\.time), [0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06])
        XCTAssertTrue(lines[1].hasSuffix(Report.hashText(report.summary.finalHash)))
        // A still scene: frame 0 draws the canvas, later frames nothing.
        XCTAssertEqual(report.frames[0].dirtyPixels, 100 * 60)
        XCTAssertTrue(report.frames.dropFirst().allSatisfy { $0.dirtyPixels == 0 && $0.hash == report.frames[0].hash })

        // --frames changed (the default): frame 0 only.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out + "/tap/frames"), ["00000.png"])
        let frame0 = try Canvas(contentsOfPNGFile: out + "/tap/frames/00000.png")
        XCTAssertEqual(frame0.contentHash, report.frames[0].hash)
        let sheet = try Canvas(contentsOfPNGFile: out + "/tap/contact-sheet.png")
        XCTAssertGreaterThan(sheet.width, 100)
        let svg = try String(contentsOfFile: out + "/tap/frame-times.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"))

        // perfetto.json: a slice per frame with step and render inside, the touches as instants.
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/tap/perfetto.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try XCTUnwrap(document["traceEvents"] as? [[String: Any]])
        let names = events.compactMap { $0["ph"] as? String == "X" ? $0["name"] as? String : nil }
        XCTAssertEqual(names.filter { $0.hasPrefix("frame ") }.count, 7)
        XCTAssertEqual(names.filter { $0 == "step" }.count, 7)
        XCTAssertEqual(names.filter { $0 == "render" }.count, 7)
        let touches = events.filter { $0["ph"] as? String == "i" }
        XCTAssertEqual(touches.compactMap { $0["name"] as? String }, ["touch 1 began", "touch 1 ended"])
        XCTAssertEqual(touches.compactMap { $0["ts"] as? Double }, [12_000, 47_000])
    }

    func testFramesAllNoneAndRepeat() throws {
        let trace = try writeTap()
        let all = try runTool(["replay", trace, "--out", directory + "/all", "--frames", "all", "--repeat", "3"])
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/all/tap/frames").sorted(),
                       (0...6).map { "0000\($0).png" })
        let report = try Report(contentsOfFile: directory + "/all/tap/report.json")
        XCTAssertEqual(report.repeatCount, 3)
        XCTAssertTrue(report.frames.allSatisfy { $0.stepNs.count == 3 && $0.renderNs.count == 3 })

        let none = try runTool(["replay", trace, "--out", directory + "/none", "--frames", "none", "--fps", "20"])
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertFalse(exists("none/tap/frames"))
        XCTAssertTrue(exists("none/tap/report.json"))
        // --fps 20: frames at 0 and 50 ms (settled, after the 47 ms touch) and 100 ms.
        XCTAssertEqual(try Report(contentsOfFile: directory + "/none/tap/report.json").frames.count, 3)
    }

    func testFrameAlignmentAndScale() throws {
        let trace = try writeTap()
        let result = try runTool(["replay", trace, "--out", directory + "/o", "--align", "frame", "--scale", "3",
                                  "--frames", "all"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try Canvas(contentsOfPNGFile: directory + "/o/tap/frames/00000.png")
        XCTAssertEqual([frame.width, frame.height], [300, 180])
        // Aligned, the 47 ms touch-up is delivered at 50 ms: still 7 frames.
        XCTAssertEqual(try Report(contentsOfFile: directory + "/o/tap/report.json").frames.count, 7)
    }

    func testNeverSettledIsReported() throws {
        // The finger never lifts: with a 0.1 s limit after the 12 ms touch, frames 0 … 12 (120 ms
        // is the first frame at or after 112 ms).
        let trace = try writeTap(name: "held", events: #"{"t": 0.012, "id": 1, "phase": "began", "x": 50, "y": 30}"#)
        let result = try runTool(["replay", trace, "--out", directory + "/o", "--settle-limit", "0.1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("never settled"), result.stdout)
        let report = try Report(contentsOfFile: directory + "/o/held/report.json")
        XCTAssertNil(report.summary.settledAt)
        XCTAssertEqual(report.frames.count, 13)
    }

    func testGoldensRecordPassAndFail() throws {
        let trace = try writeTap()
        let goldens = directory + "/goldens", out = directory + "/o"
        let update = try runTool(["replay", trace, "--out", out, "--golden", goldens, "--update"])
        XCTAssertEqual(update.status, 0, update.stderr)
        // Frame 0 (the only changed frame) and the final frame, 6.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens + "/tap").sorted(),
                       ["00000.png", "00006.png"])

        let pass = try runTool(["replay", trace, "--out", out, "--golden", goldens])
        XCTAssertEqual(pass.status, 0, pass.stderr)

        // A golden that differs: a blank canvas of the same size.
        try Canvas(width: 100, height: 60).writePNG(to: goldens + "/tap/00006.png")
        let fail = try runTool(["replay", trace, "--out", out, "--golden", goldens])
        XCTAssertEqual(fail.status, 1)
        XCTAssertTrue(fail.stderr.contains("golden 00006"), fail.stderr)
        XCTAssertTrue(fail.stderr.contains("6000 of 6000 pixels differ"), fail.stderr)
        XCTAssertTrue(exists("o/tap/golden-diffs/00006.diff.png"))
        XCTAssertTrue(exists("o/tap/golden-diffs/00006.actual.png"))
        // The golden beside them, so the output folder shows the mismatch alone; the frame viewer
        // lists it with the three images, and the index colours the trace as failed.
        XCTAssertEqual(try Canvas(contentsOfPNGFile: out + "/tap/golden-diffs/00006.expected.png").contentHash, try Canvas(width: 100, height: 60).contentHash)
        let page = try String(contentsOfFile: out + "/tap/page-data.json", encoding: .utf8)
        XCTAssertTrue(page.contains(#"{"frame":6,"status":"mismatched","sameSize":true,"differingPixels":6000,"totalPixels":6000,"#), page)
        XCTAssertTrue(page.contains(#""expected":"golden-diffs/00006.expected.png","actual":"golden-diffs/00006.actual.png","diff":"golden-diffs/00006.diff.png"}"#), page)
        XCTAssertTrue(try String(contentsOfFile: out + "/index.html", encoding: .utf8).contains("<tr class=\"fail\">"))
        // The summary is still printed.
        XCTAssertTrue(fail.stdout.contains("tap"))

        try FileManager.default.removeItem(atPath: goldens + "/tap/00006.png")
        let missing = try runTool(["replay", trace, "--out", out, "--golden", goldens])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("missing"), missing.stderr)
    }

    func testRenderAtAMomentMatchesTheReplayedFrame() throws {
        let trace = try writeTap()
        let replay = try runTool(["replay", trace, "--out", directory + "/o", "--frames", "all"])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let png = directory + "/moment.png"
        let render = try runTool(["render", directory + "/traces/scenes/plain.scene.json", "--trace", trace,
                                  "--at", "0.03", "-o", png])
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertEqual(try Canvas(contentsOfPNGFile: png), try Canvas(contentsOfPNGFile: directory + "/o/tap/frames/00003.png"))

        let noAt = try runTool(["render", directory + "/traces/scenes/plain.scene.json", "--trace", trace, "-o", png])
        XCTAssertEqual(noAt.status, 2)
        XCTAssertTrue(noAt.stderr.contains("--at is required"), noAt.stderr)
        let negative = try runTool(["render", directory + "/traces/scenes/plain.scene.json", "--trace", trace,
                                    "--at", "-1", "-o", png])
        XCTAssertEqual(negative.status, 2)
    }

    private func failing(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try runTool(["replay"] + arguments + ["--out", directory + "/bad-out"])
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        return result.stderr
    }

    func testBadInputExitsTwoNamingTheFile() throws {
        let good = try writeTap()
        let backwards = try writeTap(name: "backwards", events: """
            {"t": 0.02, "id": 1, "phase": "began", "x": 50, "y": 30},
            {"t": 0.01, "id": 1, "phase": "ended", "x": 50, "y": 30}
            """)
        var message = try failing([backwards])
        XCTAssertTrue(message.contains("backwards.trace.json"), message)
        XCTAssertTrue(message.contains("events[1]"), message)

        let orphan = try write("traces/orphan.trace.json", """
            {"format": "touchstone.trace", "version": 1, "scene": "nowhere.scene.json", "events": []}
            """)
        message = try failing([orphan])
        XCTAssertTrue(message.contains("orphan.trace.json"), message)
        XCTAssertTrue(message.contains("traces/nowhere.scene.json"), message)

        message = try failing([directory + "/traces/absent.trace.json"])
        XCTAssertTrue(message.contains("absent.trace.json"), message)

        message = try failing([good, "--frames", "some"])
        XCTAssertTrue(message.contains("--frames 'some': expected one of none, changed, all"), message)
        message = try failing([good, "--align", "late"])
        XCTAssertTrue(message.contains("--align"), message)
        message = try failing([good, "--repeat", "0"])
        XCTAssertTrue(message.contains("--repeat"), message)
        message = try failing([good, "--fps", "abc"])
        XCTAssertTrue(message.contains("--fps"), message)
        message = try failing([good, "--scale", "-2"])
        XCTAssertTrue(message.contains("--scale"), message)
        message = try failing([good, "--update"])
        XCTAssertTrue(message.contains("--update needs --golden"), message)
        message = try failing([good, good])
        XCTAssertTrue(message.contains("also named 'tap'"), message)
        message = try failing([])
        XCTAssertTrue(message.contains("missing TRACE"), message)
        // Nothing was written for the bad runs.
        XCTAssertFalse(exists("bad-out"))
    }

    func testHelp() throws {
        let result = try runTool(["replay", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone replay TRACE..."), result.stdout)
        let top = try runTool(["--help"])
        XCTAssertTrue(top.stdout.contains("replay               replay traces"))
    }
}

/// `touchstone replay` on a Material ripple: frames that change, `--state`, determinism.
final class ReplayRippleCommandTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-replay-ripple-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try """
            {"format": "touchstone.scene", "version": 1, "size": [120, 80], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "r", "kind": "ripple", "frame": [10, 10, 100, 60], "color": "#FFF3E0"}]}
            """.write(toFile: directory + "/ripple.scene.json", atomically: true, encoding: .utf8)
        try """
            {"format": "touchstone.trace", "version": 1, "scene": "ripple.scene.json", "frameRate": 60,
             "events": [{"t": 0.01, "id": 0, "phase": "began", "x": 40, "y": 30},
                        {"t": 0.08, "id": 0, "phase": "ended", "x": 40, "y": 30}]}
            """.write(toFile: directory + "/tap.trace.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testRippleReplayWithStateIsDeterministic() throws {
        let trace = directory + "/tap.trace.json"
        let first = try runTool(["replay", trace, "--out", directory + "/a", "--state"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let second = try runTool(["replay", trace, "--out", directory + "/b", "--state", "--repeat", "2"])
        XCTAssertEqual(second.status, 0, second.stderr)
        let a = try Report(contentsOfFile: directory + "/a/tap/report.json")
        let b = try Report(contentsOfFile: directory + "/b/tap/report.json")
        XCTAssertEqual(a.frames.map(\.hash), b.frames.map(\.hash))
        XCTAssertEqual(a.state, b.state)
        XCTAssertNotNil(a.summary.settledAt)

        // The ripple draws: more than one distinct picture, and frames past frame 0 written.
        XCTAssertGreaterThan(Set(a.frames.map(\.hash)).count, 2)
        let written = try FileManager.default.contentsOfDirectory(atPath: directory + "/a/tap/frames")
        XCTAssertGreaterThan(written.count, 2)
        // Frame n at n/60 s: the touch at 10 ms is delivered before frame 1 (16.7 ms).
        let state = try XCTUnwrap(a.state)
        XCTAssertEqual(state.count, a.frames.count)
        XCTAssertEqual(state[0], [])
        XCTAssertTrue(state[1].contains { $0.kind == "ripple" && $0.view == "r" }, "\(state[1])")
        // Settled: nothing live in the final frame.
        XCTAssertEqual(state.last, [])
        // Every ripple lies in the view (10…110, 10…70) and is at most fully opaque.
        for entry in state.joined() {
            XCTAssertTrue((10...110).contains(entry.center.x) && (10...70).contains(entry.center.y), "\(entry)")
            XCTAssertTrue((0...1).contains(entry.opacity))
        }
    }

    /// `--golden-stride 3` records frame 0, every third changed frame (counting frame 0 as the
    /// first) and the final frame; which frames changed is read off the report's hashes.
    func testGoldenStrideChecksEveryNthChangedFrame() throws {
        let trace = directory + "/tap.trace.json", goldens = directory + "/goldens"
        let update = try runTool(["replay", trace, "--out", directory + "/o", "--golden", goldens,
                                  "--golden-stride", "3", "--update"])
        XCTAssertEqual(update.status, 0, update.stderr)
        let report = try Report(contentsOfFile: directory + "/o/tap/report.json")
        let changed = report.frames.indices.filter { $0 == 0 || report.frames[$0].hash != report.frames[$0 - 1].hash }
        var expected = Set(changed.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
        expected.insert(report.frames.count - 1)
        XCTAssertGreaterThan(changed.count, 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens + "/tap").sorted()
        XCTAssertEqual(names, expected.sorted().map { String(format: "%05d.png", $0) })
        let check = try runTool(["replay", trace, "--out", directory + "/o", "--golden", goldens, "--golden-stride", "3"])
        XCTAssertEqual(check.status, 0, check.stderr)
        let bad = try runTool(["replay", trace, "--out", directory + "/o", "--golden-stride", "3"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--golden-stride needs --golden"), bad.stderr)
    }
}
