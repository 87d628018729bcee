import Raster
import SeededRandom
import XCTest

/// Mask fills (the blitter's spread spans) store the previous group's result into a group of eight
/// pixels whose coverage and destination bytes repeat the previous group's: a shadow's straight
/// top and bottom edges over a plain background. Every pixel must still be the source-over
/// formula's, worked here one component at a time, wherever the repetition starts and breaks (a
/// coverage that changes, a destination pixel one byte off, a span's leftover pixels), for the
/// black, grey and coloured sources that take different loops.
final class SpreadSpanRepeatTests: XCTestCase {
    func testRepeatedGroupsGetTheFormula() throws {
        var rng = SplitMix64(seed: 0x0E9E_A7ED)
        let colors = [Color(red: 0, green: 0, blue: 0, alpha: 66), Color(red: 51, green: 51, blue: 51, alpha: 140),
                      Color(red: 200, green: 40, blue: 90, alpha: 170), Color(red: 0, green: 0, blue: 0)]
        for (index, color) in colors.enumerated() {
            let width = 83, height = 9
            // Rows of one coverage (a straight edge) with a few changed bytes, rows of changing
            // coverage (a side), and zero runs.
            var values = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                let level = UInt8(10 + 27 * y)
                for x in 0..<width {
                    switch y % 3 {
                    case 0: values[y * width + x] = level
                    case 1: values[y * width + x] = x % 19 == 5 ? level &+ 1 : level
                    default: values[y * width + x] = UInt8(1 + (x * 7 + y) % 255)
                    }
                }
                if y == 4 { for x in 30..<45 { values[y * width + x] = 0 } }
            }
            let mask = try CoverageMask(bounds: PixelRect(x: 1, y: 1, width: width, height: height), values: values)
            // A plain background with a few pixels one byte off and a translucent patch.
            var canvas = try Canvas(width: width + 2, height: height + 2)
            canvas.clear(to: PremultipliedColor(red: 238, green: 238, blue: 238, alpha: 255))
            for _ in 0..<12 {
                canvas.clear(PixelRect(x: rng.int(width + 2), y: rng.int(height + 2), width: 1, height: 1),
                             to: PremultipliedColor(red: 238, green: 237, blue: 238, alpha: 255))
            }
            canvas.clear(PixelRect(x: 50, y: 2, width: 20, height: 3),
                         to: PremultipliedColor(red: 10, green: 60, blue: 20, alpha: 90))
            let before = canvas
            canvas.fill(mask, color: color)
            let s = color.premultiplied
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let d = before[x, y]!
                    let inside = x >= 1 && x < 1 + width && y >= 1 && y < 1 + height
                    let c = inside ? values[(y - 1) * width + (x - 1)] : 0
                    func over(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
                        let scaled = PremultipliedColor.multiply(sc, c)
                        let alpha = PremultipliedColor.multiply(s.alpha, c)
                        return scaled + PremultipliedColor.multiply(dc, 255 - alpha)
                    }
                    let expected = c == 0 ? d
                        : PremultipliedColor(red: over(s.red, d.red), green: over(s.green, d.green),
                                             blue: over(s.blue, d.blue), alpha: over(s.alpha, d.alpha))
                    XCTAssertEqual(canvas[x, y], expected, "colour \(index), pixel \(x), \(y)")
                }
            }
        }
    }
}
