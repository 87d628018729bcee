import Geometry
import Shapes
import ShapesTestSupport
import XCTest

/// Outlines drawn with treatments of the tests' own (TestSupport's `NotchedEdge`, `ScoopedCorner`,
/// `ShorterSideCut`, `BevelCorner`), every expected value worked by hand from MDC's rectangle
/// algorithm: the corners' frames, the edges' lengths between the corners' ends, the interior
/// angles, overlapping corners, areas, hit points and border insets.
final class CustomShapeGeometryTests: XCTestCase {
    /// A 200 × 100 ticket: sharp corners, a notch of radius 10 in the middle of each side.
    private let ticket = RectangleShapeGenerator.ticket(notchRadius: 10)

    /// The ticket's outline: the right edge runs down from (200, 0), so its local point (x, y) is
    /// (200 − y, x) and the notch's half circles end at local (50, 10) → (190, 50) and (60, 0) →
    /// (200, 60); the left edge runs up from (0, 100), local (x, y) → (y, 100 − x).
    func testTicketOutline() {
        let path = ticket.path(for: Size(width: 200, height: 100))
        assertElements(path, [.move(0, 0), .line(200, 0),
                              .line(200, 40), .curve(190, 50), .curve(200, 60), .line(200, 100),
                              .line(0, 100),
                              .line(0, 60), .curve(10, 50), .curve(0, 40), .line(0, 0), .close])
        assertCubicsOnCircle(path, center: Point(x: 200, y: 50), radius: 10, expectedCount: 2)
        assertCubicsOnCircle(path, center: Point(x: 0, y: 50), radius: 10, expectedCount: 2)
        // The edges end exactly on the next corner (the last line snaps), not 1e-14 away.
        XCTAssertEqual(path.elements[5], .line(to: Point(x: 200, y: 100)))
        XCTAssertEqual(path.elements[10], .line(to: Point(x: 0, y: 0)))
    }

    /// Area 200 · 100 − π · 10² (two half discs), within the cubics' error: each quarter circle is
    /// one cubic whose radius is off by at most 2.7e-4 · r, so the area by at most that times the
    /// arc's length, 2 · π · 10 · 2.7e-3 ≈ 0.17 in all.
    func testTicketAreaAndHitPoints() {
        let path = ticket.path(for: Size(width: 200, height: 100))
        XCTAssertEqual(signedArea(path), 20_000 - 100 * Double.pi, accuracy: 0.17)
        // Clockwise on screen (y down) is a positive area here.
        XCTAssertGreaterThan(signedArea(path), 0)
        let inside = [Point(x: 100, y: 50), Point(x: 10.5, y: 50), Point(x: 189, y: 50), Point(x: 7, y: 57.5),
                      Point(x: 0, y: 30), Point(x: 199.9, y: 70), Point(x: 0, y: 0)]
        let outside = [Point(x: 5, y: 50), Point(x: 9.5, y: 50), Point(x: 195, y: 50), Point(x: 5, y: 45),
                       Point(x: 100, y: -1), Point(x: 200, y: 30), Point(x: 100, y: 100)]
        for rule in [FillRule.nonZero, .evenOdd] {
            for p in inside { XCTAssertTrue(path.contains(p, rule: rule), "\(p) \(rule)") }
            for p in outside { XCTAssertFalse(path.contains(p, rule: rule), "\(p) \(rule)") }
        }
        // (7, 57.5) is √(49 + 56.25) ≈ 10.26 from the left notch's centre (0, 50): inside; (5, 45)
        // is 7.07 from it: in the notch. The top-left corner is inside and the bottom edge outside
        // by the half-open rule.
    }

