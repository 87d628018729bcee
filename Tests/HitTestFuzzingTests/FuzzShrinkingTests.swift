import Geometry
import JSON
import HitTestFuzzing
import Replay
import Shapes
import XCTest

/// A deliberately broken hit test, injected through the fuzzer's parameter (production code is
/// untouched), is caught, and its repro shrinks to a small, readable case.
final class FuzzShrinkingTests: XCTestCase {
    /// The classic peer bug (Avalonia #13784, pixijs #1889): rounded corners ignored, so the
    /// bounding box's corners hit.
    static let boundingBoxHitTest: HitTestFuzzer.Contains = { path, point, _ in
        guard let box = path.controlPointBounds else { return false }
        return box.contains(point)
    }

    func testIgnoringRoundedCornersIsCaughtAndShrinksToASmallCase() throws {
        var fuzzer = HitTestFuzzer(seed: 5, contains: Self.boundingBoxHitTest)
        fuzzer.checksRaster = false
        let report = fuzzer.run(cases: 2_000)
        XCTAssertGreaterThan(report.mismatches, 0)
        let finding = try XCTUnwrap(report.findings.first)
        let small = finding.testCase
        print("shrunk repro (seed 5): \(small.command)")
        // Small and readable: the nonzero rule, a short spec, round numbers.
        XCTAssertEqual(small.rule, .nonZero)
        let spec = small.shape.spec.json.serialized()
        XCTAssertLessThanOrEqual(spec.count, 110, spec)
        for v in [small.point.x, small.point.y, small.shape.size.width, small.shape.size.height] {
            XCTAssertLessThanOrEqual(JSONValue.number(v).serialized().count, 4, "\(v) in \(small.command)")
        }
        // It still fails, and is decided by the oracle the other way.
        XCTAssertTrue(fuzzer.fails(small))
        XCTAssertEqual(finding.actual, !finding.expected)
        XCTAssertEqual(ExactWindingOracle.contains(small.shape.path, small.point, rule: small.rule), finding.expected)
        // Production answers it correctly.
        XCTAssertEqual(small.shape.path.contains(small.point, rule: small.rule), finding.expected)
    }

    func testCountingTheRightEdgeIsCaughtOnAPlainRectangle() throws {
        // A half-open rule off by one: crossings at the point's own x count (≥ instead of >), so
        // the right and bottom-right boundary become inside. Written on the exact winding so only
        // the boundary rule differs.
        let closedRight: HitTestFuzzer.Contains = { path, point, rule in
            let nudged = Point(x: point.x.nextDown, y: point.y)
            return rule.isInside(winding: path.winding(at: nudged))
        }
        var fuzzer = HitTestFuzzer(seed: 9, contains: closedRight)
        fuzzer.checksRaster = false
        let report = fuzzer.run(cases: 20_000)
        let finding = try XCTUnwrap(report.findings.first)
        let small = finding.testCase
        print("shrunk repro (seed 9): \(small.command)")
        XCTAssertLessThanOrEqual(small.shape.spec.json.serialized().count, 110)
        XCTAssertTrue(fuzzer.fails(small))
    }

    func testReproFileHasTheCaseTheAnswersAndTheCommand() throws {
        var fuzzer = HitTestFuzzer(seed: 5, contains: Self.boundingBoxHitTest)
        fuzzer.checksRaster = false
        let finding = try XCTUnwrap(fuzzer.run(cases: 2_000).findings.first)
        let text = finding.json.serialized()
        let reader = try JSONReader(parsing: text, source: "repro")
        let object = try reader.object()
        XCTAssertEqual(try object.reader.member("format")?.string(), "touchstone.hit-test-repro")
        XCTAssertEqual(try object.reader.member("seed")?.string(), "5")
        // The spec in the repro parses back to the same shape, so `shape contains` replays it.
        let spec = try ShapeSpec(reading: try XCTUnwrap(object.reader.member("shape")))
        XCTAssertEqual(spec, finding.testCase.shape.spec)
        let command = try XCTUnwrap(object.reader.member("command")).string()
        XCTAssertTrue(command.contains("| touchstone shape contains '"), command)
        XCTAssertTrue(command.contains("--size "), command)
    }

    func testShrinkerPrefersRounderNumbers() {
        // 0, 1, 10, 100, 1000, the nearest integer, then 3 and 4 significant digits (1 gives 10
        // again, 2 gives 12, 5 gives 12.375 itself), each shorter than "12.375".
        XCTAssertEqual(HitTestShrinker.simpler(12.375), [0, 1, 10, 100, 1000, 12, 12.4, 12.38])
        // As short as "3" and smaller: 0 and 1 only.
        XCTAssertEqual(HitTestShrinker.simpler(3), [0, 1])
        XCTAssertEqual(HitTestShrinker.simpler(-250), [0, -1, -10, -100])
        XCTAssertEqual(HitTestShrinker.simpler(0), [])
    }
}
