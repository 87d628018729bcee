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
/// 36); the fine scheme of small σ costs more nodes (`BM_Raster/touchstone/shadow_card`).
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
    /// - Throws: ``ShadowError`` for a non-finite rectangle, one wider or taller than
    ///   ``maximumClosedFormSide``, or a σ that is negative, NaN, infinite or above
    ///   ``maximumSigma``; ``CanvasError`` if the mask would exceed the canvas limits.
    /// - Complexity: O(w + h) erf-class evaluations and one multiply per pixel.
    public static func rectMask(_ rect: Rect, sigmaX: Double, sigmaY: Double,
                                clippedTo clip: PixelRect) throws -> CoverageMask {
        try roundedRectMask(rect, cornerWidth: 0, cornerHeight: 0, sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
    }

    /// The shadow of an axis-aligned rectangle with quarter-ellipse corners `cornerWidth` ×
    /// `cornerHeight` (equal for Core Animation's circular `cornerRadius`).
    ///
    /// Corner sizes are clamped to half the rectangle's width and height, as UIKit's rounded-rect
    /// path does, and negative ones count as zero; a zero corner size, or one below
    /// ``negligibleCornerSize`` in either axis, gives ``rectMask(_:sigmaX:sigmaY:clippedTo:)``.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, in pixels.
    ///   - cornerWidth: The horizontal semi-axis of each corner, in pixels.
    ///   - cornerHeight: The vertical semi-axis of each corner, in pixels.
    ///   - sigmaX: The Gaussian's standard deviation along x, in pixels.
    ///   - sigmaY: The standard deviation along y, in pixels.
    ///   - clip: The pixels wanted.
    /// - Throws: ``ShadowError`` for non-finite geometry, a rectangle beyond
    ///   ``maximumClosedFormSide`` or an invalid σ; ``CanvasError`` past the canvas limits.
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

        let (rx, ry) = cornerSemiAxes(cornerWidth, cornerHeight, in: r)
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
        guard r.width <= maximumClosedFormSide, r.height <= maximumClosedFormSide else {
            throw ShadowError.casterTooLarge(r.size)
        }
        let sx = effectiveSigma(sigmaX), sy = effectiveSigma(sigmaY)
        return (r, sx, sy, bounds(of: r, sigmaX: sx, sigmaY: sy).intersection(clip))
    }

    /// Below this corner semi-axis (pixels, 2⁻²⁰) a corner is drawn square: its cut-out changes
    /// no pixel's coverage by more than a millionth, and the corner formula's products would
    /// underflow to 0/0 for semi-axes near 10⁻³⁰⁰.
    public static let negligibleCornerSize = 0x1p-20

    /// The largest caster side (pixels, 2¹⁶, four canvases) the closed form takes. Its corner
    /// quadrature walks every pixel row and column of a corner, so larger casters (only absurd
    /// scenes have them) are drawn by the blur route, whose work is bounded by the clip.
    public static let maximumClosedFormSide = 65_536.0

    /// The corner semi-axes used: clamped to half the rectangle's sides, negative ones as 0, and
    /// both 0 when either is below ``negligibleCornerSize``.
    static func cornerSemiAxes(_ cornerWidth: Double, _ cornerHeight: Double, in r: Rect) -> (Double, Double) {
        let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        guard rx >= negligibleCornerSize, ry >= negligibleCornerSize else { return (0, 0) }
        return (rx, ry)
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
