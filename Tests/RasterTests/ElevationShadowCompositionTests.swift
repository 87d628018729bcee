import Geometry
import Raster
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

    /// The outline of a shadow shape, as UIKit would build it.
    static func outline(_ shape: ShadowShape) -> (Path, FillRule) {
        var path = Path()
        switch shape {
        case .rect(let rect):
            path.addRect(rect)
        case .roundedRect(let rect, let radius):
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
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
