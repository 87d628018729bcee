import Geometry
import SeededRandom

// The plain winding algorithm, without the hit-testing speedups `BM_HitTest` times, kept frozen
// apart from names and doc comments: the optimised `Path.winding(at:)` must return the same number
// for every point and path, bit for bit, and WindingEquivalenceTests checks that it does. Not an
// independent reference (see ReferencePolyline for that): the same algorithm, written plainly.
//
// Two deliberate changes found by `touchstone fuzz hit-test` are carried into the copy, so it
// stays the reference for the optimisations rather than for the bugs: a line's crossing is
// decided exactly (here through the public per-segment `PathSegment.winding(at:)`, whose line
// kernel is the production one), and curves whose control points are monotone in y, or level
// with an end point, are not split at rounding-noise roots of y′ near that end.

/// The pre-optimisation `Path.winding(at:)`: bounds rejection, then every segment of
/// `forEachSegment` through the original per-segment kernel.
public func originalWinding(of path: Path, at point: Point) -> Int {
    // The path's exact control-point extremes, accumulated in the order its builder does.
    var low = Point(x: .infinity, y: .infinity), high = Point(x: -.infinity, y: -.infinity)
    func include(_ p: Point) {
        low = Point(x: Swift.min(low.x, p.x), y: Swift.min(low.y, p.y))
        high = Point(x: Swift.max(high.x, p.x), y: Swift.max(high.y, p.y))
    }
    for element in path.elements {
        switch element {
        case .move(let p), .line(let p): include(p)
        case .quadCurve(let p, let c): include(c); include(p)
        case .curve(let p, let c1, let c2): include(c1); include(c2); include(p)
        case .closeSubpath: break
        }
    }
    guard point.x >= low.x, point.x < high.x, point.y >= low.y, point.y < high.y else { return 0 }
    var total = 0
    path.forEachSegment { total &+= OriginalWindingKernels.segmentWinding($0, at: point) }
    return total
}

enum OriginalWindingKernels {
    static let windingRootTolerance = 1e-12

    static let windingRootMaximumIterations = 100

    static func segmentWinding(_ segment: PathSegment, at point: Point) -> Int {
        let px = point.x, py = point.y
        switch segment {
        case .line(let p0, let p1):
            let sign = endPointWinding(p0.y, p1.y, py)
            if sign == 0 { return 0 }
            let (low, high) = sign > 0 ? (p0, p1) : (p1, p0)
            if px >= Swift.max(low.x, high.x) { return 0 }
            if px < Swift.min(low.x, high.x) { return sign }
            // Decided exactly by the production line kernel (see the note at the top).
            return PathSegment.line(low, high).winding(at: point) != 0 ? sign : 0

        case .quad(let p0, let p1, let p2):
            let minY = Swift.min(Swift.min(p0.y, p1.y), p2.y)
            let maxY = Swift.max(Swift.max(p0.y, p1.y), p2.y)
            guard py >= minY, py < maxY else { return 0 }
            let minX = Swift.min(Swift.min(p0.x, p1.x), p2.x)
            let maxX = Swift.max(Swift.max(p0.x, p1.x), p2.x)
            if px >= maxX { return 0 }
            if px < minX { return endPointWinding(p0.y, p2.y, py) }
            return quadCrossings(p0, p1, p2, point, minX: minX, maxX: maxX,
                                             minY: minY, maxY: maxY)

        case .cubic(let p0, let p1, let p2, let p3):
            let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
            let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
            guard py >= minY, py < maxY else { return 0 }
            let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
            let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
            if px >= maxX { return 0 }
            if px < minX { return endPointWinding(p0.y, p3.y, py) }
            return cubicCrossings(p0, p1, p2, p3, point, minX: minX, maxX: maxX,
                                              minY: minY, maxY: maxY)
        }
    }

    static func endPointWinding(_ ya: Double, _ yb: Double, _ y: Double) -> Int {
        (ya <= y ? 1 : 0) - (yb <= y ? 1 : 0)
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        value >= low ? (value <= high ? value : high) : low
    }

    // MARK: Quadratic

