#if canImport(Glibc)
import Glibc
#endif
import SeededRandom
import XCTest
import Geometry
import Raster

// References here are independent of the code under test: Glibc's erf/exp (or series and
// continued fractions), midpoint rules on fine grids, and direct 2-D sums.

/// Φ(u) from Glibc.
private func referenceCDF(_ u: Double) -> Double { 0.5 * Glibc.erfc(-u / 2.0.squareRoot()) }

/// ∫_{−∞}^{t} Φ(v/σ) dv from Glibc (σ > 0), or max(t, 0).
private func referenceE(_ t: Double, _ sigma: Double) -> Double {
    guard sigma > 0 else { return max(t, 0) }
    let u = t / sigma
    return t * referenceCDF(u) + sigma * Glibc.exp(-0.5 * u * u) / (2 * Double.pi).squareRoot()
}

/// The exact area average over pixel [i, i+1) of the blurred interval [lo, hi].
private func referenceAreaProfile(_ i: Int, _ lo: Double, _ hi: Double, _ sigma: Double) -> Double {
    let a = Double(i)
    return (referenceE(a + 1 - lo, sigma) - referenceE(a - lo, sigma))
        - (referenceE(a + 1 - hi, sigma) - referenceE(a - hi, sigma))
}

/// The Gaussian's mass over [y, y+1) for a source at yp.
private func referenceBox(_ y: Int, _ yp: Double, _ sigma: Double) -> Double {
    guard sigma > 0 else { return Double(y) <= yp && yp < Double(y + 1) ? 1 : 0 }
    return referenceCDF((Double(y) + 1 - yp) / sigma) - referenceCDF((Double(y) - yp) / sigma)
}

/// Exact-area coverage of an axis-aligned rectangle (pixels), 0–255 rounded.
private func rectangleCoverage(_ r: Rect, over bounds: PixelRect) throws -> CoverageMask {
    var mask = try CoverageMask(bounds: bounds)
    for y in bounds.y..<bounds.maxY {
        let cy = max(0, min(Double(y + 1), r.maxY) - max(Double(y), r.minY))
        for x in bounds.x..<bounds.maxX {
            let cx = max(0, min(Double(x + 1), r.maxX) - max(Double(x), r.minX))
            mask[x, y] = UInt8((cx * cy * 255).rounded())
        }
    }
    return mask
}

/// The largest |mask − 255·reference| over the mask's bounds (and a margin of zeros around it).
private func worstError(_ mask: CoverageMask, margin: Int = 2, _ reference: (Int, Int) -> Double) -> Double {
    var worst = 0.0
    let b = mask.bounds
    for y in (b.y - margin)..<(b.maxY + margin) {
        for x in (b.x - margin)..<(b.maxX + margin) {
            worst = max(worst, abs(Double(mask[x, y]) - 255 * reference(x, y)))
        }
    }
    return worst
}

final class ShadowTests: XCTestCase {

    // MARK: - Special functions

    /// erf against the all-positive series erf(x) = 2/√π·e^{−x²}·Σ (2x²)^n·x / (2n+1)!!, which has no
    /// cancellation, and erfc against Laplace's continued fraction for x ≥ 2 (relative).
    func testErfAgainstSeriesAndContinuedFraction() {
        func seriesErf(_ x: Double) -> Double {
            var term = x, sum = x, n = 0.0
            while abs(term) > 1e-18 * abs(sum) {
                n += 1
                term *= 2 * x * x / (2 * n + 1)
                sum += term
            }
            return 2 / Double.pi.squareRoot() * Glibc.exp(-x * x) * sum
        }
        func continuedFractionErfc(_ x: Double) -> Double {
            // erfc(x) = e^{−x²}/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …))))), evaluated
            // bottom-up from a deep enough level.
            var tail = x
            for k in stride(from: 200, through: 1, by: -1) { tail = x + (Double(k) / 2) / tail }
            return Glibc.exp(-x * x) / Double.pi.squareRoot() / tail
        }
        var worstErf = 0.0
        var x = -6.0
        while x <= 6.0 {
            worstErf = max(worstErf, abs(GaussianMath.erf(x) - seriesErf(x)))
            x += 1.0 / 256 + 1e-4
        }
        var worstErfc = 0.0
        x = 2.0
        while x <= 26.0 {
            let reference = continuedFractionErfc(x)
            worstErfc = max(worstErfc, abs(GaussianMath.erfc(x) - reference) / reference)
            x += 1.0 / 64 + 1e-4
        }
        print("erf: max abs error \(worstErf); erfc: max relative error \(worstErfc) for 2 ≤ x ≤ 26")
        XCTAssertLessThanOrEqual(worstErf, 1e-7, "the brief's bound")
        XCTAssertLessThanOrEqual(worstErf, 1e-14, "Cody's approximations are good to a few ulp")
        XCTAssertLessThanOrEqual(worstErfc, 1e-13)
        XCTAssertEqual(GaussianMath.erf(0), 0)
        XCTAssertEqual(GaussianMath.erf(.infinity), 1)
        XCTAssertEqual(GaussianMath.erf(-.infinity), -1)
        XCTAssertEqual(GaussianMath.erfc(-.infinity), 2)
        XCTAssertTrue(GaussianMath.erf(.nan).isNaN)
        XCTAssertEqual(GaussianMath.erfc(-1.5), 2 - GaussianMath.erfc(1.5))
    }

