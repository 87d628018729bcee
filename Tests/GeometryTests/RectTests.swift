import Geometry
import XCTest

/// `Rect` against CoreGraphics' rules, worked by hand: standardizing, the half-open `contains`,
/// union, intersection, insets and transformed bounds.
final class GeometryCoreRectTests: XCTestCase {
    // MARK: Standardizing

    func testStandardizedFlipsBothNegativeDimensions() {
        // Origin (10, 20) with size (−4, −6) covers x in [6, 10], y in [14, 20].
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        XCTAssertEqual(r.standardized, Rect(x: 6, y: 14, width: 4, height: 6))
        XCTAssertEqual([r.minX, r.maxX, r.minY, r.maxY], [6, 10, 14, 20])
        XCTAssertEqual([r.width, r.height], [4, 6])
        XCTAssertEqual(r.center, Point(x: 8, y: 17))
        XCTAssertFalse(r.isEmpty)
    }

    func testStandardizedFlipsOneNegativeDimension() {
        XCTAssertEqual(Rect(x: 0, y: 0, width: -3, height: 5).standardized,
                       Rect(x: -3, y: 0, width: 3, height: 5))
        XCTAssertEqual(Rect(x: 1, y: 2, width: 3, height: -2).standardized,
                       Rect(x: 1, y: 0, width: 3, height: 2))
    }

    func testStandardizedLeavesPositiveRectAlone() {
        let r = Rect(x: -1.5, y: 2.25, width: 3, height: 4)
        XCTAssertEqual(r.standardized, r)
        XCTAssertEqual(r.standardized.standardized, r)
    }

    func testCornerInitializerIsStandardized() {
        XCTAssertEqual(Rect(corner: Point(x: 5, y: -1), corner: Point(x: 2, y: 3)),
                       Rect(x: 2, y: -1, width: 3, height: 4))
    }

    func testZeroAreaIsEmpty() {
        XCTAssertTrue(Rect(x: 3, y: 3, width: 0, height: 10).isEmpty)
        XCTAssertTrue(Rect(x: 3, y: 3, width: 10, height: 0).isEmpty)
        XCTAssertTrue(Rect.zero.isEmpty)
        XCTAssertFalse(Rect(x: 0, y: 0, width: -1, height: -1).isEmpty)
    }

    // MARK: Containment

