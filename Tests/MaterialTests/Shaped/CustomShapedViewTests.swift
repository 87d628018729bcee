import Geometry
import Raster
import Scene
import Shapes
import ShapesTestSupport
import XCTest
@testable import Material

/// A shaped view whose generator has treatments of the tests' own: hit testing, border insets,
/// shadows and ripple clipping follow the custom outline, and MDC's treatments written again as
/// custom ones give the built-in treatments' pixels.
final class CustomShapedViewTests: XCTestCase {
    private let red = Color(red: 255, green: 0, blue: 0)

    /// A 200 × 100 ticket: sharp corners, a notch of radius 10 in the middle of each side.
    private let ticket = RectangleShapeGenerator.ticket(notchRadius: 10)

    /// With a border of 4 the content mask is the ticket scaled by (0.96, 0.92) about its centre
    /// (x′ = 0.96 x + 4): its notches reach x = 13.6 and 186.4 at y = 50, so the notches and the
    /// border band are not hit. The view sits at (50, 20) in a root of 300 × 140.
    func testHitTestingFollowsTheNotches() {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 140), clock: clock)
        let view = ShapedView(frame: Rect(x: 50, y: 20, width: 200, height: 100), clock: clock)
        view.shapeGenerator = ticket
        view.shapedBorderWidth = 4
        root.addSubview(view)
        root.layoutIfNeeded()
        for (x, y, hit) in [(13.0, 50.0, false), (14, 50, true), (186, 50, true), (187, 50, false),
                            (100, 50, true), (3, 20, false), (5, 20, true), (5, 5, true), (3, 5, false)] {
            XCTAssertEqual(view.point(inside: Point(x: x, y: y)), hit, "(\(x), \(y))")
            XCTAssertTrue(root.hitTest(Point(x: x + 50, y: y + 20)) === (hit ? view : root), "root (\(x + 50), \(y + 20))")
        }
        // Without a border the notch's edge is the ticket's own: (9.5, 50) is 9.5 from the centre.
        view.shapedBorderWidth = 0
        XCTAssertFalse(view.point(inside: Point(x: 9.5, y: 50)))
        XCTAssertTrue(view.point(inside: Point(x: 10.5, y: 50)))
    }

    /// MDC's shadow layers cast from the ticket's path and are masked by "outer rectangle minus the
    /// ticket"; on the direct route the ticket has no closed form, so the shadows are cast from
    /// the path (a rounded rectangle drawn by custom corners too), while the built-in rounded
    /// rectangle keeps its closed form.
    func testShadowsAreCastFromTheCustomPath() {
        let clock = SimClock()
        let view = ShapedView(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
        view.shapeGenerator = ticket
        view.elevation = 6
        view.layoutIfNeeded()
        let shape = ticket.path(for: Size(width: 200, height: 100))
        XCTAssertEqual(view.layer.shadowPath, shape)
        for shadowLayer in [view.shapedLayer.bottomShadowLayer, view.shapedLayer.topShadowLayer] {
            XCTAssertEqual(shadowLayer.shadowPath, shape)
            guard case .shape(let mask)? = shadowLayer.mask?.content else { return XCTFail("no mask") }
            XCTAssertEqual(mask.fillRule, .evenOdd)
            XCTAssertEqual(Array(mask.path.elements.suffix(shape.elements.count)), shape.elements)
        }

        var builtIn = RectangleShapeGenerator()
        builtIn.setCorners(.rounded(radius: 12))
        for (generator, closedForm) in [(builtIn, true), (builtIn.handWritten, false)] {
            let direct = ShapedView(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
            direct.shapedLayer.shadowRoute = .direct
            direct.shapeGenerator = generator
            direct.elevation = 6
            direct.layoutIfNeeded()
            for shadowLayer in [direct.shapedLayer.bottomShadowLayer, direct.shapedLayer.topShadowLayer] {
                XCTAssertEqual(shadowLayer.shadowPath == nil, closedForm, "\(generator)")
                XCTAssertEqual(shadowLayer.cornerRadius, closedForm ? 12 : 0)
            }
        }
    }

    /// On the direct route the ticket's pixels are the raster recipe: the two elevation shadows of
    /// its path with the interior excluded, then the colour path filled and its border stroked.
    func testDirectRouteDrawsTheTicketAsTheRasterRecipe() throws {
        let margin = 16.0, scale = 2.0, fill = Color(red: 63, green: 81, blue: 181, alpha: 192)
        let size = Size(width: 200, height: 100)
        let width = Int((size.width + 2 * margin) * scale), height = Int((size.height + 2 * margin) * scale)
        var expected = try Canvas(width: width, height: height)
        expected.clear(to: Color.white.premultiplied)
        let transform = AffineTransform(translationX: margin, y: margin).concatenating(AffineTransform(scaleX: scale, y: scale))
        let paths = ShapedBorderPaths(shape: ticket.path(for: size), borderWidth: 3)
        try expected.drawElevationShadows(elevation: 8, of: .path(paths.shadowPath, rule: .nonZero), transform: transform)
        expected.fill(paths.colorPath, color: fill, rule: .nonZero, transform: transform)
        expected.fill(paths.colorPath.stroked(StrokeStyle(width: 3)), color: red, rule: .nonZero, transform: transform)

        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: size.width + 2 * margin, height: size.height + 2 * margin), clock: clock)
        let view = ShapedView(frame: Rect(origin: Point(x: margin, y: margin), size: size), clock: clock)
        view.shapedLayer.shadowRoute = .direct
        view.shapeGenerator = ticket
        view.backgroundColor = fill
        view.shapedBorderWidth = 3
        view.shapedBorderColor = red
        view.elevation = 8
        root.addSubview(view)
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: width, height: height, scale: scale, background: .white,
                                    mode: .fullRedraw)
        _ = try renderer.render(at: 0)
        XCTAssertEqual(renderer.canvas.contentHash, expected.contentHash)
        // The notch is outside the shape: 5 points into the left one there is no fill, only the
        // shadows' grey (the interior is excluded from them, the notch is not).
        let notch = try XCTUnwrap(renderer.canvas[Int((margin + 5) * scale), Int((margin + 50) * scale)])
        XCTAssertTrue(notch.red == notch.green && notch.green == notch.blue && notch.red < 255, "\(notch)")
    }

    /// A touch in a notch misses the ticket (no ripple); a touch on it starts a bounded ripple that
    /// the ticket's path clips: red inside, nothing in the notches or outside.
    func testTheRippleIsClippedToTheTicket() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 140), clock: clock)
        let view = ShapedView(frame: Rect(x: 50, y: 20, width: 200, height: 100), clock: clock)
        view.shapeGenerator = ticket
        root.addSubview(view)
        let controller = RippleTouchController(view: view)
        controller.rippleView.rippleColor = red
        root.layoutIfNeeded()
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 53, y: 70))   // (3, 50): in the left notch
        try clock.advance(to: rippleMs(300))
        XCTAssertNil(controller.rippleView.activeRippleLayer, "a touch in the notch starts no ripple")
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 53, y: 70))

        try dispatcher.send(id: 2, phase: .began, location: Point(x: 150, y: 70))  // the middle
        try clock.advance(to: rippleMs(700))                                        // touch-down done: full ripple
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: 300, height: 140, scale: 1, background: .white)
        _ = try renderer.render(at: clock.now)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            guard let p = renderer.canvas[x, y] else { return [] }
            return [p.red, p.green, p.blue, p.alpha]
        }
        // Black at 0.12 (MDC's default) would be grey; red at full alpha is exact.
        for (x, y) in [(150, 70), (52, 22), (247, 117), (62, 70), (237, 70)] {
            XCTAssertEqual(rgba(x, y), [255, 0, 0, 255], "(\(x), \(y)) is on the ticket")
        }
        for (x, y) in [(53, 70), (246, 70), (55, 65), (20, 70), (150, 10)] {
            XCTAssertEqual(rgba(x, y), [255, 255, 255, 255], "(\(x), \(y)) is off the ticket")
        }
    }

    /// A scheme whose medium category has scooped corners themes a card with them, through the
    /// surface kinds and through a `{"scheme": "medium"}` spec, and neither has a closed form.
    func testASchemeCategoryCarriesCustomCorners() {
        var scheme = ShapeScheme()
        scheme.mediumComponentShape.topLeftCorner = .custom(ScoopedCorner(radius: 12))
        scheme.mediumComponentShape.bottomRightCorner = .custom(ScoopedCorner(radius: 12))
        let size = Size(width: 120, height: 80)
        var expected = RectangleShapeGenerator()
        expected.setCorners(.rounded(radius: 4))
        expected.topLeftCorner = .custom(ScoopedCorner(radius: 12))
        expected.bottomRightCorner = .custom(ScoopedCorner(radius: 12))
        let card = SurfaceView(kind: .card, scheme: scheme, frame: Rect(origin: .zero, size: size), clock: SimClock())
        card.layoutIfNeeded()
        XCTAssertEqual(card.shapedLayer.path, expected.path(for: size))
        XCTAssertFalse(card.point(inside: Point(x: 4, y: 4)), "scooped top-left corner")
        XCTAssertTrue(card.point(inside: Point(x: 116, y: 4)), "rounded 4 top-right corner: (116, 4) is its centre")
        let spec = SchemeShapeGenerator(spec: .scheme(.medium), scheme: scheme)
        XCTAssertEqual(spec.path(for: size), expected.path(for: size))
        XCTAssertNil(spec.spec.analyticShape(for: size, scheme: scheme))
        XCTAssertNotNil(spec.spec.analyticShape(for: size, scheme: ShapeScheme()))
    }

    /// MDC's treatments written again as custom ones (TestSupport's `handWritten`) draw the
    /// built-in treatments' pixels (fill, border, MDC's masked shadows and a clipped ripple) and
    /// give their hit tests, for rounded, cut, curved and percentage corners, triangle edges and
    /// corner offsets.
    func testHandWrittenTreatmentsRenderTheBuiltInPixels() throws {
        var rounded = RectangleShapeGenerator()
        rounded.setCorners(.rounded(radius: 14))
        var mixed = RectangleShapeGenerator()
        mixed.corners = [.cut(10), .curved(Size(width: 18, height: 8)), .rounded(radius: 0.25, valueType: .percentage), .sharp]
        mixed.edges = [.triangle(size: 8, style: .handle), .straight, .triangle(size: 6, style: .cut), .straight]
        var slanted = RectangleShapeGenerator()
        slanted.setCorners(.rounded(radius: 6))
        slanted.cornerOffsets = [Point(x: 12, y: 0), Point(x: 12, y: 0), Point(x: -12, y: 0), Point(x: -12, y: 0)]
        for generator in [rounded, mixed, slanted] {
            let builtIn = try render(generator)
            let custom = try render(generator.handWritten)
            XCTAssertEqual(builtIn.contentHash, custom.contentHash, "\(ShapeSpec.rectangle(generator).json)")
            XCTAssertTrue(builtIn == custom)
            // And the same hit tests, on a grid of quarter points over the view and its surroundings.
            let clock = SimClock()
            let views = [generator, generator.handWritten].map { generator in
                let view = ShapedView(frame: Rect(x: 0, y: 0, width: 140, height: 70), clock: clock)
                view.shapeGenerator = generator
                view.shapedBorderWidth = 2
                view.layoutIfNeeded()
                return view
            }
            var hits = 0
            for i in -8...568 {
                for j in -8...288 {
                    let p = Point(x: Double(i) / 4, y: Double(j) / 4)
                    let answer = views[0].point(inside: p)
                    XCTAssertEqual(views[1].point(inside: p), answer, "\(p)")
                    if answer { hits += 1 }
                }
            }
            XCTAssertGreaterThan(hits, 100_000)
        }
    }

    /// A shaped view with elevation, border and a ripple half grown from (40, 30), at scale 2.
    private func render(_ generator: RectangleShapeGenerator) throws -> Canvas {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 120), clock: clock)
        let view = ShapedView(frame: Rect(x: 30, y: 20, width: 140, height: 70), clock: clock)
        view.shapeGenerator = generator
        view.backgroundColor = Color(red: 250, green: 250, blue: 240)
        view.shapedBorderColor = Color(red: 0, green: 80, blue: 160)
        view.shapedBorderWidth = 2
        view.elevation = 6
        root.addSubview(view)
        let controller = RippleTouchController(view: view)
        controller.rippleView.rippleColor = Color(red: 200, green: 0, blue: 80, alpha: 100)
        root.layoutIfNeeded()
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 70, y: 50))
        try clock.advance(to: rippleMs(100))
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: 400, height: 240, scale: 2, background: .white)
        _ = try renderer.render(at: clock.now)
        return renderer.canvas
    }
}
