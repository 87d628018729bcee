import Geometry
import SeededRandom
import XCTest

/// `flattened(tolerance:)`: chords within the tolerance of the true curve, checked against dense
/// samples of the curve by an independent de Casteljau evaluation; structure and end points kept.
final class GeometryCoreFlatteningTests: XCTestCase {
    // MARK: Independent geometry

    /// The quadratic or cubic Bézier curve with control polygon `points` at `t`, by de Casteljau's
    /// construction (repeated interpolation, unrolled so debug builds stay fast).
    private func deCasteljau(_ points: [Point], _ t: Double) -> Point {
        func lerp(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        if points.count == 3 { return lerp(lerp(points[0], points[1]), lerp(points[1], points[2])) }
        let a = lerp(points[0], points[1]), b = lerp(points[1], points[2]), c = lerp(points[2], points[3])
        return lerp(lerp(a, b), lerp(b, c))
    }

    private func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared : 0
        t = Swift.min(1, Swift.max(0, t))
        return p.distance(to: Point(x: a.x + dx * t, y: a.y + dy * t))
    }

    /// The vertices of the polyline that `flattened` makes of one curve from `points[0]`.
    private func flattenedVertices(_ points: [Point], tolerance: Double) -> [Point] {
        var path = Path()
        path.move(to: points[0])
        switch points.count {
        case 3: path.addQuadCurve(to: points[2], control: points[1])
        case 4: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        default: preconditionFailure("quads and cubics only")
        }
        return path.flattened(tolerance: tolerance).elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default:
                XCTFail("flattened paths hold only moves and lines, found \(element)")
                return nil
            }
        }
    }

    /// The largest distance from dense samples of the true curve to the polyline.
    ///
    /// For each sample, chords are tried outward from the one that served the previous sample; any
    /// chord within `tolerance` settles the sample (the true distance can only be smaller). Only when
    /// no chord qualifies is the sample's exact distance to the polyline (the minimum over all
    /// chords) reported, so the result exceeds `tolerance` exactly when some sample does.
    private func worstDeviation(_ points: [Point], polyline: [Point], samplesPerChord: Int,
                                tolerance: Double) -> Double {
        let chords = polyline.count - 1
        let samples = Swift.max(64, samplesPerChord * chords)
        var hint = 0, worst = 0.0
        for s in 0...samples {
            let p = deCasteljau(points, Double(s) / Double(samples))
            var settled = false
            search: for offset in 0..<chords {
                for i in stride(from: hint - offset, through: hint + offset, by: Swift.max(1, 2 * offset))
                where i >= 0 && i < chords {
                    let d = distance(from: p, toSegment: polyline[i], polyline[i + 1])
                    if d <= tolerance {
                        worst = Swift.max(worst, d)
                        hint = i
                        settled = true
                        break search
                    }
                }
            }
            if !settled {
                var best = Double.infinity
                for i in 0..<chords {
                    best = Swift.min(best, distance(from: p, toSegment: polyline[i], polyline[i + 1]))
                }
                worst = Swift.max(worst, best)
            }
        }
        return worst
    }

    // MARK: Accuracy

    func testRandomCurvesStayWithinTolerance() {
        let seed: UInt64 = 0x70_75_63_68_73_74_6F_6E
        print("GeometryCoreFlatteningTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        for tolerance in [1, 0.1, 0.01, 1e-4] {
            for index in 0..<24 {
                let degree = index % 2 == 0 ? 2 : 3
                let points = (0...degree).map { _ in Point(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100)) }
                let polyline = flattenedVertices(points, tolerance: tolerance)
                let context = "tolerance \(tolerance), curve \(index): \(points)"
                XCTAssertGreaterThanOrEqual(polyline.count, 2, context)
                guard polyline.count >= 2 else { continue }
                XCTAssertEqual(polyline.first, points.first, "start kept exactly, \(context)")
                XCTAssertEqual(polyline.last, points.last, "end kept exactly, \(context)")
                // 1e-12 allows for rounding in the distance computation (coordinates stay within 100).
                let deviation = worstDeviation(points, polyline: polyline, samplesPerChord: 8, tolerance: tolerance)
                XCTAssertLessThanOrEqual(deviation, tolerance + 1e-12, context)
            }
        }
    }

    func testTightLoopsAndCuspsStayWithinTolerance() {
        // Hard shapes: a cusp (controls crossed), a loop, a hairpin quad and a nearly straight cubic.
        let curves: [[Point]] = [
            [Point(x: 0, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 100, y: 0)],
            [Point(x: 0, y: 0), Point(x: 150, y: 100), Point(x: -50, y: 100), Point(x: 100, y: 0)],
            [Point(x: 0, y: 0), Point(x: 1000, y: 1), Point(x: 0, y: 2)],
            [Point(x: 0, y: 0), Point(x: 33, y: 0.001), Point(x: 67, y: -0.001), Point(x: 100, y: 0)],
        ]
        for tolerance in [1, 0.1, 0.01, 1e-4] {
            for points in curves {
                let polyline = flattenedVertices(points, tolerance: tolerance)
                let deviation = worstDeviation(points, polyline: polyline, samplesPerChord: 8, tolerance: tolerance)
                XCTAssertLessThanOrEqual(deviation, tolerance + 1e-12, "tolerance \(tolerance), \(points)")
                XCTAssertEqual(polyline.last, points.last)
            }
        }
    }

    func testParabolaUsesTheFewestEqualSteps() {
        // The quad (0,0)-(50,100)-(100,0) has second difference p0 − 2p1 + p2 = (0, −200); a chord over
        // a parameter step h misses the parabola by at most |(0, −200)|·h²/4 = 50h². Tolerance 1
        // needs 50/n² ≤ 1, so n = 8 (7 would give 1.02): eight chords, not more.
        let points = [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)]
        let polyline = flattenedVertices(points, tolerance: 1)
        XCTAssertEqual(polyline.count - 1, 8)
        XCTAssertLessThanOrEqual(worstDeviation(points, polyline: polyline, samplesPerChord: 64, tolerance: 1),
                                 1 + 1e-12)
    }

    // MARK: Structure

    func testLinesAreUnchanged() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        path.closeSubpath()
        path.move(to: Point(x: 20, y: 20))
        path.addLine(to: Point(x: 30, y: 25))
        for tolerance in [1, 1e-4] {
            XCTAssertEqual(path.flattened(tolerance: tolerance), path)
        }
    }

    func testSubpathStructureAndEndPointsArePreserved() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 20, y: 5))
        path.closeSubpath()
        path.addCurve(to: Point(x: -5, y: 7), control1: Point(x: 3, y: 30), control2: Point(x: -20, y: 15))
        path.move(to: Point(x: 50, y: 50))
        path.addArc(center: Point(x: 50, y: 60), radius: 10, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()

        let flat = path.flattened(tolerance: 0.05)
        // Collapse each run of lines to one marker: the pattern of moves, lines and closes is the
        // original's with every curve counted as a line.
        func pattern(_ p: Path) -> String {
            var s = ""
            for element in p.elements {
                let letter: Character
                switch element {
                case .move: letter = "M"
                case .closeSubpath: letter = "Z"
                default: letter = "L"
                }
                if !(letter == "L" && s.last == "L") { s.append(letter) }
            }
            return s
        }
        XCTAssertEqual(pattern(path), "MLZMLMLZ")
        XCTAssertEqual(pattern(flat), pattern(path))
        XCTAssertTrue(flat.elements.allSatisfy {
            if case .quadCurve = $0 { return false }
            if case .curve = $0 { return false }
            return true
        })
        // Every end point of the original is a vertex of the flattened path, in order and exactly.
        let originalEnds = path.elements.compactMap(\.endPoint)
        let flatEnds = flat.elements.compactMap(\.endPoint)
        var cursor = flatEnds.startIndex
        for end in originalEnds {
            guard let found = flatEnds[cursor...].firstIndex(of: end) else {
                return XCTFail("\(end) missing from the flattened path")
            }
            cursor = found + 1
        }
        XCTAssertEqual(flat.currentPoint, path.currentPoint)
        // The flattened path's bounds lie inside the curve's control bounds.
        if let flatBounds = flat.controlPointBounds, let bounds = path.controlPointBounds {
            XCTAssertTrue(bounds.contains(flatBounds))
        }
    }

    func testCircleFlattensOntoTheCircle() {
        // The chord vertices of an arc lie on its cubics, which lie within 2.7e-4·r of the circle;
        // with tolerance 1e-3 and r = 100 every vertex is within 0.03 + 1e-3 of radius 100.
        var path = Path()
        path.addEllipse(in: Rect(x: -100, y: -100, width: 200, height: 200))
        let flat = path.flattened(tolerance: 1e-3)
        for case .line(let p) in flat.elements {
            XCTAssertEqual(p.distance(to: .zero), 100, accuracy: 0.031)
        }
        XCTAssertGreaterThan(flat.elements.count, 40)
    }

    func testTinyToleranceIsClampedButStillTerminates() {
        // Below 1e-12 the tolerance is treated as 1e-12, and a curve never gets more than 2^16 chords.
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        let flat = path.flattened(tolerance: 0)
        XCTAssertLessThanOrEqual(flat.elements.count, 1 + PathSegment.maximumFlatteningSteps)
        XCTAssertEqual(flat.currentPoint, Point(x: 100, y: 0))
    }
}
