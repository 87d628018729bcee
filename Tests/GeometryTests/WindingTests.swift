import Geometry
import SeededRandom
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Winding numbers and `contains(_:rule:)`: worked examples with hand-checked numbers, the boundary
/// rule, and a seeded differential test against an independent flattening ray caster.
final class WindingTests: XCTestCase {
    // MARK: Rectangles and the boundary rule

    /// Rect (10, 20, 30, 40): x in [10, 40], y in [20, 60]; addRect runs clockwise on screen.
    private let rect = Rect(x: 10, y: 20, width: 30, height: 40)

    private var rectPath: Path {
        var path = Path()
        path.addRect(rect)
        return path
    }

    /// The same rectangle drawn the other way round: top-left, bottom-left, bottom-right, top-right.
    private var reversedRectPath: Path {
        var path = Path()
        path.move(to: Point(x: 10, y: 20))
        path.addLine(to: Point(x: 10, y: 60))
        path.addLine(to: Point(x: 40, y: 60))
        path.addLine(to: Point(x: 40, y: 20))
        path.closeSubpath()
        return path
    }

    func testRectangleInteriorAndExterior() {
        // Interior: the ray from (25, 40) crosses only the right edge, which runs +y: +1.
        XCTAssertEqual(rectPath.winding(at: Point(x: 25, y: 40)), 1)
        XCTAssertTrue(rectPath.contains(Point(x: 25, y: 40)))
        XCTAssertTrue(rectPath.contains(Point(x: 25, y: 40), rule: .evenOdd))
        // Reversed, the right edge runs −y: −1, still inside under both rules.
        XCTAssertEqual(reversedRectPath.winding(at: Point(x: 25, y: 40)), -1)
        XCTAssertTrue(reversedRectPath.contains(Point(x: 25, y: 40)))
        XCTAssertTrue(reversedRectPath.contains(Point(x: 25, y: 40), rule: .evenOdd))
        for outside in [Point(x: 5, y: 40), Point(x: 45, y: 40), Point(x: 25, y: 10),
                        Point(x: 25, y: 70), Point(x: 0, y: 0), Point(x: 100, y: 100)] {
            XCTAssertEqual(rectPath.winding(at: outside), 0, "\(outside)")
            XCTAssertEqual(reversedRectPath.winding(at: outside), 0, "\(outside)")
            XCTAssertFalse(rectPath.contains(outside), "\(outside)")
        }
    }

    /// Top and left edges inside, bottom and right outside; of the corners only the top-left one is
    /// inside — `Rect.contains`'s rule, whichever way the rectangle is drawn.
    func testRectangleEdgesAndCornersFollowRectContains() {
        let cases: [(String, Point, Int)] = [
            ("top edge", Point(x: 25, y: 20), 1),
            ("left edge", Point(x: 10, y: 40), 1),
            ("bottom edge", Point(x: 25, y: 60), 0),
            ("right edge", Point(x: 40, y: 40), 0),
            ("top-left corner", Point(x: 10, y: 20), 1),
            ("top-right corner", Point(x: 40, y: 20), 0),
            ("bottom-left corner", Point(x: 10, y: 60), 0),
            ("bottom-right corner", Point(x: 40, y: 60), 0),
        ]
        for (name, point, winding) in cases {
            XCTAssertEqual(rectPath.winding(at: point), winding, name)
            XCTAssertEqual(reversedRectPath.winding(at: point), -winding, name)
            for rule in [FillRule.nonZero, .evenOdd] {
                XCTAssertEqual(rectPath.contains(point, rule: rule), rect.contains(point), name)
                XCTAssertEqual(reversedRectPath.contains(point, rule: rule), rect.contains(point), name)
            }
        }
    }

