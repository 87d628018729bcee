@testable import Geometry
import SeededRandom
import TestSupport
import XCTest

/// `PathHitIndex` against `Path.winding(at:)` (itself pinned to the original algorithm by
/// WindingEquivalenceTests): the same winding number for every point, bit for bit, and cells whose
/// x ranges really contain the curve.
final class PathHitIndexTests: XCTestCase {
    /// A rectangle worked by hand: the index keeps the half-open rule (top and left edges inside).
    func testRectangleFollowsTheHalfOpenRule() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        let index = PathHitIndex(path)
        XCTAssertEqual(index.winding(at: Point(x: 5, y: 5)), 1)
        XCTAssertEqual(index.winding(at: Point(x: 0, y: 5)), 1)
        XCTAssertEqual(index.winding(at: Point(x: 10, y: 5)), 0)
        XCTAssertTrue(index.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(index.contains(Point(x: 10, y: 10)))
        XCTAssertFalse(index.contains(Point(x: .nan, y: 5)))
        XCTAssertFalse(PathHitIndex().contains(Point(x: 0, y: 0)))
        XCTAssertFalse(PathHitIndex(Path()).contains(Point(x: 0, y: 0)))
    }

    /// The benchmark card's corner (Benchmarks/README.md: 960×540, r = 36) near (12, 12), worked from
    /// the circle: at y = 12 the quarter circle about (36, 36) is at x = 36 − √(36² − 24²) ≈ 9.17,
    /// so (12, 12) is inside and (8, 12) outside; the cubic is within 0.01 of the circle there.
    func testCardCornerAgreesWithTheCircle() {
        var path = Path()
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 960, height: 540), cornerWidth: 36, cornerHeight: 36)
        let index = PathHitIndex(path)
        XCTAssertTrue(index.contains(Point(x: 12, y: 12)))
        XCTAssertFalse(index.contains(Point(x: 8, y: 12)))
        XCTAssertTrue(index.contains(Point(x: 948, y: 528)))
        XCTAssertFalse(index.contains(Point(x: 952, y: 528)))
    }

    func testRandomPathsMatchPathWindingExactly() {
        let seed: UInt64 = 0x1D_2026_0008
        var rng = SplitMix64(seed: seed)
        var compared = 0, nonZero = 0
        var index = PathHitIndex()
        for number in 0..<1000 {
            let path = WindingTests.randomPath(&rng)
            index.rebuild(from: path)  // reused storage, as the C handle reuses it
            for point in adversarialPoints(for: path, &rng) {
                let expected = path.winding(at: point)
                compared += 1
                if expected != 0 { nonZero += 1 }
                guard index.winding(at: point) == expected else {
                    return XCTFail("""
                        seed \(String(seed, radix: 16)), path #\(number): index says \
                        \(index.winding(at: point)) at (\(point.x), \(point.y)), the path \(expected). \
                        Elements: \(path.elements)
                        """)
                }
            }
        }
        XCTAssertGreaterThan(compared, 150_000)
        XCTAssertGreaterThan(nonZero, 15_000)
    }

    /// The height buckets: points at and one or two ulps beside every bucket boundary and every
    /// vertex's height, across the bounds and beyond them, get `Path.winding(at:)`'s number; and
    /// a path whose bounds have no height (one bucket) and one with a NaN coordinate (a band over
    /// every bucket) too.
    func testBucketBoundariesMatchPathWindingExactly() {
        let seed: UInt64 = 0xB0_2026_1201
        var rng = SplitMix64(seed: seed)
        var compared = 0
        var index = PathHitIndex()
        func check(_ path: Path, _ heights: [Double], _ xs: [Double], _ number: Int) -> Bool {
            index.rebuild(from: path)
            for y in heights {
                for x in xs {
                    let point = Point(x: x, y: y), expected = path.winding(at: point)
                    compared += 1
                    if index.winding(at: point) != expected {
                        XCTFail("""
                            seed \(String(seed, radix: 16)), path #\(number): index says \
                            \(index.winding(at: point)) at (\(x), \(y)), the path \(expected). \
                            Elements: \(path.elements)
                            """)
                        return false
                    }
                }
            }
            return true
        }
        for number in 0..<400 {
            let path = WindingTests.randomPath(&rng)
            guard let box = path.controlPointBounds else { continue }
            var heights: [Double] = []
            func addWithNeighbours(_ y: Double) {
                heights += [y, y.nextUp, y.nextUp.nextUp, y.nextDown, y.nextDown.nextDown]
            }
            for k in 0...PathHitIndex.bucketCount {
                addWithNeighbours(box.minY + Double(k) * box.height / Double(PathHitIndex.bucketCount))
            }
            path.forEachSegment { addWithNeighbours($0.start.y) }
            let xs = (0...24).map { box.minX - 0.1 * box.width + 1.2 * box.width * Double($0) / 24 }
                + (0..<8).map { _ in box.minX + box.width * rng.unit() }
            guard check(path, heights, xs, number) else { return }
        }
        var flat = Path()
        flat.move(to: Point(x: 0, y: 5))
        flat.addLine(to: Point(x: 10, y: 5))
        flat.addLine(to: Point(x: 3, y: 5))
        flat.closeSubpath()
        guard check(flat, [5, 5.0.nextUp, 5.0.nextDown], [0, 2, 3, 5, 10], -1) else { return }
        var broken = Path()
        broken.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        broken.move(to: Point(x: 2, y: 2))
        broken.addLine(to: Point(x: 8, y: .nan))
        broken.addLine(to: Point(x: 8, y: 8))
        broken.closeSubpath()
        guard check(broken, (0...20).map { Double($0) / 2 }, (0...20).map { Double($0) / 2 }, -2) else { return }
        XCTAssertGreaterThan(compared, 400_000)
    }

    /// Rounded rectangles of every proportion, rotated and moved (so the cubics' coordinates are
    /// not round), with oversized radii, probed at every distance from the radius down to 1e-15 of
    /// it on either side of the corners, at the cells' boundaries, and at the cubics' ends.
    func testPointsNearQuarterCirclesMatchPathWindingExactly() {
        var rng = SplitMix64(seed: 0xC1_2026_0008)
        var compared = 0, tabulated = 0
        for number in 0..<300 {
            let width = rng.uniform(1, 1000), height = rng.uniform(1, 1000)
            let radius = rng.uniform(0.01, number % 4 == 0 ? 1.2 : 0.5) * Swift.min(width, height)
            var path = Path()
            path.addRoundedRect(in: Rect(x: 0, y: 0, width: width, height: height),
                                cornerWidth: radius, cornerHeight: radius * (number % 3 == 0 ? rng.uniform(0.2, 1) : 1))
            switch number % 5 {
            case 0: break
            case 1: path = path.applying(AffineTransform(translationX: rng.uniform(-500, 500), y: rng.uniform(-500, 500)))
            case 2: path = path.applying(AffineTransform(rotationAngle: Double.pi / 2 * Double(rng.int(4))))
            case 3: path = path.applying(AffineTransform(scaleX: -1, y: 1).translatedBy(x: rng.unit(), y: rng.unit()))
            default: path = path.applying(AffineTransform(rotationAngle: rng.uniform(-0.3, 0.3)))
            }
            let index = PathHitIndex(path)
            tabulated += index.segments.filter { $0.kind == .tabulatedCubic }.count
            var points: [Point] = []
            path.forEachSegment { segment in
                guard case .cubic = segment else { return }
                let ends = [segment.start, segment.end]
                points += ends
                for _ in 0..<8 {
                    let t = rng.unit()
                    let on = segment.point(at: t)
                    let ahead = segment.point(at: Swift.min(1, t + 1e-4)), behind = segment.point(at: Swift.max(0, t - 1e-4))
                    let tangent = ahead - behind
                    let length = tangent.length
                    guard length > 0 else { continue }
                    let normal = Point(x: -tangent.y / length, y: tangent.x / length)
                    points.append(on)
                    var distance = radius
                    while distance > 1e-15 * radius {
                        points.append(on + normal * distance)
                        points.append(on - normal * distance)
                        distance /= 7
                    }
                    // Level with the point, left and right of it by whole cells' widths.
                    for dx in [-radius, -radius / 8, -1e-9, 1e-9, radius / 8] { points.append(Point(x: on.x + dx, y: on.y)) }
                }
                // The cells' nominal boundaries, a few ulps either way, across the curve's width.
                let low = Swift.min(segment.start.y, segment.end.y), high = Swift.max(segment.start.y, segment.end.y)
                for k in 0...PathHitIndex.cellCount {
                    let y = low + (high - low) * Double(k) / Double(PathHitIndex.cellCount)
                    for yy in [y.nextDown.nextDown, y.nextDown, y, y.nextUp, y.nextUp.nextUp] {
                        for _ in 0..<3 {
                            let x = Swift.min(segment.start.x, segment.end.x)
                                + rng.unit() * abs(segment.end.x - segment.start.x)
                            points.append(Point(x: x, y: yy))
                        }
                    }
                }
            }
            for point in points {
                compared += 1
                guard index.winding(at: point) == path.winding(at: point) else {
                    return XCTFail("""
                        rounded rect #\(number) \(width)×\(height) r \(radius): index says \
                        \(index.winding(at: point)) at (\(point.x), \(point.y)), the path \(path.winding(at: point))
                        """)
                }
            }
        }
        XCTAssertGreaterThan(compared, 200_000)
        XCTAssertGreaterThan(tabulated, 900)  // 4 corners per shape, nearly all tabulated
    }

    /// Every cell's x range contains the exact curve at the heights it covers (sampled densely):
    /// the property the exactness argument of `CubicCellTable` rests on, checked independently.
    func testCellsContainTheCurve() {
        var rng = SplitMix64(seed: 0xCE_2026_0008)
        for _ in 0..<200 {
            // A monotone cubic in general position (both coordinates increasing or decreasing).
            func monotone(_ start: Double) -> [Double] {
                var values = [start]
                for _ in 0..<3 { values.append(values.last! + rng.uniform(0, 50)) }
                return rng.chance(0.5) ? values : values.map { -$0 }
            }
            let xs = monotone(rng.uniform(-100, 100)), ys = monotone(rng.uniform(-100, 100))
            let p = (0..<4).map { Point(x: xs[$0], y: ys[$0]) }
            guard let table = CubicCellTable(p[0], p[1], p[2], p[3]) else { continue }
            var cells: [CubicCell] = []
            table.appendCells(to: &cells)
            XCTAssertEqual(cells.count, PathHitIndex.cellCount)
            let segment = PathSegment.cubic(p[0], p[1], p[2], p[3])
            for step in 0...2000 {
                let point = segment.point(at: Double(step) / 2000)
                let low = Swift.min(p[0].y, p[3].y)
                guard point.y >= low, point.y < Swift.max(p[0].y, p[3].y) else { continue }
                let slot = Swift.min(Int((point.y - table.base) * table.scale), PathHitIndex.cellCount - 1)
                XCTAssertLessThanOrEqual(cells[slot].xLow, point.x, "cell \(slot) of \(p)")
                XCTAssertGreaterThanOrEqual(cells[slot].xHigh, point.x, "cell \(slot) of \(p)")
            }
        }
    }

    func testNonFiniteCoordinatesMatchPathWinding() {
        var sample = NonFinitePathSampler(seed: 0x1D_2026_0009)
        for _ in 0..<2000 {
            let path = sample.path()
            let index = PathHitIndex(path)
            for _ in 0..<16 {
                let p = sample.point()
                XCTAssertEqual(index.winding(at: p), path.winding(at: p), "\(path.elements) at \(p)")
            }
        }
    }
}
