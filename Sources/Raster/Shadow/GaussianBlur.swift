/// A separable Gaussian blur of a ``CoverageMask``: how the shadow of an arbitrary path is made
/// (rasterize its exact-area coverage, then blur), as Core Animation blurs a layer's alpha.
///
///     let coverage = try CoverageMask(rasterizing: path, rule: .nonZero, transform: t, bounds: b)
///     let shadow = try GaussianBlur.blur(coverage, sigma: 4)   // grown by ⌈3σ⌉ on each side
///
/// ## Kernel
/// The mask is read as an image of unit squares, each holding its coverage, and convolved with a
/// continuous Gaussian of standard deviation σ, sampled at pixel centres. That makes tap k the
/// Gaussian's mass over one pixel, `w_k = Φ((k + ½)/σ) − Φ((k − ½)/σ)`, for |k| ≤ r = ⌈3σ⌉; the taps
/// are then normalized to sum to 1 so that a solid interior stays exactly 255. (A point-sampled
/// kernel e^{−k²/2σ²} is wrong for small σ, where it collapses to the identity too early: 30/255 off
/// at σ = 0.4; the integrated kernel is exact at every σ, including σ → 0.) The only errors against
/// the true convolution of the coverage image are the truncation at 3σ (the tails hold
/// `2·(1 − Φ(3))` = 0.27 % of the mass, at most 0.34/255 per axis at an edge), `Float` rounding
/// (10⁻⁵) and the final rounding to 8 bits: under 1.2/255 together, tested against a direct
/// double-precision 2-D convolution.
///
/// No box-filter approximation is used at any σ: three box blurs of integer widths
/// (feGaussianBlur) miss σ by up to 7 % (σ = 8 becomes 7.5), about 4/255 at an edge, outside the
/// 2/255 budget.
///
/// ## Blurred coverage against the analytic shadow
/// Blurring a pixel-quantized coverage mask loses where inside a pixel an edge lies, so for small σ
/// the result differs from the exact area-averaged shadow of the shape that
/// ``AnalyticShadow`` computes. Measured on a blurred interval before rounding (prototype, edges at
/// 33 fractional positions): at most 0.6/255 for σ ≥ 3 (mostly the 3σ truncation), 1.2/255 at
/// σ = 2, 2.0/255 at σ = 1.5, 4.9/255 at σ = 1 and 9.8/255 at σ = 0.5. Rectangles and rounded
/// rectangles take the analytic path for that reason; `ShadowTests` checks a blurred rectangle's
/// coverage against it within 2/255 for σ ≥ 2.
///
/// ## Cost and determinism
/// Two passes of `2r + 1` taps (r + 1 multiply-adds per pixel per pass, using the kernel's
/// symmetry), in `Float`, vectorized across each row; each pixel's sum is taken in a fixed order,
/// so results are the same bits in every build. A blur costs its taps per pixel, far more than the
/// closed form, so ``AnalyticShadow`` draws every shape it can (`BM_Frame/touchstone/gallery_scale*`).
///
/// ## Repeated outputs
/// An output whose input window holds the same values in the same order as its left (or upper)
/// neighbour's is the same operations on the same operands, so it is copied rather than summed:
/// identical rows are blurred once, constant runs within a row are filled, and the vertical pass
/// copies rows and columns whose windows repeat (see `GaussianBlur+Repeats.swift`). Every pixel
/// is still exactly the plain convolution's, so the result does not depend on the skipping; the
/// work left is near the shape's corners and curved or slanted edges (the blurred shapes of
/// `BM_Frame/touchstone/gallery_scale*`); a shape with no straight sides (a rotated one, say) still
/// skips its constant runs, and costs at most a scan of its rows more than the plain convolution.
public enum GaussianBlur {
    /// The kernel's reach, `⌈3σ⌉` pixels (0 for σ below ``AnalyticShadow/negligibleSigma`` or NaN;
    /// σ capped at ``AnalyticShadow/maximumSigma``): a blurred mask grows by this much on each side.
    public static func kernelRadius(sigma: Double) -> Int {
        let s = AnalyticShadow.effectiveSigma(sigma)
        return s > 0 ? Int((3 * s).rounded(.up)) : 0
    }

    /// The normalized taps `w_{−r} … w_r` for σ (see the type's documentation); `[1]` for σ below
    /// ``AnalyticShadow/negligibleSigma`` or NaN; σ capped at ``AnalyticShadow/maximumSigma``.
    public static func kernel(sigma: Double) -> [Double] {
        let s = AnalyticShadow.effectiveSigma(sigma)
        let r = kernelRadius(sigma: s)
        guard r > 0 else { return [1] }
        // Tail masses Φ(−(k − ½)/σ) computed from the small side, so no 1 − Φ cancellation.
        var half = [Double](repeating: 0, count: r + 1)
        half[0] = 1 - 2 * GaussianMath.cdf(-0.5 / s)
        for k in 1...r {
            half[k] = GaussianMath.cdf(-(Double(k) - 0.5) / s) - GaussianMath.cdf(-(Double(k) + 0.5) / s)
        }
        var total = half[0]
        for k in 1...r { total += 2 * half[k] }
        let normalized = half.map { $0 / total }
        return normalized.reversed() + normalized.dropFirst()
    }

