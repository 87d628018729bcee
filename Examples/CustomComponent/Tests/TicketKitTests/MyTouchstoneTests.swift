import Foundation
import Replay
import TicketKit
import TouchstoneCommandLine
import XCTest

/// `my-touchstone`, the command line with tickets: a replay of the ticket writes the reports,
/// frames and pages `touchstone replay` writes, its ripple in the state; `compare --run` and
/// `--measure instructions` run the tool itself; `fuzz scene-hit-test` puts tickets in its scenes
/// and agrees with their hit test.
final class MyTouchstoneTests: XCTestCase {
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenes").standardized.path
    let tool = TouchstoneCommandLine(factories: [TicketViewFactory()], sceneFuzzKinds: [TicketFuzzKind()])
    var out: String!

    override func setUpWithError() throws {
        out = FileManager.default.temporaryDirectory.appendingPathComponent("my-touchstone-\(UUID().uuidString)").path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: out)
    }

    func testAReplayOfTheTicketWritesTheUsualOutputs() throws {
        XCTAssertEqual(tool.run(["replay", scenes + "/tap-ticket.trace.json", "--out", out, "--state", "--perfetto"]), 0)
        for file in ["tap-ticket/report.json", "tap-ticket/index.html", "tap-ticket/page-data.js", "tap-ticket/contact-sheet.png",
                     "tap-ticket/frame-times.svg", "tap-ticket/perfetto.json", "tap-ticket/frames/00000.png",
                     "index.html", "summary.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + file), file)
        }
        let report = try Report(contentsOfFile: out + "/tap-ticket/report.json")
        // At 0.1 s (frame 12): the ticket's ripple, and the list's scroll state.
        XCTAssertEqual(report.state?[12].map(\.view), ["ticket", "list"])
        XCTAssertEqual(report.state?[12].map(\.kind), [.ripple, .scroll])
        XCTAssertEqual(report.events?.filter { $0.name == "punched" }.map(\.view), ["ticket"])
    }

    func testCompareRunsTheToolItself() throws {
        let executable = Bundle.main.bundleURL.appendingPathComponent("my-touchstone").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable), executable)
        XCTAssertLessThanOrEqual(tool.run(["compare", "--run", executable, executable, "--rounds", "1", "--repeat", "1",
                                           "--out", out, scenes + "/tap-ticket.trace.json"]), 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/base/round-01/tap-ticket/report.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/index.html"))
    }

    /// `--measure instructions` counts each trace in a child under callgrind, and the child is
    /// the running tool: here `my-touchstone`, which knows tickets (valgrind and objcopy needed,
    /// as for `touchstone`; `make test` installs them).
    func testACountedReplayRunsTheToolItselfUnderCallgrind() throws {
        let executable = Bundle.main.bundleURL.appendingPathComponent("my-touchstone").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // At scale 1 and 30 frames per second, so that the replay under valgrind takes seconds.
        process.arguments = ["replay", scenes + "/tap-ticket.trace.json", "--out", out, "--frames", "none",
                             "--measure", "instructions", "--scale", "1", "--fps", "30"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        let report = try Report(contentsOfFile: out + "/tap-ticket/report.json")
        XCTAssertEqual(report.measure, .instructions)
        XCTAssertGreaterThan(report.summary.instructions?.total ?? 0, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/tap-ticket/callgrind.out"))
    }

    func testSceneFuzzingPutsTicketsInItsScenes() throws {
        XCTAssertEqual(tool.run(["fuzz", "scene-hit-test", "--seed", "26", "--iterations", "6400", "--out", out]), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/scene-hit-test-26.run.json"))
    }
}
