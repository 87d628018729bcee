import Geometry

/// An exact winding number for hit-test fuzzing, written independently of ``Geometry/Path``'s
/// own `winding(at:)`: a different method that decides the same boundary convention.
///
///     ExactWindingOracle.winding(of: path, at: point)   // Int, or nil when it cannot be sure
///
/// ## The convention, as a perturbation
/// Touchstone's half-open rule (docs/hit-testing.md#points-on-the-outline; `Path.winding(at:)`)
/// is the winding number of the path around the point moved by (δ, ε), with 0 < ε ≪ δ
/// infinitesimal: a piece owns its end with the smaller `y` because the ray runs ε below the
/// point, and a crossing must be strictly right of the point because the point sits δ right of it
/// (with ε → 0 first, so a crossing converging to the point's own `x` never counts). This oracle
/// computes that winding number; it never asks how the production code splits or solves anything.
///
/// ## Lines: exact
/// A line from `low` to `high` (`low.y ≤ y < high.y`, compared exactly) counts when the sign of
/// ``exactOrientation(_:_:_:_:_:_:)`` says its crossing lies strictly right of the point.
///
/// ## Curves: certified subdivision
/// A curve is replaced by a chain of chords whose total winding provably equals its own:
/// 1. A quadratic is raised to a cubic (the same curve); each control point carries an upper bound
///    on its error in x and in y, 0 for exact points.
/// 2. If the point (with its perturbation) lies outside the box of the control points widened by
///    their errors and by ``curveBand(for:)``, the loop "curve piece, then its chord backwards"
///    lies in that box (a Bézier piece lies in the convex hull of its control points) and does not
///    wind around the point, so the chord between the piece's computed end points replaces the
///    piece; the connectors between true and computed ends cancel between neighbouring pieces.
/// 3. A piece that starts (or ends) at the original curve's exact end point, at exactly the
///    point's height, and whose control points are provably monotone in y (so it meets that height
///    only at its end), is replaced by its chord too: near the end both cross the ray at an `x`
///    converging to the end's, and they cross in opposite directions. This decides tangent points
///    and points level with a curve's end exactly, as production does.
/// 4. Otherwise the piece is split in half by de Casteljau's construction, each midpoint's
///    rounding recovered by TwoSum into its error bound, down to ``maximumDepth`` levels; a piece
///    still undecided then makes the whole answer `nil` (ambiguous).
///
/// The band of step 2 is the production contract: a point that close to a curve "may fall either
/// way" (docs/hit-testing.md#points-on-the-outline), so it is reported as ambiguous rather than
/// compared.
public enum ExactWindingOracle {
    /// The deepest subdivision tried, 60 halvings: pieces then span 2⁻⁶⁰ of the parameter range,
    /// far below the band of ``curveBand(for:)``, so going deeper never decides more.
    public static let maximumDepth = 60

    /// The relative width of the ambiguity band around curves, 4e-12 of the control polygon's
    /// extent: production solves cubic crossings to a parameter tolerance of 1e-12, which moves a
    /// crossing by at most 3e-12 of the control polygon's width (`Path+Winding.swift`).
    public static let curveBandRelative = 4e-12

    /// The absolute part of the band, 512 units in the last place of the largest coordinate:
    /// production evaluates curves in floating point (its generous bounds are 256 ulps for y and
    /// 32 for x), and a point inside that must be allowed to fall either way.
    public static let curveBandUlps = 512.0

