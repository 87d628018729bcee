import Geometry
import JSON
import Raster
import Replay
import Scene
import XCTest

/// The report model: percentiles, the summary, deterministic JSON and strict reading.
final class ReportTests: XCTestCase {
    func testPercentileIsFlutterNearestRankWithHalvesAwayFromZero() {
        let samples = [100, 30, 20, 40, 50, 60, 70, 80, 90, 10]   // 10 … 100, unsorted
        // n = 10: p50 → round(4.5) = 5 → 60; p90 → round(8.1) = 8 → 90; p99 → round(8.91) = 9 → 100.
        XCTAssertEqual(Percentile.value(of: samples, at: 0.5), 60)
        XCTAssertEqual(Percentile.value(of: samples, at: 0.9), 90)
        XCTAssertEqual(Percentile.value(of: samples, at: 0.99), 100)
        XCTAssertEqual(Percentile.value(of: samples, at: 0), 10)
        XCTAssertEqual(Percentile.value(of: samples, at: 1), 100)
        XCTAssertEqual(Percentile.value(of: [7], at: 0.5), 7)
        XCTAssertNil(Percentile.value(of: [Int](), at: 0.5))
        // n = 4: p50 → round(1.5) = 2 → the third value.
        XCTAssertEqual(Percentile.value(of: [10, 20, 30, 40], at: 0.5), 30)
    }

    func testSummaryUsesEverySampleOfEveryReplay() throws {
        // Two replays of three frames. Frame times (step + render): frame 0 → 3000, 4000;
        // frame 1 → 8_333_333 (exactly the 120 fps budget: not over), 8_333_334 (over);
        // frame 2 → 5000, 6000. Sorted: 3000 4000 5000 6000 8333333 8333334 (n = 6):
        // p50 → round(2.5) = 3 → 6000; p90 → round(4.5) = 5 → 8_333_334; p99 → round(4.95) = 5.
        let frames = [
            FrameRecord(index: 0, time: 0, stepNs: [1000, 1500], renderNs: [2000, 2500], dirtyPixels: 0, work: [], hash: 0xa),
            FrameRecord(index: 1, time: 1.0 / 120, stepNs: [333, 334], renderNs: [8_333_000, 8_333_000], dirtyPixels: 5, work: [], hash: 0xb),
            FrameRecord(index: 2, time: 2.0 / 120, stepNs: [0, 0], renderNs: [5000, 6000], dirtyPixels: 0, work: [], hash: 0xc),
        ]
        let summary = try ReportSummary(frames: frames, frameRate: 120, settledAt: 2.0 / 120)
        XCTAssertEqual(summary.frames, 3)
        XCTAssertEqual(summary.budgetNs, 8_333_333)
        XCTAssertEqual(summary.frameNs, Percentiles(p50: 6000, p90: 8_333_334, p99: 8_333_334, max: 8_333_334))
        XCTAssertEqual(summary.overBudget, 1)
        XCTAssertEqual(summary.finalHash, 0xc)
        XCTAssertEqual(summary.settledAt, 2.0 / 120)
        XCTAssertEqual(ReportSummary.budgetNs(frameRate: 60), 16_666_666)
    }

    func testBuildingRejectsBrokenInvariants() {
        let good = FrameRecord(index: 0, time: 0, stepNs: [1], renderNs: [2], dirtyPixels: 0, work: [], hash: 1)
        XCTAssertThrowsError(try Report(trace: "t", scene: "s", frameRate: 120, frames: [], settledAt: nil))
        var second = good
        second.index = 1
        second.stepNs = [1, 2]
        second.renderNs = [1, 2]
        XCTAssertThrowsError(try Report(trace: "t", scene: "s", frameRate: 120, frames: [good, second], settledAt: nil)) {
            XCTAssertTrue("\($0)".contains("frame 1"), "\($0)")
        }
        var misnumbered = good
        misnumbered.index = 3
        XCTAssertThrowsError(try Report(trace: "t", scene: "s", frameRate: 120, frames: [good, misnumbered], settledAt: nil))
        XCTAssertThrowsError(try Report(trace: "t", scene: "s", frameRate: 120, frames: [good], state: [[], []], settledAt: nil))
        XCTAssertThrowsError(try Report(trace: "t", scene: "s", frameRate: 0, frames: [good], settledAt: nil))
    }

