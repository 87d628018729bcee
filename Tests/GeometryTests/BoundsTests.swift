import Geometry
import XCTest

/// Control-point bounds (`CGPathGetBoundingBox`) against tight bounds (`CGPathGetPathBoundingBox`),
/// with curve extrema worked by hand.
final class GeometryCoreBoundsTests: XCTestCase {
    private func assertRect(_ r: Rect?, _ expected: Rect, _ tolerance: Double, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("nil, expected \(expected) \(message)", file: file, line: line) }
        XCTAssertTrue(r.isApproximatelyEqual(to: expected, tolerance: tolerance), "\(r) vs \(expected) \(message)",
                      file: file, line: line)
    }

    func testEmptyPathHasNoBounds() {
        XCTAssertNil(Path().controlPointBounds)
        XCTAssertNil(Path().tightBounds)
    }

    func testQuadExtremumIsHalfwayToItsControl() {
        // y(t) = 2·100·t(1 − t) peaks at t = 1/2 with 50; the control point is at 100.
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        XCTAssertEqual(path.controlPointBounds, Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(path.tightBounds, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testQuadWithAnExtremumInBothCoordinates() {
        // From (0, 0) via (−20, 30) to (10, 10): x(t) = −40t(1−t) + 10t², x' = −40 + 100t → t = 0.4,
        // x = −40·0.4·0.6 + 10·0.16 = −8; y(t) = 60t(1−t) + 10t², y' = 60 − 100t → t = 0.6,
        // y = 60·0.6·0.4 + 10·0.36 = 18.
        let segment = PathSegment.quad(Point(x: 0, y: 0), Point(x: -20, y: 30), Point(x: 10, y: 10))
        assertRect(segment.tightBounds, Rect(x: -8, y: 0, width: 18, height: 18), 1e-12)
        var extrema: [Double] = []
        segment.forEachExtremum { extrema.append($0) }
        XCTAssertEqual(extrema.count, 2)
        if extrema.count == 2 {
            XCTAssertEqual(extrema[0], 0.4, accuracy: 1e-15)
            XCTAssertEqual(extrema[1], 0.6, accuracy: 1e-15)
        }
    }

    func testCubicXExtremumByHand() {
        // x: 0, 30, 60, 0 gives x(t) = 90t(1−t)² + 180t²(1−t) = 90(t − t³), x' = 90(1 − 3t²): the
        // maximum is at t = 1/√3, x = 90·(2 / (3√3)) = 20√3. y: 0, 10, 20, 30 is y = 30t.
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 0, y: 30), control1: Point(x: 30, y: 10), control2: Point(x: 60, y: 20))
        XCTAssertEqual(path.controlPointBounds, Rect(x: 0, y: 0, width: 60, height: 30))
        assertRect(path.tightBounds, Rect(x: 0, y: 0, width: 20 * 3.0.squareRoot(), height: 30), 1e-12)
    }

    func testCubicDippingBelowItsEnds() {
        // y: 0, −30, −30, 0 gives y = −90t(1 − t), lowest at t = 1/2 with −22.5; x: 0, 0, 100, 100
        // gives x = 300t² − 200t³, increasing on [0, 1], so x adds no extremum.
        let segment = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 0, y: -30), Point(x: 100, y: -30),
                                        Point(x: 100, y: 0))
        assertRect(segment.tightBounds, Rect(x: 0, y: -22.5, width: 100, height: 22.5), 1e-12)
    }

    func testCubicWithTwoExtremaInOneCoordinate() {
        // x: 0, 60, −60, 0 gives x(t) = 180t(1−t)² − 180t²(1−t) = 180·t(1−t)(1−2t), and
        // x' = 180(1 − 6t + 6t²) vanishes at t = (3 ∓ √3)/6. There t(1−t) = 1/6 and 1 − 2t = ±√3/3,
        // so x = ±180·(1/6)·(√3/3) = ±10√3: a maximum and a minimum, both beyond the ends.
        // y: 0, 1, 2, 3 is y = 3t.
        let s3 = 3.0.squareRoot()
        let segment = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 60, y: 1), Point(x: -60, y: 2),
                                        Point(x: 0, y: 3))
        assertRect(segment.tightBounds, Rect(x: -10 * s3, y: 0, width: 20 * s3, height: 3), 1e-12)
        var extrema: [Double] = []
        segment.forEachExtremum { extrema.append($0) }
        XCTAssertEqual(extrema.count, 2)
        if extrema.count == 2 {
            XCTAssertEqual(extrema[0], (3 - s3) / 6, accuracy: 1e-15)
            XCTAssertEqual(extrema[1], (3 + s3) / 6, accuracy: 1e-15)
        }
    }

    func testLineBoundsAreItsEnds() {
        XCTAssertEqual(PathSegment.line(Point(x: 5, y: -1), Point(x: 2, y: 3)).tightBounds,
                       Rect(x: 2, y: -1, width: 3, height: 4))
    }

    func testCircleBoundsAreItsRect() {
        // The four quarters of `addEllipse` start and end at the extreme points and keep their
        // control points inside the rectangle, so both bounds equal the rectangle.
        let rect = Rect(x: 10, y: 20, width: 30, height: 30)
        var path = Path()
        path.addEllipse(in: rect)
        assertRect(path.tightBounds, rect, 1e-12)
        assertRect(path.controlPointBounds, rect, 1e-12)
        // Likewise for an ellipse and a negative-size rectangle.
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: 40, y: 20, width: -40, height: -20))
        assertRect(ellipse.tightBounds, Rect(x: 0, y: 0, width: 40, height: 20), 1e-12)
        assertRect(ellipse.controlPointBounds, Rect(x: 0, y: 0, width: 40, height: 20), 1e-12)
    }

    func testRoundedRectBoundsAreItsRect() {
        let rect = Rect(x: -5, y: 3, width: 100, height: 50)
        var path = Path()
        path.addRoundedRect(in: rect, cornerWidth: 12, cornerHeight: 8)
        assertRect(path.tightBounds, rect, 1e-12)
        assertRect(path.controlPointBounds, rect, 1e-12)
    }

    func testArcAcrossTheAxisHasTightBoundsOnTheCircle() {
        // −π/4 → π/4 on the circle of radius 10: one quarter cubic whose midpoint is exactly on the
        // circle at (10, 0), the x extremum. Its controls stick out: the first is
        // (5√2, −5√2) + 10κ·(sin π/4, cos π/4), κ = 4/3·(√2 − 1), at x = 5√2 + 10κ/√2 ≈ 10.98.
        let sqrt2 = 2.0.squareRoot(), kappa = 4.0 / 3.0 * (sqrt2 - 1)
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: false)
        assertRect(path.tightBounds,
                   Rect(x: 5 * sqrt2, y: -5 * sqrt2, width: 10 - 5 * sqrt2, height: 10 * sqrt2), 1e-12)
        assertRect(path.controlPointBounds,
                   Rect(x: 5 * sqrt2, y: -5 * sqrt2, width: 10 * kappa / sqrt2, height: 10 * sqrt2), 1e-12)
    }

    func testMovesCountInBothBounds() {
        // A lone move still counts, as in CoreGraphics.
        var path = Path()
        path.move(to: Point(x: -5, y: -5))
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        path.move(to: Point(x: 20, y: 0))
        XCTAssertEqual(path.tightBounds, Rect(x: -5, y: -5, width: 25, height: 15))
        XCTAssertEqual(path.controlPointBounds, Rect(x: -5, y: -5, width: 25, height: 15))
    }

    func testTightBoundsNeverExceedControlBounds() {
        var path = Path()
        path.move(to: Point(x: 3, y: 1))
        path.addCurve(to: Point(x: 9, y: 4), control1: Point(x: -7, y: 12), control2: Point(x: 15, y: -6))
        path.addQuadCurve(to: Point(x: 0, y: 0), control: Point(x: 6, y: 20))
        path.closeSubpath()
        guard let tight = path.tightBounds, let control = path.controlPointBounds else { return XCTFail() }
        XCTAssertTrue(control.contains(tight), "\(tight) inside \(control)")
        XCTAssertLessThan(tight.height, control.height)
        XCTAssertLessThan(tight.width, control.width)
    }
}
