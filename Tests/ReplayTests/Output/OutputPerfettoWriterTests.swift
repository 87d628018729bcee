import Foundation
import Material
@testable import Replay
import XCTest

/// `PerfettoTraceWriter` streams the same bytes as `PerfettoTrace.jsonText()` of the whole replay
/// (the in-memory route: every frame and touch added to one document), on bundled traces.
final class OutputPerfettoWriterTests: XCTestCase {
    private let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    func testStreamedTraceIsTheInMemoryDocument() throws {
        let folder = try TemporaryFolder("perfetto-writer")
        defer { folder.remove() }
        for name in ["tap-shaped", "drag-out-and-back-stateful"] {
            let path = traces.appendingPathComponent("\(name).trace.json").path
            let trace = try Trace(contentsOfFile: path)
            let run = try Replayer(trace: trace, tracePath: path, scenePath: traces.appendingPathComponent(trace.scene).path,
                                   factory: MaterialViewFactory()).run()
            // In memory: each frame after the touches delivered by its time.
            var document = PerfettoTrace(name: name)
            var touches = run.touches[...]
            for frame in run.frames {
                while let touch = touches.first, touch.deliveredNs <= frame.timeNs {
                    document.addTouch(timeNs: touch.deliveredNs, id: touch.event.id, phase: touch.event.phase.rawValue,
                                      x: touch.event.location.x, y: touch.event.location.y)
                    touches = touches.dropFirst()
                }
                document.addFrame(index: frame.index, timeNs: frame.timeNs, stepNs: frame.stepNs, renderNs: frame.renderNs,
                                  dirtyPixels: frame.dirtyPixels, hash: frame.hash)
            }
            let file = folder.path + "/\(name).json"
            let writer = try PerfettoTraceWriter(path: file, name: name, touches: run.touches)
            for frame in run.frames { try writer.add(frame) }
            XCTAssertFalse(FileManager.default.fileExists(atPath: file))
            try writer.finish()
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), document.jsonText(), name)
            XCTAssertGreaterThan(run.touches.count, 1, name)
        }
    }
}
