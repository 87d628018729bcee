import Geometry
import Raster
import SeededRandom
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strokes are checked through `contains(_:rule: .nonZero)` on the outline, against geometry worked
/// by hand and against the exact predicate "within w/2 of the path" where round joins and caps make
/// the stroke exactly that set.
final class StrokerTests: XCTestCase {
    /// How far test points stay from the boundaries they probe.
    private let epsilon = 1e-6

    // MARK: Style

    func testDefaultsAreCoreAnimations() {
        let style = StrokeStyle()
        XCTAssertEqual(style.width, 1)
        XCTAssertEqual(style.join, .miter)
        XCTAssertEqual(style.cap, .butt)
        XCTAssertEqual(style.miterLimit, 10)
        XCTAssertEqual(StrokeStyle(width: 3, join: .round), StrokeStyle(width: 3, join: .round, cap: .butt, miterLimit: 10))
    }

    // MARK: Caps

    func testButtCapLineCoversExactlyItsRectangle() {
        let outline = polyline([(0, 0), (10, 0)]).stroked(StrokeStyle(width: 2))
        let e = epsilon
        assertInside(outline, [(e, 0), (10 - e, 0), (5, -1 + e), (5, 1 - e), (e, -1 + e), (10 - e, 1 - e)])
        assertOutside(outline, [(-e, 0), (10 + e, 0), (5, -1 - e), (5, 1 + e), (10 + e, 1 - e), (-e, -1 + e)])
        // A grid over the neighbourhood, the rectangle [0, 10] × [−1, 1] as the answer.
        forEachGridPoint(x: -2...12, y: -3...3, step: 0.173) { p in
            guard abs(p.x) > e, abs(p.x - 10) > e, abs(abs(p.y) - 1) > e else { return }
            let expected = p.x > 0 && p.x < 10 && abs(p.y) < 1
            XCTAssertEqual(outline.contains(p, rule: .nonZero), expected, "\(p)")
        }
    }

    func testSquareCapExtendsByHalfTheWidth() {
        let outline = polyline([(0, 0), (10, 0)]).stroked(StrokeStyle(width: 2, cap: .square))
        forEachGridPoint(x: -3...13, y: -3...3, step: 0.173) { p in
            guard abs(p.x + 1) > epsilon, abs(p.x - 11) > epsilon, abs(abs(p.y) - 1) > epsilon else { return }
            let expected = p.x > -1 && p.x < 11 && abs(p.y) < 1
            XCTAssertEqual(outline.contains(p, rule: .nonZero), expected, "\(p)")
        }
    }

    func testRoundCapIsASemicircle() {
        let outline = polyline([(0, 0), (10, 0)]).stroked(StrokeStyle(width: 2, cap: .round))
        // (−0.7, 0.7) is 0.98995 from the start point; (10.9, 0.9) is 1.2728 from the end point.
        assertInside(outline, [(10.9, 0), (-0.7, 0.7), (11 - 1e-3, 0), (-1 + 1e-3, 0), (10, 1 - epsilon)])
        assertOutside(outline, [(10.9, 0.9), (-0.8, 0.8), (11.03, 0), (-1.03, 0)])
    }

    func testRoundCapArcsHonourTheTolerance() {
        // A quarter-turn cubic would be 2.7e-4·100 = 0.027 off the circle of radius 100; with a
        // tolerance of 1e-3 the arcs must be split so that radius 100 + 6e-4 already lies outside.
        let tolerance = 1e-3
        let outline = polyline([(0, 0), (10, 0)]).stroked(StrokeStyle(width: 200, cap: .round), tolerance: tolerance)
        for index in 0..<90 {
            let angle = -Double.pi / 2 + Double.pi * (Double(index) + 0.5) / 90
            let inside = Point(x: 10 + (100 - epsilon) * cos(angle), y: (100 - epsilon) * sin(angle))
            let outside = Point(x: 10 + (100 + 0.6 * tolerance) * cos(angle), y: (100 + 0.6 * tolerance) * sin(angle))
            XCTAssertTrue(outline.contains(inside, rule: .nonZero), "\(inside)")
            XCTAssertFalse(outline.contains(outside, rule: .nonZero), "\(outside)")
        }
    }

