import Geometry
import SeededRandom
import Shapes
import TestSupport
import XCTest

/// Regression guards for the fast routes `BM_PathBuild` and `BM_HitTest` time: generated outlines
/// and their hit tests must not change by a single bit.
final class ShapeEquivalenceTests: XCTestCase {
    /// Hit tests of generated shapes (rounded corners whose cubics end flat, cut and curved corners,
    /// triangles, offsets, oversized corners) against the frozen original winding algorithm.
    func testGeneratedShapesMatchTheOriginalWindingExactly() {
        let seed: UInt64 = 0x5A_2026_0008
        var rng = SplitMix64(seed: seed)
        var compared = 0
        for index in 0..<1500 {
            let size = Size(width: rng.uniform(1, 300), height: rng.uniform(1, 300))
            let spec = ShapeHitTestingTests.randomSpec(&rng, size: size)
            let path = spec.path(for: size)
            for point in adversarialPoints(for: path, &rng, samplesPerSegment: 3) {
                let expected = originalWinding(of: path, at: point)
                compared += 1
                guard path.winding(at: point) == expected else {
                    return XCTFail("""
                        seed \(String(seed, radix: 16)), shape #\(index) \(spec.json) at \(size): \
                        winding at (\(point.x), \(point.y)) is \(path.winding(at: point)), the original \
                        algorithm says \(expected)
                        """)
                }
            }
        }
        XCTAssertGreaterThan(compared, 300_000)
    }

    /// The hit-testing index (`PathHitIndex`, which `ts_path_contains` uses) against the path's own
    /// winding numbers on generated shapes: every treatment, scheme categories, offsets, oversized
    /// corners, rotated and odd sizes, at points on, next to and around every segment.
    func testHitIndexMatchesThePathOnGeneratedShapes() {
        let seed: UInt64 = 0x1D_5A_2026_0008
        var rng = SplitMix64(seed: seed)
        var compared = 0
        var index = PathHitIndex()
        for number in 0..<1500 {
            let size = Size(width: rng.uniform(1, 300), height: rng.uniform(1, 300))
            let spec = ShapeHitTestingTests.randomSpec(&rng, size: size)
            var path = spec.path(for: size)
            if number % 4 == 1 {
                path = path.applying(AffineTransform(rotationAngle: rng.uniform(-Double.pi, Double.pi))
                    .concatenating(AffineTransform(translationX: rng.uniform(-50, 50), y: rng.uniform(-50, 50))))
            }
            index.rebuild(from: path)
            for point in adversarialPoints(for: path, &rng, samplesPerSegment: 3) {
                compared += 1
                guard index.winding(at: point) == path.winding(at: point) else {
                    return XCTFail("""
                        seed \(String(seed, radix: 16)), shape #\(number) \(spec.json) at \(size): the index \
                        says \(index.winding(at: point)) at (\(point.x), \(point.y)), the path \(path.winding(at: point))
                        """)
                }
            }
        }
        XCTAssertGreaterThan(compared, 300_000)
    }

    /// Points at every distance from 1 down to 1e-15 of the radius on either side of rounded,
    /// curved and cut corners, and of cubics in general position: where the shortcut that decides
    /// a crossing without converging the root (`QuickCubicCrossing`) hands over to the full solve.
    func testPointsNearCornersMatchTheOriginalWindingExactly() {
        var rng = SplitMix64(seed: 0xC0_2026_0008)
        var compared = 0
        for index in 0..<400 {
            let size = Size(width: rng.uniform(10, 1000), height: rng.uniform(10, 1000))
            let radius = rng.uniform(0.01, 0.5) * Swift.min(size.width, size.height)
            var generator = RectangleShapeGenerator()
            switch index % 3 {
            case 0: generator.setCorners(.rounded(radius: radius))
            case 1: generator.setCorners(.curved(Size(width: radius, height: radius * rng.uniform(0.3, 1))))
            default: generator.setCorners(.rounded(radius: radius * rng.uniform(0.5, 2.5)))  // some overlap
            }
            let path = generator.path(for: size)
            path.forEachSegment { segment in
                guard case .cubic = segment else { return }
                for _ in 0..<6 {
                    let t = rng.unit()
                    let on = segment.point(at: t)
                    // The normal from the chord's direction at t (finite differences are enough).
                    let ahead = segment.point(at: Swift.min(1, t + 1e-4)), behind = segment.point(at: Swift.max(0, t - 1e-4))
                    let tangent = ahead - behind
                    let length = tangent.length
                    guard length > 0 else { continue }
                    let normal = Point(x: -tangent.y / length, y: tangent.x / length)
                    var distance = radius
                    while distance > 1e-15 * radius {
                        for side in [-1.0, 1.0] {
                            let point = on + normal * (side * distance)
                            let expected = originalWinding(of: path, at: point)
                            compared += 1
                            guard path.winding(at: point) == expected else {
                                return XCTFail("""
                                    corner #\(index) at \(size), radius \(radius): winding at \
                                    (\(point.x), \(point.y)) is \(path.winding(at: point)), the original \
                                    algorithm says \(expected)
                                    """)
                            }
                        }
                        distance /= 3
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 300_000)
    }

    /// A fingerprint of the exact elements of several thousand generated outlines (every treatment,
    /// percentages, offsets, triangles, oversized corners, degenerate and negative sizes). Path
    /// generation may get faster; its output may not change. If a change is intended, print the
    /// new value and explain the change in the commit.
    ///
    /// The fingerprint has `TangentArc` take the unit vectors of axis-aligned legs exactly, so
    /// rounded corners between axis-aligned sides are exact quarter arcs, even for radii where
    /// x · (1/x) rounds below 1.
    func testGeneratedOutlinesAreUnchanged() {
        var rng = SplitMix64(seed: 0x0_7_2026_0008)
        var hash = FNV1a()
        var elementCount = 0
        for _ in 0..<4000 {
            let sizes = [Size(width: rng.uniform(1, 400), height: rng.uniform(1, 400)),
                         Size(width: 0, height: rng.uniform(0, 50)),
                         Size(width: rng.uniform(-100, 0), height: rng.uniform(1, 100)),
                         Size(width: rng.uniform(1e-6, 1e-3), height: rng.uniform(1e-6, 1e-3)),
                         Size(width: (rng.uniform(1, 400) * 4).rounded() / 4, height: (rng.uniform(1, 400) * 4).rounded() / 4)]
            let size = sizes[rng.int(sizes.count)]
            let spec = ShapeHitTestingTests.randomSpec(&rng, size: size)
            var path = Path()
            spec.appendPath(for: size, to: &path)
            for element in path.elements {
                elementCount += 1
                switch element {
                case .move(let p): hash.add(0); hash.add(p)
                case .line(let p): hash.add(1); hash.add(p)
                case .quadCurve(let p, let c): hash.add(2); hash.add(c); hash.add(p)
                case .curve(let p, let c1, let c2): hash.add(3); hash.add(c1); hash.add(c2); hash.add(p)
                case .closeSubpath: hash.add(4)
                }
            }
        }
        XCTAssertGreaterThan(elementCount, 30_000)
        XCTAssertEqual(String(hash.value, radix: 16), "8f1f548153fc63ee", "outlines changed; elements: \(elementCount)")
    }
}

/// FNV-1a over 64-bit words: a fixed, platform-independent fingerprint (unlike `Hasher`, which is
/// seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            value ^= (word >> UInt64(shift)) & 0xFF
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    mutating func add(_ p: Point) {
        add(p.x.bitPattern)
        add(p.y.bitPattern)
    }
}
