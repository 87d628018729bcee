import Geometry
import JSON
import Material
@testable import HitTestFuzzing
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

    /// A scroll view shifts its children by its content offset and hits nothing outside its
    /// bounds. Hand-worked: the view at (10, 20, 100, 50) scrolled to (0, 40) shows content
    /// y 40…90 at root y 20…70, so root y maps to content y + 20.
    func testScrollViewsShiftByTheirOffsetAndClipToTheirBounds() throws {
        let row = SceneFuzzView(id: "row", frame: Rect(x: 0, y: 50, width: 100, height: 30))   // root y 30…60
        let top = SceneFuzzView(id: "top", frame: Rect(x: 0, y: 0, width: 100, height: 45))    // only 40…45 shown
        let list = SceneFuzzView(id: "list", frame: Rect(x: 10, y: 20, width: 100, height: 50),
                                 scroll: SceneFuzzScroll(contentSize: Size(width: 100, height: 300),
                                                         contentOffset: Point(x: 0, y: 40)),
                                 children: [top, row])
        let cases: [(Double, Double, String)] = [
            (50, 35, "row"),                 // content y 55: in the row (50…80)
            (50, 65, "list"),                // content y 85: past the row, still in the view
            (50, 22, "top"),                 // content y 42: the shown sliver of the top row
            (50, 18, SceneFuzzCase.rootID),  // content y 38 is in the top row but above the bounds
            (50, 70, SceneFuzzCase.rootID),  // content y 90: the bounds' far edge, out (half open)
            (50, 20, "top"),                 // content y 40: the bounds' near edge, in
        ]
        for (x, y, expected) in cases {
            let c = SceneFuzzCase(size: Size(width: 200, height: 100), views: [list], point: Point(x: x, y: y))
            XCTAssertEqual(SceneHitTestOracle.answer(c), .hit(expected), "(\(x), \(y))")
            // The loaded scene's ScrollView agrees.
            XCTAssertEqual(try SceneHitTestFuzzer(seed: 0).actual(c), expected, "(\(x), \(y))")
        }
        // An offset a content inset allows (−10): the bounds start at content y −10, above the top row.
        var inset = list
        inset.scroll?.contentOffset = Point(x: 0, y: -10)
        for (y, expected) in [(25.0, "list"), (30.0, "top")] {    // content y −5 and 0
            let c = SceneFuzzCase(size: Size(width: 200, height: 100), views: [inset], point: Point(x: 50, y: y))
            XCTAssertEqual(SceneHitTestOracle.answer(c), .hit(expected), "\(y)")
            XCTAssertEqual(try SceneHitTestFuzzer(seed: 0).actual(c), expected, "\(y)")
        }
        // No offset given: the origin, as a plain view.
        var unscrolled = list
        unscrolled.scroll?.contentOffset = nil
        XCTAssertEqual(answer([unscrolled], 50, 22), .hit("top"))
    }

    /// The offset is presented on the scene's pixel grid (docs/fidelity.md, "Scrolling"): the
    /// nearest whole point at scale 1, halves away from zero (−0.5 is −1); floor(offset·s + ½)/s
    /// at scale s (halves up): 0.25 is 0.5 at scale 2, −0.25 is 0 and −0.375 is −0.5.
    func testScrollOffsetsArePresentedOnThePixelGrid() throws {
        func list(_ offset: Double) -> SceneFuzzView {
            SceneFuzzView(id: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                          scroll: SceneFuzzScroll(contentSize: Size(width: 100, height: 400), contentOffset: Point(x: 0, y: offset)),
                          children: [SceneFuzzView(id: "row", frame: Rect(x: 0, y: 0, width: 100, height: 10))])
        }
        let cases: [(offset: Double, scale: Double, y: Double, expected: String)] = [
            (0.25, 1, 9.625, "row"),    // shown at 0: content y 9.625
            (0.25, 2, 9.625, "list"),   // shown at 0.5: content y 10.125, past the row
            (0.25, 2, 9.375, "row"),    // content y 9.875
            (-0.25, 2, 10.375, "list"), // shown at 0: content y 10.375
            (-0.375, 2, 10.375, "row"), // shown at −0.5: content y 9.875
            (-0.375, 2, 10.5, "list"),  // content y 10
            (-0.5, 1, 10.5, "row"),     // shown at −1: content y 9.5
            (0.75, 1, 9, "list"),       // shown at 1: content y 10
        ]
        for c in cases {
            let fuzz = SceneFuzzCase(size: Size(width: 100, height: 100), scale: c.scale, views: [list(c.offset)],
                                     point: Point(x: 50, y: c.y))
            XCTAssertEqual(SceneHitTestOracle.answer(fuzz), .hit(c.expected), "\(c)")
            XCTAssertEqual(try SceneHitTestFuzzer(seed: 0).actual(fuzz), c.expected, "\(c)")
        }
    }

    /// Where a scroll view's shift rounds, the oracle does not guess — unless the other axis
    /// already puts the point outside.
    func testRoundedScrollShiftsAreAmbiguousOnlyWhereTheyMatter() {
        // Centre 0.1 + 5 is not a double: the x translation rounds.
        let list = SceneFuzzView(id: "list", frame: Rect(x: 0.1, y: 0, width: 10, height: 10),
                                 scroll: SceneFuzzScroll(contentSize: Size(width: 10, height: 40), contentOffset: Point(x: 0, y: 3)))
        XCTAssertEqual(answer([list], 5, 5), .ambiguous(.scrollOffset))
        XCTAssertEqual(answer([list], 5, 50), .hit(SceneFuzzCase.rootID))
    }

    /// A fuzzed scene file with a scroll view reads back as the same case, and loads.
    func testScrollCasesRoundTripThroughTheirSceneFile() throws {
        let c = SceneFuzzCase(size: Size(width: 120, height: 80), scale: 2, views: [
            SceneFuzzView(id: "v1", frame: Rect(x: 4, y: 4, width: 100, height: 60),
                          scroll: SceneFuzzScroll(contentSize: Size(width: 100, height: 200), contentOffset: Point(x: 0, y: 12.5)),
                          children: [SceneFuzzView(id: "v2", frame: Rect(x: 0, y: 20, width: 50, height: 50), isShaped: true)]),
        ], point: Point(x: 10, y: 10))
        let text = c.sceneJSON.serialized()
        XCTAssertEqual(try SceneFuzzCase(scene: JSONReader(parsing: text, source: "s"), point: c.point), c)
        XCTAssertNoThrow(try SceneHitTestFuzzer(seed: 0).load(c))
        // A shape on a scroll view is outside the subset.
        let shaped = text.replacingOccurrences(of: #""kind":"scroll","#, with: #""kind":"scroll","shape":{"pill":{}},"#)
        XCTAssertThrowsError(try SceneFuzzCase(scene: JSONReader(parsing: shaped, source: "s"), point: c.point))
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
        // Scroll views come up, and the oracle decides most points in them.
        XCTAssertGreaterThan(report.scrollViews, 50)
        XCTAssertLessThan(report.ambiguousByReason["scrollOffset"] ?? 0, report.cases / 50)
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

    /// UIKit's rules with a child's point taken from its frame alone, forgetting its bounds origin:
    /// right for every view but a scrolled one.
    static func ignoringBoundsOrigin(_ view: View, _ point: Point) -> View? {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled, view.point(inside: point) else { return nil }
        for subview in view.subviews.reversed() {
            let frame = subview.frame
            if let hit = ignoringBoundsOrigin(subview, Point(x: point.x - frame.origin.x, y: point.y - frame.origin.y)) {
                return hit
            }
        }
        return view
    }

    func testIgnoringTheScrollOffsetIsCaughtAndShrinksToAScrolledView() throws {
        var fuzzer = SceneHitTestFuzzer(seed: 11, hitTest: Self.ignoringBoundsOrigin)
        let report = fuzzer.run(cases: 6_400)
        XCTAssertGreaterThan(report.mismatches, 0)
        let finding = try XCTUnwrap(report.findings.first)
        let small = finding.testCase
        print("shrunk scene repro (seed 11, bounds origin ignored): \(finding.json.serialized())")
        func all(_ views: [SceneFuzzView]) -> [SceneFuzzView] { views.flatMap { [$0] + all($0.children) } }
        // What is left is a scroll view shown at a nonzero offset, with at most a child.
        XCTAssertLessThanOrEqual(small.viewCount, 2)
        let scrolled = try XCTUnwrap(all(small.views).first { $0.scroll != nil })
        let offset = try XCTUnwrap(scrolled.scroll?.contentOffset)
        XCTAssertTrue([offset.x, offset.y].contains { SceneHitTestOracle.presentedOffset($0, scale: small.scale) != 0 },
                      "\(offset)")
        XCTAssertTrue(fuzzer.fails(small))
        XCTAssertEqual(try SceneHitTestFuzzer(seed: 0).actual(small), finding.expected)
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
