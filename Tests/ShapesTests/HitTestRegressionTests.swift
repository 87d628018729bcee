import Geometry
import Shapes
import XCTest

/// Hit-testing bugs found by `touchstone fuzz hit-test`, each with its numerics (the inputs are
/// also kept in Fuzz/FailCases/contains-oracle/). Expected answers are worked by hand from the
/// half-open rule: the winding number at the point moved by (δ, ε), 0 < ε ≪ δ.
final class HitTestRegressionTests: XCTestCase {
    func path(_ spec: String, _ width: Double, _ height: Double) throws -> Path {
        try ShapeSpec(parsing: spec, source: "test").path(for: Size(width: width, height: height))
    }

    /// Seed 1: a point 2⁻⁴⁷ outside a cut corner's line was inside. The cut runs from (0, 187.5)
    /// to (187.5, 0), so the shape holds x + y ≥ 187.5 near it; here x + y = 187.5 − 2⁻⁴⁷, but
    /// both products of a plain cross-multiplied test round to −30387.702729920744, and the
    /// crossing right of the point was dropped.
    func testPointUlpsOutsideACutCornerIsOutside() throws {
        let cut = try path(#"{"rectangle": {"corners": [{"cut": 187.5}, {"sharp": true}, {"sharp": true}, {"sharp": true}]}}"#, 0, 375)
        XCTAssertFalse(cut.contains(Point(x: 25.43225210708936, y: 162.06774789291063)))
        // The same point on a plain cut rectangle of ordinary width.
        let card = try path(#"{"rectangle": {"corners": {"cut": 187.5}}}"#, 400, 375)
        XCTAssertFalse(card.contains(Point(x: 25.43225210708936, y: 162.06774789291063)))
        XCTAssertTrue(card.contains(Point(x: 93.75, y: 93.75)), "exactly on the cut line: its crossing is not right of the point, the right edge's is")
    }

    /// Seed 1: at the tangent point where a rounded corner's arc ends level with its last control
    /// point (p2.y = p3.y), the derivative's root t = 1 came out as 1 − 1e-16, and the split there
    /// evaluated the crossing a hair right of the end point. The corner (radius 119 on a view
    /// 1.9e-7 high) overshoots, so the right edge runs down to y ≈ 119: at the end point
    /// (w − 119, h) the ray meets only that edge (+1); the arc's crossing converges to the point
    /// itself and does not count.
    func testTangentPointOfAnOvershootingCornerCountsTheRightEdgeOnly() throws {
        let h = 1.924951415099253e-07
        let shape = try path(#"{"rectangle": {"corners": [{"sharp": true}, {"sharp": true}, {"rounded": 119}, {"sharp": true}]}}"#,
                             261.65137569704996, h)
        XCTAssertEqual(shape.winding(at: Point(x: 142.65137569704996, y: h)), 1)
    }

    /// Seed 1: a cubic whose control points are monotone in y (the last two 1 ulp apart) has no
    /// turning point, but rounding put a root of y′ just before t = 1, and the point 1 ulp right
    /// of the arc's end B, level with it, saw a crossing right of it. By hand: at height B.y + ε
    /// the arc and the bottom edge leaving B (1 ulp lower at its far end) both cross at x → B.x,
    /// left of the point; the vertical edges do not reach that height: winding 0.
    func testOneUlpRightOfAMonotoneArcEndIsOutside() throws {
        let shape = try path(#"{"rectangle": {"corners": [{"sharp": true}, {"sharp": true}, {"rounded": 82.626040297178}, {"sharp": true}]}}"#,
                             103.81748935545544, -202.25648731081077)
        XCTAssertEqual(shape.winding(at: Point(x: 21.19144905827746, y: -202.2564873108108)), 0)
    }

    /// The quadratic form of the tangent bug: a control point level with the end point puts the
    /// only root of y′ at t = 1, but (y₀ − y₁)/(y₀ − 2y₁ + y₂) rounds to 0.9999999999999999 for
    /// y₀ = 1.7, y₁ = y₂ = 0.3. The quadratic arrives at (0, 0.3) moving left; the split's
    /// crossing at t = 1 − 1e-16 was a hair right of the end point and counted. By hand, at the
    /// end point: the left edge (0, 0.3) → (0, 1.7) and the curve both cross at x = 0, not right
    /// of it, and the closing line is horizontal: winding 0.
    func testQuadraticLevelWithItsEndHasNoExtremum() {
        var quad = Path()
        quad.move(to: Point(x: 10, y: 1.7))
        quad.addQuadCurve(to: Point(x: 0, y: 0.3), control: Point(x: 7, y: 0.3))
        quad.addLine(to: Point(x: 0, y: 1.7))
        quad.closeSubpath()
        XCTAssertEqual(quad.winding(at: Point(x: 0, y: 0.3)), 0)
        XCTAssertTrue(quad.contains(Point(x: 2, y: 1)), "inside, below the curve")
    }
}