    /// The mask blurred by a Gaussian of standard deviation `sigma` pixels along both axes, over
    /// the mask's bounds grown by ``kernelRadius(sigma:)`` on every side.
    ///
    /// - Throws: ``ShadowError/invalidSigma(_:)`` for a σ that is negative, NaN, infinite or above
    ///   ``AnalyticShadow/maximumSigma``; ``CanvasError`` if the result would exceed the canvas limits.
    public static func blur(_ mask: CoverageMask, sigma: Double) throws -> CoverageMask {
        try blur(mask, sigmaX: sigma, sigmaY: sigma, clippedTo: nil)
    }

    /// The mask blurred by a Gaussian with standard deviations `sigmaX` and `sigmaY` (pixels),
    /// computed only where `clip` asks.
    ///
    /// - Parameters:
    ///   - mask: The coverage to blur.
    ///   - sigmaX: The standard deviation along x.
    ///   - sigmaY: The standard deviation along y.
    ///   - clip: When given, the result covers only the intersection of the grown bounds with it,
    ///     and rows and columns outside it are never computed.
    /// - Throws: ``ShadowError/invalidSigma(_:)``; ``CanvasError`` past the canvas limits.
    /// - Complexity: O(pixels × (r_x + r_y)) at worst; O(pixels) plus the work near the mask's
    ///   distinct rows and columns for masks with straight sides (see "Repeated outputs").
    public static func blur(_ mask: CoverageMask, sigmaX: Double, sigmaY: Double,
                            clippedTo clip: PixelRect?) throws -> CoverageMask {
        try AnalyticShadow.validate(sigma: sigmaX)
        try AnalyticShadow.validate(sigma: sigmaY)
        let rx = kernelRadius(sigma: sigmaX), ry = kernelRadius(sigma: sigmaY)
        let source = mask.bounds
        var target = PixelRect(x: source.x - rx, y: source.y - ry,
                               width: source.width + 2 * rx, height: source.height + 2 * ry)
        if let clip { target = target.intersection(clip) }
        guard !source.isEmpty, !target.isEmpty else {
            return try CoverageMask(bounds: PixelRect(x: target.x, y: target.y, width: 0, height: 0))
        }
        try Canvas.checkSize(width: target.width, height: target.height)
        let width = target.width, height = target.height
        let weightsX = kernel(sigma: sigmaX)[rx...].map { Float($0) }
        let weightsY = kernel(sigma: sigmaY)[ry...].map { Float($0) }

        // Pass 1, along x, covers rows target.y − ry ..< target.maxY + ry (zero outside the
        // source) and the target's columns; its input row, padded, spans columns
        // target.x − rx ..< target.maxX + rx.
        let passRows = height + 2 * ry, rowOrigin = target.y - ry, columnOrigin = target.x - rx
        let firstRow = Swift.max(source.y, rowOrigin), endRow = Swift.min(source.maxY, target.maxY + ry)
        let firstColumn = Swift.max(source.x, columnOrigin), endColumn = Swift.min(source.maxX, target.maxX + rx)
        let rows = mask.values.withUnsafeBufferPointer { input in
            PassRows(input, width: source.width, rows: (firstRow - source.y)..<(endRow - source.y),
                     columns: (firstColumn - source.x)..<(endColumn - source.x),
                     passRows: passRows, firstPassRow: firstRow - rowOrigin)
        }

        // One stored row per distinct input row (slot 0 is the zero row), computed where its
        // outputs do not repeat their left neighbour. A column of pass 1 that repeats its left
        // neighbour in every row makes a column of pass 2 that does too.
        let paddedCount = width + 2 * rx
        var store = [Float](repeating: 0, count: (rows.distinct.count + 1) * width)
        var columnRepeats = [Bool](repeating: true, count: width)
        columnRepeats[0] = false
        var padded = [Float](repeating: 0, count: paddedCount)
        var paddedBytes = [UInt8](repeating: 0, count: paddedCount)
        var repeats: [Range<Int>] = []
        mask.values.withUnsafeBufferPointer { input in
            store.withUnsafeMutableBufferPointer { store in
                padded.withUnsafeMutableBufferPointer { padded in
                    paddedBytes.withUnsafeMutableBufferPointer { paddedBytes in
                        columnRepeats.withUnsafeMutableBufferPointer { columnRepeats in
                            let line = padded.baseAddress!, bytes = paddedBytes.baseAddress!
                            let offset = firstColumn - columnOrigin, count = endColumn - firstColumn
                            for (index, y) in rows.distinct.enumerated() {
                                // Columns outside the source stay 0 from the start.
                                let inputRow = input.baseAddress! + y * source.width + (firstColumn - source.x)
                                (bytes + offset).update(from: inputRow, count: count)
                                widen(inputRow, into: line + offset, count: count)
                                let out = store.baseAddress! + (index + 1) * width
                                repeatingOutputs(of: UnsafePointer(bytes), count: paddedCount, window: 2 * rx + 1,
                                                 outputs: width, into: &repeats)
                                forEachSpan(width: width, repeats: repeats) { span, repeating in
                                    if repeating {
                                        (out + span.lowerBound).update(repeating: out[span.lowerBound - 1], count: span.count)
                                    } else {
                                        convolve(line + span.lowerBound, radius: rx, weights: weightsX,
                                                 into: out + span.lowerBound, count: span.count)
                                        for i in span { columnRepeats[i] = false }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // Pass 2, along y, straight into bytes. Output row j reads pass-1 rows j ..< j + 2ry + 1;
        // when rows j − 1 ... j + 2ry all share one slot it is row j − 1 again.
        repeats.removeAll(keepingCapacity: true)
        var column = 1
        while column < width {
            guard columnRepeats[column] else { column += 1; continue }
            let start = column
            while column < width && columnRepeats[column] { column += 1 }
            repeats.append(start..<column)
        }
        var accumulator = [Float](repeating: 0, count: width)
        // Every byte is written below: computed, repeated from its left neighbour, or copied.
        let values = [UInt8](unsafeUninitializedCapacity: height * width) { out, initialized in
            store.withUnsafeBufferPointer { store in
                accumulator.withUnsafeMutableBufferPointer { accumulator in
                    let acc = accumulator.baseAddress!
                    let rowStart = rows.slot.map { store.baseAddress! + $0 * width }
                    for j in 0..<height {
                        let outRow = out.baseAddress! + j * width
                        if j > 0 && rows.equalRun[j + 2 * ry] >= 2 * ry + 2 {
                            outRow.initialize(from: outRow - width, count: width)
                            continue
                        }
                        forEachSpan(width: width, repeats: repeats) { span, repeating in
                            let a = span.lowerBound
                            if repeating {
                                (outRow + a).initialize(repeating: outRow[a - 1], count: span.count)
                                return
                            }
                            scale(rowStart[j + ry] + a, by: weightsY[0], into: acc + a, count: span.count)
                            if ry > 0 {
                                for k in 1...ry {
                                    accumulate(rowStart[j + ry - k] + a, rowStart[j + ry + k] + a,
                                               weight: weightsY[k], into: acc + a, count: span.count)
                                }
                            }
                            roundToBytes(acc + a, into: outRow + a, count: span.count)
                        }
                    }
                }
            }
            initialized = height * width
        }
        return try CoverageMask(bounds: target, values: values)
    }

    /// Calls `body` on the spans of `0..<width` in order: each of `repeats` (ascending, disjoint,
    /// none starting at 0) with `true`, and each stretch between them with `false`.
    private static func forEachSpan(width: Int, repeats: [Range<Int>], _ body: (Range<Int>, Bool) -> Void) {
        var next = 0
        for span in repeats {
            if next < span.lowerBound { body(next..<span.lowerBound, false) }
            body(span, true)
            next = span.upperBound
        }
        if next < width { body(next..<width, false) }
    }

    /// `count` outputs of the horizontal pass: `out[i] = Σ_k w_|k| · line[i + r + k]`, summed as
    /// `w_0·l[i+r] + w_1·(l[i+r−1] + l[i+r+1]) + …` in that fixed order, whatever the span.
    private static func convolve(_ line: UnsafePointer<Float>, radius r: Int, weights: [Float],
                                 into out: UnsafeMutablePointer<Float>, count: Int) {
        let centre = line + r
        scale(centre, by: weights[0], into: out, count: count)
        guard r > 0 else { return }
        for k in 1...r {
            accumulate(centre - k, centre + k, weight: weights[k], into: out, count: count)
        }
    }

    /// `out[i] = w · a[i]`.
    ///
    /// This and ``accumulate(_:_:weight:into:count:)`` stay out of line: inlined into the passes'
    /// closures the compiler leaves them scalar, on their own they vectorize.
    @inline(never)
    private static func scale(_ a: UnsafePointer<Float>, by w: Float, into out: UnsafeMutablePointer<Float>, count: Int) {
        for i in 0..<count { out[i] = w * a[i] }
    }

    /// `out[i] += w · (a[i] + b[i])`: one symmetric pair of taps.
    @inline(never)
    private static func accumulate(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, weight w: Float,
                                   into out: UnsafeMutablePointer<Float>, count: Int) {
        for i in 0..<count { out[i] += w * (a[i] + b[i]) }
    }

    /// `out[i] = Float(a[i])`; out of line so it vectorizes, as ``scale(_:by:into:count:)``.
    @inline(never)
    private static func widen(_ a: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<Float>, count: Int) {
        for i in 0..<count { out[i] = Float(a[i]) }
    }

    /// `out[i] = round(a[i])` as bytes (``AnalyticShadow/roundToByte(_:)``); out of line so it
    /// vectorizes, as ``scale(_:by:into:count:)``.
    @inline(never)
    private static func roundToBytes(_ a: UnsafePointer<Float>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count { out[i] = AnalyticShadow.roundToByte(a[i]) }
    }
}
