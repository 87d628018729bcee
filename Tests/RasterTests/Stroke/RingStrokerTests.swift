import Geometry
import Raster
import SeededRandom
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ring route of `Path.stroked` for closed convex subpaths (RingStroker.swift): its pixels
/// against the exact coverage of the ideal stroke of a rounded rectangle, which subpaths take it,
/// and that everything else still strokes correctly through the union of pieces.
final class RingStrokerTests: XCTestCase {
    // MARK: Reference

    /// The ideal stroke of a rounded rectangle with true circular corners: the points whose
    /// distance to the outline is at most `halfWidth`, that is the rounded rectangle grown by
    /// `halfWidth` (corner radius `r + halfWidth`) minus the open one shrunk by it (corner radius
    /// `r − halfWidth`, which needs `r ≥ halfWidth`).
    private struct IdealRoundedRectStroke {
        var minX, minY, maxX, maxY, radius, halfWidth: Double

        /// The x-interval of a rounded rectangle (bounds and corner radius) at height `y`.
        private static func span(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r: Double,
                                 y: Double) -> (Double, Double)? {
            guard y >= y0, y <= y1 else { return nil }
            let dy = max(0, y0 + r - y, y - (y1 - r))
            let inset = r - max(0, r * r - dy * dy).squareRoot()
            return (x0 + inset, x1 - inset)
        }

        private static func overlap(_ span: (Double, Double)?, _ left: Double, _ right: Double) -> Double {
            guard let (a, b) = span else { return 0 }
            return max(0, min(b, right) - max(a, left))
        }

        /// The length of the stroke on the line at height `y` inside the column [left, left + 1].
        func length(y: Double, left: Double) -> Double {
            let h = halfWidth
            let outer = Self.span(minX - h, minY - h, maxX + h, maxY + h, radius + h, y: y)
            let inner = Self.span(minX + h, minY + h, maxX - h, maxY - h, radius - h, y: y)
            return Self.overlap(outer, left, left + 1) - Self.overlap(inner, left, left + 1)
        }

        /// The heights where the length above stops being smooth: the horizontal sides of both
        /// rounded rectangles and the ends of their corner arcs.
        var breaks: [Double] {
            let h = halfWidth
            return [minY - h, maxY + h, minY + h, maxY - h, minY + radius, maxY - radius]
        }

        /// The signed distance from `p` to the true outline (negative inside).
        func signedDistance(_ p: Point) -> Double {
            let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
            let qx = abs(p.x - cx) - ((maxX - minX) / 2 - radius)
            let qy = abs(p.y - cy) - ((maxY - minY) / 2 - radius)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - radius
        }

        /// The area of the stroke inside pixel (x, y): exact 0 or 1 where the pixel's centre is
        /// more than half a diagonal (plus a margin) from the stroke's edges; otherwise the lengths
        /// above integrated over the pixel's height, cut at every break and summed by the midpoint
        /// rule with 64 samples a piece (its error is far below 1/255 here: the lengths are
        /// piecewise smooth, the worst being the square-root ends of arcs).
        func coverage(x: Int, y: Int) -> Double {
            let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
            let d = abs(signedDistance(centre)) - halfWidth
            if d > 0.75 { return 0 }
            if d < -0.75 { return 1 }
            let top = Double(y), bottom = top + 1
            var cuts = [top, bottom] + breaks.filter { $0 > top && $0 < bottom }
            cuts.sort()
            var area = 0.0
            for piece in 0..<(cuts.count - 1) {
                let y0 = cuts[piece], y1 = cuts[piece + 1]
                let samples = 64
                let step = (y1 - y0) / Double(samples)
                for index in 0..<samples {
                    area += length(y: y0 + (Double(index) + 0.5) * step, left: Double(x)) * step
                }
            }
            return area
        }
    }

    /// How many subpaths an outline has: a ring is two loops, the union of pieces many more.
    private func loopCount(_ outline: Path) -> Int {
        outline.elements.reduce(0) { count, element in
            if case .move = element { return count + 1 }
            return count
        }
    }

