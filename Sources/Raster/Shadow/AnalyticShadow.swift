import Geometry

/// Soft shadows of axis-aligned rectangles and rounded rectangles in closed form, without a blur
/// pass: the "fast exact" shadow path of ``Shadow/mask(for:transform:clippedTo:rasterizer:)``.
///
///     let card = Rect(x: 60, y: 40, width: 960, height: 540)          // pixels
///     let mask = try AnalyticShadow.roundedRectMask(card, cornerWidth: 36, cornerHeight: 36,
///                                                   sigmaX: 8, sigmaY: 8, clippedTo: canvasBounds)
///     canvas.fill(mask, color: shadow.compositingColor)
///
/// Everything here is in **pixel** coordinates; ``Shadow`` maps a layer's shape, offset and radius
/// (points) onto pixels first.
///
/// ## What a pixel holds
/// The shadow of a shape R is the Gaussian blur `S = G_σ ⊛ 1_R`. Pixel (x, y) holds the **area
/// average** of S over its square [x, x+1) × [y, y+1) (not the point sample S(x + ½, y + ½)), the same
/// box filter the exact-area rasterizer applies to a hard edge. So σ = 0 gives exactly the
/// rasterizer's coverage, and blurring an exact-area coverage mask with ``GaussianBlur`` approximates
/// the same quantity. The area average and the centre sample differ by about S''/24 per axis,
/// at most `0.0101/σ²` (the maximum of |u·φ(u)| is φ(1) = 0.242); measured at a straight edge:
/// 2.4/255 at σ = 1, 0.63/255 at σ = 2, 0.40/255 at σ = 2.5 and 0.16/255 at σ = 4. So the two are
/// within 0.5/255 only from σ ≈ 2.3 up, not from σ = 1
/// (`ShadowTests.testAreaAverageAgainstCentreSample`).
///
/// ## Rectangles
/// A rectangle's shadow is separable: `S(x, y) = p_x(x) · p_y(y)` with
/// `p(u) = Φ((u − lo)/σ) − Φ((u − hi)/σ) = ½[erf((u − lo)/(σ√2)) − erf((u − hi)/(σ√2))]`, and so is its
/// pixel average. With `E(t) = ∫_{−∞}^{t} Φ(v/σ) dv = t·Φ(t/σ) + σ·φ(t/σ)` the average of p over the
/// pixel [a, a+1) is `[E(a+1−lo) − E(a−lo)] − [E(a+1−hi) − E(a−hi)]`. One profile per axis costs
/// O(width + height) evaluations of E (fewer: beyond 8.5σ from an edge E is 0 or t exactly), then
/// each pixel is one multiply and a rounding; rows whose vertical factor is exactly 1 are copies of
/// one template row.
///
/// ## Rounded rectangles
/// The rounded rectangle is its bounding rectangle minus four corner cut-outs (the region between
/// the corner square and the quarter ellipse). Each cut-out's shadow is subtracted from the
/// rectangle's, in a box around that corner only (it is below 3·10⁻⁵ beyond 4σ of the cut-out).
/// At height y' the top-left cut-out is the interval [X0, X0 + c(y')], so along x the shadow is the
/// closed form above; along y it is integrated numerically:
///
/// 1. Substitute `e = s²`, where e is the depth below the straight edge, so the square-root
///    singularity of the arc at the edge (c' → ∞) becomes smooth.
/// 2. Split [0, ry] into panels and use Gauss–Legendre on each. For σ ≥ 2 (the "smooth" scheme)
///    panels are 2σ tall (3σ from σ = 4; more of them for corners much wider than tall), 6 nodes
///    each, shared by all four corners. For σ < 2 (the "fine" scheme) panels end at every pixel
///    row and wherever the arc crosses a pixel column, so that the integrand is smooth inside
///    every panel; 4 nodes each. Below σ = 0.25 each of those blurred kinks also gets panel ends
///    3σ either side of it, with 6 nodes per panel.
/// 3. The pixel integrals of the Gaussian at each node's offsets come from a table of the pixel-
///    averaged step and box functions with their derivatives at spacing ≤ σ/16, interpolated by
///    cubic Hermite (error ≤ 2·10⁻⁸·σ, far below 1/255). Along a row the offsets step by whole
///    pixels, so the Hermite weights are computed once per node: four multiply-adds per sample
///    instead of an erf.
///
/// Against a direct numerical convolution (midpoint rule in y at up to 1/1000 px, closed form in
/// x, Glibc's erf), 300 random rounded rectangles (σ from 0 to 14, anisotropic σ, corners up to
/// the pill and strongly elliptical ones) plus 120 with σ from 0.008 to 0.3 were at most 0.53/255 off after
/// rounding to 8 bits, so the method's own error is below 0.04/255; `ShadowTests` checks 0.7/255
/// on its cases. Corners are true quarter ellipses; a path drawn with
/// ``Geometry/Path/addRoundedRect(in:cornerWidth:cornerHeight:)`` uses cubics that stray by 0.03 %
/// of the radius, which no shadow pixel shows.
///
/// ## Cost
/// O(w + h) special-function evaluations and one multiply per pixel for the rectangle, plus
/// `nodes × corner-box area` multiply-adds for the corners (12 nodes per corner at σ = 8, radius
/// 36). Measured in a release build on the 2-vCPU development VM, shared with other builds (so
/// given as a range of medians over 200 runs): the 960×540 card's σ = 8 shadow over its 1010×590
/// mask takes 55–90 µs as a rectangle and 150–260 µs with 36-pixel corners; σ = 1 takes
/// 300–550 µs (the fine scheme).
/// Deterministic: fixed evaluation order, no libm, the same bits in debug and release.
public enum AnalyticShadow {
    /// Below this σ (pixels) the blur is ignored and the mask is the exact-area coverage. A blur of
    /// σ moves at most `σ·φ(0) ≈ 0.4σ` of a pixel's coverage across an edge: 0.8/255 at 1/128 px.
    public static let negligibleSigma = 1.0 / 128

