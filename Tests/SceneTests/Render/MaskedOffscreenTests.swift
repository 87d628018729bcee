import Geometry
import Raster
import Scene
import XCTest

/// The renderer's masked offscreens: drawn and composited only over rectangles covering the
/// mask's nonzero coverage, and a mask layer that is one opaque fill rasterized straight into
/// coverage. Frames must be bit-identical to full redraws and to masks drawn the long way.
final class MaskedOffscreenTests: XCTestCase {
    private let blue = Color(red: 30, green: 60, blue: 200)
    private let ink = Color(red: 0, green: 0, blue: 0, alpha: 61)
    private let frame: Int64 = 16_666_667

    /// A mask layer over `bounds` (origin 0) that fills `path` opaquely; with `drawnTheLongWay`, an
    /// empty mask layer whose one sublayer (same bounds, identity placement) does the filling, so
    /// the renderer draws it into an offscreen and takes its alpha.
    private func maskLayer(_ clock: SimClock, bounds: Rect, path: Path? = nil, rule: FillRule = .nonZero,
                           background: Color? = nil, cornerRadius: Double = 0, drawnTheLongWay: Bool) -> Layer {
        let mask = Layer(clock: clock)
        mask.bounds = bounds
        mask.position = Point(x: bounds.midX, y: bounds.midY)
        let painter = drawnTheLongWay ? Layer(clock: clock) : mask
        if drawnTheLongWay {
            painter.bounds = bounds
            painter.position = Point(x: bounds.midX, y: bounds.midY)
            mask.addSublayer(painter)
        }
        if let path { painter.content = .shape(ShapeContent(path: path, fillColor: .black, fillRule: rule)) }
        painter.backgroundColor = background
        painter.cornerRadius = cornerRadius
        return mask
    }

    /// Canvas 200 × 120. A shadow layer behind a 120 × 70 card at (30, 25) with corners of 10,
    /// masked to the outside of the card by an even-odd ring (as elevation shadow layers are); a
    /// clear view over the card, masking to bounds and masked by the card's shape, holding a
    /// circle of ink that grows from the point (60, 45) and fades; and a second circle whose own
    /// mask is its layer's rounded background (as a paper view's tap circle is).
    ///
    /// With `decoys`, the ripple view and the tap circle each get one more sublayer filling a
    /// small opaque square far off the canvas: it draws nothing and damages nothing, but makes
    /// two fills, so the groups always go through an offscreen.
    private func scene(_ clock: SimClock, longWay: Bool, decoys: Bool = false) throws -> Layer {
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 120)
        root.position = Point(x: 100, y: 60)
        let cardBounds = Rect(x: 0, y: 0, width: 120, height: 70)
        var cardShape = Path()
        cardShape.addRoundedRect(in: cardBounds, cornerWidth: 10, cornerHeight: 10)

        let shadow = Layer(clock: clock)
        shadow.bounds = cardBounds
        shadow.position = Point(x: 90, y: 60)
        shadow.shadowPath = cardShape
        shadow.shadowOpacity = 0.6
        shadow.shadowRadius = 6
        shadow.shadowOffset = Size(width: 0, height: 3)
        var ring = Path()
        ring.addRect(Rect(x: -20, y: -20, width: 160, height: 110))
        ring.addPath(cardShape)
        shadow.mask = maskLayer(clock, bounds: cardBounds, path: ring, rule: .evenOdd, drawnTheLongWay: longWay)
        root.addSublayer(shadow)

        let card = Layer(clock: clock)
        card.bounds = cardBounds
        card.position = Point(x: 90, y: 60)
        card.backgroundColor = blue
        card.cornerRadius = 10
        root.addSublayer(card)