    func testJSONTextIsDesignsLayoutOneFramePerLine() throws {
        let frames = [
            FrameRecord(index: 0, time: 0, stepNs: [40], renderNs: [200], dirtyPixels: 0,
                        work: [WorkCounter("layersVisited", 3), WorkCounter("layersDrawn", 0)], hash: 0x1f),
            FrameRecord(index: 1, time: 0.5, stepNs: [50], renderNs: [250], dirtyPixels: 12,
                        work: [WorkCounter("layersVisited", 3), WorkCounter("layersDrawn", 1)], hash: 0xfedc_ba98_7654_3210),
        ]
        let state = [[], [FeedbackLayerState(view: "fab", kind: "ripple", center: Point(x: 20, y: 30.5), radius: 4.25,
                                             opacity: 0.5, color: Color(red: 0x62, green: 0, blue: 0xee, alpha: 0x80))]]
        let report = try Report(trace: "tap.trace.json", scene: "gallery.scene.json", frameRate: 2, frames: frames,
                                state: state, settledAt: nil)
        let expected = """
            {"format":"touchstone.report","version":1,"trace":"tap.trace.json","scene":"gallery.scene.json","frameRate":2,
            "frames":[
            {"index":0,"t":0,"stepNs":40,"renderNs":200,"dirtyPixels":0,"work":{"layersVisited":3,"layersDrawn":0},"hash":"000000000000001f"},
            {"index":1,"t":0.5,"stepNs":50,"renderNs":250,"dirtyPixels":12,"work":{"layersVisited":3,"layersDrawn":1},"hash":"fedcba9876543210"}
            ],
            "state":[
            [],
            [{"view":"fab","kind":"ripple","center":[20,30.5],"radius":4.25,"opacity":0.5,"color":"#6200ee80"}]
            ],
            "summary":{"frames":2,"frameNs":{"p50":300,"p90":300,"p99":300,"max":300},"budgetNs":500000000,"overBudget":0,"finalHash":"fedcba9876543210","settledAt":null}}

            """
        XCTAssertEqual(report.jsonText(), expected)
        XCTAssertEqual(try Report(parsing: expected, source: "report.json"), report)
    }

