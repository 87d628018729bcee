import Geometry
import Shapes
import XCTest

final class ShapeLibraryTests: XCTestCase {
    func testPillOnAWideViewIsAStadium() {
        // r = 0.5 × min(100, 40) = 20; the right and left edges have zero length.
        let path = PillShapeGenerator().path(for: Size(width: 100, height: 40))
        assertElements(path, [.move(0, 20), .curve(20, 0), .line(80, 0), .curve(100, 20), .line(100, 20),
                              .curve(80, 40), .line(20, 40), .curve(0, 20), .line(0, 20), .close])
        for center in [Point(x: 20, y: 20), Point(x: 80, y: 20)] {
            assertCubicsOnCircle(path, center: center, radius: 20, expectedCount: 2)
        }
    }

    func testPillOnASquareIsACircle() {
        let path = PillShapeGenerator().path(for: Size(width: 56, height: 56))
        assertCubicsOnCircle(path, center: Point(x: 28, y: 28), radius: 28, expectedCount: 4)
        XCTAssertEqual(PillShapeGenerator().cornerRadius(for: Size(width: -56, height: 80)), 28)
    }

    func testPillIsStatelessForAZeroRadius() {
        // MDC reuses the previous call's corners when the radius is 0; Touchstone draws the
        // degenerate rectangle whatever came before (docs/fidelity.md#paths-and-shapes).
        let pill = PillShapeGenerator()
        _ = pill.path(for: Size(width: 100, height: 40))
        assertElements(pill.path(for: Size(width: 100, height: 0)),
                       [.move(0, 0), .line(100, 0), .line(100, 0), .line(0, 0), .line(0, 0), .close])
    }

