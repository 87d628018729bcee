import Geometry
import Raster
import Scene
import XCTest

/// Interpolation per kind, worked by hand.
final class AnimatableValueTests: XCTestCase {
    func testNumbersPointsSizesAndRectsInterpolateComponentWise() {
        XCTAssertEqual(AnimatableValue.double(10).interpolated(to: .double(50), fraction: 0.25), .double(20))
        XCTAssertEqual(AnimatableValue.point(Point(x: 0, y: 8)).interpolated(to: .point(Point(x: 4, y: 0)), fraction: 0.25),
                       .point(Point(x: 1, y: 6)))
        XCTAssertEqual(AnimatableValue.size(Size(width: 10, height: 20)).interpolated(to: .size(Size(width: 30, height: 0)), fraction: 0.5),
                       .size(Size(width: 20, height: 10)))
        XCTAssertEqual(AnimatableValue.rect(Rect(x: 0, y: 0, width: 10, height: 10))
                        .interpolated(to: .rect(Rect(x: 8, y: -4, width: 30, height: 10)), fraction: 0.75),
                       .rect(Rect(x: 6, y: -3, width: 25, height: 10)))
        // Overshooting curves give fractions outside 0…1: numbers extrapolate.
        XCTAssertEqual(AnimatableValue.double(10).interpolated(to: .double(50), fraction: 1.5), .double(70))
    }

    func testEndpointsAreReturnedExactly() {
        // 1e16 + (1 − 1e16)·1 rounds to 0 in doubles; fraction 1 must still give 1.
        XCTAssertEqual(AnimatableValue.double(1e16).interpolated(to: .double(1), fraction: 1), .double(1))
        XCTAssertEqual(AnimatableValue.double(1e16).interpolated(to: .double(1), fraction: 0), .double(1e16))
    }

    func testColoursInterpolateStraightComponentsRoundingHalvesAwayFromZero() {
        let a = Color(red: 0, green: 10, blue: 200, alpha: 255)
        let b = Color(red: 255, green: 11, blue: 100, alpha: 0)
        // Halfway: 127.5 → 128, 10.5 → 11, 150, 127.5 → 128 (straight components, not premultiplied).
        XCTAssertEqual(AnimatableValue.color(a).interpolated(to: .color(b), fraction: 0.5),
                       .color(Color(red: 128, green: 11, blue: 150, alpha: 128)))
        // A quarter: 63.75 → 64, 10.25 → 10, 175, 191.25 → 191.
        XCTAssertEqual(AnimatableValue.color(a).interpolated(to: .color(b), fraction: 0.25),
                       .color(Color(red: 64, green: 10, blue: 175, alpha: 191)))
        // Extrapolation clamps to 0…255: 0 + 200·1.5 = 300 → 255, 0 + 200·(−0.5) = −100 → 0.
        let black = Color(red: 0, green: 0, blue: 0, alpha: 0), grey = Color(red: 200, green: 200, blue: 200, alpha: 200)
        XCTAssertEqual(AnimatableValue.color(black).interpolated(to: .color(grey), fraction: 1.5), .color(.white))
        XCTAssertEqual(AnimatableValue.color(black).interpolated(to: .color(grey), fraction: -0.5), .color(black))
    }

    func testTransformsInterpolateEntryByEntry() {
        let from = AffineTransform.identity
        let to = AffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 10, ty: -20)
        XCTAssertEqual(AnimatableValue.transform(from).interpolated(to: .transform(to), fraction: 0.5),
                       .transform(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: -10)))
    }

    func testPathsWithTheSameStructureInterpolatePointByPoint() {
        var a = Path(), b = Path(), half = Path()
        a.move(to: Point(x: 0, y: 0)); a.addLine(to: Point(x: 10, y: 0))
        a.addCurve(to: Point(x: 10, y: 10), control1: Point(x: 12, y: 2), control2: Point(x: 12, y: 8)); a.closeSubpath()
        b.move(to: Point(x: 2, y: 2)); b.addLine(to: Point(x: 30, y: 0))
        b.addCurve(to: Point(x: 30, y: 30), control1: Point(x: 40, y: 6), control2: Point(x: 36, y: 24)); b.closeSubpath()
        half.move(to: Point(x: 1, y: 1)); half.addLine(to: Point(x: 20, y: 0))
        half.addCurve(to: Point(x: 20, y: 20), control1: Point(x: 26, y: 4), control2: Point(x: 24, y: 16)); half.closeSubpath()
        XCTAssertEqual(AnimatableValue.path(a).interpolated(to: .path(b), fraction: 0.5), .path(half))
    }

    func testPathsWithDifferentStructuresJumpAtTheMidpoint() {
        var a = Path(), b = Path()
        a.move(to: Point(x: 0, y: 0)); a.addLine(to: Point(x: 10, y: 0))
        b.move(to: Point(x: 0, y: 0)); b.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 5))
        XCTAssertEqual(AnimatableValue.path(a).interpolated(to: .path(b), fraction: 0.4999), .path(a))
        XCTAssertEqual(AnimatableValue.path(a).interpolated(to: .path(b), fraction: 0.5), .path(b))
        var c = a
        c.addLine(to: Point(x: 10, y: 10))
        XCTAssertEqual(AnimatableValue.path(a).interpolated(to: .path(c), fraction: 0.25), .path(a))
        XCTAssertEqual(AnimatableValue.path(a).interpolated(to: .path(c), fraction: 0.75), .path(c))
    }

    func testKindsNeverMix() {
        XCTAssertNil(AnimatableValue.double(1).interpolated(to: .point(.zero), fraction: 0.5))
        XCTAssertNil(AnimatableValue.color(.black).interpolated(to: .double(1), fraction: 0))
        XCTAssertEqual(AnimatableValue.rect(.zero).kind, .rect)
    }
}