    func testRepeatedSamplesAreArraysAndRoundTrip() throws {
        let report = try makeReport(replayFrameNs: [1000, 1200, 1100])
        let text = report.jsonText()
        XCTAssertTrue(text.contains(#""stepNs":[250,300,275],"renderNs":[750,900,825]"#), text)
        let again = try Report(parsing: text, source: "r.json")
        XCTAssertEqual(again, report)
        XCTAssertEqual(again.repeatCount, 3)
        XCTAssertEqual(again.jsonText(), text)
    }

    func testReadingNamesTheJSONPathOfEachProblem() throws {
        let good = try makeReport(replayFrameNs: [1000, 1200]).jsonText()
        func error(_ edit: (String) -> String) -> String {
            do {
                _ = try Report(parsing: edit(good), source: "base/report.json")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""hash":"0000000000000002""#, with: #""hash":"2""#) },
                       #"base/report.json: at $.frames[1].hash: expected a hash of 16 hex digits, found "2""#)
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""index":1,"#, with: #""index":1,"extra":true,"#) },
                       #"base/report.json: at $.frames[1]: unknown key "extra"; expected one of "index", "t", "stepNs", "renderNs", "dirtyPixels", "work", "hash", "instructions""#)
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""stepNs":[250,300],"renderNs":[750,900],"dirtyPixels":20"#,
                                                       with: #""stepNs":[250],"renderNs":[750],"dirtyPixels":20"#) },
                       "base/report.json: at $.frames[2].stepNs: expected 2 samples as in frame 0, found 1")
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""stepNs":[250,300],"renderNs":[750,900],"dirtyPixels":10"#,
                                                       with: #""stepNs":[250,-300],"renderNs":[750,900],"dirtyPixels":10"#) },
                       "base/report.json: at $.frames[1].stepNs[1]: expected a non-negative integer, found -300")
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""index":2"#, with: #""index":5"#) },
                       "base/report.json: at $.frames[2].index: expected frame index 2, found 5")
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""format":"touchstone.report""#, with: #""format":"touchstone.trace""#) },
                       #"base/report.json: at $.format: expected "touchstone.report", found "touchstone.trace""#)
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""summary":{"frames":3"#, with: #""summary":{"frames":4"#) },
                       #"base/report.json: at $.summary: "frames" is 4 but the report has 3 frames"#)
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""settledAt":0.5"#, with: #""settledAt":"soon""#) },
                       "base/report.json: at $.summary.settledAt: expected a number, found a string")
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""work":{"layersVisited":4"#, with: #""work":{"layersVisited":4.5"#) },
                       "base/report.json: at $.frames[0].work.layersVisited: expected an integer, found 4.5")
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""index":2,"t":0.016666666666666666"#, with: #""index":2,"t":0.001"#) },
                       "base/report.json: at $.frames[2].t: expected a time of at least 0.008333333333333333 s (times start at 0 and never decrease), found 0.001")
        XCTAssertEqual(error { $0.replacingOccurrences(of: #""finalHash":"0000000000000003""#, with: #""finalHash":"0000000000000004""#) },
                       #"base/report.json: at $.summary: "finalHash" is 0000000000000004 but the last frame's hash is 0000000000000003"#)
        XCTAssertEqual(error { _ in "{" }, "base/report.json: line 1, column 2: expected a string key in object, found end of input")
    }

    func testStateEntriesAreCheckedToo() throws {
        let base = try makeReport(replayFrameNs: [1000], frames: 1)
        var text = base.jsonText()
        text = text.replacingOccurrences(of: "\n\"summary\"", with: "\n\"state\":[[{\"view\":\"a\",\"kind\":\"ripple\",\"center\":[1],\"radius\":1,\"opacity\":1,\"color\":\"#000000\"}]],\n\"summary\"")
        XCTAssertThrowsError(try Report(parsing: text, source: "r")) {
            XCTAssertEqual("\($0)", "r: at $.state[0][0].center: expected an array of 2 elements, found an array of 1 element")
        }
        let badColor = text.replacingOccurrences(of: "[1],", with: "[1,2],").replacingOccurrences(of: "#000000", with: "black")
        XCTAssertThrowsError(try Report(parsing: badColor, source: "r")) {
            XCTAssertEqual("\($0)", "r: at $.state[0][0].color: colour 'black': expected #RRGGBB or #RRGGBBAA")
        }
        let good = text.replacingOccurrences(of: "[1],", with: "[1,2],")
        XCTAssertThrowsError(try Report(parsing: good.replacingOccurrences(of: "\"opacity\":1", with: "\"opacity\":1.5"), source: "r")) {
            XCTAssertEqual("\($0)", "r: at $.state[0][0].opacity: expected an opacity from 0 to 1, found 1.5")
        }
        let read = try Report(parsing: good, source: "r")
        XCTAssertEqual(read.state?[0][0].center, Point(x: 1, y: 2))
        XCTAssertEqual(read.state?[0][0].color, Color.black)
    }

    func testFileRoundTripAndSizeLimitMessage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-file-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("report.json").path
        let report = try makeReport(replayFrameNs: [900, 950])
        try report.write(to: path)
        XCTAssertEqual(try Report(contentsOfFile: path), report)
        XCTAssertThrowsError(try Report(contentsOfFile: directory.appendingPathComponent("missing.json").path)) {
            XCTAssertTrue("\($0)".hasSuffix("missing.json: cannot open (No such file or directory)"), "\($0)")
        }
    }
}