    func testExpAgainstGlibc() {
        var worst = 0.0
        var x = -740.0
        while x <= 700 {
            let reference = Glibc.exp(x)
            worst = max(worst, abs(GaussianMath.exp(x) - reference) / reference)
            x += 0.173
        }
        XCTAssertLessThanOrEqual(worst, 5e-16)
        XCTAssertEqual(GaussianMath.exp(0), 1)
        XCTAssertEqual(GaussianMath.exp(-800), 0)
        XCTAssertEqual(GaussianMath.exp(800), .infinity)
    }

    func testCDFAndItsIntegral() {
        for u in stride(from: -9.0, through: 9.0, by: 0.37) {
            XCTAssertEqual(GaussianMath.cdf(u), referenceCDF(u), accuracy: 1e-15)
        }
        for sigma in [0.3, 1.0, 7.5] {
            for t in stride(from: -10.0, through: 10.0, by: 0.61) {
                XCTAssertEqual(GaussianMath.integratedCDF(t, sigma: sigma), referenceE(t, sigma), accuracy: 1e-13)
                // E(t) − E(−t) = t: the blurred step is odd about its half-way point.
                XCTAssertEqual(GaussianMath.integratedCDF(t, sigma: sigma) - GaussianMath.integratedCDF(-t, sigma: sigma),
                               t, accuracy: 1e-13)
            }
        }
        XCTAssertEqual(GaussianMath.integratedCDF(-0.4, sigma: 0), 0)
        XCTAssertEqual(GaussianMath.integratedCDF(2.5, sigma: 0), 2.5)
    }

    // MARK: - Analytic rectangles

    /// Against a direct numerical convolution: the pixel average of ∫∫ g(u − x')g(v − y') over the
    /// rectangle, by midpoint rules (16 samples per pixel, 32 per unit of the rectangle, Gaussian
    /// from Glibc's exp). The 2-D integral factors, so each axis is integrated once and the grid of
    /// products compared pixel by pixel.
    func testRectangleAgainstNumericalConvolution() throws {
        func numericProfile(first: Int, count: Int, lo: Double, hi: Double, sigma: Double) -> [Double] {
            let samples = 16, density = 32
            let norm = 1 / (sigma * (2 * Double.pi).squareRoot())
            let steps = Int(((hi - lo) * Double(density)).rounded(.up))
            let dx = (hi - lo) / Double(steps)
            return (0..<count).map { i in
                var total = 0.0
                for s in 0..<samples {
                    let u = Double(first + i) + (Double(s) + 0.5) / Double(samples)
                    var inner = 0.0
                    for k in 0..<steps {
                        let d = (u - (lo + (Double(k) + 0.5) * dx)) / sigma
                        if abs(d) < 9 { inner += Glibc.exp(-0.5 * d * d) }
                    }
                    total += inner * dx * norm
                }
                return total / Double(samples)
            }
        }
        let cases: [(Rect, Double, Double)] = [
            (Rect(x: 10.3, y: 7.8, width: 21.45, height: 13.1), 2.5, 2.5),
            (Rect(x: 4.5, y: 5.25, width: 9.6, height: 17.7), 1, 1),
            (Rect(x: 30.1, y: 25.9, width: 24, height: 11.4), 6, 4),   // anisotropic
        ]
        for (rect, sx, sy) in cases {
            let mask = try AnalyticShadow.rectMask(rect, sigmaX: sx, sigmaY: sy,
                                                   clippedTo: PixelRect(x: -100, y: -100, width: 300, height: 300))
            let b = mask.bounds
            XCTAssertEqual(b, AnalyticShadow.bounds(of: rect, sigmaX: sx, sigmaY: sy))
            let px = numericProfile(first: b.x - 2, count: b.width + 4, lo: rect.minX, hi: rect.maxX, sigma: sx)
            let py = numericProfile(first: b.y - 2, count: b.height + 4, lo: rect.minY, hi: rect.maxY, sigma: sy)
            let worst = worstError(mask) { x, y in px[x - b.x + 2] * py[y - b.y + 2] }
            print("rect \(rect) σ \(sx)×\(sy): max error \(worst)/255 against numerical convolution")
            XCTAssertLessThanOrEqual(worst, 1, "within 1/255")
            XCTAssertLessThanOrEqual(worst, 0.55, "only the final rounding")
        }
    }

