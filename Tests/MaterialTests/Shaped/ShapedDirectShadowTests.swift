import Geometry
import Material
import Raster
import Scene
import Shapes
import XCTest

/// ``ShapedShadowLayer/ShadowRoute/direct`` through the scene renderer gives the pixels of the
/// raster recipe for one shaped surface: MDC's two elevation shadows of the shape's closed form
/// (else of its path, with the fill rule) with the interior excluded by exact coverage, then the
/// colour path filled and its border stroked (`touchstone shape render` draws through this route).
final class ShapedDirectShadowTests: XCTestCase {
    private struct Case {
        var spec: String
        var size: Size
        var margin: Double
        var scale: Double
        var elevation: Double
        var border: Double
        var rule: FillRule
    }

    private let cases = [
        Case(spec: #"{"rectangle": {"corners": {"rounded": 8}}}"#, size: Size(width: 100, height: 40), margin: 16,
             scale: 3, elevation: 6, border: 0, rule: .nonZero),
        Case(spec: #"{"rectangle": {"corners": {"sharp": true}}}"#, size: Size(width: 10.3, height: 7.7), margin: 3.3,
             scale: 1.3, elevation: 2, border: 1, rule: .nonZero),
        Case(spec: #"{"pill": {}}"#, size: Size(width: 33.3, height: 12.1), margin: 0.7, scale: 3.3, elevation: 1.5,
             border: 0.6, rule: .nonZero),
        Case(spec: #"{"rectangle": {"corners": [{"rounded": 12}, {"cut": 8}, {"curved": [14, 6]}, {"sharp": true}]}}"#,
             size: Size(width: 90, height: 50), margin: 12, scale: 2.5, elevation: 8, border: 3, rule: .nonZero),
        Case(spec: #"{"svgPath": "M0 0 L40 40 L40 0 L0 40 Z"}"#, size: Size(width: 40, height: 40), margin: 10,
             scale: 1, elevation: 3, border: 1, rule: .evenOdd),
    ]

    private let fill = Color(red: 63, green: 81, blue: 181, alpha: 192)
    private let borderColor = Color(red: 255, green: 64, blue: 129)

    func testDirectRouteIsTheRasterRecipe() throws {
        for c in cases {
            let spec = try ShapeSpec(parsing: c.spec, source: "test")
            let width = Int(((c.size.width + 2 * c.margin) * c.scale).rounded(.up))
            let height = Int(((c.size.height + 2 * c.margin) * c.scale).rounded(.up))

            var expected = try Canvas(width: width, height: height)
            expected.clear(to: Color.white.premultiplied)
            let transform = AffineTransform(translationX: c.margin, y: c.margin)
                .concatenating(AffineTransform(scaleX: c.scale, y: c.scale))
            let paths = ShapedBorderPaths(shape: spec.path(for: c.size), borderWidth: c.border)
            let caster: ShadowShape
            switch spec.analyticShape(for: c.size) {
            case .rect(let rect)?: caster = .rect(rect)
            case .roundedRect(let rect, let radius)?: caster = .roundedRect(rect, cornerRadius: radius)
            case nil: caster = .path(paths.shadowPath, rule: c.rule)
            }
            try expected.drawElevationShadows(elevation: c.elevation, of: caster, transform: transform)
            expected.fill(paths.colorPath, color: fill, rule: c.rule, transform: transform)
            expected.fill(paths.colorPath.stroked(StrokeStyle(width: c.border)), color: borderColor, rule: .nonZero,
                          transform: transform)

            let clock = SimClock()
            let root = View(frame: Rect(x: 0, y: 0, width: c.size.width + 2 * c.margin,
                                        height: c.size.height + 2 * c.margin), clock: clock)
            let view = ShapedView(frame: Rect(origin: Point(x: c.margin, y: c.margin), size: c.size), clock: clock)
            view.shapedLayer.shadowRoute = .direct
            view.shapedLayer.fillRule = c.rule
            view.shapeGenerator = SchemeShapeGenerator(spec: spec, scheme: ShapeScheme())
            view.backgroundColor = fill
            view.shapedBorderWidth = c.border
            view.shapedBorderColor = borderColor
            view.elevation = c.elevation
            root.addSubview(view)
            root.layoutIfNeeded()
            let renderer = try Renderer(root: root.layer, width: width, height: height, scale: c.scale,
                                        background: .white, mode: .fullRedraw)
            _ = try renderer.render(at: 0)

            XCTAssertEqual(renderer.canvas.contentHash, expected.contentHash, c.spec)
            XCTAssertNotEqual(expected.contentHash, try blank(width, height).contentHash, "\(c.spec) draws something")
        }
    }

    func testDirectRouteCastsClosedFormsFromShadowLayerBounds() {
        let clock = SimClock()
        let view = ShapedView(frame: Rect(x: 0, y: 0, width: 100, height: 40), clock: clock)
        view.shapedLayer.shadowRoute = .direct
        view.shapeGenerator = SchemeShapeGenerator(spec: .pill, scheme: ShapeScheme())
        view.elevation = 4
        view.layoutIfNeeded()
        for shadowLayer in [view.shapedLayer.bottomShadowLayer, view.shapedLayer.topShadowLayer] {
            XCTAssertNil(shadowLayer.shadowPath)
            XCTAssertNil(shadowLayer.mask)
            XCTAssertTrue(shadowLayer.shadowExcludesInterior)
            XCTAssertEqual(shadowLayer.cornerRadius, 20)
            XCTAssertEqual(shadowLayer.bounds, Rect(x: 0, y: 0, width: 100, height: 40))
        }
        view.shapedLayer.shadowRoute = .maskLayers
        for shadowLayer in [view.shapedLayer.bottomShadowLayer, view.shapedLayer.topShadowLayer] {
            XCTAssertEqual(shadowLayer.shadowPath, view.shapedLayer.path)
            XCTAssertNotNil(shadowLayer.mask)
            XCTAssertFalse(shadowLayer.shadowExcludesInterior)
            XCTAssertEqual(shadowLayer.cornerRadius, 0)
        }
    }

    private func blank(_ width: Int, _ height: Int) throws -> Canvas {
        var canvas = try Canvas(width: width, height: height)
        canvas.clear(to: Color.white.premultiplied)
        return canvas
    }
}