    func testContainsPointIncludesTopAndLeftEdgesOnly() {
        let r = Rect(x: 0, y: 0, width: 10, height: 5)
        let inside = [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 0, y: 2.5),
                      Point(x: 9.5, y: 4.5), Point(x: 10.0.nextDown, y: 5.0.nextDown)]
        let outside = [Point(x: 10, y: 2), Point(x: 5, y: 5), Point(x: 10, y: 5), Point(x: 10, y: 0),
                       Point(x: 0, y: 5), Point(x: -0.001, y: 2), Point(x: 5, y: -0.001)]
        for p in inside { XCTAssertTrue(r.contains(p), "\(p) should be inside \(r)") }
        for p in outside { XCTAssertFalse(r.contains(p), "\(p) should be outside \(r)") }
    }

    func testContainsPointUsesStandardizedEdgesForNegativeSizes() {
        // The same area as (0, 0, 10, 5): the origin corner (10, 5) is now the bottom-right one, out.
        let r = Rect(x: 10, y: 5, width: -10, height: -5)
        XCTAssertTrue(r.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 5)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 2)))
        XCTAssertTrue(r.contains(Point(x: 9.99, y: 4.99)))
    }

    func testTilingRectanglesNeverBothContainASharedEdgePoint() {
        // A 2 × 2 tiling of unit squares; every point on a shared edge or at the shared corner
        // belongs to exactly one tile.
        let tiles = [Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 1, y: 0, width: 1, height: 1),
                     Rect(x: 0, y: 1, width: 1, height: 1), Rect(x: 1, y: 1, width: 1, height: 1)]
        let probes = [Point(x: 1, y: 0.5), Point(x: 0.5, y: 1), Point(x: 1, y: 1),
                      Point(x: 1, y: 1.5), Point(x: 1.5, y: 1)]
        for p in probes {
            XCTAssertEqual(tiles.filter { $0.contains(p) }.count, 1, "\(p)")
        }
    }

    func testEmptyRectContainsNoPoint() {
        XCTAssertFalse(Rect(x: 2, y: 2, width: 0, height: 4).contains(Point(x: 2, y: 2)))
        XCTAssertFalse(Rect(x: 2, y: 2, width: 4, height: 0).contains(Point(x: 3, y: 2)))
    }

    func testContainsRect() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(r.contains(Rect(x: 2, y: 2, width: 3, height: 3)))
        XCTAssertTrue(r.contains(r), "a rectangle contains itself (closed on every edge)")
        XCTAssertTrue(r.contains(Rect(x: 5, y: 5, width: 5, height: 5)), "sharing the bottom-right corner")
        XCTAssertTrue(r.contains(Rect(x: 10, y: 10, width: 0, height: 0)), "empty rect on the boundary")
        XCTAssertTrue(r.contains(Rect(x: 8, y: 8, width: -8, height: -8)), "negative size, standardized")
        XCTAssertFalse(r.contains(Rect(x: 5, y: 5, width: 6, height: 2)), "sticks out to the right")
        XCTAssertFalse(r.contains(Rect(x: -1, y: 5, width: 2, height: 2)), "sticks out to the left")
        XCTAssertFalse(r.contains(Rect(x: 20, y: 20, width: 1, height: 1)), "disjoint")
        XCTAssertFalse(Rect(x: 2, y: 2, width: 3, height: 3).contains(r), "the larger one")
    }

    // MARK: Union and intersection

    func testUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: 5, width: 5, height: 20)
        XCTAssertEqual(a.union(b), Rect(x: 0, y: 0, width: 25, height: 25))
        XCTAssertEqual(b.union(a), Rect(x: 0, y: 0, width: 25, height: 25))
        XCTAssertEqual(a.union(a), a)
        // (30, 30) with size (−5, −5) is [25, 30]²: the union reaches out to 30.
        XCTAssertEqual(a.union(Rect(x: 30, y: 30, width: -5, height: -5)),
                       Rect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(a.union(Point(x: -4, y: 12)), Rect(x: -4, y: 0, width: 14, height: 12))
        XCTAssertEqual(a.union(Point(x: 3, y: 3)), a)
    }

    func testIntersectionOfOverlappingRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersection(Rect(x: 5, y: 6, width: 10, height: 10)),
                       Rect(x: 5, y: 6, width: 5, height: 4))
        XCTAssertEqual(a.intersection(Rect(x: 2, y: 3, width: 4, height: 5)),
                       Rect(x: 2, y: 3, width: 4, height: 5), "contained rect")
        XCTAssertEqual(a.intersection(Rect(x: 15, y: 15, width: -10, height: -10)),
                       Rect(x: 5, y: 5, width: 5, height: 5), "negative size")
        XCTAssertTrue(a.intersects(Rect(x: 5, y: 6, width: 10, height: 10)))
    }

    func testIntersectionOfDisjointRectsIsNil() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertNil(a.intersection(Rect(x: 11, y: 0, width: 5, height: 5)))
        XCTAssertNil(a.intersection(Rect(x: 0, y: -6, width: 5, height: 5)))
        XCTAssertNil(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)))
        XCTAssertFalse(a.intersects(Rect(x: 11, y: 0, width: 5, height: 5)))
    }

    func testTouchingRectsIntersectInAnEmptyRect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        // Sharing the edge x = 10 over y in [2, 7].
        let edge = a.intersection(Rect(x: 10, y: 2, width: 5, height: 5))
        XCTAssertEqual(edge, Rect(x: 10, y: 2, width: 0, height: 5))
        XCTAssertEqual(edge?.isEmpty, true)
        // Sharing only the corner (10, 10).
        XCTAssertEqual(a.intersection(Rect(x: 10, y: 10, width: 3, height: 3)),
                       Rect(x: 10, y: 10, width: 0, height: 0))
        // Touching is not overlapping area.
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 2, width: 5, height: 5)))
    }

    // MARK: Insets

    func testInsetByShrinksEachSide() {
        XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 20).insetBy(dx: 2, dy: 3),
                       Rect(x: 2, y: 3, width: 6, height: 14))
        // Negative insets grow the rectangle.
        XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 20).insetBy(dx: -1, dy: -2),
                       Rect(x: -1, y: -2, width: 12, height: 24))
        // A negative-size rectangle is standardized first: (10, 20, −10, −20) is (0, 0, 10, 20).
        XCTAssertEqual(Rect(x: 10, y: 20, width: -10, height: -20).insetBy(dx: 2, dy: 3),
                       Rect(x: 2, y: 3, width: 6, height: 14))
    }

    func testInsetByToExactlyZeroKeepsAnEmptyRect() {
        XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 20).insetBy(dx: 5, dy: 0),
                       Rect(x: 5, y: 0, width: 0, height: 20))
    }

    func testOverInsetIsNil() {
        let r = Rect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertNil(r.insetBy(dx: 5.5, dy: 0))
        XCTAssertNil(r.insetBy(dx: 0, dy: 10.5))
        XCTAssertNil(r.inset(by: EdgeInsets(top: 15, left: 0, bottom: 6, right: 0)))
        XCTAssertNil(r.inset(by: EdgeInsets(top: 0, left: 4, bottom: 0, right: 7)))
    }

    func testInsetByEdgeInsetsMovesEachEdgeByItsOwnAmount() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        // left 2 → x 2; top 1 → y 1; width 100 − 2 − 4; height 50 − 1 − 3.
        XCTAssertEqual(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                       Rect(x: 2, y: 1, width: 94, height: 46))
        XCTAssertEqual(r.inset(by: EdgeInsets(all: 5)), Rect(x: 5, y: 5, width: 90, height: 40))
        XCTAssertEqual(r.inset(by: .zero), r)
        XCTAssertEqual(r.inset(by: EdgeInsets(top: -1, left: -2, bottom: 0, right: 0)),
                       Rect(x: -2, y: -1, width: 102, height: 51))
    }

    func testOffsetBy() {
        XCTAssertEqual(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -20),
                       Rect(x: 11, y: -18, width: 3, height: 4))
    }

    // MARK: Transforms

    func testApplyingQuarterRotationIsExact() {
        // A rotation by π/2 maps (x, y) to (−y, x): the corners (0,0), (10,0), (10,20), (0,20) go
        // to (0,0), (0,10), (−20,10), (−20,0).
        let rotated = Rect(x: 0, y: 0, width: 10, height: 20)
            .applying(AffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rotated, Rect(x: -20, y: 0, width: 20, height: 10))
        // Half a turn maps the rectangle onto (−10, −20, 10, 20).
        XCTAssertEqual(Rect(x: 0, y: 0, width: 10, height: 20).applying(AffineTransform(rotationAngle: .pi)),
                       Rect(x: -10, y: -20, width: 10, height: 20))
    }

    func testApplyingEighthRotationBoundsTheRotatedSquare() {
        // The square [0, 10]² turned by π/4 about the origin has corners (0, 0), (5√2, 5√2),
        // (0, 10√2) and (−5√2, 5√2).
        let h = 5 * 2.0.squareRoot()
        let rotated = Rect(x: 0, y: 0, width: 10, height: 10).applying(AffineTransform(rotationAngle: .pi / 4))
        XCTAssertTrue(rotated.isApproximatelyEqual(to: Rect(x: -h, y: 0, width: 2 * h, height: 2 * h),
                                                   tolerance: 1e-12), "\(rotated)")
    }

    func testApplyingScaleAndTranslation() {
        let t = AffineTransform(scaleX: 2, y: -3).concatenating(AffineTransform(translationX: 1, y: 1))
        // x in [1, 4] → [3, 9]; y in [2, 6] → [−18, −6] → [−17, −5].
        XCTAssertEqual(Rect(x: 1, y: 2, width: 3, height: 4).applying(t),
                       Rect(x: 3, y: -17, width: 6, height: 12))
    }
}