    /// What a pixel holds: the area average, not the centre sample. They differ by up to
    /// 0.0101/σ² (2.6/255 at σ = 1, under 0.5/255 from σ ≈ 2.3); the mask follows the area average.
    func testAreaAverageAgainstCentreSample() throws {
        for (sigma, bound) in [(1.0, 2.7), (2.0, 0.66), (2.5, 0.5), (4.0, 0.17)] {
            var worst = 0.0
            for i in -20..<40 {
                let centre = Double(i) + 0.5
                let point = referenceCDF((centre - 0.3) / sigma) - referenceCDF((centre - 20.3) / sigma)
                worst = max(worst, abs(point - referenceAreaProfile(i, 0.3, 20.3, sigma)) * 255)
            }
            print("σ \(sigma): area average − centre sample up to \(worst)/255")
            XCTAssertLessThanOrEqual(worst, bound)
        }
        // A tall rectangle makes the vertical factor 1 in the middle rows; its row is then the
        // horizontal area-average profile, rounded.
        let rect = Rect(x: 0.3, y: -500, width: 20, height: 1000)
        let mask = try AnalyticShadow.rectMask(rect, sigmaX: 1, sigmaY: 1,
                                               clippedTo: PixelRect(x: -10, y: 0, width: 40, height: 1))
        for x in -10..<30 {
            XCTAssertEqual(Double(mask[x, 0]), 255 * referenceAreaProfile(x, 0.3, 20.3, 1), accuracy: 0.5 + 1e-9)
        }
    }

    func testSigmaZeroIsExactCoverage() throws {
        let rect = Rect(x: 2.25, y: 3.5, width: 5.5, height: 2.75)
        let clip = PixelRect(x: 0, y: 0, width: 20, height: 20)
        let mask = try AnalyticShadow.rectMask(rect, sigmaX: 0, sigmaY: 0, clippedTo: clip)
        XCTAssertEqual(mask.bounds, PixelRect(x: 2, y: 3, width: 6, height: 4))
        XCTAssertEqual(mask, try rectangleCoverage(rect, over: mask.bounds))
        // Shadow radius 0 and a blur of σ 0 change nothing either.
        let shadow = Shadow(opacity: 1, radius: 0, offset: .zero)
        XCTAssertEqual(try shadow.mask(for: .rect(rect), clippedTo: clip, rasterizer: unusedRasterizer), mask)
        XCTAssertEqual(try GaussianBlur.blur(mask, sigma: 0), mask)
        XCTAssertEqual(GaussianBlur.kernel(sigma: 0), [1])
    }

    func testBoundsAndClipping() throws {
        let rect = Rect(x: 10.5, y: 20.25, width: 30, height: 12)
        let sigma = 2.2   // margin ⌈6.6⌉ + 1 = 8
        XCTAssertEqual(AnalyticShadow.margin(sigma: sigma), 8)
        let everything = PixelRect(x: -1000, y: -1000, width: 3000, height: 3000)
        let full = try AnalyticShadow.roundedRectMask(rect, cornerWidth: 5, cornerHeight: 5,
                                                      sigmaX: sigma, sigmaY: sigma, clippedTo: everything)
        XCTAssertEqual(full.bounds, PixelRect(x: 2, y: 12, width: 47, height: 29))
        // Clipped to a canvas that cuts through the shadow: the same pixels, fewer of them.
        let canvas = PixelRect(x: 0, y: 0, width: 25, height: 30)
        let clipped = try AnalyticShadow.roundedRectMask(rect, cornerWidth: 5, cornerHeight: 5,
                                                         sigmaX: sigma, sigmaY: sigma, clippedTo: canvas)
        XCTAssertEqual(clipped.bounds, PixelRect(x: 2, y: 12, width: 23, height: 18))
        for y in clipped.bounds.y..<clipped.bounds.maxY {
            for x in clipped.bounds.x..<clipped.bounds.maxX {
                XCTAssertEqual(clipped[x, y], full[x, y], "(\(x), \(y))")
            }
        }
        // Off the canvas: an empty mask, no work.
        let away = try AnalyticShadow.rectMask(rect.offsetBy(dx: 500, dy: 0), sigmaX: sigma, sigmaY: sigma, clippedTo: canvas)
        XCTAssertTrue(away.bounds.isEmpty)
        XCTAssertTrue(away.values.isEmpty)
        // The blur clips the same way.
        let coverage = try rectangleCoverage(rect, over: PixelRect(enclosing: rect))
        let blurred = try GaussianBlur.blur(coverage, sigma: sigma)
        XCTAssertEqual(blurred.bounds, PixelRect(x: 10 - 7, y: 20 - 7, width: 31 + 14, height: 13 + 14))
        let blurredClipped = try GaussianBlur.blur(coverage, sigmaX: sigma, sigmaY: sigma, clippedTo: canvas)
        XCTAssertEqual(blurredClipped.bounds, blurred.bounds.intersection(canvas))
        for y in 13..<30 { for x in 3..<25 { XCTAssertEqual(blurredClipped[x, y], blurred[x, y]) } }
    }

