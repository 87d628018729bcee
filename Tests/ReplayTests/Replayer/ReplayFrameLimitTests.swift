import Foundation
import Replay
import XCTest

/// The up-front bound on per-frame memory, with its numbers worked by hand.
final class ReplayFrameLimitTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder("frame-limit") }
    override func tearDown() { folder.remove() }

    /// A finger down at 0 and lifted at `seconds`, replayed with `options`.
    private func hold(_ seconds: Double, options: ReplayOptions) throws -> Replayer {
        let scene = try folder.write("scene.json", testScene(kind: "flash"))
        let trace = Trace(scene: "scene.json", frameRate: 120, events: tapEvents([(0, .began), (seconds, .ended)]))
        return Replayer(trace: trace, tracePath: "hold.trace.json", scenePath: scene,
                        factory: TestViewFactory(log: TouchLog()), options: options)
    }

    func testAnHourAt120FpsIsWithinTheLimit() throws {
        // Last touch 3600 s + 10 s settle limit: the first frame at or after 3610 s is 433 200,
        // and two more may follow: 433 202 frames of 8 bytes.
        let limit = try ReplayFrameLimit(try hold(3600, options: ReplayOptions()), repeatCount: 1)
        XCTAssertEqual(limit.maximumFrames, 433_202)
        XCTAssertEqual(limit.bytesPerFrame, 8)
        XCTAssertEqual(limit.bytes, 3_465_616)
        XCTAssertTrue(limit.isWithinLimit)
        XCTAssertNoThrow(try ReplayFrameLimit.check(try hold(3600, options: ReplayOptions()), repeatCount: 1))
    }

    func testRepeatsAndCountsAddTheirBytes() throws {
        // --repeat 3: 3 samples (24) + replay 0's check (32) + two earlier replays' step and render (32).
        XCTAssertEqual(try ReplayFrameLimit(try hold(1, options: ReplayOptions()), repeatCount: 3).bytesPerFrame, 88)
        // Counts: step, render and hash, 24 more.
        let counted = try hold(1, options: ReplayOptions(measure: .instructions))
        XCTAssertEqual(try ReplayFrameLimit(counted, repeatCount: 1).bytesPerFrame, 32)
    }

    func testAbsurdButLegalOptionsAreRefusedWithTheirNumbers() throws {
        // 1000 fps through 3600 s + 3600 s: frame 7 200 000 is at 7200 s, plus two: 7 200 002 × 8.
        let replayer = try hold(3600, options: ReplayOptions(framesPerSecond: 1000, settleLimit: 3_600_000_000_000))
        let limit = try ReplayFrameLimit(replayer, repeatCount: 1)
        XCTAssertEqual(limit.maximumFrames, 7_200_002)
        XCTAssertEqual(limit.bytes, 57_600_016)
        XCTAssertFalse(limit.isWithinLimit)
        XCTAssertThrowsError(try ReplayFrameLimit.check(replayer, repeatCount: 1)) { error in
            let text = "\(error)"
            for part in ["hold.trace.json", "--fps 1000", "last touch at 3600.0 s", "--settle-limit 3600.0 s",
                         "--repeat 1", "7200002 × 8 = 57600016 bytes", "33554432"] {
                XCTAssertTrue(text.contains(part), "\(part) in \(text)")
            }
        }
        // The trace's own rate is named as such.
        let ownRate = try hold(3600, options: ReplayOptions(settleLimit: 3_600_000_000_000))
        XCTAssertThrowsError(try ReplayFrameLimit.check(ownRate, repeatCount: 100)) {
            XCTAssertTrue("\($0)".contains("the trace's frameRate 120"), "\($0)")
        }
    }
}
