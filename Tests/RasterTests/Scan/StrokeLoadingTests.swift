import Geometry
import Raster
import SeededRandom
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `Rasterizer.loadStroke` writes the stroker's rings straight into the loaded path (one bulk
/// append per ring, ``TransformedPath/appendClosedPolygon``). Its result must be bit for bit what
/// loading the outline `Path.stroked` builds gives: the same verbs, the same mapped coordinates,
/// the same bounds, so the pixels cannot differ.
final class StrokeLoadingTests: XCTestCase {
    func testRingsLoadedDirectlyMatchTheLoadedOutlineBitForBit() {
        let seed: UInt64 = 0x57_0CE_10AD
        var rng = SplitMix64(seed: seed)
        let joins: [LineJoin] = [.miter, .bevel, .round]
        var ringShapes = 0
        for index in 0..<120 {
            var path = Path()
            let rect = Rect(x: rng.uniform(-30, 30), y: rng.uniform(-30, 30), width: rng.uniform(1, 80),
                            height: rng.uniform(1, 80))
            switch index % 4 {
            case 0:
                let radius = rng.uniform(0, min(rect.width, rect.height) / 2)
                path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
            case 1:
                path.addEllipse(in: rect)
            case 2:
                path.addRect(rect)
            default:
                // A convex polygon on an ellipse, and a second subpath: a rounded rectangle.
                let count = Int(rng.uniform(3, 12))
                var angles = (0..<count).map { _ in rng.uniform(0, 2 * Double.pi) }.sorted()
                if rng.chance(0.5) { angles.reverse() }
                for (i, angle) in angles.enumerated() {
                    let p = Point(x: rect.midX + rect.width / 2 * cos(angle),
                                  y: rect.midY + rect.height / 2 * sin(angle))
                    if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                path.closeSubpath()
                path.addRoundedRect(in: Rect(x: rect.origin.x + 100, y: rect.origin.y, width: 20, height: 30), cornerWidth: 6,
                                    cornerHeight: 6)
            }
            let style = StrokeStyle(width: rng.uniform(0.2, 12), join: joins[index % 3],
                                    miterLimit: rng.uniform(1, 10))
            let transform: Geometry.AffineTransform
            switch index % 3 {
            case 0: transform = Geometry.AffineTransform(translationX: rng.uniform(-50, 150), y: rng.uniform(-50, 150))
            case 1: transform = Geometry.AffineTransform(a: rng.uniform(0.3, 3), b: 0, c: 0, d: rng.uniform(0.3, 3),
                                                tx: rng.uniform(-5, 5), ty: rng.uniform(-5, 5))
            default: transform = Geometry.AffineTransform(a: rng.uniform(-2, 2), b: rng.uniform(-2, 2), c: rng.uniform(-2, 2),
                                                 d: rng.uniform(-2, 2), tx: rng.uniform(-9, 9), ty: rng.uniform(-9, 9))
            }
            let loaded = RasterTesting.loadedStrokeBothWays(path, style: style, transform: transform)
            let message = "seed \(String(seed, radix: 16)) #\(index)"
            XCTAssertEqual(loaded.direct.bounds, loaded.viaOutline.bounds, message)
            XCTAssertEqual(loaded.direct.verbs, loaded.viaOutline.verbs, message)
            XCTAssertEqual(loaded.direct.coordinates, loaded.viaOutline.coordinates, message)
            if loaded.direct.bounds != nil {
                XCTAssertEqual(loaded.direct.extremes, loaded.viaOutline.extremes, message)
            }
            // Every subpath took the ring route when the outline is two loops per subpath (the
            // union of pieces has a loop per piece).
            let subpaths = index % 4 == 3 ? 2 : 1
            if loaded.direct.verbs.filter({ $0 == 0 }).count == 2 * subpaths { ringShapes += 1 }
        }
        // The comparison is about the ring route: most of these shapes must take it.
        XCTAssertGreaterThan(ringShapes, 60)
    }
}