    /// The largest σ accepted, in pixels. A canvas side is at most 16384 pixels, so a larger blur
    /// only spreads a shadow thinner than the canvas can hold; the cap keeps every extent far from
    /// `Int` overflow.
    public static let maximumSigma = 4096.0

    /// How far a shadow mask reaches beyond the shape's enclosing pixels, per axis: `⌈3σ⌉ + 1`
    /// pixels (0 for σ below ``negligibleSigma``). Past 3σ a straight edge's shadow is below
    /// `1 − Φ(3) = 0.00135`, 0.34/255, which rounds to 0. σ is clamped to ``maximumSigma``; NaN
    /// counts as 0.
    public static func margin(sigma: Double) -> Int {
        let s = effectiveSigma(sigma)
        return s > 0 ? Int((3 * s).rounded(.up)) + 1 : 0
    }

    /// The pixels a rectangle's shadow mask covers before clipping: the rectangle's enclosing pixels
    /// grown by ``margin(sigma:)`` on each side (σ below ``negligibleSigma`` counts as 0).
    public static func bounds(of rect: Rect, sigmaX: Double, sigmaY: Double) -> PixelRect {
        let box = PixelRect(enclosing: rect)
        let mx = margin(sigma: effectiveSigma(sigmaX)), my = margin(sigma: effectiveSigma(sigmaY))
        return PixelRect(x: box.x - mx, y: box.y - my, width: box.width + 2 * mx, height: box.height + 2 * my)
    }

    /// The shadow of an axis-aligned rectangle: the area average of the Gaussian-blurred rectangle
    /// over each pixel, 0–255.
    ///
    /// - Parameters:
    ///   - rect: The shadow-casting rectangle, in pixels (a negative size is standardized).
    ///   - sigmaX: The Gaussian's standard deviation along x, in pixels.
    ///   - sigmaY: The standard deviation along y, in pixels.
    ///   - clip: The pixels wanted (usually the canvas); the mask covers only their intersection
    ///     with ``bounds(of:sigmaX:sigmaY:)``.
    /// - Throws: ``ShadowError`` for a non-finite rectangle or a σ that is negative, NaN, infinite or
    ///   above ``maximumSigma``; ``CanvasError`` if the mask would exceed the canvas limits.
    /// - Complexity: O(w + h) erf-class evaluations and one multiply per pixel.
    public static func rectMask(_ rect: Rect, sigmaX: Double, sigmaY: Double,
                                clippedTo clip: PixelRect) throws -> CoverageMask {
        try roundedRectMask(rect, cornerWidth: 0, cornerHeight: 0, sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
    }

    /// The shadow of an axis-aligned rectangle with quarter-ellipse corners `cornerWidth` ×
    /// `cornerHeight` (equal for Core Animation's circular `cornerRadius`).
    ///
    /// Corner sizes are clamped to half the rectangle's width and height, as UIKit's rounded-rect
    /// path does, and negative ones count as zero; a zero corner size gives ``rectMask(_:sigmaX:sigmaY:clippedTo:)``.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in pixels.
    ///   - cornerWidth: The horizontal semi-axis of each corner, in pixels.
    ///   - cornerHeight: The vertical semi-axis of each corner, in pixels.
    ///   - sigmaX: The Gaussian's standard deviation along x, in pixels.
    ///   - sigmaY: The standard deviation along y, in pixels.
    ///   - clip: The pixels wanted.
    /// - Throws: ``ShadowError`` for non-finite geometry or an invalid σ; ``CanvasError`` past the
    ///   canvas limits.
    public static func roundedRectMask(_ rect: Rect, cornerWidth: Double, cornerHeight: Double,
                                       sigmaX: Double, sigmaY: Double,
                                       clippedTo clip: PixelRect) throws -> CoverageMask {
        let (r, sx, sy, bounds) = try roundedRectSetUp(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                                       sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
        guard !bounds.isEmpty, r.width > 0, r.height > 0 else {
            return try CoverageMask(bounds: PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0))
        }
        try Canvas.checkSize(width: bounds.width, height: bounds.height)
        let columns = boxProfile(lo: r.minX, hi: r.maxX, sigma: sx, first: bounds.x, count: bounds.width)
        let rows = boxProfile(lo: r.minY, hi: r.maxY, sigma: sy, first: bounds.y, count: bounds.height)
        var values = separableMask(columns: columns, rows: rows)

        let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        if rx > 0, ry > 0 {
            var corners = CornerCorrection(rect: r, rx: rx, ry: ry, sigmaX: sx, sigmaY: sy, bounds: bounds)
            corners.apply(to: &values, columns: columns, rows: rows)
        }
        return try CoverageMask(bounds: bounds, values: values)
    }

    // MARK: - Internals

    /// The checks and set-up shared by ``roundedRectMask(_:cornerWidth:cornerHeight:sigmaX:sigmaY:clippedTo:)``
    /// and ``Rows``: finite geometry and valid σ (else the same errors), the standardized rectangle,
    /// the σ used per axis and the shadow's pixel bounds inside `clip`.
    static func roundedRectSetUp(_ rect: Rect, cornerWidth: Double, cornerHeight: Double, sigmaX: Double,
                                 sigmaY: Double, clippedTo clip: PixelRect) throws
        -> (rect: Rect, sigmaX: Double, sigmaY: Double, bounds: PixelRect) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.isFinite,
              cornerWidth.isFinite, cornerHeight.isFinite else {
            throw ShadowError.nonFiniteGeometry
        }
        try validate(sigma: sigmaX)
        try validate(sigma: sigmaY)
        let r = rect.standardized
        let sx = effectiveSigma(sigmaX), sy = effectiveSigma(sigmaY)
        return (r, sx, sy, bounds(of: r, sigmaX: sx, sigmaY: sy).intersection(clip))
    }

