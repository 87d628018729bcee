import Foundation
import Raster
import SeededRandom
import XCTest

final class PNGTests: XCTestCase {
    func testRoundTripIsLosslessForEveryPremultipliedValue() throws {
        // A 256 × 64 canvas holding a spread of alphas with every legal component value.
        var bytes: [UInt8] = []
        var rng = SplitMix64(seed: 0x0090_0001)
        for _ in 0..<(256 * 64) {
            let a = UInt8(rng.int(256))
            bytes += [UInt8(rng.int(Int(a) + 1)), UInt8(rng.int(Int(a) + 1)), UInt8(rng.int(Int(a) + 1)), a]
        }
        let canvas = try Canvas(width: 256, height: 64, premultipliedBytes: bytes)
        let decoded = try Canvas(pngData: try canvas.pngData(), source: "memory")
        XCTAssertEqual(decoded, canvas)
    }

    func testFileRoundTripAndStraightAlphaInTheFile() throws {
        // A half-transparent red pixel is stored premultiplied as (128, 0, 0, 128); the file must
        // hold straight alpha (255, 0, 0, 128), which libpng decodes back into the same canvas.
        let canvas = try Canvas(width: 1, height: 1, premultipliedBytes: [128, 0, 0, 128])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try canvas.writePNG(to: path)
        XCTAssertEqual(try Canvas(contentsOfPNGFile: path), canvas)
        // Decode the PNG's IDAT independently is out of scope; check the straight value through
        // unpremultiply, the same conversion the writer uses.
        XCTAssertEqual(canvas[0, 0]?.unpremultiplied, Color(red: 255, green: 0, blue: 0, alpha: 128))
    }

    func testBadPNGsGiveErrorsNamingTheSource() throws {
        XCTAssertThrowsError(try Canvas(pngData: Array("not a png".utf8), source: "golden/a.png")) {
            XCTAssertTrue("\($0)".hasPrefix("golden/a.png: not a readable PNG: "), "\($0)")
        }
        let good = try Canvas(width: 4, height: 4).pngData()
        // Truncated image data: the header reads, the pixels do not.
        XCTAssertThrowsError(try Canvas(pngData: Array(good.prefix(good.count - 20)), source: "cut.png")) {
            XCTAssertTrue("\($0)".hasPrefix("cut.png: "), "\($0)")
        }
        XCTAssertThrowsError(try Canvas(contentsOfPNGFile: "/nonexistent/x.png")) {
            XCTAssertEqual("\($0)", "/nonexistent/x.png: cannot open (No such file or directory)")
        }
        XCTAssertThrowsError(try Canvas(width: 0, height: 3).pngData()) {
            XCTAssertEqual("\($0)", "cannot encode a 0×3 canvas: PNG needs at least one pixel")
        }
    }

    func testMutatedPNGsNeverCrash() throws {
        var canvas = try Canvas(width: 8, height: 8)
        canvas.clear(to: Color(red: 200, green: 100, blue: 50, alpha: 180).premultiplied)
        let good = try canvas.pngData()
        var rng = SplitMix64(seed: 0x0090_0002)
        for _ in 0..<2000 {
            var data = good
            for _ in 0..<(1 + rng.int(4)) { data[rng.int(data.count)] = UInt8(rng.int(256)) }
            _ = try? Canvas(pngData: data, source: "fuzz")
        }
    }
}