        let view = Layer(clock: clock)
        view.bounds = cardBounds
        view.position = Point(x: 60, y: 35)
        view.masksToBounds = true
        view.cornerRadius = 10
        view.mask = maskLayer(clock, bounds: cardBounds, path: cardShape, drawnTheLongWay: longWay)
        card.addSublayer(view)
        let ripple = Layer(clock: clock)
        ripple.bounds = cardBounds
        ripple.position = Point(x: 60, y: 35)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 30 - 90, y: 20 - 90, width: 180, height: 180))
        ripple.content = .shape(ShapeContent(path: circle, fillColor: ink))
        ripple.anchorPoint = Point(x: 30.0 / 120, y: 20.0 / 70)
        ripple.position = Point(x: 30, y: 20)
        view.addSublayer(ripple)
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "transform", from: .transform(AffineTransform(scaleX: 0.1, y: 0.1)), to: .transform(.identity),
            duration: 10 * frame, timingFunction: .easeInEaseOut)))
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "opacity", from: .double(1), to: .double(0), duration: 4 * frame, beginTime: 10 * frame)))

        let tap = Layer(clock: clock)
        tap.bounds = cardBounds
        tap.position = Point(x: 60, y: 35)
        var dot = Path()
        dot.addEllipse(in: Rect(x: 70, y: 20, width: 60, height: 60))
        tap.content = .shape(ShapeContent(path: dot, fillColor: Color(red: 255, green: 255, blue: 255, alpha: 90)))
        tap.mask = maskLayer(clock, bounds: cardBounds, background: .black, cornerRadius: 10, drawnTheLongWay: longWay)
        card.addSublayer(tap)
        if decoys {
            for group in [view, tap] {
                let decoy = Layer(clock: clock)
                decoy.bounds = cardBounds
                decoy.position = Point(x: 60, y: 35)
                var square = Path()
                square.addRect(Rect(x: -300, y: -300, width: 5, height: 5))
                decoy.content = .shape(ShapeContent(path: square, fillColor: .black))
                group.addSublayer(decoy)
            }
        }
        try tap.animations.add(.basic(BasicAnimation(
            keyPath: "opacity", from: .double(0), to: .double(1), duration: 8 * frame)))
        return root
    }

    func testDamageFramesMatchFullRedraws() throws {
        let clock = SimClock()
        let root = try scene(clock, longWay: false)
        let damage = try Renderer(root: root, width: 200, height: 120, scale: 1, background: .white)
        let full = try Renderer(root: root, width: 200, height: 120, scale: 1, background: .white, mode: .fullRedraw)
        var partial = 0
        for n in 0...16 {
            let stats = try damage.render(at: Int64(n) * frame)
            _ = try full.render(at: Int64(n) * frame)
            XCTAssertEqual(damage.canvas, full.canvas, "frame \(n)")
            if n > 0, stats.damagedPixels > 0, stats.damagedPixels < 200 * 120 / 2 { partial += 1 }
        }
        // The frames compared include redraws of part of the canvas (where the shadow layer's
        // ring lets through only strips of the damage).
        XCTAssertGreaterThan(partial, 3)
    }

    /// Masks rasterized straight into coverage against the same masks drawn into an offscreen
    /// and read back, every frame, at two scales.
    func testSingleFillMasksMatchMasksDrawnTheLongWay() throws {
        for scale in [1.0, 1.5] {
            let clock = SimClock()
            let width = Int(200 * scale), height = Int(120 * scale)
            let direct = try Renderer(root: try scene(clock, longWay: false), width: width, height: height,
                                      scale: scale, background: .white)
            let longWay = try Renderer(root: try scene(clock, longWay: true), width: width, height: height,
                                       scale: scale, background: .white)
            for n in 0...16 {
                _ = try direct.render(at: Int64(n) * frame)
                _ = try longWay.render(at: Int64(n) * frame)
                XCTAssertEqual(direct.canvas, longWay.canvas, "scale \(scale) frame \(n)")
            }
            // The shadow's ring shows: a pixel just above the card's top edge is not white.
            let above = direct.canvas[Int(90 * scale), Int(25 * scale) - 2]
            XCTAssertNotEqual(above, direct.canvas[0, 0])
        }
    }

    /// Groups of one fill drawn straight into the canvas where their mask is full, against the
    /// same groups made to go through the offscreen everywhere, every frame, at two scales.
    func testLoneFillsDrawnDirectlyMatchTheOffscreen() throws {
        for scale in [1.0, 3.0] {
            let clock = SimClock()
            let width = Int(200 * scale), height = Int(120 * scale)
            let direct = try Renderer(root: try scene(clock, longWay: false), width: width, height: height,
                                      scale: scale, background: .white)
            let offscreen = try Renderer(root: try scene(clock, longWay: false, decoys: true), width: width,
                                         height: height, scale: scale, background: .white)
            for n in 0...16 {
                let a = try direct.render(at: Int64(n) * frame)
                let b = try offscreen.render(at: Int64(n) * frame)
                XCTAssertEqual(a.damageRects, b.damageRects, "scale \(scale) frame \(n)")
                XCTAssertEqual(direct.canvas, offscreen.canvas, "scale \(scale) frame \(n)")
            }
        }
    }
}