    // MARK: Joins

    /// (0, 0) → (10, 0) → (10, 10), width 2: the outer corner is at (11, −1), the bevel's cut runs
    /// from (10, −1) to (11, 0) (the line x − y = 11), the round join is the disk of radius 1
    /// around (10, 0). Both directions of travel, so both turning senses are checked.
    func testRightAngleJoins() {
        for points in [[(0.0, 0.0), (10, 0), (10, 10)], [(10, 10), (10, 0), (0, 0)]] {
            let path = polyline(points)
            let miter = path.stroked(StrokeStyle(width: 2, join: .miter))
            let bevel = path.stroked(StrokeStyle(width: 2, join: .bevel))
            let round = path.stroked(StrokeStyle(width: 2, join: .round))
            for outline in [miter, bevel, round] {
                // The segments themselves, the inner corner, and beyond the outer edges.
                assertInside(outline, [(5, -1 + epsilon), (9.5, 0.5), (10.5, 5), (10.01, -0.98), (11 - epsilon, epsilon)])
                assertOutside(outline, [(8.5, 1.5), (5, -1 - epsilon), (11 + epsilon, 5), (11 + epsilon, -0.5), (10.5, -1 - epsilon)])
            }
            assertInside(miter, [(11 - epsilon, -1 + epsilon), (10.6, -0.6), (10.99, -0.5)])
            // The bevel keeps its triangle but not the corner beyond x − y = 11.
            assertInside(bevel, [(10.4, -0.4), (10.05, -0.9), (10.9, -0.05), (10.5 - epsilon, -0.5 + epsilon)])
            assertOutside(bevel, [(10.6, -0.6), (11 - epsilon, -1 + epsilon), (10.5 + epsilon, -0.5 - epsilon)])
            // The round join: everything within 1 of (10, 0), nothing beyond.
            for index in 0..<16 {
                let angle = -Double.pi / 2 + Double.pi / 2 * (Double(index) + 0.5) / 16
                assertInside(round, [(10 + 0.999 * cos(angle), 0.999 * sin(angle))])
                assertOutside(round, [(10 + 1.03 * cos(angle), 1.03 * sin(angle))])
            }
        }
    }