    /// The winding number of `path` around `point` under Touchstone's boundary convention, or `nil`
    /// when the point is too close to a curve to be sure (or has coordinates outside the range the
    /// exact arithmetic handles; see ``exactOrientation(_:_:_:_:_:_:)``). Open subpaths count as
    /// closed by a straight line to their start, and a non-finite point has winding 0, as in
    /// production.
    public static func winding(of path: Path, at point: Point) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return 0 }
        var total = 0
        var current = Point.zero, start = Point.zero, open = false
        func line(_ a: Point, _ b: Point) -> Bool {
            guard let w = lineWinding(a, b, point) else { return false }
            total += w
            return true
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                if open, !line(current, start) { return nil }
                (current, start, open) = (p, p, true)
            case .line(let p):
                if !line(current, p) { return nil }
                current = p
                open = true
            case .quadCurve(let p, let c):
                // Degree elevation: the cubic with control points p0 + 2/3 (c − p0), p + 2/3 (c − p).
                // (a + 2b)/3 with its exact error: a + 2b = s + e (TwoSum; 2b is exact), the
                // division's residual s − 3·value is exact (FMA), so the true value minus the
                // computed one is (residual + e)/3, which is 0 when the elevation is exact (as for
                // a control point level with an end point, a = b).
                func third(_ a: Double, _ b: Double) -> (Double, Double) {
                    let (s, e) = twoSum(a, 2 * b)
                    let value = s / 3
                    let residual = s.addingProduct(-3, value)
                    let error = (residual + e).magnitude / 3
                    return (value, error == 0 ? 0 : error * (1 + 0x1p-40) + 0x1p-1000)
                }
                let (c1x, e1x) = third(current.x, c.x), (c1y, e1y) = third(current.y, c.y)
                let (c2x, e2x) = third(p.x, c.x), (c2y, e2y) = third(p.y, c.y)
                let piece = CertifiedCubic(x: SIMD4(current.x, c1x, c2x, p.x), y: SIMD4(current.y, c1y, c2y, p.y),
                                           errorX: SIMD4(0, e1x, e2x, 0), errorY: SIMD4(0, e1y, e2y, 0))
                guard let w = curveWinding(piece, point) else { return nil }
                total += w
                current = p
                open = true
            case .curve(let p, let c1, let c2):
                let piece = CertifiedCubic(x: SIMD4(current.x, c1.x, c2.x, p.x), y: SIMD4(current.y, c1.y, c2.y, p.y),
                                           errorX: .zero, errorY: .zero)
                guard let w = curveWinding(piece, point) else { return nil }
                total += w
                current = p
                open = true
            case .closeSubpath:
                if open, !line(current, start) { return nil }
                current = start
                open = false
            }
        }
        if open, !line(current, start) { return nil }
        return total
    }

    /// Whether `path` contains `point` under `rule` by ``winding(of:at:)``; `nil` when ambiguous.
    public static func contains(_ path: Path, _ point: Point, rule: FillRule) -> Bool? {
        guard let w = winding(of: path, at: point) else { return nil }
        return rule == .evenOdd ? w & 1 != 0 : w != 0
    }

    /// The width of the ambiguity band around a curve with these control points:
    /// ``curveBandRelative`` of the control polygon's extent plus ``curveBandUlps`` units in the
    /// last place of its largest coordinate.
    static func curveBand(x: SIMD4<Double>, y: SIMD4<Double>) -> Double {
        let extent = Swift.max(x.max() - x.min(), y.max() - y.min())
        let magnitude = Swift.max(Swift.max(x.max(), -x.min()), Swift.max(y.max(), -y.min()))
        return curveBandRelative * extent + curveBandUlps * 0x1p-52 * magnitude
    }

    /// A line's signed crossing count with the half-open rule, exactly; `nil` out of range.
    static func lineWinding(_ a: Point, _ b: Point, _ p: Point) -> Int? {
        if a.y == b.y { return 0 }
        let (low, high, sign) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        guard low.y <= p.y, p.y < high.y else { return 0 }
        if p.x >= Swift.max(low.x, high.x) { return 0 }
        if p.x < Swift.min(low.x, high.x) { return sign }
        // The crossing is right of p exactly when p is left of the upward line low → high in
        // the y-down plane: orientation (high, p, low) > 0.
        guard let side = exactOrientation(high.x, high.y, p.x, p.y, low.x, low.y) else { return nil }
        return side > 0 ? sign : 0
    }

    /// A cubic's winding contribution as the exact winding of its certified chord chain.
    static func curveWinding(_ curve: CertifiedCubic, _ p: Point) -> Int? {
        // Halving is exact only above the subnormal range, and the error bounds assume no
        // overflow: the same range as the exact line test.
        for v in [curve.x, curve.y, SIMD4(p.x, p.y, 0, 0)] {
            let m = v.replacing(with: 1, where: v .== 0)
            guard (m.replacing(with: -m, where: m .< 0)).min() >= 0x1p-300,
                  (m.replacing(with: -m, where: m .< 0)).max() <= 0x1p300 else { return nil }
        }
        let band = curveBand(x: curve.x, y: curve.y)
        guard band.isFinite else { return nil }
        return pieceWinding(curve, p, band: band, depth: 0, atStart: true, atEnd: true)
    }

    static func pieceWinding(_ piece: CertifiedCubic, _ p: Point, band: Double, depth: Int,
                             atStart: Bool, atEnd: Bool) -> Int? {
        let first = Point(x: piece.x[0], y: piece.y[0]), last = Point(x: piece.x[3], y: piece.y[3])
        if piece.isOutsideBox(p, band: band) || (atStart && piece.leavesStartMonotonically(at: p))
            || (atEnd && piece.leavesEndMonotonically(at: p)) {
            return lineWinding(first, last, p)
        }
        guard depth < maximumDepth else { return nil }
        let (left, right) = piece.halves()
        guard let a = pieceWinding(left, p, band: band, depth: depth + 1, atStart: atStart, atEnd: false),
              let b = pieceWinding(right, p, band: band, depth: depth + 1, atStart: false, atEnd: atEnd)
        else { return nil }
        return a + b
    }
}

/// A cubic Bézier piece whose control points are known to within per-coordinate error bounds:
/// the true piece (an exact sub-curve of a path's curve) has control points within `errorX`,
/// `errorY` of `x`, `y`.
struct CertifiedCubic {
    var x: SIMD4<Double>, y: SIMD4<Double>
    var errorX: SIMD4<Double>, errorY: SIMD4<Double>