    // MARK: - Analytic rounded rectangles

    /// The area-averaged shadow of a rounded rectangle by a numerical convolution that shares
    /// nothing with the implementation's method: a midpoint rule in y' over the whole shape
    /// (`sub` sub-steps per pixel row, aligned to rows) with the closed form along x from Glibc's
    /// erf; no corner decomposition, quadrature panels or tables. Indexed `[y − y0][x − x0]`.
    private func numericRoundedRectShadow(_ r: Rect, rx: Double, ry: Double, sigmaX: Double, sigmaY: Double,
                                          columns: Range<Int>, rows: Range<Int>, sub: Int = 128) -> [[Double]] {
        var reference = [[Double]](repeating: [Double](repeating: 0, count: columns.count), count: rows.count)
        var band = r.minY
        while band < r.maxY {
            let bandEnd = min(band.rounded(.down) + 1, r.maxY)
            let h = (bandEnd - band) / Double(sub)
            for s in 0..<sub {
                let yp = band + (Double(s) + 0.5) * h
                let depth = min(yp - r.minY, r.maxY - yp)
                var inset = 0.0
                if depth < ry { let d = (ry - depth) / ry; inset = rx * (1 - (1 - d * d).squareRoot()) }
                let profile = columns.map { referenceAreaProfile($0, r.minX + inset, r.maxX - inset, sigmaX) }
                for y in rows {
                    let g = referenceBox(y, yp, sigmaY) * h
                    if g == 0 { continue }
                    for i in profile.indices { reference[y - rows.lowerBound][i] += g * profile[i] }
                }
            }
            band = bandEnd
        }
        return reference
    }

    /// Worked cases across both quadrature schemes (σ < 2 fine, σ ≥ 2 smooth), exact coverage,
    /// a pill and elliptical corners.
    func testRoundedRectangleAgainstNumericalConvolution() throws {
        struct Case { var rect: Rect; var rx: Double; var ry: Double; var sigma: Double }
        let cases = [
            Case(rect: Rect(x: 5.3, y: 4.7, width: 22.6, height: 17.2), rx: 6.5, ry: 6.5, sigma: 0),
            Case(rect: Rect(x: 5.3, y: 4.7, width: 22.6, height: 17.2), rx: 6.5, ry: 6.5, sigma: 0.05),
            Case(rect: Rect(x: 6.1, y: 5.45, width: 19.3, height: 15.8), rx: 7.9, ry: 7.9, sigma: 0.3),   // pill
            Case(rect: Rect(x: 8.8, y: 9.2, width: 24.4, height: 16.9), rx: 9, ry: 5.5, sigma: 1.3),      // elliptical
            Case(rect: Rect(x: 12.2, y: 11.6, width: 26.5, height: 20.3), rx: 8, ry: 8, sigma: 3),
            Case(rect: Rect(x: 30.4, y: 28.9, width: 30.5, height: 24.1), rx: 12, ry: 12, sigma: 8),
        ]
        for item in cases {
            try checkRoundedRect(item.rect, rx: item.rx, ry: item.ry, sigmaX: item.sigma, sigmaY: item.sigma)
        }
    }

    /// Seeded random rounded rectangles: fractional positions, corners up to the pill, σ on both
    /// sides of the scheme switch, anisotropic σ.
    func testRandomRoundedRectanglesAgainstNumericalConvolution() throws {
        let seed: UInt64 = 0x5EED_0007
        var random = SplitMix64(seed: seed)
        for sigmas in [(0.15, 0.15), (0.9, 1.6), (1.99, 1.99), (2.0, 2.0), (2.6, 5.5), (4.5, 4.5)] {
            let width = random.uniform(8, 26), height = random.uniform(8, 22)
            let rect = Rect(x: random.uniform(0, 1) + 3 * sigmas.0 + 2, y: random.uniform(0, 1) + 3 * sigmas.1 + 2,
                            width: width, height: height)
            let rx = random.uniform(0.5, width / 2), ry = random.chance(0.5) ? rx : random.uniform(0.5, height / 2)
            try checkRoundedRect(rect, rx: min(rx, width / 2), ry: min(ry, height / 2), sigmaX: sigmas.0, sigmaY: sigmas.1,
                                 context: "seed \(seed)")
        }
    }

