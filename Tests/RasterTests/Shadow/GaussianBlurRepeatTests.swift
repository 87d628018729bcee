import SeededRandom
import XCTest
import Geometry
import Raster

// GaussianBlur copies outputs whose input window repeats its neighbour's instead of recomputing
// them. These tests hold it to bit-for-bit equality with the plain separable convolution below:
// the same taps (`GaussianBlur.kernel`, the part not under test here), every output summed as
// `w_0·c + w_1·(l_1 + r_1) + w_2·(l_2 + r_2) + …` in `Float`, every output computed. Equality is
// exact because each output is the same IEEE operations on the same operands.

/// The plain separable blur: pass 1 along x over rows target.y − r_y ..< target.maxY + r_y, then
/// pass 2 along y, rounded to nearest (ties to even) and clamped at 255.
private func referenceBlur(_ mask: CoverageMask, sigmaX: Double, sigmaY: Double,
                           clip: PixelRect?) -> (bounds: PixelRect, values: [UInt8]) {
    let rx = GaussianBlur.kernelRadius(sigma: sigmaX), ry = GaussianBlur.kernelRadius(sigma: sigmaY)
    let wx = GaussianBlur.kernel(sigma: sigmaX)[rx...].map { Float($0) }
    let wy = GaussianBlur.kernel(sigma: sigmaY)[ry...].map { Float($0) }
    let s = mask.bounds
    var x0 = s.x - rx, y0 = s.y - ry, x1 = s.maxX + rx, y1 = s.maxY + ry
    if let clip {
        x0 = max(x0, clip.x); y0 = max(y0, clip.y); x1 = min(x1, clip.maxX); y1 = min(y1, clip.maxY)
    }
    guard s.width > 0, s.height > 0, x0 < x1, y0 < y1 else {
        return (PixelRect(x: x0, y: y0, width: 0, height: 0), [])
    }
    let width = x1 - x0, height = y1 - y0
    func input(_ x: Int, _ y: Int) -> Float { Float(mask[x, y]) }
    var horizontal = [[Float]]()
    for y in (y0 - ry)..<(y1 + ry) {
        horizontal.append((x0..<x1).map { x in
            var sum = wx[0] * input(x, y)
            for k in stride(from: 1, through: rx, by: 1) { sum += wx[k] * (input(x - k, y) + input(x + k, y)) }
            return sum
        })
    }
    var values = [UInt8]()
    for j in 0..<height {
        for i in 0..<width {
            var sum = wy[0] * horizontal[j + ry][i]
            for k in stride(from: 1, through: ry, by: 1) {
                sum += wy[k] * (horizontal[j + ry - k][i] + horizontal[j + ry + k][i])
            }
            values.append(UInt8(min(sum, 255).rounded(.toNearestOrEven)))
        }
    }
    return (PixelRect(x: x0, y: y0, width: width, height: height), values)
}

/// A mask over `bounds` whose value at (x, y) is `value(x, y)`.
private func mask(_ bounds: PixelRect, _ value: (Int, Int) -> UInt8) throws -> CoverageMask {
    var values = [UInt8]()
    for y in bounds.y..<bounds.maxY { for x in bounds.x..<bounds.maxX { values.append(value(x, y)) } }
    return try CoverageMask(bounds: bounds, values: values)
}

/// The rasterized coverage of a polygon over its enclosing pixels.
private func polygonCoverage(_ points: [Point]) throws -> CoverageMask {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.addLine(to: p) }
    path.closeSubpath()
    return try CoverageMask(rasterizing: path, bounds: PixelRect(enclosing: path.controlPointBounds!))
}

