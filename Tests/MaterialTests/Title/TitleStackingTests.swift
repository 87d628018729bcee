import Geometry
import Raster
import RasterTestSupport
import Scene
import XCTest
@testable import Material

/// Ripple and text stacked as the originals stack them, checked on frames where the two overlap:
/// MDC's button and chip draw the title over the ripple, MDC's card draws its ripple over its
/// labels, BFPaperButton draws its title over the tap circles.
///
/// Each title is a red "I" of 120 points, whose stem is many pixels wide; the test finds a pixel
/// the glyph covers whole by the exact area of its outline (an independent reference), touches
/// there, and reads the pixel once the ripple is fully grown and opaque.
final class TitleStackingTests: XCTestCase {
    static let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
    static let font = #"{"size": 120, "weight": "medium"}"#

    /// The scene's frame 0.4 s after a touch at the centre of the glyph of `label` (its text
    /// layout's box), that point in scene pixels, and a pixel inside the ripple but off the glyph.
    func pressedFrame(_ views: String, label id: String) throws -> (canvas: Canvas, stem: (Int, Int), off: (Int, Int)) {
        let scene = try TitleLayoutTests.scene(views, size: (400, 300))
        scene.root.layoutIfNeeded()
        let view = try XCTUnwrap(scene.view(withID: id))
        let label: LabelView
        if let surface = view as? RippleSurfaceView, let title = surface.title {
            label = title.label
        } else if let paper = view as? PaperView, let title = paper.title {
            label = title.label
        } else {
            label = try XCTUnwrap(view as? LabelView)
        }
        let outline = try XCTUnwrap(label.textLayout?.outline)
        let box = try XCTUnwrap(outline.controlPointBounds)
        let centre = label.convert(box.center, to: scene.root)
        let stem = (Int(centre.x.rounded(.down)), Int(centre.y.rounded(.down)))
        // The pixel is inside the glyph whole, by the exact area of the outline placed in the scene.
        let toScene = label.convert(Point(x: 0, y: 0), to: scene.root)
        let placed = AffineTransform(translationX: toScene.x, y: toScene.y)
        let exact = ExactAreaReference(outline, transform: placed)
            .pixels(rule: .nonZero, bounds: PixelRect(x: stem.0, y: stem.1, width: 1, height: 1))
        XCTAssertEqual(exact[0].coverage, 1, accuracy: 1e-9, "the stem pixel is covered whole")
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        let renderer = try scene.makeRenderer()
        _ = try renderer.render(at: 0)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: centre.x, y: centre.y))
        try scene.clock.advance(to: 400_000_000)
        scene.root.layoutIfNeeded()
        _ = try renderer.render(at: scene.clock.now)
        let off = label.convert(Point(x: box.maxX + 30.5, y: box.midY), to: scene.root)
        return (renderer.canvas, stem, (Int(off.x.rounded(.down)), Int(off.y.rounded(.down))))
    }

    func testButtonTitleIsAboveTheRipple() throws {
        let frame = try pressedFrame(#"""
            {"id": "b", "kind": "button", "frame": [20, 20, 360, 260], "style": "text", "ripple": {"color": "#0000FF"},
             "title": {"text": "I", "color": "#FF0000", "font": \#(Self.font)}}
            """#, label: "b")
        XCTAssertEqual(frame.canvas[frame.stem.0, frame.stem.1], Self.red)
        XCTAssertEqual(frame.canvas[frame.off.0, frame.off.1], Self.blue)
    }

    func testChipTitleIsAboveTheRipple() throws {
        let frame = try pressedFrame(#"""
            {"id": "c", "kind": "chip", "frame": [20, 20, 360, 260], "ripple": {"color": "#0000FF"},
             "title": {"text": "I", "color": "#FF0000", "font": \#(Self.font)}}
            """#, label: "c")
        XCTAssertEqual(frame.canvas[frame.stem.0, frame.stem.1], Self.red)
        XCTAssertEqual(frame.canvas[frame.off.0, frame.off.1], Self.blue)
    }

    func testCardRippleCoversItsLabels() throws {
        let frame = try pressedFrame(#"""
            {"id": "card", "kind": "card", "frame": [20, 20, 360, 260], "color": "#FFFFFF", "ripple": {"color": "#0000FF"},
             "children": [{"id": "l", "kind": "label", "frame": [20, 20, 320, 220], "text": "I", "color": "#FF0000",
                           "font": \#(Self.font)}]}
            """#, label: "l")
        XCTAssertEqual(frame.canvas[frame.stem.0, frame.stem.1], Self.blue)
    }

    /// A translucent ripple over a card's label: the label's red under blue at alpha 128/255,
    /// source-over, worked in real numbers (within the 1/255 of integer rounding).
    func testTranslucentCardRippleBlendsOverTheLabel() throws {
        let frame = try pressedFrame(#"""
            {"id": "card", "kind": "card", "frame": [20, 20, 360, 260], "color": "#FFFFFF", "ripple": {"color": "#0000FF80"},
             "children": [{"id": "l", "kind": "label", "frame": [20, 20, 320, 220], "text": "I", "color": "#FF0000",
                           "font": \#(Self.font)}]}
            """#, label: "l")
        let pixel = try XCTUnwrap(frame.canvas[frame.stem.0, frame.stem.1])
        let a = 128.0 / 255
        XCTAssertEqual(Double(pixel.red), 255 * (1 - a), accuracy: 1)
        XCTAssertEqual(Double(pixel.green), 0, accuracy: 1)
        XCTAssertEqual(Double(pixel.blue), 255 * a, accuracy: 1)
        XCTAssertEqual(pixel.alpha, 255)
    }

    func testPaperTitleIsAboveTheTapCircle() throws {
        let frame = try pressedFrame(#"""
            {"id": "p", "kind": "paper", "frame": [20, 20, 360, 260], "color": "#FFFFFF",
             "paper": {"tapCircleColor": "#0000FF", "tapCircleDiameter": "full"},
             "title": {"text": "I", "color": "#FF0000", "font": \#(Self.font)}}
            """#, label: "p")
        XCTAssertEqual(frame.canvas[frame.stem.0, frame.stem.1], Self.red)
        XCTAssertEqual(frame.canvas[frame.off.0, frame.off.1], Self.blue)
    }
}