    private func checkRoundedRect(_ r: Rect, rx: Double, ry: Double, sigmaX: Double, sigmaY: Double,
                                  context: String = "") throws {
        let mask = try AnalyticShadow.roundedRectMask(r, cornerWidth: rx, cornerHeight: ry, sigmaX: sigmaX, sigmaY: sigmaY,
                                                      clippedTo: PixelRect(x: -100, y: -100, width: 300, height: 300))
        let b = mask.bounds
        let columns = (b.x - 1)..<(b.maxX + 1), rows = (b.y - 1)..<(b.maxY + 1)
        let reference = numericRoundedRectShadow(r, rx: rx, ry: ry, sigmaX: sigmaX, sigmaY: sigmaY, columns: columns, rows: rows)
        let worst = worstError(mask, margin: 1) { x, y in reference[y - rows.lowerBound][x - columns.lowerBound] }
        print("rounded rect \(r), corners \(rx)×\(ry), σ \(sigmaX)×\(sigmaY): max error \(worst)/255 against numerical convolution \(context)")
        XCTAssertLessThanOrEqual(worst, 2, "within 2/255 \(context)")
        XCTAssertLessThanOrEqual(worst, 0.7, "rounding plus under 0.2/255 of method error \(context)")
    }

    func testRoundedRectangleLimits() throws {
        let rect = Rect(x: 3.5, y: 4.25, width: 20, height: 12)
        let clip = PixelRect(x: -50, y: -50, width: 200, height: 200)
        // Zero corners: the rectangle; negative corners count as zero.
        let plain = try AnalyticShadow.rectMask(rect, sigmaX: 1.5, sigmaY: 1.5, clippedTo: clip)
        XCTAssertEqual(try AnalyticShadow.roundedRectMask(rect, cornerWidth: 0, cornerHeight: 0, sigmaX: 1.5, sigmaY: 1.5, clippedTo: clip), plain)
        XCTAssertEqual(try AnalyticShadow.roundedRectMask(rect, cornerWidth: -4, cornerHeight: -4, sigmaX: 1.5, sigmaY: 1.5, clippedTo: clip), plain)
        // Oversized corners clamp to half the sides.
        XCTAssertEqual(try AnalyticShadow.roundedRectMask(rect, cornerWidth: 100, cornerHeight: 100, sigmaX: 1.5, sigmaY: 1.5, clippedTo: clip),
                       try AnalyticShadow.roundedRectMask(rect, cornerWidth: 10, cornerHeight: 6, sigmaX: 1.5, sigmaY: 1.5, clippedTo: clip))
        // Mirror symmetry of a symmetric placement, and determinism.
        let card = Rect(x: 20, y: 10, width: 96, height: 54)
        let a = try AnalyticShadow.roundedRectMask(card, cornerWidth: 12, cornerHeight: 12, sigmaX: 4, sigmaY: 4, clippedTo: clip)
        let b = try AnalyticShadow.roundedRectMask(card, cornerWidth: 12, cornerHeight: 12, sigmaX: 4, sigmaY: 4, clippedTo: clip)
        XCTAssertEqual(a, b)
        for y in a.bounds.y..<a.bounds.maxY {
            for x in a.bounds.x..<a.bounds.maxX {
                XCTAssertLessThanOrEqual(abs(Int(a[x, y]) - Int(a[136 - x - 1, y])), 1)
                XCTAssertLessThanOrEqual(abs(Int(a[x, y]) - Int(a[x, 74 - y - 1])), 1)
            }
        }
    }

    // MARK: - Blur

