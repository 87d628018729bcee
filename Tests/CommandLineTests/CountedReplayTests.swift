import CommandLineTestSupport
import Foundation
import XCTest

/// `replay --measure instructions` and `compare` on its reports, end to end under valgrind (which
/// `make deps` installs), on a small ripple scene so that each counted replay takes seconds.
final class CountedReplayTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "touchstone-counted-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A bounded ripple on 80 × 50 points and a short tap: 20-odd frames, a ripple that grows
        // and fades, so that the render work depends on the scale.
        try """
            {"format": "touchstone.scene", "version": 1, "size": [80, 50], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "r", "kind": "ripple", "frame": [5, 5, 70, 40], "color": "#FFF3E0"}]}
            """.write(toFile: directory + "/ripple.scene.json", atomically: true, encoding: .utf8)
        try """
            {"format": "touchstone.trace", "version": 1, "scene": "ripple.scene.json", "frameRate": 60,
             "events": [{"t": 0.01, "id": 0, "phase": "began", "x": 30, "y": 20},
                        {"t": 0.05, "id": 0, "phase": "ended", "x": 30, "y": 20}]}
            """.write(toFile: directory + "/tap.trace.json", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], path)
    }

    private func countedReplay(_ out: String, _ extra: [String] = []) throws -> [String: Any] {
        let result = try runTool(["replay", directory + "/tap.trace.json", "--out", directory + "/" + out,
                                  "--measure", "instructions"] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try json(directory + "/\(out)/tap/report.json")
    }

    /// `compare --run … --measure instructions` with one build on both sides: each side counted
    /// once and `same`. Then the base side's report: its shape, positive counts, frames equal to a
    /// time run's, the profile's total equal to the summary's; and the candidate side, another run
    /// of the same build, within 0.01 % of it.
    func testCountedRunsMatchATimeRunAndRepeat() throws {
        let tool = try builtTool().path
        let out = directory + "/run"
        let run = try runTool(["compare", "--run", tool, tool, "--measure", "instructions", "--out", out,
                               directory + "/tap.trace.json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("  same\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[instructions, minimum change 0.50%]"), run.stdout)
        let rounds = try runTool(["compare", "--run", tool, tool, "--measure", "instructions", "--rounds", "3",
                                  "--out", directory + "/run2", directory + "/tap.trace.json"])
        XCTAssertEqual(rounds.status, 2)
        XCTAssertTrue(rounds.stderr.contains("--rounds is for time"), rounds.stderr)

        let counted = try json(out + "/base/tap/report.json")
        XCTAssertEqual(counted["measure"] as? String, "instructions")
        let frames = try XCTUnwrap(counted["frames"] as? [[String: Any]])
        XCTAssertGreaterThan(frames.count, 5)
        var sum = 0
        for frame in frames {
            let counts = try XCTUnwrap(frame["instructions"] as? [String: Any], "frame \(frame["index"] ?? "?")")
            XCTAssertEqual(Set(counts.keys), ["step", "render"])
            let step = try XCTUnwrap(counts["step"] as? Int), render = try XCTUnwrap(counts["render"] as? Int)
            XCTAssertGreaterThan(step, 0)
            XCTAssertGreaterThan(render, 0)
            sum += step + render
        }
        let summary = try XCTUnwrap(counted["summary"] as? [String: Any])
        let instructions = try XCTUnwrap(summary["instructions"] as? [String: Any])
        XCTAssertEqual(Set(instructions.keys), ["total", "p50", "p90", "p99", "max"])
        XCTAssertEqual(instructions["total"] as? Int, sum)

        // Frames, hashes, work and settling equal a plain time run's.
        let time = try runTool(["replay", directory + "/tap.trace.json", "--out", directory + "/t"])
        XCTAssertEqual(time.status, 0, time.stderr)
        let plain = try json(directory + "/t/tap/report.json")
        XCTAssertNil(plain["measure"])
        let plainFrames = try XCTUnwrap(plain["frames"] as? [[String: Any]])
        XCTAssertEqual(plainFrames.count, frames.count)
        for (a, b) in zip(frames, plainFrames) {
            for key in ["index", "t", "hash", "dirtyPixels"] {
                XCTAssertEqual("\(a[key] ?? "-")", "\(b[key] ?? "-")", "frame \(a["index"] ?? "?") \(key)")
            }
            XCTAssertEqual(a["work"] as? [String: Int], b["work"] as? [String: Int])
        }
        let plainSummary = try XCTUnwrap(plain["summary"] as? [String: Any])
        for key in ["frames", "finalHash", "settledAt", "budgetNs"] {
            XCTAssertEqual("\(summary[key] ?? "-")", "\(plainSummary[key] ?? "-")", key)
        }

        // The profile of the measured part, one file, whose totals line is the report's total.
        let profile = try String(contentsOfFile: out + "/base/tap/callgrind.out", encoding: .utf8)
        XCTAssertTrue(profile.hasPrefix("# callgrind format\n"))
        XCTAssertTrue(profile.contains("\ntotals: \(sum)\n"), String(profile.suffix(200)))
        XCTAssertTrue(profile.contains("fn=$s"), "Swift functions are named in the profile")
        // Valgrind's own reader agrees: callgrind_annotate prints the same total (with commas).
        let annotate = Process()
        annotate.executableURL = URL(fileURLWithPath: "/usr/bin/callgrind_annotate")
        annotate.arguments = [out + "/base/tap/callgrind.out"]
        let annotated = Pipe()
        annotate.standardOutput = annotated
        annotate.standardError = Pipe()
        try annotate.run()
        let listing = String(decoding: annotated.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        annotate.waitUntilExit()
        XCTAssertEqual(annotate.terminationStatus, 0)
        var grouped = String(sum)
        var index = grouped.count - 3
        while index > 0 {
            grouped.insert(",", at: grouped.index(grouped.startIndex, offsetBy: index))
            index -= 3
        }
        XCTAssertTrue(listing.contains(grouped + " (100.0%)  PROGRAM TOTALS"), String(listing.prefix(1200)))

        // The candidate side, another counted run of the same build: within 0.01 %.
        let again = try json(out + "/candidate/tap/report.json")
        let total = try XCTUnwrap(((again["summary"] as? [String: Any])?["instructions"] as? [String: Any])?["total"] as? Int)
        XCTAssertLessThan(abs(Double(total - sum)) / Double(sum), 0.0001, "\(sum) then \(total)")
    }

    /// The same trace at a slightly larger scale does more work: slower, with the changed frames
    /// and the functions named; and compare refuses a counted report against a time report.
    func testLargerScaleIsSlowerWithFramesAndFunctions() throws {
        _ = try countedReplay("base")
        _ = try countedReplay("cand", ["--scale", "1.1"])
        let compare = try runTool(["compare", directory + "/base", directory + "/cand"])
        XCTAssertEqual(compare.status, 1, compare.stdout + compare.stderr)
        XCTAssertTrue(compare.stdout.contains("  slower\n"), compare.stdout)
        XCTAssertTrue(compare.stdout.contains("tap: frames with the largest change: "), compare.stdout)
        XCTAssertTrue(compare.stdout.contains("tap: functions with the largest change in self instructions:"), compare.stdout)

        let json = try runTool(["compare", directory + "/base", directory + "/cand", "--json"])
        XCTAssertEqual(json.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let trace = try XCTUnwrap((object["traces"] as? [[String: Any]])?.first)
        XCTAssertEqual(trace["verdict"] as? String, "slower")
        XCTAssertGreaterThan(try XCTUnwrap(trace["change"] as? Double), 0.005)
        // Each frame's ratio is its two counts (step + render) from the two reports.
        let frames = try XCTUnwrap(trace["frames"] as? [[String: Any]])
        func counts(_ side: String) throws -> [Int] {
            let report = try self.json(directory + "/\(side)/tap/report.json")
            return try XCTUnwrap(report["frames"] as? [[String: Any]]).map { frame in
                let instructions = frame["instructions"] as? [String: Any]
                return (instructions?["step"] as? Int ?? -1) + (instructions?["render"] as? Int ?? -1)
            }
        }
        let baseCounts = try counts("base"), candidateCounts = try counts("cand")
        XCTAssertEqual(frames.count, baseCounts.count)
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(frame["ratio"] as? Double ?? 0, Double(candidateCounts[index]) / Double(baseCounts[index]), accuracy: 1e-12)
        }
        // 1.1× the scale is 1.21× the pixels: where the ripple covers most of them, the frame's
        // work grows by well over a tenth (the fixed costs of a frame keep it below 1.21).
        XCTAssertGreaterThan(frames.compactMap { $0["ratio"] as? Double }.max() ?? 0, 1.1)
        let functions = try XCTUnwrap(trace["functions"] as? [[String: Any]])
        XCTAssertEqual(functions.count, 10)
        for function in functions {
            XCTAssertEqual(Set(function.keys), ["name", "symbol", "baseline", "candidate"])
        }
        // Sorted by absolute change, largest first.
        let changes = functions.map { abs(($0["candidate"] as? Int ?? 0) - ($0["baseline"] as? Int ?? 0)) }
        XCTAssertEqual(changes, changes.sorted(by: >))
        XCTAssertTrue(functions.contains { ($0["name"] as? String ?? "").contains("Raster.") }, "\(functions.map { $0["name"] ?? "" })")

        // A time report against a counted one: exit 2, naming both files.
        let time = try runTool(["replay", directory + "/tap.trace.json", "--out", directory + "/time", "--frames", "none"])
        XCTAssertEqual(time.status, 0, time.stderr)
        let mixed = try runTool(["compare", directory + "/time", directory + "/base"])
        XCTAssertEqual(mixed.status, 2, mixed.stdout)
        XCTAssertTrue(mixed.stderr.contains(directory + "/time/tap/report.json measures time"), mixed.stderr)
        XCTAssertTrue(mixed.stderr.contains(directory + "/base/tap/report.json measures instructions"), mixed.stderr)
    }

    /// Without valgrind on PATH: a clear error and exit 2, nothing replayed.
    func testMissingValgrindExitsTwo() throws {
        let process = Process()
        process.executableURL = try builtTool()
        process.arguments = ["replay", directory + "/tap.trace.json", "--out", directory + "/none", "--measure", "instructions"]
        process.environment = ["PATH": directory, "HOME": directory]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(message.contains("needs valgrind"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/none/tap/report.json"))
    }

    /// `--repeat` with counts, and the internal child flag outside callgrind, are refused.
    func testCountedOptionErrors() throws {
        let repeated = try runTool(["replay", directory + "/tap.trace.json", "--measure", "instructions", "--repeat", "3"])
        XCTAssertEqual(repeated.status, 2)
        XCTAssertTrue(repeated.stderr.contains("drop --repeat"), repeated.stderr)
        let child = try runTool(["replay", directory + "/tap.trace.json", "--measure", "instructions", "--counting-child"])
        XCTAssertEqual(child.status, 2)
        XCTAssertTrue(child.stderr.contains("internal"), child.stderr)
        let measure = try runTool(["replay", directory + "/tap.trace.json", "--measure", "cycles"])
        XCTAssertEqual(measure.status, 2)
        XCTAssertTrue(measure.stderr.contains("--measure"), measure.stderr)
    }
}
