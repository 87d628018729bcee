import Geometry
@testable import Shapes
import SeededRandom
import XCTest

/// The rectangle generator's axis-aligned route (`RectangleShapeGenerator+AxisAligned.swift`)
/// against the general algorithm it shortcuts, and the geometry both give.
final class AxisAlignedRouteTests: XCTestCase {
    /// Every element, bit for bit (signed zeros included), and the path's state, equal to the general
    /// algorithm's over random rectangles without offsets: every corner kind in points and
    /// percentages (zero of either sign, negative, and meeting corners among them), triangles of
    /// both styles, overlapping and oversized corners, fractional, tiny
    /// and huge sides, and a path that already holds a subpath.
    func testMatchesTheGeneralAlgorithmBitForBit() {
        var rng = SplitMix64(seed: 0xA_2026_1130)
        var taken = 0, declined = 0
        for index in 0..<6000 {
            let size = Self.randomSize(&rng)
            var generator = RectangleShapeGenerator()
            generator.corners = (0..<4).map { _ in
                rng.chance(0.3) ? Self.unusualCorner(&rng, size: size) : ShapeHitTestingTests.randomCorner(&rng, size: size)
            }
            generator.edges = (0..<4).map { _ in
                rng.chance(0.6) ? .straight
                    : .triangle(size: rng.chance(0.2) ? Self.unusualValue(&rng, scale: size.width)
                                    : rng.uniform(0, 0.3) * size.width,
                                style: rng.chance(0.5) ? .cut : .handle)
            }
            if rng.chance(0.1) { generator.setCorners(.rounded(radius: Double(1 + rng.int(300)))) }
            let prefix = rng.chance(0.2) ? Path([.move(to: Point(x: -5, y: 3)), .line(to: Point(x: 7, y: 1))]) : Path()
            // Replacing a path's elements (in place when it holds as many) gives the outline alone.
            let previous = rng.chance(0.5) ? generator.path(for: size) : Path([.move(to: Point(x: 1, y: 1))])
            if let mismatch = routeMismatch(generator, size: size, after: prefix, replacing: previous) {
                return XCTFail("#\(index) \(mismatch)")
            }
            var probe = Path()
            if generator.appendAxisAlignedPath(for: size, to: &probe) { taken += 1 } else { declined += 1 }
        }
        // Most rectangles take the route; overshooting edges before rounded corners (overlapping
        // corners) and rounded corners of radius ≤ 0 do not.
        XCTAssertGreaterThan(taken, 3000)
        XCTAssertGreaterThan(declined, 100)
    }

    /// A corner whose values the shared generator never gives (see ``unusualValue(_:scale:)``), in
    /// points or as a fraction of the height.
    /// Sides tiny, huge, whole or ordinary; with `underflowing`, also widths of a few subnormal
    /// steps, whose half underflows to 0.
    private static func randomSize(_ rng: inout SplitMix64, underflowing: Bool = false) -> Size {
        switch rng.int(underflowing ? 6 : 5) {
        case 0: return Size(width: rng.uniform(1e-6, 1e-3), height: rng.uniform(1e-6, 1e-3))
        case 1: return Size(width: rng.uniform(1e3, 1e9), height: rng.uniform(1, 1e6))
        case 2: return Size(width: Double(1 + rng.int(500)), height: Double(1 + rng.int(500)))
        case 3 where underflowing: return Size(width: 0x1p-1074 * Double(1 + rng.int(3)), height: rng.uniform(0.5, 600))
        default: return Size(width: rng.uniform(0.5, 600), height: rng.uniform(0.5, 600))
        }
    }

    private static func unusualCorner(_ rng: inout SplitMix64, size: Size) -> CornerTreatment {
        let percent = rng.chance(0.3)
        let scale = percent ? 1 : size.width
        let type: CornerValueType = percent ? .percentage : .absolute
        switch rng.int(3) {
        case 0: return .rounded(radius: unusualValue(&rng, scale: scale), valueType: type)
        case 1: return .cut(unusualValue(&rng, scale: scale), valueType: type)
        default:
            return .curved(Size(width: unusualValue(&rng, scale: scale), height: unusualValue(&rng, scale: scale)),
                           valueType: type)
        }
    }

    /// +0, −0, a negative value, or half of `scale` (two such corners meet: an edge of length 0).
    private static func unusualValue(_ rng: inout SplitMix64, scale: Double) -> Double {
        switch rng.int(4) {
        case 0: return 0
        case 1: return -0.0
        case 2: return -rng.uniform(0, 0.7) * scale
        default: return scale / 2
        }
    }

