import SeededRandom
import XCTest
import Geometry
import Raster

/// The rasterizer's shortcuts that must not change a pixel: rows that repeat the row above (only
/// vertical edges live there) replay its spans, short covered gaps join their neighbouring runs,
/// strokes of closed convex outlines are loaded without a path, and clip masks are written once
/// without being cleared first.
final class SweepShortcutTests: XCTestCase {
    typealias Transform = Geometry.AffineTransform

    /// Rectilinear outlines (rectangles, frames, staircases, all with fractional sides and tall
    /// vertical edges that cross many bands and end inside rows) against the exact area: each pixel
    /// within 1/255 (fixed point moves an edge by at most 1/2048 px and the area is rounded to
    /// 8 bits, so a wrong replayed row, off by a whole edge, shows at once).
    func testRectilinearOutlinesMatchTheExactArea() throws {
        var rng = SplitMix64(seed: 0x5EED_0008)
        let bounds = PixelRect(x: 0, y: 0, width: 90, height: 140)
        var statistics = CoverageTests.Statistics()
        for index in 0..<120 {
            var path = Path()
            let x0 = rng.uniform(-5, 40), y0 = rng.uniform(-10, 40)
            let x1 = x0 + rng.uniform(0.2, 50), y1 = y0 + rng.uniform(0.2, 110)
            switch index % 3 {
            case 0:
                path.addRect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            case 1:
                // A frame: the outer rectangle and an inner one wound the other way, a few pixels in
                // (a 3 px border's rows: edge, short solid gap, edge on each side).
                let inset = rng.uniform(0.3, 6)
                path.addRect(Rect(x: x0, y: y0, width: x1 - x0 + 2 * inset, height: y1 - y0 + 2 * inset))
                path.move(to: Point(x: x0 + inset, y: y0 + inset))
                path.addLine(to: Point(x: x0 + inset, y: y1 + inset))
                path.addLine(to: Point(x: x1 + inset, y: y1 + inset))
                path.addLine(to: Point(x: x1 + inset, y: y0 + inset))
                path.closeSubpath()
            default:
                // A staircase: vertical edges starting and ending at fractional rows.
                path.move(to: Point(x: x0, y: y0))
                var x = x0, y = y0
                for _ in 0..<4 {
                    x += rng.uniform(0.3, 12)
                    path.addLine(to: Point(x: x, y: y))
                    y += rng.uniform(0.3, 30)
                    path.addLine(to: Point(x: x, y: y))
                }
                path.addLine(to: Point(x: x0, y: y))
                path.closeSubpath()
            }
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            try CoverageTests.check(path, rule: rule, bounds: bounds, label: "outline \(index)",
                                    statistics: &statistics)
        }
        XCTAssertEqual(statistics.failures, 0)
        XCTAssertLessThanOrEqual(statistics.maxError, 1.0, "\(statistics)")
        XCTAssertGreaterThan(statistics.edgePixels, 1000)
    }

