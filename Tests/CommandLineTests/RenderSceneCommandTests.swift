import CommandLineTestSupport
import Foundation
import Raster
import XCTest

/// `touchstone render SCENE -o OUT.png` end to end: the example scene's pixels at places worked out
/// by hand, and errors (exit 2, the file and the JSON path on stderr).
final class RenderSceneCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-scene-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The package's `Examples/` folder, found from this file's path.
    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
    }

    private func opaque(_ hex: UInt32) -> PremultipliedColor {
        PremultipliedColor(red: UInt8(hex >> 16), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: 255)
    }

    func testExampleSceneRendersItsViews() throws {
        let output = directory.appendingPathComponent("views.png").path
        let result = try runTool(["render", examples.appendingPathComponent("views.scene.json").path, "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let canvas = try Canvas(contentsOfPNGFile: output)
        // 200×120 points at scale 2.
        XCTAssertEqual([canvas.width, canvas.height], [400, 240])
        // Far from every view and shadow: the background.
        XCTAssertEqual(canvas[2, 2], opaque(0xF5F5F5))
        XCTAssertEqual(canvas[398, 238], opaque(0xF5F5F5))
        // The card (16, 16, 120, 80): white inside, its 1 pt border at x 16…17 pt (pixels 32, 33)
        // half way down, away from the rounded corners.
        XCTAssertEqual(canvas[232, 152], opaque(0xFFFFFF))
        XCTAssertEqual(canvas[32, 100], opaque(0xE0E0E0))
        XCTAssertEqual(canvas[33, 100], opaque(0xE0E0E0))
        XCTAssertEqual(canvas[34, 100], opaque(0xFFFFFF))
        // Children in the card's coordinates: the avatar's centre (16+12+16, 16+12+16) = (44, 44) pt,
        // the title's middle (16+56+26, 16+16+4) = (98, 36) pt.
        XCTAssertEqual(canvas[88, 88], opaque(0x6200EE))
        XCTAssertEqual(canvas[196, 72], opaque(0x212121))
        // The subtitle at alpha 0.5: #757575 with alpha round(127.5) = 128, premultiplied
        // round(117·128/255) = 59, over white: 59 + round(255·127/255) = 186.
        // Its middle: (16+56+20, 16+30+3) = (92, 49) pt.
        XCTAssertEqual(canvas[184, 98], opaque(0xBABABA))
        // The badge's centre (165, 35) pt.
        XCTAssertEqual(canvas[330, 70], opaque(0x03DAC6))
        // The hidden red square draws nothing; the translucent one above it, #B0002080 over
        // #F5F5F5: premultiplied (round(176·128/255), 0, round(32·128/255)) = (88, 0, 16), plus
        // round(245·127/255) = 122 of the background: (210, 122, 138).
        XCTAssertEqual(canvas[330, 170], PremultipliedColor(red: 210, green: 122, blue: 138, alpha: 255))
    }

    func testHelp() throws {
        let result = try runTool(["render", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("usage: touchstone render SCENE [--trace T --at SECONDS] -o OUT.png"), result.stdout)
        let top = try runTool(["--help"])
        XCTAssertTrue(top.stdout.contains("render               draw a scene file at rest, or at a moment of a trace, into a PNG"))
    }

    private func renderFailing(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = directory.appendingPathComponent("bad.scene.json").path
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
        let output = directory.appendingPathComponent("out.png").path
        let result = try runTool(["render", path, "-o", output])
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "no PNG on error", file: file, line: line)
        return result.stderr.replacingOccurrences(of: path, with: "bad.scene.json")
    }

    func testBadScenesExitTwoWithTheFileAndPath() throws {
        let head = ##"{"format": "touchstone.scene", "version": 1, "size": [10, 10], "scale": 1, "background": "#FFFFFF", "views": "##
        XCTAssertEqual(try renderFailing(head + ##"[{"id": "a", "kind": "view", "frame": [0, 0, -1, 1]}]}"##),
                       "touchstone: bad.scene.json: at $.views[0].frame[2]: expected a width of zero or more, found -1\n")
        XCTAssertEqual(try renderFailing(head + ##"[{"id": "a", "kind": "slider", "frame": [0, 0, 1, 1]}]}"##),
                       ##"touchstone: bad.scene.json: at $.views[0].kind: unknown kind "slider"; expected one of "view", "scroll", "shaped", "button", "fab", "card", "chip", "bottomSheet", "ripple", "statefulRipple", "ink", "paper", "label""## + "\n")
        XCTAssertEqual(try renderFailing(head + ##"[{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "color": "#12345"}]}"##),
                       ##"touchstone: bad.scene.json: at $.views[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "#12345" (expected #RRGGBB or #RRGGBBAA)"## + "\n")
        XCTAssertEqual(try renderFailing(##"{"format": "touchstone.scene", "version": 3}"##),
                       "touchstone: bad.scene.json: at $.version: unsupported version 3; this build reads version 1\n")
        XCTAssertEqual(try renderFailing("{\n  \"format\": \"touchstone.scene\",\n}"),
                       "touchstone: bad.scene.json: line 2, column 31: trailing comma in object\n")
    }

    func testUsageErrors() throws {
        let missing = try runTool(["render", "-o", directory.appendingPathComponent("x.png").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "touchstone: render: missing the scene file (SCENE)\n")
        let noOutput = try runTool(["render", examples.appendingPathComponent("views.scene.json").path])
        XCTAssertEqual(noOutput.status, 2)
        XCTAssertEqual(noOutput.stderr, "touchstone: render: --output is required (the PNG file to write, as -o FILE)\n")
        let noFile = try runTool(["render", "/nonexistent/a.scene.json", "-o", directory.appendingPathComponent("x.png").path])
        XCTAssertEqual(noFile.status, 2)
        XCTAssertEqual(noFile.stderr, "touchstone: /nonexistent/a.scene.json: cannot open (No such file or directory)\n")
        let option = try runTool(["render", "a", "--time", "1"])
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.stderr, "touchstone: render: unknown option '--time'; expected one of --at, --output, --trace\n")
    }
}