    /// A pill through the route's plan (`AxisAlignedOutline.pill`) against the general algorithm for
    /// the rectangle MDC's pill is, built here from its definition (every corner rounded by half the
    /// shorter side, sharp when that is 0), bit for bit, appended and replacing: squares, wide and
    /// tall, tiny, huge and integer sides, and sides whose half underflows to 0.
    func testPillMatchesTheGeneralAlgorithmBitForBit() {
        var rng = SplitMix64(seed: 0x9_2026_1201)
        var taken = 0
        for index in 0..<3000 {
            var size = Self.randomSize(&rng, underflowing: true)
            if rng.chance(0.2) { size.height = size.width }
            if rng.chance(0.5) { size = Size(width: size.height, height: size.width) }
            var rectangle = RectangleShapeGenerator()
            let radius = 0.5 * min(abs(size.width), abs(size.height))
            if radius > 0 { rectangle.setCorners(.rounded(radius: radius)) }
            let prefix = rng.chance(0.2) ? Path([.move(to: Point(x: -5, y: 3)), .line(to: Point(x: 7, y: 1))]) : Path()
            var expected = prefix, actual = prefix
            rectangle.appendGeneralPath(for: size, to: &expected)
            PillShapeGenerator().appendPath(for: size, to: &actual)
            var alone = Path(), replaced = rng.chance(0.5) ? actual : Path([.move(to: Point(x: 1, y: 1))])
            rectangle.appendGeneralPath(for: size, to: &alone)
            PillShapeGenerator().replacePath(for: size, in: &replaced)
            for (got, wanted, what) in [(actual, expected, "appended"), (replaced, alone, "replaced")] {
                guard got.elementBits == wanted.elementBits, got.currentPoint == wanted.currentPoint,
                      got.controlPointBounds == wanted.controlPointBounds else {
                    return XCTFail("#\(index) \(what) at \(size):\n\(got.elements)\nexpected\n\(wanted.elements)")
                }
            }
            var probe = Path(), pill = AxisAlignedOutline.pill
            if pill.append(for: size, to: &probe) { taken += 1 }
        }
        XCTAssertGreaterThan(taken, 2000)
    }

    /// Offsets, non-positive or non-finite sides and enormous sizes go to the general algorithm.
    func testDeclinesWhatItDoesNotCover() {
        var offset = RectangleShapeGenerator()
        offset.setCorners(.rounded(radius: 4))
        offset.topRightCornerOffset = Point(x: 1, y: 0)
        var huge = RectangleShapeGenerator()
        huge.setCorners(.cut(1e200))
        // A fraction of the height within the limit that exceeds it once scaled (2^500 ≈ 3.3e150).
        var hugeFraction = RectangleShapeGenerator()
        hugeFraction.bottomLeftCorner = .curved(Size(width: 1, height: 1e100), valueType: .percentage)
        let cases: [(RectangleShapeGenerator, Size)] = [
            (offset, Size(width: 50, height: 20)),
            (RectangleShapeGenerator(), Size(width: 0, height: 20)),
            (RectangleShapeGenerator(), Size(width: -10, height: 20)),
            (RectangleShapeGenerator(), Size(width: .infinity, height: 20)),
            (RectangleShapeGenerator(), Size(width: .nan, height: 20)),
            (huge, Size(width: 50, height: 20)),
            (hugeFraction, Size(width: 50, height: 1e60)),
        ]
        for (generator, size) in cases {
            var path = Path()
            XCTAssertFalse(generator.appendAxisAlignedPath(for: size, to: &path), "\(generator) \(size)")
            XCTAssertTrue(path.isEmpty)
        }
    }

    /// A rounded rectangle worked by hand: 100 × 40, r = 8. Each corner is one cubic from tangent
    /// point to tangent point with its controls 8κ along the sides toward the vertex,
    /// κ = (4/3)(√2 − 1) (the classic circle constant); the sides join the tangent points.
    func testRoundedRectangleIsTheHandWorkedOutline() {
        var card = RectangleShapeGenerator()
        card.setCorners(.rounded(radius: 8))
        let path = card.path(for: Size(width: 100, height: 40))
        let k = 8 * (4.0 / 3) * (2.0.squareRoot() - 1)
        let expected: [PathElement] = [
            .move(to: Point(x: 0, y: 8)),
            .curve(to: Point(x: 8, y: 0), control1: Point(x: 0, y: 8 - k), control2: Point(x: 8 - k, y: 0)),
            .line(to: Point(x: 92, y: 0)),
            .curve(to: Point(x: 100, y: 8), control1: Point(x: 92 + k, y: 0), control2: Point(x: 100, y: 8 - k)),
            .line(to: Point(x: 100, y: 32)),
            .curve(to: Point(x: 92, y: 40), control1: Point(x: 100, y: 32 + k), control2: Point(x: 92 + k, y: 40)),
            .line(to: Point(x: 8, y: 40)),
            .curve(to: Point(x: 0, y: 32), control1: Point(x: 8 - k, y: 40), control2: Point(x: 0, y: 32 + k)),
            .line(to: Point(x: 0, y: 8)),
            .closeSubpath,
        ]
        XCTAssertEqual(path.elements.count, expected.count)
        for (got, want) in zip(path.elements, expected) {
            XCTAssertTrue(Self.isClose(got, want, tolerance: 1e-13), "\(got) ≠ \(want)")
        }
    }

    /// Radii for which x · (1/x) rounds below 1 (49 is one) could leave the tangent points an ulp
    /// off and the sweep just past π/2; the corners must end exactly on the sides.
    func testTangentPointsAreExactForEveryRadius() {
        for radius in [49.0, 98, 0.1, 3, 36, 1e-5, 7e5] {
            var shape = RectangleShapeGenerator()
            shape.setCorners(.rounded(radius: radius))
            let w = 4 * radius, h = 3 * radius
            let path = shape.path(for: Size(width: w, height: h))
            XCTAssertEqual(path.elements.count, 10, "r = \(radius)")
            let ends = path.elements.compactMap { element -> Point? in
                if case .curve(let p, _, _) = element { return p }
                return nil
            }
            XCTAssertEqual(ends, [Point(x: radius, y: 0), Point(x: w, y: radius), Point(x: w - radius, y: h),
                                  Point(x: 0, y: h - radius)], "r = \(radius)")
        }
    }

    private static func isClose(_ a: PathElement, _ b: PathElement, tolerance: Double) -> Bool {
        func near(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return near(p, q)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return near(p, q) && near(c1, d1) && near(c2, d2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}
