import Raster
import XCTest

/// `Canvas.composite` against the source-over formula worked one component at a time here, over
/// regions whose rows mix eight-pixel groups and leftover pixels, with and without a mask.
final class CompositeTests: XCTestCase {
    /// round(a·b / 255), written out.
    private func mul(_ a: Int, _ b: Int) -> Int { Int((Double(a * b) / 255).rounded(.toNearestOrAwayFromZero)) }

    /// The source-over formula one component at a time: `s·c/255 + d·(255 − sα·c/255)/255` for the
    /// four bytes of a source pixel `s` over a destination pixel `d` at coverage `c`.
    private func over(_ s: ArraySlice<UInt8>, _ d: ArraySlice<UInt8>, coverage: Int) -> [UInt8] {
        let sa = mul(Int(s[s.startIndex + 3]), coverage)
        return (0..<4).map { k in
            UInt8(mul(Int(s[s.startIndex + k]), coverage) + mul(Int(d[d.startIndex + k]), 255 - sa))
        }
    }

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

    /// Checks every pixel of `after` against the formula: outside `region` the pixel of `before`,
    /// inside it `source` over `before` at coverage `opacity` times the mask's byte (0 outside the
    /// mask's bounds) when a mask is given, `opacity` alone otherwise.
    private func assertComposite(_ after: Canvas, before: Canvas, source: [UInt8], opacity: UInt8,
                                 mask: (bounds: PixelRect, values: [UInt8])?, region: PixelRect, _ context: String,
                                 line: UInt = #line) {
        let width = before.width
        for y in 0..<before.height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var expected = Array(before.bytes[i..<i + 4])
                if x >= region.x && x < region.maxX && y >= region.y && y < region.maxY {
                    var coverage = Int(opacity)
                    if let (bounds, values) = mask {
                        let inMask = x >= bounds.x && x < bounds.maxX && y >= bounds.y && y < bounds.maxY
                        coverage = mul(inMask ? Int(values[(y - bounds.y) * bounds.width + x - bounds.x]) : 0, coverage)
                    }
                    expected = over(source[i..<i + 4], before.bytes[i..<i + 4], coverage: coverage)
                }
                XCTAssertEqual(Array(after.bytes[i..<i + 4]), expected, "pixel \(x), \(y), \(context)", line: line)
            }
        }
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
            assertComposite(after, before: before, source: source.bytes, opacity: opacity,
                            mask: useMask ? (maskBounds, maskValues) : nil, region: region,
                            "opacity \(opacity), mask \(useMask)")
        }
    }

    /// The groups the eight-pixel loop skips or leaves unscaled (mask bytes all 0, all 255 at
    /// opacity 255; source pixels all transparent), the ones whose coverage is the opacity
    /// unmultiplied (mask bytes all 255 at opacity 254 and 77) and the ones it does not, at every alignment of
    /// such runs against the groups, against the formula worked here one component at a time.
    func testSkippedAndUnscaledGroupsMatchTheFormula() throws {
        let width = 45, height = 9
        var state: UInt32 = 0x5EED_0007
        func next() -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 16)
        }
        var sourceBytes = try canvas(width: width, height: height, seed: 3).bytes
        // Transparent runs of 5 to 20 pixels at every offset, so some cover a whole group.
        for y in 0..<height {
            let start = (y * 7) % 20, length = 5 + (y * 3) % 16
            for x in start..<min(start + length, width) {
                for k in 0..<4 { sourceBytes[(y * width + x) * 4 + k] = 0 }
            }
        }
        let source = try Canvas(width: width, height: height, premultipliedBytes: sourceBytes)
        let maskBounds = PixelRect(x: 1, y: 0, width: 43, height: 9)
        // Runs of 0, of 255 and of other values, 3 to 18 long, in turn.
        var maskValues: [UInt8] = []
        while maskValues.count < maskBounds.width * maskBounds.height {
            let kind = next() % 3, length = 3 + next() % 16
            for _ in 0..<length { maskValues.append(kind == 0 ? 0 : kind == 1 ? 255 : UInt8(next() % 256)) }
        }
        maskValues.removeLast(maskValues.count - maskBounds.width * maskBounds.height)
        let mask = try CoverageMask(bounds: maskBounds, values: maskValues)
        let region = PixelRect(x: 0, y: 1, width: 45, height: 7)
        var zeroGroups = 0, fullGroups = 0
        for row in 0..<maskBounds.height {
            for group in 0..<maskBounds.width / 8 {
                let bytes = maskValues[row * maskBounds.width + group * 8..<row * maskBounds.width + group * 8 + 8]
                if bytes.allSatisfy({ $0 == 0 }) { zeroGroups += 1 }
                if bytes.allSatisfy({ $0 == 255 }) { fullGroups += 1 }
            }
        }
        // The data holds the cases under test (counted at the mask's own alignment).
        XCTAssertGreaterThan(zeroGroups, 2)
        XCTAssertGreaterThan(fullGroups, 2)
        for (opacity, useMask) in [(UInt8(255), false), (255, true), (254, true), (77, true), (90, false)] {
            let before = try canvas(width: width, height: height, seed: 4)
            var after = before
            after.composite(source, opacity: opacity, mask: useMask ? mask : nil, in: region)
            assertComposite(after, before: before, source: source.bytes, opacity: opacity,
                            mask: useMask ? (maskBounds, maskValues) : nil, region: region,
                            "opacity \(opacity), mask \(useMask)")
        }
    }

    /// Runs of equal source groups (one ink colour, as in a faded offscreen), broken by other
    /// colours, by pixels that differ inside a group and by mask groups that are not all 255, at
    /// several offsets and opacities: the eight-pixel loop reuses the previous group's scaled
    /// lanes when the source bytes repeat, and every pixel must still be the formula's.
    func testRepeatedSourceGroupsMatchTheFormula() throws {
        let width = 53, height = 6
        let ink: [UInt8] = [10, 10, 10, 41], other: [UInt8] = [30, 0, 90, 120]
        var sourceBytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                // Mostly ink; a column band of the other colour, and a few single odd pixels.
                var pixel = ink
                if (x / 8 + y) % 4 == 3 { pixel = other }
                if (x * 7 + y * 3) % 29 == 0 { pixel = [0, 1, 2, 3] }
                sourceBytes += pixel
            }
        }
        let source = try Canvas(width: width, height: height, premultipliedBytes: sourceBytes)
        let maskBounds = PixelRect(x: 0, y: 0, width: width, height: height)
        // 255 except for a short partial run in some rows (a group whose coverage is multiplied).
        let maskValues: [UInt8] = (0..<width * height).map { i in
            let x = i % width, y = i / width
            return y % 2 == 1 && x >= 20 && x < 26 ? UInt8(40 + x) : 255
        }
        let mask = try CoverageMask(bounds: maskBounds, values: maskValues)
        for (opacity, useMask, offset) in [(UInt8(77), true, 0), (77, true, 3), (200, false, 1), (254, true, 5),
                                           (255, true, 0)] {
            let region = PixelRect(x: offset, y: 0, width: width - offset, height: height)
            let before = try canvas(width: width, height: height, seed: 5 + offset)
            var after = before
            after.composite(source, opacity: opacity, mask: useMask ? mask : nil, in: region)
            assertComposite(after, before: before, source: sourceBytes, opacity: opacity,
                            mask: useMask ? (mask.bounds, maskValues) : nil, region: region,
                            "opacity \(opacity), mask \(useMask), offset \(offset)")
        }
    }

    /// A faded view over a plain background: groups of eight equal source pixels over groups of
    /// eight equal destination pixels repeat the previous group's inputs, and the composite reuses
    /// its result. Destinations that differ in one byte, sources that change, partial masks and
    /// leftover pixels break the repetition here and there; every pixel must be the formula's.
    func testRepeatedDestinationGroupsMatchTheFormula() throws {
        let width = 61, height = 7
        let ink: [UInt8] = [10, 10, 10, 41], other: [UInt8] = [30, 0, 90, 120]
        let paper: [UInt8] = [250, 250, 250, 255], mark: [UInt8] = [250, 250, 249, 255]
        var sourceBytes: [UInt8] = [], destinationBytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                sourceBytes += (x / 8 + y) % 5 == 4 ? other : ink
                // One byte off in a few places (the repetition test must see every byte), and a
                // translucent band.
                var d = (x * 5 + y * 11) % 37 == 0 ? mark : paper
                if y == 3 && x >= 16 && x < 40 { d = [0, 40, 20, 90] }
                destinationBytes += d
            }
        }
        let source = try Canvas(width: width, height: height, premultipliedBytes: sourceBytes)
        let before = try Canvas(width: width, height: height, premultipliedBytes: destinationBytes)
        let maskValues: [UInt8] = (0..<width * height).map { i in
            let x = i % width, y = i / width
            return y == 5 && x >= 24 && x < 32 ? 100 : 255
        }
        let mask = try CoverageMask(bounds: PixelRect(x: 0, y: 0, width: width, height: height), values: maskValues)
        for (opacity, useMask, offset) in [(UInt8(77), true, 0), (128, false, 2), (254, true, 9), (1, false, 0)] {
            let region = PixelRect(x: offset, y: 0, width: width - offset, height: height)
            var after = before
            after.composite(source, opacity: opacity, mask: useMask ? mask : nil, in: region)
            assertComposite(after, before: before, source: sourceBytes, opacity: opacity,
                            mask: useMask ? (mask.bounds, maskValues) : nil, region: region,
                            "opacity \(opacity), mask \(useMask), offset \(offset)")
        }
    }
}
