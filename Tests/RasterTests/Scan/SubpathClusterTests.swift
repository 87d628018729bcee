import SeededRandom
import XCTest
import Geometry
import Raster

/// A mask drawn cluster by cluster (``SubpathClusters``: subpaths whose pixels are apart, each over
/// its own target, most on the small-target route in whole rows) must hold exactly the bytes of
/// the whole path drawn over one target by the banded route, which stays the reference: random
/// groups of shapes, apart, touching and overlapping, under both rules, with bounds that cut them
/// on every side or are narrow enough for the small-target route as a whole.
final class SubpathClusterTests: XCTestCase {
    typealias Transform = Geometry.AffineTransform

    /// A random closed shape of about `size` pixels at (x, y): a rounded rectangle, an ellipse, a
    /// self-intersecting star, a cubic blob, a quadratic blob or a rectangle with a hole.
    private static func addShape(_ path: inout Path, _ rng: inout SplitMix64, x: Double, y: Double, size: Double) {
        let w = rng.uniform(0.5, size), h = rng.uniform(0.5, size)
        switch rng.int(6) {
        case 0:
            let r = rng.uniform(0, Swift.min(w, h) / 2)
            path.addRoundedRect(in: Rect(x: x, y: y, width: w, height: h), cornerWidth: r, cornerHeight: r)
        case 1:
            path.addEllipse(in: Rect(x: x, y: y, width: w, height: h))
        case 2:
            let n = 5 + rng.int(4)
            for i in 0..<n {
                let a = Double(i * 2) * 2 * Double.pi / Double(n)
                let p = Point(x: x + w / 2 + w / 2 * cos(a), y: y + h / 2 + h / 2 * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        case 3:
            path.move(to: Point(x: x + rng.uniform(0, w), y: y))
            for _ in 0..<(2 + rng.int(4)) {
                path.addCurve(to: Point(x: x + rng.uniform(0, w), y: y + rng.uniform(0, h)),
                              control1: Point(x: x + rng.uniform(0, w), y: y + rng.uniform(0, h)),
                              control2: Point(x: x + rng.uniform(0, w), y: y + rng.uniform(0, h)))
            }
            path.closeSubpath()
        case 4:
            path.move(to: Point(x: x, y: y + h / 2))
            for _ in 0..<(2 + rng.int(5)) {
                path.addQuadCurve(to: Point(x: x + rng.uniform(0, w), y: y + rng.uniform(0, h)),
                                  control: Point(x: x + rng.uniform(0, w), y: y + rng.uniform(0, h)))
            }
            // Left open: filling closes it.
        default:
            path.addRect(Rect(x: x, y: y, width: w, height: h))
            path.addRect(Rect(x: x + w / 4, y: y + h / 4, width: w / 2, height: h / 2))
        }
    }

    /// The first differing byte of two masks over the same bounds, as a message.
    private static func difference(_ a: CoverageMask, _ b: CoverageMask) -> String? {
        guard a.values != b.values else { return nil }
        let i = zip(a.values, b.values).enumerated().first { $0.element.0 != $0.element.1 }!.offset
        return "pixel (\(a.bounds.x + i % a.bounds.width), \(a.bounds.y + i / a.bounds.width)): "
            + "\(b.values[i]) whole, \(a.values[i]) by clusters"
    }

    func testClustersGiveTheWholePathsBytes() throws {
        var rng = SplitMix64(seed: 0xC1_0057)
        var clustered = 0
        for index in 0..<800 {
            // A row of 2–9 shapes, their gaps from −6 to 10 pixels (overlaps, touching pixels, apart),
            // sometimes a second row below; sometimes scaled or rotated as a whole.
            var path = Path()
            var x = rng.uniform(-10, 10)
            let rows = rng.chance(0.3) ? 2 : 1
            for row in 0..<rows {
                x = rng.uniform(-10, 10)
                for _ in 0..<(2 + rng.int(8)) {
                    let size = rng.chance(0.2) ? rng.uniform(40, 90) : rng.uniform(2, 30)
                    SubpathClusterTests.addShape(&path, &rng, x: x, y: Double(row) * 35 + rng.uniform(-5, 5), size: size)
                    x += size + rng.uniform(-6, 10)
                }
            }
            var transform = Transform(a: 1, b: 0, c: 0, d: 1, tx: rng.uniform(-3, 3), ty: rng.uniform(-3, 3))
            if rng.chance(0.2) {
                let a = rng.uniform(-0.3, 0.3), s = rng.uniform(0.6, 1.5)
                transform = Transform(a: cos(a) * s, b: sin(a) * s, c: -sin(a) * s, d: cos(a) * s,
                                      tx: transform.tx, ty: transform.ty)
            }
            if rng.chance(0.2) {
                // Whole pixels, where lines fall on pixel sides.
                transform.tx.round()
                transform.ty.round()
            }
            guard let box = path.controlPointBounds?.applying(transform) else { continue }
            let enclosing = PixelRect(enclosing: box)
            // Bounds around the whole path, or cutting it on a side.
            var bounds = PixelRect(x: enclosing.x - 1, y: enclosing.y - 1, width: enclosing.width + 2,
                                   height: enclosing.height + 2)
            switch rng.int(6) {
            case 0: bounds = PixelRect(x: bounds.x + rng.int(40), y: bounds.y, width: Swift.max(1, bounds.width - 40), height: bounds.height)
            case 1: bounds = PixelRect(x: bounds.x, y: bounds.y, width: Swift.max(1, bounds.width - rng.int(40)), height: bounds.height)
            case 2: bounds = PixelRect(x: bounds.x, y: bounds.y + rng.int(20), width: bounds.width, height: Swift.max(1, bounds.height - 20))
            case 3: bounds = PixelRect(x: bounds.x + rng.int(30), y: bounds.y, width: 1 + rng.int(64), height: Swift.min(bounds.height, 100))
            default: break
            }
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let whole = try RasterTesting.mask(path, rule: rule, transform: transform, bounds: bounds, reference: true)
            let parts = try RasterTesting.mask(path, rule: rule, transform: transform, bounds: bounds, reference: false)
            XCTAssertEqual(whole.clusters, 0)
            if parts.clusters > 1 { clustered += 1 }
            if let difference = SubpathClusterTests.difference(parts.mask, whole.mask) {
                XCTFail("case \(index): bounds \(bounds), rule \(rule), \(parts.clusters) clusters: \(difference)")
                return
            }
        }
        // Many cases really went by clusters (the others: one cluster, bounds cut on the right,
        // or a target narrow enough for the small-target route as a whole).
        XCTAssertGreaterThan(clustered, 300)
    }

    /// Claims that meet: a square ending a hair before column 10 and one starting at 10 are two
    /// clusters (the first one's last terms land in column 10, where they sum to zero); squares
    /// sharing column 10 are one; a shape inside another's ring joins it; a shape bridging two
    /// clusters merges them.
    func testClaimsThatMeetAreGroupedAsTheProofNeeds() throws {
        func clusters(_ rects: [Rect], evenOdd: Bool = false) throws -> Int {
            var path = Path()
            for rect in rects { path.addRect(rect) }
            let bounds = PixelRect(x: -2, y: -2, width: 200, height: 80)
            let rule: FillRule = evenOdd ? .evenOdd : .nonZero
            let whole = try RasterTesting.mask(path, rule: rule, transform: .identity, bounds: bounds, reference: true)
            let parts = try RasterTesting.mask(path, rule: rule, transform: .identity, bounds: bounds, reference: false)
            XCTAssertNil(SubpathClusterTests.difference(parts.mask, whole.mask), "\(rects)")
            return parts.clusters
        }
        let a = Rect(x: 0.5, y: 0, width: 9.499, height: 10), b = Rect(x: 10, y: 0, width: 70, height: 10)
        XCTAssertEqual(try clusters([a, b]), 2)
        XCTAssertEqual(try clusters([Rect(x: 0.5, y: 0, width: 9.5, height: 10), b]), 0, "one cluster: drawn whole")
        // Apart in rows only: two clusters.
        XCTAssertEqual(try clusters([Rect(x: 0, y: 0, width: 70, height: 9.9), Rect(x: 0, y: 10, width: 70, height: 20)]), 2)
        // A ring with a square inside, even-odd, and a square apart.
        XCTAssertEqual(try clusters([Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 10, y: 10, width: 20, height: 20),
                                     Rect(x: 100, y: 0, width: 30, height: 30)], evenOdd: true), 2)
        // Three apart, then one across the first two.
        XCTAssertEqual(try clusters([Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 30, y: 0, width: 20, height: 20),
                                     Rect(x: 60, y: 0, width: 20, height: 20), Rect(x: 10, y: 5, width: 30, height: 5)]), 2)
    }
}
