import Geometry
import Raster
import SeededRandom
import XCTest

/// The wider kernels of the frame's hot loops against the plain definitions, worked here one
/// component (or one pixel) at a time: black sources composited through a coverage mask (every
/// shadow), and region clears (every frame's background, eight to thirty-two pixels per step).
final class WideKernelTests: XCTestCase {
    /// round(a·b / 255), written out.
    private func mul(_ a: Int, _ b: Int) -> Int { Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero)) }

    /// A canvas of random premultiplied pixels (components at most alpha; some transparent, some
    /// opaque).
    private func randomCanvas(width: Int, height: Int, rng: inout SplitMix64) throws -> Canvas {
        var bytes: [UInt8] = []
        for _ in 0..<width * height {
            let pick = rng.next() % 8
            let a = pick == 0 ? 0 : (pick == 1 ? 255 : Int(rng.next() % 256))
            for _ in 0..<3 { bytes.append(UInt8(Int(rng.next() % UInt64(a + 1)))) }
            bytes.append(UInt8(a))
        }
        return try Canvas(width: width, height: height, premultipliedBytes: bytes)
    }

    /// `fill(mask, color:)` with black at several alphas (the short loop) and with colours one
    /// step from black in each channel (the general loop), over rows long enough for several
    /// eight-pixel steps and a leftover, with coverage 0, 255 and everything between.
    func testBlackAndNearBlackMaskFillsMatchTheFormula() throws {
        var rng = SplitMix64(seed: 0xB1AC_C0DE)
        let colors = [Color(red: 0, green: 0, blue: 0, alpha: 255), Color(red: 0, green: 0, blue: 0, alpha: 61),
                      Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 1, green: 0, blue: 0, alpha: 200),
                      Color(red: 0, green: 1, blue: 0, alpha: 200), Color(red: 0, green: 0, blue: 1, alpha: 200)]
        try checkMaskFills(colors: colors, rng: &rng)
    }

    /// `fill(mask, color:)` with grey sources (r = g = b: the grey loop, the paper view's
    /// (51, 51, 51) shadow among them, opaque and translucent, so premultiplied greys too) and
    /// with colours one step from grey in each channel (the general loop), checked against the
    /// formula worked one component at a time.
    func testGreyAndNearGreyMaskFillsMatchTheFormula() throws {
        var rng = SplitMix64(seed: 0x6E3E_5EED)
        let colors = [Color(red: 51, green: 51, blue: 51, alpha: 255), Color(red: 51, green: 51, blue: 51, alpha: 128),
                      Color(red: 255, green: 255, blue: 255, alpha: 255), Color(red: 200, green: 200, blue: 200, alpha: 3),
                      Color(red: 1, green: 1, blue: 1, alpha: 255), Color(red: 52, green: 51, blue: 51, alpha: 255),
                      Color(red: 51, green: 52, blue: 51, alpha: 255), Color(red: 51, green: 51, blue: 52, alpha: 255)]
        try checkMaskFills(colors: colors, rng: &rng)
    }

    /// Fills random masks (runs of 0, 255 and random values) with each of `colors` over random
    /// canvases and compares every byte with the formula.
    private func checkMaskFills(colors: [Color], rng: inout SplitMix64) throws {
        for width in [5, 8, 13, 16, 29, 45] {
            let height = 4
            let bounds = PixelRect(x: 1, y: 1, width: width, height: height)
            // Runs of one value (0, 255 or random) of random lengths.
            var values: [UInt8] = []
            while values.count < width * height {
                let kind = rng.next() % 3
                let value = kind == 0 ? UInt8(0) : (kind == 1 ? 255 : UInt8(rng.next() % 256))
                values += [UInt8](repeating: value, count: Int(1 + rng.next() % 11))
            }
            values = Array(values.prefix(width * height))
            let mask = try CoverageMask(bounds: bounds, values: values)
            for color in colors {
                let before = try randomCanvas(width: width + 2, height: height + 2, rng: &rng)
                var after = before
                after.fill(mask, color: color)
                let s = color.premultiplied
                let source = [Int(s.red), Int(s.green), Int(s.blue), Int(s.alpha)]
                for y in 0..<after.height {
                    for x in 0..<after.width {
                        let i = (y * after.width + x) * 4
                        let inside = x >= bounds.x && x < bounds.maxX && y >= bounds.y && y < bounds.maxY
                        let c = inside ? Int(values[(y - bounds.y) * width + x - bounds.x]) : 0
                        let scaledAlpha = mul(source[3], c)
                        let expected = (0..<4).map { k in
                            UInt8(mul(source[k], c) + mul(Int(before.bytes[i + k]), 255 - scaledAlpha))
                        }
                        XCTAssertEqual(Array(after.bytes[i..<i + 4]), expected,
                                       "pixel \(x), \(y), width \(width), colour \(source)")
                    }
                }
            }
        }
    }

    /// `clear(_:to:)` sets exactly the region's pixels to the colour's bytes, for widths across
    /// the 32-, 8- and 1-pixel steps and at several offsets, and leaves every other byte alone.
    func testClearSetsExactlyTheRegion() throws {
        var rng = SplitMix64(seed: 0xC1EA_2000)
        let color = PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 40)
        for width in [0, 1, 7, 8, 9, 31, 32, 33, 40, 63, 64, 65, 71, 100] {
            for x in [0, 1, 3] {
                let before = try randomCanvas(width: 110, height: 3, rng: &rng)
                var after = before
                let region = PixelRect(x: x, y: 1, width: width, height: 1)
                after.clear(region, to: color)
                for px in 0..<110 {
                    for y in 0..<3 {
                        let i = (y * 110 + px) * 4
                        let inside = y == 1 && px >= x && px < x + width
                        let expected = inside ? [color.red, color.green, color.blue, color.alpha]
                                              : Array(before.bytes[i..<i + 4])
                        XCTAssertEqual(Array(after.bytes[i..<i + 4]), expected, "pixel \(px), \(y), width \(width) at \(x)")
                    }
                }
            }
        }
    }

    /// An opaque colour filled over a wide rectangle (the store path of solid spans, through the
    /// same word stores as a clear) gives the colour over exactly the rectangle's pixels.
    func testOpaqueSpansStoreTheColour() throws {
        var rng = SplitMix64(seed: 0x0BA0_5E)
        for width in [3, 8, 32, 41, 77] {
            let before = try randomCanvas(width: 90, height: 4, rng: &rng)
            var after = before
            var path = Path()
            path.addRect(Rect(x: 2, y: 1, width: Double(width), height: 2))
            let color = Color(red: 250, green: 128, blue: 3, alpha: 255)
            after.fill(path, color: color)
            for y in 0..<4 {
                for x in 0..<90 {
                    let i = (y * 90 + x) * 4
                    let inside = y >= 1 && y < 3 && x >= 2 && x < 2 + width
                    let expected: [UInt8] = inside ? [250, 128, 3, 255] : Array(before.bytes[i..<i + 4])
                    XCTAssertEqual(Array(after.bytes[i..<i + 4]), expected, "pixel \(x), \(y), width \(width)")
                }
            }
        }
    }

    /// `fill(mask, color:in:)` gives the pixels of filling `mask.cropped(to: region)`, for regions
    /// inside, across and outside the mask (and past the canvas), black and coloured sources.
    func testFillInRegionMatchesFillingTheCrop() throws {
        var rng = SplitMix64(seed: 0xC0_FFEE)
        let bounds = PixelRect(x: 3, y: 2, width: 37, height: 9)
        let values = (0..<bounds.width * bounds.height).map { _ -> UInt8 in
            let k = rng.next() % 4
            return k == 0 ? 0 : (k == 1 ? 255 : UInt8(rng.next() % 256))
        }
        let mask = try CoverageMask(bounds: bounds, values: values)
        let regions = [PixelRect(x: 0, y: 0, width: 50, height: 14), PixelRect(x: 5, y: 3, width: 20, height: 4),
                       PixelRect(x: 30, y: 8, width: 30, height: 10), PixelRect(x: 1, y: 0, width: 3, height: 3),
                       PixelRect(x: 41, y: 0, width: 5, height: 5), PixelRect(x: -4, y: -4, width: 12, height: 9)]
        for color in [Color(red: 0, green: 0, blue: 0, alpha: 90), Color(red: 51, green: 51, blue: 51, alpha: 200)] {
            for region in regions {
                let before = try randomCanvas(width: 46, height: 13, rng: &rng)
                var cropped = before, inPlace = before
                cropped.fill(try mask.cropped(to: region), color: color)
                inPlace.fill(mask, color: color, in: region)
                XCTAssertEqual(inPlace.bytes, cropped.bytes, "region \(region)")
            }
        }
    }
}