    /// σ, or 0 when it is below ``negligibleSigma`` or NaN, capped at ``maximumSigma``.
    static func effectiveSigma(_ sigma: Double) -> Double {
        sigma >= negligibleSigma ? Swift.min(sigma, maximumSigma) : 0
    }

    /// Throws unless `0 ≤ sigma ≤ maximumSigma`.
    static func validate(sigma: Double) throws {
        guard sigma.isFinite, sigma >= 0, sigma <= maximumSigma else {
            throw ShadowError.invalidSigma(sigma)
        }
    }

    /// `result[i]` = the average over pixel [first + i, first + i + 1) of the blurred unit interval
    /// [lo, hi], clamped to [0, 1].
    static func boxProfile(lo: Double, hi: Double, sigma: Double, first: Int, count: Int) -> [Double] {
        let rising = pixelSteps(edge: lo, sigma: sigma, first: first, count: count)
        let falling = pixelSteps(edge: hi, sigma: sigma, first: first, count: count)
        var profile = [Double](repeating: 0, count: count)
        for i in 0..<count {
            profile[i] = Swift.min(Swift.max(rising[i] - falling[i], 0), 1)
        }
        return profile
    }

    /// `result[i]` = the average over pixel [first + i, first + i + 1) of the blurred step
    /// `Φ((u − edge)/σ)`: `E(first + i + 1 − edge) − E(first + i − edge)`. Exactly 0 or 1 where both
    /// grid lines lie more than 8.5σ from the edge, so E is evaluated only near it.
    static func pixelSteps(edge: Double, sigma: Double, first: Int, count: Int) -> [Double] {
        var steps = [Double](repeating: 0, count: count)
        let reach = GaussianMath.saturation * sigma
        var previous: Double? = nil
        for i in 0..<count {
            let t0 = Double(first + i) - edge, t1 = t0 + 1
            if t1 <= -reach { previous = nil; continue }
            if t0 >= reach {
                for j in i..<count { steps[j] = 1 }
                break
            }
            let e0 = previous ?? GaussianMath.integratedCDF(t0, sigma: sigma)
            let e1 = GaussianMath.integratedCDF(t1, sigma: sigma)
            steps[i] = e1 - e0
            previous = e1
        }
        return steps
    }

    /// The rectangle part: `round(255 · columns[i] · rows[j])`, row-major. Rows whose factor rounds
    /// to exactly 1 (in `Float`) copy one template row; rows whose factor is 0 stay zero.
    static func separableMask(columns: [Double], rows: [Double]) -> [UInt8] {
        let width = columns.count, height = rows.count
        let scaled = columns.map { Float($0 * 255) }
        var template: [UInt8] = []
        return [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
            scaled.withUnsafeBufferPointer { h in
                for j in 0..<height {
                    let v = Float(rows[j])
                    let row = UnsafeMutableBufferPointer(rebasing: out[j * width..<(j + 1) * width])
                    if v == 0 {
                        row.initialize(repeating: 0)
                    } else if v == 1 {
                        if template.isEmpty { template = h.map { roundToByte($0) } }
                        _ = row.initialize(fromContentsOf: template)
                    } else {
                        for i in 0..<width { row[i] = roundToByte(h[i] * v) }
                    }
                }
            }
            initialized = width * height
        }
    }

    /// `round(x)` for 0 ≤ x (clamped at 255), branch-free so loops vectorize: adding 2^23 leaves
    /// the rounded integer (to nearest, ties to even) in the low bits of a `Float`.
    @inline(__always)
    static func roundToByte(_ x: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (Swift.min(x, 255) + 0x1p23).bitPattern)
    }
}

/// Why a shadow cannot be computed as asked.
public enum ShadowError: Error, Equatable, CustomStringConvertible {
    /// A shadow radius (points) that is negative, NaN or infinite. Core Animation documents no
    /// meaning for these, so Touchstone refuses them rather than guess.
    case invalidRadius(Double)
    /// A Gaussian standard deviation (pixels) that is negative, NaN, infinite or above
    /// ``AnalyticShadow/maximumSigma``.
    case invalidSigma(Double)
    /// A shadow offset that is NaN or infinite.
    case invalidOffset(Size)
    /// A rectangle, corner size or transform with a NaN or infinite number.
    case nonFiniteGeometry

    /// What was wrong and what is accepted.
    public var description: String {
        switch self {
        case .invalidRadius(let r):
            return "shadow radius \(r) is not valid: expected a finite number of points, 0 or more"
        case .invalidSigma(let s):
            return "blur sigma \(s) is not valid: expected a finite number of pixels from 0 to \(AnalyticShadow.maximumSigma)"
        case .invalidOffset(let o):
            return "shadow offset \(o) is not valid: expected finite numbers"
        case .nonFiniteGeometry:
            return "shadow shape or transform has a NaN or infinite coordinate"
        }
    }
}

// MARK: - Gaussian special functions

