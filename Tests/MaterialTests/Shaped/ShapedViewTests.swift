import Geometry
import Raster
import Scene
import Shapes
import XCTest
@testable import Material

final class ShapedViewTests: XCTestCase {
    private func square(_ side: Double = 100, clock: SimClock = SimClock()) -> ShapedView {
        ShapedView(frame: Rect(x: 0, y: 0, width: side, height: side), clock: clock)
    }

    // MARK: MDC's border inset, worked numbers (docs/material.md)

    func testBorderTwoInsetsColorPathByOne() throws {
        let view = square()
        view.shapeGenerator = RectangleShapeGenerator()
        view.shapedBorderWidth = 2
        let color = try XCTUnwrap(layerShapeContent(view.shapedLayer.colorLayer))
        XCTAssertEqual(color.path.controlPointBounds, Rect(x: 1, y: 1, width: 98, height: 98))
        XCTAssertEqual(color.lineWidth, 2)
        XCTAssertEqual(view.layer.shadowPath?.controlPointBounds, Rect(x: 0, y: 0, width: 100, height: 100))
    }

    func testBorderSixInsetsColorAndContentMask() throws {
        let view = square()
        view.shapeGenerator = RectangleShapeGenerator()
        view.shapedBorderWidth = 6
        XCTAssertEqual(layerShapeContent(view.shapedLayer.colorLayer)?.path.controlPointBounds,
                       Rect(x: 3, y: 3, width: 94, height: 94))
        XCTAssertEqual(view.contentMaskPath?.controlPointBounds, Rect(x: 6, y: 6, width: 88, height: 88))
        // The shadow path stays un-inset, on the host and both shadow layers.
        let full = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(view.layer.shadowPath?.controlPointBounds, full)
        XCTAssertEqual(view.shapedLayer.bottomShadowLayer.shadowPath?.controlPointBounds, full)
        XCTAssertEqual(view.shapedLayer.topShadowLayer.shadowPath?.controlPointBounds, full)
    }

    // MARK: Routing

    func testNonEmptyPathRoutesColoursToColorLayer() throws {
        let view = square()
        view.backgroundColor = .white
        view.shapedBorderColor = .black
        view.shapedBorderWidth = 2
        view.shapeGenerator = RectangleShapeGenerator()
        XCTAssertNil(view.layer.backgroundColor)
        XCTAssertNil(view.layer.borderColor)
        XCTAssertEqual(view.layer.borderWidth, 0)
        let color = try XCTUnwrap(layerShapeContent(view.shapedLayer.colorLayer))
        XCTAssertEqual(color.fillColor, .white)
        XCTAssertEqual(color.strokeColor, .black)
        XCTAssertEqual(view.backgroundColor, .white)
    }

    func testNoPathRoutesColoursToHostLayer() throws {
        let view = square()
        view.shapeGenerator = RectangleShapeGenerator()
        view.backgroundColor = .white
        view.shapedBorderColor = .black
        view.shapedBorderWidth = 3
        view.shapeGenerator = nil
        XCTAssertNil(view.layer.shadowPath)
        XCTAssertEqual(view.layer.backgroundColor, .white)
        XCTAssertEqual(view.layer.borderColor, .black)
        XCTAssertEqual(view.layer.borderWidth, 3)
        let color = try XCTUnwrap(layerShapeContent(view.shapedLayer.colorLayer))
        XCTAssertNil(color.fillColor)
        XCTAssertNil(color.strokeColor)
        XCTAssertEqual(color.lineWidth, 0)
    }

    func testSublayerOrderShadowsThenColourThenSubviews() {
        let clock = SimClock()
        let view = square(clock: clock)
        let child = View(frame: Rect(x: 10, y: 10, width: 10, height: 10), clock: clock)
        view.addSubview(child)
        let s = view.shapedLayer
        XCTAssertTrue(view.layer.sublayers.map { ObjectIdentifier($0) } == [s.bottomShadowLayer, s.topShadowLayer,
                                                                           s.colorLayer, child.layer].map { ObjectIdentifier($0) })
        XCTAssertFalse(view.layer.sublayers.contains { $0 === s.shapeLayer })
    }

    // MARK: Layout