    /// A stroke drawn through the C ABI's route (``RasterScratch/stroke(_:style:color:transform:into:)``,
    /// which loads closed convex outlines without building a path) gives the bytes of filling the
    /// stroked path on a canvas, for ring outlines, for outlines the ring route declines (open
    /// subpaths, a concave corner, a radius below half the width) and for a path mixing both.
    func testStrokeRouteGivesTheStrokedPathsPixels() throws {
        var rng = SplitMix64(seed: 0x5EED_0009)
        let scratch = RasterScratch()
        for index in 0..<60 {
            var path = Path()
            let rect = Rect(x: rng.uniform(2, 30), y: rng.uniform(2, 30), width: rng.uniform(4, 60),
                            height: rng.uniform(4, 60))
            let radius = rng.uniform(0, Swift.min(rect.width, rect.height) / 2)
            switch index % 4 {
            case 0:
                path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
            case 1:
                path.addEllipse(in: rect)
                path.addRoundedRect(in: Rect(x: rect.minX + 3, y: rect.minY + 3, width: rect.width, height: rect.height),
                                    cornerWidth: radius, cornerHeight: radius)
            case 2:
                path.move(to: Point(x: rect.minX, y: rect.minY))
                path.addLine(to: Point(x: rect.maxX, y: rect.minY))
                path.addLine(to: Point(x: rect.midX, y: rect.midY))
                path.addLine(to: Point(x: rect.maxX, y: rect.maxY))
                if rng.chance(0.5) { path.closeSubpath() }
            default:
                path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
                path.move(to: Point(x: rect.minX, y: rect.maxY + 4))
                path.addLine(to: Point(x: rect.maxX, y: rect.maxY + 9))
            }
            let joins: [LineJoin] = [.miter, .round, .bevel]
            let caps: [LineCap] = [.butt, .round, .square]
            let style = StrokeStyle(width: rng.uniform(0.3, 9), join: joins[rng.int(3)], cap: caps[rng.int(3)],
                                    miterLimit: rng.uniform(1, 10))
            let transform: Transform = rng.chance(0.5)
                ? Transform(a: 1, b: 0, c: 0, d: 1, tx: rng.uniform(-3, 3), ty: rng.uniform(-3, 3))
                : Transform(a: 1.3, b: 0.4, c: -0.2, d: 0.9, tx: 5.5, ty: 1.25)
            let color = Color(red: 30, green: 120, blue: 200, alpha: rng.chance(0.5) ? 255 : 140)

            var expected = try Canvas(width: 110, height: 110)
            expected.clear(to: PremultipliedColor(red: 200, green: 200, blue: 200, alpha: 255))
            var actual = expected.bytes
            expected.fill(path.stroked(style), color: color, rule: .nonZero, transform: transform)
            actual.withUnsafeMutableBufferPointer { bytes in
                let target = PixelTarget(pixels: bytes.baseAddress!, width: 110, height: 110, rowBytes: 440)
                scratch.stroke(path, style: style, color: color, transform: transform, into: target)
            }
            XCTAssertEqual(actual, expected.bytes, "stroke \(index)")
        }
    }

    /// Clipped fills one after another on one canvas (the clip mask's buffer reused, holding the
    /// previous clip's bytes) give the bytes of each clipped fill on a fresh canvas, which are those
    /// of filling through the clip's own coverage mask.
    func testReusedClipMaskGivesFreshPixels() throws {
        var rng = SplitMix64(seed: 0x5EED_000A)
        var shared = try Canvas(width: 96, height: 80)
        for index in 0..<40 {
            let (shape, shapeTransform) = ClipIndependenceTests.randomShape(&rng)
            var clip = Path()
            clip.addRoundedRect(in: Rect(x: rng.uniform(-10, 60), y: rng.uniform(-10, 50), width: rng.uniform(5, 80),
                                         height: rng.uniform(5, 60)),
                                cornerWidth: rng.uniform(0, 4), cornerHeight: rng.uniform(0, 4))
            let clipRule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let color = Color(red: 250, green: 40, blue: 90, alpha: 160)
            shared.clear(to: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 255))
            shared.fill(shape, color: color, transform: shapeTransform, clip: .path(clip, rule: clipRule))

            var fresh = try Canvas(width: 96, height: 80)
            fresh.clear(to: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 255))
            fresh.fill(shape, color: color, transform: shapeTransform, clip: .path(clip, rule: clipRule))
            XCTAssertEqual(shared.bytes, fresh.bytes, "clipped fill \(index)")

            var masked = try Canvas(width: 96, height: 80)
            masked.clear(to: PremultipliedColor(red: 10, green: 20, blue: 30, alpha: 255))
            let mask = try CoverageMask(rasterizing: clip, rule: clipRule, bounds: PixelRect(x: 0, y: 0, width: 96, height: 80))
            masked.fill(shape, color: color, transform: shapeTransform, clip: .mask(mask))
            XCTAssertEqual(masked.bytes, fresh.bytes, "clipped fill \(index) through the mask")
        }
    }
}