    /// A 120 × 80 rectangle with all four corners scooped by 12: each corner is one concave
    /// quarter circle around its vertex.
    func testScoopedCornersOutlineAreaAndHitPoints() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.custom(ScoopedCorner(radius: 12)))
        let path = generator.path(for: Size(width: 120, height: 80))
        assertElements(path, [.move(0, 12), .curve(12, 0), .line(108, 0), .curve(120, 12), .line(120, 68),
                              .curve(108, 80), .line(12, 80), .curve(0, 68), .line(0, 12), .close])
        for vertex in [Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 120, y: 80), Point(x: 0, y: 80)] {
            assertCubicsOnCircle(path, center: vertex, radius: 12, expectedCount: 1)
        }
        // The top-left cubic bulges into the shape: its control points are (12·k, 12) and (12, 12·k),
        // k ≈ 0.5523, away from the vertex.
        guard case .curve(_, let c1, let c2) = path.elements[1] else { return XCTFail("\(path.elements[1])") }
        XCTAssertEqual(c1.y, 12, accuracy: 1e-9)
        XCTAssertEqual(c2.x, 12, accuracy: 1e-9)
        XCTAssertEqual(signedArea(path), 9_600 - 144 * Double.pi, accuracy: 4 * 0.5 * Double.pi * 12 * 12 * 2.7e-4)
        for p in [Point(x: 9, y: 9), Point(x: 60, y: 40), Point(x: 110, y: 70), Point(x: 12.5, y: 0.5)] {
            XCTAssertTrue(path.contains(p), "\(p)")   // 12.73, –, 14.1, 12.51 from the nearest vertex
        }
        for p in [Point(x: 4, y: 4), Point(x: 116, y: 4), Point(x: 115, y: 77), Point(x: 2, y: 78)] {
            XCTAssertFalse(path.contains(p), "\(p)")  // within 12 of a vertex
        }
    }

    /// A cut of a quarter of the shorter side reads the view's size: 10 on 100 × 40 and on 40 × 100,
    /// where MDC's percentage (of the height) would cut 10 and 25.
    func testAPercentageCornerReadsTheViewSize() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.custom(ShorterSideCut(fraction: 0.25)))
        assertElements(generator.path(for: Size(width: 100, height: 40)),
                       [.move(0, 10), .line(10, 0), .line(90, 0), .line(100, 10), .line(100, 30), .line(90, 40),
                        .line(10, 40), .line(0, 30), .line(0, 10), .close])
        assertElements(generator.path(for: Size(width: 40, height: 100)),
                       [.move(0, 10), .line(10, 0), .line(30, 0), .line(40, 10), .line(40, 90), .line(30, 100),
                        .line(10, 100), .line(0, 90), .line(0, 10), .close])
        var mdc = RectangleShapeGenerator()
        mdc.setCorners(.cut(0.25, valueType: .percentage))
        XCTAssertEqual(mdc.path(for: Size(width: 40, height: 100)).elements[1], .line(to: Point(x: 25, y: 0)))
    }

    /// MDC's rule for an edge's length: from where one corner's outline ends to where the next one's
    /// starts. With a bevel of 20 up the incoming edge and 5 along the outgoing one on every corner,
    /// the 100-wide top edge runs from (5, 0) to (100 − 20, 0): 75 long, so a centred notch sits at
    /// x = 5 + 37.5 = 42.5; the 60-high right edge runs from (100, 5) to (100, 40): 35 long, its
    /// notch at y = 22.5.
    func testAnEdgeSpansTheCornersEnds() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.custom(BevelCorner(incoming: 20, outgoing: 5)))
        generator.topEdge = .custom(NotchedEdge(radius: 4))
        generator.rightEdge = .custom(NotchedEdge(radius: 4))
        let path = generator.path(for: Size(width: 100, height: 60))
        assertElements(path, [.move(0, 20), .line(5, 0),
                              .line(38.5, 0), .curve(42.5, 4), .curve(46.5, 0), .line(80, 0),
                              .line(100, 5),
                              .line(100, 18.5), .curve(96, 22.5), .curve(100, 26.5), .line(100, 40),
                              .line(95, 60), .line(20, 60), .line(0, 55), .line(0, 20), .close])
    }

    /// The interior angle a corner is given, and its frame, on a slanted rectangle (slant 30 on
    /// 100 × 40: vertices (30, 0), (130, 0), (70, 40), (−30, 40)). A bevel of 10 both ways must
    /// start 10 from the vertex towards the previous corner and end 10 towards the next, which it
    /// can only do with the true interior angle: worked here from the vertices alone.
    func testCornersGetTheirInteriorAngles() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.custom(BevelCorner(incoming: 10, outgoing: 10)))
        generator.cornerOffsets = [Point(x: 30, y: 0), Point(x: 30, y: 0), Point(x: -30, y: 0), Point(x: -30, y: 0)]
        let vertices = [Point(x: 30, y: 0), Point(x: 130, y: 0), Point(x: 70, y: 40), Point(x: -30, y: 40)]
        func toward(_ from: Point, _ to: Point) -> Point {
            let dx = to.x - from.x, dy = to.y - from.y, length = (dx * dx + dy * dy).squareRoot()
            return Point(x: from.x + 10 * dx / length, y: from.y + 10 * dy / length)
        }
        var expected: [ElementShape] = []
        for i in 0..<4 {
            let v = vertices[i], previous = vertices[(i + 3) % 4], next = vertices[(i + 1) % 4]
            let start = toward(v, previous), end = toward(v, next)
            expected.append(i == 0 ? .move(start.x, start.y) : .line(start.x, start.y))  // the edge, then the corner
            expected.append(.line(end.x, end.y))
        }
        let first = toward(vertices[0], vertices[3])
        expected.append(.line(first.x, first.y))
        expected.append(.close)
        assertElements(generator.path(for: Size(width: 100, height: 40)), expected)
    }

    /// Corners larger than the sides overlap: the edge between them is as long as the overlap and
    /// still runs its nominal way, so it overshoots, and the next corner's arc is drawn from where
    /// the path really is (with CoreGraphics' line to the arc's start). Scoops of 30 on 100 × 40:
    /// the right edge runs down from (100, 30) by |10 − 30| = 20 to (100, 50), the left edge up from
    /// (0, 10) to (0, −10), and the close returns to (0, 30), as MDC's rounded corners do.
    func testOverlappingCustomCornersOvershootAsMDCs() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.custom(ScoopedCorner(radius: 30)))
        assertElements(generator.path(for: Size(width: 100, height: 40)),
                       [.move(0, 30), .curve(30, 0), .line(70, 0), .curve(100, 30), .line(100, 50),
                        .line(100, 10), .curve(70, 40), .line(30, 40), .curve(0, 10), .line(0, -10), .close])
    }

    /// MDC's border inset on the ticket (200 × 100, its box the bounds): a border of 4 scales the
    /// colour path by (196/200, 96/100) about the centre, x′ = 0.98 x + 2, y′ = 0.96 y + 2, and the
    /// content mask by (192/200, 92/100), x′ = 0.96 x + 4, y′ = 0.92 y + 4.
    func testTicketBorderInsets() {
        let shape = ticket.path(for: Size(width: 200, height: 100))
        let paths = ShapedBorderPaths(shape: shape, borderWidth: 4)
        XCTAssertEqual(paths.shadowPath, shape)
        assertElements(paths.colorPath, [.move(2, 2), .line(198, 2),
                                         .line(198, 40.4), .curve(188.2, 50), .curve(198, 59.6), .line(198, 98),
                                         .line(2, 98),
                                         .line(2, 59.6), .curve(11.8, 50), .curve(2, 40.4), .line(2, 2), .close])
        assertElements(paths.contentMaskPath, [.move(4, 4), .line(196, 4),
                                               .line(196, 40.8), .curve(186.4, 50), .curve(196, 59.2), .line(196, 96),
                                               .line(4, 96),
                                               .line(4, 59.2), .curve(13.6, 50), .curve(4, 40.8), .line(4, 4), .close])
        // The mask's notches reach x = 13.6 and 186.4 at y = 50.
        XCTAssertFalse(paths.contentMaskPath.contains(Point(x: 13, y: 50), rule: .evenOdd))
        XCTAssertTrue(paths.contentMaskPath.contains(Point(x: 14, y: 50), rule: .evenOdd))
        XCTAssertTrue(paths.contentMaskPath.contains(Point(x: 186, y: 50), rule: .evenOdd))
        XCTAssertFalse(paths.contentMaskPath.contains(Point(x: 187, y: 50), rule: .evenOdd))
    }

    /// The signed area of a path of lines and cubics (each subpath closed), by Green's theorem:
    /// ½ ∮ (x dy − y dx), each cubic integrated by three-point Gauss–Legendre, exact for the
    /// integrand's degree 5.
    private func signedArea(_ path: Path) -> Double {
        var total = 0.0
        path.forEachSegment { segment in
            switch segment {
            case .line(let a, let b):
                total += a.x * b.y - a.y * b.x
            case .cubic(let p0, let p1, let p2, let p3):
                let nodes = [(0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)]
                for (t, weight) in nodes {
                    let s = 1 - t
                    let x = s * s * s * p0.x + 3 * s * s * t * p1.x + 3 * s * t * t * p2.x + t * t * t * p3.x
                    let y = s * s * s * p0.y + 3 * s * s * t * p1.y + 3 * s * t * t * p2.y + t * t * t * p3.y
                    let dx = 3 * (s * s * (p1.x - p0.x) + 2 * s * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
                    let dy = 3 * (s * s * (p1.y - p0.y) + 2 * s * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
                    total += weight * (x * dy - y * dx)
                }
            case .quad:
                XCTFail("no quadratics expected")
            }
        }
        return total / 2
    }
}
