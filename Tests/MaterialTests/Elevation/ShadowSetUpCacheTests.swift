import Geometry
import Material
import Raster
import SeededRandom
import XCTest

/// A canvas keeps the set-ups of its last few closed-form shadow drawings (each shadow's rows and
/// the interior's spans) and reuses them for a drawing with the same shadows, shape, transform and
/// canvas size. The pixels must not depend on that: every drawing through one canvas, in any
/// order, with hits, misses and evictions, must equal the same drawing on a fresh canvas, which
/// computes everything (the reference here; a fresh canvas has no kept set-ups).
final class ShadowSetUpCacheTests: XCTestCase {
    func testKeptSetUpsDrawTheFreshPixels() throws {
        var rng = SplitMix64(seed: 0xCA_C4E5)
        let shapes: [ShadowShape] = [
            .roundedRect(Rect(x: 10.25, y: 8.5, width: 40, height: 22), cornerRadius: 6),
            .rect(Rect(x: -5, y: 12, width: 30, height: 40)),
            .roundedRect(Rect(x: 20, y: 30, width: 25, height: 25), cornerRadius: 12.5),
            .roundedRect(Rect(x: 5, y: 5, width: 50, height: 30), cornerRadius: 3),
            .rect(Rect(x: 30.5, y: 2.75, width: 12, height: 9)),
            .roundedRect(Rect(x: 2, y: 40, width: 33, height: 14), cornerRadius: 0.0),
            .roundedRect(Rect(x: 2, y: 40, width: 33, height: 14), cornerRadius: -0.0),
        ]
        let transforms = [AffineTransform(scaleX: 2, y: 2), AffineTransform(a: 1.5, b: 0, c: 0, d: -2, tx: 3, ty: 105)]
        let colors = [Color.black, Color(red: 51, green: 51, blue: 51), Color(red: 200, green: 10, blue: 90, alpha: 170)]
        var kept = try Self.background()
        // More distinct drawings than the cache keeps, revisited at random: hits, misses and
        // evictions, each drawn over whatever the canvas holds already.
        for step in 0..<40 {
            let shape = shapes[rng.int(shapes.count)], transform = transforms[rng.int(transforms.count)]
            let color = colors[rng.int(colors.count)]
            let elevation = [1.0, 6, 8][rng.int(3)]
            // The same pixels in a new canvas, which has no kept set-ups.
            var fresh = try Canvas(width: kept.width, height: kept.height, premultipliedBytes: kept.bytes)
            try kept.drawElevationShadows(elevation: elevation, of: shape, transform: transform, color: color)
            try fresh.drawElevationShadows(elevation: elevation, of: shape, transform: transform, color: color)
            XCTAssertEqual(kept, fresh, "step \(step): \(shape), elevation \(elevation), \(transform), \(color)")
            let shadow = ShadowMetrics(elevation: elevation).keyShadow(color: color)
            try kept.drawShadow(shadow, of: shape, transform: transform)
            try fresh.drawShadow(shadow, of: shape, transform: transform)
            XCTAssertEqual(kept, fresh, "step \(step): single shadow of \(shape)")
        }
        XCTAssertNotEqual(kept, try Self.background(), "something was drawn")
    }

    /// A drawing that throws keeps nothing, and the next valid drawing of the same shape still
    /// gives the fresh pixels.
    func testAFailedDrawingKeepsNothing() throws {
        let shape = ShadowShape.roundedRect(Rect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 8)
        var kept = try Self.background()
        let huge = AffineTransform(scaleX: 5000, y: 5000)
        XCTAssertThrowsError(try kept.drawElevationShadows(elevation: 8, of: shape, transform: huge))
        var fresh = try Canvas(width: kept.width, height: kept.height, premultipliedBytes: kept.bytes)
        let scale = AffineTransform(scaleX: 2, y: 2)
        for _ in 0..<2 {
            try kept.drawElevationShadows(elevation: 8, of: shape, transform: scale)
            try fresh.drawElevationShadows(elevation: 8, of: shape, transform: scale)
            XCTAssertEqual(kept, fresh)
            fresh = try Canvas(width: kept.width, height: kept.height, premultipliedBytes: kept.bytes)
        }
    }

    static func background() throws -> Canvas {
        var canvas = try Canvas(width: 130, height: 110)
        canvas.clear(to: PremultipliedColor(red: 230, green: 230, blue: 230, alpha: 255))
        return canvas
    }
}