    /// Whether `p` moved by (δ, ε) is outside the control box widened by the errors and `band`.
    func isOutsideBox(_ p: Point, band: Double) -> Bool {
        let lowX = (x - errorX).min(), highX = (x + errorX).max()
        let lowY = (y - errorY).min(), highY = (y + errorY).max()
        // The widened box's edges are themselves rounded: add a few ulps of everything involved.
        let slackX = (band + 4 * errorX.max()) + 8 * 0x1p-53 * (Swift.max(highX.magnitude, lowX.magnitude) + p.x.magnitude)
        let slackY = (band + 4 * errorY.max()) + 8 * 0x1p-53 * (Swift.max(highY.magnitude, lowY.magnitude) + p.y.magnitude)
        let exactX = errorX == .zero && band == 0, exactY = errorY == .zero && band == 0
        if exactX ? p.x >= highX : p.x - highX > slackX { return true }
        if exactX ? p.x < lowX : lowX - p.x > slackX { return true }
        if exactY ? p.y >= highY : p.y - highY > slackY { return true }
        if exactY ? p.y < lowY : lowY - p.y > slackY { return true }
        return false
    }

    /// Step 3 of the oracle at the piece's start: the start is exact, level with `p`, and the
    /// piece is provably monotone in y and leaves that height.
    func leavesStartMonotonically(at p: Point) -> Bool {
        guard errorX[0] == 0, errorY[0] == 0, y[0] == p.y else { return false }
        return Self.monotone(y, errorY, indices: [0, 1, 2, 3])
    }

    /// Step 3 at the piece's end.
    func leavesEndMonotonically(at p: Point) -> Bool {
        guard errorX[3] == 0, errorY[3] == 0, y[3] == p.y else { return false }
        return Self.monotone(y, errorY, indices: [3, 2, 1, 0])
    }

    /// Whether the true values along `indices` (from the exact end) are monotone, non-strictly,
    /// and the far end differs from the exact one: then the Bézier polynomial is strictly monotone
    /// (a non-constant polynomial is stationary only at isolated points).
    static func monotone(_ v: SIMD4<Double>, _ e: SIMD4<Double>, indices: [Int]) -> Bool {
        func atLeast(_ a: Int, _ b: Int) -> Bool {   // true v[a] ≥ true v[b], provably
            let error = e[a] + e[b]
            if error == 0 { return v[a] >= v[b] }   // the sign of a rounded difference is exact
            return v[a] - v[b] > 2 * error + 4 * 0x1p-53 * (v[a].magnitude + v[b].magnitude)
        }
        let s = indices
        let far = s[3], near = s[0]
        if atLeast(s[1], s[0]), atLeast(s[2], s[1]), atLeast(s[3], s[2]),
           v[far] - v[near] > 2 * e[far] + 4 * 0x1p-53 * (v[far].magnitude + v[near].magnitude) || (e[far] == 0 && v[far] > v[near]) {
            return true
        }
        if atLeast(s[0], s[1]), atLeast(s[1], s[2]), atLeast(s[2], s[3]),
           v[near] - v[far] > 2 * e[far] + 4 * 0x1p-53 * (v[far].magnitude + v[near].magnitude) || (e[far] == 0 && v[near] > v[far]) {
            return true
        }
        return false
    }

    /// The two halves at t = ½ by de Casteljau's construction. Each midpoint `(a + b)/2` is
    /// computed as `fl(a + b)·½` (halving is exact); TwoSum gives the rounding error of the sum, so
    /// the midpoint's error bound is `(e_a + e_b)/2 + |rounding|/2`, an exact midpoint keeping
    /// error 0. Bounds are rounded up by one part in 2³⁰ to absorb their own rounding.
    func halves() -> (CertifiedCubic, CertifiedCubic) {
        func mid(_ a: Double, _ ea: Double, _ b: Double, _ eb: Double) -> (Double, Double) {
            let (s, r) = twoSum(a, b)
            let e = (ea + eb) * 0.5 + r.magnitude * 0.5
            return (s * 0.5, e == 0 ? 0 : e * (1 + 0x1p-30))
        }
        func split(_ v: SIMD4<Double>, _ e: SIMD4<Double>) -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
            let (m01, e01) = mid(v[0], e[0], v[1], e[1])
            let (m12, e12) = mid(v[1], e[1], v[2], e[2])
            let (m23, e23) = mid(v[2], e[2], v[3], e[3])
            let (m012, e012) = mid(m01, e01, m12, e12)
            let (m123, e123) = mid(m12, e12, m23, e23)
            let (m, em) = mid(m012, e012, m123, e123)
            return (SIMD4(v[0], m01, m012, m), SIMD4(e[0], e01, e012, em),
                    SIMD4(m, m123, m23, v[3]), SIMD4(em, e123, e23, e[3]))
        }
        let (lx, lex, rx, rex) = split(x, errorX)
        let (ly, ley, ry, rey) = split(y, errorY)
        return (CertifiedCubic(x: lx, y: ly, errorX: lex, errorY: ley),
                CertifiedCubic(x: rx, y: ry, errorX: rex, errorY: rey))
    }
}

/// Knuth's TwoSum: `a + b = sum + error` exactly (round to nearest, no overflow).
@inline(__always)
func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let s = a + b
    let bVirtual = s - a
    let aVirtual = s - bVirtual
    return (s, (a - aVirtual) + (b - bVirtual))
}
