@testable import Replay
import XCTest

/// What a streamed `--repeat N` keeps: the last replay's frames carry every replay's samples in
/// replay order, and a later replay that differs from replay 0 is named with its frame and field.
final class RepeatedReplaysTests: XCTestCase {
    private func frame(_ index: Int, replay: Int, hash: UInt64? = nil, dirty: Int = 0,
                       work: Int = 1) -> ReplayedFrame {
        ReplayedFrame(index: index, timeNs: Int64(index) * 10, stepNs: Int64(100 * replay + index),
                      renderNs: Int64(1000 * replay + index), dirtyPixels: dirty,
                      work: [WorkCounter("layersDrawn", work)], hash: hash ?? UInt64(index), changed: true, state: nil)
    }

    func testTheLastReplayGetsEverySample() throws {
        var replays = RepeatedReplays(repeatCount: 3)
        for replay in 0..<3 {
            for index in 0..<2 {
                let samples = try replays.take(frame(index, replay: replay), replay: replay)
                if replay < 2 {
                    XCTAssertNil(samples)
                } else {
                    // Replay r's samples: step 100r + index, render 1000r + index.
                    XCTAssertEqual(samples?.stepNs, [index, 100 + index, 200 + index].map(Int64.init))
                    XCTAssertEqual(samples?.renderNs, [index, 1000 + index, 2000 + index].map(Int64.init))
                }
            }
            try replays.end(replay: replay, frameCount: 2)
        }
        var single = RepeatedReplays(repeatCount: 1)
        XCTAssertEqual(try single.take(frame(0, replay: 0), replay: 0)?.stepNs, [0])
    }

    func testADifferentReplayIsNamed() throws {
        var replays = RepeatedReplays(repeatCount: 2)
        _ = try replays.take(frame(0, replay: 0), replay: 0)
        _ = try replays.take(frame(1, replay: 0), replay: 0)
        try replays.end(replay: 0, frameCount: 2)
        for (changed, field) in [(frame(1, replay: 1, hash: 9), "hash"), (frame(1, replay: 1, dirty: 5), "dirtyPixels"),
                                 (frame(1, replay: 1, work: 2), "work")] {
            XCTAssertThrowsError(try replays.take(changed, replay: 1)) {
                XCTAssertEqual("\($0)", "frame 1: \(field) differs between replay 0 and replay 1: not deterministic")
            }
        }
        XCTAssertThrowsError(try replays.take(frame(2, replay: 1), replay: 1)) {
            XCTAssertEqual("\($0)", "replay 1 rendered more frames than replay 0 (2): not deterministic")
        }
        XCTAssertThrowsError(try replays.end(replay: 1, frameCount: 1)) {
            XCTAssertEqual("\($0)", "replay 1 rendered 1 frames, replay 0 rendered 2: not deterministic")
        }
    }
}