/// The special functions shadows need, written out so that every build and platform computes the
/// same bits (no libm): `exp`, `erf`, `erfc`, the normal CDF Φ and its integral E.
///
/// Package-visible so the tests can check their accuracy; not part of the public API.
package enum GaussianMath {
    /// 1/√2.
    static let inverseSquareRootOfTwo = 0.707_106_781_186_547_6
    /// φ(0) = 1/√(2π), the peak of the standard normal density.
    static let inverseSquareRootOfTwoPi = 0.398_942_280_401_432_7
    /// Beyond this many standard deviations Φ is 0 or 1 to double precision (Φ(−8.5) ≈ 9.5·10⁻¹⁸,
    /// under half an ulp of 1) and E(t) is 0 or t to within 1.1·10⁻¹⁸·σ.
    package static let saturation = 8.5
    /// Cody's split between the small-argument erf form and the erfc forms.
    static let codyThreshold = 0.468_75

    /// `e^x`, accurate to about 1 ulp, the same on every platform: Cody–Waite reduction
    /// `x = k·ln2 + r`, |r| ≤ ln2/2, then the Taylor series of e^r to degree 13 (the first omitted
    /// term is below 1.7·10⁻¹⁶ relative), scaled by 2^k.
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_2 { return 0 }
        // fdlibm's split of ln 2: `ln2Hi` has 32 trailing zero bits, so k·ln2Hi is exact.
        let ln2Hi = 6.931_471_803_691_238_164_90e-01, ln2Lo = 1.908_214_929_270_587_700_02e-10
        // Nearest integer by truncation (|x·log2 e| < 1075, so the conversion is exact and cheap;
        // `rounded()` would be a libm call on baseline x86-64).
        let scaled = x * 1.442_695_040_888_963_387_00
        let k = Double(Int(scaled + (scaled < 0 ? -0.5 : 0.5)))
        let r = (x - k * ln2Hi) - k * ln2Lo
        var p = 1.0 / 6_227_020_800
        p = p * r + 1.0 / 479_001_600
        p = p * r + 1.0 / 39_916_800
        p = p * r + 1.0 / 3_628_800
        p = p * r + 1.0 / 362_880
        p = p * r + 1.0 / 40_320
        p = p * r + 1.0 / 5_040
        p = p * r + 1.0 / 720
        p = p * r + 1.0 / 120
        p = p * r + 1.0 / 24
        p = p * r + 1.0 / 6
        p = p * r + 0.5
        p = p * r + 1
        p = p * r + 1
        // 2^k from its bit pattern when k is a normal exponent (always, unless the result is
        // subnormal or near overflow); the generic initializer otherwise.
        let exponent = Int(k)
        if exponent > -1022 && exponent < 1024 {
            return p * Double(bitPattern: UInt64(1023 + exponent) << 52)
        }
        return Double(sign: .plus, exponent: exponent, significand: p)
    }

    /// The error function, with an absolute error below 10⁻¹⁵ (`ShadowTests` checks against a
    /// series): W. J. Cody's rational Chebyshev approximations ("Rational Chebyshev approximations
    /// for the error function", Math. Comp. 23 (1969), as in his CALERF routine), not
    /// Abramowitz–Stegun 7.1.26, whose error is 1.5·10⁻⁷.
    package static func erf(_ x: Double) -> Double {
        if x.isNaN { return x }
        let y = Swift.abs(x)
        if y < codyThreshold { return x * smallRatio(y * y) }
        let tail = exp(-y * y) * scaledTail(y)
        return x < 0 ? tail - 1 : 1 - tail
    }

    /// The complementary error function `1 − erf(x)`, with a relative error near 10⁻¹⁵ for x > 0
    /// (where the subtraction would lose everything).
    package static func erfc(_ x: Double) -> Double {
        if x.isNaN { return x }
        let y = Swift.abs(x)
        if y < codyThreshold { return 1 - x * smallRatio(y * y) }
        let tail = exp(-y * y) * scaledTail(y)
        return x < 0 ? 2 - tail : tail
    }

    /// The standard normal CDF `Φ(u) = ½·erfc(−u/√2)`; exactly 0 below −8.5 and 1 above 8.5.
    package static func cdf(_ u: Double) -> Double {
        if u <= -saturation { return 0 }
        if u >= saturation { return 1 }
        let y = Swift.abs(u) * inverseSquareRootOfTwo
        if y < codyThreshold { return 0.5 + 0.5 * (u * inverseSquareRootOfTwo) * smallRatio(y * y) }
        let tail = 0.5 * exp(-0.5 * u * u) * scaledTail(y)
        return u < 0 ? tail : 1 - tail
    }

    /// `E(t) = ∫_{−∞}^{t} Φ(v/σ) dv = t·Φ(t/σ) + σ·φ(t/σ)`, the integral of a blurred unit step, so
    /// that `E(b) − E(a)` is the step's integral over [a, b]. `max(t, 0)` for σ = 0. Computed for
    /// t ≤ 0 (no cancellation) and as `t + E(−t)` above.
    package static func integratedCDF(_ t: Double, sigma: Double) -> Double {
        if sigma == 0 { return Swift.max(t, 0) }
        let u = t / sigma
        if u <= -saturation { return 0 }
        if u >= saturation { return t }
        if u > 0 { return t + integratedCDF(-t, sigma: sigma) }
        let (cdf, density) = cdfAndDensity(u)
        return t * cdf + sigma * density
    }

    /// Φ(u) and φ(u) for −8.5 < u ≤ 0, sharing one exponential.
    static func cdfAndDensity(_ u: Double) -> (cdf: Double, density: Double) {
        let gauss = exp(-0.5 * u * u)
        let y = -u * inverseSquareRootOfTwo
        let cdf = y < codyThreshold ? 0.5 - 0.5 * y * smallRatio(y * y) : 0.5 * gauss * scaledTail(y)
        return (cdf, gauss * inverseSquareRootOfTwoPi)
    }

    /// `erf(y)/y` for |y| < 0.46875 as a function of y²: Cody's first approximation.
    @inline(__always)
    static func smallRatio(_ ysq: Double) -> Double {
        var num = 1.857_777_061_846_031_53e-1 * ysq, den = ysq
        num = (num + 3.161_123_743_870_565_60e00) * ysq
        den = (den + 2.360_129_095_234_412_09e01) * ysq
        num = (num + 1.138_641_541_510_501_56e02) * ysq
        den = (den + 2.440_246_379_344_441_73e02) * ysq
        num = (num + 3.774_852_376_853_020_21e02) * ysq
        den = (den + 1.282_616_526_077_372_28e03) * ysq
        return (num + 3.209_377_589_138_469_47e03) / (den + 2.844_236_833_439_170_62e03)
    }

    /// `erfc(y)·e^{y²}` for y ≥ 0.46875: Cody's second approximation up to 4 and his asymptotic
    /// one beyond. (Cody also splits y² to avoid the 36-ulp error that e^{−y²} inherits at y = 6;
    /// at the accuracy shadows need that does not matter, so it is left out.)
    static func scaledTail(_ y: Double) -> Double {
        if y <= 4 {
            var num = 2.153_115_354_744_038_46e-8 * y, den = y
            num = (num + 5.641_884_969_886_700_89e-1) * y
            den = (den + 1.574_492_611_070_983_47e01) * y
            num = (num + 8.883_149_794_388_375_94e00) * y
            den = (den + 1.176_939_508_913_124_99e02) * y
            num = (num + 6.611_919_063_714_162_95e01) * y
            den = (den + 5.371_811_018_620_098_58e02) * y
            num = (num + 2.986_351_381_974_001_31e02) * y
            den = (den + 1.621_389_574_566_690_19e03) * y
            num = (num + 8.819_522_212_417_690_90e02) * y
            den = (den + 3.290_799_235_733_459_63e03) * y
            num = (num + 1.712_047_612_634_070_58e03) * y
            den = (den + 4.362_619_090_143_247_16e03) * y
            num = (num + 2.051_078_377_826_071_47e03) * y
            den = (den + 3.439_367_674_143_721_64e03) * y
            return (num + 1.230_339_354_797_997_25e03) / (den + 1.230_339_354_803_749_42e03)
        }
        let ysq = 1 / (y * y)
        var num = 1.631_538_713_730_209_78e-2 * ysq, den = ysq
        num = (num + 3.053_266_349_612_323_44e-1) * ysq
        den = (den + 2.568_520_192_289_822_42e00) * ysq
        num = (num + 3.603_448_999_498_044_39e-1) * ysq
        den = (den + 1.872_952_849_923_467_25e00) * ysq
        num = (num + 1.257_817_261_112_292_46e-1) * ysq
        den = (den + 5.279_051_029_514_284_12e-1) * ysq
        num = (num + 1.608_378_514_874_227_66e-2) * ysq
        den = (den + 6.051_834_131_244_131_91e-2) * ysq
        let ratio = ysq * (num + 6.587_491_615_298_378_03e-4) / (den + 2.335_204_976_268_691_85e-3)
        return (5.641_895_835_477_562_869_5e-1 - ratio) / y
    }
}

