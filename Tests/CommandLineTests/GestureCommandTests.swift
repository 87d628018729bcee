import CommandLineTestSupport
import Foundation
import XCTest

/// `touchstone gesture …` end to end: each gesture writes the hand-worked events; bad options exit 2.
final class GestureCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-gesture-\(getpid())-\(name.filter(\.isLetter))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data(##"{"format": "touchstone.scene", "version": 1, "size": [360, 640], "scale": 1, "background": "#FFFFFF", "views": []}"##.utf8)
            .write(to: folder.appendingPathComponent("g.scene.json"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs a gesture into out/t.trace.json and returns the event lines of the trace.
    private func events(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let result = try runTool(["gesture"] + arguments + ["--scene", path("g.scene.json"), "-o", path("out/t.trace.json")])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent("out/t.trace.json")), as: UTF8.self)
        XCTAssertTrue(text.contains(#""scene": "../g.scene.json","#), text, file: file, line: line)
        return text.split(separator: "\n").filter { $0.hasPrefix("    {") }.map { String($0.dropFirst(4)) }
    }

    func testEveryGesture() throws {
        XCTAssertEqual(try events(["tap", "--at", "10,20"]), [
            #"{"t":0,"id":0,"phase":"began","x":10,"y":20},"#,
            #"{"t":0.05,"id":0,"phase":"ended","x":10,"y":20}"#,
        ])
        XCTAssertEqual(try events(["long-press", "--at", "10,20", "--duration", "0.6"]), [
            #"{"t":0,"id":0,"phase":"began","x":10,"y":20},"#,
            #"{"t":0.6,"id":0,"phase":"ended","x":10,"y":20}"#,
        ])
        // 100 Hz, 30 ms from (0, 0) to (30, 60): thirds at 10 and 20 ms, the end at 30 ms.
        XCTAssertEqual(try events(["drag", "--from", "0,0", "--to", "30,60", "--duration", "0.03", "--sample-rate", "100", "--hold-after", "0.01"]), [
            #"{"t":0,"id":0,"phase":"began","x":0,"y":0},"#,
            #"{"t":0.01,"id":0,"phase":"moved","x":10,"y":20},"#,
            #"{"t":0.02,"id":0,"phase":"moved","x":20,"y":40},"#,
            #"{"t":0.03,"id":0,"phase":"moved","x":30,"y":60},"#,
            #"{"t":0.04,"id":0,"phase":"ended","x":30,"y":60}"#,
        ])
        // 1000 points/s to the left for 20 ms at 100 Hz: 10 points per sample.
        XCTAssertEqual(try events(["fling", "--from", "100,50", "--velocity", "-1000,0", "--duration", "0.02", "--sample-rate", "100"]), [
            #"{"t":0,"id":0,"phase":"began","x":100,"y":50},"#,
            #"{"t":0.01,"id":0,"phase":"moved","x":90,"y":50},"#,
            #"{"t":0.02,"id":0,"phase":"moved","x":80,"y":50},"#,
            #"{"t":0.02,"id":0,"phase":"ended","x":80,"y":50}"#,
        ])
        XCTAssertEqual(try events(["pinch", "--center", "100,100", "--from-distance", "100", "--to-distance", "20", "--duration", "0.01", "--sample-rate", "100"]), [
            #"{"t":0,"id":0,"phase":"began","x":50,"y":100},"#,
            #"{"t":0,"id":1,"phase":"began","x":150,"y":100},"#,
            #"{"t":0.01,"id":0,"phase":"moved","x":90,"y":100},"#,
            #"{"t":0.01,"id":1,"phase":"moved","x":110,"y":100},"#,
            #"{"t":0.01,"id":0,"phase":"ended","x":90,"y":100},"#,
            #"{"t":0.01,"id":1,"phase":"ended","x":110,"y":100}"#,
        ])
    }

    func testBadInputExitsTwo() throws {
        let out = path("out/x.trace.json")
        let cases: [([String], String)] = [
            (["tap", "--at", "10;20"], "touchstone: gesture tap: --at '10;20': expected X,Y with decimal numbers within ±1e12, for example 120,48.5\n"),
            (["tap", "--at", "1,1", "--duration", "-1"], "touchstone: gesture tap: --duration '-1': expected seconds from 0 to 3600\n"),
            (["drag", "--from", "1,1"], "touchstone: gesture drag: --to is required (X,Y in points)\n"),
            (["fling", "--from", "1,1", "--velocity", "0,0", "--duration", "0"], "touchstone: gesture fling: --duration must be more than 0 seconds\n"),
            (["pinch", "--center", "1,1", "--from-distance", "-3", "--to-distance", "1"], "touchstone: gesture pinch: --from-distance '-3': expected a distance of 0 or more points\n"),
            (["tap", "--at", "1,1", "--sample-rate", "0"], "touchstone: gesture tap: --sample-rate '0': expected a whole number of samples per second from 1 to 10000\n"),
            (["drag", "--from", "1,1", "--to", "2,2", "--duration", "3000", "--sample-rate", "10000"],
             "touchstone: gesture drag: --duration × --sample-rate gives about 30000003 events, more than a trace may hold (200000)\n"),
            (["swipe"], "touchstone: gesture: unknown gesture 'swipe'; expected tap, long-press, drag, fling or pinch\n"),
            (["tap", "--at", "1,1", "--velocity", "1,1"], "touchstone: gesture tap: unknown option '--velocity'; expected one of --at, --duration, --output, --sample-rate, --scene\n"),
            // Far outside the 360 × 640 scene (accepted up to 2 × 640 = 1280 in y): named by the options given.
            (["tap", "--at", "10,2000"], "touchstone: gesture tap (--at): at $.events[0].y (event 0, field \"y\"): y = 2000 points is far outside the scene (height 640; accepted -640 to 1280); is the trace in pixels, or meant for another scene?\n"),
        ]
        for (arguments, message) in cases {
            let result = try runTool(["gesture"] + arguments + ["--scene", path("g.scene.json"), "-o", out])
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let missingScene = try runTool(["gesture", "tap", "--at", "1,1", "--scene", path("none.scene.json"), "-o", out])
        XCTAssertEqual(missingScene.status, 2)
        XCTAssertEqual(missingScene.stderr, "touchstone: \(path("none.scene.json")): cannot open (No such file or directory)\n")
        // The scene is loaded in full (not just its size): a bad Material option is named by its path.
        try Data(##"{"format": "touchstone.scene", "version": 1, "size": [360, 640], "scale": 1, "background": "#FFFFFF", "views": [{"id": "c", "kind": "card", "frame": [0, 0, 10, 10], "ripple": {"style": "wide"}}]}"##.utf8)
            .write(to: folder.appendingPathComponent("bad.scene.json"))
        let badScene = try runTool(["gesture", "tap", "--at", "1,1", "--scene", path("bad.scene.json"), "-o", out])
        XCTAssertEqual(badScene.status, 2)
        XCTAssertTrue(badScene.stderr.hasPrefix("touchstone: \(path("bad.scene.json")): at $.views[0].ripple.style: "), badScene.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testHelp() throws {
        for arguments in [["gesture", "--help"], ["gesture", "fling", "--help"]] {
            let result = try runTool(arguments)
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone gesture"), result.stdout)
            XCTAssertTrue(result.stdout.contains("deceleration"), result.stdout)
        }
    }
}