    /// Against a direct double-precision 2-D convolution of the coverage image, read as unit squares
    /// of constant coverage and sampled at pixel centres (so each source pixel contributes the
    /// Gaussian's mass over its square, from Glibc's erf, with no truncation and no
    /// renormalization), on seeded random masks.
    func testBlurAgainstDirectConvolution() throws {
        let seed: UInt64 = 0x5EED_0003
        var random = SplitMix64(seed: seed)
        for sigma in [0.3, 0.8, 1.7, 3.2] {
            let bounds = PixelRect(x: random.int(10) - 5, y: random.int(10) - 5, width: 14 + random.int(8), height: 10 + random.int(8))
            var mask = try CoverageMask(bounds: bounds)
            for y in bounds.y..<bounds.maxY {
                for x in bounds.x..<bounds.maxX { mask[x, y] = random.chance(0.6) ? 255 : UInt8(random.int(256)) }
            }
            let blurred = try GaussianBlur.blur(mask, sigma: sigma)
            let r = GaussianBlur.kernelRadius(sigma: sigma)
            XCTAssertEqual(blurred.bounds, PixelRect(x: bounds.x - r, y: bounds.y - r,
                                                     width: bounds.width + 2 * r, height: bounds.height + 2 * r))
            func tap(_ d: Int) -> Double {
                referenceCDF((Double(d) + 0.5) / sigma) - referenceCDF((Double(d) - 0.5) / sigma)
            }
            let worst = worstError(blurred, margin: 3) { x, y in
                var total = 0.0
                for sy in bounds.y..<bounds.maxY {
                    let wy = tap(y - sy)
                    if wy < 1e-300 { continue }
                    for sx in bounds.x..<bounds.maxX { total += wy * tap(x - sx) * Double(mask[sx, sy]) }
                }
                return total / 255
            }
            print("blur σ \(sigma) (seed \(seed)): max error \(worst)/255 against direct convolution")
            XCTAssertLessThanOrEqual(worst, 2, "within 2/255")
        }
    }

    /// Blurring exact coverage of a rectangle approximates the analytic shadow. With edges on pixel
    /// boundaries the coverage is the shape itself; at fractional edges the pixel quantization of
    /// the coverage costs up to about 1.2/255 at σ = 2 (see ``GaussianBlur``).
    func testBlurOfRectangleAgainstAnalyticShadow() throws {
        let clip = PixelRect(x: -100, y: -100, width: 400, height: 400)
        for (rect, sigma) in [(Rect(x: 10, y: 12, width: 30, height: 20), 2.0),
                              (Rect(x: 10.37, y: 12.81, width: 29.4, height: 20.15), 2.0),
                              (Rect(x: 10.62, y: 12.2, width: 31.3, height: 18.6), 3.5),
                              (Rect(x: 40.5, y: 30.25, width: 60, height: 35), 8)] {
            let coverage = try rectangleCoverage(rect, over: PixelRect(enclosing: rect))
            let blurred = try GaussianBlur.blur(coverage, sigma: sigma)
            let analytic = try AnalyticShadow.rectMask(rect, sigmaX: sigma, sigmaY: sigma, clippedTo: clip)
            var worst = 0
            for y in (analytic.bounds.y - 2)..<(analytic.bounds.maxY + 2) {
                for x in (analytic.bounds.x - 2)..<(analytic.bounds.maxX + 2) {
                    worst = max(worst, abs(Int(blurred[x, y]) - Int(analytic[x, y])))
                }
            }
            print("blurred coverage vs analytic, \(rect) σ \(sigma): max difference \(worst)/255")
            XCTAssertLessThanOrEqual(worst, 2)
        }
    }

    func testKernel() {
        for sigma in [0.5, 1.0, 2.7, 8.0] {
            let kernel = GaussianBlur.kernel(sigma: sigma)
            let r = GaussianBlur.kernelRadius(sigma: sigma)
            XCTAssertEqual(r, Int((3 * sigma).rounded(.up)))
            XCTAssertEqual(kernel.count, 2 * r + 1)
            XCTAssertEqual(kernel.reduce(0, +), 1, accuracy: 1e-15)
            XCTAssertEqual(kernel, kernel.reversed())
            // Variance close to σ² + 1/12 (the pixel box), less the truncated tails.
            let variance = kernel.enumerated().reduce(0.0) { $0 + $1.element * Double(($1.offset - r) * ($1.offset - r)) }
            XCTAssertEqual(variance, sigma * sigma + 1.0 / 12, accuracy: 0.035 * sigma * sigma + 0.01)
        }
    }

    // MARK: - The Core Animation model