    /// Tiles with exactly shared (and not exactly representable) coordinates: every point of the
    /// half-open square is in exactly one tile, every point outside in none, and because a shared
    /// straight edge is evaluated from its lower end both ways, the tiles' winding numbers add up
    /// to the outline's exactly, on edges and vertices too.
    func testTilesNeverBothContainAPoint() {
        let xs = [0, 0.1, 0.3, 0.7, 1.1], ys = [0.2, 0.3, 0.6, 0.9, 1.3]
        var tiles: [Path] = []
        for i in 0..<4 {
            for j in 0..<4 {
                let a = Point(x: xs[i], y: ys[j]), b = Point(x: xs[i + 1], y: ys[j])
                let c = Point(x: xs[i + 1], y: ys[j + 1]), d = Point(x: xs[i], y: ys[j + 1])
                if (i + j) % 3 == 0 {
                    tiles.append(Path([.move(to: a), .line(to: b), .line(to: c), .line(to: d),
                                       .closeSubpath]))
                } else if (i + j) % 3 == 1 {
                    // Two triangles split along a → c.
                    tiles.append(Path([.move(to: a), .line(to: b), .line(to: c), .closeSubpath]))
                    tiles.append(Path([.move(to: a), .line(to: c), .line(to: d), .closeSubpath]))
                } else {
                    // Two triangles split along b → d.
                    tiles.append(Path([.move(to: a), .line(to: b), .line(to: d), .closeSubpath]))
                    tiles.append(Path([.move(to: b), .line(to: c), .line(to: d), .closeSubpath]))
                }
            }
        }
        let outline = Path([.move(to: Point(x: xs[0], y: ys[0])), .line(to: Point(x: xs[4], y: ys[0])),
                            .line(to: Point(x: xs[4], y: ys[4])), .line(to: Point(x: xs[0], y: ys[4])),
                            .closeSubpath])
        var points: [Point] = []
        let fractions = [0, 0.25, 0.5, 1.0 / 3, 0.75]
        for i in 0..<5 {
            for j in 0..<5 {
                points.append(Point(x: xs[i], y: ys[j]))  // every vertex
                guard i < 4, j < 4 else { continue }
                for f in fractions {
                    for g in fractions {  // on edges, on both diagonals and inside
                        points.append(Point(x: xs[i] + (xs[i + 1] - xs[i]) * f,
                                            y: ys[j] + (ys[j + 1] - ys[j]) * g))
                    }
                    points.append(Point(x: xs[i] + (xs[i + 1] - xs[i]) * f,
                                        y: ys[j + 1] + (ys[j] - ys[j + 1]) * f))
                }
            }
        }
        for point in points {
            let containing = tiles.filter { $0.contains(point) }.count
            let sum = tiles.reduce(0) { $0 + $1.winding(at: point) }
            let inside = point.x >= xs[0] && point.x < xs[4] && point.y >= ys[0] && point.y < ys[4]
            XCTAssertEqual(containing, inside ? 1 : 0, "\(point)")
            XCTAssertEqual(sum, outline.winding(at: point), "\(point)")
        }
    }

    // MARK: Vertices