    /// A rounded rectangle, clockwise on screen, whose corners are each eight cubic pieces of a
    /// sixteenth turn, `k = 4/3·tan(δ/4)` (radial error `r·δ⁶/55296`, 4e-8 px at r 36): the true
    /// circle for these tests, unlike `addRoundedRect`'s one cubic per corner (2.7e-4·r, 0.01 px
    /// at r 36), so what they measure is the stroker's own error.
    private func roundedRect(x: Double, y: Double, width: Double, height: Double, radius r: Double) -> Path {
        let x0 = x, y0 = y, x1 = x + width, y1 = y + height
        var path = Path()
        path.move(to: Point(x: x1, y: y0 + r))
        // Each corner's centre; the straight sides are the lines into each corner's first point.
        let corners = [(x1 - r, y1 - r), (x0 + r, y1 - r), (x0 + r, y0 + r), (x1 - r, y0 + r)]
        let pieces = 8
        let delta = Double.pi / 2 / Double(pieces)
        let k = 4.0 / 3 * tan(delta / 4) * r
        for (index, (cx, cy)) in corners.enumerated() {
            let start = Double(index) * Double.pi / 2
            path.addLine(to: Point(x: cx + r * cos(start), y: cy + r * sin(start)))
            for piece in 0..<pieces {
                let a0 = start + Double(piece) * delta, a1 = a0 + delta
                let p0 = Point(x: cx + r * cos(a0), y: cy + r * sin(a0))
                let p3 = Point(x: cx + r * cos(a1), y: cy + r * sin(a1))
                path.addCurve(to: p3, control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                              control2: Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1)))
            }
        }
        path.closeSubpath()
        return path
    }

    /// Strokes a rounded rectangle (optionally mirrored, which reverses its direction) and compares
    /// every pixel with the ideal stroke's exact area; returns the largest difference in 1/255.
    private func largestError(x: Double, y: Double, width: Double, height: Double, radius: Double,
                              strokeWidth: Double, join: LineJoin = .miter, mirrored: Bool = false,
                              file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        var path = roundedRect(x: x, y: y, width: width, height: height, radius: radius)
        if mirrored {
            // x ↦ (2x + width) − x maps the rectangle onto itself, reversing its direction.
            var reversed = Path()
            reversed.addPath(path, transform: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x + width, ty: 0))
            path = reversed
        }
        let outline = path.stroked(StrokeStyle(width: strokeWidth, join: join))
        XCTAssertEqual(loopCount(outline), 2, "the ring route", file: file, line: line)
        let ideal = IdealRoundedRectStroke(minX: x, minY: y, maxX: x + width, maxY: y + height,
                                           radius: radius, halfWidth: strokeWidth / 2)
        let reach = strokeWidth / 2 + 2
        let bounds = PixelRect(x: Int((x - reach).rounded(.down)), y: Int((y - reach).rounded(.down)),
                               width: Int((width + 2 * reach).rounded(.up)) + 1,
                               height: Int((height + 2 * reach).rounded(.up)) + 1)
        let mask = try CoverageMask(rasterizing: outline, rule: .nonZero, bounds: bounds)
        var worst = 0
        for py in bounds.y..<(bounds.y + bounds.height) {
            for px in bounds.x..<(bounds.x + bounds.width) {
                let expected = Int((ideal.coverage(x: px, y: py) * 255).rounded())
                worst = max(worst, abs(Int(mask[px, py]) - expected))
            }
        }
        return worst
    }

    /// The ring's pixels against the ideal stroke of a rounded rectangle with circular corners.
    /// What remains is the approximations, not the rasterizer (exact area for a ring): the corner
    /// cubics lie outside the true circle by up to 2.7e-4·r (0.01 px at r 36), the chords inside
    /// it by up to the flattening budget (Wang's bound 0.025; the actual sagitta is smaller), and
    /// the rounding of the mask to 1/255. Measured: the largest error of every case below is 1 or 2
    /// (see the messages); 3 would need a pixel whose boundary length times the local deviation
    /// exceeds 2.5/255 ≈ 0.0098 px.
    func testRoundedRectangleRingsMatchTheIdealStroke() throws {
        let cases: [(String, Double, Double, Double, Double, Double, Double, LineJoin, Bool)] = [
            ("button", 10, 10, 48, 48, 12, 3, .miter, false),
            ("button, fractional offset", 10.3, 7.61, 48, 48, 12, 3, .miter, false),
            ("button, mirrored", 10.3, 7.61, 48, 48, 12, 3, .round, true),
            ("button, 1 px", 3.25, 4.5, 48, 48, 12, 1, .bevel, false),
            ("odd width 5", 6.4, 6.1, 48, 30, 12, 5, .miter, false),
            ("odd width 7, tight radius", 5.5, 5.5, 40, 40, 4, 7, .miter, false),
            ("card", 60, 60, 960, 540, 36, 3, .miter, false),
            ("card, fractional", 60.37, 59.82, 321.5, 181.25, 36, 3, .miter, false),
        ]
        for (name, x, y, width, height, radius, strokeWidth, join, mirrored) in cases {
            let worst = try largestError(x: x, y: y, width: width, height: height, radius: radius,
                                         strokeWidth: strokeWidth, join: join, mirrored: mirrored)
            XCTAssertLessThanOrEqual(worst, 2, "\(name): largest error \(worst)/255")
            print("RingStrokerTests \(name): largest error \(worst)/255")
        }
    }

    // MARK: Which subpaths take the ring

    /// Convex closed subpaths whose inner offset keeps every edge take the ring; everything else
    /// falls back to the union of pieces (many loops).
    func testOnlyProvablyValidSubpathsTakeTheRing() {
        func polygon(_ points: [(Double, Double)], closed: Bool = true) -> Path {
            var path = Path()
            path.move(to: Point(x: points[0].0, y: points[0].1))
            for p in points.dropFirst() { path.addLine(to: Point(x: p.0, y: p.1)) }
            if closed { path.closeSubpath() }
            return path
        }
        let style = StrokeStyle(width: 4)
        var rectangle = Path()
        rectangle.addRect(Rect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(loopCount(rectangle.stroked(style)), 2)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(loopCount(circle.stroked(style)), 2)

        // Concave: an L.
        let lShape = polygon([(0, 0), (20, 0), (20, 10), (10, 10), (10, 20), (0, 20)])
        XCTAssertGreaterThan(loopCount(lShape.stroked(style)), 2)
        // Turns all one way but twice round: a pentagram.
        let star = polygon((0..<5).map { k in
            let angle = Double(k) * 4 * Double.pi / 5
            return (20 * cos(angle), 20 * sin(angle))
        })
        XCTAssertGreaterThan(loopCount(star.stroked(style)), 2)
        // A corner radius below half the width: the inner offset of the corners folds.
        var tight = Path()
        tight.addRoundedRect(in: Rect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 1.5, cornerHeight: 1.5)
        XCTAssertGreaterThan(loopCount(tight.stroked(style)), 2)
        // A side shorter than the width: the inner offset's edges reverse.
        let thin = polygon([(0, 0), (30, 0), (30, 3), (0, 3)])
        XCTAssertGreaterThan(loopCount(thin.stroked(style)), 2)
        // A real corner between a curve and a line (a half disk).
        var halfDisk = Path()
        halfDisk.move(to: Point(x: -20, y: 0))
        halfDisk.addArc(center: .zero, radius: 20, startAngle: Double.pi, endAngle: 0, clockwise: false)
        halfDisk.closeSubpath()
        XCTAssertGreaterThan(loopCount(halfDisk.stroked(style)), 2)
        // Open subpaths keep the union of pieces.
        let open = polygon([(0, 0), (20, 0), (20, 10), (0, 10)], closed: false)
        XCTAssertGreaterThan(loopCount(open.stroked(style)), 2)
        // A back-and-forth "polygon" of two vertices.
        // (two rectangles, the cusps drawing nothing with miter joins).
        let sliver = polygon([(0, 0), (20, 0)]).stroked(style)
        XCTAssertTrue(sliver.contains(Point(x: 10, y: 1.9), rule: .nonZero))
        XCTAssertFalse(sliver.contains(Point(x: 10, y: 2.1), rule: .nonZero))
        XCTAssertFalse(sliver.contains(Point(x: -0.1, y: 0), rule: .nonZero))
    }

    /// Random convex polygons (vertices on a random ellipse, either direction, widths up to 0.8 of
    /// the smaller semi-axis) stroked with every join, against the distance d to the polygon: every
    /// join covers d < w/2 inside the polygon and next to a side's interior; round joins are exactly d ≤ w/2 up to the tolerance of their inscribed
    /// arcs, bevels lie inside that, miters within `miterLimit · w/2`. No point winds below 0. About
    /// half the polygons take the ring (44 of 90; at least a third required, so both routes are
    /// exercised); the others (a side too short for the width) fall back.
    func testRandomConvexPolygonsAreDistanceBands() {
        let seed: UInt64 = 0x0FF5_E7_0001
        var rng = SplitMix64(seed: seed)
        let tolerance = 0.05
        var rings = 0, total = 0
        /// The distance from `p` to the side from `a` to `b`, and whether the nearest point is
        /// inside the side (not an end).
        func distance(_ p: Point, _ a: Point, _ b: Point) -> (Double, Bool) {
            let d = b - a
            let t = ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)
            let clamped = max(0, min(1, t))
            return (p.distance(to: Point(x: a.x + d.x * clamped, y: a.y + d.y * clamped)), t > 0 && t < 1)
        }
        for index in 0..<90 {
            let count = Int(rng.uniform(3, 13))
            let rx = rng.uniform(5, 40), ry = rng.uniform(5, 40), tilt = rng.uniform(0, Double.pi)
            let centre = Point(x: rng.uniform(-20, 20), y: rng.uniform(-20, 20))
            var angles = (0..<count).map { _ in rng.uniform(0, 2 * Double.pi) }.sorted()
            if rng.chance(0.5) { angles.reverse() }
            let points = angles.map { angle -> Point in
                let x = rx * cos(angle), y = ry * sin(angle)
                return Point(x: centre.x + x * cos(tilt) - y * sin(tilt), y: centre.y + x * sin(tilt) + y * cos(tilt))
            }
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
            let width = rng.uniform(0.5, min(rx, ry) * 0.8)
            let h = width / 2
            let join = [LineJoin.round, .bevel, .miter][index % 3]
            let style = StrokeStyle(width: width, join: join, miterLimit: rng.uniform(1, 6))
            let outline = path.stroked(style, tolerance: tolerance)
            total += 1
            if loopCount(outline) == 2 { rings += 1 }
            let sides = (0..<count).map { (points[$0], points[($0 + 1) % count]) }
            for _ in 0..<400 {
                let p = Point(x: centre.x + rng.uniform(-45, 45), y: centre.y + rng.uniform(-45, 45))
                let distances = sides.map { distance(p, $0.0, $0.1) }
                let d = distances.map(\.0).min()!
                // Covered by every join: within w/2 of a side's interior (its rectangle), or
                // inside the polygon within w/2 of its boundary.
                let inBand = distances.contains { $0.1 && $0.0 < h - 1e-6 }
                    || (path.contains(p, rule: .nonZero) && d < h - 1e-6)
                let inside = outline.contains(p, rule: .nonZero)
                let message = "seed \(String(seed, radix: 16)) #\(index) \(join) width \(width) at \(p): distance \(d)"
                XCTAssertGreaterThanOrEqual(outline.winding(at: p), 0, message)
                if inBand { XCTAssertTrue(inside, message) }
                switch join {
                case .round, .bevel:
                    if d > h + tolerance + 1e-6 { XCTAssertFalse(inside, message) }
                case .miter:
                    if d > h * max(1, style.miterLimit) + 1e-6 { XCTAssertFalse(inside, message) }
                }
                if join == .round, d < h - tolerance - 1e-6 { XCTAssertTrue(inside, message) }
            }
        }
        XCTAssertGreaterThan(rings, total / 3, "rings \(rings) of \(total)")
        print("RingStrokerTests random convex polygons: \(rings) of \(total) rings")
    }

    /// Declined subpaths still stroke correctly, next to rings in the same path: a square (ring)
    /// and a thin rectangle (pieces) in one path, checked against the distance band with miter
    /// corners (each shape's band: outset and inset by half the width).
    func testRingsAndPiecesMixInOnePath() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(Rect(x: 40, y: 0, width: 30, height: 3))
        let outline = path.stroked(StrokeStyle(width: 4))
        XCTAssertGreaterThan(loopCount(outline), 4)
        func inBand(_ p: Point, _ r: Rect) -> Bool {
            let outside = p.x < r.minX - 2 || p.x > r.maxX + 2 || p.y < r.minY - 2 || p.y > r.maxY + 2
            let deepInside = p.x > r.minX + 2 && p.x < r.maxX - 2 && p.y > r.minY + 2 && p.y < r.maxY - 2
            return !outside && !deepInside
        }
        var checked = 0
        for iy in 0..<120 {
            for ix in 0..<400 {
                let p = Point(x: -5 + Double(ix) * 0.2 + 0.013, y: -5 + Double(iy) * 0.25 + 0.017)
                let expected = inBand(p, Rect(x: 0, y: 0, width: 20, height: 20))
                    || inBand(p, Rect(x: 40, y: 0, width: 30, height: 3))
                XCTAssertEqual(outline.contains(p, rule: .nonZero), expected, "\(p)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 48_000)
    }
}
