import Geometry
import Shapes
import XCTest

final class RectangleShapeGeneratorTests: XCTestCase {
    func testPlainRectangleIsMoveFourLinesClose() {
        // docs/hit-testing.md#mdcs-shapes: move (0,0), lines (w,0), (w,h), (0,h), (0,0), close.
        assertElements(RectangleShapeGenerator().path(for: Size(width: 30, height: 20)),
                       [.move(0, 0), .line(30, 0), .line(30, 20), .line(0, 20), .line(0, 0), .close])
    }

    func testWorkedExampleRounded8On100x40() {
        // The worked example of docs/hit-testing.md#mdcs-shapes, element by element.
        var generator = RectangleShapeGenerator()
        generator.setCorners(.rounded(radius: 8))
        let path = generator.path(for: Size(width: 100, height: 40))
        assertElements(path, [.move(0, 8), .curve(8, 0), .line(92, 0), .curve(100, 8), .line(100, 32),
                              .curve(92, 40), .line(8, 40), .curve(0, 32), .line(0, 8), .close])
        // Each corner arc is a quarter circle of radius 8 centred 8 in from the corner.
        for center in [Point(x: 8, y: 8), Point(x: 92, y: 8), Point(x: 92, y: 32), Point(x: 8, y: 32)] {
            assertCubicsOnCircle(path, center: center, radius: 8, expectedCount: 1)
        }
        // Control points sit on the tangent lines at 4/3·tan(π/8)·r = 4.4182779986 from the ends.
        guard case .curve(_, let c1, let c2) = path.elements[1] else { return XCTFail() }
        XCTAssertEqual(c1.x, 0)
        XCTAssertEqual(c1.y, 8 - 8 * 0.5522847498307936, accuracy: 1e-12)
        XCTAssertEqual(c2.x, 8 - 8 * 0.5522847498307936, accuracy: 1e-12)
        XCTAssertEqual(c2.y, 0)
    }

    func testFiftyPercentCutSquareIsADiamondOfEightLines() {
        // Zero-length edges still emit a line (docs/hit-testing.md#mdcs-shapes).
        var generator = RectangleShapeGenerator()
        generator.setCorners(.cut(0.5, valueType: .percentage))
        assertElements(generator.path(for: Size(width: 100, height: 100)),
                       [.move(0, 50), .line(50, 0), .line(50, 0), .line(100, 50), .line(100, 50),
                        .line(50, 100), .line(50, 100), .line(0, 50), .line(0, 50), .close])
    }

    func testCurvedCornersUseTheVertexAsControlPoint() {
        var generator = RectangleShapeGenerator()
        generator.topLeftCorner = .curved(Size(width: 10, height: 5))
        let path = generator.path(for: Size(width: 100, height: 40))
        // Incoming (left) edge extent 5, outgoing (top) extent 10, control at the vertex.
        XCTAssertEqual(path.elements[0], .move(to: Point(x: 0, y: 5)))
        XCTAssertEqual(path.elements[1], .quadCurve(to: Point(x: 10, y: 0), control: Point(x: 0, y: 0)))
        assertElements(path, [.move(0, 5), .quad(10, 0), .line(100, 0), .line(100, 40), .line(0, 40),
                              .line(0, 5), .close])
    }

    func testTriangleEdgesCutInwardAndHandleOutward() {
        // Top edge 100 long with size 10: (40,0), apex (50, ±10), (60,0), (100,0).
        var generator = RectangleShapeGenerator()
        generator.topEdge = .triangle(size: 10, style: .cut)
        assertElements(generator.path(for: Size(width: 100, height: 40)),
                       [.move(0, 0), .line(40, 0), .line(50, 10), .line(60, 0), .line(100, 0),
                        .line(100, 40), .line(0, 40), .line(0, 0), .close])
        generator.topEdge = .triangle(size: 10, style: .handle)
        assertElements(generator.path(for: Size(width: 100, height: 40)),
                       [.move(0, 0), .line(40, 0), .line(50, -10), .line(60, 0), .line(100, 0),
                        .line(100, 40), .line(0, 40), .line(0, 0), .close])
    }

    func testTriangleEdgesOnEverySideRotateWithTheEdge() {
        // Right edge (length 40, pointing down): apex at (100 ∓ 5, 20); bottom edge (pointing left):
        // apex at (50, 40 ∓ 5); left edge (pointing up): apex at (±5, 20). Cut is inward.
        var generator = RectangleShapeGenerator()
        generator.setEdges(.triangle(size: 5, style: .cut))
        assertElements(generator.path(for: Size(width: 100, height: 40)),
                       [.move(0, 0),
                        .line(45, 0), .line(50, 5), .line(55, 0), .line(100, 0),
                        .line(100, 15), .line(95, 20), .line(100, 25), .line(100, 40),
                        .line(55, 40), .line(50, 35), .line(45, 40), .line(0, 40),
                        .line(0, 25), .line(5, 20), .line(0, 15), .line(0, 0), .close])
        generator.setEdges(.triangle(size: 5, style: .handle))
        let path = generator.path(for: Size(width: 100, height: 40))
        XCTAssertTrue(ElementShape.line(105, 20).matches(path.elements[6]))
        XCTAssertTrue(ElementShape.line(50, 45).matches(path.elements[10]))
        XCTAssertTrue(ElementShape.line(-5, 20).matches(path.elements[14]))
    }

