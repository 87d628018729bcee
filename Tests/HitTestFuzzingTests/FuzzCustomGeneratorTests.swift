import Geometry
import HitTestFuzzing
import JSON
import Shapes
import ShapesTestSupport
import XCTest

/// `HitTestFuzzer(seed:generator:named:sizes:contains:)`: hit testing of a generator of your own
/// (here a ticket with notched sides and scooped corners, and the rectangle generator with a
/// custom corner) fuzzed against the exact winding oracle of its generated path.
final class FuzzCustomGeneratorTests: XCTestCase {
    /// Notches of 9 in the sides, scooped corners of 6, a percentage cut of the shorter side on
    /// one corner: every kind of custom piece.
    private var ticket: RectangleShapeGenerator {
        var generator = RectangleShapeGenerator.ticket(notchRadius: 9)
        generator.setCorners(.custom(ScoopedCorner(radius: 6)))
        generator.bottomRightCorner = .custom(ShorterSideCut(fraction: 0.2))
        return generator
    }

    /// A fixed seed: production's `Path.contains` and the `PathHitIndex` (the C ABI's route) both
    /// agree with the oracle on every decided case, at the built-in fuzzer's sizes (zero, tiny,
    /// huge and negative included).
    func testATicketAgreesWithTheExactOracle() {
        let seed: UInt64 = 20_261_205
        var fuzzer = HitTestFuzzer(seed: seed, generator: ticket, named: "ticket")
        let report = fuzzer.run(cases: 20_000)
        for finding in report.findings { print("seed \(seed) finding: \(finding.check) \(finding.testCase.command)") }
        XCTAssertEqual(report.mismatches, 0)
        XCTAssertEqual(report.rasterMismatches, 0)
        XCTAssertEqual(report.cases, 20_000)
        XCTAssertEqual(report.casesByShapeKind, ["ticket": 20_000])
        XCTAssertEqual(report.analyticShapes, 0, "a custom treatment has no closed form")
        XCTAssertGreaterThan(report.inside, 2_000)
        XCTAssertGreaterThan(report.outside, 2_000)
        XCTAssertLessThan(report.ambiguous, report.cases / 4)
        XCTAssertGreaterThan(report.rasterChecked, 10_000)

        // The index, on the same sequence (the raster check draws nothing from it).
        var indexed = HitTestFuzzer(seed: seed, generator: ticket, named: "ticket") { path, point, rule in
            PathHitIndex(path).contains(point, rule: rule)
        }
        indexed.checksRaster = false
        let indexReport = indexed.run(cases: 20_000)
        XCTAssertEqual(indexReport.mismatches, 0)
        XCTAssertEqual(indexReport.inside, report.inside)
        XCTAssertEqual(indexReport.outside, report.outside)
    }

    /// The same seed gives the same run.
    func testRunsAreDeterministic() {
        var a = HitTestFuzzer(seed: 5, generator: ticket, named: "ticket")
        var b = HitTestFuzzer(seed: 5, generator: ticket, named: "ticket")
        let ra = a.run(cases: 3_000), rb = b.run(cases: 3_000)
        XCTAssertEqual(ra.inside, rb.inside)
        XCTAssertEqual(ra.ambiguous, rb.ambiguous)
        XCTAssertEqual(ra.casesByPointKind, rb.casesByPointKind)
        XCTAssertEqual(ra.rasterChecked, rb.rasterChecked)
    }

    /// A hit test that ignores the notches (the plain bounds) is caught. The finding's shape is the
    /// generated path as SVG path data: the unshrunk one is the ticket's own outline at the drawn
    /// size (one of `sizes`), and the shrunk repro reads back and still fails.
    func testABrokenHitTestIsCaughtWithAReproOfThePath() throws {
        let sizes = [Size(width: 200, height: 100), Size(width: 80, height: 120)]
        let bounds: HitTestFuzzer.Contains = { path, point, _ in
            guard let box = path.controlPointBounds else { return false }
            return box.contains(point)
        }
        var fuzzer = HitTestFuzzer(seed: 3, generator: ticket, named: "ticket", sizes: sizes, contains: bounds)
        fuzzer.checksRaster = false
        let report = fuzzer.run(cases: 5_000)
        XCTAssertGreaterThan(report.mismatches, 10)
        let finding = try XCTUnwrap(report.findings.first)
        XCTAssertTrue(sizes.contains(finding.original.shape.size), "\(finding.original.shape.size)")
        guard case .svgPath(let original) = finding.original.shape.spec else { return XCTFail("\(finding.original.shape.spec)") }
        XCTAssertEqual(original.elements, ticket.path(for: finding.original.shape.size).elements)
        // The repro file reads back to the shrunk case, which still fails against the oracle.
        let repro = try HitTestCase(repro: JSONReader(parsing: finding.json.serialized(), source: "repro"))
        XCTAssertEqual(repro.shape.spec, finding.testCase.shape.spec)
        XCTAssertTrue(fuzzer.fails(repro))
        XCTAssertTrue(finding.testCase.command.contains("touchstone shape contains '{\"svgPath\":"), finding.testCase.command)
    }

    /// A rectangle generator with only built-in treatments, given to the same entry point, keeps
    /// its closed form, which is checked too; one custom corner takes it away.
    func testBuiltInRectanglesThroughTheHookKeepTheirClosedForm() {
        var rounded = RectangleShapeGenerator()
        rounded.setCorners(.rounded(radius: 12))
        var fuzzer = HitTestFuzzer(seed: 11, generator: rounded, named: "rounded", sizes: [Size(width: 100, height: 60)])
        fuzzer.checksRaster = false
        let report = fuzzer.run(cases: 2_000)
        XCTAssertEqual(report.mismatches, 0)
        XCTAssertGreaterThan(report.analyticShapes, 20)
        XCTAssertEqual(report.analyticMismatches, 0)

        rounded.topLeftCorner = .custom(HandRoundedCorner(radius: 12))
        var custom = HitTestFuzzer(seed: 11, generator: rounded, named: "rounded", sizes: [Size(width: 100, height: 60)])
        custom.checksRaster = false
        let customReport = custom.run(cases: 2_000)
        XCTAssertEqual(customReport.mismatches, 0)
        XCTAssertEqual(customReport.analyticShapes, 0)
        // The path is the same, so the same points are decided the same way.
        XCTAssertEqual(customReport.inside, report.inside)
        XCTAssertEqual(customReport.outside, report.outside)
    }
}
