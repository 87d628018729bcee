import Geometry
import Raster
import Scene
import XCTest

/// Text content in the renderer: drawn as its outline's exact coverage in its colour, kept per
/// layer while a ripple grows beside it, moved by whole pixels without rasterizing again, and
/// always the same bytes as a fresh renderer's frame.
final class TextContentTests: XCTestCase {
    /// A stand-in for glyph outlines: a ring and a triangle with a quadratic side, at fractions of
    /// a point.
    static var outline: Path {
        var path = Path()
        path.addEllipse(in: Rect(x: 2.3, y: 1.7, width: 20.2, height: 14.6))
        path.addEllipse(in: Rect(x: 6.1, y: 5.3, width: 10.4, height: 6.2))   // opposite winding: a hole
        path.move(to: Point(x: 30.25, y: 16.5))
        path.addQuadCurve(to: Point(x: 44.6, y: 16.5), control: Point(x: 37.4, y: 0.3))
        path.closeSubpath()
        return path
    }

    /// A root with a text layer at `origin` and a circle layer (a ripple stand-in) over it.
    func tree(origin: Point, clock: SimClock) -> (root: Layer, text: Layer, disk: Layer) {
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 80, height: 40)
        root.position = Point(x: 40, y: 20)
        let text = Layer(clock: clock)
        text.bounds = Rect(x: 0, y: 0, width: 50, height: 20)
        text.anchorPoint = .zero
        text.position = origin
        text.content = .text(TextContent(outline: Self.outline, color: Color(red: 200, green: 30, blue: 60)))
        let disk = Layer(clock: clock)
        disk.bounds = root.bounds
        disk.position = Point(x: 40, y: 20)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 10, y: 5, width: 10, height: 10))
        disk.content = .shape(ShapeContent(path: circle, fillColor: Color(red: 0, green: 0, blue: 255, alpha: 90)))
        root.addSublayer(text)
        root.addSublayer(disk)
        return (root, text, disk)
    }

    func fresh(origin: Point, disk: Rect, scale: Double) throws -> Canvas {
        let clock = SimClock()
        let (root, _, layer) = tree(origin: origin, clock: clock)
        var circle = Path()
        circle.addEllipse(in: disk)
        layer.content = .shape(ShapeContent(path: circle, fillColor: Color(red: 0, green: 0, blue: 255, alpha: 90)))
        let renderer = try Renderer(root: root, width: Int(80 * scale), height: Int(40 * scale), scale: scale,
                                    background: .white)
        _ = try renderer.render(at: 0)
        return renderer.canvas
    }

    func testGrowingNeighbourDoesNotRasterizeTheTextAgain() throws {
        for scale in [1.0, 3.0] {
            let clock = SimClock()
            let (root, _, disk) = tree(origin: Point(x: 3.4, y: 7.2), clock: clock)
            let renderer = try Renderer(root: root, width: Int(80 * scale), height: Int(40 * scale), scale: scale,
                                        background: .white)
            let first = try renderer.render(at: 0)
            XCTAssertEqual(first.pathsRasterized, 2)          // the text and the disk
            for step in 1...5 {
                let r = 5 + Double(step) * 4
                var circle = Path()
                circle.addEllipse(in: Rect(x: 15 - r, y: 10 - r, width: 2 * r, height: 2 * r))
                disk.content = .shape(ShapeContent(path: circle, fillColor: Color(red: 0, green: 0, blue: 255, alpha: 90)))
                let stats = try renderer.render(at: Int64(step) * 8 * ms)
                XCTAssertGreaterThan(stats.damagedPixels, 0)
                // The disk is rasterized in each damaged rectangle; the text is kept, not redone.
                XCTAssertEqual(stats.pathsRasterized, stats.damageRects.count, "scale \(scale) step \(step)")
                let expected = try fresh(origin: Point(x: 3.4, y: 7.2),
                                         disk: Rect(x: 15 - r, y: 10 - r, width: 2 * r, height: 2 * r), scale: scale)
                XCTAssertEqual(renderer.canvas, expected, "scale \(scale) step \(step)")
            }
        }
    }

    /// A text layer moved by whole device pixels composites its kept coverage moved, which is the
    /// frame a fresh renderer draws there; a move by a fraction rasterizes again.
    func testWholePixelMovesReuseTheCoverage() throws {
        let clock = SimClock()
        let scale = 2.0
        let (root, text, _) = tree(origin: Point(x: 3.25, y: 7.75), clock: clock)
        let renderer = try Renderer(root: root, width: 160, height: 80, scale: scale, background: .white)
        _ = try renderer.render(at: 0)
        text.position = Point(x: 8.25, y: 9.25)                // 10 and 3 pixels
        let moved = try renderer.render(at: 8 * ms)
        let diskRasterized = moved.damageRects.count           // the disk, wherever damage meets it
        XCTAssertLessThanOrEqual(moved.pathsRasterized, diskRasterized)
        XCTAssertEqual(renderer.canvas, try fresh(origin: Point(x: 8.25, y: 9.25), disk: Rect(x: 10, y: 5, width: 10, height: 10),
                                                  scale: scale))
        text.position = Point(x: 8.5, y: 9.25)                 // half a pixel: a new fraction
        let fraction = try renderer.render(at: 16 * ms)
        XCTAssertGreaterThan(fraction.pathsRasterized, 0)
        XCTAssertEqual(renderer.canvas, try fresh(origin: Point(x: 8.5, y: 9.25), disk: Rect(x: 10, y: 5, width: 10, height: 10),
                                                  scale: scale))
    }

    /// The text's pixels are its outline's exact-area coverage in its colour: the same as filling
    /// the outline at the layer's place when that place is on whole pixels.
    func testTextDrawsItsOutline() throws {
        let clock = SimClock()
        let (root, _, disk) = tree(origin: Point(x: 3, y: 7), clock: clock)
        disk.isHidden = true
        let renderer = try Renderer(root: root, width: 80, height: 40, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        var expected = try Canvas(width: 80, height: 40)
        expected.clear(to: Color.white.premultiplied)
        expected.fill(Self.outline, color: Color(red: 200, green: 30, blue: 60),
                      transform: AffineTransform(translationX: 3, y: 7))
        XCTAssertEqual(renderer.canvas, expected)
    }
}
