import CommandLineTestSupport
import Foundation
import XCTest

/// `touchstone replay` refuses, before writing anything, options whose frames would keep more
/// than 32 MiB of per-frame data (docs/replay.md, "Long traces"), naming each number.
final class ReplayLimitCommandTests: XCTestCase {
    func testAnHourAt1000FpsWithAnHourToSettleIsRefusedUpFront() throws {
        let directory = NSTemporaryDirectory() + "touchstone-replay-limit-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try """
            {"format": "touchstone.scene", "version": 1, "size": [100, 60], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "card", "kind": "view", "frame": [10, 10, 80, 40], "color": "#2196F3"}]}
            """.write(toFile: directory + "/plain.scene.json", atomically: true, encoding: .utf8)
        let trace = directory + "/hour.trace.json"
        try """
            {"format": "touchstone.trace", "version": 1, "scene": "plain.scene.json", "frameRate": 120,
             "events": [{"t": 0, "id": 1, "phase": "began", "x": 50, "y": 30},
                        {"t": 3600, "id": 1, "phase": "ended", "x": 50, "y": 30}]}
            """.write(toFile: trace, atomically: true, encoding: .utf8)
        let out = directory + "/out"
        let result = try runTool(["replay", trace, "--out", out, "--frames", "none", "--fps", "1000", "--settle-limit", "3600"])
        XCTAssertEqual(result.status, 2, result.stderr)
        // 1000 fps through 3600 s + 3600 s: 7 200 000 frames, and two more; 8 bytes each.
        for part in ["replay: \(trace): --fps 1000", "last touch at 3600.0 s", "--settle-limit 3600.0 s",
                     "7200002 × 8 = 57600016 bytes", "33554432 bytes"] {
            XCTAssertTrue(result.stderr.contains(part), "\(part) in \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}
