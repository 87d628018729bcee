import Geometry


/// An independent reference: every segment flattened by uniform parameter steps (evaluated with de
/// Casteljau's construction), then a plain crossing count over the closed polygons.
///
/// Step counts come from the chord error bound `h²/8 · max|B″|` for parameter step `h`: a quad has
/// `|B″| = 2·|p₀ − 2p₁ + p₂|`, a cubic at most `6·max(|p₀ − 2p₁ + p₂|, |p₁ − 2p₂ + p₃|)`. The polygon
/// edges are grouped in runs of 32 with bounding boxes, only so the test stays fast.
public struct ReferencePolyline {
    private var xs: [Double] = [], ys: [Double] = []
    private var runs: [(start: Int, end: Int, minX: Double, maxX: Double, minY: Double, maxY: Double)] = []

    public init(_ path: Path, tolerance: Double) {
        var ringStart = 0, start = Point.zero, current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                closeRing(from: ringStart)
                ringStart = xs.count
                xs.append(p.x)
                ys.append(p.y)
                start = p
            case .line(let p):
                xs.append(p.x)
                ys.append(p.y)
            case .quadCurve(let p, let c):
                let p0 = current
                let n = Self.steps(2 * (p0.x - 2 * c.x + p.x).hypotenuse(p0.y - 2 * c.y + p.y), tolerance)
                xs.reserveCapacity(xs.count + n)
                ys.reserveCapacity(ys.count + n)
                for i in 1..<n {
                    // de Casteljau: two rounds of interpolation.
                    let t = Double(i) / Double(n)
                    let ax = p0.x + (c.x - p0.x) * t, ay = p0.y + (c.y - p0.y) * t
                    let bx = c.x + (p.x - c.x) * t, by = c.y + (p.y - c.y) * t
                    xs.append(ax + (bx - ax) * t)
                    ys.append(ay + (by - ay) * t)
                }
                xs.append(p.x)
                ys.append(p.y)
            case .curve(let p, let c1, let c2):
                let p0 = current
                let d = Swift.max((p0.x - 2 * c1.x + c2.x).hypotenuse(p0.y - 2 * c1.y + c2.y),
                                  (c1.x - 2 * c2.x + p.x).hypotenuse(c1.y - 2 * c2.y + p.y))
                let n = Self.steps(6 * d, tolerance)
                xs.reserveCapacity(xs.count + n)
                ys.reserveCapacity(ys.count + n)
                for i in 1..<n {
                    // de Casteljau: three rounds of interpolation.
                    let t = Double(i) / Double(n)
                    let ax = p0.x + (c1.x - p0.x) * t, ay = p0.y + (c1.y - p0.y) * t
                    let bx = c1.x + (c2.x - c1.x) * t, by = c1.y + (c2.y - c1.y) * t
                    let cx = c2.x + (p.x - c2.x) * t, cy = c2.y + (p.y - c2.y) * t
                    let dx = ax + (bx - ax) * t, dy = ay + (by - ay) * t
                    let ex = bx + (cx - bx) * t, ey = by + (cy - by) * t
                    xs.append(dx + (ex - dx) * t)
                    ys.append(dy + (ey - dy) * t)
                }
                xs.append(p.x)
                ys.append(p.y)
            case .closeSubpath:
                closeRing(from: ringStart)
                ringStart = xs.count
                xs.append(start.x)
                ys.append(start.y)
            }
            if let end = element.endPoint { current = end } else { current = start }
        }
        closeRing(from: ringStart)
    }

    /// Steps so that `h²/8 · maxSecondDerivative ≤ tolerance` with `h = 1/steps`.
    private static func steps(_ maxSecondDerivative: Double, _ tolerance: Double) -> Int {
        Swift.max(1, Int((maxSecondDerivative / (8 * tolerance)).squareRoot().rounded(.up)))
    }

    /// Ends the polygon whose vertices start at `first`: joins its last vertex back to its first
    /// (or drops a lone vertex) and groups its edges into runs of 32 with bounding boxes.
    private mutating func closeRing(from first: Int) {
        guard xs.count - first > 1 else {
            xs.removeSubrange(first...)
            ys.removeSubrange(first...)
            return
        }
        xs.append(xs[first])
        ys.append(ys[first])
        let lastVertex = xs.count - 1
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                var low = first
                while low < lastVertex {
                    let high = Swift.min(low + 32, lastVertex)
                    var minX = xs[low], maxX = minX, minY = ys[low], maxY = minY
                    for i in low...high {
                        minX = Swift.min(minX, xs[i])
                        maxX = Swift.max(maxX, xs[i])
                        minY = Swift.min(minY, ys[i])
                        maxY = Swift.max(maxY, ys[i])
                    }
                    runs.append((low, high, minX, maxX, minY, maxY))
                    low = high
                }
            }
        }
    }

    /// The crossing count of a ray toward +x (+1 for an edge running +y), or `nil` if the point is
    /// within `distance` of an edge.
    public func winding(at point: Point, excludingWithin distance: Double) -> Int? {
        let px = point.x, py = point.y
        var winding = 0
        for run in runs {
            if py < run.minY - distance || py > run.maxY + distance { continue }
            let near = px >= run.minX - distance && px <= run.maxX + distance
            if !near && px > run.maxX { continue }
            for i in run.start..<run.end {
                let x0 = xs[i], y0 = ys[i], x1 = xs[i + 1], y1 = ys[i + 1]
                if near && Self.distance(px, py, x0, y0, x1, y1) < distance { return nil }
                if (y0 <= py) != (y1 <= py) {
                    let x = x0 + (py - y0) * (x1 - x0) / (y1 - y0)
                    if x > px { winding += y1 > y0 ? 1 : -1 }
                }
            }
        }
        return winding
    }

    private static func distance(_ px: Double, _ py: Double, _ x0: Double, _ y0: Double,
                                 _ x1: Double, _ y1: Double) -> Double {
        let dx = x1 - x0, dy = y1 - y0
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((px - x0) * dx + (py - y0) * dy) / lengthSquared : 0
        t = Swift.min(Swift.max(t, 0), 1)
        return (px - x0 - t * dx).hypotenuse(py - y0 - t * dy)
    }
}
