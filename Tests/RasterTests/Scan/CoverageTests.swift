import XCTest
import Geometry
import Shapes
import RasterTestSupport
import SeededRandom
import Raster

/// The rasterizer's coverage against ``ExactAreaReference`` (fine flattening, exact trapezoid areas
/// by polygon clipping): many seeded random shapes, both fill rules, fractional positions, rotated,
/// tiny and huge. Every pixel must be within 2/255 of the exact area, and the mean error over edge
/// pixels under 0.5/255.
///
/// Pixels where the winding number inside the pixel takes values that the rasterizer's summed-area
/// rule cannot tell apart (two edge crossings inside one pixel, e.g. at a self-intersection: see
/// ``BandedCoverageAccumulator``) are counted and excluded; simple shapes have none.
final class CoverageTests: XCTestCase {
    /// Running totals over one test's shapes.
    struct Statistics: CustomStringConvertible {
        var shapes = 0, pixels = 0, edgePixels = 0, excluded = 0, failures = 0
        var errorSum = 0.0, maxError = 0.0
        var meanError: Double { edgePixels == 0 ? 0 : errorSum / Double(edgePixels) }
        var description: String {
            "\(shapes) shapes, \(pixels) pixels, \(edgePixels) edge pixels, mean error \(meanError)/255, "
                + "max \(maxError)/255, \(excluded) excluded"
        }
    }

    /// Whether summing the winding number's integral gives the rule's exact area in a pixel whose
    /// winding numbers lie in `low … high`: for even-odd they must be consecutive; for non-zero they
    /// must not mix zero with windings of both signs or with |w| ≥ 2.
    static func summedAreaIsExact(_ low: Int, _ high: Int, rule: FillRule) -> Bool {
        switch rule {
        case .evenOdd: return high - low <= 1
        case .nonZero: return (low >= 0 && (high <= 1 || low >= 1)) || (high <= 0 && (low >= -1 || high <= -1))
        }
    }