final class GaussianBlurRepeatTests: XCTestCase {
    private func assertMatchesReference(_ mask: CoverageMask, sigmaX: Double, sigmaY: Double,
                                        clip: PixelRect? = nil, _ label: String,
                                        file: StaticString = #filePath, line: UInt = #line) throws {
        let blurred = try GaussianBlur.blur(mask, sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
        let expected = referenceBlur(mask, sigmaX: sigmaX, sigmaY: sigmaY, clip: clip)
        XCTAssertEqual(blurred.bounds, expected.bounds, "\(label): bounds", file: file, line: line)
        guard blurred.values != expected.values, blurred.bounds == expected.bounds else { return }
        let index = blurred.values.indices.first { blurred.values[$0] != expected.values[$0] }!
        let b = expected.bounds
        XCTFail("\(label): first difference at (\(b.x + index % b.width), \(b.y + index / b.width)): "
                + "\(blurred.values[index]) against \(expected.values[index])", file: file, line: line)
    }

    /// A card with cut corners (the MDC shapes that take the blur route): runs of identical rows
    /// down the sides, constant runs along the top and bottom, corners that differ row by row.
    func testCutCornerCardMatchesPlainConvolution() throws {
        let card = try polygonCoverage([
            Point(x: 10.5, y: 4.25), Point(x: 70.3, y: 4.25), Point(x: 78.3, y: 12.25),
            Point(x: 78.3, y: 55.6), Point(x: 73.3, y: 60.6), Point(x: 2.4, y: 60.6), Point(x: 2.4, y: 12.35),
        ])
        for sigma in [0.2, 0.5, 1, 2.5, 4, 6.3, 12] {
            try assertMatchesReference(card, sigmaX: sigma, sigmaY: sigma, "card σ = \(sigma)")
        }
    }

    /// A bottom sheet: only the top corners rounded, a long straight bottom edge.
    func testTopRoundedSheetMatchesPlainConvolution() throws {
        var path = Path()
        path.addRoundedRect(in: Rect(x: 3.3, y: 5.5, width: 90, height: 36), cornerWidth: 9, cornerHeight: 9)
        let rounded = try CoverageMask(rasterizing: path, bounds: PixelRect(x: 3, y: 5, width: 91, height: 37))
        // Square off the bottom half: rows below the corners copy the middle row.
        let middle = (rounded.bounds.height / 2) * rounded.bounds.width
        let sheet = try mask(rounded.bounds) { x, y in
            y - rounded.bounds.y < rounded.bounds.height / 2 ? rounded[x, y]
                : rounded.values[middle + x - rounded.bounds.x]
        }
        for sigma in [1.0, 3, 8] {
            try assertMatchesReference(sheet, sigmaX: sigma, sigmaY: sigma, "sheet σ = \(sigma)")
        }
    }

    /// Hand-made runs: identical rows shorter and longer than the kernel, zero rows inside and at
    /// the ends, constant runs of 0, 255 and partial coverage of every length around the window.
    func testHandMadeRunsMatchPlainConvolution() throws {
        let rowPatterns: [[UInt8]] = [
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 128, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128, 0, 0],
            [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
            [7, 7, 7, 7, 7, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 90],
            [0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255],
            [255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255],
        ]
        // Row kinds with repeat counts 1, 2, 3, 5, 8 and 13 (around 2r + 2 for the σ below).
        let layout: [(pattern: Int, count: Int)] = [
            (0, 2), (1, 1), (2, 13), (3, 3), (2, 5), (1, 2), (0, 8), (4, 1), (5, 2), (2, 3), (1, 1), (0, 1),
        ]
        let rows = layout.flatMap { Array(repeating: rowPatterns[$0.pattern], count: $0.count) }
        let handMade = try mask(PixelRect(x: -4, y: 7, width: 20, height: rows.count)) { x, y in rows[y - 7][x + 4] }
        for sigma in [0.0, 0.3, 0.7, 1, 1.4, 2] {
            try assertMatchesReference(handMade, sigmaX: sigma, sigmaY: sigma, "runs σ = \(sigma)")
        }
    }

    /// Different reaches along x and y, including no blur at all along one axis.
    func testAnisotropicSigmaMatchesPlainConvolution() throws {
        let card = try polygonCoverage([
            Point(x: 6, y: 3.5), Point(x: 50.5, y: 3.5), Point(x: 50.5, y: 40.2), Point(x: 14, y: 40.2), Point(x: 6, y: 32.2),
        ])
        for (sx, sy) in [(1.0, 7.0), (9.0, 0.0), (0.0, 3.0), (2.5, 0.4), (11.0, 5.5)] {
            try assertMatchesReference(card, sigmaX: sx, sigmaY: sy, "σ = (\(sx), \(sy))")
        }
    }

    /// Masks smaller than the kernel in one or both directions, and large σ.
    func testMasksSmallerThanTheKernelMatchPlainConvolution() throws {
        let tiny = try mask(PixelRect(x: 5, y: -3, width: 3, height: 2)) { x, y in [255, 60, 255][x - 5] / UInt8(y + 4) }
        let dot = try mask(PixelRect(x: 0, y: 0, width: 1, height: 1)) { _, _ in 200 }
        let bar = try mask(PixelRect(x: 2, y: 2, width: 40, height: 2)) { _, _ in 255 }
        for sigma in [0.6, 4, 10, 30] {
            try assertMatchesReference(tiny, sigmaX: sigma, sigmaY: sigma, "tiny σ = \(sigma)")
            try assertMatchesReference(dot, sigmaX: sigma, sigmaY: sigma, "dot σ = \(sigma)")
        }
        for sigma in [0.6, 4, 10] {
            try assertMatchesReference(bar, sigmaX: sigma, sigmaY: sigma / 2, "bar σ = \(sigma)")
        }
    }

    /// Clips cutting through the shape, its corners, its blur margin, only a strip, and missing it.
    func testClippedOutputsMatchPlainConvolution() throws {
        let card = try polygonCoverage([
            Point(x: 20.5, y: 10.25), Point(x: 90.3, y: 10.25), Point(x: 98.3, y: 18.25),
            Point(x: 98.3, y: 70.6), Point(x: 12.4, y: 70.6), Point(x: 12.4, y: 18.35),
        ])
        let clips = [
            PixelRect(x: 0, y: 0, width: 60, height: 40),      // top-left quarter, through the middle
            PixelRect(x: 50, y: 30, width: 200, height: 200),  // bottom-right, past the margin
            PixelRect(x: 14, y: 0, width: 3, height: 100),     // a strip down the left side
            PixelRect(x: 0, y: 40, width: 200, height: 1),     // one row through the sides
            PixelRect(x: 30, y: 30, width: 20, height: 20),    // inside the shape only
            PixelRect(x: -20, y: -20, width: 25, height: 25),  // margin corner only
            PixelRect(x: 300, y: 300, width: 10, height: 10),  // misses it entirely
        ]
        for clip in clips {
            for sigma in [1.5, 5] {
                try assertMatchesReference(card, sigmaX: sigma, sigmaY: sigma, clip: clip, "clip \(clip) σ = \(sigma)")
            }
        }
    }

    /// Seeded random masks built from a few row kinds and a few values, so rows repeat, runs
    /// start and end at every distance from each other and from the edges, and zero rows and
    /// columns fall anywhere.
    func testRandomRunMasksMatchPlainConvolution() throws {
        let seed: UInt64 = 0x5EED_B10B
        var random = SplitMix64(seed: seed)
        let palette: [UInt8] = [0, 0, 255, 255, 128, 1]
        for trial in 0..<60 {
            let width = 1 + random.int(40), height = 1 + random.int(40)
            let kinds = (0..<(1 + random.int(4))).map { _ -> [UInt8] in
                var row = [UInt8]()
                while row.count < width {
                    let value = palette[random.int(palette.count)]
                    row += Array(repeating: value, count: min(width - row.count, 1 + random.int(12)))
                }
                return row
            }
            var rows = [[UInt8]]()
            while rows.count < height {
                let kind = kinds[random.int(kinds.count)]
                rows += Array(repeating: kind, count: min(height - rows.count, 1 + random.int(10)))
            }
            let bounds = PixelRect(x: random.int(9) - 4, y: random.int(9) - 4, width: width, height: height)
            let m = try mask(bounds) { x, y in rows[y - bounds.y][x - bounds.x] }
            let sx = random.chance(0.2) ? 0 : random.uniform(0.1, 5)
            let sy = random.chance(0.3) ? sx : random.uniform(0, 5)
            let clip = random.chance(0.5)
                ? PixelRect(x: random.int(50) - 15, y: random.int(50) - 15, width: random.int(40), height: random.int(40))
                : nil
            try assertMatchesReference(m, sigmaX: sx, sigmaY: sy, clip: clip,
                                       "seed \(seed) trial \(trial) σ = (\(sx), \(sy)) clip \(String(describing: clip))")
        }
    }
}