    func testOversizedCornersOvershootAndSelfIntersect() {
        // MDC clamps nothing (docs/fidelity.md): 100×40 with radius 30: edges keep their nominal direction with length
        // |2r − side|; the left edge ends at (0, −10) and the close jumps back to (0, 30).
        // The right edge runs from (100,30) down 20 to (100,50); the bottom-right arc-to then starts
        // with an implied line from there to its tangent point (100,70) and arcs to (70,40).
        var generator = RectangleShapeGenerator()
        generator.setCorners(.rounded(radius: 30))
        let path = generator.path(for: Size(width: 100, height: 40))
        assertElements(path, [.move(0, 30), .curve(30, 0), .line(70, 0), .curve(100, 30),
                              .line(100, 50), .line(100, 70), .curve(70, 40), .line(30, 40),
                              .curve(0, 10), .line(0, -10), .close])
    }

    func testPercentageCornersUseTheViewHeight() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.rounded(radius: 0.5, valueType: .percentage))
        // Wide: r = 0.5 × 40 = 20, a stadium.
        assertElements(generator.path(for: Size(width: 100, height: 40)),
                       [.move(0, 20), .curve(20, 0), .line(80, 0), .curve(100, 20), .line(100, 20),
                        .curve(80, 40), .line(20, 40), .curve(0, 20), .line(0, 20), .close])
        // Tall: r = 0.5 × 100 = 50 > half the width, so the corners overlap horizontally: the top
        // edge runs from (50,0) a length 60 in +x to (110,0); the top-right arc-to's tangent point
        // along that line is (90,0) (implied line back), and it ends r along the right edge at (40,50).
        let tall = generator.path(for: Size(width: 40, height: 100))
        XCTAssertTrue(ElementShape.move(0, 50).matches(tall.elements[0]))
        XCTAssertTrue(ElementShape.curve(50, 0).matches(tall.elements[1]))
        XCTAssertTrue(ElementShape.line(110, 0).matches(tall.elements[2]))
        XCTAssertTrue(ElementShape.line(90, 0).matches(tall.elements[3]))
        XCTAssertTrue(ElementShape.curve(40, 50).matches(tall.elements[4]))
    }

    func testCornerOffsetsMoveVerticesAndRoundedCornersUseCoreGraphicsTangentPoints() {
        // A rounded corner at a non-right angle ends r along the true outgoing edge, but the arc's
        // tangent points sit r/tan(θ/2) from the vertex, so extra line bits appear (docs/fidelity.md).
        var generator = RectangleShapeGenerator()
        generator.topRightCornerOffset = Point(x: -40, y: 0)  // TR at (60,0): the right edge slopes
        let plain = generator.path(for: Size(width: 100, height: 40))
        assertElements(plain, [.move(0, 0), .line(60, 0), .line(100, 40), .line(0, 40), .line(0, 0), .close])

        // Round that 135° corner with r = 10. The generator starts 10 back along the top edge at
        // (50,0) and records its end 10 along the sloping edge at (60 + 10/√2, 10/√2). CoreGraphics'
        // tangent points sit d = r·tan(22.5°) = 10(√2 − 1) = 4.1421356 from the vertex, so an extra
        // line runs from (50,0) to (55.8578644,0), the arc ends at (60 + d/√2, d/√2), and the right
        // edge starts from there (collinear with the recorded end).
        generator.topRightCorner = .rounded(radius: 10)
        let rounded = generator.path(for: Size(width: 100, height: 40))
        let d = 10 * (2.0.squareRoot() - 1)
        assertElements(rounded, [.move(0, 0), .line(50, 0), .line(60 - d, 0),
                                 .curve(60 + d / 2.0.squareRoot(), d / 2.0.squareRoot()),
                                 .line(100, 40), .line(0, 40), .line(0, 0), .close])
        // The arc's circle: centre r below the first tangent point.
        assertCubicsOnCircle(rounded, center: Point(x: 60 - d, y: 10), radius: 10, expectedCount: 1)
    }

    func testCopiesAreDeep() {
        // MDC's copyWithZone: returned a default rectangle; a Swift value copy keeps everything.
        var original = RectangleShapeGenerator()
        original.setCorners(.cut(6))
        original.leftEdge = .triangle(size: 3, style: .handle)
        var copy = original
        XCTAssertEqual(copy, original)
        copy.topLeftCorner = .rounded(radius: 2)
        XCTAssertEqual(original.topLeftCorner, .cut(6))
        XCTAssertNotEqual(copy, original)
    }

    func testZeroAndNegativeSizesGiveDegeneratePathsNotNothing() {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.rounded(radius: 4))
        XCTAssertFalse(generator.path(for: .zero).isEmpty)
        let negative = RectangleShapeGenerator().path(for: Size(width: -10, height: 5))
        assertElements(negative, [.move(0, 0), .line(-10, 0), .line(-10, 5), .line(0, 5), .line(0, 0), .close])
    }
}