    func testCoreAnimationDefaults() throws {
        let shadow = Shadow()
        XCTAssertEqual(shadow.color, .black)
        XCTAssertEqual(shadow.opacity, 0)
        XCTAssertEqual(shadow.radius, 3)
        XCTAssertEqual(shadow.offset, Size(width: 0, height: -3))
        XCTAssertEqual(shadow.sigma, 1.5)
        XCTAssertEqual(Shadow.sigma(forRadius: 10), 5)
        XCTAssertFalse(shadow.isVisible)
        XCTAssertEqual(Shadow(color: .white, opacity: 0.5).compositingColor, Color(red: 255, green: 255, blue: 255, alpha: 128))
        // The default offset moves the shadow up in y-down coordinates: the mask's centroid is
        // 3 points above the shape's centre (here at scale 2: 6 pixels).
        let rect = Rect(x: 20, y: 30, width: 16, height: 10)
        let mask = try shadow.mask(for: .rect(rect), transform: AffineTransform(scaleX: 2, y: 2),
                                   clippedTo: PixelRect(x: 0, y: 0, width: 200, height: 200), rasterizer: unusedRasterizer)
        var (total, moment) = (0.0, 0.0)
        for y in mask.bounds.y..<mask.bounds.maxY {
            for x in mask.bounds.x..<mask.bounds.maxX { total += Double(mask[x, y]); moment += Double(mask[x, y]) * (Double(y) + 0.5) }
        }
        XCTAssertEqual(moment / total, 2 * rect.midY - 6, accuracy: 0.01)
        // σ scales with the transform: radius 3 at scale 2 is σ 3 pixels.
        XCTAssertEqual(mask, try AnalyticShadow.rectMask(Rect(x: 40, y: 54, width: 32, height: 20), sigmaX: 3, sigmaY: 3,
                                                         clippedTo: PixelRect(x: 0, y: 0, width: 200, height: 200)))
    }

    func testInvalidInputsAreRefused() throws {
        let clip = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let rect = Rect(x: 1, y: 1, width: 4, height: 4)
        for radius in [-1.0, .nan, .infinity] {
            XCTAssertThrowsError(try Shadow(opacity: 1, radius: radius).mask(for: .rect(rect), clippedTo: clip, rasterizer: unusedRasterizer)) {
                guard case ShadowError.invalidRadius = $0 else { return XCTFail("\($0)") }
                XCTAssertTrue("\($0)".contains("shadow radius"))
            }
        }
        XCTAssertThrowsError(try Shadow(offset: Size(width: .nan, height: 0)).mask(for: .rect(rect), clippedTo: clip, rasterizer: unusedRasterizer)) {
            guard case ShadowError.invalidOffset = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try AnalyticShadow.rectMask(Rect(x: .nan, y: 0, width: 1, height: 1), sigmaX: 1, sigmaY: 1, clippedTo: clip)) {
            XCTAssertEqual($0 as? ShadowError, .nonFiniteGeometry)
        }
        XCTAssertThrowsError(try AnalyticShadow.rectMask(rect, sigmaX: -0.5, sigmaY: 1, clippedTo: clip)) {
            XCTAssertEqual($0 as? ShadowError, .invalidSigma(-0.5))
        }
        // The sizing helpers never trap: NaN counts as 0, huge σ is capped.
        XCTAssertEqual(AnalyticShadow.margin(sigma: .nan), 0)
        XCTAssertEqual(AnalyticShadow.margin(sigma: .infinity), 3 * 4096 + 1)
        XCTAssertEqual(GaussianBlur.kernelRadius(sigma: .infinity), 3 * 4096)
        XCTAssertEqual(GaussianBlur.kernel(sigma: -2), [1])
        let mask = try CoverageMask(bounds: clip)
        for sigma in [-1.0, .nan, .infinity, 5000] {
            XCTAssertThrowsError(try GaussianBlur.blur(mask, sigma: sigma)) {
                guard case ShadowError.invalidSigma = $0 else { return XCTFail("\($0)") }
            }
        }
    }

    // MARK: - Paths: rasterize, then blur

