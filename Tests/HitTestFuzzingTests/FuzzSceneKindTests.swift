import Geometry
import JSON
import Material
@testable import HitTestFuzzing
import Scene
import XCTest

/// Scene fuzzing with a kind of one's own (`SceneFuzzKind`): generated scenes hold views of it,
/// the oracle decides them by the kind's region, a correct view agrees and a wrong one is caught,
/// and repros of such scenes read back.
final class FuzzSceneKindTests: XCTestCase {
    /// Kind `disc`: hit inside the ellipse inscribed in its bounds (whatever its border), or, with
    /// `"square": true`, in the whole bounds.
    private final class DiscView: View {
        var square = false
        var wrong = false
        override func point(inside point: Point) -> Bool {
            guard bounds.contains(point) else { return false }
            if square || wrong { return true }
            var disc = Path()
            disc.addEllipse(in: bounds)
            return disc.contains(point, rule: .nonZero)
        }
    }

    private struct DiscFactory: ViewFactory {
        /// Makes discs that answer as squares whatever their options say: a bug to catch.
        var wrong = false
        var kinds: [String] { ["disc"] }
        func makeView(kind: String, frame: Rect, options: inout JSONObjectReader, context: SceneBuildContext) throws -> View? {
            guard kind == "disc" else { return nil }
            let view = DiscView(frame: frame, clock: context.clock)
            view.square = try options.optional("square")?.bool() ?? false
            view.wrong = wrong
            return view
        }
    }

    private struct DiscKind: SceneFuzzKind {
        var name: String { "disc" }
        func randomOptions<R: RandomNumberGenerator>(for size: Size, using random: inout R) -> JSONObject {
            random.chance(0.2) ? ["square": true] : [:]
        }
        func hitRegion(options: JSONObject, size: Size, borderWidth: Double) -> (path: Path, rule: FillRule)? {
            if options["square"] == .bool(true) { return nil }
            var disc = Path()
            disc.addEllipse(in: Rect(origin: .zero, size: size))
            return (disc, .nonZero)
        }
    }

    private func fuzzer(seed: UInt64, wrong: Bool = false) -> SceneHitTestFuzzer {
        SceneHitTestFuzzer(seed: seed, factory: CombinedViewFactory([DiscFactory(wrong: wrong), MaterialViewFactory()]),
                           kinds: [DiscKind()])
    }

    func testTheOracleDecidesACustomViewByItsRegion() {
        let disc = SceneFuzzView(id: "d", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                 custom: SceneFuzzCustom(kind: "disc", options: [:]))
        func answer(_ x: Double, _ y: Double) -> SceneHitTestOracle.Answer {
            SceneHitTestOracle.answer(SceneFuzzCase(size: Size(width: 200, height: 200), views: [disc],
                                                    point: Point(x: x, y: y)), kinds: [DiscKind()])
        }
        XCTAssertEqual(answer(50, 50), .hit("d"))
        // A corner of the bounds lies outside the inscribed circle: the root is hit.
        XCTAssertEqual(answer(3, 3), .hit(SceneFuzzCase.rootID))
        // Without the kind the oracle knows only the bounds.
        XCTAssertEqual(SceneHitTestOracle.answer(SceneFuzzCase(size: Size(width: 200, height: 200), views: [disc],
                                                               point: Point(x: 3, y: 3))), .hit("d"))
    }

    func testACorrectCustomViewAgreesWithTheOracle() {
        var fuzzer = fuzzer(seed: 26)
        let report = fuzzer.run(cases: 20_000)
        XCTAssertEqual(report.mismatches, 0, "\(report.findings.map(\.testCase.sceneJSON))")
        XCTAssertEqual(report.loadFailures, [])
        // The discs were there: some generated scene has a view of the kind.
        func discs(_ views: [SceneFuzzView]) -> Int {
            views.reduce(0) { $0 + ($1.custom?.kind == "disc" ? 1 : 0) + discs($1.children) }
        }
        var generator = SplitMix64(seed: 26)
        let count = (0..<50).reduce(0) { total, _ in total + discs(SceneCaseGenerator.scene(using: &generator, kinds: [DiscKind()]).views) }
        XCTAssertGreaterThan(count, 20)
    }

    func testAWrongCustomViewIsCaughtShrunkAndReadBack() throws {
        var fuzzer = fuzzer(seed: 26, wrong: true)
        let report = fuzzer.run(cases: 20_000)
        XCTAssertGreaterThan(report.mismatches, 0)
        let finding = try XCTUnwrap(report.findings.first)
        XCTAssertTrue(finding.testCase.sceneJSON.serialized().contains("\"kind\":\"disc\""), finding.testCase.sceneJSON.serialized())
        // The repro reads back with the kind, and still fails.
        let text = finding.json.serialized()
        let read = try fuzzer.reproCase(JSONReader(parsing: Array(text.utf8), source: "repro.json"))
        XCTAssertEqual(read, finding.testCase)
        XCTAssertTrue(fuzzer.fails(read))
    }
}
