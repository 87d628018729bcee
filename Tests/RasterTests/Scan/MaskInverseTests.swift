import Raster
import XCTest

/// `CoverageMask.multiply(byInverseOf:)`, the interior exclusion of elevation shadows, against the
/// formula computed in floating point: round(value · (255 − other) / 255) (no ties exist, since
/// 255 is odd), on every pair of 8-bit values, with masks whose bounds only partly overlap.
final class MaskInverseTests: XCTestCase {
    func testEveryPairOfValuesOverAnOffsetOverlap() throws {
        // This mask is 259 × 256 and holds x mod 256 at column x; the other is 256 × 256 at (3, 0)
        // and holds its row number everywhere. The overlap (columns 3…258) meets every pair.
        let width = 259
        var values = [UInt8](repeating: 0, count: width * 256)
        for y in 0..<256 { for x in 0..<width { values[y * width + x] = UInt8(x & 255) } }
        var mask = try CoverageMask(bounds: PixelRect(x: 0, y: 0, width: width, height: 256), values: values)
        var otherValues = [UInt8](repeating: 0, count: 256 * 256)
        for y in 0..<256 { for x in 0..<256 { otherValues[y * 256 + x] = UInt8(y) } }
        let other = try CoverageMask(bounds: PixelRect(x: 3, y: 0, width: 256, height: 256), values: otherValues)
        mask.multiply(byInverseOf: other)
        var pairs = Set<Int>()
        for y in 0..<256 {
            for x in 0..<width {
                let value = Double(x & 255)
                var expected = value  // outside the other mask: unchanged
                if x >= 3 {
                    expected = (value * (255 - Double(y)) / 255).rounded()
                    pairs.insert((x & 255) << 8 | y)
                }
                XCTAssertEqual(Double(mask.values[y * width + x]), expected, "pixel \(x), \(y)")
            }
        }
        XCTAssertEqual(pairs.count, 65536)
    }
}
