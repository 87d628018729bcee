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
