import CommandLineTestSupport
import Foundation
import XCTest

/// Selenium's own W3C actions, end to end: the pinned Selenium (in the browser-tools venv that
/// `make test` makes) writes its payloads again through Tests/ImporterData/w3c/selenium/
/// write_payloads.py, which must give the committed files byte for byte; then each is imported by
/// `touchstone import w3c` and replayed with `--state`. The touches themselves are checked event by
/// event in ReplayTests' ImportRealInputTests.
final class ImportSeleniumPayloadTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-selenium-\(getpid())-\(name.filter(\.isLetter))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var committed: URL { root.appendingPathComponent("Tests/ImporterData/w3c/selenium") }

    /// Runs the payload script with the venv's Python into `out`.
    private func writePayloads(into out: URL) throws {
        let python = root.appendingPathComponent(".build/browser-tools/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            XCTFail("no Python venv with Selenium at \(python.path); run 'make browser-tools' (make test does)")
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [committed.appendingPathComponent("write_payloads.py").path, out.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
    }

    func testThePinnedSeleniumWritesTheCommittedPayloads() throws {
        try writePayloads(into: folder)
        let names = { (url: URL) in try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }.sorted() }
        let written = try names(folder)
        XCTAssertEqual(written, ["action-chains.actions.json", "feed-swipe.actions.json", "long-press.actions.json",
                                 "pinch.actions.json", "tap.actions.json"])
        XCTAssertEqual(try names(committed), written)
        for name in written {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(name)),
                           try Data(contentsOf: committed.appendingPathComponent(name)), name)
        }
    }

    /// The last `state` entry of `view` in a report, and every frame's.
    private func scrollStates(_ report: URL) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let frames = try XCTUnwrap(json["state"] as? [[[String: Any]]])
        return frames.compactMap { $0.first { ($0["kind"] as? String) == "scroll" } }
    }

    func testSeleniumPayloadsImportAndReplay() throws {
        try writePayloads(into: folder)
        let gallery = root.appendingPathComponent("Traces/gallery.scene.json").path
        let feed = root.appendingPathComponent("Traces/feed.scene.json").path
        let cases: [(name: String, scene: String, summary: String)] = [
            ("tap", gallery, "2 events, 1 touch, 0.35 s"),
            ("long-press", gallery, "2 events, 1 touch, 1.25 s"),
            ("feed-swipe", feed, "38 events, 1 touch, 0.55 s"),
            ("pinch", gallery, "100 events, 2 touches, 0.5 s"),
            ("action-chains", gallery, "34 events, 2 touches, 0.95 s"),
        ]
        var traces: [String] = []
        for (name, scene, summary) in cases {
            let trace = folder.appendingPathComponent("\(name).trace.json").path
            let result = try runTool(["import", "w3c", folder.appendingPathComponent("\(name).actions.json").path,
                                      "--scene", scene, "-o", trace])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, "\(trace): \(summary)\n")
            XCTAssertEqual(result.stderr, "", name)
            traces.append(trace)
        }
        let replay = try runTool(["replay"] + traces + ["--out", folder.appendingPathComponent("out").path, "--frames", "none", "--state"])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        // The swipe up the feed scrolls it: dragged with the finger, then decelerating, and at rest
        // further down than it started.
        let states = try scrollStates(folder.appendingPathComponent("out/feed-swipe/report.json"))
        XCTAssertEqual(states.first?["phase"] as? String, "idle")
        XCTAssertEqual((states.first?["contentOffset"] as? [Double])?.last, 0)
        let phases = Set(states.compactMap { $0["phase"] as? String })
        XCTAssertTrue(phases.isSuperset(of: ["dragging", "decelerating"]), "\(phases)")
        let finalOffset = try XCTUnwrap((states.last?["contentOffset"] as? [Double])?.last)
        // The finger alone moved the content 400 points less the slop before the pan began; the
        // fling carries it further.
        XCTAssertGreaterThan(finalOffset, 300)
        // The tap and long press ripple on the card.
        for name in ["tap", "long-press"] {
            let report = try String(contentsOf: folder.appendingPathComponent("out/\(name)/report.json"), encoding: .utf8)
            XCTAssertTrue(report.contains(#""view":"card","kind":"ripple""#), name)
        }
    }
}