// MARK: - Tabulated pixel integrals

/// The two pixel integrals of a Gaussian of standard deviation σ that the corner corrections need,
/// tabulated with their derivatives and interpolated by cubic Hermite:
///
/// - `step(t)`: the average over a pixel [t, t+1) (offset from an edge) of the blurred step
///   `Φ(u/σ)`, `E(t+1) − E(t)`; set to exactly 0 for t ≤ −5σ − 1 and 1 for t ≥ 5σ;
/// - `box(t) = step'(t)`: the integral over [t, t+1) of the Gaussian density, `Φ((t+1)/σ) − Φ(t/σ)`;
///   set to exactly 0 outside the same range.
///
/// The cut at ``reach`` = 5σ changes either function by at most `1 − Φ(5)` = 2.9·10⁻⁷, and a
/// corner correction (a sum of node weights times `box`, at most 1) by no more than twice that;
/// it keeps each node's rows and columns short.
///
/// Grid spacing h = 1/m with m = ⌈16/σ⌉, so h ≤ σ/16 and t + 1 is a grid point whenever t is: each
/// grid point costs one E/Φ/φ evaluation. Hermite's error is at most `h⁴/384 · max|f''''|`, which is
/// below 2·10⁻⁸·σ for `step` and 6·10⁻¹¹ for `box`. For σ = 0 both are evaluated exactly (a clamped
/// ramp and a unit box).
struct PixelGaussianTable {
    /// The standard deviation, pixels (0 for exact coverage).
    let sigma: Double
    /// Grid points per pixel (m).
    let perPixel: Int
    /// Grid index of the first tabulated point (t = first / m); at or below it both functions are
    /// saturated (0).
    let first: Int
    /// Grid index of the last tabulated point; at or above it `step` is 1 and `box` is 0.
    let last: Int
    /// `step`, `box` and `box'` at the grid points `first...last`.
    private var step: [Double] = [], box: [Double] = [], boxSlope: [Double] = []
    /// Where the table stops, in standard deviations.
    static let reach = 5.0

    /// Which tabulated function to sample.
    enum Function {
        /// The pixel-averaged blurred step.
        case step
        /// The Gaussian's mass over a pixel.
        case box
    }

    /// The offset at or below which both functions are 0.
    var lowT: Double { sigma > 0 ? Double(first) / Double(perPixel) : -1 }
    /// The offset at or above which `step` is 1 and `box` 0.
    var highT: Double { sigma > 0 ? Double(last) / Double(perPixel) : 0 }

    init(sigma: Double) {
        self.sigma = sigma
        guard sigma > 0 else {
            (perPixel, first, last) = (1, -1, 0)
            return
        }
        let m = Swift.max(1, Int((16 / sigma).rounded(.up)))
        let reach = PixelGaussianTable.reach * sigma
        perPixel = m
        first = Int(((-reach - 1) * Double(m)).rounded(.down))
        last = Int((reach * Double(m)).rounded(.up))
        let count = last - first + 1
        // E, Φ and φ/σ at grid points first ... last + m.
        var e = [Double](repeating: 0, count: count + m)
        var cdf = [Double](repeating: 0, count: count + m)
        var density = [Double](repeating: 0, count: count + m)
        for index in 0..<(count + m) {
            let t = Double(first + index) / Double(m)
            let u = t / sigma
            if u <= -GaussianMath.saturation { continue }
            if u >= GaussianMath.saturation { (e[index], cdf[index]) = (t, 1); continue }
            let (c, d) = GaussianMath.cdfAndDensity(-Swift.abs(u))
            let below = -Swift.abs(t) * c + sigma * d          // E(−|t|)
            (e[index], cdf[index], density[index]) = u <= 0 ? (below, c, d / sigma) : (t + below, 1 - c, d / sigma)
        }
        step = (0..<count).map { e[$0 + m] - e[$0] }
        box = (0..<count).map { cdf[$0 + m] - cdf[$0] }
        boxSlope = (0..<count).map { density[$0 + m] - density[$0] }
    }

