import Geometry
import JSON
@testable import Shapes
import SeededRandom
import ShapesTestSupport
import XCTest

/// Corner and edge treatments of your own (`CornerTreating`, `EdgeTreating`): their values, their
/// JSON, the routes they take and do not take, and the general route they take checked against the
/// built-in treatments' shortcuts with MDC's treatments written again as custom ones.
final class CustomTreatmentTests: XCTestCase {
    // MARK: Values

    func testCustomTreatmentsCompareByTypeAndValue() {
        let a = CornerTreatment.custom(ScoopedCorner(radius: 10))
        XCTAssertEqual(a, .custom(ScoopedCorner(radius: 10)))
        XCTAssertEqual(a.hashValue, CornerTreatment.custom(ScoopedCorner(radius: 10)).hashValue)
        XCTAssertNotEqual(a, .custom(ScoopedCorner(radius: 11)), "another value")
        XCTAssertNotEqual(a, .custom(HandRoundedCorner(radius: 10)), "another type")
        XCTAssertNotEqual(a, .rounded(radius: 10), "a built-in kind")
        XCTAssertTrue(a.isCustom)
        XCTAssertFalse(CornerTreatment.rounded(radius: 10).isCustom)

        let notch = EdgeTreatment.custom(NotchedEdge(radius: 8))
        XCTAssertEqual(notch, .custom(NotchedEdge(radius: 8)))
        XCTAssertNotEqual(notch, .custom(NotchedEdge(radius: 9)))
        XCTAssertNotEqual(notch, .custom(HandStraightEdge()))
        XCTAssertNotEqual(notch, .straight)
        XCTAssertTrue(notch.isCustom)
        XCTAssertFalse(EdgeTreatment.straight.isCustom)

        // Generators, categories and schemes compare through their treatments.
        var one = RectangleShapeGenerator(), two = RectangleShapeGenerator()
        one.leftEdge = notch
        two.leftEdge = .custom(NotchedEdge(radius: 8))
        XCTAssertEqual(one, two)
        XCTAssertEqual(Set([one, two]).count, 1)
        two.leftEdge = .custom(NotchedEdge(radius: 9))
        XCTAssertNotEqual(one, two)
        var category = ShapeCategory()
        category.topLeftCorner = a
        XCTAssertEqual(category.rectangleShapeGenerator.topLeftCorner, a)
        var scheme = ShapeScheme()
        scheme[.medium] = category
        XCTAssertNotEqual(scheme, ShapeScheme())
    }

    func testABuiltInTreatmentPassedAsCustomStaysBuiltIn() {
        XCTAssertEqual(CornerTreatment.custom(CornerTreatment.cut(4)), .cut(4))
        XCTAssertFalse(CornerTreatment.custom(CornerTreatment.cut(4)).isCustom)
        XCTAssertEqual(EdgeTreatment.custom(EdgeTreatment.triangle(size: 3, style: .cut)), .triangle(size: 3, style: .cut))
        // So a rectangle of them keeps the axis-aligned route.
        var generator = RectangleShapeGenerator()
        generator.setCorners(.custom(CornerTreatment.rounded(radius: 8)))
        XCTAssertNotNil(AxisAlignedOutline(generator))
    }

    func testTheTreatmentsOwnGeneratorIsWhatTheSlotGives() {
        let scoop = CornerTreatment.custom(ScoopedCorner(radius: 6))
        let size = Size(width: 50, height: 30)
        XCTAssertEqual(scoop.pathGenerator(forCornerWithAngle: .pi / 2, viewSize: size),
                       ScoopedCorner(radius: 6).pathGenerator(forCornerWithAngle: .pi / 2, viewSize: size))
        // Without a size, a custom treatment draws for a view of 1 × 1 (where a percentage is points).
        let cut = CornerTreatment.custom(ShorterSideCut(fraction: 0.25))
        XCTAssertEqual(cut.pathGenerator(forCornerWithAngle: .pi / 2).startPoint, Point(x: 0, y: 0.25))
        let notch = EdgeTreatment.custom(NotchedEdge(radius: 5))
        XCTAssertEqual(notch.pathGenerator(forEdgeWithLength: 40), NotchedEdge(radius: 5).pathGenerator(forEdgeWithLength: 40))
    }

    // MARK: JSON

