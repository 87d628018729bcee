import Geometry
import XCTest

/// `AffineTransform` against CoreGraphics' matrix layout and composition order, worked by hand.
final class GeometryCoreAffineTransformTests: XCTestCase {
    private func assertNear(_ p: Point, _ q: Point, _ tolerance: Double, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(p.isApproximatelyEqual(to: q, tolerance: tolerance), "\(p) vs \(q) \(message)",
                      file: file, line: line)
    }

    // MARK: Mapping

    func testPointMapsWithCoreGraphicsLayout() {
        // x' = a·x + c·y + tx = 7 + 24 + 5; y' = b·x + d·y + ty = 14 + 32 + 6.
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(Point(x: 7, y: 8).applying(t), Point(x: 36, y: 52))
        XCTAssertEqual(Point(x: 7, y: 8).applying(.identity), Point(x: 7, y: 8))
        XCTAssertTrue(AffineTransform.identity.isIdentity)
        XCTAssertFalse(t.isIdentity)
        XCTAssertEqual(t.determinant, -2)
    }

    func testSizeIgnoresTranslation() {
        let t = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        XCTAssertEqual(Size(width: 4, height: 5).applying(t), Size(width: 8, height: 15))
        // A quarter turn maps (w, h) to (−h, w), so a size may come out negative.
        XCTAssertEqual(Size(width: 4, height: 5).applying(AffineTransform(rotationAngle: .pi / 2)),
                       Size(width: -5, height: 4))
    }

