import CommandLineTestSupport
import Foundation
import XCTest

/// Option values read through `ArgumentList`'s typed accessors: one rule per kind of value and one
/// form of message, `COMMAND: --OPTION 'TEXT': expected WHAT`, in every command.
final class ArgumentValueTests: XCTestCase {
    func testEveryKindOfValueIsRefusedInOneForm() throws {
        let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Traces/gallery.scene.json").path
        let cases: [([String], String)] = [
            (["compare", "a.json", "b.json", "--alpha", "x"], "compare: --alpha 'x': expected a number strictly between 0 and 1"),
            (["compare", "a.json", "b.json", "--min-change", "inf"], "compare: --min-change 'inf': expected a percentage, 0 or more"),
            (["fuzz", "hit-test", "--seed", "x"],
             "fuzz hit-test: --seed 'x': expected a whole number from 0 to 18446744073709551615"),
            (["fuzz", "scene-hit-test", "--iterations", "0"],
             "fuzz scene-hit-test: --iterations '0': expected a positive whole number"),
            (["fuzz", "hit-test", "--seconds", "0x10"], "fuzz hit-test: --seconds '0x10': expected a positive number of seconds"),
            (["replay", "t.trace.json", "--settle-limit", "4000"], "replay: --settle-limit '4000': expected seconds from 0 to 3600"),
            (["replay", "t.trace.json", "--fps", "1.5"], "replay: --fps '1.5': expected a whole number from 1 to 1000"),
            (["render", "s.scene.json", "--trace", "t.trace.json", "--at", "-1", "-o", "x.png"],
             "render: --at '-1': expected a time in seconds, 0 or more"),
            (["shape", "render", #"{"pill": {}}"#, "--size", "10x10", "-o", "x.png", "--elevation", "nan"],
             "shape render: --elevation 'nan': expected a number of points from 0 to 1e12"),
            (["gesture", "pinch", "--center", "1,1", "--from-distance", "1", "--to-distance", "2", "--angle", "1e999",
              "--scene", scene, "-o", "t.trace.json"],
             "gesture pinch: --angle '1e999': expected a number of radians"),
        ]
        for (arguments, message) in cases {
            let result = try runTool(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "touchstone: \(message)\n", "\(arguments)")
        }
    }

    func testShortOutputOptionOnlyWhereThereIsOne() throws {
        let render = try runTool(["shape", "render", #"{"pill": {}}"#, "--size", "10x10"])
        XCTAssertEqual(render.stderr, "touchstone: shape render: --output is required (the PNG file to write, as -o FILE)\n")
        // `shape path` writes to stdout: its "-o" is an argument like any other.
        let path = try runTool(["shape", "path", #"{"pill": {}}"#, "--size", "10x10", "-o", "x.svg"])
        XCTAssertEqual(path.status, 2)
        XCTAssertEqual(path.stderr, "touchstone: shape path: unexpected argument '-o'\n")
    }
}
