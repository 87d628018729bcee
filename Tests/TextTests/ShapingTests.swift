import Text
import XCTest

/// HarfBuzz's shaping of Roboto (Debian 12's fonts-roboto-unhinted) against the values `hb-shape`
/// prints for the same files: advances in font units, kerning on.
final class ShapingTests: XCTestCase {
    let fonts = FontLibrary()

    func testButtonInMediumHasHBShapesAdvances() throws {
        let face = try fonts.face(.medium)
        let glyphs = face.shape("BUTTON")
        XCTAssertEqual(glyphs.map(\.advance), [1293, 1336, 1260, 1216, 1414, 1455])
        XCTAssertEqual(glyphs.reduce(0) { $0 + $1.advance }, 7974)
        XCTAssertEqual(glyphs.map(\.cluster), [0, 1, 2, 3, 4, 5])
    }
}

extension ShapingTests {
    func testKerningIsOnForAV() throws {
        // Roboto kerns only through GPOS: "A" before "V" advances 1286 units, not its 1363.
        let glyphs = try fonts.face(.medium).shape("AV")
        XCTAssertEqual(glyphs.first?.advance, 1286)
    }

    func testEllipsisAndRegularButton() throws {
        XCTAssertEqual(try fonts.face(.medium).shape("…").map(\.advance), [1446])
        XCTAssertEqual(try fonts.face(.regular).shape("BUTTON").reduce(0) { $0 + $1.advance }, 7906)
    }

    func testRobotoMetricsFromHhea() throws {
        let face = try fonts.face(.medium)
        XCTAssertEqual(face.unitsPerEm, 2048)
        XCTAssertEqual(face.ascender, 1900)
        XCTAssertEqual(face.descender, -500)
        XCTAssertEqual(face.lineGap, 0)
        let font = try fonts.font(TypographyStyle.button.spec)
        XCTAssertEqual(font.ascender, 1900.0 * 14 / 2048)       // 12.988
        XCTAssertEqual(font.descender, -500.0 * 14 / 2048)      // −3.418
        XCTAssertEqual(font.lineHeight, 2400.0 * 14 / 2048)     // 16.406
    }

    func testEmptyTextShapesToNothing() throws {
        XCTAssertEqual(try fonts.face(.regular).shape(""), [])
    }

    func testMissingFontFileIsNamed() {
        let fonts = FontLibrary(directory: "/nonexistent/fonts")
        XCTAssertThrowsError(try fonts.face(.medium)) { error in
            XCTAssertEqual("\(error)", "/nonexistent/fonts/Roboto-Medium.ttf: no such font file (Debian's fonts-roboto-unhinted installs Roboto)")
        }
    }

    func testDirectoryIsNotAFont() {
        XCTAssertThrowsError(try FontFace(path: "/usr")) { error in
            XCTAssertEqual("\(error)", "/usr: a directory, not a font file")
        }
    }

    func testNonFontFileIsRefused() {
        XCTAssertThrowsError(try FontFace(path: "/etc/hostname")) { error in
            XCTAssertEqual((error as? FontError)?.message, "not a font FreeType can read")
        }
    }
}