    /// Compares one path's coverage with the reference, adding to `statistics`.
    static func check(_ path: Path, rule: FillRule, transform: Geometry.AffineTransform = .identity, bounds: PixelRect,
                      label: @autoclosure () -> String, statistics: inout Statistics,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        let mask = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: bounds)
        let reference = ExactAreaReference(path, transform: transform).pixels(rule: rule, bounds: bounds)
        statistics.shapes += 1
        for row in 0..<bounds.height {
            for column in 0..<bounds.width {
                let exact = reference[row * bounds.width + column]
                let ours = mask.values[row * bounds.width + column]
                statistics.pixels += 1
                guard summedAreaIsExact(exact.minWinding, exact.maxWinding, rule: rule) else {
                    statistics.excluded += 1
                    continue
                }
                let error = abs(Double(ours) - exact.coverage * 255)
                statistics.maxError = Swift.max(statistics.maxError, error)
                if (exact.coverage > 1e-9 && exact.coverage < 1 - 1e-9) || (ours != 0 && ours != 255) {
                    statistics.edgePixels += 1
                    statistics.errorSum += error
                }
                if error > 2 {
                    statistics.failures += 1
                    if statistics.failures <= 5 {
                        XCTFail("\(label()): pixel (\(bounds.x + column), \(bounds.y + row)) is \(ours), exact "
                                + "\(exact.coverage * 255) (rule \(rule), windings \(exact.minWinding)…\(exact.maxWinding))",
                                file: file, line: line)
                    }
                }
            }
        }
    }

    /// Asserts the mean over edge pixels and prints the totals.
    static func finish(_ statistics: Statistics, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        print("\(name): \(statistics)")
        XCTAssertGreaterThan(statistics.edgePixels, 0, file: file, line: line)
        XCTAssertLessThan(statistics.meanError, 0.5, "\(name): \(statistics)", file: file, line: line)
        XCTAssertLessThanOrEqual(statistics.maxError, 2, "\(name): \(statistics)", file: file, line: line)
    }

    // MARK: Random shapes

    static let canvas = PixelRect(x: 0, y: 0, width: 32, height: 32)

    /// A random placement: a rotation (half the time), a fractional translation into the canvas.
    static func placement(_ rng: inout SplitMix64, size: Size) -> Geometry.AffineTransform {
        let angle = rng.chance(0.5) ? rng.uniform(0, 2 * .pi) : 0
        return Geometry.AffineTransform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(Geometry.AffineTransform(rotationAngle: angle))
            .concatenating(Geometry.AffineTransform(translationX: rng.uniform(4, 28), y: rng.uniform(4, 28)))
    }

    static func randomCorner(_ rng: inout SplitMix64, limit: Double) -> CornerTreatment {
        switch rng.int(4) {
        case 0: return .rounded(radius: rng.uniform(0, limit))
        case 1: return .cut(rng.uniform(0, limit))
        case 2: return .curved(Size(width: rng.uniform(0, limit), height: rng.uniform(0, limit)))
        default: return .sharp
        }
    }

    func testRandomShapedRectanglesMatchExactArea() throws {
        let seed: UInt64 = 0x5EED_0001
        var rng = SplitMix64(seed: seed)
        var statistics = Statistics()
        for index in 0..<50 {
            let size = Size(width: rng.uniform(3, 26), height: rng.uniform(3, 26))
            let limit = Swift.min(size.width, size.height) / 2
            let path: Path
            if rng.chance(0.2) {
                path = PillShapeGenerator().path(for: size)
            } else {
                var shape = RectangleShapeGenerator()
                shape.topLeftCorner = Self.randomCorner(&rng, limit: limit)
                shape.topRightCorner = Self.randomCorner(&rng, limit: limit)
                shape.bottomRightCorner = Self.randomCorner(&rng, limit: limit)
                shape.bottomLeftCorner = Self.randomCorner(&rng, limit: limit)
                if rng.chance(0.2) { shape.topEdge = .triangle(size: rng.uniform(1, limit), style: .cut) }
                path = shape.path(for: size)
            }
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            try Self.check(path, rule: rule, transform: Self.placement(&rng, size: size), bounds: Self.canvas,
                           label: "seed \(seed) shape \(index)", statistics: &statistics)
        }
        Self.finish(statistics, "shaped rectangles")
        // MDC never clamps corner and edge sizes, so a few random outlines cross themselves.
        XCTAssertLessThan(Double(statistics.excluded), 0.01 * Double(statistics.pixels))
    }

    func testRandomEllipsesAndArcsMatchExactArea() throws {
        let seed: UInt64 = 0x5EED_0002
        var rng = SplitMix64(seed: seed)
        var statistics = Statistics()
        for index in 0..<40 {
            var path = Path()
            let center = Point(x: rng.uniform(4, 28), y: rng.uniform(4, 28))
            if rng.chance(0.5) {
                path.addEllipse(in: Rect(x: center.x - rng.uniform(1, 14), y: center.y - rng.uniform(1, 14),
                                         width: rng.uniform(2, 28), height: rng.uniform(2, 28)))
            } else {
                let start = rng.uniform(0, 2 * .pi)
                path.move(to: center)
                path.addArc(center: center, radius: rng.uniform(1, 16), startAngle: start,
                            endAngle: start + rng.uniform(0.2, 6), clockwise: rng.chance(0.5))
                path.closeSubpath()
            }
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            try Self.check(path, rule: rule, bounds: Self.canvas, label: "seed \(seed) shape \(index)",
                           statistics: &statistics)
        }
        Self.finish(statistics, "ellipses and arcs")
        XCTAssertEqual(statistics.excluded, 0, "simple shapes have no ambiguous pixels")
    }

    func testRandomPolygonsMatchExactArea() throws {
        let seed: UInt64 = 0x5EED_0003
        var rng = SplitMix64(seed: seed)
        var statistics = Statistics()
        for index in 0..<60 {
            var path = Path()
            let count = 3 + rng.int(8)
            path.move(to: Point(x: rng.uniform(-2, 34), y: rng.uniform(-2, 34)))
            for _ in 1..<count { path.addLine(to: Point(x: rng.uniform(-2, 34), y: rng.uniform(-2, 34))) }
            path.closeSubpath()
            for rule in [FillRule.nonZero, .evenOdd] {
                try Self.check(path, rule: rule, bounds: Self.canvas, label: "seed \(seed) polygon \(index)",
                               statistics: &statistics)
            }
        }
        Self.finish(statistics, "self-intersecting polygons")
        XCTAssertLessThan(Double(statistics.excluded), 0.05 * Double(statistics.pixels))
    }

    func testRandomCurvedOutlinesMatchExactArea() throws {
        let seed: UInt64 = 0x5EED_0004
        var rng = SplitMix64(seed: seed)
        var statistics = Statistics()
        func point() -> Point { Point(x: rng.uniform(-4, 36), y: rng.uniform(-4, 36)) }
        for index in 0..<30 {
            var path = Path()
            for _ in 0..<(1 + rng.int(2)) {
                path.move(to: point())
                for _ in 0..<(1 + rng.int(4)) {
                    switch rng.int(3) {
                    case 0: path.addLine(to: point())
                    case 1: path.addQuadCurve(to: point(), control: point())
                    default: path.addCurve(to: point(), control1: point(), control2: point())
                    }
                }
                path.closeSubpath()
            }
            for rule in [FillRule.nonZero, .evenOdd] {
                try Self.check(path, rule: rule, bounds: Self.canvas, label: "seed \(seed) outline \(index)",
                               statistics: &statistics)
            }
        }
        Self.finish(statistics, "curved outlines")
        XCTAssertLessThan(Double(statistics.excluded), 0.05 * Double(statistics.pixels))
    }

    func testTinyShapesMatchExactArea() throws {
        let seed: UInt64 = 0x5EED_0005
        var rng = SplitMix64(seed: seed)
        var statistics = Statistics()
        let bounds = PixelRect(x: -3, y: 2, width: 8, height: 8)
        for index in 0..<120 {
            var path = Path()
            let origin = Point(x: rng.uniform(-2, 3), y: rng.uniform(3, 8))
            let size = Size(width: rng.uniform(0.02, 3), height: rng.uniform(0.02, 3))
            switch rng.int(3) {
            case 0: path.addRect(Rect(origin: origin, size: size))
            case 1: path.addEllipse(in: Rect(origin: origin, size: size))
            default:
                path.move(to: origin)
                path.addLine(to: Point(x: origin.x + size.width, y: origin.y + rng.uniform(-1, 1)))
                path.addQuadCurve(to: Point(x: origin.x + rng.uniform(0, 1), y: origin.y + size.height),
                                  control: Point(x: origin.x + rng.uniform(0, 3), y: origin.y + rng.uniform(0, 3)))
                path.closeSubpath()
            }
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            try Self.check(path, rule: rule, bounds: bounds, label: "seed \(seed) tiny shape \(index)",
                           statistics: &statistics)
        }
        Self.finish(statistics, "tiny shapes")
    }

    func testHugeShapesPartlyOffCanvasMatchExactArea() throws {
        let seed: UInt64 = 0x5EED_0006
        var rng = SplitMix64(seed: seed)
        var statistics = Statistics()
        for index in 0..<30 {
            // A large round rect or circle whose outline passes through the canvas.
            let radius = rng.uniform(100, 20_000)
            let angle = rng.uniform(0, 2 * .pi)
            let reach = radius + rng.uniform(-20, 20)
            let center = Point(x: 16 - reach * cos(angle), y: 16 - reach * sin(angle))
            var path = Path()
            if rng.chance(0.5) {
                path.addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            } else {
                let side = 2 * radius
                path.addRoundedRect(in: Rect(x: center.x - radius, y: center.y - radius, width: side, height: side),
                                    cornerWidth: radius / 3, cornerHeight: radius / 3)
            }
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            try Self.check(path, rule: rule, bounds: Self.canvas, label: "seed \(seed) huge shape \(index)",
                           statistics: &statistics)
        }
        // Polygons with vertices far outside, including edges wholly left of the canvas.
        for index in 0..<30 {
            var path = Path()
            path.move(to: Point(x: rng.uniform(-5000, -100), y: rng.uniform(-5000, 5000)))
            for _ in 0..<(2 + rng.int(4)) {
                path.addLine(to: Point(x: rng.uniform(-5000, 5000), y: rng.uniform(-5000, 5000)))
            }
            path.addLine(to: Point(x: rng.uniform(5, 27), y: rng.uniform(5, 27)))
            path.closeSubpath()
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            try Self.check(path, rule: rule, bounds: Self.canvas, label: "seed \(seed) huge polygon \(index)",
                           statistics: &statistics)
        }
        Self.finish(statistics, "huge shapes")
    }

    // MARK: Worked cases

    /// Area is conserved: the coverage of a circle of radius 10 sums to π·100 within the
    /// per-pixel rounding (±0.5/255 each over about 70 edge pixels).
    func testCircleCoverageSumsToItsArea() throws {
        var path = Path()
        path.addEllipse(in: Rect(x: 5.3, y: 4.7, width: 20, height: 20))
        let mask = try CoverageMask(rasterizing: path, bounds: Self.canvas)
        let total = mask.values.reduce(0) { $0 + Double($1) } / 255
        XCTAssertEqual(total, .pi * 100, accuracy: 0.2)
    }

    /// Opposite windings inside one outline: a square with a square hole drawn the same way is
    /// filled under non-zero and empty under even-odd; drawn the opposite way it is a hole under both.
    func testHolesUnderBothRules() throws {
        func square(_ x: Double, _ y: Double, _ side: Double, reversed: Bool, into path: inout Path) {
            let corners = [Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side), Point(x: x, y: y + side)]
            let ordered = reversed ? corners.reversed() : corners
            path.move(to: ordered[0])
            for corner in ordered.dropFirst() { path.addLine(to: corner) }
            path.closeSubpath()
        }
        let bounds = PixelRect(x: 0, y: 0, width: 10, height: 10)
        for reversed in [false, true] {
            var path = Path()
            square(1, 1, 8, reversed: false, into: &path)
            square(3.5, 3.5, 3, reversed: reversed, into: &path)
            let nonZero = try CoverageMask(rasterizing: path, rule: .nonZero, bounds: bounds)
            let evenOdd = try CoverageMask(rasterizing: path, rule: .evenOdd, bounds: bounds)
            XCTAssertEqual(nonZero[5, 5], reversed ? 0 : 255)
            XCTAssertEqual(evenOdd[5, 5], 0)
            // The hole's edge pixel (3, 5) is half hole: 128 under even-odd; under non-zero it is
            // full when the hole winds the same way and half when it is a hole.
            XCTAssertEqual(evenOdd[3, 5], 128)
            XCTAssertEqual(nonZero[3, 5], reversed ? 128 : 255)
            XCTAssertEqual(nonZero[1, 1], 255)
            XCTAssertEqual(evenOdd[0, 0], 0)
        }
    }
}
