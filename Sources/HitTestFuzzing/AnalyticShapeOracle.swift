import Geometry
import Shapes

/// The exact oracle of the analytic fast path (`Shapes.AnalyticShape`), written apart from
/// `AnalyticShape.roundedRectContains`: every comparison — with the rectangle's sides, the corner
/// circles' centres `minX + r`, `maxY − r`, …, and the circle test `(x − cx)² + (y − cy)²` against
/// `r²` — is made on exact integers (``ExactInteger``; doubles are integers times a common power
/// of two), so the answer is the true one for the shape's documented boundary rule: the rectangle
/// `[minX, maxX) × [minY, maxY)`; in a corner band, the closed disc left of the left centres and the
/// open disc at or right of the right centres.
///
/// Production computes the same in floating point, where `minX + r` and the squares round: within
/// a few ulps of a corner circle its answer may differ from the exact one without being wrong by
/// its contract. ``answer(_:_:)`` therefore reports such a point as ``Answer/rounding`` — unless
/// every input is an integer of at most 2²⁴ times a common power of two, when floating-point
/// arithmetic is exact and the comparison is strict (points exactly on a circle, from Pythagorean
/// triples, test the closed/open rule).
public enum AnalyticShapeOracle {
    /// The oracle's answer.
    public enum Answer: Hashable, Sendable {
        /// The exact answer, to compare.
        case decided(Bool)
        /// The point lies within the rounding error of production's arithmetic from a corner
        /// circle (the exact answer is known, but either answer honours the contract).
        case rounding(Bool)
        /// A coordinate outside 0 ∪ [2⁻³⁰⁰, 2³⁰⁰] (or not finite): not decided.
        case outOfRange
    }

    /// Whether `shape` contains `point`, exactly, with the rounding band marked.
    public static func answer(_ shape: AnalyticShape, _ point: Point) -> Answer {
        let b = shape.bounds, r = shape.radius
        let inputs = [b.minX, b.minY, b.maxX, b.maxY, r, point.x, point.y]
        for v in inputs where !(v == 0 || (v.isFinite && v.magnitude >= 0x1p-300 && v.magnitude <= 0x1p300)) {
            return .outOfRange
        }
        // The rectangle: double comparisons are exact.
        guard point.x >= b.minX, point.x < b.maxX, point.y >= b.minY, point.y < b.maxY else { return .decided(false) }
        if r == 0 { return .decided(true) }
        let unit = inputs.filter { $0 != 0 }.map { Int($0.exponent) - 52 }.min() ?? 0
        let n = inputs.map { ExactInteger($0, unit: unit) }
        let (minX, minY, maxX, maxY, radius, x, y) = (n[0], n[1], n[2], n[3], n[4], n[5], n[6])
        // How far above the top centres or below the bottom ones; zero between them.
        let above = (minY + radius) - y, below = y - (maxY - radius)
        let dy: ExactInteger
        if above.signum > 0 { dy = above } else if below.signum > 0 { dy = below } else { return .decided(true) }
        let left = (minX + radius) - x, right = x - (maxX - radius)
        let inside: Bool
        let excess: ExactInteger   // d² − r², the circle test's margin
        if left.signum > 0 {
            excess = left * left + dy * dy - radius * radius
            inside = excess.signum <= 0
        } else if right.signum >= 0 {
            excess = right * right + dy * dy - radius * radius
            inside = excess.signum < 0
        } else {
            // Between the centres, on the straight part of the top or bottom edge's band: inside.
            // Next to a centre (where the edge meets the arc) a rounded centre can still move the
            // point onto the arc, so the margin is the nearer circle's.
            let nearer = (left - right).signum >= 0 ? left : right
            excess = nearer * nearer + dy * dy - radius * radius
            inside = true
        }
        if exactInFloatingPoint(inputs) { return .decided(inside) }
        // Production's error: a few roundings of sums up to 3S and of squares up to (3S)², with S
        // the largest magnitude; 64·u·(S + r)² (u = 2⁻⁵³) bounds it with room to spare.
        let scale = inputs.map(\.magnitude).max()! + r
        let bound = 64 * 0x1p-53 * scale * scale
        // The excess is a sum of products of integers in units of 2^unit, so its unit is 2^(2·unit).
        return excess.magnitudeBelow(bound, unit: 2 * unit) ? .rounding(inside) : .decided(inside)
    }

    /// Whether every input is an integer of magnitude at most 2²⁴ times one power of two, so that
    /// sums of two or three of them and products of such sums are exact in double precision.
    static func exactInFloatingPoint(_ values: [Double]) -> Bool {
        let nonzero = values.filter { $0 != 0 }
        guard let low = nonzero.map({ Int($0.exponent) - $0.significandWidth }).min(),
              let high = nonzero.map({ Int($0.exponent) }).max() else { return true }
        return high - low <= 23
    }
}

extension ExactInteger {
    /// Whether |self · 2^unit| < `bound` (a positive double).
    func magnitudeBelow(_ bound: Double, unit: Int) -> Bool {
        // Compare with bound / 2^unit rounded up to an integer: self is an integer.
        let scaled = bound * Double(sign: .plus, exponent: -unit, significand: 1)
        guard scaled.isFinite, scaled < 0x1p1000 else { return true }
        let limit = ExactInteger(scaled.rounded(.up), unit: 0)
        var magnitude = self
        magnitude.negative = false
        return (magnitude - limit).signum < 0
    }
}
