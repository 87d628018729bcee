import Geometry
import Material
import Raster
import SeededRandom
import XCTest

/// `Canvas.drawElevationShadows` rasterizes the shape's interior once for both shadows, over the
/// shape's own pixels. The result must be what MDC's recipe gives step by step through the public
/// API: each shadow's mask, times the inverse of the interior coverage over that mask's bounds,
/// composited in order (key, then ambient).
final class ElevationShadowCompositionTests: XCTestCase {
    func testSharedInteriorGivesTheStepByStepPixels() throws {
        let scale = AffineTransform(scaleX: 2, y: 2)
        let shapes: [ShadowShape] = [
            .roundedRect(Rect(x: 10.25, y: 8.5, width: 40, height: 22), cornerRadius: 6),
            .rect(Rect(x: -5, y: 12, width: 30, height: 40)),  // partly off the canvas
        ]
        for shape in shapes {
            for elevation in [1.0, 8] {
                var shared = try Canvas(width: 130, height: 110)
                shared.clear(to: PremultipliedColor(red: 230, green: 230, blue: 230, alpha: 255))
                var stepwise = shared
                try shared.drawElevationShadows(elevation: elevation, of: shape, transform: scale)
                let canvasBounds = PixelRect(x: 0, y: 0, width: 130, height: 110)
                let (path, rule) = Self.outline(shape)
                for shadow in ShadowMetrics(elevation: elevation).shadows() {
                    var mask = try shadow.mask(for: shape, transform: scale, clippedTo: canvasBounds)
                    let interior = try CoverageMask(rasterizing: path, rule: rule, transform: scale, bounds: mask.bounds)
                    mask.multiply(byInverseOf: interior)
                    stepwise.fill(mask, color: shadow.compositingColor)
                }
                XCTAssertEqual(shared, stepwise, "\(shape) at elevation \(elevation)")
                XCTAssertNotEqual(shared.contentHash, try Self.background().contentHash, "something was drawn")
            }
        }
    }