    static func quadCrossings(_ p0: Point, _ p1: Point, _ p2: Point, _ point: Point,
                              minX: Double, maxX: Double, minY: Double, maxY: Double) -> Int {
        // y(t) = a·t² + b·t + y₀; y′(t) = 2a·t + b vanishes at t = (y₀ − y₁)/a (a = 0 gives ±∞ or
        // NaN, which the range test rejects).
        let a = p0.y - 2 * p1.y + p2.y, b = 2 * (p1.y - p0.y)
        let extremum = (p0.y - p1.y) / a
        func piece(_ ta: Double, _ ya: Double, _ tb: Double, _ yb: Double) -> Int {
            let sign = endPointWinding(ya, yb, point.y)
            if sign == 0 { return 0 }
            let t = point.y == ya ? ta : point.y == yb ? tb
                : quadRoot(a: a, b: b, c: p0.y - point.y, from: ta, to: tb)
            let mt = 1 - t
            let x = clamp(mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x, minX, maxX)
            return x > point.x ? sign : 0
        }
        guard extremum > 0, extremum < 1, p1.y != p0.y, p1.y != p2.y,
              (p1.y < p0.y) == (p1.y < p2.y) else { return piece(0, p0.y, 1, p2.y) }
        let mt = 1 - extremum
        let y = clamp(mt * mt * p0.y + 2 * mt * extremum * p1.y + extremum * extremum * p2.y,
                      minY, maxY)
        return piece(0, p0.y, extremum, y) + piece(extremum, y, 1, p2.y)
    }

    static func quadRoot(a: Double, b: Double, c: Double, from ta: Double, to tb: Double) -> Double {
        let r1: Double, r2: Double
        if a == 0 {
            r1 = -c / b
            r2 = r1
        } else {
            let root = Swift.max(b * b - 4 * a * c, 0).squareRoot()
            let q = -0.5 * (b >= 0 ? b + root : b - root)
            r1 = q / a
            r2 = c / q
        }
        // Distance from the interval; NaN is infinitely far.
        func distance(_ r: Double) -> Double {
            r >= ta ? (r <= tb ? 0 : r - tb) : (r < ta ? ta - r : .infinity)
        }
        return clamp(distance(r1) <= distance(r2) ? r1 : r2, ta, tb)
    }

    // MARK: Cubic

    static func cubicCrossings(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ point: Point,
                               minX: Double, maxX: Double, minY: Double, maxY: Double) -> Int {
        let py = point.y
        // 1. y(t) in power form, ((a·t + b)·t + c)·t + y₀, for the root finder.
        let a = -p0.y + 3 * (p1.y - p2.y) + p3.y
        let b = 3 * (p0.y - 2 * p1.y + p2.y)
        let c = 3 * (p1.y - p0.y)
        // 2. y′(t)/3 = A·t² + B·t + C; its roots in (0, 1), in order, by the cancellation-free
        //    formula. Out-of-range, infinite and NaN roots fail the range test; 2 means "none".
        let qa = a, qb = 2 * (p0.y - 2 * p1.y + p2.y), qc = p1.y - p0.y
        var r1 = Double.nan, r2 = Double.nan
        if qa == 0 {
            r1 = -qc / qb
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                let q = -0.5 * (qb >= 0 ? qb + root : qb - root)
                r1 = q / qa
                r2 = qc / q
            }
        }
        if (p0.y <= p1.y && p1.y <= p2.y && p2.y <= p3.y) || (p0.y >= p1.y && p1.y >= p2.y && p2.y >= p3.y) {
            (r1, r2) = (.nan, .nan)
        }
        if p3.y == p2.y {
            if r2.isNaN || (!r1.isNaN && abs(1 - r1) <= abs(1 - r2)) { r1 = .nan } else { r2 = .nan }
        }
        if p0.y == p1.y {
            if r2.isNaN || (!r1.isNaN && abs(r1) <= abs(r2)) { r1 = .nan } else { r2 = .nan }
        }
        if !(r1 > 0 && r1 < 1) { r1 = 2 }
        if !(r2 > 0 && r2 < 1) { r2 = 2 }
        let first = Swift.min(r1, r2), second = Swift.max(r1, r2)