    func testPositiveRotationTurnsXTowardY() {
        // y grows down, so +x turning toward +y is clockwise on screen.
        XCTAssertEqual(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2)), Point(x: 0, y: 1))
        XCTAssertEqual(Point(x: 0, y: 1).applying(AffineTransform(rotationAngle: .pi / 2)), Point(x: -1, y: 0))
        // π/6: (cos π/6, sin π/6) = (√3/2, 1/2).
        assertNear(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 6)),
                   Point(x: 3.0.squareRoot() / 2, y: 0.5), 1e-15)
    }

    // MARK: Composition order

    func testConcatenatingAppliesSelfFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3), move = AffineTransform(translationX: 10, y: 20)
        // Scale then translate: (1, 1) → (2, 3) → (12, 23).
        let scaleThenMove = scale.concatenating(move)
        XCTAssertEqual(scaleThenMove, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        XCTAssertEqual(Point(x: 1, y: 1).applying(scaleThenMove), Point(x: 12, y: 23))
        // Translate then scale: (1, 1) → (11, 21) → (22, 63).
        let moveThenScale = move.concatenating(scale)
        XCTAssertEqual(moveThenScale, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        XCTAssertEqual(Point(x: 1, y: 1).applying(moveThenScale), Point(x: 22, y: 63))
    }

    func testConcatenatingGeneralMatricesAsRowVectorProduct() {
        // CGAffineTransformConcat(t1, t2) = t1 · t2 with rows [a b 0], [c d 0], [tx ty 1]:
        // a = 1·7 + 2·9, b = 1·8 + 2·10, c = 3·7 + 4·9, d = 3·8 + 4·10,
        // tx = 5·7 + 6·9 + 11, ty = 5·8 + 6·10 + 12.
        let t1 = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = AffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        XCTAssertEqual(t1.concatenating(t2), AffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        // Cross-check on a point: (1, 1) → t1 → (9, 12) → t2 → (7·9 + 9·12 + 11, 8·9 + 10·12 + 12).
        XCTAssertEqual(Point(x: 1, y: 1).applying(t1), Point(x: 9, y: 12))
        XCTAssertEqual(Point(x: 1, y: 1).applying(t1.concatenating(t2)), Point(x: 182, y: 204))
    }

    func testTranslatedByTranslatesBeforeSelf() {
        // CGAffineTransformTranslate(scale 2, 10, 0) moves in the scaled space: the origin lands at (20, 0).
        let t = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(Point.zero.applying(t), Point(x: 20, y: 0))
        XCTAssertEqual(t, AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    func testScaledByScalesBeforeSelf() {
        // (1, 1) → scale (2, 3) → (2, 3) → translate (10, 0) → (12, 3).
        let t = AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        XCTAssertEqual(Point(x: 1, y: 1).applying(t), Point(x: 12, y: 3))
        XCTAssertEqual(t, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    func testRotatedByRotatesBeforeSelf() {
        // (1, 0) → quarter turn → (0, 1) → translate (10, 0) → (10, 1).
        let t = AffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        XCTAssertEqual(Point(x: 1, y: 0).applying(t), Point(x: 10, y: 1))
        // The other order: (1, 0) → (11, 0) → (0, 11).
        let other = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(Point(x: 1, y: 0).applying(other), Point(x: 0, y: 11))
    }

    // MARK: Quarter turns

    func testQuarterTurnsKeepIntegerPointsInteger() {
        // (3, 7) turned k quarter turns: (3, 7), (−7, 3), (−3, −7), (7, −3), repeating.
        let expected = [Point(x: 3, y: 7), Point(x: -7, y: 3), Point(x: -3, y: -7), Point(x: 7, y: -3)]
        for k in -12...12 {
            let angle = Double(k) * (.pi / 2)
            let mapped = Point(x: 3, y: 7).applying(AffineTransform(rotationAngle: angle))
            XCTAssertEqual(mapped, expected[((k % 4) + 4) % 4], "k = \(k)")
        }
        XCTAssertEqual(Point(x: 3, y: 7).applying(AffineTransform(rotationAngle: 3 * .pi / 2)), Point(x: 7, y: -3))
        XCTAssertEqual(Point(x: 3, y: 7).applying(AffineTransform(rotationAngle: -.pi)), Point(x: -3, y: -7))
    }

    func testFourQuarterTurnsComposeToIdentityExactly() {
        var t = Geometry.AffineTransform.identity
        for _ in 0..<4 { t = t.rotated(by: .pi / 2) }
        XCTAssertEqual(t, .identity)
    }

    // MARK: Inverse

    func testInverseOfScaleAndTranslationByHand() {
        // x' = 2x + 10, y' = 4y + 20 inverts to x = x'/2 − 5, y = y'/4 − 5.
        let t = AffineTransform(scaleX: 2, y: 4).concatenating(AffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(t.inverted(), AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
    }

    func testInverseOfQuarterTurnIsTheOppositeQuarterTurn() {
        XCTAssertEqual(AffineTransform(rotationAngle: .pi / 2).inverted(), AffineTransform(rotationAngle: -.pi / 2))
    }

    func testInverseRoundTripsWithinTolerance() {
        let t = AffineTransform(rotationAngle: 0.3)
            .concatenating(AffineTransform(scaleX: 2, y: -0.5))
            .concatenating(AffineTransform(a: 1, b: 0.25, c: -0.75, d: 1, tx: 0, ty: 0))
            .concatenating(AffineTransform(translationX: 13, y: -7))
        guard let inverse = t.inverted() else { return XCTFail("\(t) is invertible") }
        XCTAssertTrue(t.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        XCTAssertTrue(inverse.concatenating(t).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        for p in [Point(x: 0, y: 0), Point(x: 3.5, y: -2), Point(x: -40, y: 25)] {
            assertNear(p.applying(t).applying(inverse), p, 1e-12)
        }
    }

    func testSingularTransformsHaveNoInverse() {
        XCTAssertNil(AffineTransform(scaleX: 0, y: 1).inverted())
        // Rows (1, 2) and (2, 4) are parallel: determinant 1·4 − 2·2 = 0.
        XCTAssertNil(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted())
        XCTAssertNil(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted())
        XCTAssertNil(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted())
    }

    // MARK: Paths

    func testPathApplyingMapsEveryPoint() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 20, y: 5))
        path.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 5, y: 15), control2: Point(x: 2, y: 12))
        path.closeSubpath()
        // Scale by 2, then translate by (1, −1): (x, y) → (2x + 1, 2y − 1).
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 1, y: -1))
        let mapped = path.applying(t)
        XCTAssertEqual(mapped.elements, [
            .move(to: Point(x: 1, y: -1)),
            .line(to: Point(x: 21, y: -1)),
            .quadCurve(to: Point(x: 21, y: 19), control: Point(x: 41, y: 9)),
            .curve(to: Point(x: 1, y: 19), control1: Point(x: 11, y: 29), control2: Point(x: 5, y: 23)),
            .closeSubpath,
        ])
        XCTAssertEqual(mapped.currentPoint, Point(x: 1, y: -1))
        XCTAssertEqual(mapped.controlPointBounds, Rect(x: 1, y: -1, width: 40, height: 30))
        XCTAssertEqual(path.applying(.identity), path)
    }

    func testPathApplyingQuarterTurnIsExact() {
        var path = Path()
        path.addRect(Rect(x: 1, y: 2, width: 3, height: 4))
        // (x, y) → (−y, x).
        XCTAssertEqual(path.applying(AffineTransform(rotationAngle: .pi / 2)).elements, [
            .move(to: Point(x: -2, y: 1)), .line(to: Point(x: -2, y: 4)), .line(to: Point(x: -6, y: 4)),
            .line(to: Point(x: -6, y: 1)), .closeSubpath,
        ])
    }
}
