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

    /// The content hash as its doc comment defines it, written plainly: bytes gathered into
    /// words one at a time, word i stepped into lane i mod 4, then the lanes folded in.
    static func referenceHash(width: Int, height: Int, bytes: [UInt8]) -> UInt64 {
        let m: UInt64 = 0x9E37_79B9_7F4A_7C15
        func step(_ s: UInt64, _ w: UInt64) -> UInt64 {
            let t = (s ^ w) &* m
            return t ^ (t >> 32)
        }
        var words: [UInt64] = []
        var index = 0
        while index < bytes.count {
            var word: UInt64 = 0
            for n in 0..<8 where index + n < bytes.count { word += UInt64(bytes[index + n]) << (8 * UInt64(n)) }
            words.append(word)
            index += 8
        }
        var lanes: [UInt64] = (0..<4).map { 0xCBF2_9CE4_8422_2325 &+ UInt64($0) &* m }
        for (i, word) in words.enumerated() { lanes[i % 4] = step(lanes[i % 4], word) }
        var hash = step(0xCBF2_9CE4_8422_2325, UInt64(width) + UInt64(height) * (1 << 32))
        for lane in lanes { hash = step(hash, lane) }
        return hash
    }

    func testContentHashFollowsItsDefinition() throws {
        // One pixel: a single zero-padded word in lane 0, the other lanes at their seeds.
        let canvas = try Canvas(width: 1, height: 1, premultipliedBytes: [4, 3, 2, 5])
        XCTAssertEqual(canvas.contentHash, Self.referenceHash(width: 1, height: 1, bytes: [4, 3, 2, 5]))
        // Every tail shape: whole groups of four words, 0-3 leftover words, with and without a
        // padded half word (odd pixel counts).
        for pixels in [2, 3, 5, 7, 8, 9, 13, 16, 17, 31, 64, 67] {
            // Opaque pixels (always premultiplied) with colour bytes that vary with position.
            let bytes: [UInt8] = (0..<pixels * 4).map { $0 % 4 == 3 ? 255 : UInt8(($0 * 37 + pixels) % 256) }
            let canvas = try Canvas(width: pixels, height: 1, premultipliedBytes: bytes)
            XCTAssertEqual(canvas.contentHash, Self.referenceHash(width: pixels, height: 1, bytes: bytes), "\(pixels) px")
        }
        // The size is part of the digest: 1×2 and 2×1 of the same bytes differ.
        let tall = try Canvas(width: 1, height: 2, premultipliedBytes: [0, 0, 0, 0, 0, 0, 0, 0])
        let wide = try Canvas(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertNotEqual(tall.contentHash, wide.contentHash)
        // A one-byte change anywhere changes it.
        var a = try Canvas(width: 5, height: 3)
        let blank = a.contentHash
        a.clear(PixelRect(x: 4, y: 2, width: 1, height: 1), to: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(a.contentHash, blank)
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
