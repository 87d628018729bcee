import Geometry
import JSON
import Material
import HitTestFuzzing
import Replay
import Scene
import Shapes
import XCTest

/// Scene-level hit-test fuzzing: the oracle's rules on hand-worked scenes, production against it
/// on a fixed seed, and a deliberately broken hit test caught and shrunk.
final class FuzzSceneTests: XCTestCase {
    private func answer(_ views: [SceneFuzzView], _ x: Double, _ y: Double,
                        size: Size = Size(width: 200, height: 100)) -> SceneHitTestOracle.Answer {
        SceneHitTestOracle.answer(SceneFuzzCase(size: size, views: views, point: Point(x: x, y: y)))
    }

    func testOracleFollowsUIKitRules() {
        let card = SceneFuzzView(id: "card", frame: Rect(x: 10, y: 10, width: 100, height: 50), children: [
            SceneFuzzView(id: "inner", frame: Rect(x: 80, y: 40, width: 40, height: 40)),
        ])
        let over = SceneFuzzView(id: "over", frame: Rect(x: 50, y: 0, width: 20, height: 20))
        // Front to back: "over" is later, so it wins where it overlaps the card.
        XCTAssertEqual(answer([card, over], 60, 15), .hit("over"))
        XCTAssertEqual(answer([card, over], 20, 20), .hit("card"))
        // Half open: the card's left and top edges are in, its right and bottom edges out.
        XCTAssertEqual(answer([card], 10, 10), .hit("card"))
        XCTAssertEqual(answer([card], 110, 30), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([card], 30, 60), .hit(SceneFuzzCase.rootID))
        // The parent must contain the point before its children are asked: "inner" overflows the
        // card at (95…110, 55…60) inside it, and (115, 55) is outside the card.
        XCTAssertEqual(answer([card], 95, 55), .hit("inner"))
        XCTAssertEqual(answer([card], 115, 55), .hit(SceneFuzzCase.rootID))
        // Outside the scene: nothing.
        XCTAssertEqual(answer([card], 200, 50), .hit(nil))
        XCTAssertEqual(answer([card], -1e-300, 50), .hit(nil))
    }