        // 3. Walk the monotone pieces; each split height is computed once and shared.
        func y(at t: Double) -> Double {
            let mt = 1 - t
            let value = mt * mt * mt * p0.y + 3 * mt * mt * t * p1.y + 3 * mt * t * t * p2.y
                + t * t * t * p3.y
            return clamp(value, minY, maxY)
        }
        func piece(_ ta: Double, _ ya: Double, _ tb: Double, _ yb: Double) -> Int {
            let sign = endPointWinding(ya, yb, py)
            if sign == 0 { return 0 }
            let t = py == ya ? ta : py == yb ? tb
                : cubicRoot(a: a, b: b, c: c, d: p0.y - py, from: ta, to: tb, increasing: yb > ya,
                            start: ta + (tb - ta) * ((py - ya) / (yb - ya)))
            let mt = 1 - t
            let x = clamp(mt * mt * mt * p0.x + 3 * mt * mt * t * p1.x + 3 * mt * t * t * p2.x
                              + t * t * t * p3.x, minX, maxX)
            return x > point.x ? sign : 0
        }
        var total = 0
        var ta = 0.0, ya = p0.y
        if first < 1 {
            let yFirst = y(at: first)
            total += piece(ta, ya, first, yFirst)
            (ta, ya) = (first, yFirst)
        }
        if second < 1 {
            let ySecond = y(at: second)
            total += piece(ta, ya, second, ySecond)
            (ta, ya) = (second, ySecond)
        }
        return total + piece(ta, ya, 1, p3.y)
    }

    static func cubicRoot(a: Double, b: Double, c: Double, d: Double,
                          from ta: Double, to tb: Double, increasing: Bool, start: Double) -> Double {
        // g = direction·f is ≤ 0 at `low` and ≥ 0 at `high`.
        let direction: Double = increasing ? 1 : -1
        var low = ta, high = tb
        var t = clamp(start, ta, tb)
        var lastStep = tb - ta, stepBefore = lastStep
        for _ in 0..<windingRootMaximumIterations {
            let g = direction * (((a * t + b) * t + c) * t + d)
            if g == 0 { return t }
            if g < 0 { low = t } else { high = t }
            if high - low <= windingRootTolerance { return t }
            let slope = direction * ((3 * a * t + 2 * b) * t + c)
            let newton = t - g / slope
            let next: Double
            if newton > low, newton < high, abs(2 * g) <= abs(stepBefore * slope) {
                next = newton
            } else {
                next = low + 0.5 * (high - low)
            }
            stepBefore = lastStep
            lastStep = abs(next - t)
            t = next
            if lastStep <= windingRootTolerance { return t }
        }
        return t
    }
}

/// Points that stress a winding implementation on `path`: for every segment, points exactly on it
/// (its ends, its extrema and seeded parameters in between), each also moved one and two ulps
/// either way in x and in y, plus points level with every vertex and seeded points in and around
/// the bounds. Shared by the equivalence tests of Geometry and Shapes.
public func adversarialPoints(for path: Path, _ rng: inout SplitMix64, samplesPerSegment: Int = 4) -> [Point] {
    var points: [Point] = []
    func addWithNeighbours(_ p: Point) {
        points.append(p)
        var x = p.x, y = p.y
        for _ in 0..<2 {
            x = x.nextUp
            y = y.nextUp
            points.append(Point(x: x, y: p.y))
            points.append(Point(x: p.x, y: y))
        }
        x = p.x
        y = p.y
        for _ in 0..<2 {
            x = x.nextDown
            y = y.nextDown
            points.append(Point(x: x, y: p.y))
            points.append(Point(x: p.x, y: y))
        }
    }
    path.forEachSegment { segment in
        addWithNeighbours(segment.start)
        segment.forEachExtremum { addWithNeighbours(segment.point(at: $0)) }
        for _ in 0..<samplesPerSegment { addWithNeighbours(segment.point(at: rng.unit())) }
    }
    if let box = path.controlPointBounds {
        let ys = path.elements.compactMap { $0.endPoint?.y }
        for _ in 0..<16 {
            let x = box.minX - 0.1 * box.width + 1.2 * box.width * rng.unit()
            let y = box.minY - 0.1 * box.height + 1.2 * box.height * rng.unit()
            points.append(Point(x: x, y: y))
            if !ys.isEmpty { points.append(Point(x: x, y: ys[rng.int(ys.count)])) }
        }
    }
    return points
}
