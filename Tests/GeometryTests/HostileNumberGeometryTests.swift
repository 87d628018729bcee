import Geometry
import XCTest

/// Flattening and arcs of extreme sizes (docs/limits.md): counts compared before converting to
/// `Int`, capped at 2¹⁶.
final class HostileNumberGeometryTests: XCTestCase {
    func testFlatteningStepsOfHugeCurvesAreCapped() {
        let huge = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 1e300, y: 0), Point(x: 1e300, y: 1e300), Point(x: 0, y: 1e300))
        XCTAssertEqual(huge.flatteningSteps(tolerance: 0.05), PathSegment.maximumFlatteningSteps)
        let quad = PathSegment.quad(Point(x: 0, y: 0), Point(x: 1e200, y: 1e200), Point(x: 0, y: 0))
        XCTAssertEqual(quad.flatteningSteps(tolerance: 1e-300), PathSegment.maximumFlatteningSteps)
        // A count that overflowed to infinity (coordinates near the largest double) is 1, as documented.
        let overflowing = PathSegment.quad(Point(x: 0, y: 0), Point(x: 1e308, y: 1e308), Point(x: 0, y: 0))
        XCTAssertEqual(overflowing.flatteningSteps(tolerance: 0.05), 1)
        // Wang's bound worked by hand: |p0 − 2p1 + p2| = 2000 and tolerance 0.05 need
        // √(2000 / 0.2) = 100 steps, unchanged by the guard.
        let hundred = PathSegment.quad(Point(x: 0, y: 0), Point(x: 0, y: 1000), Point(x: 0, y: 0))
        XCTAssertEqual(hundred.flatteningSteps(tolerance: 0.05), 100)
        var count = 0
        huge.forEachFlattenedPoint(tolerance: 0.05) { _ in count += 1 }
        XCTAssertEqual(count, PathSegment.maximumFlatteningSteps)
    }

    func testArcsOfManyTurnsGetAtMostTwoToTheSixteenPieces() {
        var pieces = 0
        var last = Point.zero
        let arc = Arc(center: .zero, radius: 1, startAngle: 0, sweepAngle: 1e300)
        arc.forEachCubic { _, _, end in pieces += 1; last = end }
        XCTAssertEqual(pieces, 65_536)
        XCTAssertEqual(last, arc.endPoint)
        var quarter = 0
        Arc(center: .zero, radius: 1, startAngle: 0, sweepAngle: .pi / 2).forEachCubic { _, _, _ in quarter += 1 }
        XCTAssertEqual(quarter, 1)
    }
}