    /// Diamond (10, 0) → (20, 10) → (10, 20) → (0, 10), clockwise on screen. The ray at y = 10 passes
    /// through both side vertices. Left vertex: (10, 20) → (0, 10) runs −y and covers [10, 20), so it
    /// owns the vertex; (0, 10) → (10, 0) covers [0, 10) and does not. Right vertex: (20, 10) → (10, 20)
    /// covers [10, 20) and owns it. So each vertex counts once.
    func testPointLevelWithVertexCountsOnce() {
        let diamond = Path([.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 20, y: 10)),
                            .line(to: Point(x: 10, y: 20)), .line(to: Point(x: 0, y: 10)),
                            .closeSubpath])
        XCTAssertEqual(diamond.winding(at: Point(x: 5, y: 10)), 1)   // only the right vertex, +1
        XCTAssertEqual(diamond.winding(at: Point(x: 15, y: 10)), 1)
        XCTAssertEqual(diamond.winding(at: Point(x: 0, y: 10)), 1)   // left vertex: left edge, in
        XCTAssertEqual(diamond.winding(at: Point(x: 20, y: 10)), 0)  // right vertex: right edge, out
        // Left of the diamond and level with the side vertices: −1 (left) + 1 (right). A lone move
        // far to the left widens the bounds so that the segments, not bounds rejection, decide.
        var wide = diamond
        wide.move(to: Point(x: -100, y: 10))
        XCTAssertEqual(wide.winding(at: Point(x: -5, y: 10)), 0)
        // Top vertex (a valley in y): both edges own it and cancel. Bottom vertex (a peak): neither.
        XCTAssertEqual(diamond.winding(at: Point(x: 10, y: 0)), 0)
        XCTAssertEqual(diamond.winding(at: Point(x: 10, y: 20)), 0)

        // A rectangle with a vertex in the middle of its right side: still +1, not 2.
        let notched = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)),
                            .line(to: Point(x: 10, y: 5)), .line(to: Point(x: 10, y: 10)),
                            .line(to: Point(x: 0, y: 10)), .closeSubpath])
        XCTAssertEqual(notched.winding(at: Point(x: 5, y: 5)), 1)

        // Segment by segment: (0, 0) → (5, 5) covers [0, 5), (5, 5) → (0, 10) covers [5, 10).
        let upper = PathSegment.line(Point(x: 0, y: 0), Point(x: 5, y: 5))
        let lower = PathSegment.line(Point(x: 5, y: 5), Point(x: 0, y: 10))
        XCTAssertEqual(upper.winding(at: Point(x: -1, y: 5)), 0)
        XCTAssertEqual(lower.winding(at: Point(x: -1, y: 5)), 1)
        XCTAssertEqual(upper.winding(at: Point(x: -1, y: 0)), 1)
        XCTAssertEqual(lower.winding(at: Point(x: -1, y: 10)), 0)
    }

    func testLineSegmentDocumentationExamples() {
        let line = PathSegment.line(Point(x: 0, y: 0), Point(x: 0, y: 10))
        XCTAssertEqual(line.winding(at: Point(x: -1, y: 0)), 1)
        XCTAssertEqual(line.winding(at: Point(x: -1, y: 10)), 0)
        XCTAssertEqual(line.winding(at: Point(x: 0, y: 5)), 0)       // on it: x not strictly greater
        XCTAssertEqual(line.winding(at: Point(x: 1, y: 5)), 0)
        let horizontal = PathSegment.line(Point(x: 0, y: 3), Point(x: 10, y: 3))
        XCTAssertEqual(horizontal.winding(at: Point(x: -1, y: 3)), 0)
    }

    // MARK: Rounded rectangle

    /// Rect (0, 0, 100, 60) with 20-point corners: the top-left corner is a quarter circle about
    /// (20, 20), drawn as a cubic whose radial error is at most 2.7e-4 × 20 = 0.0054.
    func testRoundedRectangle() {
        var path = Path()
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 20,
                            cornerHeight: 20)
        XCTAssertEqual(path.winding(at: Point(x: 50, y: 30)), 1)
        // Cut-away corners: (2, 2) is 25.5 from (20, 20), well outside the 20-point corner.
        for corner in [Point(x: 2, y: 2), Point(x: 98, y: 2), Point(x: 2, y: 58), Point(x: 98, y: 58)] {
            XCTAssertEqual(path.winding(at: corner), 0, "\(corner)")
            XCTAssertFalse(path.contains(corner, rule: .evenOdd), "\(corner)")
        }
        // Along each corner's diagonal, 19.9 from the corner's centre is in and 20.1 is out.
        let centres = [(Point(x: 20, y: 20), -1.0, -1.0), (Point(x: 80, y: 20), 1.0, -1.0),
                       (Point(x: 20, y: 40), -1.0, 1.0), (Point(x: 80, y: 40), 1.0, 1.0)]
        for (centre, dx, dy) in centres {
            let s = 0.5.squareRoot()
            let inside = Point(x: centre.x + dx * s * 19.9, y: centre.y + dy * s * 19.9)
            let outside = Point(x: centre.x + dx * s * 20.1, y: centre.y + dy * s * 20.1)
            XCTAssertEqual(path.winding(at: inside), 1, "\(inside)")
            XCTAssertEqual(path.winding(at: outside), 0, "\(outside)")
        }
        // Straight sides follow the rectangle rule; the corner curves are vertical where they meet
        // the sides (y′ = 0 at an end of a cubic, so no split there).
        XCTAssertTrue(path.contains(Point(x: 50, y: 0)))     // top side
        XCTAssertTrue(path.contains(Point(x: 0, y: 30)))     // left side
        XCTAssertFalse(path.contains(Point(x: 50, y: 60)))   // bottom side
        XCTAssertFalse(path.contains(Point(x: 100, y: 30)))  // right side
        XCTAssertTrue(path.contains(Point(x: 0, y: 20)))     // where the left side meets a corner
        XCTAssertTrue(path.contains(Point(x: 0, y: 40)))
    }

    // MARK: Self-intersection and holes

    /// A pentagram on the circle of radius 40 about (50, 50), vertices at −90° + 72°·k (angles grow
    /// toward +y) joined in the order 0, 2, 4, 1, 3: the angle advances 144° per edge, twice round.
    /// At the centre the ray at y = 50 crosses 0 → 2 at x ≈ 63.0 and 1 → 3 at x ≈ 71.0, both running
    /// +y: winding 2. A tip winds once.
    func testPentagramNonZeroVersusEvenOdd() {
        func vertex(_ k: Int) -> Point {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(k) / 5
            return Point(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
        }
        var star = Path()
        star.move(to: vertex(0))
        for k in [2, 4, 1, 3] { star.addLine(to: vertex(k)) }
        star.closeSubpath()
        let centre = Point(x: 50, y: 50)
        XCTAssertEqual(star.winding(at: centre), 2)
        XCTAssertTrue(star.contains(centre, rule: .nonZero))
        XCTAssertFalse(star.contains(centre, rule: .evenOdd))
        // The top tip spans y from 10 to about 37.6 (the inner pentagon has radius 15.28).
        let tip = Point(x: 50, y: 25)
        XCTAssertEqual(star.winding(at: tip), 1)
        XCTAssertTrue(star.contains(tip, rule: .nonZero))
        XCTAssertTrue(star.contains(tip, rule: .evenOdd))
        XCTAssertEqual(star.winding(at: Point(x: 15, y: 15)), 0)
        XCTAssertEqual(star.winding(at: Point(x: 50, y: 85)), 0)  // between the two lower tips
    }

    func testHoles() {
        var opposite = Path()
        opposite.addRect(Rect(x: 0, y: 0, width: 100, height: 100))   // +1
        opposite.move(to: Point(x: 25, y: 25))                          // −1: down the left first
        opposite.addLine(to: Point(x: 25, y: 75))
        opposite.addLine(to: Point(x: 75, y: 75))
        opposite.addLine(to: Point(x: 75, y: 25))
        opposite.closeSubpath()
        XCTAssertEqual(opposite.winding(at: Point(x: 50, y: 50)), 0)
        XCTAssertFalse(opposite.contains(Point(x: 50, y: 50), rule: .nonZero))
        XCTAssertFalse(opposite.contains(Point(x: 50, y: 50), rule: .evenOdd))
        XCTAssertEqual(opposite.winding(at: Point(x: 10, y: 50)), 1)
        XCTAssertTrue(opposite.contains(Point(x: 10, y: 50), rule: .evenOdd))
        XCTAssertEqual(opposite.winding(at: Point(x: 90, y: 50)), 1)
        // The hole's own edges follow the rule as a (reversed) rectangle would: its left edge
        // (x = 25) belongs to the hole, its right edge (x = 75) to the ring.
        XCTAssertEqual(opposite.winding(at: Point(x: 25, y: 50)), 0)
        XCTAssertEqual(opposite.winding(at: Point(x: 75, y: 50)), 1)

        var same = Path()
        same.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
        same.addRect(Rect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertEqual(same.winding(at: Point(x: 50, y: 50)), 2)
        XCTAssertTrue(same.contains(Point(x: 50, y: 50), rule: .nonZero))
        XCTAssertFalse(same.contains(Point(x: 50, y: 50), rule: .evenOdd))
    }

    // MARK: Open subpaths

    /// (0, 0) → (10, 0) → (0, 10) left open: the implicit closing line (0, 10) → (0, 0) makes it a
    /// clockwise triangle. From (2, 2) the ray meets the hypotenuse at x = 8, running +y: +1.
    func testOpenTriangleIsImplicitlyClosed() {
        var open = Path()
        open.move(to: Point(x: 0, y: 0))
        open.addLine(to: Point(x: 10, y: 0))
        open.addLine(to: Point(x: 0, y: 10))
        var closed = open
        closed.closeSubpath()
        for point in [Point(x: 2, y: 2), Point(x: 6, y: 6), Point(x: 0, y: 5), Point(x: 5, y: 0),
                      Point(x: -1, y: 5), Point(x: 4.9, y: 5)] {
            XCTAssertEqual(open.winding(at: point), closed.winding(at: point), "\(point)")
        }
        XCTAssertEqual(open.winding(at: Point(x: 2, y: 2)), 1)
        XCTAssertEqual(open.winding(at: Point(x: 6, y: 6)), 0)
        XCTAssertTrue(open.contains(Point(x: 0, y: 5)))   // the implicit line is a left edge: in
        // A second subpath after the open one: the first is still closed implicitly.
        var two = open
        two.addRect(Rect(x: 20, y: 0, width: 5, height: 5))
        XCTAssertEqual(two.winding(at: Point(x: 2, y: 2)), 1)
        XCTAssertEqual(two.winding(at: Point(x: 22, y: 2)), 1)
    }

    // MARK: Curves

    /// (0, 0) → quad, control (5, 10) → (10, 0), closed: y(t) = 20t(1 − t), peaking at y = 5 for
    /// t = 1/2, and x(t) = 10t. Counter-clockwise on screen (right along the bottom, back along y = 0).
    /// At y = 2, t(1 − t) = 0.1: t = (1 ∓ √0.6)/2, x ≈ 1.127 (running +y) and x ≈ 8.873 (running −y).
    func testQuadraticWithPeak() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10))
        path.closeSubpath()
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 2)), -1)    // only x ≈ 8.873 is right of 5
        XCTAssertEqual(path.winding(at: Point(x: 1.2, y: 2)), -1)
        XCTAssertEqual(path.winding(at: Point(x: 1, y: 2)), 0)      // both: +1 − 1
        XCTAssertEqual(path.winding(at: Point(x: 9, y: 2)), 0)      // neither
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 4.9)), -1)
        // Level with the peak y = 5 (t = 1/2 exactly): neither piece covers y = 5.
        for x in [-1.0, 3, 5, 7, 11] {
            XCTAssertEqual(path.winding(at: Point(x: x, y: 5)), 0, "x = \(x)")
        }
        // The closing line is the top edge, inside: the falling piece covers [0, 5) and ends at x = 10.
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 0)), -1)
    }

    /// (0, 10) → quad, control (5, 0) → (10, 10), closed: a valley at (5, 5), clockwise on screen.
    func testQuadraticWithValley() {
        var path = Path()
        path.move(to: Point(x: 0, y: 10))
        path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 5, y: 0))
        path.closeSubpath()
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 7)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 5.5)), 1)
        // Level with the valley: both pieces cover y = 5 and cross at x = 5, with opposite signs.
        XCTAssertEqual(path.winding(at: Point(x: 4, y: 5)), 0)
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 5)), 0)
        XCTAssertEqual(path.winding(at: Point(x: 6, y: 5)), 0)
        XCTAssertEqual(path.winding(at: Point(x: 5, y: 10)), 0)    // bottom edge: out
        XCTAssertEqual(path.winding(at: Point(x: 0.5, y: 9.5)), 1) // y = 9.5 meets it at x ≈ 0.26, 9.74
        let quad = PathSegment.quad(Point(x: 0, y: 10), Point(x: 5, y: 0), Point(x: 10, y: 10))
        XCTAssertEqual(quad.winding(at: Point(x: 4, y: 5)), 0)
        XCTAssertEqual(quad.winding(at: Point(x: 2, y: 7)), 1)     // only the rising piece (x ≈ 8.16)
        XCTAssertEqual(quad.winding(at: Point(x: -1, y: 7)), 0)    // left of all: ends are level
    }

    /// The S: (0, 0) → cubic, controls (10, 40) and (20, −40) → (30, 0), closed by y = 0.
    /// x(t) = 30t and y(t) = 120·t(1 − t)(1 − 2t), with two y-extrema: y′ = 0 where 6t² − 6t + 1 = 0,
    /// t = (3 ∓ √3)/6 ≈ 0.2113 and 0.7887, y = ±20/√3 ≈ ±11.547 at x ≈ 6.34 and 23.66. The lobe
    /// below y = 0 (x in 0…15) runs counter-clockwise on screen (−1), the one above clockwise (+1).
    func testCubicWithTwoExtrema() {
        let segment = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 10, y: 40), Point(x: 20, y: -40),
                                        Point(x: 30, y: 0))
        var path = Path()
        path.move(to: segment.start)
        path.addCurve(to: segment.end, control1: Point(x: 10, y: 40), control2: Point(x: 20, y: -40))
        path.closeSubpath()
        // y = 5 meets the S at t ≈ 0.045 (x ≈ 1.36, rising) and t ≈ 0.414 (x ≈ 12.42, falling).
        XCTAssertEqual(path.winding(at: Point(x: 7.5, y: 5)), -1)
        XCTAssertEqual(segment.winding(at: Point(x: 7.5, y: 5)), -1)
        XCTAssertEqual(path.winding(at: Point(x: 1, y: 5)), 0)
        XCTAssertEqual(path.winding(at: Point(x: 12, y: 5)), -1)
        XCTAssertEqual(path.winding(at: Point(x: 13, y: 5)), 0)
        XCTAssertEqual(path.winding(at: Point(x: 22.5, y: -5)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 15, y: 8)), 0)      // between the lobes
        // Just above and just below the lower lobe's extremum.
        let t1 = (3 - 3.0.squareRoot()) / 6, t2 = (3 + 3.0.squareRoot()) / 6
        let low = segment.point(at: t1), high = segment.point(at: t2)
        XCTAssertEqual(low.y, 20 / 3.0.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(path.winding(at: Point(x: low.x, y: low.y - 0.01)), -1)
        XCTAssertEqual(path.winding(at: Point(x: low.x, y: low.y + 0.01)), 0)
        XCTAssertEqual(path.winding(at: Point(x: high.x, y: high.y + 0.01)), 1)
        XCTAssertEqual(path.winding(at: Point(x: high.x, y: high.y - 0.01)), 0)
        // Level with each extremum, away from it: the two pieces meeting there give crossings at the
        // same place with opposite signs, or none at all, so 0 however the height rounds.
        for x in [-5.0, 0, 3, 6, 7, 10, 20, 23, 24, 29, 35] {
            XCTAssertEqual(path.winding(at: Point(x: x, y: low.y)), 0, "x = \(x), lower extremum")
            XCTAssertEqual(path.winding(at: Point(x: x, y: high.y)), 0, "x = \(x), upper extremum")
            XCTAssertEqual(segment.winding(at: Point(x: x, y: low.y)), 0, "x = \(x)")
        }
        // Left of every control point the segment's contribution comes from its ends (both at y = 0).
        XCTAssertEqual(segment.winding(at: Point(x: -1, y: 5)), 0)
        XCTAssertEqual(segment.winding(at: Point(x: -1, y: 0)), 0)
    }

    /// An ellipse: four cubics, each vertical or horizontal at its ends, so y′ vanishes at the ends.
    func testEllipseExtremePoints() {
        var path = Path()
        path.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(path.winding(at: Point(x: 20, y: 10)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 0, y: 10)), 1)     // left-most point: a left edge
        XCTAssertEqual(path.winding(at: Point(x: 40, y: 10)), 0)    // right-most point
        XCTAssertEqual(path.winding(at: Point(x: 20, y: 0)), 0)     // top-most: a valley, cancels
        XCTAssertEqual(path.winding(at: Point(x: 20, y: 20)), 0)    // bottom-most: a peak
        XCTAssertEqual(path.winding(at: Point(x: 0.1, y: 10)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 39.9, y: 10)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 20, y: 0.1)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 20, y: 19.9)), 1)
        XCTAssertEqual(path.winding(at: Point(x: 3, y: 3)), 0)      // outside the 45° point (5.86, 2.93)
    }

    func testNearDegenerateCurves() {
        // A cubic whose control points lie on its chord, a quad with its control on an end, and a
        // cubic with coincident controls (a cusp-free degenerate): each behaves as the line.
        let a = Point(x: 0, y: 0), b = Point(x: 10, y: 10)
        let asLine = PathSegment.line(a, b)
        let shapes = [
            PathSegment.cubic(a, Point(x: 10.0 / 3, y: 10.0 / 3), Point(x: 20.0 / 3, y: 20.0 / 3), b),
            PathSegment.quad(a, a, b),
            PathSegment.cubic(a, a, b, b),
            PathSegment.cubic(a, Point(x: 5, y: 5), Point(x: 5, y: 5), b),
        ]
        for segment in shapes {
            for (x, y) in [(2.0, 5.0), (4.9, 5), (5.1, 5), (-1, 0), (1, 0), (9, 9.5), (11, 9.5)] {
                let point = Point(x: x, y: y)
                XCTAssertEqual(segment.winding(at: point), asLine.winding(at: point),
                               "\(segment) at \(point)")
            }
        }
        // x doubling back while y rises monotonically to a flat end (y′(1) = 0).
        let cusp = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
                                     Point(x: 10, y: 10))
        XCTAssertEqual(cusp.winding(at: Point(x: -1, y: 5)), 1)
        XCTAssertEqual(cusp.winding(at: Point(x: 11, y: 5)), 0)
        // Nearly horizontal: a y range of 1e-12.
        let flat = PathSegment.cubic(Point(x: 0, y: 1), Point(x: 3, y: 1 + 1e-12),
                                     Point(x: 6, y: 1 - 1e-12), Point(x: 9, y: 1))
        // An S of height 1e-12 through y = 1 at x = 4.5: level with its ends, the falling middle
        // piece is crossed.
        XCTAssertEqual(flat.winding(at: Point(x: 3, y: 1)), -1)
        XCTAssertEqual(flat.winding(at: Point(x: 6, y: 1)), 0)
        XCTAssertEqual(flat.winding(at: Point(x: -1, y: 1)), 0)
        let tilted = PathSegment.cubic(Point(x: 0, y: 1), Point(x: 3, y: 1 + 1e-12),
                                       Point(x: 6, y: 1 + 2e-12), Point(x: 9, y: 1 + 3e-12))
        XCTAssertEqual(tilted.winding(at: Point(x: 4, y: 1 + 1.5e-12)), 1)  // crosses near x = 4.5
        XCTAssertEqual(tilted.winding(at: Point(x: 5, y: 1 + 1.5e-12)), 0)
    }

    /// Regression: a ray level with a curve's end point must cross it at exactly the end point's x.
    /// For this cubic the last monotone piece falls to its end (42.650059924411245, 50.64119421246499)
    /// and so owns that height. Solving y(t) = 50.64… there by Newton's method lands within an ulp
    /// of t = 1, and since x′(1) = 3·(42.65 − 66.70) ≠ 0 the x found was one ulp right of the end
    /// point: a point exactly at the end counted the crossing, unlike the same point on a line. The
    /// solver now takes the piece's end parameter whenever the ray is level with the end.
    func testCrossingAtCurveEndIsExactlyAtTheEndPoint() {
        let end = Point(x: 42.650059924411245, y: 50.64119421246499)
        let cubic = PathSegment.cubic(Point(x: 9.557352023361743, y: 42.71426032664331),
                                      Point(x: 22.36261592983233, y: 83.6661516725698),
                                      Point(x: 66.69729201353132, y: 69.22748223741239), end)
        // The rising first piece crosses y = 50.64 near x = 12.7 (the quad below near 27.1), left
        // of every point tested.
        XCTAssertEqual(cubic.winding(at: end), 0)
        XCTAssertEqual(cubic.winding(at: Point(x: end.x.nextUp, y: end.y)), 0)
        XCTAssertEqual(cubic.winding(at: Point(x: end.x.nextDown, y: end.y)), -1)
        // The same for a quad ending at the same place, and for a line.
        let quad = PathSegment.quad(Point(x: 9.557352023361743, y: 42.71426032664331),
                                    Point(x: 66.69729201353132, y: 69.22748223741239), end)
        XCTAssertEqual(quad.winding(at: end), 0)
        XCTAssertEqual(quad.winding(at: Point(x: end.x.nextDown, y: end.y)), -1)
    }

    // MARK: Degenerate input

    func testNonFinitePointsAndEmptyPaths() {
        let path = rectPath
        for point in [Point(x: .nan, y: 40), Point(x: 25, y: .nan), Point(x: .nan, y: .nan),
                      Point(x: .infinity, y: 40), Point(x: -.infinity, y: 40),
                      Point(x: 25, y: .infinity)] {
            XCTAssertEqual(path.winding(at: point), 0, "\(point)")
            XCTAssertFalse(path.contains(point), "\(point)")
            XCTAssertFalse(path.contains(point, rule: .evenOdd), "\(point)")
        }
        let segment = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 10, y: 40), Point(x: 20, y: -40),
                                        Point(x: 30, y: 0))
        XCTAssertEqual(segment.winding(at: Point(x: .nan, y: 5)), 0)
        XCTAssertEqual(segment.winding(at: Point(x: 5, y: .nan)), 0)
        XCTAssertEqual(Path().winding(at: .zero), 0)
        XCTAssertFalse(Path().contains(.zero))
        var lone = Path()
        lone.move(to: Point(x: 5, y: 5))
        XCTAssertEqual(lone.winding(at: Point(x: 5, y: 5)), 0)
    }

    func testFillRuleMapping() {
        for (winding, nonZero, evenOdd) in [(0, false, false), (1, true, true), (-1, true, true),
                                            (2, true, false), (-2, true, false), (3, true, true),
                                            (-3, true, true)] {
            XCTAssertEqual(FillRule.nonZero.isInside(winding: winding), nonZero, "\(winding)")
            XCTAssertEqual(FillRule.evenOdd.isInside(winding: winding), evenOdd, "\(winding)")
        }
    }

    // MARK: Differential test

    /// Points nearer than this to the reference polyline are not compared: the polyline is within
    /// `referenceTolerance` (1e-7) of the path, so every point at least 1e-5 from it is at least
    /// 9.9e-6 from the path, where the polyline and the path provably wind the same number of times
    /// (moving each point of the path by at most 1e-7 cannot sweep across the point).
    static let exclusionDistance = 1e-5

    /// How far the reference polyline may stray from the curves it replaces.
    static let referenceTolerance = 1e-7

    /// Random paths (lines, quads, cubics, arcs, degenerate curves, several subpaths, some open) and
    /// random points, some snapped to a grid or level with vertices; `winding(at:)` and both fill
    /// rules must match a plain ray cast over a dense uniform flattening.
    func testRandomPathsAgainstFlatteningReference() {
        let seed: UInt64 = 0x5EED_CAFE_2024_0001
        let pathCount = 2000, pointsPerPath = 16
        var compared = 0, excluded = 0, failures = 0
        var levelWithVertex = 0, negative = 0, multiple = 0, evenOddDiffers = 0
        for index in 0..<pathCount {
            let pathSeed = seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            var rng = SplitMix64(seed: pathSeed)
            let path = Self.randomPath(&rng)
            let reference = ReferencePolyline(path, tolerance: Self.referenceTolerance)
            guard let box = path.controlPointBounds else { continue }
            let vertexYs = path.elements.compactMap { $0.endPoint?.y }
            for _ in 0..<pointsPerPath {
                var point = Point(x: box.minX - 0.1 + (box.width + 0.2) * rng.unit(),
                                  y: box.minY - 0.1 + (box.height + 0.2) * rng.unit())
                if rng.chance(0.25) {
                    point = Point(x: (point.x * 16).rounded() / 16, y: (point.y * 16).rounded() / 16)
                }
                if rng.chance(0.2), !vertexYs.isEmpty {
                    point.y = vertexYs[rng.int(vertexYs.count)]
                }
                guard let expected = reference.winding(at: point, excludingWithin: Self.exclusionDistance)
                else {
                    excluded += 1
                    continue
                }
                compared += 1
                if vertexYs.contains(point.y) { levelWithVertex += 1 }
                if expected < 0 { negative += 1 }
                if abs(expected) > 1 { multiple += 1 }
                let expectedNonZero = expected != 0, expectedEvenOdd = abs(expected) % 2 == 1
                if expectedNonZero != expectedEvenOdd { evenOddDiffers += 1 }
                let actual = path.winding(at: point)
                let nonZero = path.contains(point, rule: .nonZero)
                let evenOdd = path.contains(point, rule: .evenOdd)
                if actual != expected || nonZero != expectedNonZero || evenOdd != expectedEvenOdd {
                    failures += 1
                    if failures <= 5 {
                        XCTFail("""
                            seed \(String(seed, radix: 16)), path #\(index) (its own seed \
                            \(String(pathSeed, radix: 16))): winding at \(point) is \
                            \(actual) (nonzero \(nonZero), even-odd \(evenOdd)); the reference says \
                            \(expected). Elements: \(path.elements)
                            """)
                    }
                }
            }
        }
        XCTAssertEqual(failures, 0, "seed \(String(seed, radix: 16)): \(failures) mismatches")
        // The comparison must not be vacuous.
        XCTAssertGreaterThan(compared, pathCount * pointsPerPath * 9 / 10, "excluded \(excluded)")
        XCTAssertGreaterThan(levelWithVertex, 1000)
        XCTAssertGreaterThan(negative, 1000)
        XCTAssertGreaterThan(multiple, 100)
        XCTAssertGreaterThan(evenOddDiffers, 100)
    }

    /// A random path in about the unit square: one to three subpaths of one to four pieces, some
    /// open. A quarter of the points snap to a 1/8 grid, so edges are often exactly horizontal or
    /// vertical and vertices share heights.
    static func randomPath(_ rng: inout SplitMix64) -> Path {
        func point() -> Point {
            let p = Point(x: rng.unit(), y: rng.unit())
            return rng.chance(0.25) ? Point(x: (p.x * 8).rounded() / 8, y: (p.y * 8).rounded() / 8) : p
        }
        var path = Path()
        for _ in 0..<(1 + rng.int(3)) {
            path.move(to: point())
            for _ in 0..<(1 + rng.int(4)) {
                let current = path.currentPoint ?? .zero
                switch rng.int(9) {
                case 0, 1:
                    path.addLine(to: point())
                case 2, 3:
                    path.addQuadCurve(to: point(), control: point())
                case 4, 5:
                    path.addCurve(to: point(), control1: point(), control2: point())
                case 6:
                    path.addArc(center: point(), radius: 0.05 + 0.4 * rng.unit(),
                                startAngle: 4 * Double.pi * (rng.unit() - 0.5),
                                endAngle: 4 * Double.pi * (rng.unit() - 0.5), clockwise: rng.chance(0.5))
                case 7:
                    // Degenerate cubics: controls on the ends, or coinciding (a cusp or a line).
                    let end = point()
                    switch rng.int(3) {
                    case 0: path.addCurve(to: end, control1: current, control2: end)
                    case 1: let c = point(); path.addCurve(to: end, control1: c, control2: c)
                    default: path.addCurve(to: end, control1: end, control2: current)
                    }
                default:
                    // Nearly horizontal curves: every y within 1e-9 of the start's.
                    let y = current.y
                    func near() -> Double { y + 1e-9 * (rng.unit() - 0.5) }
                    let end = Point(x: rng.unit(), y: near())
                    if rng.chance(0.5) {
                        path.addQuadCurve(to: end, control: Point(x: rng.unit(), y: near()))
                    } else {
                        path.addCurve(to: end, control1: Point(x: rng.unit(), y: near()),
                                      control2: Point(x: rng.unit(), y: near()))
                    }
                }
            }
            if rng.chance(0.7) { path.closeSubpath() }
        }
        return path
    }
}
