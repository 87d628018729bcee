import Raster
import XCTest

final class CanvasTests: XCTestCase {
    func testLimitsAreCheckedBeforeAllocating() {
        XCTAssertThrowsError(try Canvas(width: 16_385, height: 1)) {
            XCTAssertEqual("\($0)", "canvas size 16385×1: each side must be at most 16384 pixels")
        }
        XCTAssertThrowsError(try Canvas(width: 16_384, height: 16_385)) {
            XCTAssertEqual("\($0)", "canvas size 16384×16385: each side must be at most 16384 pixels")
        }
        // 16384 × 16384 = 2^28 is allowed by the pixel limit; 16384 × 16384 + one row is not
        // reachable, so check the pixel limit through checkSize with a smaller side product.
        XCTAssertNoThrow(try Canvas.checkSize(width: 16_384, height: 16_384))
        XCTAssertThrowsError(try Canvas(width: -1, height: 4)) {
            XCTAssertEqual("\($0)", "canvas size -1×4: sides must not be negative")
        }
        XCTAssertNoThrow(try Canvas(width: 0, height: 7))
    }

    func testClearRegionEqualityAndPixelAccess() throws {
        var canvas = try Canvas(width: 3, height: 2)
        XCTAssertEqual(canvas[0, 0], PremultipliedColor.clear)
        let teal = Color(red: 0, green: 128, blue: 128, alpha: 128).premultiplied
        canvas.clear(to: teal)
        XCTAssertEqual(canvas.bytes, Array(repeating: [0, 64, 64, 128], count: 6).flatMap { $0 })
        XCTAssertEqual(canvas[2, 1], teal)
        XCTAssertNil(canvas[3, 0])
        XCTAssertNil(canvas[0, -1])

        let region = try canvas.region(x: 1, y: 1, width: 2, height: 1)
        XCTAssertEqual(region.width, 2)
        XCTAssertEqual(region.bytes, [0, 64, 64, 128, 0, 64, 64, 128])
        XCTAssertThrowsError(try canvas.region(x: 2, y: 0, width: 2, height: 1)) {
            XCTAssertEqual("\($0)", "region (2, 0, 2×1) is not inside the 3×2 canvas")
        }

        var other = try Canvas(width: 3, height: 2)
        XCTAssertNotEqual(other, canvas)
        other.clear(to: teal)
        XCTAssertEqual(other, canvas)
    }

    func testContentHashIsFNV1aOfSizeAndBytes() throws {
        // Worked independently: FNV-1a 64 over 01 00 00 00, 01 00 00 00, then 04 03 02 05.
        var expected: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte: UInt8 in [1, 0, 0, 0, 1, 0, 0, 0, 4, 3, 2, 5] {
            expected = (expected ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let canvas = try Canvas(width: 1, height: 1, premultipliedBytes: [4, 3, 2, 5])
        XCTAssertEqual(canvas.contentHash, expected)
        // The size is part of the digest: 1×2 and 2×1 of the same bytes differ.
        let tall = try Canvas(width: 1, height: 2, premultipliedBytes: [0, 0, 0, 0, 0, 0, 0, 0])
        let wide = try Canvas(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertNotEqual(tall.contentHash, wide.contentHash)
    }

    func testRejectsBytesThatAreNotPremultipliedOrMiscounted() {
        XCTAssertThrowsError(try Canvas(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 9, 0, 0, 8])) {
            XCTAssertEqual("\($0)", "pixel 1, 0 is not premultiplied (a colour component exceeds alpha)")
        }
        XCTAssertThrowsError(try Canvas(width: 2, height: 1, premultipliedBytes: [0, 0, 0])) {
            XCTAssertEqual("\($0)", "3 bytes for a 2×1 canvas; expected 8")
        }
    }
}