    func testCustomTreatmentsAreNamedInJSONAndRefusedWhenRead() throws {
        var generator = RectangleShapeGenerator()
        generator.topLeftCorner = .custom(ScoopedCorner(radius: 10))
        generator.leftEdge = .custom(NotchedEdge(radius: 8))
        let json = ShapeSpec.rectangle(generator).json.serialized()
        XCTAssertTrue(json.contains(#"{"custom":"ScoopedCorner(radius: 10.0)"}"#), json)
        XCTAssertTrue(json.contains(#"{"custom":"NotchedEdge(radius: 8.0)"}"#), json)
        XCTAssertThrowsError(try ShapeSpec(parsing: json, source: "spec")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("$.rectangle.corners[0].custom"), message)
            XCTAssertTrue(message.contains("no JSON form"), message)
        }
        let edge = #"{"rectangle": {"corners": {"sharp": true}, "edges": {"custom": "NotchedEdge"}}}"#
        XCTAssertThrowsError(try ShapeSpec(parsing: edge, source: "spec")) { error in
            XCTAssertTrue("\(error)".contains("$.rectangle.edges.custom: a custom edge treatment"), "\(error)")
        }
    }

    // MARK: Routes

    /// The built-in shortcuts (the axis-aligned outline, the polygon route, the closed form) are
    /// for built-in treatments: a custom one anywhere declines them.
    func testCustomTreatmentsDeclineTheShortcuts() {
        let size = Size(width: 100, height: 60)
        var rounded = RectangleShapeGenerator()
        rounded.setCorners(.rounded(radius: 10))
        XCTAssertNotNil(rounded.analyticShape(for: size))
        var path = Path()
        XCTAssertTrue(rounded.appendAxisAlignedPath(for: size, to: &path))

        var customCorner = rounded
        customCorner.bottomLeftCorner = .custom(HandRoundedCorner(radius: 10))
        var customEdge = rounded
        customEdge.rightEdge = .custom(HandStraightEdge())
        for generator in [customCorner, customEdge] {
            XCTAssertNil(AxisAlignedOutline(generator))
            var declined = Path()
            XCTAssertFalse(generator.appendAxisAlignedPath(for: size, to: &declined))
            XCTAssertTrue(declined.isEmpty)
            XCTAssertNil(generator.analyticShape(for: size), "no closed form, even for what is a rounded rectangle")
        }

        var polygon = RectangleShapeGenerator()
        polygon.topLeftCornerOffset = Point(x: 5, y: 0)
        var declined = Path()
        XCTAssertTrue(polygon.appendPolygonPath(for: size, to: &declined))
        polygon.topEdge = .custom(HandStraightEdge())
        declined = Path()
        XCTAssertFalse(polygon.appendPolygonPath(for: size, to: &declined))
        polygon.topEdge = .straight
        polygon.topRightCorner = .custom(HandSharpCorner())
        XCTAssertFalse(polygon.appendPolygonPath(for: size, to: &declined))
        XCTAssertNil(ShapeSpec.rectangle(customCorner).analyticShape(for: size))
    }

    /// MDC's treatments written again as custom ones draw, through the general route with path
    /// generators, exactly what the built-in treatments draw through their shortcuts (the
    /// axis-aligned outline, the polygon route, the general route with outlines): the same
    /// elements, bit for bit, over every treatment, percentages, offsets, overlapping corners and
    /// degenerate sizes. Both sides are independent: the hand-written treatments know MDC's
    /// description, not the built-in code.
    func testHandWrittenTreatmentsDrawExactlyWhatTheBuiltInOnesDraw() {
        let seed: UInt64 = 0x7EA7_2026_0026
        var rng = SplitMix64(seed: seed)
        var compared = 0, withOffsets = 0
        for index in 0..<3000 {
            let sizes = [Size(width: rng.uniform(1, 400), height: rng.uniform(1, 400)),
                         Size(width: (rng.uniform(1, 400) * 2).rounded() / 2, height: (rng.uniform(1, 400) * 2).rounded() / 2),
                         Size(width: 0, height: rng.uniform(0, 50)),
                         Size(width: rng.uniform(-100, 0), height: rng.uniform(1, 100))]
            let size = sizes[rng.int(sizes.count)]
            var generator = RectangleShapeGenerator()
            generator.corners = (0..<4).map { _ in ShapeHitTestingTests.randomCorner(&rng, size: size) }
            generator.edges = (0..<4).map { _ in
                rng.chance(0.6) ? .straight : .triangle(size: rng.uniform(0, 30), style: rng.chance(0.5) ? .cut : .handle)
            }
            if rng.chance(0.3) {
                generator.cornerOffsets = (0..<4).map { _ in Point(x: rng.uniform(-20, 20), y: rng.uniform(-20, 20)) }
                withOffsets += 1
            }
            if rng.chance(0.1) { generator.setCorners(.sharp) }   // the polygon route, with offsets
            let builtIn = generator.path(for: size)
            let custom = generator.handWritten.path(for: size)
            compared += builtIn.elements.count
            // Bit for bit: the kinds of the elements and the bits of every coordinate (signed zeros
            // included, which `==` on Double does not see).
            guard builtIn.elements == custom.elements, bits(builtIn) == bits(custom) else {
                return XCTFail("""
                    seed \(String(seed, radix: 16)), shape #\(index) \(ShapeSpec.rectangle(generator).json) at \(size):
                    built-in \(builtIn.elements)
                    custom   \(custom.elements)
                    """)
            }
        }
        XCTAssertGreaterThan(compared, 25_000)
        XCTAssertGreaterThan(withOffsets, 600)
    }

    /// Every coordinate of `path`'s elements, as bits.
    private func bits(_ path: Path) -> [UInt64] {
        path.elements.flatMap { $0.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
    }

    /// A custom edge between built-in corners takes the general route with the corners' outlines;
    /// a custom corner puts every corner on path generators. Both agree with each other.
    func testCustomEdgesAndCustomCornersMeetTheSameWay() {
        var edgeOnly = RectangleShapeGenerator()
        edgeOnly.setCorners(.rounded(radius: 12))
        edgeOnly.topEdge = .custom(NotchedEdge(radius: 6))
        var cornersToo = edgeOnly
        cornersToo.setCorners(.custom(HandRoundedCorner(radius: 12)))
        for size in [Size(width: 100, height: 60), Size(width: 20, height: 15), Size(width: 333.3, height: 0.5)] {
            XCTAssertEqual(edgeOnly.path(for: size).elements, cornersToo.path(for: size).elements, "\(size)")
        }
    }

    /// A path rebuilt in place (`replacePath`, as the C ABI and the renderers rebuild every frame)
    /// is the appended one.
    func testReplacingGivesTheAppendedOutline() {
        var ticket = RectangleShapeGenerator()
        ticket.setCorners(.custom(ScoopedCorner(radius: 6)))
        ticket.leftEdge = .custom(NotchedEdge(radius: 9))
        var path = RectangleShapeGenerator().path(for: Size(width: 10, height: 10))
        ticket.replacePath(for: Size(width: 80, height: 50), in: &path)
        XCTAssertEqual(path.elements, ticket.path(for: Size(width: 80, height: 50)).elements)
    }
}
