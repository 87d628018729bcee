import CommandLineTestSupport
import Foundation
import XCTest

/// `TOUCHSTONE_SPAN_KERNELS` on the command line: a value that cannot be used stops every command
/// with exit 2, naming the variable; a forced level reaches the span kernels, as the counted
/// replay's profile shows (valgrind runs the AVX2 kernel when it may, and no wide kernel at
/// `baseline`), with the same frames.
final class SpanKernelLevelCommandTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-span-kernels-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs `executable arguments` with `TOUCHSTONE_SPAN_KERNELS=level` added to this process's
    /// environment.
    private func run(_ executable: String, _ arguments: [String], level: String) throws -> ToolResult {
        try runProgram(executable, arguments, adding: ["TOUCHSTONE_SPAN_KERNELS": level])
    }

    func testAValueThatCannotBeUsedStopsEveryCommand() throws {
        let tool = try builtTool().path
        for arguments in [["--help"], ["shape", "path", "{\"rectangle\": {\"corners\": {\"rounded\": 2}}}", "--size", "10x10"]] {
            let bad = try run(tool, arguments, level: "avx512")
            XCTAssertEqual(bad.status, 2)
            XCTAssertEqual(bad.stderr, "touchstone: TOUCHSTONE_SPAN_KERNELS=avx512: expected baseline, x86-64-v3 or x86-64-v4\n")
            XCTAssertEqual(try run(tool, arguments, level: "baseline").status, 0)
        }
        // Valgrind 3.19 emulates no AVX-512: under it the tool refuses x86-64-v4 as a level the
        // processor lacks, and runs x86-64-v3.
        let stripped = directory + "/touchstone"
        let strip = try run("/usr/bin/objcopy", ["--strip-debug", tool, stripped], level: "")
        XCTAssertEqual(strip.status, 0, strip.stderr)
        let lacking = try run("/usr/bin/valgrind", ["-q", stripped, "--help"], level: "x86-64-v4")
        XCTAssertEqual(lacking.status, 2, lacking.stderr)
        XCTAssertTrue(lacking.stderr.hasSuffix("touchstone: TOUCHSTONE_SPAN_KERNELS=x86-64-v4: this processor does not run x86-64-v4 (it runs baseline, x86-64-v3)\n"),
                      lacking.stderr)
        XCTAssertEqual(try run("/usr/bin/valgrind", ["-q", stripped, "--help"], level: "x86-64-v3").status, 0)
    }

    /// A translucent ripple over 64 × 40 points: its interior rows are constant spans of at
    /// least 16 pixels, which the wide kernels take. Counted at `x86-64-v3` the profile has
    /// `raster_source_over_span_x86_64_v3`; at `baseline` no wide kernel; the frames are the same.
    func testAForcedLevelReachesTheKernelsWithTheSameFrames() throws {
        try """
            {"format": "touchstone.scene", "version": 1, "size": [64, 40], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "r", "kind": "ripple", "frame": [2, 2, 60, 36], "color": "#3F51B580"}]}
            """.write(toFile: directory + "/ripple.scene.json", atomically: true, encoding: .utf8)
        try """
            {"format": "touchstone.trace", "version": 1, "scene": "ripple.scene.json", "frameRate": 30,
             "events": [{"t": 0.02, "id": 0, "phase": "began", "x": 32, "y": 20},
                        {"t": 0.1, "id": 0, "phase": "ended", "x": 32, "y": 20}]}
            """.write(toFile: directory + "/tap.trace.json", atomically: true, encoding: .utf8)
        let tool = try builtTool().path
        var hashes: [String: [String]] = [:]
        for level in ["baseline", "x86-64-v3"] {
            let out = directory + "/" + level
            let replay = try run(tool, ["replay", directory + "/tap.trace.json", "--out", out, "--frames", "none",
                                        "--measure", "instructions"], level: level)
            XCTAssertEqual(replay.status, 0, replay.stderr)
            let profile = try String(contentsOfFile: out + "/tap/callgrind.out", encoding: .utf8)
            let kernels = Set(profile.split(separator: "\n").filter { $0.hasPrefix("fn=raster_source_over_span_") }.map { String($0.dropFirst(3)) })
            XCTAssertEqual(kernels, level == "baseline" ? [] : ["raster_source_over_span_x86_64_v3"], level)
            let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/tap/report.json"))) as? [String: Any])
            hashes[level] = try XCTUnwrap(report["frames"] as? [[String: Any]]).map { "\($0["hash"] ?? "")" }
        }
        XCTAssertGreaterThan(hashes["baseline"]?.count ?? 0, 2)
        XCTAssertEqual(hashes["baseline"], hashes["x86-64-v3"])
    }
}
