import Geometry
@testable import Shapes
import SeededRandom
import XCTest

/// The rectangle generator's polygon route (`RectangleShapeGenerator+Polygon.swift`): sharp corners
/// and straight edges with any offsets, against the general algorithm it shortcuts.
final class PolygonRouteTests: XCTestCase {
    /// Every element bit for bit (signed zeros included), and the path's state, equal to the general
    /// algorithm's over random offsets and sizes: slants, skews, negative, zero and signed-zero
    /// offsets, degenerate and huge sides, appended after a subpath or replacing a path.
    func testMatchesTheGeneralAlgorithmBitForBit() {
        var rng = SplitMix64(seed: 0xB_2026_1130)
        var taken = 0, declined = 0
        for index in 0..<8000 {
            let scale = [1e-3, 1, 50, 1000, 1e7][rng.int(5)]
            let size = rng.chance(0.05) ? Size(width: 0, height: 0)
                : Size(width: rng.uniform(-0.2, 1) * scale, height: rng.uniform(-0.2, 1) * scale)
            var generator = RectangleShapeGenerator()
            switch rng.int(4) {
            case 0: generator = SlantedRectShapeGenerator(slant: rng.uniform(-0.3, 0.3) * scale).rectangle
            case 1: generator.cornerOffsets = (0..<4).map { _ in Point(x: rng.uniform(-1, 1) * scale, y: rng.uniform(-1, 1) * scale) }
            case 2: generator.cornerOffsets = (0..<4).map { _ in
                Point(x: rng.chance(0.5) ? -0.0 : rng.uniform(-0.1, 0.1) * scale, y: rng.chance(0.5) ? -0.0 : 0)
            }
            default: generator.topRightCornerOffset = Point(x: rng.uniform(-1e4, 1e4) * scale, y: rng.uniform(-3, 3))
            }
            let prefix = rng.chance(0.2) ? Path([.move(to: Point(x: -5, y: 3)), .line(to: Point(x: 7, y: 1))]) : Path()
            // Replacing a path's elements (in place when it holds as many) gives the outline alone.
            let previous = rng.chance(0.5) ? generator.path(for: size) : Path([.move(to: Point(x: 1, y: 1))])
            if let mismatch = routeMismatch(generator, size: size, after: prefix, replacing: previous) {
                return XCTFail("#\(index) \(mismatch)")
            }
            var probe = Path()
            if generator.appendPolygonPath(for: size, to: &probe) { taken += 1 } else { declined += 1 }
        }
        // Most take the route; wildly uneven vertices (the last kind of offsets) do not.
        XCTAssertGreaterThan(taken, 5000)
        XCTAssertGreaterThan(declined, 100)
    }

    /// A slanted rectangle worked by hand: 100 × 40 with slant 10 is the parallelogram
    /// (10, 0), (110, 0), (90, 40), (−10, 40).
    func testSlantedRectangleIsTheParallelogram() {
        let path = SlantedRectShapeGenerator(slant: 10).path(for: Size(width: 100, height: 40))
        XCTAssertEqual(path.elements, [.move(to: Point(x: 10, y: 0)), .line(to: Point(x: 110, y: 0)),
                                       .line(to: Point(x: 90, y: 40)), .line(to: Point(x: -10, y: 40)),
                                       .line(to: Point(x: 10, y: 0)), .closeSubpath])
    }

    /// Other treatments and non-finite vertices go to the other routes.
    func testDeclinesWhatItDoesNotCover() {
        var rounded = SlantedRectShapeGenerator(slant: 5).rectangle
        rounded.topLeftCorner = .rounded(radius: 3)
        var triangle = SlantedRectShapeGenerator(slant: 5).rectangle
        triangle.leftEdge = .triangle(size: 2, style: .cut)
        var infinite = RectangleShapeGenerator()
        infinite.topLeftCornerOffset = Point(x: .infinity, y: 0)
        for generator in [rounded, triangle, infinite] {
            var path = Path()
            XCTAssertFalse(generator.appendPolygonPath(for: Size(width: 50, height: 20), to: &path), "\(generator)")
            XCTAssertTrue(path.isEmpty)
        }
    }
}
