import CommandLineTestSupport
import Foundation
import Raster
import XCTest

/// `touchstone shape render` end to end: canvas size, colours, border and shadow placement, and
/// errors.
final class RenderCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-render-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func render(_ arguments: [String]) throws -> Canvas {
        let output = directory.appendingPathComponent("out.png").path
        let result = try runTool(["shape", "render"] + arguments + ["-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Canvas(contentsOfPNGFile: output)
    }

    func testCanvasSizeIsCeilOfViewPlusMarginsTimesScale() throws {
        // ceil((100 + 2·16)·3) × ceil((40 + 2·16)·3) = 396 × 216; ceil((3 + 0)·1.5) = 5.
        let card = try render([#"{"pill": {}}"#, "--size", "100x40", "--scale", "3", "--margin", "16"])
        XCTAssertEqual([card.width, card.height], [396, 216])
        let small = try render([#"{"pill": {}}"#, "--size", "3x3", "--scale", "1.5"])
        XCTAssertEqual([small.width, small.height], [5, 5])
    }

    func testPixelAlignedRectangleFillsExactlyItsPixels() throws {
        // A 4×2 rectangle with a 1 point margin at scale 2: pixels x 2..<10, y 2..<6 are the fill
        // colour, everything else the background.
        let canvas = try render([#"{"rectangle": {"corners": {"sharp": true}}}"#, "--size", "4x2", "--margin", "1",
                                 "--scale", "2", "--color", "#FF0000", "--background", "#0000FF"])
        XCTAssertEqual([canvas.width, canvas.height], [12, 8])
        for y in 0..<8 {
            for x in 0..<12 {
                let inside = (2..<10).contains(x) && (2..<6).contains(y)
                let expected = inside ? PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
                    : PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
                XCTAssertEqual(canvas[x, y], expected, "pixel \(x), \(y)")
            }
        }
    }

    func testDefaultsAreOpaqueBlackOnTransparent() throws {
        let canvas = try render([#"{"rectangle": {"corners": {"sharp": true}}}"#, "--size", "2x1", "--margin", "1"])
        XCTAssertEqual(canvas[1, 1], PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(canvas[0, 0], PremultipliedColor.clear)
    }

    func testBorderIsInsideTheShapeBoundsAndFillIsInsideTheBorder() throws {
        // 20×20 square, border 2: the colour path is inset by 1 (a 1..19 square) and stroked 2 wide,
        // so the stroke covers 0..2 and 18..20 exactly: border pixels at x = 0, 1, 18, 19, fill
        // from 2 to 17, nothing outside 0..20 (a 2 point margin at scale 1).
        let canvas = try render([#"{"rectangle": {"corners": {"sharp": true}}}"#, "--size", "20x20", "--margin", "2",
                                 "--color", "#FFFFFF", "--border", "2:#00FF00"])
        let green = PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255)
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        XCTAssertEqual(canvas[1, 12], PremultipliedColor.clear)
        XCTAssertEqual(canvas[2, 12], green)
        XCTAssertEqual(canvas[3, 12], green)
        XCTAssertEqual(canvas[4, 12], white)
        XCTAssertEqual(canvas[12, 21], green)
        XCTAssertEqual(canvas[12, 22], PremultipliedColor.clear)
        XCTAssertEqual(canvas[2, 2], green, "miter corner is square")
    }

    func testElevationDarkensBelowTheShapeButNotInsideIt() throws {
        // Elevation 6: key shadow offset 7.348 pt down, blur radius 4 (σ 2); ambient radius 5.334.
        // Below the card the canvas darkens; above it, only the faint ambient shadow reaches; the
        // translucent card's interior shows the background, unshadowed (MDC's shadow mask).
        let canvas = try render([#"{"rectangle": {"corners": {"rounded": 4}}}"#, "--size", "60x20", "--margin", "20",
                                 "--color", "#FFFFFF00", "--background", "#FFFFFF", "--elevation", "6"])
        let below = canvas[50, 44]!, above = canvas[50, 16]!, inside = canvas[50, 30]!, far = canvas[2, 2]!
        XCTAssertEqual(far, PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        XCTAssertEqual(inside, PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        XCTAssertLessThan(below.red, above.red)
        XCTAssertLessThan(above.red, 255)
    }

    func testNegativeWidthDrawsLeftOfTheMarginCorner() throws {
        // A 4×2 rectangle of width −4 with a 5 point margin: the canvas is (4 + 10) × (2 + 10) and
        // the outline generated for −4 × 2 spans x 1..<5 (margin − 4 to margin), y 5..<7.
        let canvas = try render([#"{"rectangle": {"corners": {"sharp": true}}}"#, "--size=-4x2", "--margin", "5",
                                 "--color", "#FF0000"])
        XCTAssertEqual([canvas.width, canvas.height], [14, 12])
        for y in 0..<12 {
            for x in 0..<14 {
                let inside = (1..<5).contains(x) && (5..<7).contains(y)
                XCTAssertEqual(canvas[x, y], inside ? PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255) : .clear,
                               "pixel \(x), \(y)")
            }
        }
    }

    func testRenderIsDeterministic() throws {
        let arguments = [#"{"rectangle": {"corners": [{"rounded": 12}, {"cut": 8}, {"curved": [14, 6]}, {"sharp": true}]}}"#,
                         "--size", "90x50", "--scale", "2.5", "--margin", "12", "--color", "#3F51B5C0",
                         "--border", "3:#FF4081", "--elevation", "8"]
        XCTAssertEqual(try render(arguments).contentHash, try render(arguments).contentHash)
    }

    func testBadOptionsExitTwoWithMessages() throws {
        let spec = #"{"pill": {}}"#
        let cases: [([String], String)] = [
            ([spec, "--size", "10x10"], "touchstone: shape render: --output is required (the PNG file to write, as -o FILE)\n"),
            ([spec, "--size", "10x10", "-o", "x.png", "--color", "red"],
             "touchstone: shape render: --color: colour 'red': expected #RRGGBB or #RRGGBBAA\n"),
            ([spec, "--size", "10x10", "-o", "x.png", "--scale", "0"],
             "touchstone: shape render: --scale '0': expected a positive number of pixels per point, at most 1e12\n"),
            ([spec, "--size", "10x10", "-o", "x.png", "--margin", "-1"],
             "touchstone: shape render: --margin '-1': expected a number of points from 0 to 1e12\n"),
            ([spec, "--size", "10x10", "-o", "x.png", "--border", "2"],
             "touchstone: shape render: --border '2': expected WIDTH:COLOUR with a width from 0 to 1e12 points, for example 2:#6200EE\n"),
            ([spec, "--size", "10x10", "-o", "x.png", "--border", "2:#12"],
             "touchstone: shape render: --border '2:#12': colour '#12': expected #RRGGBB or #RRGGBBAA\n"),
            ([spec, "--size", "10000x10", "-o", "x.png", "--scale", "2"],
             "touchstone: shape render: --size 10000x10, --margin 0 and --scale 2 make a 20000×20 pixel canvas; the limits are 16384 pixels per side and 268435456 in all\n"),
            ([spec, "--size", "10x10", "-o", "/nonexistent/dir/x.png"],
             "touchstone: shape render: /nonexistent/dir/x.png: cannot create (No such file or directory)\n"),
        ]
        for (arguments, message) in cases {
            let result = try runTool(["shape", "render"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
    }

    /// Shadows too large to draw are refused before drawing, naming the options (docs/limits.md).
    func testShadowsTooLargeToDrawAreRefusedBeforeDrawing() throws {
        // The ambient shadow of elevation 10000: σ = (0.889544 · 10000 − 0.003701) / 2 pixels.
        let blur = try runTool(["shape", "render", #"{"pill": {}}"#, "--size", "10x10", "-o", directory.appendingPathComponent("a.png").path, "--elevation", "10000"])
        XCTAssertEqual(blur.status, 2)
        XCTAssertEqual(blur.stderr, "touchstone: shape render: --elevation 10000 at --scale 1 is a shadow blur of σ = 4447.7181495 pixels; at most 4096 can be drawn\n")
        // An outline reaching far beyond a 10 × 10 canvas, without a closed form: the key shadow
        // (σ = (0.66692 · 9000 − 0.001648) / 2 = 3001.14 pixels, reach ⌈3σ⌉ = 9004) rasterizes the
        // canvas grown by 9004 pixels a side, 18018 pixels: past 16384.
        let spec = #"{"svgPath": "M-1000000 -1000000 L1000000 -1000000 L0 1000000 Z"}"#
        let mask = try runTool(["shape", "render", spec, "--size", "10x10", "-o", directory.appendingPathComponent("b.png").path, "--elevation", "9000"])
        XCTAssertEqual(mask.status, 2)
        XCTAssertEqual(mask.stderr, "touchstone: shape render: --elevation 9000 with --size 10x10, --border none and --scale 1: the shadow would need a 18018×18018 pixel mask; the limits are 16384 pixels per side and 268435456 in all\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.png").path))
        // The same outline at elevation 1 draws.
        XCTAssertEqual(try runTool(["shape", "render", spec, "--size", "10x10", "-o", directory.appendingPathComponent("c.png").path, "--elevation", "1"]).status, 0)
    }
}
