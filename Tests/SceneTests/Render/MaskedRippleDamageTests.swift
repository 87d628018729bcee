import Geometry
import Raster
import Scene
import XCTest

/// A circle growing under a masked, masks-to-bounds view (a ripple in a shaped card) damages the
/// circle's pixels inside the view, not the view's whole bounds, and frames stay bit-identical
/// to full redraws.
/// The frames also exercise the renderer's kept mask coverage (the mask does not change while the
/// circle grows), and a mask changed mid-animation.
final class MaskedRippleDamageTests: XCTestCase {
    private let blue = Color(red: 0, green: 0, blue: 255)
    private let ink = Color(red: 0, green: 0, blue: 0, alpha: 40)

    /// Canvas 200 × 100 at scale 1; a blue card at (20, 20, 100, 60); over it a clear view of the
    /// same frame that masks to bounds and is masked by a rounded rectangle of the same size; in
    /// it a "ripple" layer spanning the view whose circle (radius 70, larger than the view) is
    /// centred on it, at canvas (70, 50).
    private func scene(_ clock: SimClock) -> (root: Layer, ripple: Layer) {
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        root.position = Point(x: 100, y: 50)
        let card = Layer(clock: clock)
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 60)
        card.position = Point(x: 70, y: 50)
        card.backgroundColor = blue
        root.addSublayer(card)
        let view = Layer(clock: clock)
        view.bounds = Rect(x: 0, y: 0, width: 100, height: 60)
        view.position = Point(x: 50, y: 30)
        view.masksToBounds = true
        let mask = Layer(clock: clock)
        mask.bounds = view.bounds
        mask.position = view.position
        var rounded = Path()
        rounded.addRoundedRect(in: view.bounds, cornerWidth: 8, cornerHeight: 8)
        mask.content = .shape(ShapeContent(path: rounded, fillColor: .black))
        view.mask = mask
        card.addSublayer(view)
        let ripple = Layer(clock: clock)
        ripple.bounds = view.bounds
        ripple.position = view.position
        var circle = Path()
        circle.addEllipse(in: Rect(x: 50 - 70, y: 30 - 70, width: 140, height: 140))
        ripple.content = .shape(ShapeContent(path: circle, fillColor: ink))
        view.addSublayer(ripple)
        return (root, ripple)
    }

    func testGrowingCircleDamagesOnlyItsBoundsInsideTheMask() throws {
        let clock = SimClock()
        let (root, ripple) = scene(clock)
        ripple.transform = AffineTransform(scaleX: 0.25, y: 0.25)
        let renderer = try Renderer(root: root, width: 200, height: 100, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        ripple.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        let stats = try renderer.render(at: 1)
        // Worked by hand. Before: radius 17.5 about (70, 50) → (52.5…87.5, 32.5…67.5), enclosed
        // (52…88, 32…68), grown by a pixel: (51, 31, 38, 38). After: radius 35 → (35…105, 15…85),
        // grown: (34, 14, 72, 72), clipped to the view and its mask's reach, (20…120, 20…80) grown
        // by a pixel = (19, 19, 102, 62): (34, 19, 72, 62), which contains the first. (The ring
        // between the two outlines would be most of it, so the bounds are used: `RingDamageTests`.)
        XCTAssertEqual(stats.damageRects, [PixelRect(x: 34, y: 19, width: 72, height: 62)])
        XCTAssertEqual(stats.damagedPixels, 72 * 62)
        let full = try Renderer(root: root, width: 200, height: 100, scale: 1, background: .white, mode: .fullRedraw)
        _ = try full.render(at: 1)
        XCTAssertEqual(renderer.canvas, full.canvas)
    }

    func testAnimatedGrowthAndFadeMatchFullRedrawsEveryFrame() throws {
        let clock = SimClock()
        let (root, ripple) = scene(clock)
        let frame: Int64 = 16_666_667
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "transform", from: .transform(AffineTransform(scaleX: 0.1, y: 0.1)), to: .transform(.identity),
            duration: 12 * frame, timingFunction: .easeInEaseOut)))
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "opacity", from: .double(1), to: .double(0), duration: 6 * frame, beginTime: 12 * frame)))
        let damage = try Renderer(root: root, width: 200, height: 100, scale: 1, background: .white)
        let full = try Renderer(root: root, width: 200, height: 100, scale: 1, background: .white, mode: .fullRedraw)
        let view = PixelRect(x: 19, y: 19, width: 102, height: 62)
        var smallFrames = 0
        for n in 0...20 {
            let time = Int64(n) * frame
            if n == 10 {
                // A new mask shape mid-animation: the kept mask coverage must not be used.
                var smaller = Path()
                smaller.addRoundedRect(in: Rect(x: 10, y: 5, width: 80, height: 50), cornerWidth: 20, cornerHeight: 20)
                try XCTUnwrap(ripple.superlayer?.mask).content = .shape(ShapeContent(path: smaller, fillColor: .black))
            }
            let stats = try damage.render(at: time)
            _ = try full.render(at: time)
            XCTAssertEqual(damage.canvas, full.canvas, "frame \(n)")
            guard n > 0 else { continue }
            // Everything damaged lies in the view grown by a pixel (the card does not change).
            for rect in stats.damageRects { XCTAssertEqual(rect.intersection(view), rect, "frame \(n)") }
            if stats.damagedPixels > 0, stats.damagedPixels < view.width * view.height / 2 { smallFrames += 1 }
        }
        // While the circle is small (scale 0.1 → ~0.3, the first frames of the ease-in) the damage
        // is a fraction of the view.
        XCTAssertGreaterThanOrEqual(smallFrames, 3)
    }
}
