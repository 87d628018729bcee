import Raster
import SeededRandom
import XCTest

/// `Canvas.fill(_: CoverageMask, color:)` skips zero coverage eight bytes at a time and composites
/// the stretches between. Every pixel must still get exactly the source-over formula of
/// ``PremultipliedColor/multiply(_:_:)``: s′ = s·c/255, d′ = s′ + d·(255 − α′)/255, rounded, and
/// pixels with coverage 0 must be untouched, wherever the zero runs start and end.
final class MaskFillZeroRunTests: XCTestCase {
    func testZeroRunsAtEveryAlignment() throws {
        var rng = SplitMix64(seed: 0x5EED_0B1E)
        for width in [1, 3, 7, 8, 9, 15, 16, 17, 31, 40, 67] {
            let height = 5
            // Coverage with zero runs of random lengths (0–20) between random nonzero runs.
            var values = [UInt8](repeating: 0, count: width * height)
            var i = 0
            while i < values.count {
                i += Int(rng.next() % 21)
                let run = Int(rng.next() % 12)
                if i >= values.count { break }
                for k in i..<min(i + run, values.count) { values[k] = UInt8(1 + rng.next() % 255) }
                i += run
            }
            let mask = try CoverageMask(bounds: PixelRect(x: 2, y: 1, width: width, height: height), values: values)
            var canvas = try Canvas(width: width + 4, height: height + 2)
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let a = UInt8(rng.next() % 256)
                    canvas.clear(PixelRect(x: x, y: y, width: 1, height: 1),
                                 to: PremultipliedColor(red: UInt8(rng.next() % (UInt64(a) + 1)), green: a / 2,
                                                        blue: UInt8(rng.next() % (UInt64(a) + 1)), alpha: a))
                }
            }
            let before = canvas
            let color = Color(red: 200, green: 40, blue: 90, alpha: 170)
            canvas.fill(mask, color: color)
            let s = color.premultiplied
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let d = before[x, y]!
                    let inside = x >= 2 && x < 2 + width && y >= 1 && y < 1 + height
                    let c = inside ? values[(y - 1) * width + (x - 2)] : 0
                    guard c > 0 else {
                        XCTAssertEqual(canvas[x, y], d, "untouched \(x), \(y), width \(width)")
                        continue
                    }
                    func over(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
                        let scaled = PremultipliedColor.multiply(sc, c)
                        let alpha = PremultipliedColor.multiply(s.alpha, c)
                        return scaled + PremultipliedColor.multiply(dc, 255 - alpha)
                    }
                    let expected = PremultipliedColor(red: over(s.red, d.red), green: over(s.green, d.green),
                                                      blue: over(s.blue, d.blue), alpha: over(s.alpha, d.alpha))
                    XCTAssertEqual(canvas[x, y], expected, "pixel \(x), \(y), width \(width)")
                }
            }
        }
    }
}
