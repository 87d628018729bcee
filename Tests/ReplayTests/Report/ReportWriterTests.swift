import Foundation
import Material
@testable import Replay
import Scene
import XCTest

/// `ReportWriter` streams the same bytes as `Report.jsonText()` of the whole report, the
/// in-memory serialization (an independent route: the report built by `ReportBuilder`, its summary
/// by `ReportSummary(frames:)`), and `ReplayOutputWriter` streams the report the in-memory replay
/// gives, on bundled traces with and without `--state`, `--repeat` and instruction counts.
final class ReportWriterTests: XCTestCase {
    private var folder: TemporaryFolder!
    private let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    override func setUpWithError() throws { folder = try TemporaryFolder("report-writer") }
    override func tearDown() { folder.remove() }

    private func replayer(_ name: String, state: Bool) throws -> Replayer {
        let path = traces.appendingPathComponent("\(name).trace.json").path
        let trace = try Trace(contentsOfFile: path)
        return Replayer(trace: trace, tracePath: path, scenePath: traces.appendingPathComponent(trace.scene).path,
                        factory: MaterialViewFactory(), state: state ? { $0.feedbackStates(at: $1) } : nil)
    }

    /// Streams `report`'s frames, state and events through a writer and returns the file's text.
    private func streamed(_ report: Report, counted: ReportWriter.CountedFrames? = nil, name: String) throws -> (String, ReportSummary) {
        let path = folder.path + "/\(name).json"
        let writer = try ReportWriter(path: path, trace: report.trace, scene: report.scene, frameRate: report.frameRate,
                                      recordsState: report.state != nil, counted: counted)
        for (position, frame) in report.frames.enumerated() {
            var plain = frame
            plain.instructions = nil
            try writer.add(plain, state: report.state?[position])
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "named before it is complete")
        }
        let summary = try writer.finish(settledAt: report.summary.settledAt, events: report.events)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".partial"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".state.partial"))
        return (try String(contentsOfFile: path, encoding: .utf8), summary)
    }

    func testStreamedReportIsTheInMemorySerialization() throws {
        for (name, state, repeats) in [("tap-shaped", false, 1), ("drag-out-and-back-stateful", true, 1),
                                       ("feed-tap-card-no-scroll-ripple", true, 3)] {
            let report = try replayer(name, state: state).report(repeatCount: repeats).report
            XCTAssertEqual(report.state != nil, state)
            let (text, summary) = try streamed(report, name: name)
            XCTAssertEqual(text, report.jsonText(), name)
            XCTAssertEqual(summary, report.summary, name)

            // With counts: frame k counts 3k + 1 step and 5k + 2 render instructions.
            let counts = report.frames.map { FrameInstructions(step: Int64(3 * $0.index + 1), render: Int64(5 * $0.index + 2)) }
            let hashes = report.frames.map(\.hash)
            let counted = try report.addingInstructions(counts, countedHashes: hashes)
            let (countedText, countedSummary) = try streamed(report, counted: .init(counts: counts, hashes: hashes),
                                                             name: name + "-counted")
            XCTAssertEqual(countedText, counted.jsonText(), name)
            XCTAssertEqual(countedSummary, counted.summary, name)
        }
    }

    /// The whole streamed replay: the same report as the in-memory replay but for its measured
    /// times (each run measures its own), the same sample counts, and the same Perfetto layout.
    func testOutputWriterStreamsTheReportOfTheReplay() throws {
        for (name, state, repeats) in [("tap-shaped", false, 1), ("drag-out-and-back-stateful", true, 2)] {
            let replayer = try replayer(name, state: state)
            let expected = try replayer.report(repeatCount: repeats).report
            let directory = folder.path + "/out/" + name
            let writer = try ReplayOutputWriter(directory: directory, frames: .none, perfetto: true, goldens: nil)
            let summary = try writer.write(replaying: replayer, repeatCount: repeats)
            var written = try Report(contentsOfFile: directory + "/report.json")
            XCTAssertEqual(written.summary, summary, name)
            XCTAssertEqual(written.frames.map(\.stepNs.count), expected.frames.map(\.stepNs.count), name)
            for index in written.frames.indices {
                written.frames[index].stepNs = expected.frames[index].stepNs
                written.frames[index].renderNs = expected.frames[index].renderNs
            }
            written.summary.frameNs = expected.summary.frameNs
            written.summary.overBudget = expected.summary.overBudget
            XCTAssertEqual(written, expected, name)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            XCTAssertEqual(files, ["contact-sheet.png", "frame-times.svg", "perfetto.json", "report.json"], name)
        }
    }

    func testFramesThatBreakAnInvariantAreRefused() throws {
        let report = try makeReport(replayFrameNs: [1_000, 2_000], frames: 2)
        let writer = try ReportWriter(path: folder.path + "/r.json", trace: "t", scene: "s", frameRate: 120, recordsState: false)
        XCTAssertThrowsError(try writer.add(report.frames[1], state: nil)) {
            XCTAssertEqual("\($0)", "frame 0 has index 1; expected 0")
        }
        XCTAssertThrowsError(try writer.add(report.frames[0], state: [])) {
            XCTAssertEqual("\($0)", "frame 0: state given for some frames only")
        }
        try writer.add(report.frames[0], state: nil)
        var fewer = report.frames[1]
        fewer.stepNs = [1]
        fewer.renderNs = [1]
        XCTAssertThrowsError(try writer.add(fewer, state: nil)) {
            XCTAssertEqual("\($0)", "frame 1: 1 step and 1 render samples; expected 2 of each, as in frame 0")
        }
        writer.discard()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testCountsMustMatchTheFrames() throws {
        let report = try makeReport(replayFrameNs: [1_000], frames: 2)
        let one = FrameInstructions(step: 1, render: 2)
        let wrongHash = try ReportWriter(path: folder.path + "/a.json", trace: "t", scene: "s", frameRate: 120,
                                         recordsState: false, counted: .init(counts: [one, one], hashes: [1, 7]))
        try wrongHash.add(report.frames[0], state: nil)
        XCTAssertThrowsError(try wrongHash.add(report.frames[1], state: nil)) {
            XCTAssertEqual("\($0)", "frame 1: hash 0000000000000007 under callgrind, 0000000000000002 natively: not deterministic")
        }
        let tooFew = try ReportWriter(path: folder.path + "/b.json", trace: "t", scene: "s", frameRate: 120,
                                      recordsState: false, counted: .init(counts: [one, one, one], hashes: [1, 2, 3]))
        for frame in report.frames { try tooFew.add(frame, state: nil) }
        XCTAssertThrowsError(try tooFew.finish(settledAt: nil, events: nil)) {
            XCTAssertEqual("\($0)", "the counted replay rendered 3 frames with 3 counts; the replay rendered 2: not deterministic")
        }
    }
}
