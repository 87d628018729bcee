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