    func testLayoutRegeneratesForNewSizeWithGenerator() {
        let view = square()
        view.shapeGenerator = RectangleShapeGenerator()
        view.frame = Rect(x: 0, y: 0, width: 60, height: 30)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layer.shadowPath?.controlPointBounds, Rect(x: 0, y: 0, width: 60, height: 30))
        XCTAssertEqual(view.shapedLayer.colorLayer.bounds, Rect(x: 0, y: 0, width: 60, height: 30))
    }

    func testLayoutKeepsClientShadowPathWithoutGenerator() {
        // MDC PR #6616: layout must not null a client's shadow path when there is no generator.
        let view = square()
        var custom = Path()
        custom.addEllipse(in: Rect(x: 0, y: 0, width: 50, height: 50))
        view.layer.shadowPath = custom
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layer.shadowPath, custom)
    }

    // MARK: Elevation (docs/material.md#elevation examples)

    func testElevationMetricsOnShadowLayers() {
        let view = square()
        let examples: [(e: Double, ambient: Double, key: Double, dy: Double)] =
            [(1, 0.886, 0.665, 1.192), (6, 5.334, 4.000, 7.348), (24, 21.345, 16.004, 29.509)]
        for example in examples {
            view.elevation = example.e
            let top = view.shapedLayer.topShadowLayer, bottom = view.shapedLayer.bottomShadowLayer
            XCTAssertEqual(top.shadowRadius, example.ambient, accuracy: 0.0005, "e=\(example.e)")
            XCTAssertEqual(top.shadowOffset, .zero)
            XCTAssertEqual(top.shadowOpacity, 0.08)
            XCTAssertEqual(bottom.shadowRadius, example.key, accuracy: 0.0005, "e=\(example.e)")
            XCTAssertEqual(bottom.shadowOffset.height, example.dy, accuracy: 0.0005, "e=\(example.e)")
            XCTAssertEqual(bottom.shadowOpacity, 0.26)
        }
    }

    func testNegativeElevationIsZero() {
        let view = square()
        view.elevation = -3
        XCTAssertEqual(view.elevation, 0)
        XCTAssertEqual(view.shapedLayer.topShadowLayer.shadowOpacity, 0)
        XCTAssertEqual(view.shapedLayer.bottomShadowLayer.shadowOpacity, 0)
    }

    // MARK: Hit testing

    func testHitTestFollowsContentMask() {
        let view = square()
        var generator = RectangleShapeGenerator()
        for corner in [\RectangleShapeGenerator.topLeftCorner, \.topRightCorner, \.bottomRightCorner, \.bottomLeftCorner] {
            generator[keyPath: corner] = .rounded(radius: 20)
        }
        view.shapeGenerator = generator
        view.shapedBorderWidth = 6
        XCTAssertTrue(view.point(inside: Point(x: 50, y: 50)), "inside")
        XCTAssertFalse(view.point(inside: Point(x: 150, y: 50)), "outside the bounds")
        XCTAssertFalse(view.point(inside: Point(x: 3, y: 50)), "border band (0…6)")
        XCTAssertTrue(view.point(inside: Point(x: 7, y: 50)), "just inside the border")
        // The mask is the shape scaled by 88/100 about (50, 50): bbox (6, 6, 88, 88), corner radius
        // 17.6 centred at (23.6, 23.6); (8, 8) is 22.1 from that centre, (24, 24) is inside.
        XCTAssertFalse(view.point(inside: Point(x: 8, y: 8)), "cut-off rounded corner")
        XCTAssertTrue(view.point(inside: Point(x: 24, y: 24)), "inside the corner's arc")
        view.shapedBorderWidth = 0
        XCTAssertTrue(view.point(inside: Point(x: 3, y: 50)), "no border: the band is inside")
        view.shapeGenerator = nil
        XCTAssertTrue(view.point(inside: Point(x: 1, y: 1)), "no generator: the bounds decide")
    }

    func testHitTestThroughViewTree() {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        let view = ShapedView(frame: Rect(x: 50, y: 50, width: 100, height: 100), clock: clock)
        view.shapeGenerator = ShapeCategory(family: .cut, size: 30).rectangleShapeGenerator
        root.addSubview(view)
        XCTAssertTrue(root.hitTest(Point(x: 100, y: 100)) === view)
        // (55, 55) is (5, 5) in the view: cut off by the 30-point corner cut (x + y < 30).
        XCTAssertTrue(root.hitTest(Point(x: 55, y: 55)) === root)
    }

    // MARK: Rendering

    func testRenderedBorderAndFill() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40), clock: clock)
        let view = ShapedView(frame: Rect(x: 10, y: 10, width: 20, height: 20), clock: clock)
        view.shapeGenerator = RectangleShapeGenerator()
        view.backgroundColor = Color(red: 255, green: 0, blue: 0)
        view.shapedBorderColor = .black
        view.shapedBorderWidth = 2
        root.addSubview(view)
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: 40, height: 40, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        // Colour path (1, 1, 18, 18) in the view, stroked 2 wide: black over view x 0…2, red inside.
        let black = Color.black.premultiplied, red = Color(red: 255, green: 0, blue: 0).premultiplied
        XCTAssertEqual(renderer.canvas[10, 20], black)   // view x 0.5
        XCTAssertEqual(renderer.canvas[11, 20], black)   // view x 1.5
        XCTAssertEqual(renderer.canvas[12, 20], red)     // view x 2.5
        XCTAssertEqual(renderer.canvas[20, 20], red)
        XCTAssertEqual(renderer.canvas[29, 20], black)   // view x 19.5
        XCTAssertEqual(renderer.canvas[9, 20], Color.white.premultiplied)
        XCTAssertEqual(renderer.canvas[30, 20], Color.white.premultiplied)
    }

    func testRenderedElevationDarkensBelowOnly() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60), clock: clock)
        let view = ShapedView(frame: Rect(x: 20, y: 10, width: 20, height: 20), clock: clock)
        view.shapeGenerator = RectangleShapeGenerator()
        view.backgroundColor = Color(red: 255, green: 0, blue: 0, alpha: 128)
        view.elevation = 6
        root.addSubview(view)
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: 60, height: 60, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        // The key shadow is pushed 7.35 points down: the pixel 3 points below the shape is darkened.
        let below = try XCTUnwrap(renderer.canvas[30, 32])
        XCTAssertLessThan(below.green, 255)
        // The shadow mask keeps the translucent fill's interior free of shadow: red at half alpha
        // over white gives green = blue = 255 − 128 = 127.
        let inside = try XCTUnwrap(renderer.canvas[30, 20])
        XCTAssertEqual(Double(inside.green), 127, accuracy: 1)
        XCTAssertEqual(Double(inside.blue), 127, accuracy: 1)
    }

    func testShadowMaskOffLetsShadowDarkenTranslucentInterior() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60), clock: clock)
        let view = ShapedView(frame: Rect(x: 20, y: 10, width: 20, height: 20), clock: clock)
        view.shapeGenerator = RectangleShapeGenerator()
        view.backgroundColor = Color(red: 255, green: 0, blue: 0, alpha: 128)
        view.elevation = 6
        view.shapedLayer.isShadowMaskEnabled = false
        root.addSubview(view)
        root.layoutIfNeeded()
        XCTAssertNil(view.shapedLayer.topShadowLayer.mask)
        let renderer = try Renderer(root: root.layer, width: 60, height: 60, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        // Without the mask the shadows show through the half-transparent fill.
        let inside = try XCTUnwrap(renderer.canvas[30, 20])
        XCTAssertLessThan(Double(inside.green), 126)
    }

    func testShadowMaskIsOuterRectangleMinusShape() throws {
        // docs/material.md#elevation: outer rectangle = bounds outset by 2 × spread(24) = (42.69, 101.71) points.
        let view = square()
        view.shapeGenerator = RectangleShapeGenerator()
        let mask = try XCTUnwrap(view.shapedLayer.bottomShadowLayer.mask)
        let shape = try XCTUnwrap(layerShapeContent(mask))
        XCTAssertEqual(shape.fillRule, .evenOdd)
        let outer = try XCTUnwrap(shape.path.controlPointBounds)
        XCTAssertEqual(outer.minX, -42.69, accuracy: 0.005, "the documented figure is rounded to 0.01")
        XCTAssertEqual(outer.minY, -101.71, accuracy: 0.005)
        XCTAssertEqual(outer.width, 100 + 2 * 42.69, accuracy: 0.01)
        XCTAssertEqual(outer.height, 100 + 2 * 101.71, accuracy: 0.01)
        XCTAssertFalse(shape.path.contains(Point(x: 50, y: 50), rule: .evenOdd), "the shape is cut out")
        XCTAssertTrue(shape.path.contains(Point(x: 50, y: 110), rule: .evenOdd))
    }
}
