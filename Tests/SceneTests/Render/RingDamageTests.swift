import Geometry
import Raster
@testable import Scene
import XCTest

/// Damage from the difference of two frames' circles (`DrawnDisk`): which drawings count as one
/// filled circle, that the ring's rectangles cover every pixel that can change, and that damage
/// frames of growing, moving, fading, recoloured and reshaped circles, under overlapping views,
/// translucent layers, rotation and scale 3, are bit-identical to full redraws every frame.
final class RingDamageTests: XCTestCase {
    private let ink = Color(red: 0, green: 0, blue: 0, alpha: 40)
    private let card = Color(red: 30, green: 90, blue: 200)

    // MARK: Recognising a circle

    func testEllipsePathOfASquareIsACircle() throws {
        var path = Path()
        path.addEllipse(in: Rect(x: 10, y: 20, width: 60, height: 60))
        let circle = try XCTUnwrap(DrawnDisk.circle(in: path))
        XCTAssertEqual(circle.center.x, 40, accuracy: 1e-12)
        XCTAssertEqual(circle.center.y, 50, accuracy: 1e-12)
        XCTAssertEqual(circle.radius, 30, accuracy: 1e-12)
    }

    func testOtherPathsAreNotCircles() {
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertNil(DrawnDisk.circle(in: ellipse))
        var rect = Path()
        rect.addRect(Rect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertNil(DrawnDisk.circle(in: rect))
        var rounded = Path()
        rounded.addRoundedRect(in: Rect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 10, cornerHeight: 10)
        XCTAssertNil(DrawnDisk.circle(in: rounded))
        // Two circles (a ring under even-odd) are not one disk.
        var two = Path()
        two.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40))
        two.addEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertNil(DrawnDisk.circle(in: two))
        // Four quarter arcs that go out and come back (+90°, −90°, +90°, −90°) enclose nothing.
        let k = Path.quarterCircleControlFraction, r = 20.0
        let east = Point(x: r, y: 0), south = Point(x: 0, y: r)
        var back = Path()
        back.move(to: east)
        for _ in 0..<2 {
            back.addCurve(to: south, control1: Point(x: r, y: k * r), control2: Point(x: k * r, y: r))
            back.addCurve(to: east, control1: Point(x: k * r, y: r), control2: Point(x: r, y: k * r))
        }
        back.closeSubpath()
        // Its control bounds are a square only if the arcs reach it; either way it is refused.
        XCTAssertNil(DrawnDisk.circle(in: back))
        // A circle whose control points are pulled in is not the standard approximation.
        var flat = Path()
        flat.move(to: Point(x: r, y: 0))
        flat.addCurve(to: Point(x: 0, y: r), control1: Point(x: r, y: 0.3 * r), control2: Point(x: 0.3 * r, y: r))
        flat.addCurve(to: Point(x: -r, y: 0), control1: Point(x: -0.3 * r, y: r), control2: Point(x: -r, y: 0.3 * r))
        flat.addCurve(to: Point(x: 0, y: -r), control1: Point(x: -r, y: -0.3 * r), control2: Point(x: -0.3 * r, y: -r))
        flat.addCurve(to: Point(x: r, y: 0), control1: Point(x: 0.3 * r, y: -r), control2: Point(x: r, y: -0.3 * r))
        flat.closeSubpath()
        XCTAssertNil(DrawnDisk.circle(in: flat))
    }

    func testOnlyALoneFilledCircleIsADisk() throws {
        let clock = SimClock()
        let layer = circleLayer(clock, radius: 20, in: Rect(x: 0, y: 0, width: 40, height: 40))
        let world = AffineTransform(scaleX: 3, y: 3)
        XCTAssertNotNil(DrawnDisk(layer, layer.presentation(at: 0), world: world))
        let stroked = circleLayer(clock, radius: 20, in: Rect(x: 0, y: 0, width: 40, height: 40))
        if case .shape(var shape) = stroked.content {
            shape.strokeColor = .black
            shape.lineWidth = 2
            stroked.content = .shape(shape)
        }
        XCTAssertNil(DrawnDisk(stroked, stroked.presentation(at: 0), world: world))
        let filled = circleLayer(clock, radius: 20, in: Rect(x: 0, y: 0, width: 40, height: 40))
        filled.backgroundColor = card
        XCTAssertNil(DrawnDisk(filled, filled.presentation(at: 0), world: world))
        let parent = circleLayer(clock, radius: 20, in: Rect(x: 0, y: 0, width: 40, height: 40))
        parent.addSublayer(Layer(clock: clock))
        XCTAssertNil(DrawnDisk(parent, parent.presentation(at: 0), world: world))
        let shadowed = circleLayer(clock, radius: 20, in: Rect(x: 0, y: 0, width: 40, height: 40))
        shadowed.shadowOpacity = 0.5
        XCTAssertNil(DrawnDisk(shadowed, shadowed.presentation(at: 0), world: world))
        // An anisotropic transform keeps the disk between the radii of its singular values.
        let squashed = try XCTUnwrap(DrawnDisk(layer, layer.presentation(at: 0),
                                               world: AffineTransform(scaleX: 2, y: 3)))
        XCTAssertLessThan(squashed.inner, 40)
        XCTAssertGreaterThan(squashed.outer, 60)
    }

    // MARK: The ring's rectangles

    /// For pairs of disks from a seeded generator, every pixel of the clip that no rectangle
    /// covers has its square wholly inside both inner disks or wholly outside both outer disks
    /// (checked at the square's four corners against each disk: a disk is convex, and a square
    /// misses a disk when its nearest point does), and the rectangles lie inside the clip.
    func testRingRectanglesCoverEveryPixelThatCanChange() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func disk(_ x: Double, _ y: Double, _ r: Double) -> DrawnDisk {
            var d = DrawnDisk(center: Point(x: x, y: y), inner: r - 2, outer: r + 2, fillColor: ink,
                              fillRule: .nonZero, opacity: 1)
            d.inner = r - DrawnDisk.margin(radius: r)
            d.outer = r + DrawnDisk.margin(radius: r)
            return d
        }
        var saved = 0, total = 0
        for trial in 0..<120 {
            let r1 = 3 + 60 * next(), grow = next() < 0.2 ? -4 * next() : 12 * next()
            let a = disk(20 + 80 * next(), 20 + 60 * next(), r1)
            let b = disk(a.center.x + 10 * (next() - 0.5), a.center.y + 10 * (next() - 0.5), Swift.max(r1 + grow, 0.5))
            let clip = PixelRect(x: Int(30 * next()), y: Int(20 * next()), width: 20 + Int(100 * next()),
                                 height: 10 + Int(80 * next()))
            let rects = DrawnDisk.ringDamage(from: a, to: b, within: clip)
            for rect in rects { XCTAssertEqual(rect.intersection(clip), rect, "trial \(trial)") }
            for y in clip.y..<clip.maxY {
                for x in clip.x..<clip.maxX {
                    total += 1
                    if rects.contains(where: { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }) { continue }
                    saved += 1
                    let corners = [(Double(x), Double(y)), (Double(x + 1), Double(y)),
                                   (Double(x), Double(y + 1)), (Double(x + 1), Double(y + 1))]
                    func inside(_ d: DrawnDisk) -> Bool {
                        corners.allSatisfy { (($0.0 - d.center.x) * ($0.0 - d.center.x)
                            + ($0.1 - d.center.y) * ($0.1 - d.center.y)).squareRoot() <= d.inner }
                    }
                    func outside(_ d: DrawnDisk) -> Bool {
                        let nx = Swift.min(Swift.max(d.center.x, Double(x)), Double(x + 1))
                        let ny = Swift.min(Swift.max(d.center.y, Double(y)), Double(y + 1))
                        return ((nx - d.center.x) * (nx - d.center.x) + (ny - d.center.y) * (ny - d.center.y))
                            .squareRoot() >= d.outer
                    }
                    XCTAssertTrue((inside(a) && inside(b)) || (outside(a) && outside(b)),
                                  "trial \(trial): pixel (\(x), \(y)) can change but is not damaged")
                }
            }
        }
        // The ring leaves out a good part of the clips (inside both circles, or outside both).
        XCTAssertGreaterThan(saved, total / 4)
    }

    // MARK: Frames against full redraws

    /// A layer drawing a circle of `radius` about the centre of `frame` (in its superlayer).
    private func circleLayer(_ clock: SimClock, radius: Double, in frame: Rect, color: Color? = nil) -> Layer {
        let layer = Layer(clock: clock)
        layer.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        layer.position = Point(x: frame.midX, y: frame.midY)
        var circle = Path()
        circle.addEllipse(in: Rect(x: frame.width / 2 - radius, y: frame.height / 2 - radius,
                                   width: 2 * radius, height: 2 * radius))
        layer.content = .shape(ShapeContent(path: circle, fillColor: color ?? ink))
        return layer
    }

    /// A card at `frame` with a ripple view over it (masks to bounds, masked by the card's
    /// rounded outline when `masked`) holding a circle layer like a ripple's.
    private func rippleCard(_ clock: SimClock, _ frame: Rect, masked: Bool, in root: Layer) -> Layer {
        let cardLayer = Layer(clock: clock)
        cardLayer.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        cardLayer.position = Point(x: frame.midX, y: frame.midY)
        cardLayer.backgroundColor = card
        cardLayer.cornerRadius = 6
        root.addSublayer(cardLayer)
        let view = Layer(clock: clock)
        view.bounds = cardLayer.bounds
        view.position = Point(x: frame.width / 2, y: frame.height / 2)
        view.masksToBounds = true
        if masked {
            let mask = Layer(clock: clock)
            mask.bounds = view.bounds
            mask.position = view.position
            var rounded = Path()
            rounded.addRoundedRect(in: view.bounds, cornerWidth: 6, cornerHeight: 6)
            mask.content = .shape(ShapeContent(path: rounded, fillColor: .black))
            view.mask = mask
        }
        cardLayer.addSublayer(view)
        let radius = (frame.width * frame.width / 4 + frame.height * frame.height / 4).squareRoot() + 10
        let ripple = circleLayer(clock, radius: radius, in: view.bounds)
        view.addSublayer(ripple)
        return ripple
    }

    /// MDC's touch-down on `ripple` (in a view of `size`) from `touch` at `begin`: scale 0.4 → 1
    /// and position touch → centre (ease-in-out, 12 frames), opacity 0 → 1 over 4 frames; then a
    /// fade out over 4 frames from frame 14.
    private func animateRipple(_ ripple: Layer, size: Size, touch: Point, begin: Int64) throws {
        let frame: Int64 = 8_333_333
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "transform", from: .transform(AffineTransform(scaleX: 0.4, y: 0.4)), to: .transform(.identity),
            duration: 12 * frame, beginTime: begin, timingFunction: .easeInEaseOut)))
        var route = Path()
        route.move(to: touch)
        route.addLine(to: Point(x: size.width / 2, y: size.height / 2))
        try ripple.animations.add(.keyframe(KeyframeAnimation(
            keyPath: "position", path: route, duration: 12 * frame, beginTime: begin, timingFunction: .easeInEaseOut)))
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "opacity", from: .double(0), to: .double(1), duration: 4 * frame, beginTime: begin)))
        try ripple.animations.add(.basic(BasicAnimation(
            keyPath: "opacity", from: .double(1), to: .double(0), duration: 4 * frame, beginTime: begin + 14 * frame,
            fillMode: .forwards, isRemovedOnCompletion: false)))
    }

    /// Renders frames 0…`count` of 1/120 s in damage mode and compares each with a full redraw;
    /// `change(n)` runs before frame n. Returns the damaged pixels of each frame.
    @discardableResult
    private func compareFrames(_ root: Layer, width: Int, height: Int, scale: Double, count: Int = 24,
                               file: StaticString = #filePath, line: UInt = #line,
                               change: (Int) throws -> Void = { _ in }) throws -> [Int] {
        let damage = try Renderer(root: root, width: width, height: height, scale: scale, background: .white)
        let full = try Renderer(root: root, width: width, height: height, scale: scale, background: .white,
                                mode: .fullRedraw)
        var damaged: [Int] = []
        for n in 0...count {
            try change(n)
            let time = Int64(n) * 8_333_333
            damaged.append(try damage.render(at: time).damagedPixels)
            _ = try full.render(at: time)
            XCTAssertTrue(damage.canvas == full.canvas, "frame \(n) differs from a full redraw", file: file, line: line)
        }
        return damaged
    }

    func testGrowingMovingAndFadingRipplesAtScale3MatchFullRedraws() throws {
        let clock = SimClock()
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 140, height: 90)
        root.position = Point(x: 70, y: 45)
        let frame = Rect(x: 10, y: 10, width: 120, height: 50)
        let ripple = rippleCard(clock, frame, masked: true, in: root)
        try animateRipple(ripple, size: frame.size, touch: Point(x: 20, y: 15), begin: 0)
        let damaged = try compareFrames(root, width: 420, height: 270, scale: 3)
        // While it only grows and moves (frames 5…12), the ring is a fraction of the view.
        let view = 121 * 3 * (51 * 3)
        XCTAssertTrue(damaged[5...11].allSatisfy { $0 < view / 2 }, "\(damaged)")
    }

    func testOverlappingRippleViewsMatchFullRedraws() throws {
        let clock = SimClock()
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 160, height: 100)
        root.position = Point(x: 80, y: 50)
        let first = rippleCard(clock, Rect(x: 10, y: 10, width: 100, height: 50), masked: true, in: root)
        let second = rippleCard(clock, Rect(x: 50, y: 35, width: 100, height: 50), masked: false, in: root)
        try animateRipple(first, size: Size(width: 100, height: 50), touch: Point(x: 80, y: 40), begin: 0)
        try animateRipple(second, size: Size(width: 100, height: 50), touch: Point(x: 10, y: 10), begin: 3 * 8_333_333)
        try compareFrames(root, width: 320, height: 200, scale: 2)
    }

    func testRipplesUnderTranslucentLayersMatchFullRedraws() throws {
        let clock = SimClock()
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 140, height: 90)
        root.position = Point(x: 70, y: 45)
        let ripple = rippleCard(clock, Rect(x: 10, y: 10, width: 120, height: 60), masked: true, in: root)
        try animateRipple(ripple, size: Size(width: 120, height: 60), touch: Point(x: 100, y: 50), begin: 0)
        // A translucent group (opacity 0.5, two overlapping sublayers) and a translucent leaf
        // over parts of the card, and a second circle above the ripple in the same view.
        let group = Layer(clock: clock)
        group.bounds = Rect(x: 0, y: 0, width: 60, height: 40)
        group.position = Point(x: 40, y: 35)
        group.opacity = 0.5
        for (x, color) in [(10.0, Color(red: 255, green: 0, blue: 0)), (30.0, Color(red: 0, green: 160, blue: 0))] {
            let box = Layer(clock: clock)
            box.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
            box.position = Point(x: x + 10, y: 20)
            box.backgroundColor = color
            group.addSublayer(box)
        }
        root.addSublayer(group)
        let veil = Layer(clock: clock)
        veil.bounds = Rect(x: 0, y: 0, width: 50, height: 70)
        veil.position = Point(x: 100, y: 45)
        veil.backgroundColor = Color(red: 255, green: 255, blue: 0, alpha: 90)
        root.addSublayer(veil)
        let above = circleLayer(clock, radius: 12, in: Rect(x: 0, y: 0, width: 120, height: 60),
                                color: Color(red: 255, green: 255, blue: 255, alpha: 120))
        try XCTUnwrap(ripple.superlayer).addSublayer(above)
        try compareFrames(root, width: 280, height: 180, scale: 2) { n in
            // The veil moves over the growing ripple half-way.
            if n == 8 { veil.position = Point(x: 70, y: 45) }
        }
    }

    func testRecolouredReshapedShrinkingAndRotatedCirclesMatchFullRedraws() throws {
        let clock = SimClock()
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 150, height: 100)
        root.position = Point(x: 75, y: 50)
        let frame = Rect(x: 15, y: 15, width: 110, height: 60)
        let ripple = rippleCard(clock, frame, masked: true, in: root)
        let cardLayer = try XCTUnwrap(ripple.superlayer?.superlayer)
        try animateRipple(ripple, size: frame.size, touch: Point(x: 30, y: 30), begin: 0)
        // A second circle that shrinks and drifts, in a rotated card.
        let tilted = rippleCard(clock, Rect(x: 40, y: 50, width: 70, height: 40), masked: false, in: root)
        try XCTUnwrap(tilted.superlayer?.superlayer).transform = AffineTransform(rotationAngle: 0.2)
        try tilted.animations.add(.basic(BasicAnimation(
            keyPath: "transform", from: .transform(.identity), to: .transform(AffineTransform(scaleX: 0.3, y: 0.3)),
            duration: 20 * 8_333_333)))
        try tilted.animations.add(.basic(BasicAnimation(
            keyPath: "position", from: .point(Point(x: 35, y: 20)), to: .point(Point(x: 20, y: 30)),
            duration: 20 * 8_333_333)))
        try compareFrames(root, width: 300, height: 200, scale: 2) { n in
            switch n {
            case 6:
                // A new colour mid-growth changes every pixel of the circle.
                if case .shape(var shape) = ripple.content {
                    shape.fillColor = Color(red: 200, green: 0, blue: 0, alpha: 60)
                    ripple.content = .shape(shape)
                }
            case 8:
                // A smaller circle path (the model's), still a circle.
                var circle = Path()
                circle.addEllipse(in: Rect(x: 25, y: 0, width: 60, height: 60))
                if case .shape(var shape) = ripple.content {
                    shape.path = circle
                    ripple.content = .shape(shape)
                }
            case 10:
                // Not a circle any more.
                var square = Path()
                square.addRect(Rect(x: 20, y: 10, width: 50, height: 40))
                if case .shape(var shape) = ripple.content {
                    shape.path = square
                    ripple.content = .shape(shape)
                }
            case 12:
                cardLayer.position = Point(x: 72, y: 48)
            case 14:
                ripple.isHidden = true
            case 16:
                ripple.isHidden = false
            case 18:
                ripple.removeFromSuperlayer()
            default:
                break
            }
        }
    }

    /// The scene of `MaskedRippleDamageTests`: a circle growing from radius 35 to 42 about
    /// (70, 50) inside a 100 × 60 view at (20, 20) leaves the pixels near its centre alone, and
    /// a small circle's thick ring falls back to the bounds.
    func testGrowthLeavesTheCentreUndamaged() throws {
        let clock = SimClock()
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        root.position = Point(x: 100, y: 50)
        let ripple = rippleCard(clock, Rect(x: 20, y: 20, width: 100, height: 60), masked: true, in: root)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 50 - 70, y: 30 - 70, width: 140, height: 140))
        ripple.content = .shape(ShapeContent(path: circle, fillColor: ink))
        ripple.transform = AffineTransform(scaleX: 0.25, y: 0.25)
        let renderer = try Renderer(root: root, width: 200, height: 100, scale: 1, background: .white)
        let full = try Renderer(root: root, width: 200, height: 100, scale: 1, background: .white, mode: .fullRedraw)
        _ = try renderer.render(at: 0)
        // Radius 17.5 → 35: the ring would be most of the bounds' box, so the bounds, worked in
        // `MaskedRippleDamageTests`: (34, 19, 72, 62).
        ripple.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(try renderer.render(at: 1).damageRects, [PixelRect(x: 34, y: 19, width: 72, height: 62)])
        _ = try full.render(at: 1)
        XCTAssertTrue(renderer.canvas == full.canvas)
        // Radius 35 → 42. Bounds: (28…112, 8…92) enclosed, grown by a pixel, clipped to the view's
        // (19, 19, 102, 62): (27, 19, 86, 62), holding the old (34, 19, 72, 62).
        ripple.transform = AffineTransform(scaleX: 0.6, y: 0.6)
        let stats = try renderer.render(at: 2)
        // Pixels (62…77, 44…55) lie within √(8² + 6²) = 10 of the centre, inside both circles
        // by far more than the 1.5 px margin and the bands' rounding.
        let centre = PixelRect(x: 62, y: 44, width: 16, height: 12)
        for rect in stats.damageRects {
            XCTAssertTrue(rect.intersection(centre).isEmpty, "\(rect)")
            XCTAssertEqual(rect.intersection(PixelRect(x: 27, y: 19, width: 86, height: 62)), rect)
        }
        XCTAssertLessThan(stats.damagedPixels, 86 * 62)
        XCTAssertGreaterThan(stats.damagedPixels, 0)
        _ = try full.render(at: 2)
        XCTAssertTrue(renderer.canvas == full.canvas)
    }
}
