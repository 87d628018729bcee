import Foundation
import Raster
import Replay
import XCTest

/// The bitmap font, the contact sheet and golden comparison.
final class OutputImageTests: XCTestCase {
    private func solid(_ width: Int, _ height: Int, _ color: Color) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height)
        canvas.clear(to: color.premultiplied)
        return canvas
    }

    // MARK: Font

    func testFontMetricsAndGlyphs() {
        XCTAssertEqual(BitmapFont.width(of: "12", scale: 2), 14)   // (2·4 − 1)·2
        XCTAssertEqual(BitmapFont.width(of: "", scale: 2), 0)
        XCTAssertEqual(BitmapFont.glyph(for: "S"), BitmapFont.glyph(for: "s"))
        XCTAssertEqual(BitmapFont.glyph(for: "q"), ["#.#", ".#.", "#.#", ".#.", "#.#"])
        XCTAssertTrue("0123456789.:s".allSatisfy(BitmapFont.supportedCharacters.contains))
        // Every glyph is 3 × 5, and no two supported characters look alike.
        let glyphs = BitmapFont.supportedCharacters.map(BitmapFont.glyph(for:))
        XCTAssertTrue(glyphs.allSatisfy { $0.count == 5 && $0.allSatisfy { $0.count == 3 } })
        XCTAssertEqual(Set(glyphs.map { $0.joined() }).count, glyphs.count)
        // "1" has 8 ink pixels: .#. ##. .#. .#. ###; at scale 2 each is 4 pixels.
        XCTAssertEqual(BitmapFont.inkPixels(of: "1", scale: 2).count, 32)
    }

    func testDrawingSetsTheGlyphPixels() throws {
        var canvas = try solid(9, 7, .white)
        BitmapFont.draw(":1", into: &canvas, x: 1, y: 1, scale: 1, color: .black)
        let black = Color.black.premultiplied, white = Color.white.premultiplied
        // ":" is ink at (1, 1) and (1, 3) of its glyph; "1" starts 4 pixels later, its top row .#.
        XCTAssertEqual(canvas[2, 2], black)
        XCTAssertEqual(canvas[2, 4], black)
        XCTAssertEqual(canvas[2, 3], white)
        XCTAssertEqual(canvas[6, 1], black)      // "1" row 0, column 1
        XCTAssertEqual(canvas[5, 2], black)      // row 1: ##.
        XCTAssertEqual(canvas[7, 2], white)
        XCTAssertEqual((5...7).map { canvas[$0, 5] }, [black, black, black])   // row 4: ###
        XCTAssertEqual(canvas[0, 0], white)
    }

    // MARK: Contact sheet

    func testGridLayoutOutlinesAndLabels() throws {
        let red = Color(red: 255, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 255)
        let layout = ContactSheet(columns: 2, labelScale: 1, padding: 2)
        let sheet = try layout.compose([("1s", try solid(4, 2, red)), ("2", try solid(2, 2, blue))])
        // Cells 4 × 2; strides 4 + 2 across and 2 + 2 + 5 + 2 down: 2 + 2·6 = 14 by 2 + 11 = 13.
        XCTAssertEqual([sheet.width, sheet.height], [14, 13])
        let background = Color(red: 0xee, green: 0xee, blue: 0xee).premultiplied
        let grey = Color(red: 0x99, green: 0x99, blue: 0x99).premultiplied
        XCTAssertEqual(sheet[0, 0], background)
        XCTAssertEqual(sheet[2, 2], red.premultiplied)
        XCTAssertEqual(sheet[5, 3], red.premultiplied)
        XCTAssertEqual(sheet[1, 1], grey)          // outline corner
        XCTAssertEqual(sheet[6, 2], grey)          // right outline of the red thumbnail
        XCTAssertEqual(sheet[8, 2], blue.premultiplied)
        XCTAssertEqual(sheet[9, 3], blue.premultiplied)
        XCTAssertEqual(sheet[10, 3], grey)
        XCTAssertEqual(sheet[11, 3], background)   // the blue cell is narrower than the cell
        // Labels at y = 2 + 2 + 2 = 6, cut to (4 + 1) / 4 = 1 character: "1" of "1s".
        let black = Color.black.premultiplied
        XCTAssertEqual(sheet[3, 6], black)
        XCTAssertEqual(sheet[2, 7], black)
        XCTAssertEqual([sheet[2, 10], sheet[3, 10], sheet[4, 10]], [black, black, black])
        XCTAssertEqual(sheet[6, 10], background)   // no "s"
        XCTAssertEqual(sheet[9, 6], black)         // "2": ### on top
    }

    func testThumbnailsAverageBlocksAndSitOverTheBackground() throws {
        // A 4 × 4 frame shrunk by 2: the top-left block has red 0, 255, 255, 255 → (765 + 2) / 4 = 191;
        // the right half is transparent, so the background shows.
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for y in 0..<4 { for x in 0..<2 { bytes[(y * 4 + x) * 4 + 3] = 255 } }
        for (x, y) in [(1, 0), (0, 1), (1, 1)] { bytes[(y * 4 + x) * 4] = 255 }
        let frame = try Canvas(width: 4, height: 4, premultipliedBytes: bytes)
        let layout = ContactSheet(columns: 1, maximumThumbnailSide: 2, labelScale: 1, padding: 0,
                                  background: .white)
        XCTAssertEqual(layout.reduction(width: 4, height: 4), 2)
        XCTAssertEqual(layout.reduction(width: 5, height: 1), 3)
        let sheet = try layout.compose([("", frame)])
        XCTAssertEqual([sheet.width, sheet.height], [2, 2 + 2 + 5])
        XCTAssertEqual(sheet[0, 0], PremultipliedColor(red: 191, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(sheet[1, 0], Color.white.premultiplied)
        XCTAssertThrowsError(try layout.compose([]))
    }

    // MARK: Goldens

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testRecordThenMatchThenMismatchWithDiffImage() throws {
        let goldens = directory.appendingPathComponent("goldens/tap").path
        let diffs = directory.appendingPathComponent("out/diffs").path
        let frame = try solid(4, 4, Color(red: 10, green: 20, blue: 30))
        let recorder = GoldenComparison(directory: goldens, diffDirectory: diffs, update: true)
        XCTAssertEqual(try recorder.check(frame, name: "00001"), .recorded(path: goldens + "/00001.png"))
        XCTAssertEqual(try Canvas(contentsOfPNGFile: goldens + "/00001.png"), frame)

        let exact = GoldenComparison(directory: goldens, diffDirectory: diffs)
        guard case .matched = try exact.check(frame, name: "00001") else { return XCTFail("expected a match") }
        XCTAssertEqual(try exact.check(frame, name: "00002"), .missing(path: goldens + "/00002.png"))
        XCTAssertFalse(try exact.check(frame, name: "00002").passed)

        // One pixel off by 2 in green, one pixel off by 9 in red.
        var changed = frame
        changed.clear(PixelRect(x: 1, y: 1, width: 1, height: 1), to: PremultipliedColor(red: 10, green: 22, blue: 30, alpha: 255))
        changed.clear(PixelRect(x: 3, y: 0, width: 1, height: 1), to: PremultipliedColor(red: 19, green: 20, blue: 30, alpha: 255))
        guard case let .mismatched(difference, diffPath) = try exact.check(changed, name: "00001") else {
            return XCTFail("expected a mismatch")
        }
        XCTAssertEqual(difference.differingPixels, 2)
        XCTAssertEqual(difference.maximumChannelDelta, 9)
        XCTAssertEqual(difference.differingFraction, 2.0 / 16)
        XCTAssertEqual(diffPath, diffs + "/00001.diff.png")
        let diff = try Canvas(contentsOfPNGFile: diffPath)
        XCTAssertEqual(diff[1, 1], Color(red: 255, green: 0, blue: 0).premultiplied)
        XCTAssertEqual(diff[3, 0], Color(red: 255, green: 0, blue: 0).premultiplied)
        // Unchanged pixels: luma of (10, 20, 30) = (2990 + 11740 + 3420 + 500) / 1000 = 18,
        // pulled to 255 − (255 − 18) / 4 = 196.
        XCTAssertEqual(diff[0, 0], PremultipliedColor(red: 196, green: 196, blue: 196, alpha: 255))
        XCTAssertEqual(try Canvas(contentsOfPNGFile: diffs + "/00001.actual.png"), changed)

        // Delta 2 tolerated: one pixel (1/16) differs; allowed when the fraction allows it.
        let loose = GoldenComparison(directory: goldens, diffDirectory: diffs,
                                     tolerance: try GoldenTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0.0625))
        guard case let .matched(within) = try loose.check(changed, name: "00001") else { return XCTFail("expected a match") }
        XCTAssertEqual(within.differingPixels, 1)
        let strictFraction = try GoldenTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0.06)
        XCTAssertFalse(ImageDifference(actual: changed, expected: frame, tolerance: strictFraction).matches)
        // Within-tolerance differences are orange in the diff image.
        let orangeDiff = try GoldenComparison.diffImage(actual: changed, expected: frame, tolerance: try GoldenTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0))
        XCTAssertEqual(orangeDiff[1, 1], Color(red: 255, green: 165, blue: 0).premultiplied)
    }

    func testSizeMismatchAndBadInput() throws {
        let small = try solid(2, 2, .black), large = try solid(3, 2, .black)
        let difference = ImageDifference(actual: small, expected: large, tolerance: .exact)
        XCTAssertFalse(difference.sameSize)
        XCTAssertFalse(difference.matches)
        XCTAssertEqual(difference.differingFraction, 1)
        let diff = try GoldenComparison.diffImage(actual: small, expected: large, tolerance: .exact)
        XCTAssertEqual([diff.width, diff.height], [3, 2])
        XCTAssertEqual(diff[2, 0], Color(red: 255, green: 0, blue: 0).premultiplied)
        XCTAssertThrowsError(try GoldenTolerance(maximumChannelDelta: 256, maximumDifferingFraction: 0))
        XCTAssertThrowsError(try GoldenTolerance(maximumChannelDelta: 0, maximumDifferingFraction: .nan))
        let goldens = GoldenComparison(directory: directory.path, diffDirectory: directory.path)
        XCTAssertThrowsError(try goldens.check(small, name: "../escape"))
        // A damaged golden is an error naming the file.
        let damaged = directory.appendingPathComponent("bad.png")
        try Data("not a png".utf8).write(to: damaged)
        XCTAssertThrowsError(try goldens.check(small, name: "bad")) {
            XCTAssertTrue("\($0)".contains("bad.png"), "\($0)")
        }
    }
}