    /// A rotated rectangle leaves the analytic path: the rasterizer gets the path, the combined
    /// transform (offset first) and the bounds it must cover, and its coverage is blurred. A quarter
    /// turn maps the rectangle onto another one, so the result can be checked against the analytic
    /// shadow of that.
    func testNonAxisAlignedTransformRasterizesAndBlurs() throws {
        let shadow = Shadow(opacity: 1, radius: 6, offset: Size(width: 2, height: 1))
        let transform = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(translationX: 60, y: 10))
        let clip = PixelRect(x: 0, y: 0, width: 100, height: 100)
        var calls = 0
        let rasterizer: ShadowRasterizer = { path, rule, placed, bounds in
            calls += 1
            XCTAssertEqual(rule, .nonZero)
            XCTAssertTrue(placed.isApproximatelyEqual(
                to: AffineTransform(translationX: 2, y: 1).concatenating(transform), tolerance: 1e-12))
            let box = path.controlPointBounds!.applying(placed)
            XCTAssertEqual(bounds, PixelRect(enclosing: box))
            return try rectangleCoverage(box, over: bounds)
        }
        let rect = Rect(x: 10, y: 8, width: 30, height: 14)
        let mask = try shadow.mask(for: .rect(rect), transform: transform, clippedTo: clip, rasterizer: rasterizer)
        XCTAssertEqual(calls, 1)
        // After the offset the rectangle spans x ∈ [12, 42], y ∈ [9, 23]; the quarter turn and
        // translation map (x, y) to (60 − y, x + 10): x ∈ [37, 51], y ∈ [22, 52]. The blur grows
        // the coverage's bounds by ⌈3σ⌉ = 9 pixels.
        let expected = try AnalyticShadow.rectMask(Rect(x: 37, y: 22, width: 14, height: 30), sigmaX: 3, sigmaY: 3, clippedTo: clip)
        XCTAssertEqual(mask.bounds, PixelRect(x: 37 - 9, y: 22 - 9, width: 14 + 18, height: 30 + 18))
        var worst = 0
        for y in 10..<70 { for x in 25..<65 { worst = max(worst, abs(Int(mask[x, y]) - Int(expected[x, y]))) } }
        XCTAssertLessThanOrEqual(worst, 2)
    }

    /// The generic route against the analytic one on a circle (a path of four cubics, coverage by
    /// 16 × 16 supersampling): they agree within 2/255.
    func testCirclePathAgainstAnalyticCircle() throws {
        let shadow = Shadow(opacity: 1, radius: 7, offset: .zero)
        let circle = Rect(x: 8.3, y: 6.6, width: 24, height: 24)
        var path = Path()
        path.addEllipse(in: circle)
        let clip = PixelRect(x: -20, y: -20, width: 100, height: 100)
        let supersampling: ShadowRasterizer = { path, rule, placed, bounds in
            var mask = try CoverageMask(bounds: bounds)
            let inverse = placed.inverted()!
            let n = 16
            for y in bounds.y..<bounds.maxY {
                for x in bounds.x..<bounds.maxX {
                    var inside = 0
                    for j in 0..<n {
                        for i in 0..<n {
                            let p = Point(x: Double(x) + (Double(i) + 0.5) / Double(n), y: Double(y) + (Double(j) + 0.5) / Double(n))
                            if path.contains(p.applying(inverse), rule: rule) { inside += 1 }
                        }
                    }
                    mask[x, y] = UInt8((Double(inside) * 255 / Double(n * n)).rounded())
                }
            }
            return mask
        }
        let blurred = try shadow.mask(for: .path(path, rule: .nonZero), clippedTo: clip, rasterizer: supersampling)
        let analytic = try shadow.mask(for: .roundedRect(circle, cornerRadius: 12), clippedTo: clip, rasterizer: unusedRasterizer)
        var worst = 0
        for y in -15..<50 { for x in -15..<50 { worst = max(worst, abs(Int(blurred[x, y]) - Int(analytic[x, y]))) } }
        print("circle: blurred path vs analytic, max difference \(worst)/255")
        XCTAssertLessThanOrEqual(worst, 2)
    }
}

/// For shapes that must take the analytic path: fails the test if called.
private let unusedRasterizer: ShadowRasterizer = { _, _, _, _ in
    XCTFail("the analytic path should not rasterize")
    throw ShadowError.nonFiniteGeometry
}

extension ShadowTests {
    /// Masks are bit-identical run after run and in debug and release builds (`make test` runs
    /// both): fixed evaluation order, no libm in the library, vectorization that never reorders a
    /// pixel's sums. The hashes are goldens; an intended change of method updates them.
    func testMasksAreDeterministic() throws {
        func fnv(_ mask: CoverageMask) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for v in [mask.bounds.x, mask.bounds.y, mask.bounds.width, mask.bounds.height] {
                hash = (hash ^ UInt64(bitPattern: Int64(v))) &* 0x0000_0100_0000_01b3
            }
            for byte in mask.values { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
        let clip = PixelRect(x: -50, y: -50, width: 300, height: 300)
        let rect = Rect(x: 10.3, y: 7.9, width: 60.2, height: 33.3)
        let masks = [
            try AnalyticShadow.roundedRectMask(rect, cornerWidth: 9, cornerHeight: 9, sigmaX: 0.6, sigmaY: 0.6, clippedTo: clip),
            try AnalyticShadow.roundedRectMask(rect, cornerWidth: 12, cornerHeight: 7, sigmaX: 5.5, sigmaY: 4, clippedTo: clip),
            try AnalyticShadow.rectMask(rect, sigmaX: 3.3, sigmaY: 3.3, clippedTo: clip),
            try GaussianBlur.blur(try rectangleCoverage(rect, over: PixelRect(enclosing: rect)), sigma: 2.2),
        ]
        let hashes = masks.map(fnv)
        print("mask hashes:", hashes.map { "0x" + String($0, radix: 16) })
        XCTAssertEqual(hashes, Self.goldenHashes)
    }

    static let goldenHashes: [UInt64] = [0xfe9c_0cd2_2009_e4b6, 0xf86c_509f_3969_bfa8, 0x05f7_ff26_5526_ca16, 0x4944_369a_ae9e_8979]
}
