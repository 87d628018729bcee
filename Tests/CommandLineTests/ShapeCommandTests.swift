import CommandLineTestSupport
import Foundation
import XCTest

/// `touchstone shape path|contains` end to end: output, exit codes (0 success, 2 input error) and
/// error messages that name the place.
final class ShapeCommandTests: XCTestCase {
    private let rounded8 = #"{"rectangle": {"corners": {"rounded": 8}}}"#

    func testPathPrintsTheWorkedExampleAsSVGPathData() throws {
        let result = try runTool(["shape", "path", rounded8, "--size", "100x40"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // docs/hit-testing.md#mdcs-shapes: move (0,8), arc to (8,0), line (92,0), …; the control points are at
        // 8 − 8·0.5522847498 = 3.5817220013536533 from the corner.
        let words = result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" })
        XCTAssertEqual(Array(words.prefix(10)), ["M0", "8", "C0", "3.5817220013536533", "3.5817220013536533", "0", "8", "0", "L92", "0"])
        XCTAssertTrue(result.stdout.hasSuffix("L0 8 Z\n"), result.stdout)
    }

    func testPathOfTheCutDiamond() throws {
        let result = try runTool(["shape", "path", #"{"rectangle": {"corners": {"cut": 0.5, "percent": true}}}"#, "--size", "100x100"])
        XCTAssertEqual(result.stdout, "M0 50 L50 0 L50 0 L100 50 L100 50 L50 100 L50 100 L0 50 L0 50 Z\n")
    }

    func testSpecFromAFileAndSVGDocumentFormat() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-spec-\(getpid()).json")
        try Data(#"{"slantedRect": {"slant": 10}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let data = try runTool(["shape", "path", "@" + url.path, "--size", "100x40"])
        XCTAssertEqual(data.stdout, "M10 0 L110 0 L90 40 L-10 40 L10 0 Z\n")
        let svg = try runTool(["shape", "path", "@" + url.path, "--size=100x40", "--format", "svg"])
        XCTAssertEqual(svg.status, 0)
        XCTAssertTrue(svg.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg.stdout)
        XCTAssertTrue(svg.stdout.contains(#"<path d="M10 0 L110 0 L90 40 L-10 40 L10 0 Z""#), svg.stdout)
    }

    func testContainsAnswersEveryLineUnderBothRules() throws {
        // Pill 100×40: corner circles of radius 20 centred at (20,20) and (80,20).
        // (50,20) centre: in; (1,1) cut-away corner: out; (20,0.5) just under the top of the left
        // circle: in; (0,20) leftmost point (left boundary, inside by the half-open rule): in;
        // (100,20) rightmost point (right boundary): out; (50,40) bottom edge: out; (-1,20): out.
        let input = "50 20\n1 1\n20 0.5\n0 20\n100 20\n50 40\n-1,20\n\t50\t 39.5 \r\n"
        let result = try runTool(["shape", "contains", #"{"pill": {}}"#, "--size", "100x40"], stdin: input)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "1\n0\n1\n1\n0\n0\n0\n1\n")
        // A last line without a newline is still answered.
        XCTAssertEqual(try runTool(["shape", "contains", #"{"pill": {}}"#, "--size", "100x40"], stdin: "50 20").stdout, "1\n")

        // Overlapping outward triangles: on a 100×100 square, handle triangles of size 80 on the
        // top edge, (−30,0)–(50,−80)–(130,0), and on the right edge, (100,−30)–(180,50)–(100,130),
        // both contain (110,−5) (the top one below its edge y = x − 130 = −20 at x = 110, the right one
        // above its edge y = x − 130 as well, and both bases lie beyond the point), so
        // its winding is 2: inside under nonzero, outside under even-odd. (50,50) has winding 1.
        let spec = #"{"rectangle": {"corners": {"sharp": true}, "edges": {"triangle": {"size": 80, "style": "handle"}}}}"#
        let nonZero = try runTool(["shape", "contains", spec, "--size", "100x100"], stdin: "110 -5\n50 50\n")
        let evenOdd = try runTool(["shape", "contains", spec, "--size", "100x100", "--even-odd"], stdin: "110 -5\n50 50\n")
        XCTAssertEqual(nonZero.stdout, "1\n1\n")
        XCTAssertEqual(evenOdd.stdout, "0\n1\n")
    }

    func testContainsStreamsManyPoints() throws {
        // 20,000 points on a 200×100 grid against a plain rectangle: the half-open rule makes
        // exactly the points with 0 ≤ x < 100 and 0 ≤ y < 40 inside.
        var input = "", expected = ""
        for y in stride(from: -20, to: 80, by: 1) {
            for x in stride(from: -50, to: 150, by: 1) {
                input += "\(x) \(y)\n"
                expected += (0..<100).contains(x) && (0..<40).contains(y) ? "1\n" : "0\n"
            }
        }
        let result = try runTool(["shape", "contains", #"{"rectangle": {"corners": {"sharp": true}}}"#, "--size", "100x40"], stdin: input)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout == expected, "outputs differ")
    }

    func testBadInputExitsTwoWithAMessageThatNamesThePlace() throws {
        let cases: [([String], String, String)] = [
            (["shape", "path", #"{"rectangle": {"corners": {"rounded": 8}}"#, "--size", "100x40"], "",
             "touchstone: shape spec: line 1, column 42: expected ',' or '}' in object, found end of input\n"),
            (["shape", "path", #"{"rectangle": {"corners": [{"rounded": 8}]}}"#, "--size", "100x40"], "",
             "touchstone: shape spec: at $.rectangle.corners: expected an array of 4 elements, found an array of 1 element\n"),
            (["shape", "path", #"{"svgPath": "M0 0 L10 x"}"#, "--size", "1x1"], "",
             "touchstone: shape spec: at $.svgPath: SVG path data, offset 9: expected a number after 'L', found 'x'\n"),
            (["shape", "path", rounded8, "--size", "100"], "",
             "touchstone: shape path: --size '100': expected WxH with decimal numbers within ±1e12, for example 100x40\n"),
            (["shape", "path", rounded8, "--size", "infxnan"], "",
             "touchstone: shape path: --size 'infxnan': expected WxH with decimal numbers within ±1e12, for example 100x40\n"),
            (["shape", "path", rounded8], "", "touchstone: shape path: --size is required (the view size as WxH, for example 100x40)\n"),
            (["shape", "path", "--size", "1x1"], "", "touchstone: shape path: missing SPEC (inline JSON, or @FILE)\n"),
            (["shape", "path", rounded8, "extra", "--size", "1x1"], "", "touchstone: shape path: unexpected argument 'extra'\n"),
            (["shape", "path", rounded8, "--size", "1x1", "--colour", "red"], "",
             "touchstone: shape path: unknown option '--colour'; expected one of --format, --size\n"),
            (["shape", "path", rounded8, "--size", "1x1", "--format", "png"], "",
             "touchstone: shape path: --format must be 'data' or 'svg', not 'png'\n"),
            (["shape", "path", "@/nonexistent/spec.json", "--size", "1x1"], "",
             "touchstone: /nonexistent/spec.json: cannot open (No such file or directory)\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], "1 2\n3\n",
             "touchstone: stdin line 2: y is missing or not a number in '3'; expected two finite numbers 'x y'\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], "1 2 3\n",
             "touchstone: stdin line 1: unexpected text after y in '1 2 3'; expected two finite numbers 'x y'\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], "nan 2\n",
             "touchstone: stdin line 1: x is missing or not a number in 'nan 2'; expected two finite numbers 'x y'\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], "1e999 2\n",
             "touchstone: stdin line 1: x is not finite in '1e999 2'; expected two finite numbers 'x y'\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], "0x10 2\n",
             "touchstone: stdin line 1: x is not a decimal number in '0x10 2'; expected two finite numbers 'x y'\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], "\n",
             "touchstone: stdin line 1: x is missing or not a number in ''; expected two finite numbers 'x y'\n"),
            (["shape", "contains", rounded8, "--size", "100x40"], String(repeating: "1 ", count: 3000),
             "touchstone: stdin line 1: longer than 4096 bytes\n"),
            (["shape", "frobnicate"], "", "touchstone: shape: unknown subcommand 'frobnicate'; expected path, contains or render\n"),
            (["paint"], "", "touchstone: unknown command 'paint'; the commands are shape, render, replay, import, gesture, compare, fuzz and merge (see 'touchstone --help')\n"),
        ]
        for (arguments, stdin, message) in cases {
            let result = try runTool(arguments, stdin: stdin)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
        // Answers before a bad line have already been written: the stream is not buffered whole.
        let partial = try runTool(["shape", "contains", rounded8, "--size", "100x40"], stdin: "50 20\nx\n")
        XCTAssertEqual(partial.stdout, "1\n")
    }

    func testEveryCommandHasHelp() throws {
        for arguments in [["--help"], ["shape", "--help"], ["shape", "path", "--help"], ["shape", "contains", "--help"],
                          ["shape", "render", "--help"]] {
            let result = try runTool(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone"), "\(arguments): \(result.stdout)")
        }
        let bare = try runTool([])
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.stderr.hasPrefix("usage: touchstone"))
    }

    /// The tool's help lists every fuzz subcommand docs/cli.md documents.
    func testHelpListsEveryFuzzSubcommand() throws {
        let result = try runTool(["--help"])
        XCTAssertEqual(result.status, 0)
        for name in ["hit-test", "scene-hit-test", "scene-repro", "corpus"] {
            XCTAssertTrue(result.stdout.contains("\n  fuzz \(name) "), "fuzz \(name) missing: \(result.stdout)")
        }
    }
}