    /// Rectangles and rounded rectangles under axis-aligned transforms are drawn one row at a time
    /// without masks (both shadows per row, the interior's fully covered spans skipped); the
    /// pixels must still be the recipe's, bit for bit: random shapes, elevations, scales (flips
    /// included), colours and backgrounds, shapes partly or wholly off the canvas, with and without
    /// the interior excluded.
    func testRowWiseDrawingGivesTheStepByStepPixels() throws {
        var rng = SplitMix64(seed: 0x5AD0_CA4D)
        let canvasBounds = PixelRect(x: 0, y: 0, width: 120, height: 90)
        for index in 0..<60 {
            let rect = Rect(x: rng.uniform(-30, 60), y: rng.uniform(-25, 50), width: rng.uniform(0.5, 60),
                            height: rng.uniform(0.5, 45))
            let shape: ShadowShape = rng.chance(0.25) ? .rect(rect)
                : .roundedRect(rect, cornerRadius: rng.uniform(0, 20))
            let sx = rng.uniform(0.5, 3) * (rng.chance(0.2) ? -1 : 1)
            let sy = rng.chance(0.5) ? Swift.abs(sx) : rng.uniform(0.5, 3) * (rng.chance(0.2) ? -1 : 1)
            let transform = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: sx < 0 ? 110 : rng.uniform(-5, 5),
                                            ty: sy < 0 ? 85 : rng.uniform(-5, 5))
            let elevation = [0.5, 1, 2, 6, 8, 12, 24][rng.int(7)]
            let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
                              alpha: UInt8(80 + rng.int(176)))
            var drawn = try Canvas(width: canvasBounds.width, height: canvasBounds.height)
            for y in 0..<drawn.height {
                for x in 0..<drawn.width where (x / 7 + y / 5 + index) % 3 != 0 {
                    let a = UInt8(100 + rng.int(156))
                    drawn.clear(PixelRect(x: x, y: y, width: 1, height: 1),
                                to: PremultipliedColor(red: UInt8(rng.int(Int(a) + 1)), green: UInt8(rng.int(Int(a) + 1)),
                                                       blue: UInt8(rng.int(Int(a) + 1)), alpha: a))
                }
            }
            var stepwise = drawn
            let excluding = index % 5 != 4
            let (path, rule) = Self.outline(shape)
            let shadows = ShadowMetrics(elevation: elevation).shadows(color: color)
            if excluding {
                try drawn.drawElevationShadows(elevation: elevation, of: shape, transform: transform, color: color)
            } else {
                for shadow in shadows { try drawn.drawShadow(shadow, of: shape, transform: transform) }
            }
            for shadow in shadows {
                var mask = try shadow.mask(for: shape, transform: transform, clippedTo: canvasBounds)
                if excluding {
                    let interior = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: mask.bounds)
                    mask.multiply(byInverseOf: interior)
                }
                stepwise.fill(mask, color: shadow.compositingColor)
            }
            XCTAssertEqual(drawn, stepwise, "case \(index): \(shape) at elevation \(elevation), \(transform)")
        }
    }

    /// If a shadow cannot be set up (here the ambient one's σ exceeds the limit while the key's
    /// does not), the shadows before it are drawn and its error is thrown, as drawing mask after
    /// mask does.
    func testAnErrorAfterTheFirstShadowKeepsTheFirst() throws {
        // At this scale (about 1 300) the shape lies beside and above the canvas and the key shadow,
        // pushed down by its offset, reaches it.
        let shape = ShadowShape.rect(Rect(x: 0.15, y: -9.9, width: 3, height: 2))
        // Key σ = (0.66692·e − 0.001648)/2, ambient (0.889544·e − 0.003701)/2; with scale s the
        // ambient σ passes 4096 pixels first.
        let elevation = 8.0
        let keySigma = (0.666_920 * elevation - 0.001_648) / 2, ambientSigma = (0.889_544 * elevation - 0.003_701) / 2
        let scale = 4096 / ((keySigma + ambientSigma) / 2)
        let transform = AffineTransform(scaleX: scale, y: scale)
        var drawn = try Self.background()
        XCTAssertThrowsError(try drawn.drawElevationShadows(elevation: elevation, of: shape, transform: transform)) {
            XCTAssertEqual($0 as? ShadowError, .invalidSigma(ambientSigma * scale))
        }
        var stepwise = try Self.background()
        let key = ShadowMetrics(elevation: elevation).keyShadow()
        let canvasBounds = PixelRect(x: 0, y: 0, width: 130, height: 110)
        var mask = try key.mask(for: shape, transform: transform, clippedTo: canvasBounds)
        let (path, rule) = Self.outline(shape)
        mask.multiply(byInverseOf: try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: mask.bounds))
        stepwise.fill(mask, color: key.compositingColor)
        XCTAssertEqual(drawn, stepwise)
        XCTAssertNotEqual(drawn, try Self.background(), "the key shadow was drawn")
    }

    /// The outline of a shadow shape, as UIKit would build it.
    static func outline(_ shape: ShadowShape) -> (Path, FillRule) {
        var path = Path()
        switch shape {
        case .rect(let rect):
            path.addRect(rect)
        case .roundedRect(let rect, let radius):
            // UIKit clamps the radius to half the shorter side.
            let r = Swift.min(Swift.max(radius, 0), Swift.min(rect.width, rect.height) / 2)
            path.addRoundedRect(in: rect, cornerWidth: r, cornerHeight: r)
        case .path(let p, let rule):
            return (p, rule)
        }
        return (path, .nonZero)
    }

    static func background() throws -> Canvas {
        var canvas = try Canvas(width: 130, height: 110)
        canvas.clear(to: PremultipliedColor(red: 230, green: 230, blue: 230, alpha: 255))
        return canvas
    }
}
