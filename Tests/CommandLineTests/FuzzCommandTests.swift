import CommandLineTestSupport
import Foundation
import XCTest

/// `touchstone fuzz hit-test|corpus` end to end: the summary, the seed, argument errors, and the
/// replay of a repro's command through `shape contains`.
final class FuzzCommandTests: XCTestCase {
    func testHitTestPrintsTheSeedRateCategoriesAndAmbiguousCount() throws {
        let result = try runTool(["fuzz", "hit-test", "--seed", "12", "--iterations", "3000"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "seed 12")
        XCTAssertTrue(result.stdout.contains("cases 3000 in "), result.stdout)
        XCTAssertTrue(result.stdout.contains(" cases/s (oracle)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("; ambiguous "), result.stdout)
        XCTAssertTrue(result.stdout.contains("oracle mismatches 0"), result.stdout)
        XCTAssertTrue(result.stdout.contains("by shape: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("by point (cases/ambiguous): vertex "), result.stdout)
    }

    func testArgumentErrorsExitWithTwo() throws {
        let both = try runTool(["fuzz", "hit-test", "--iterations", "10", "--seconds", "1"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("give --iterations or --seconds, not both"), both.stderr)
        let seed = try runTool(["fuzz", "hit-test", "--seed", "-3"])
        XCTAssertEqual(seed.status, 2)
        XCTAssertTrue(seed.stderr.contains("--seed '-3'"), seed.stderr)
        let unknown = try runTool(["fuzz", "scene"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown subcommand 'scene'"), unknown.stderr)
    }

    func testHelpNamesEveryOption() throws {
        let result = try runTool(["fuzz", "hit-test", "--help"])
        XCTAssertEqual(result.status, 0)
        for option in ["--seed N", "--iterations N", "--seconds S", "--out DIR"] {
            XCTAssertTrue(result.stdout.contains(option), option)
        }
    }

    func testCorpusReplaysTheFailCases() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/FailCases").path
        let result = try runTool(["fuzz", "corpus", root])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains(" failures"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix(", 0 failures\n"), result.stdout)
    }

    func testAReproCommandReplaysThroughShapeContains() throws {
        // The cut-corner case of Fuzz/FailCases/contains-oracle, as the repro's command gives it:
        // 2⁻⁴⁷ outside the cut line, so 0.
        let result = try runTool(["shape", "contains",
                                  #"{"rectangle":{"corners":[{"cut":187.5},{"sharp":true},{"sharp":true},{"sharp":true}]}}"#,
                                  "--size", "0x375"], stdin: "25.43225210708936 162.06774789291063\n")
        XCTAssertEqual(result.stdout, "0\n")
    }

    func testSceneHitTestPrintsTheSeedRateAndCounts() throws {
        let result = try runTool(["fuzz", "scene-hit-test", "--seed", "4", "--iterations", "640"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "seed 4")
        XCTAssertTrue(result.stdout.contains("cases 640 in "), result.stdout)
        XCTAssertTrue(result.stdout.contains(" cases/s, "), result.stdout)
        XCTAssertTrue(result.stdout.contains("scenes 10 ("), result.stdout)
        XCTAssertTrue(result.stdout.contains("ambiguous "), result.stdout)
        XCTAssertTrue(result.stdout.contains("mismatches 0"), result.stdout)
        XCTAssertTrue(result.stdout.contains("by point (cases/ambiguous): corner "), result.stdout)
        let help = try runTool(["fuzz", "scene-hit-test", "--help"])
        for option in ["--seed N", "--iterations N", "--seconds S", "--out DIR", "scene-repro"] {
            XCTAssertTrue(help.stdout.contains(option), option)
        }
    }

    func testSceneReproReplaysARepro() throws {
        // The shrunk repro of a hit test that ignores alpha: a view of alpha 0 at the point, so the
        // root is hit; production agrees with the oracle.
        let repro = ##"{"format":"touchstone.scene-hit-test-repro","version":1,"seed":"9","scene":{"format":"touchstone.scene","version":1,"size":[1,1],"scale":1,"background":"#FFFFFF","views":[{"id":"v1","kind":"view","frame":[0,0,1,1],"alpha":0}]},"point":[0,0],"expected":"#root","actual":"v1"}"##
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-repro-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("repro.json")
        try repro.write(to: file, atomically: true, encoding: .utf8)
        let result = try runTool(["fuzz", "scene-repro", file.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "point 0 0 in 1 views\nhitTest: #root\noracle: #root\nagree\n")
        // A repro with a key outside the format is an error naming its path.
        try repro.replacingOccurrences(of: #""alpha":0"#, with: #""alpha":0,"tint":1"#)
            .write(to: file, atomically: true, encoding: .utf8)
        let bad = try runTool(["fuzz", "scene-repro", file.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("$.scene.views[0]"), bad.stderr)
    }
}