    /// `out[i] = f(t0 + i)` for `i` in `0..<count`. The offsets step by whole pixels, that is by m
    /// grid cells, so the Hermite basis is the same for every sample and each one costs four
    /// multiply-adds.
    func sample(_ function: Function, from t0: Double, count: Int, into out: UnsafeMutablePointer<Double>) {
        let above: Double = function == .step ? 1 : 0
        guard sigma > 0 else {
            for i in 0..<count {
                let t = t0 + Double(i)
                switch function {
                case .step: out[i] = Swift.min(Swift.max(t + 1, 0), 1)
                case .box: out[i] = t > -1 && t < 0 ? 1 : (t == -1 || t == 0 ? 0.5 : 0)
                }
            }
            return
        }
        let m = perPixel, span = last - first
        let x0 = t0 * Double(m) - Double(first)          // grid units from the first point
        let cell = x0.rounded(.down)
        let tau = x0 - cell, h = 1 / Double(m)
        let base = Int(cell)
        // Samples with x ≤ 0 are 0, those with x ≥ span are `above`; in between, interpolate.
        func firstIndex(reaching target: Int) -> Int {
            let need = target - base
            return need <= 0 ? 0 : Swift.min(count, (need + m - 1) / m)
        }
        let start = firstIndex(reaching: tau > 0 ? 0 : 1)
        let end = Swift.max(start, firstIndex(reaching: span))
        let tau2 = tau * tau, tau3 = tau2 * tau
        let h00 = 2 * tau3 - 3 * tau2 + 1, h10 = (tau3 - 2 * tau2 + tau) * h
        let h01 = 3 * tau2 - 2 * tau3, h11 = (tau3 - tau2) * h
        let (values, slopes) = function == .step ? (step, box) : (box, boxSlope)
        values.withUnsafeBufferPointer { v in
            slopes.withUnsafeBufferPointer { d in
                for i in 0..<start { out[i] = 0 }
                for i in start..<end {
                    let j = base + i * m
                    out[i] = h00 * v[j] + h10 * d[j] + h01 * v[j + 1] + h11 * d[j + 1]
                }
                for i in end..<count { out[i] = above }
            }
        }
    }
}

// MARK: - Rounded-rectangle corners

/// Gauss–Legendre abscissae (positive half) and weights, from Abramowitz & Stegun table 25.4.
enum GaussLegendre {
    /// Nodes and weights of the n-point rule on [−1, 1], for n = 4, 6 or 10.
    static func rule(order: Int) -> [(node: Double, weight: Double)] {
        let half: [(Double, Double)]
        switch order {
        case 4:
            half = [(0.339_981_043_584_856_3, 0.652_145_154_862_546_1),
                    (0.861_136_311_594_052_6, 0.347_854_845_137_453_8)]
        case 6:
            half = [(0.238_619_186_083_196_9, 0.467_913_934_572_691_0),
                    (0.661_209_386_466_264_5, 0.360_761_573_048_138_6),
                    (0.932_469_514_203_152_1, 0.171_324_492_379_170_4)]
        default:
            half = [(0.148_874_338_981_631_2, 0.295_524_224_714_752_9),
                    (0.433_395_394_129_247_2, 0.269_266_719_309_996_3),
                    (0.679_409_568_299_024_4, 0.219_086_362_515_982_0),
                    (0.865_063_366_688_984_5, 0.149_451_349_150_580_6),
                    (0.973_906_528_517_171_7, 0.066_671_344_308_688_1)]
        }
        return half.reversed().map { (-$0.0, $0.1) } + half.map { ($0.0, $0.1) }
    }
}

/// Subtracts the shadows of the four corner cut-outs from a rectangle's shadow mask (see
/// ``AnalyticShadow`` for the method).
struct CornerCorrection {
    /// Quadrature nodes for one band: depth e below the straight edge, weight (pixels of y), and
    /// the cut-out's width c(e) at that depth.
    struct Nodes {
        var depth: [Double] = [], weight: [Double] = [], cut: [Double] = []
    }

    /// Which straight edge a corner's band hangs from, and which side its cut-out is on.
    struct Corner {
        var top: Bool
        var left: Bool
    }

    /// A half-open range of pixel indices.
    struct Span {
        var lo: Int, hi: Int
        var isEmpty: Bool { hi <= lo }
        func clamped(_ other: Span) -> Span { Span(lo: Swift.max(lo, other.lo), hi: Swift.min(hi, other.hi)) }
    }

    let x0: Double, y0: Double, x1: Double, y1: Double, rx: Double, ry: Double
    let sigmaX: Double, sigmaY: Double
    let bounds: PixelRect
    /// The smooth scheme (σ ≥ 2, one node set for all corners) or the fine one.
    let smooth: Bool
    /// σ at which the smooth scheme takes over from the fine one.
    static let smoothSchemeSigma = 2.0
    /// A cut-out's shadow is ignored beyond this many σ (plus a pixel) from it: `1 − Φ(4)` = 3·10⁻⁵.
    static let reach = 4.0