    func testAlphaHiddenAndInteractionSkipTheSubtree() {
        func card(alpha: Double? = nil, hidden: Bool? = nil, interactive: Bool? = nil) -> SceneFuzzView {
            SceneFuzzView(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100), alpha: alpha, isHidden: hidden,
                          isInteractive: interactive,
                          children: [SceneFuzzView(id: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))])
        }
        XCTAssertEqual(answer([card()], 10, 10), .hit("child"))
        // alpha ≤ 0.01 is not hit, nor is anything in it; the next double above 0.01 is.
        XCTAssertEqual(answer([card(alpha: 0.01)], 10, 10), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([card(alpha: (0.01).nextUp)], 10, 10), .hit("child"))
        XCTAssertEqual(answer([card(alpha: 0)], 10, 10), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([card(hidden: true)], 10, 10), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([card(interactive: false)], 10, 10), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([card(hidden: false, interactive: true)], 60, 60), .hit("card"))
    }

    func testShapedViewsHitOnlyInsideTheirContentMask() {
        // A 100 × 100 view with 20-point cut corners: (5, 5) lies in the cut-off triangle
        // (x + y < 20), (15, 15) inside. A border of 10 scales the outline about its centre by
        // 80/100: the mask's left edge moves to x = 10, so (5, 50) is in the border band.
        let cut = ShapeSpec.rectangle({ var g = RectangleShapeGenerator(); g.setCorners(.cut(20)); return g }())
        let view = SceneFuzzView(id: "s", frame: Rect(x: 0, y: 0, width: 100, height: 100), isShaped: true, shape: cut)
        XCTAssertEqual(answer([view], 5, 5), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([view], 15, 15), .hit("s"))
        XCTAssertEqual(answer([view], 5, 50), .hit("s"))
        var bordered = view
        bordered.borderWidth = 10
        XCTAssertEqual(answer([bordered], 5, 50), .hit(SceneFuzzCase.rootID))
        XCTAssertEqual(answer([bordered], 10, 50), .hit("s"))
        // A shaped view without a shape hits its bounds.
        var plain = view
        plain.shape = nil
        XCTAssertEqual(answer([plain], 0, 0), .hit("s"))
    }

    func testRoundedPointsAreAmbiguousOnlyWhereTheyMatter() {
        // 0.1 − 0.3 rounds; the point is left of the view for certain, so it is decided.
        let view = SceneFuzzView(id: "v", frame: Rect(x: 0.3, y: 0, width: 10, height: 10))
        XCTAssertEqual(answer([view], 0.1, 5), .hit(SceneFuzzCase.rootID))
        // A view left of its parent's origin: 0.1 − (−0.3…) rounds. Inside a plain leaf the
        // rounded coordinate does not matter…
        let left = SceneFuzzView(id: "v", frame: Rect(x: -0.3, y: 0, width: 10, height: 10))
        XCTAssertEqual(answer([left], 0.1, 5), .hit("v"))
        // …but with a child the exact point would be needed.
        var parent = left
        parent.children = [SceneFuzzView(id: "c", frame: Rect(x: 0, y: 0, width: 1, height: 1))]
        XCTAssertEqual(answer([parent], 0.1, 5), .ambiguous(.roundedPoint))
    }

    func testProductionHasNoMismatchesOnAFixedSeed() {
        var fuzzer = SceneHitTestFuzzer(seed: 2026)
        let report = fuzzer.run(cases: 6_400)
        XCTAssertEqual(report.mismatches, 0, report.findings.map { "\($0.testCase.sceneJSON.serialized()) @ \($0.testCase.point)" }.joined(separator: "\n"))
        XCTAssertEqual(report.loadFailures, [])
        XCTAssertEqual(report.cases, 6_400)
        // Every kind of answer and every kind of point comes up, and few cases are ambiguous.
        XCTAssertGreaterThan(report.hitView, 500)
        XCTAssertGreaterThan(report.hitRoot, 500)
        XCTAssertGreaterThan(report.hitNothing, 100)
        XCTAssertLessThan(report.ambiguous, report.cases / 20)
        for kind in ScenePointKind.allCases { XCTAssertGreaterThan(report.casesByPointKind[kind.rawValue] ?? 0, 100, kind.rawValue) }
    }

    func testRunsAreDeterministicForASeed() {
        var a = SceneHitTestFuzzer(seed: 77), b = SceneHitTestFuzzer(seed: 77)
        let ra = a.run(cases: 640), rb = b.run(cases: 640)
        XCTAssertEqual([ra.scenes, ra.views, ra.hitView, ra.hitRoot, ra.hitNothing, ra.ambiguous],
                       [rb.scenes, rb.views, rb.hitView, rb.hitRoot, rb.hitNothing, rb.ambiguous])
    }

    /// UIKit's rules without the alpha test: the classic mistake of treating a faded view as solid.
    static func ignoringAlpha(_ view: View, _ point: Point) -> View? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.point(inside: point) else { return nil }
        for subview in view.subviews.reversed() {
            guard let toChild = subview.transformToSuperview.inverted() else { continue }
            if let hit = ignoringAlpha(subview, point.applying(toChild)) { return hit }
        }
        return view
    }

    func testIgnoringAlphaIsCaughtAndShrinksToASmallScene() throws {
        var fuzzer = SceneHitTestFuzzer(seed: 9, hitTest: Self.ignoringAlpha)
        let report = fuzzer.run(cases: 3_200)
        XCTAssertGreaterThan(report.mismatches, 0)
        let finding = try XCTUnwrap(report.findings.first)
        let small = finding.testCase
        print("shrunk scene repro (seed 9): \(finding.json.serialized())")
        // One view, or two, with an alpha of at most 0.01 and round numbers.
        XCTAssertLessThanOrEqual(small.viewCount, 2)
        XCTAssertGreaterThan(finding.original.viewCount, small.viewCount - 1)
        func all(_ views: [SceneFuzzView]) -> [SceneFuzzView] { views.flatMap { [$0] + all($0.children) } }
        XCTAssertTrue(all(small.views).contains { ($0.alpha ?? 1) <= 0.01 })
        for view in all(small.views) {
            for v in [view.frame.origin.x, view.frame.origin.y, view.frame.width, view.frame.height] {
                XCTAssertLessThanOrEqual(JSONValue.number(v).serialized().count, 4, "\(v)")
            }
            XCTAssertNil(view.shape)
            XCTAssertNil(view.borderWidth)
        }
        for v in [small.point.x, small.point.y] { XCTAssertLessThanOrEqual(JSONValue.number(v).serialized().count, 4, "\(v)") }
        // It still fails; production gives the oracle's answer.
        XCTAssertTrue(fuzzer.fails(small))
        XCTAssertNotEqual(finding.expected, finding.actual)
        XCTAssertEqual(try SceneHitTestFuzzer(seed: 0).actual(small), finding.expected)
        XCTAssertFalse(SceneHitTestFuzzer(seed: 0).fails(small))
    }

    func testReproFileReadsBackAndItsSceneLoadsAnywhere() throws {
        var fuzzer = SceneHitTestFuzzer(seed: 9, hitTest: Self.ignoringAlpha)
        let finding = try XCTUnwrap(fuzzer.run(cases: 3_200).findings.first)
        let text = finding.json.serialized()
        let reader = try JSONReader(parsing: text, source: "repro")
        XCTAssertEqual(try SceneHitTestFinding.testCase(repro: reader), finding.testCase)
        XCTAssertEqual(try reader.member("format")?.string(), "touchstone.scene-hit-test-repro")
        // The embedded scene is an ordinary scene file.
        let scene = try XCTUnwrap(reader.member("scene")).value.serialized()
        XCTAssertNoThrow(try SceneLoader(factory: MaterialViewFactory()).load(text: scene, source: "scene"))
        // Unknown keys are rejected with their path.
        XCTAssertThrowsError(try SceneHitTestFinding.testCase(repro: JSONReader(parsing: #"{"format": "touchstone.scene-hit-test-repro", "scene": {}, "point": [0, 0], "extra": 1}"#, source: "r")))
    }

    func testSeedSceneIsWithinTheOraclesSubset() throws {
        // The scene target compares with the oracle only for files of the modelled subset.
        let path = URLPath.packageRoot + "/Fuzz/FailCases/scene/seed-nested-shaped.scene.json"
        let c = try SceneFuzzCase(scene: JSONReader(parsing: URLPath.bytes(of: path), source: path), point: Point(x: 20, y: 20))
        XCTAssertEqual(c.viewCount, 5)
        // (20, 20) is inside the card's cut outline and the 0.01-alpha child, which is skipped.
        XCTAssertEqual(SceneHitTestOracle.answer(c), .hit("card"))
        XCTAssertEqual(try SceneHitTestFuzzer(seed: 0).actual(c), "card")
    }
}

/// The analytic fast path against its exact oracle.
final class FuzzAnalyticTests: XCTestCase {
    let card = AnalyticShape.roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 5)

    func testOracleOnHandWorkedPoints() {
        // Corner centres (5, 5) and (15, 5); (2, 1) and (18, 1) lie on the circles (3-4-5).
        XCTAssertEqual(AnalyticShapeOracle.answer(card, Point(x: 2, y: 1)), .decided(true))    // left arc: in
        XCTAssertEqual(AnalyticShapeOracle.answer(card, Point(x: 18, y: 1)), .decided(false))  // right arc: out
        XCTAssertEqual(AnalyticShapeOracle.answer(card, Point(x: 1, y: 1)), .decided(false))
        XCTAssertEqual(AnalyticShapeOracle.answer(card, Point(x: 10, y: 0)), .decided(true))
        XCTAssertEqual(AnalyticShapeOracle.answer(card, Point(x: 20, y: 10)), .decided(false))
        XCTAssertEqual(AnalyticShapeOracle.answer(card, Point(x: 0, y: 10)), .decided(true))
        // 1.6² + 0.8…² against 4² on a corner of radius 4 where the point carries rounding: the
        // exact answer is known, but within the fast path's rounding.
        let thin = AnalyticShape.roundedRect(Rect(x: 0, y: 0, width: 10421237.966492396, height: 114.75763359001662), radius: 4)
        if case .decided = AnalyticShapeOracle.answer(thin, Point(x: 1.6, y: 0.7999999999999998)) {
            XCTFail("a point 1e-16 from the circle is within rounding")
        }
    }

    func testProductionFastPathHasNoMismatches() {
        var fuzzer = HitTestFuzzer(seed: 31)
        fuzzer.checksRaster = false
        let report = fuzzer.run(cases: 20_000)
        XCTAssertGreaterThan(report.analyticShapes, 20)
        XCTAssertGreaterThan(report.analyticDecided, 500)
        XCTAssertEqual(report.analyticMismatches, 0, report.analyticFindings.joined(separator: "\n"))
    }

    func testClosedRightArcIsCaught() {
        // The right corners' circles taken as closed discs: exact points on them (Pythagorean
        // triples) must catch it.
        var fuzzer = HitTestFuzzer(seed: 31)
        fuzzer.checksRaster = false
        fuzzer.analyticContains = { shape, p in
            let b = shape.bounds, r = shape.radius
            guard b.contains(p) else { return false }
            let dy = Swift.max(b.minY + r - p.y, p.y - (b.maxY - r), 0)
            let dx = Swift.max(b.minX + r - p.x, p.x - (b.maxX - r), 0)
            return dx * dx + dy * dy <= r * r
        }
        let report = fuzzer.run(cases: 20_000)
        XCTAssertGreaterThan(report.analyticMismatches, 0)
    }
}
