import Raster
import XCTest

final class ColorTests: XCTestCase {
    func testParsesSixAndEightDigitHex() throws {
        XCTAssertEqual(try Color(hex: "#FF8000"), Color(red: 255, green: 128, blue: 0, alpha: 255))
        XCTAssertEqual(try Color(hex: "#0a0B0c80"), Color(red: 10, green: 11, blue: 12, alpha: 128))
        XCTAssertEqual(try Color(hex: "#0a0b0c80").hex, "#0a0b0c80")
        XCTAssertEqual(Color.black.hex, "#000000ff")
    }

    func testMalformedColoursNameTheProblem() {
        let cases = [
            ("FF8000", "colour 'FF8000': expected #RRGGBB or #RRGGBBAA"),
            ("#FF80", "colour '#FF80': expected #RRGGBB or #RRGGBBAA"),
            ("#FF80001", "colour '#FF80001': expected #RRGGBB or #RRGGBBAA"),
            ("#FG8000", "colour '#FG8000': 'FG' at offset 1 is not a pair of hex digits"),
            ("#FF8000zz", "colour '#FF8000zz': 'zz' at offset 7 is not a pair of hex digits"),
            ("#ÿÿÿ", "colour '#ÿÿÿ': 'ÿ' at offset 1 is not a pair of hex digits"),  // offsets count UTF-8 bytes
            ("", "colour '': expected #RRGGBB or #RRGGBBAA"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Color(hex: text)) { XCTAssertEqual("\($0)", message) }
        }
    }

    func testPremultiplyRoundsToNearestForEveryPair() {
        // round(c·a/255) computed independently with exact rational arithmetic: 2·c·a + 255 over 510.
        for a in 0...255 {
            for c in 0...255 {
                let expected = (2 * c * a + 255) / 510
                XCTAssertEqual(Int(PremultipliedColor.multiply(UInt8(c), UInt8(a))), expected, "c \(c) a \(a)")
            }
        }
    }

    func testUnpremultiplyInvertsPremultiplyExactly() {
        // Every premultiplied value p ≤ a survives unpremultiply → premultiply, so PNG round trips
        // (which store straight alpha) lose nothing.
        for a in 1...255 {
            for p in 0...a {
                let premultiplied = PremultipliedColor(red: UInt8(p), green: UInt8(p), blue: UInt8(p), alpha: UInt8(a))
                XCTAssertEqual(premultiplied.unpremultiplied.premultiplied, premultiplied, "p \(p) a \(a)")
            }
        }
        XCTAssertEqual(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0).unpremultiplied, .clear)
    }

    func testMultiplyingAlpha() {
        let color = Color(red: 10, green: 20, blue: 30, alpha: 200)
        XCTAssertEqual(color.multiplyingAlpha(by: 0.5).alpha, 100)
        XCTAssertEqual(color.multiplyingAlpha(by: 0.26).alpha, 52)
        XCTAssertEqual(color.multiplyingAlpha(by: 2).alpha, 200)
        XCTAssertEqual(color.multiplyingAlpha(by: -1).alpha, 0)
        XCTAssertEqual(color.multiplyingAlpha(by: .nan).alpha, 0)
    }
}