    init(rect: Rect, rx: Double, ry: Double, sigmaX: Double, sigmaY: Double, bounds: PixelRect) {
        (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        (self.rx, self.ry, self.sigmaX, self.sigmaY, self.bounds) = (rx, ry, sigmaX, sigmaY, bounds)
        smooth = Swift.min(sigmaX, sigmaY) >= CornerCorrection.smoothSchemeSigma
    }

    /// The cut-out's width at depth e below the straight edge: `rx·(1 − √(1 − (d/ry)²))` with
    /// d = ry − e, written as `rx·d² / (ry·(ry + √(e(2ry − e))))` to avoid cancellation near d = 0.
    func cut(depth e: Double) -> Double {
        let d = ry - e
        return rx * d * d / (ry * (ry + (e * Swift.max(2 * ry - e, 0)).squareRoot()))
    }

    /// Gauss–Legendre nodes in s = √e over panels [e_i, e_{i+1}] between sorted breakpoints.
    func nodes(breakpoints: [Double], order: Int) -> Nodes {
        let rule = GaussLegendre.rule(order: order)
        var result = Nodes()
        for (e0, e1) in zip(breakpoints, breakpoints.dropFirst()) where e1 > e0 {
            let s0 = e0.squareRoot(), s1 = e1.squareRoot()
            let mid = (s0 + s1) / 2, half = (s1 - s0) / 2
            for (xi, w) in rule {
                let s = mid + half * xi
                let e = s * s
                result.depth.append(e)
                result.weight.append(w * half * 2 * s)
                result.cut.append(cut(depth: e))
            }
        }
        return result
    }

    /// The smooth scheme's nodes, 6 per panel. Panels are about 2σ tall (3σ from σ = 4 up), and
    /// more when the corner is much wider than tall: across the band the cut-out's width runs from
    /// rx to 0, and that too must be resolved at the scale of σx.
    func smoothNodes() -> Nodes {
        func panelSize(_ sigma: Double) -> Double { (sigma < 4 ? 2 : 3) * sigma }
        let panels = Swift.max(1, Int((ry / panelSize(sigmaY)).rounded(.up)), Int((rx / panelSize(sigmaX)).rounded(.up)))
        let breakpoints = (0...panels).map { $0 == panels ? ry : ry * Double($0) / Double(panels) }
        return nodes(breakpoints: breakpoints, order: 6)
    }

    /// The depth at which the cut-out is `c` wide (0 ≤ c ≤ rx): the inverse of ``cut(depth:)``.
    func depth(cut c: Double) -> Double {
        let f = Swift.min(Swift.max(c / rx, 0), 1)
        return ry - ry * (f * (2 - f)).squareRoot()
    }

    /// The fine scheme's nodes for one corner: panels end at every pixel row and wherever the arc
    /// crosses a pixel column, so the integrand is smooth inside every panel. Below σ = 0.25 the
    /// blurred kinks there are narrower than a panel, so each also gets panel ends 3σ either side
    /// of it, and 6 points per panel instead of 4.
    func fineNodes(_ corner: Corner) -> Nodes {
        let narrow = Swift.min(sigmaX, sigmaY) < CornerCorrection.narrowKinkSigma
        var breakpoints: [Double] = [0, ry]
        // Rows: integers k strictly inside the band.
        let (bandLo, bandHi) = corner.top ? (y0, y0 + ry) : (y1 - ry, y1)
        var k = bandLo.rounded(.down) + 1
        while k < bandHi {
            let e = corner.top ? k - y0 : y1 - k
            breakpoints.append(e)
            if narrow { breakpoints += [e - 3 * sigmaY, e + 3 * sigmaY] }
            k += 1
        }
        // Columns: integers strictly inside the corner's x range, where c(e) = distance to the side.
        let (sideLo, sideHi) = corner.left ? (x0, x0 + rx) : (x1 - rx, x1)
        k = sideLo.rounded(.down) + 1
        while k < sideHi {
            let c = corner.left ? k - x0 : x1 - k
            breakpoints.append(depth(cut: c))
            if narrow { breakpoints += [depth(cut: c - 3 * sigmaX), depth(cut: c + 3 * sigmaX)] }
            k += 1
        }
        breakpoints = breakpoints.map { Swift.min(Swift.max($0, 0), ry) }.sorted()
        return nodes(breakpoints: breakpoints, order: narrow ? 6 : 4)
    }

    /// Below this σ the fine scheme isolates each blurred kink in panels of its own.
    static let narrowKinkSigma = 0.25

    /// Pixel columns (or rows) `[floor(lo), ceil(hi))` clipped to `limit`.
    static func span(_ lo: Double, _ hi: Double, within limit: Span) -> Span {
        Span(lo: Int(lo.rounded(.down)), hi: Int(hi.rounded(.up))).clamped(limit)
    }

    /// Subtracts the corner cut-outs' shadows from `values`, the rectangle mask built from
    /// `columns` × `rows` over ``bounds``.
    mutating func apply(to values: inout [UInt8], columns: [Double], rows: [Double]) {
        let tableX = PixelGaussianTable(sigma: sigmaX)
        let tableY = sigmaY == sigmaX ? tableX : PixelGaussianTable(sigma: sigmaY)
        let shared = smooth ? smoothNodes() : nil
        for region in regions() {
            correct(&values, rows: region.rows, columns: region.columns, corners: region.corners, shared: shared,
                    tableX: tableX, tableY: tableY, profileX: columns, profileY: rows)
        }
    }

    /// The disjoint regions of ``bounds`` that the corners' cut-out shadows reach, each with the
    /// corners that reach it, in the order ``apply(to:columns:rows:)`` finishes them.
    func regions() -> [(rows: Span, columns: Span, corners: [Corner])] {
        let reachX = CornerCorrection.reach * sigmaX + 1, reachY = CornerCorrection.reach * sigmaY + 1
        let allColumns = Span(lo: bounds.x, hi: bounds.maxX), allRows = Span(lo: bounds.y, hi: bounds.maxY)
        let left = Self.span(x0 - reachX, x0 + rx + reachX, within: allColumns)
        let right = Self.span(x1 - rx - reachX, x1 + reachX, within: allColumns)
        let top = Self.span(y0 - reachY, y0 + ry + reachY, within: allRows)
        let bottom = Self.span(y1 - ry - reachY, y1 + reachY, within: allRows)
        // Bands that overlap merge, so every pixel is finished once, with all corners that reach it.
        func bands(_ a: Span, _ b: Span) -> [(Span, [Bool])] {
            if a.isEmpty && b.isEmpty { return [] }
            if a.isEmpty { return [(b, [false])] }
            if b.isEmpty { return [(a, [true])] }
            if a.hi >= b.lo { return [(Span(lo: a.lo, hi: b.hi), [true, false])] }
            return [(a, [true]), (b, [false])]
        }
        var result: [(rows: Span, columns: Span, corners: [Corner])] = []
        for (rowSpan, tops) in bands(top, bottom) {
            for (columnSpan, lefts) in bands(left, right) {
                result.append((rowSpan, columnSpan, tops.flatMap { t in lefts.map { Corner(top: t, left: $0) } }))
            }
        }
        return result
    }

    /// Finishes the pixels of one region: accumulates every corner's cut-out shadow, then stores
    /// `round(255 · (rectangle − cut-outs))`.
    private func correct(_ values: inout [UInt8], rows rowSpan: Span, columns columnSpan: Span,
                         corners: [Corner], shared: Nodes?, tableX: PixelGaussianTable,
                         tableY: PixelGaussianTable, profileX: [Double], profileY: [Double]) {
        let width = columnSpan.hi - columnSpan.lo, height = rowSpan.hi - rowSpan.lo
        // Explicit products (Float, vectorizable) and, per row, a difference array for the runs of
        // columns where a node's column factor is exactly 1 (Double, prefix-summed at the end).
        var sum = [Float](repeating: 0, count: width * height)
        var runs = [Double](repeating: 0, count: (width + 1) * height)
        var rowHasRuns = [Bool](repeating: false, count: height)
        // Per node: the column factor (Float, for the vectorized products), the two step samples it
        // is the difference of, and the row factor. Indexed by absolute column or row.
        var scratch = [Double](repeating: 0, count: 2 * width + height)
        var columnFactor = [Float](repeating: 0, count: width)
        sum.withUnsafeMutableBufferPointer { sumBuffer in
        columnFactor.withUnsafeMutableBufferPointer { factorBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            let sum = sumBuffer.baseAddress! - columnSpan.lo
            let factor = factorBuffer.baseAddress! - columnSpan.lo
            let fixedStep = scratchBuffer.baseAddress! - columnSpan.lo
            let movingStep = scratchBuffer.baseAddress! + width - columnSpan.lo
            let rowFactor = scratchBuffer.baseAddress! + 2 * width - rowSpan.lo
            for corner in corners {
                let nodes = shared ?? fineNodes(corner)
                // The straight side's step, the same for every node of this corner.
                let fixedEdge = corner.left ? x0 : x1
                tableX.sample(.step, from: Double(columnSpan.lo) - fixedEdge, count: width, into: fixedStep + columnSpan.lo)
                for k in nodes.depth.indices {
                    let yk = corner.top ? y0 + nodes.depth[k] : y1 - nodes.depth[k]
                    let c = nodes.cut[k]
                    let (lo, hi) = corner.left ? (x0, x0 + c) : (x1 - c, x1)
                    let movingEdge = corner.left ? hi : lo
                    // Column factor step(x − lo) − step(x − hi): nonzero on `live`, exactly 1 on
                    // `one`, which goes to the run-length difference array instead.
                    let live = Self.span(lo + tableX.lowT, hi + tableX.highT + 1, within: columnSpan)
                    let rowLive = Self.span(yk + tableY.lowT, yk + tableY.highT + 1, within: rowSpan)
                    if live.isEmpty || rowLive.isEmpty { continue }
                    var one = Span(lo: Int((lo + tableX.highT).rounded(.up)),
                                   hi: Int((hi + tableX.lowT).rounded(.down)) + 1).clamped(live)
                    if one.isEmpty { one = Span(lo: live.hi, hi: live.hi) }
                    let before = Span(lo: live.lo, hi: one.lo), after = Span(lo: one.hi, hi: live.hi)
                    tableX.sample(.step, from: Double(live.lo) - movingEdge, count: live.hi - live.lo,
                                  into: movingStep + live.lo)
                    for part in [before, after] {
                        for x in part.lo..<part.hi {
                            let (a, b) = corner.left ? (fixedStep[x], movingStep[x]) : (movingStep[x], fixedStep[x])
                            factor[x] = Float(a - b)
                        }
                    }
                    tableY.sample(.box, from: Double(rowLive.lo) - yk, count: rowLive.hi - rowLive.lo,
                                  into: rowFactor + rowLive.lo)
                    let weight = nodes.weight[k]
                    for y in rowLive.lo..<rowLive.hi {
                        let g = weight * rowFactor[y]
                        if g == 0 { continue }
                        let j = y - rowSpan.lo
                        let row = sum + j * width
                        let gf = Float(g)
                        for x in before.lo..<before.hi { row[x] += gf * factor[x] }
                        for x in after.lo..<after.hi { row[x] += gf * factor[x] }
                        if !one.isEmpty {
                            rowHasRuns[j] = true
                            runs[j * (width + 1) + one.lo - columnSpan.lo] += g
                            runs[j * (width + 1) + one.hi - columnSpan.lo] -= g
                        }
                    }
                }
            }
        }
        }
        }
        // Finish in Float (error ~10⁻⁵ of a level), vectorized: rectangle − products − runs.
        let horizontal = (0..<width).map { Float(profileX[columnSpan.lo + $0 - bounds.x]) }
        var runRow = [Float](repeating: 0, count: width)
        values.withUnsafeMutableBufferPointer { out in
            for j in 0..<height {
                let y = rowSpan.lo + j
                let vertical = Float(profileY[y - bounds.y])
                if rowHasRuns[j] {
                    var run = 0.0
                    for i in 0..<width {
                        run += runs[j * (width + 1) + i]
                        runRow[i] = Float(run)
                    }
                } else if j == 0 || rowHasRuns[j - 1] {
                    for i in 0..<width { runRow[i] = 0 }
                }
                let outRow = out.baseAddress! + ((y - bounds.y) * bounds.width + columnSpan.lo - bounds.x)
                sum.withUnsafeBufferPointer { sum in
                    let products = sum.baseAddress! + j * width
                    for i in 0..<width {
                        let value = (horizontal[i] * vertical - products[i] - runRow[i]) * 255
                        outRow[i] = AnalyticShadow.roundToByte(Swift.max(value, 0))
                    }
                }
            }
        }
    }
}
