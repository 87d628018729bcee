import Geometry
import Raster
import SeededRandom
import XCTest

/// Every `PNGCompression` decodes to the canvas it encoded, pixel for pixel; the file is the
/// chunks PNG needs (and the sRGB chunk the simplified writer wrote) whatever the compression.
final class PNGCompressionTests: XCTestCase {
    /// Every level with every filter: the choices `PNGCompression` offers.
    private var everyCompression: [PNGCompression] {
        (0...9).flatMap { level in PNGCompression.Filter.allCases.map { PNGCompression(level: level, filter: $0)! } }
    }

    /// A canvas of random premultiplied pixels (every alpha, opaque and clear among them) with
    /// flat runs between, the two kinds of pixels the fast paths of the writer tell apart.
    private func mixedCanvas() throws -> Canvas {
        var rng = SplitMix64(seed: 0x0090_0003)
        var bytes: [UInt8] = []
        for index in 0..<(97 * 41) {
            if index % 7 < 3 {
                bytes += [17, 200, 96, 255]
            } else {
                let a = UInt8(rng.int(256))
                bytes += [UInt8(rng.int(Int(a) + 1)), UInt8(rng.int(Int(a) + 1)), UInt8(rng.int(Int(a) + 1)), a]
            }
        }
        return try Canvas(width: 97, height: 41, premultipliedBytes: bytes)
    }

    func testEveryCompressionDecodesToTheSameCanvas() throws {
        let canvas = try mixedCanvas()
        for compression in everyCompression {
            let data = try canvas.pngData(compression: compression)
            XCTAssertEqual(try Canvas(pngData: data, source: "memory"), canvas, "\(compression)")
        }
    }

    func testARenderedFrameRoundTripsWithEveryFilter() throws {
        // A frame-like picture: a flat background, an antialiased translucent disc and a rounded card.
        var canvas = try Canvas(width: 160, height: 120)
        canvas.clear(to: Color(red: 245, green: 245, blue: 245).premultiplied)
        var card = Path()
        card.addRoundedRect(in: Rect(x: 10.5, y: 12.25, width: 120, height: 70), cornerWidth: 9, cornerHeight: 9)
        canvas.fill(card, color: Color(red: 255, green: 255, blue: 255))
        var disc = Path()
        disc.addEllipse(in: Rect(x: 40.3, y: 30.7, width: 75.1, height: 75.1))
        canvas.fill(disc, color: Color(red: 98, green: 0, blue: 238, alpha: 61))
        for filter in PNGCompression.Filter.allCases {
            for level in [1, 3, 6, 9] {
                let compression = PNGCompression(level: level, filter: filter)!
                XCTAssertEqual(try Canvas(pngData: try canvas.pngData(compression: compression), source: "frame"), canvas,
                               "\(compression)")
            }
        }
    }

    func testTheFileHoldsHeaderSRGBDataAndEnd() throws {
        let data = try mixedCanvas().pngData()
        XCTAssertEqual(Array(data.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10], "the PNG signature")
        // Chunks: a 4-byte big-endian length, the type, the data, a CRC (PNG specification 5.3).
        var types: [String] = []
        var offset = 8
        while offset + 8 <= data.count {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: data[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        XCTAssertEqual(offset, data.count)
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(types.dropFirst().first, "sRGB")
        XCTAssertEqual(types.last, "IEND")
        XCTAssertEqual(Set(types), ["IHDR", "sRGB", "IDAT", "IEND"])
        // IHDR: 97 × 41, 8 bits, colour type 6 (RGBA), no interlace.
        XCTAssertEqual(Array(data[16..<29]), [0, 0, 0, 97, 0, 0, 0, 41, 8, 6, 0, 0, 0])
    }

    func testLevelsOutsideZeroToNineAreRejected() {
        XCTAssertNil(PNGCompression(level: -1, filter: .none))
        XCTAssertNil(PNGCompression(level: 10, filter: .adaptive))
        XCTAssertEqual(PNGCompression.fast, PNGCompression(level: 3, filter: .none))
    }
}
