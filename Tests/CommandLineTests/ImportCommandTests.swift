import CommandLineTestSupport
import Foundation
import XCTest

/// `touchstone import w3c|getevent` end to end: the trace written, exit codes and messages.
final class ImportCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-import-\(getpid())-\(name.filter(\.isLetter))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A 540 × 1170 point scene (loaded in full; the commands use its size).
        try write(##"{"format": "touchstone.scene", "version": 1, "size": [540, 1170], "scale": 2, "background": "#FFFFFF", "views": []}"##, "g.scene.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ text: String, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    }

    func testW3CWritesTheTrace() throws {
        // Scale 2: (100, 100) px is (50, 50) pt; the 20 ms move at 100 Hz has a sub-step half way.
        let actions = try write("""
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "x": 100, "y": 100}, {"type": "pointerDown", "button": 0},
              {"type": "pointerMove", "duration": 20, "x": 140, "y": 80}, {"type": "pointerUp", "button": 0}]}]}
            """, "a.json")
        let result = try runTool(["import", "w3c", actions, "--scene", path("g.scene.json"), "--scale", "2",
                                  "--sample-rate", "100", "-o", path("a.trace.json")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, path("a.trace.json") + ": 4 events, 1 touch, 0.02 s\n")
        let text = try read("a.trace.json")
        XCTAssertTrue(text.contains(#""scene": "g.scene.json","#), text)
        XCTAssertTrue(text.contains("""
              "events": [
                {"t":0,"id":0,"phase":"began","x":50,"y":50},
                {"t":0.01,"id":0,"phase":"moved","x":60,"y":45},
                {"t":0.02,"id":0,"phase":"moved","x":70,"y":40},
                {"t":0.02,"id":0,"phase":"ended","x":70,"y":40}
              ]
            """), text)
    }

    func testW3CErrorsExitTwoNamingTheFileAndPath() throws {
        let actions = try write(#"[{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 1, "y": 1, "origin": {"element-6066-11e4-a52e-4f735466cecf": "e"}}]}]"#, "bad.json")
        let result = try runTool(["import", "w3c", actions, "--scene", path("g.scene.json"), "-o", path("x.trace.json")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "touchstone: \(actions): at $[0].actions[0].origin: an element origin needs a browser's layout to resolve; give \"viewport\" coordinates or \"pointer\"-relative ones\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.trace.json")))
        let syntax = try write("[\n{]", "syntax.json")
        let bad = try runTool(["import", "w3c", syntax, "--scene", path("g.scene.json"), "-o", path("x.trace.json")])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("touchstone: \(syntax): line 2, column 2: "), bad.stderr)
        let scale = try runTool(["import", "w3c", actions, "--scene", path("g.scene.json"), "--scale", "0", "-o", path("x.trace.json")])
        XCTAssertEqual(scale.status, 2)
        XCTAssertEqual(scale.stderr, "touchstone: import w3c: --scale '0': expected a positive number of CSS px per point, at most 1e12\n")
        // The scene must be a scene.
        let notScene = try write(#"{"format": "touchstone.trace", "size": [1, 1]}"#, "t.json")
        let scene = try runTool(["import", "w3c", actions, "--scene", notScene, "-o", path("x.trace.json")])
        XCTAssertEqual(scene.status, 2)
        XCTAssertEqual(scene.stderr, "touchstone: \(notScene): at $.format: expected \"touchstone.scene\", found \"touchstone.trace\"\n")
    }

    private let capture = """
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000021
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001b0
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    00000360
        [     100.000000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [     100.016000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000

        """

    func testGeteventWithRangesAndWithADump() throws {
        let input = try write(capture, "c.txt")
        // x 0…1079 onto 540 points and y 0…2339 onto 1170: both scales ½; 0x1b0 = 432, 0x360 = 864.
        let result = try runTool(["import", "getevent", input, "--scene", path("g.scene.json"),
                                  "--x-range", "0:1079", "--y-range", "0:2339", "-o", path("c.trace.json")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try read("c.trace.json").contains("""
                {"t":0,"id":33,"phase":"began","x":216,"y":432},
                {"t":0.016,"id":33,"phase":"ended","x":216,"y":432}
            """))
        let dump = try write("""
            add device 2: /dev/input/event4
              name:     "fts_ts"
                ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0
            """, "lp.txt")
        let fromDump = try runTool(["import", "getevent", input, "--scene", path("g.scene.json"), "--axes", dump, "-o", path("d.trace.json")])
        XCTAssertEqual(fromDump.status, 0, fromDump.stderr)
        // The same ranges, so the same trace.
        XCTAssertEqual(try read("d.trace.json"), try read("c.trace.json"))
    }

    /// Imported recordings replay: a W3C action sequence and a getevent capture, each imported for
    /// a scene whose ripple view covers it, replay to a settled end with a ripple in some frame.
    func testImportedRecordingsReplay() throws {
        try write(##"{"format": "touchstone.scene", "version": 1, "size": [540, 1170], "scale": 0.5, "background": "#FFFFFF", "views": [{"id": "r", "kind": "ripple", "frame": [0, 0, 540, 1170]}]}"##, "r.scene.json")
        let actions = try write("""
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "x": 100, "y": 100}, {"type": "pointerDown", "button": 0},
              {"type": "pointerMove", "duration": 60, "x": 140, "y": 80}, {"type": "pointerUp", "button": 0}]}]}
            """, "a.json")
        let w3c = try runTool(["import", "w3c", actions, "--scene", path("r.scene.json"), "--scale", "2", "-o", path("w3c.trace.json")])
        XCTAssertEqual(w3c.status, 0, w3c.stderr)
        let getevent = try runTool(["import", "getevent", try write(capture, "c.txt"), "--scene", path("r.scene.json"),
                                    "--x-range", "0:1079", "--y-range", "0:2339", "-o", path("getevent.trace.json")])
        XCTAssertEqual(getevent.status, 0, getevent.stderr)
        let replay = try runTool(["replay", path("w3c.trace.json"), path("getevent.trace.json"),
                                  "--out", path("out"), "--frames", "none", "--state"])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        for name in ["w3c", "getevent"] {
            let report = try String(contentsOfFile: path("out/\(name)/report.json"), encoding: .utf8)
            XCTAssertTrue(report.contains(#""kind":"ripple""#) || report.contains(#""kind": "ripple""#), name)
            XCTAssertFalse(report.contains(#""settledAt":null"#) || report.contains(#""settledAt": null"#), name)
        }
    }

    func testGeteventErrorsExitTwoWithTheLine() throws {
        let input = try write(capture.replacingOccurrences(of: "EV_SYN       SYN_REPORT           00000000\n[     100.016000]",
                                                           with: "EV_SYN       SYN_REPORT           0000000\n[     100.016000]"), "bad.txt")
        let result = try runTool(["import", "getevent", input, "--scene", path("g.scene.json"),
                                  "--x-range", "0:1079", "--y-range", "0:2339", "-o", path("x.trace.json")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "touchstone: \(input): line 4: expected a value of eight hex digits (such as 000001a4 or ffffffff), found \"0000000\"\n")
        let ranges = try runTool(["import", "getevent", input, "--scene", path("g.scene.json"), "--x-range", "0:1079", "-o", path("x.trace.json")])
        XCTAssertEqual(ranges.status, 2)
        XCTAssertEqual(ranges.stderr, "touchstone: import getevent: give either --axes LP_DUMP or both --x-range MIN:MAX and --y-range MIN:MAX\n")
        let range = try runTool(["import", "getevent", input, "--scene", path("g.scene.json"), "--x-range", "9:1", "--y-range", "0:1", "-o", path("x.trace.json")])
        XCTAssertEqual(range.stderr, "touchstone: import getevent: --x-range '9:1': expected MIN:MAX, integers with MIN < MAX, for example 0:1079\n")
    }

    /// What an import leaves out is said on stderr, one note a line, and the trace is written.
    func testNotesGoToStderr() throws {
        // A capture stopped inside its last line: the open frame and the cut line are left out.
        let cut = try write(capture + "[     100.024000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000022\n[     100.024000] /dev/input/event4: EV_ABS       ABS_MT_POSI", "cut.txt")
        let result = try runTool(["import", "getevent", cut, "--scene", path("g.scene.json"),
                                  "--x-range", "0:1079", "--y-range", "0:2339", "-o", path("cut.trace.json")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            touchstone: note: \(cut): line 8: the capture ends inside this line, which is left out: "[     100.024000] /dev/input/event4: EV_ABS       ABS_MT_POS…"
            touchstone: note: \(cut): line 7: the capture ends inside a frame that no SYN_REPORT closes (it was stopped); its events, line 7, are left out

            """)
        XCTAssertEqual(result.stdout, path("cut.trace.json") + ": 2 events, 1 touch, 0.016 s\n")
        // Key presses beside a finger.
        let actions = try write("""
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "x": 100, "y": 100}, {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]},
              {"type": "key", "id": "k", "actions": [{"type": "keyDown", "value": "a"}, {"type": "pause"}, {"type": "keyUp", "value": "a"}]}]}
            """, "keys.json")
        let keys = try runTool(["import", "w3c", actions, "--scene", path("g.scene.json"), "-o", path("keys.trace.json")])
        XCTAssertEqual(keys.status, 0, keys.stderr)
        XCTAssertEqual(keys.stderr, "touchstone: note: \(actions): at $.actions[1]: key source \"k\": 2 keyDown/keyUp actions left out, since a trace holds touches only (its pauses still time the ticks)\n")
    }

    func testHelp() throws {
        for arguments in [["import", "--help"], ["import", "w3c", "--help"], ["import", "getevent", "--help"]] {
            let result = try runTool(arguments)
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone import"), result.stdout)
        }
        let unknown = try runTool(["import", "csv"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "touchstone: import: unknown format 'csv'; expected w3c or getevent\n")
    }
}
