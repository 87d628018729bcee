import Geometry
import Raster

/// Exact per-pixel coverage of a path under a fill rule, computed independently of the rasterizer
/// for the coverage tests of shapes (RasterTests) and text (TextTests).
///
/// Method:
/// 1. Flatten every curve very finely (chord error ≤ `tolerance`, 1e-4 px by default) by uniform
///    parameter steps, each point found with de Casteljau's construction. The step count comes from
///    the chord error bound `h²/8 · max|B″|` (`|B″| ≤ 6·max|Δ²P|` for a cubic, `2·|Δ²P|` for a quad).
/// 2. For each pixel row [y, y + 1], clip every polygon edge to the row (edges are not clipped in
///    x, so the winding number is known everywhere) and cut the row into sub-bands at every edge end
///    and every crossing of two edges. Inside a sub-band no two edges cross, so the edges are
///    walls in a fixed left-to-right order, and the winding number between consecutive walls is the
///    running sum of their directions.
/// 3. Every gap whose winding number is inside under the rule is a trapezoid; its area in each
///    pixel column is computed exactly by Sutherland–Hodgman clipping of the trapezoid against the
///    column's two sides and the shoelace formula (columns wholly inside take the band height).
///
/// This gives the area of the region *where the rule says inside*, not the integral of the winding
/// number, so it is exact on self-overlapping paths too. It also records the smallest and largest
/// winding number present in each pixel, so a test can tell the pixels where summing overlapping
/// areas (what FreeType-style accumulation does) is exact from those where more than one edge
/// crossing inside the pixel makes it an approximation.
public struct ExactAreaReference {
    /// One polygon edge, oriented downward; `winding` is +1 when the path ran down it.
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var winding: Int
        func x(at y: Double) -> Double {
            y == y0 ? x0 : (y == y1 ? x1 : x0 + (x1 - x0) * ((y - y0) / (y1 - y0)))
        }
    }

    /// The coverage and winding range of one pixel.
    public struct Pixel {
        /// The exact area inside the path under the rule, 0…1.
        public var coverage = 0.0
        /// The smallest and largest winding numbers on a region of positive area in the pixel.
        public var minWinding = Int.max, maxWinding = Int.min
    }

    private var edges: [Edge] = []

    /// The polygons of `path` mapped by `transform`, curves flattened to `tolerance` pixels.
    public init(_ path: Path, transform: AffineTransform = .identity, tolerance: Double = 1e-4) {
        var start = Point.zero, current = Point.zero
        func line(_ a: Point, _ b: Point) {
            if a.y < b.y {
                edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1))
            } else if a.y > b.y {
                edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
            }
        }
        func steps(_ maxSecondDerivative: Double) -> Int {
            Swift.max(1, Int((maxSecondDerivative / (8 * tolerance)).squareRoot().rounded(.up)))
        }
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
            Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                line(current, start)
                start = p.applying(transform)
                current = start
            case .line(let p):
                let q = p.applying(transform)
                line(current, q)
                current = q
            case .quadCurve(let p, let c):
                let p0 = current, p1 = c.applying(transform), p2 = p.applying(transform)
                let n = steps(2 * (p0 - p1 * 2 + p2).length)
                var previous = p0
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let q = i == n ? p2 : lerp(lerp(p0, p1, t), lerp(p1, p2, t), t)
                    line(previous, q)
                    previous = q
                }
                current = p2
            case .curve(let p, let c1, let c2):
                let p0 = current, p1 = c1.applying(transform), p2 = c2.applying(transform), p3 = p.applying(transform)
                let n = steps(6 * Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length))
                var previous = p0
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
                    let q = i == n ? p3 : lerp(lerp(a, b, t), lerp(b, c, t), t)
                    line(previous, q)
                    previous = q
                }
                current = p3
            case .closeSubpath:
                line(current, start)
                current = start
            }
        }
        line(current, start)
    }

    /// Coverage of every pixel of `bounds`, row by row.
    public func pixels(rule: FillRule, bounds: PixelRect) -> [Pixel] {
        let width = bounds.width
        var result = [Pixel](repeating: Pixel(), count: width * bounds.height)
        // Edges by row, so each row looks only at its own.
        var byRow = [[Int]](repeating: [], count: bounds.height)
        for (index, edge) in edges.enumerated() {
            let first = Swift.max(Int((edge.y0 - Double(bounds.y)).rounded(.down)), 0)
            let last = Swift.min(Int((edge.y1 - Double(bounds.y)).rounded(.up)) - 1, bounds.height - 1)
            if first <= last { for row in first...last { byRow[row].append(index) } }
        }
        for row in 0..<bounds.height {
            let top = Double(bounds.y + row), bottom = top + 1
            // 1. The row's edges, clipped to it.
            var clipped: [Edge] = []
            for index in byRow[row] {
                let e = edges[index]
                let a = Swift.max(e.y0, top), b = Swift.min(e.y1, bottom)
                if b > a { clipped.append(Edge(x0: e.x(at: a), y0: a, x1: e.x(at: b), y1: b, winding: e.winding)) }
            }
            // 2. Sub-band boundaries: the row's sides, edge ends, crossings.
            var cuts: [Double] = [top, bottom]
            for e in clipped { cuts.append(e.y0); cuts.append(e.y1) }
            for i in clipped.indices {
                let e = clipped[i]
                let eMin = Swift.min(e.x0, e.x1), eMax = Swift.max(e.x0, e.x1)
                for j in (i + 1)..<clipped.count {
                    let f = clipped[j]
                    if Swift.max(f.x0, f.x1) < eMin || Swift.min(f.x0, f.x1) > eMax { continue }
                    let a = Swift.max(e.y0, f.y0), b = Swift.min(e.y1, f.y1)
                    if b <= a { continue }
                    let da = e.x(at: a) - f.x(at: a), db = e.x(at: b) - f.x(at: b)
                    if (da < 0 && db > 0) || (da > 0 && db < 0) {
                        cuts.append(a + (b - a) * (da / (da - db)))
                    }
                }
            }
            cuts.sort()
            // 3. Each sub-band: walls in order, gaps with their winding numbers.
            for k in 0..<(cuts.count - 1) {
                let a = cuts[k], b = cuts[k + 1]
                if !(b > a) { continue }
                var walls: [(xa: Double, xb: Double, winding: Int)] = []
                for e in clipped where e.y0 < b && e.y1 > a {
                    walls.append((e.x(at: a), e.x(at: b), e.winding))
                }
                walls.sort { $0.xa + $0.xb < $1.xa + $1.xb }
                var winding = 0
                var leftA = -Double.infinity, leftB = -Double.infinity
                for index in 0...walls.count {
                    let rightA = index < walls.count ? walls[index].xa : Double.infinity
                    let rightB = index < walls.count ? walls[index].xb : Double.infinity
                    addGap(leftA, leftB, rightA, rightB, a, b, winding: winding, inside: rule.isInside(winding: winding),
                           row: row, bounds: bounds, into: &result)
                    if index < walls.count {
                        winding += walls[index].winding
                        leftA = rightA
                        leftB = rightB
                    }
                }
            }
        }
        return result
    }

    /// Adds the gap between walls l (from la at y = a to lb at y = b) and r to the row's pixels.
    private func addGap(_ la: Double, _ lb: Double, _ ra: Double, _ rb: Double, _ a: Double, _ b: Double,
                        winding: Int, inside: Bool, row: Int, bounds: PixelRect, into result: inout [Pixel]) {
        if !((ra - la) + (rb - lb) > 1e-12) { return }
        let x0 = Double(bounds.x), x1 = Double(bounds.maxX)
        let low = Swift.max(Swift.min(la, lb), x0), high = Swift.min(Swift.max(ra, rb), x1)
        if !(high > low) { return }
        let firstColumn = Int((low - x0).rounded(.down)), lastColumn = Swift.min(Int((high - x0).rounded(.up)) - 1, bounds.width - 1)
        if firstColumn > lastColumn { return }
        let innerLeft = Swift.max(la, lb), innerRight = Swift.min(ra, rb)
        for column in firstColumn...lastColumn {
            let cx = x0 + Double(column)
            let index = row * bounds.width + column
            result[index].minWinding = Swift.min(result[index].minWinding, winding)
            result[index].maxWinding = Swift.max(result[index].maxWinding, winding)
            guard inside else { continue }
            if cx >= innerLeft && cx + 1 <= innerRight {
                result[index].coverage += b - a
            } else {
                result[index].coverage += ExactAreaReference.area(la, lb, ra, rb, a, b, from: cx, to: cx + 1)
            }
        }
    }

    /// The area of the trapezoid (la, a), (ra, a), (rb, b), (lb, b) between x = c0 and x = c1:
    /// Sutherland–Hodgman against each side, then the shoelace formula. Infinite walls are first
    /// replaced by vertical ones just outside the column (the area inside it is the same).
    static func area(_ la: Double, _ lb: Double, _ ra: Double, _ rb: Double, _ a: Double, _ b: Double,
                     from c0: Double, to c1: Double) -> Double {
        let la = la.isFinite ? la : c0 - 1, lb = lb.isFinite ? lb : c0 - 1
        let ra = ra.isFinite ? ra : c1 + 1, rb = rb.isFinite ? rb : c1 + 1
        var polygon = [(la, a), (ra, a), (rb, b), (lb, b)]
        polygon = clip(polygon) { $0.0 >= c0 } intersect: { p, q in
            let t = (c0 - p.0) / (q.0 - p.0)
            return (c0, p.1 + (q.1 - p.1) * t)
        }
        polygon = clip(polygon) { $0.0 <= c1 } intersect: { p, q in
            let t = (c1 - p.0) / (q.0 - p.0)
            return (c1, p.1 + (q.1 - p.1) * t)
        }
        var twice = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            twice += p.0 * q.1 - q.0 * p.1
        }
        return abs(twice) / 2
    }

    /// One Sutherland–Hodgman pass against a half-plane.
    private static func clip(_ polygon: [(Double, Double)], inside: ((Double, Double)) -> Bool,
                             intersect: ((Double, Double), (Double, Double)) -> (Double, Double)) -> [(Double, Double)] {
        var output: [(Double, Double)] = []
        for i in polygon.indices {
            let current = polygon[i], previous = polygon[(i + polygon.count - 1) % polygon.count]
            if inside(current) {
                if !inside(previous) { output.append(intersect(previous, current)) }
                output.append(current)
            } else if inside(previous) {
                output.append(intersect(previous, current))
            }
        }
        return output
    }
}