    func testCurvedRectGivesEveryCornerTheSameHorizontalAndVerticalExtent() {
        // cornerSize (10, 5): 10 along horizontal edges, 5 along vertical ones at every corner.
        let path = CurvedRectShapeGenerator(cornerSize: Size(width: 10, height: 5))
            .path(for: Size(width: 100, height: 40))
        assertElements(path, [.move(0, 5), .quad(10, 0), .line(90, 0), .quad(100, 5), .line(100, 35),
                              .quad(90, 40), .line(10, 40), .quad(0, 35), .line(0, 5), .close])
        let controls = path.elements.compactMap { element -> Point? in
            if case .quadCurve(_, let c) = element { return c }
            return nil
        }
        XCTAssertEqual(controls, [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 40), Point(x: 0, y: 40)])
    }

    func testSlantedRectIsAParallelogramReachingOutsideTheBounds() {
        let path = SlantedRectShapeGenerator(slant: 10).path(for: Size(width: 100, height: 40))
        assertElements(path, [.move(10, 0), .line(110, 0), .line(90, 40), .line(-10, 40), .line(10, 0), .close])
        XCTAssertEqual(path.controlPointBounds, Rect(x: -10, y: 0, width: 120, height: 40))
    }

    func testCornerTreatmentGeneratorsInTheirLocalFrame() {
        let rounded = CornerTreatment.rounded(radius: 8).pathGenerator(forCornerWithAngle: .pi / 2)
        XCTAssertEqual(rounded.startPoint, Point(x: 0, y: 8))
        XCTAssertEqual(rounded.endPoint, Point(x: 8, y: 0))
        XCTAssertEqual(rounded.commands, [.tangentArc(tangent: .zero, to: Point(x: 8, y: 0), radius: 8)])
        // At 60° the to-point is r along the outgoing edge: (sin 60°·r, cos 60°·r).
        let sixty = CornerTreatment.rounded(radius: 8).pathGenerator(forCornerWithAngle: .pi / 3)
        XCTAssertEqual(sixty.endPoint.x, 8 * 3.0.squareRoot() / 2, accuracy: 1e-12)
        XCTAssertEqual(sixty.endPoint.y, 4, accuracy: 1e-12)

        let cut = CornerTreatment.cut(6).pathGenerator(forCornerWithAngle: .pi / 2)
        XCTAssertEqual(cut.startPoint, Point(x: 0, y: 6))
        XCTAssertEqual(cut.commands, [.line(to: Point(x: 6, y: 0))])

        let curved = CornerTreatment.curved(Size(width: 4, height: 3)).pathGenerator(forCornerWithAngle: .pi / 2)
        XCTAssertEqual(curved.startPoint, Point(x: 0, y: 3))
        XCTAssertEqual(curved.commands, [.quadCurve(control: .zero, to: Point(x: 4, y: 0))])

        let sharp = CornerTreatment.sharp.pathGenerator(forCornerWithAngle: .pi / 2)
        XCTAssertEqual(sharp.startPoint, .zero)
        XCTAssertEqual(sharp.count, 0)
    }

    func testPercentageValuesScaleByHeightOnly() {
        let corner = CornerTreatment.curved(Size(width: 0.25, height: 0.5), valueType: .percentage)
        let generator = corner.pathGenerator(forCornerWithAngle: .pi / 2, viewSize: Size(width: 400, height: 40))
        // Both components × height 40, never the width.
        XCTAssertEqual(generator.startPoint, Point(x: 0, y: 20))
        XCTAssertEqual(generator.endPoint, Point(x: 10, y: 0))
        // The angle-only form ignores the value type.
        XCTAssertEqual(corner.pathGenerator(forCornerWithAngle: .pi / 2).endPoint, Point(x: 0.25, y: 0))
    }

    func testCornerEqualityComparesKindValueAndValueType() {
        XCTAssertEqual(CornerTreatment.rounded(radius: 4), CornerTreatment.rounded(radius: 4))
        XCTAssertNotEqual(CornerTreatment.rounded(radius: 4), CornerTreatment.cut(4))
        XCTAssertNotEqual(CornerTreatment.rounded(radius: 0.5),
                          CornerTreatment.rounded(radius: 0.5, valueType: .percentage))
    }

    func testPathGeneratorTracksEndPointsAsMDCRecordsThem() {
        var generator = PathGenerator(startPoint: Point(x: 1, y: 2))
        XCTAssertEqual(generator.endPoint, Point(x: 1, y: 2))
        generator.addLine(to: Point(x: 5, y: 2))
        XCTAssertEqual(generator.endPoint, Point(x: 5, y: 2))
        // The arc's end is centre + r·(cos, sin) of the end angle.
        generator.addArc(center: Point(x: 5, y: 7), radius: 5, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        XCTAssertTrue(generator.endPoint.isApproximatelyEqual(to: Point(x: 10, y: 7), tolerance: 1e-12))
        // A tangent arc records its to-point even though the arc ends at the tangent point.
        generator.addArc(tangentPoint: Point(x: 10, y: 20), to: Point(x: 0, y: 20), radius: 3)
        XCTAssertEqual(generator.endPoint, Point(x: 0, y: 20))
        generator.addCurve(control1: .zero, control2: .zero, to: Point(x: -1, y: -1))
        generator.addQuadCurve(control: .zero, to: Point(x: -2, y: -2))
        XCTAssertEqual(generator.endPoint, Point(x: -2, y: -2))
        XCTAssertEqual(generator.count, 5)

        // Replay emits no move for the start point and maps every point.
        var path = Path()
        path.move(to: Point(x: 101, y: 2))
        generator.append(to: &path, transform: AffineTransform(translationX: 100, y: 0))
        XCTAssertEqual(path.elements[1], .line(to: Point(x: 105, y: 2)))
        // The tangent arc lands on its second tangent point (10+100, 20−3... ) : the corner (110,20)
        // with lines from (110,7) down and then left, r = 3 → tangent points (110,17) and (107,20).
        XCTAssertTrue(path.elements.contains { element in
            if case .curve(let p, _, _) = element { return p.isApproximatelyEqual(to: Point(x: 107, y: 20), tolerance: 1e-9) }
            return false
        })
        XCTAssertEqual(path.elements.filter { if case .move = $0 { return true } else { return false } }.count, 1)
    }

    func testShapeSchemeDefaultsAreMaterial201809() {
        let scheme = ShapeScheme()
        XCTAssertEqual(scheme.smallComponentShape, ShapeCategory(family: .rounded, size: 4))
        XCTAssertEqual(scheme.mediumComponentShape, ShapeCategory(family: .rounded, size: 4))
        XCTAssertEqual(scheme.largeComponentShape, ShapeCategory(family: .rounded, size: 0))
        XCTAssertEqual(scheme[.large].topLeftCorner, .rounded(radius: 0))
        XCTAssertEqual(ShapeCategory(), ShapeCategory(family: .rounded, size: 0))
        let cut = ShapeCategory(family: .cut, size: 8)
        XCTAssertEqual(cut.bottomLeftCorner, .cut(8))
        XCTAssertEqual(cut.rectangleShapeGenerator.corners, Array(repeating: .cut(8), count: 4))
    }

    func testShapedBorderInsetIsAScaleAboutTheBoundingBoxCentre() {
        // MDC's border inset (docs/material.md): 100×100 rect, border 2 → colour path (1,1,98,98); border 6 → colour path
        // (3,3,94,94) and content mask (6,6,88,88); the shadow path is not inset.
        let square = RectangleShapeGenerator().path(for: Size(width: 100, height: 100))
        let two = ShapedBorderPaths(shape: square, borderWidth: 2)
        XCTAssertEqual(two.colorPath.controlPointBounds, Rect(x: 1, y: 1, width: 98, height: 98))
        let six = ShapedBorderPaths(shape: square, borderWidth: 6)
        XCTAssertEqual(six.shadowPath, square)
        XCTAssertEqual(six.colorPath.controlPointBounds, Rect(x: 3, y: 3, width: 94, height: 94))
        XCTAssertEqual(six.contentMaskPath.controlPointBounds, Rect(x: 6, y: 6, width: 88, height: 88))
        // Zero border: nothing changes.
        XCTAssertEqual(ShapedBorderPaths(shape: square, borderWidth: 0).contentMaskPath, square)
    }

    func testScaledInsetShrinksCornerRadiiInProportion() {
        // A 100×40 card with r = 8 inset by 4: sx = 92/100, sy = 32/40. The top-left corner's arc
        // start (0,8) maps to (4, 8·0.8 + 4) = (4, 10.4): a true offset would give (4, 8).
        var generator = RectangleShapeGenerator()
        generator.setCorners(.rounded(radius: 8))
        let inset = generator.path(for: Size(width: 100, height: 40)).scaledInset(by: 4)
        XCTAssertEqual(inset.elements[0], .move(to: Point(x: 4, y: 10.4)))
        XCTAssertTrue(ElementShape.curve(4 + 8 * 0.92, 4).matches(inset.elements[1]))
        // Below 0.001 or on a box thinner than 0.001: unchanged. Above half a side: flipped.
        XCTAssertEqual(generator.path(for: Size(width: 100, height: 40)).scaledInset(by: 0.0009),
                       generator.path(for: Size(width: 100, height: 40)))
        let flipped = RectangleShapeGenerator().path(for: Size(width: 10, height: 10)).scaledInset(by: 6)
        XCTAssertEqual(flipped.elements[0], .move(to: Point(x: 6, y: 6)))
        XCTAssertEqual(flipped.elements[1], .line(to: Point(x: 4, y: 6)))
    }
}