    /// Segments meeting at 10°: the miter's length over the width is 1 / sin(5°) = 11.474, so a
    /// limit of 10 bevels and a limit of 100 miters. The tip lies on the bisector of the outer
    /// normals, direction (cos 5°, −sin 5°), at h / sin(5°) = 11.474 from the vertex for h = 1.
    func testMiterLimitBevelsSharpCorners() {
        let theta = 10.0 * Double.pi / 180
        let path = polyline([(0, 0), (10, 0), (10 - 10 * cos(theta), 10 * sin(theta))])
        let bevelled = path.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: 10))
        let mitered = path.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: 100))
        let tipDistance = 1 / sin(theta / 2)
        XCTAssertEqual(tipDistance, 11.474, accuracy: 1e-3)
        let bisector = Point(x: cos(theta / 2), y: -sin(theta / 2))
        func alongBisector(_ distance: Double) -> Point { Point(x: 10 + bisector.x * distance, y: bisector.y * distance) }
        for distance in [2.0, 6, 11, tipDistance - 1e-3] {
            XCTAssertTrue(mitered.contains(alongBisector(distance), rule: .nonZero), "\(distance)")
            XCTAssertFalse(bevelled.contains(alongBisector(distance), rule: .nonZero), "\(distance)")
        }
        XCTAssertFalse(mitered.contains(alongBisector(tipDistance + 1e-3), rule: .nonZero))
        // The bevel's cut crosses the bisector at h·cos(85°) = 0.0872 from the vertex.
        XCTAssertTrue(bevelled.contains(alongBisector(0.08), rule: .nonZero))
        XCTAssertFalse(bevelled.contains(alongBisector(0.095), rule: .nonZero))
    }

    /// At a right angle the ratio is √2 = 1.41421: a limit of 1.414 bevels, 1.415 miters; a
    /// limit below 1 (or NaN) always bevels.
    func testMiterLimitFollowsTheRatioRule() {
        let path = polyline([(0, 0), (10, 0), (10, 10)])
        let corner = (10.9, -0.9)
        assertOutside(path.stroked(StrokeStyle(width: 2, miterLimit: 1.414)), [corner])
        assertInside(path.stroked(StrokeStyle(width: 2, miterLimit: 1.415)), [corner])
        assertOutside(path.stroked(StrokeStyle(width: 2, miterLimit: 0.5)), [corner])
        assertOutside(path.stroked(StrokeStyle(width: 2, miterLimit: .nan)), [corner])
    }

    func testCuspsAndCollinearPoints() {
        // Straight on: no join piece, just the two rectangles (five elements each).
        let straight = polyline([(0, 0), (5, 0), (10, 0)]).stroked(StrokeStyle(width: 2))
        XCTAssertEqual(straight.elements.count, 10)
        assertInside(straight, [(5, 0.99), (5 - epsilon, -0.99), (5 + epsilon, -0.99)])
        // A 180° turn: miter and bevel end flat, a round join is a half-disk.
        let cusp = polyline([(0, 0), (10, 0), (3, 0)])
        for join in [LineJoin.miter, .bevel] {
            let outline = cusp.stroked(StrokeStyle(width: 2, join: join))
            assertInside(outline, [(10 - epsilon, 0.99), (epsilon, -0.99)])
            assertOutside(outline, [(10 + epsilon, 0), (10.5, 0.5), (-epsilon, 0)])
        }
        let rounded = cusp.stroked(StrokeStyle(width: 2, join: .round))
        assertInside(rounded, [(10.99, 0), (10.7, 0.7), (10.7, -0.7)])
        assertOutside(rounded, [(11.03, 0), (10.8, 0.8)])
    }

    // MARK: Closed subpaths

    /// A 100 × 40 rectangle stroked 6 wide: the band between the rectangle inset by 3 and outset
    /// by 3, with square outer corners for miters, corners cut at 3 along the diagonal for bevels
    /// and the exact distance band for round joins. Closed, so no caps and the start corner joins.
    func testClosedRectangleBand() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 100, height: 40))
        let tolerance = 0.05
        for join in [LineJoin.miter, .bevel, .round] {
            let outline = path.stroked(StrokeStyle(width: 6, join: join), tolerance: tolerance)
            var checked = 0
            forEachGridPoint(x: -10...110, y: -10...50, step: 0.731) { p in
                let outerX = max(-3 - p.x, p.x - 103), outerY = max(-3 - p.y, p.y - 43)
                let inner = min(p.x - 3, 97 - p.x, p.y - 3, 37 - p.y)
                // Signed margin: positive inside the expected set, negative outside.
                var margin = min(-max(outerX, outerY), -inner)
                switch join {
                case .miter:
                    break
                case .bevel:
                    // The cut at a corner (cx, cy) with outward diagonal (sx, sy) is
                    // sx(x − cx) + sy(y − cy) = 3 (the points (cx ± 3, cy), (cx, cy ± 3)).
                    for (cx, cy, sx, sy) in [(0.0, 0.0, -1.0, -1.0), (100, 0, 1, -1), (100, 40, 1, 1), (0, 40, -1, 1)] {
                        if sx * (p.x - cx) > 0, sy * (p.y - cy) > 0 {
                            margin = min(margin, (3 - (sx * (p.x - cx) + sy * (p.y - cy))) / 2.0.squareRoot())
                        }
                    }
                case .round:
                    margin = 3 - distanceToRectangleBoundary(p, Rect(x: 0, y: 0, width: 100, height: 40))
                }
                guard abs(margin) > epsilon + (join == .round ? tolerance : 0) else { return }
                checked += 1
                XCTAssertEqual(outline.contains(p, rule: .nonZero), margin > 0, "\(join) \(p)")
            }
            XCTAssertGreaterThan(checked, 12_000)
        }
    }

    /// A circle of radius 20 (four cubics from addEllipse, themselves within 2.7e-4·20 = 0.0054 of
    /// the true circle) stroked 4 wide covers the annulus |d − 20| ≤ 2.
    func testStrokedCircleIsAnAnnulus() {
        var path = Path()
        path.addEllipse(in: Rect(x: 30, y: 30, width: 40, height: 40))
        let tolerance = 0.05
        let allowance = tolerance + 20 * 2.8e-4 + epsilon
        for join in [LineJoin.miter, .round] {
            let outline = path.stroked(StrokeStyle(width: 4, join: join), tolerance: tolerance)
            forEachGridPoint(x: 25...75, y: 25...75, step: 0.7) { p in
                let d = abs(p.distance(to: Point(x: 50, y: 50)) - 20)
                guard abs(d - 2) > allowance else { return }
                XCTAssertEqual(outline.contains(p, rule: .nonZero), d < 2, "\(join) \(p)")
            }
        }
    }

    /// The butt end of a curve is square to its tangent, not to the last chord. A quarter arc of
    /// radius 20 from angle 0 to π/2 ends at (0, 20) heading −x; stroked 10 wide, the end is the
    /// line x = 0 for 15 ≤ y ≤ 25. Without refining the end chords the chord's rectangle would
    /// stick out about 5·sin(2.3°) = 0.2 past it.
    func testButtEndsOfCurvesAreSquareToTheTangent() {
        var path = Path()
        path.addArc(center: .zero, radius: 20, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        let tolerance = 0.05
        let outline = path.stroked(StrokeStyle(width: 10), tolerance: tolerance)
        for index in 0..<50 {
            let y = 15.2 + 9.6 * Double(index) / 49
            XCTAssertFalse(outline.contains(Point(x: -(tolerance + epsilon), y: y), rule: .nonZero), "\(y)")
            XCTAssertTrue(outline.contains(Point(x: tolerance + epsilon, y: y), rule: .nonZero), "\(y)")
            // And the start: the line y = 0 for 15 ≤ x ≤ 25.
            XCTAssertFalse(outline.contains(Point(x: y, y: -(tolerance + epsilon)), rule: .nonZero), "\(y)")
            XCTAssertTrue(outline.contains(Point(x: y, y: tolerance + epsilon), rule: .nonZero), "\(y)")
        }
    }

    /// A stroke much wider than its curve is tight, where offset outlines fold over themselves: a
    /// quarter circle of radius 2 (from addArc, within 2.7e-4·2 of the true circle) stroked 16 wide
    /// with round caps is exactly the points within 8 of the arc, centre included. Bevelling the
    /// turns between its chords would dent the outer edge by 8·(1 − cos 7.5°) = 0.07 here, more
    /// than the tolerance.
    func testThickStrokesOfTightCurvesStayWithinTolerance() {
        var path = Path()
        path.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        let tolerance = 0.05
        let outline = path.stroked(StrokeStyle(width: 16, cap: .round), tolerance: tolerance)
        let allowance = tolerance + 2 * 2.8e-4 + epsilon
        forEachGridPoint(x: -10...12, y: -10...12, step: 0.37) { p in
            let angle = atan2(p.y, p.x)
            let d = angle >= 0 && angle <= Double.pi / 2
                ? abs(p.distance(to: .zero) - 2)
                : min(p.distance(to: Point(x: 2, y: 0)), p.distance(to: Point(x: 0, y: 2)))
            guard abs(d - 8) > allowance else { return }
            XCTAssertEqual(outline.contains(p, rule: .nonZero), d < 8, "\(p): distance \(d)")
        }
    }

    // MARK: Randomized against exact references

    /// Random polylines (with repeated points, straight continuations and reversals) stroked with
    /// round joins and caps are exactly the points within w/2 of the polyline, up to the arcs'
    /// tolerance. Every point is also checked to have a winding number ≥ 0 (every piece winds +1).
    func testRandomPolylinesWithRoundJoinsAndCapsAreDistanceBands() {
        let seed: UInt64 = 0x5770_4E00_0001
        var rng = SplitMix64(seed: seed)
        let tolerance = 0.05
        for index in 0..<60 {
            let points = randomPolyline(&rng)
            let closed = rng.chance(0.3)
            let width = rng.uniform(0.5, 12)
            let outline = polyline(points.map { ($0.x, $0.y) }, closed: closed)
                .stroked(StrokeStyle(width: width, join: .round, cap: .round), tolerance: tolerance)
            var segments = zip(points, points.dropFirst()).map { ($0, $1) }
            if closed { segments.append((points[points.count - 1], points[0])) }
            for p in samplePoints(&rng, around: points, reach: width / 2) {
                let d = segments.map { distance(p, toSegment: $0.0, $0.1) }.min() ?? p.distance(to: points[0])
                XCTAssertGreaterThanOrEqual(outline.winding(at: p), 0)
                guard abs(d - width / 2) > epsilon + tolerance else { continue }
                XCTAssertEqual(outline.contains(p, rule: .nonZero), d < width / 2, """
                    seed \(String(seed, radix: 16)), polyline #\(index) \(points) closed \(closed) \
                    width \(width) at \(p): distance \(d)
                    """)
            }
        }
    }

    /// Random chains of quadratic and cubic curves with round joins and caps against the distance
    /// to a dense, independently evaluated sampling of the curves (400 samples a curve, whose chord
    /// error `Δt²/8 · max|B″|` joins the allowance): the outline stays within the tolerance of the
    /// true stroke.
    func testRandomCurvesWithRoundJoinsAndCapsStayWithinTolerance() {
        let seed: UInt64 = 0x5770_4E00_0002
        var rng = SplitMix64(seed: seed)
        let tolerance = 0.05, sampleCount = 400
        for index in 0..<8 {
            var path = Path()
            var samples: [Point] = []
            var samplingError = 0.0
            var current = Point(x: rng.uniform(0, 40), y: rng.uniform(0, 40))
            path.move(to: current)
            samples.append(current)
            for _ in 0..<(1 + rng.int(2)) {
                let c1 = Point(x: rng.uniform(0, 40), y: rng.uniform(0, 40))
                let c2 = Point(x: rng.uniform(0, 40), y: rng.uniform(0, 40))
                let end = Point(x: rng.uniform(0, 40), y: rng.uniform(0, 40))
                let isCubic = rng.chance(0.6)
                // |B″| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) for a cubic, 2·|p0 − 2p1 + p2| for a quad.
                let secondDerivative = isCubic
                    ? 6 * max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + end).length)
                    : 2 * (current - c1 * 2 + end).length
                samplingError = max(samplingError, secondDerivative / 8 / Double(sampleCount * sampleCount))
                if isCubic { path.addCurve(to: end, control1: c1, control2: c2) } else { path.addQuadCurve(to: end, control: c1) }
                for step in 1...sampleCount {
                    let t = Double(step) / Double(sampleCount), s = 1 - t
                    samples.append(isCubic
                        ? current * (s * s * s) + c1 * (3 * s * s * t) + c2 * (3 * s * t * t) + end * (t * t * t)
                        : current * (s * s) + c1 * (2 * s * t) + end * (t * t))
                }
                current = end
            }
            let width = rng.uniform(1, 16)
            let outline = path.stroked(StrokeStyle(width: width, join: .round, cap: .round), tolerance: tolerance)
            let allowance = tolerance + samplingError + epsilon
            for p in samplePoints(&rng, around: samples, reach: width / 2, count: 150, nearVertices: 0) {
                var d = Double.infinity
                for (a, b) in zip(samples, samples.dropFirst()) { d = min(d, distance(p, toSegment: a, b)) }
                XCTAssertGreaterThanOrEqual(outline.winding(at: p), 0)
                guard abs(d - width / 2) > allowance else { continue }
                XCTAssertEqual(outline.contains(p, rule: .nonZero), d < width / 2, """
                    seed \(String(seed, radix: 16)), path #\(index) width \(width) at \(p): distance \(d)
                    """)
            }
        }
    }

    /// The seams where a curve's first and last chords meet the curve's end tangents (which joins
    /// and caps use) leave no crack: with round joins and caps, every point nearer than w/2 to a
    /// vertex is inside, probed at angles 2e-4 apart around the end normals, where a crack of
    /// angle up to (tolerance / 2) / (w / 2) would open. The probes stay half a step off the normal
    /// itself: that line is an edge shared by a cap or join and a chord's rectangle, drawn with
    /// different end points, so a point exactly on it may round either way.
    func testSeamsBetweenChordsAndTangentsAreClosed() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 20, y: 0), control: Point(x: 10, y: 12))
        path.addCurve(to: Point(x: 40, y: 10), control1: Point(x: 26, y: -10), control2: Point(x: 40, y: -6))
        path.addLine(to: Point(x: 40, y: 30))
        // Vertices and the unit tangents there: (0, 0) leaves along (10, 12); (20, 0) arrives
        // along (10, −12) and leaves along (6, −10); (40, 10) arrives along (0, 16).
        let vertices: [(Point, [Point])] = [
            (Point(x: 0, y: 0), [Point(x: 10, y: 12)]),
            (Point(x: 20, y: 0), [Point(x: 10, y: -12), Point(x: 6, y: -10)]),
            (Point(x: 40, y: 10), [Point(x: 0, y: 16)]),
        ]
        for width in [2.0, 10] {
            let h = width / 2
            for join in [LineJoin.round, .miter] {
                let outline = path.stroked(StrokeStyle(width: width, join: join, cap: .round))
                for (vertex, tangents) in vertices {
                    for tangent in tangents {
                        let base = atan2(tangent.y, tangent.x)
                        for side in [-Double.pi / 2, Double.pi / 2] {
                            for k in -50..<50 {
                                let angle = base + side + (Double(k) + 0.5) * 2e-4
                                for radius in [0.5 * h, 0.95 * h] {
                                    let p = Point(x: vertex.x + radius * cos(angle), y: vertex.y + radius * sin(angle))
                                    XCTAssertTrue(outline.contains(p, rule: .nonZero), "\(join) width \(width) at \(p)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every join and cap, on random polylines: the stroke contains each segment's own rectangle
    /// (points that project inside a segment, nearer than w/2), contains nothing farther from the
    /// polyline than its styles allow (w/2, w/2·√2 for square caps, w/2·limit for miters), and
    /// bevels lie within round joins (no bevel point is farther than w/2).
    func testRandomPolylinesWithEveryJoinAndCapStayWithinBounds() {
        let seed: UInt64 = 0x5770_4E00_0003
        var rng = SplitMix64(seed: seed)
        let tolerance = 0.05
        for index in 0..<40 {
            let points = randomPolyline(&rng)
            let closed = rng.chance(0.3)
            let path = polyline(points.map { ($0.x, $0.y) }, closed: closed)
            var segments = zip(points, points.dropFirst()).map { ($0, $1) }
            if closed { segments.append((points[points.count - 1], points[0])) }
            let width = rng.uniform(0.5, 12), h = width / 2
            let miterLimit = rng.uniform(1, 12)
            let probes = samplePoints(&rng, around: points, reach: h * miterLimit)
            for join in [LineJoin.miter, .round, .bevel] {
                for cap in [LineCap.butt, .round, .square] {
                    let outline = path.stroked(StrokeStyle(width: width, join: join, cap: cap, miterLimit: miterLimit),
                                               tolerance: tolerance)
                    let reach = h * max(join == .miter ? miterLimit : 1, cap == .square ? 2.0.squareRoot() : 1)
                        + tolerance + epsilon
                    for p in probes {
                        let context = "seed \(String(seed, radix: 16)), #\(index) \(join) \(cap) at \(p)"
                        let inside = outline.contains(p, rule: .nonZero)
                        let d = segments.map { distance(p, toSegment: $0.0, $0.1) }.min() ?? p.distance(to: points[0])
                        if segments.contains(where: { isInsideRectangle(p, of: $0.0, $0.1, halfWidth: h - epsilon) }) {
                            XCTAssertTrue(inside, context)
                        }
                        if d > reach { XCTAssertFalse(inside, context) }
                        if join == .bevel, cap != .square, d > h + tolerance + epsilon { XCTAssertFalse(inside, context) }
                    }
                }
            }
        }
    }

    // MARK: Degenerate input

    func testWidthThatIsNotPositiveAndFiniteStrokesNothing() {
        let path = polyline([(0, 0), (10, 0)])
        for width in [0, -1, Double.nan, .infinity, -.infinity] {
            XCTAssertTrue(path.stroked(StrokeStyle(width: width, cap: .round)).isEmpty, "\(width)")
        }
        var bad = polyline([(0, 0), (10, 0)])
        bad.addLine(to: Point(x: .nan, y: 3))
        XCTAssertTrue(bad.stroked(StrokeStyle(width: 2)).isEmpty)
        var infiniteControl = Path()
        infiniteControl.move(to: .zero)
        infiniteControl.addCurve(to: Point(x: 1, y: 1), control1: Point(x: .infinity, y: 0), control2: .zero)
        XCTAssertTrue(infiniteControl.stroked(StrokeStyle(width: 2)).isEmpty)
        XCTAssertTrue(Path().stroked(StrokeStyle()).isEmpty)
    }

    func testSinglePointsAreDotsForRoundAndSquareCaps() {
        var dotByLine = Path()
        dotByLine.move(to: Point(x: 5, y: 5))
        dotByLine.addLine(to: Point(x: 5, y: 5))
        var dotByClose = Path()
        dotByClose.move(to: Point(x: 5, y: 5))
        dotByClose.closeSubpath()
        for path in [dotByLine, dotByClose] {
            XCTAssertTrue(path.stroked(StrokeStyle(width: 4, cap: .butt)).isEmpty)
            let round = path.stroked(StrokeStyle(width: 4, cap: .round))
            assertInside(round, [(5, 5), (6.99, 5), (5, 3.01), (5 + 1.41, 5 + 1.41)])
            assertOutside(round, [(7.03, 5), (5, 2.97), (5 + 1.45, 5 + 1.45)])
            let square = path.stroked(StrokeStyle(width: 4, cap: .square))
            assertInside(square, [(5, 5), (6.99, 6.99), (3 + epsilon, 3 + epsilon), (7 - epsilon, 3 + epsilon)])
            assertOutside(square, [(7 + epsilon, 5), (5, 3 - epsilon), (7.01, 7.01)])
        }
        var loneMove = Path()
        loneMove.move(to: Point(x: 5, y: 5))
        XCTAssertTrue(loneMove.stroked(StrokeStyle(width: 4, cap: .round)).isEmpty)
    }

    func testZeroLengthSegmentsAreSkipped() {
        for style in [StrokeStyle(width: 2), StrokeStyle(width: 2, join: .round, cap: .round),
                      StrokeStyle(width: 2, join: .bevel, cap: .square)] {
            let clean = polyline([(0, 0), (5, 0), (5, 5), (10, 5)]).stroked(style)
            let repeated = polyline([(0, 0), (0, 0), (5, 0), (5, 0), (5, 5), (10, 5), (10, 5)]).stroked(style)
            XCTAssertEqual(clean, repeated, "\(style)")
        }
        // A zero-length curve is skipped too; a square cap still takes the real segment's direction.
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.addLine(to: Point(x: 10, y: 0))
        let outline = path.stroked(StrokeStyle(width: 2, cap: .square))
        assertInside(outline, [(-1 + epsilon, -1 + epsilon), (11 - epsilon, 1 - epsilon)])
        assertOutside(outline, [(-1 - epsilon, 0), (0, 1 + epsilon)])
    }

    func testOpenSubpathThatReturnsToItsStartHasCapsNotAJoin() {
        // A triangle drawn without closeSubpath: butt caps at (0, 0), so the corner there is not
        // mitered; closed, it is.
        let points = [(0.0, 0.0), (10, 0), (10, 10), (0, 0)]
        let open = polyline(points).stroked(StrokeStyle(width: 2))
        let closed = polyline(points, closed: true).stroked(StrokeStyle(width: 2))
        // At (0, 0) the sides meet at 45°: the closed miter reaches 1 / sin(22.5°) = 2.61 out along
        // the outer bisector (−cos 22.5°, −sin 22.5°) and covers (−0.5, −0.5); the open ends stop
        // at x = 0 and at x + y = 0, both short of it.
        assertOutside(open, [(-0.5, -0.5)])
        assertInside(closed, [(-0.5, -0.5)])
    }

    func testNaNToleranceCountsAsTheSmallest() {
        let outline = polyline([(0, 0), (10, 0), (10, 10)]).stroked(StrokeStyle(width: 2, join: .round), tolerance: .nan)
        assertInside(outline, [(10 + 0.9999 * cos(-0.7), 0.9999 * sin(-0.7))])
        assertOutside(outline, [(10 + 1.00001 * cos(-0.7), 1.00001 * sin(-0.7))])
    }

    // MARK: Helpers

    private func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (index, (x, y)) in points.enumerated() {
            if index == 0 { path.move(to: Point(x: x, y: y)) } else { path.addLine(to: Point(x: x, y: y)) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    private func assertInside(_ outline: Path, _ points: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in points {
            XCTAssertTrue(outline.contains(Point(x: x, y: y), rule: .nonZero), "(\(x), \(y)) should be inside", file: file, line: line)
        }
    }

    private func assertOutside(_ outline: Path, _ points: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in points {
            XCTAssertFalse(outline.contains(Point(x: x, y: y), rule: .nonZero), "(\(x), \(y)) should be outside", file: file, line: line)
        }
    }

    private func forEachGridPoint(x: ClosedRange<Double>, y: ClosedRange<Double>, step: Double, _ body: (Point) -> Void) {
        var py = y.lowerBound
        while py <= y.upperBound {
            var px = x.lowerBound
            while px <= x.upperBound {
                body(Point(x: px, y: py))
                px += step
            }
            py += step
        }
    }

    /// 2 to 7 points in [0, 50]²; with some chance a point repeats the last one, continues straight
    /// on, or turns straight back (a cusp).
    private func randomPolyline(_ rng: inout SplitMix64) -> [Point] {
        var points = [Point(x: rng.uniform(0, 50), y: rng.uniform(0, 50))]
        for _ in 0..<(1 + rng.int(6)) {
            let last = points[points.count - 1]
            if points.count >= 2, rng.chance(0.3) {
                let previous = points[points.count - 2]
                switch rng.int(3) {
                case 0: points.append(last)
                case 1: points.append(last + (last - previous) * rng.uniform(0.2, 1.5))
                default: points.append(last - (last - previous) * rng.uniform(0.2, 1.5))
                }
            } else {
                points.append(Point(x: rng.uniform(0, 50), y: rng.uniform(0, 50)))
            }
        }
        return points
    }

    /// Uniform points over the bounds grown by `reach` and a little, plus points scattered around
    /// the vertices, where joins and caps are.
    private func samplePoints(_ rng: inout SplitMix64, around points: [Point], reach: Double,
                              count: Int = 150, nearVertices: Int = 60) -> [Point] {
        let xs = points.map(\.x), ys = points.map(\.y)
        let grow = reach + 1
        var result: [Point] = []
        for _ in 0..<count {
            result.append(Point(x: rng.uniform(xs.min()! - grow, xs.max()! + grow),
                                y: rng.uniform(ys.min()! - grow, ys.max()! + grow)))
        }
        for _ in 0..<nearVertices {
            let vertex = points[rng.int(points.count)]
            let angle = rng.uniform(0, 2 * Double.pi), radius = rng.uniform(0, 1.3 * reach)
            result.append(Point(x: vertex.x + radius * cos(angle), y: vertex.y + radius * sin(angle)))
        }
        return result
    }

    private func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = min(max((ap.x * ab.x + ap.y * ab.y) / lengthSquared, 0), 1)
        return p.distance(to: a + ab * t)
    }

    /// Whether `p` projects strictly inside the segment (by more than epsilon) and lies nearer to
    /// it than `halfWidth`.
    private func isInsideRectangle(_ p: Point, of a: Point, _ b: Point, halfWidth: Double) -> Bool {
        let ab = b - a, ap = p - a
        let length = ab.length
        guard length > 0 else { return false }
        let along = (ap.x * ab.x + ap.y * ab.y) / length
        let across = abs(ap.x * ab.y - ap.y * ab.x) / length
        return along > epsilon && along < length - epsilon && across < halfWidth
    }

    private func distanceToRectangleBoundary(_ p: Point, _ r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        if dx > 0 || dy > 0 { return dx.hypotenuse(dy) }
        return min(p.x - r.minX, r.maxX - p.x, p.y - r.minY, r.maxY - p.y)
    }
}
