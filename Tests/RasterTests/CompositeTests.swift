import Raster
import XCTest

/// `Canvas.composite` against the source-over formula worked one component at a time here, over
/// regions whose rows mix eight-pixel groups and leftover pixels, with and without a mask.
final class CompositeTests: XCTestCase {
    /// round(a·b / 255), written out.
    private func mul(_ a: Int, _ b: Int) -> Int { Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero)) }

    /// Deterministic premultiplied pixels: alpha from a simple sequence, colours at most alpha,
    /// with some fully transparent and some opaque pixels.
    private func canvas(width: Int, height: Int, seed: Int) throws -> Canvas {
        var bytes: [UInt8] = []
        var state = UInt32(truncatingIfNeeded: seed) &* 2_654_435_761 &+ 1
        for _ in 0..<width * height {
            state = state &* 1_664_525 &+ 1_013_904_223
            let pick = Int(state >> 24)
            let alpha = pick % 5 == 0 ? 0 : (pick % 7 == 0 ? 255 : pick)
            for k in 0..<3 { bytes.append(UInt8(alpha == 0 ? 0 : Int(state >> UInt32(4 * k)) % (alpha + 1))) }
            bytes.append(UInt8(alpha))
        }
        return try Canvas(width: width, height: height, premultipliedBytes: bytes)
    }

    func testMatchesTheFormulaPixelByPixel() throws {
        let width = 29, height = 7
        let source = try canvas(width: width, height: height, seed: 1)
        let region = PixelRect(x: 2, y: 1, width: 25, height: 5)    // 3 groups of 8 and 1 left per row
        let maskBounds = PixelRect(x: 1, y: 0, width: 27, height: 6)
        let maskValues: [UInt8] = (0..<maskBounds.width * maskBounds.height).map { UInt8(($0 * 53 + 7) % 256) }
        let mask = try CoverageMask(bounds: maskBounds, values: maskValues)
        for (opacity, useMask) in [(UInt8(255), false), (200, false), (255, true), (77, true)] {
            let before = try canvas(width: width, height: height, seed: 2)
            var after = before
            after.composite(source, opacity: opacity, mask: useMask ? mask : nil, in: region)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let inside = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                    var expected = Array(before.bytes[i..<i + 4])
                    if inside {
                        var coverage = Int(opacity)
                        if useMask {
                            coverage = mul(Int(maskValues[(y - maskBounds.y) * maskBounds.width + x - maskBounds.x]), coverage)
                        }
                        let sa = mul(Int(source.bytes[i + 3]), coverage)
                        expected = (0..<4).map { k in
                            UInt8(mul(Int(source.bytes[i + k]), coverage) + mul(Int(before.bytes[i + k]), 255 - sa))
                        }
                    }
                    XCTAssertEqual(Array(after.bytes[i..<i + 4]), expected, "pixel \(x), \(y), opacity \(opacity), mask \(useMask)")
                }
            }
        }
    }
}
