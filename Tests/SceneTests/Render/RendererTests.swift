import Geometry
import Raster
import Scene
import XCTest

final class RendererTests: XCTestCase {
    private let red = Color(red: 255, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 255)

    private func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = canvas[x, y] else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    func testOpaqueRectAtFractionalScale() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 20, height: 20), nil)
        root.addSublayer(box(clock, Rect(x: 1, y: 1, width: 10, height: 10), red))
        let renderer = try Renderer(root: root, width: 20, height: 20, scale: 1.25, background: .white)
        let stats = try renderer.render(at: 0)
        let c = renderer.canvas
        // Pixels 1.25 … 13.75: edge pixels are 3/4 covered, 191/255: red 255, the rest 255 − 191 = 64.
        XCTAssertEqual(pixel(c, 0, 5), [255, 255, 255, 255])
        XCTAssertEqual(pixel(c, 1, 5), [255, 64, 64, 255])
        XCTAssertEqual(pixel(c, 5, 5), [255, 0, 0, 255])
        XCTAssertEqual(pixel(c, 13, 5), [255, 64, 64, 255])
        XCTAssertEqual(pixel(c, 14, 5), [255, 255, 255, 255])
        // The corner is 9/16 covered: 143/255, leaving 112.
        XCTAssertEqual(pixel(c, 1, 1), [255, 112, 112, 255])
        XCTAssertEqual(stats.layersDrawn, 2)
        XCTAssertEqual(stats.pathsRasterized, 1)
        XCTAssertEqual(stats.damagedPixels, 400)
    }

    func testCornerRadiusRoundsTheBackground() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 20, height: 20), red)
        root.cornerRadius = 10
        let renderer = try Renderer(root: root, width: 20, height: 20, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        XCTAssertEqual(pixel(renderer.canvas, 0, 0), [255, 255, 255, 255])
        XCTAssertEqual(pixel(renderer.canvas, 10, 10), [255, 0, 0, 255])
        XCTAssertEqual(pixel(renderer.canvas, 10, 2), [255, 0, 0, 255])
    }

    func testBorderIsDrawnInsideOnTopOfSublayers() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 10, height: 10), red)
        root.borderWidth = 2
        root.borderColor = blue
        root.addSublayer(box(clock, Rect(x: 0, y: 0, width: 10, height: 10), .white))
        let renderer = try Renderer(root: root, width: 12, height: 12, scale: 1, background: .black)
        _ = try renderer.render(at: 0)
        XCTAssertEqual(pixel(renderer.canvas, 0, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(renderer.canvas, 1, 5), [0, 0, 255, 255])
        XCTAssertEqual(pixel(renderer.canvas, 2, 5), [255, 255, 255, 255])
        XCTAssertEqual(pixel(renderer.canvas, 11, 5), [0, 0, 0, 255])
    }

    func testMasksToBoundsClipsSublayers() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 10, height: 10), nil)
        root.masksToBounds = true
        root.addSublayer(box(clock, Rect(x: 0, y: 0, width: 20, height: 20), red))
        let renderer = try Renderer(root: root, width: 20, height: 20, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        XCTAssertEqual(pixel(renderer.canvas, 5, 5), [255, 0, 0, 255])
        XCTAssertEqual(pixel(renderer.canvas, 15, 5), [255, 255, 255, 255])
        XCTAssertEqual(pixel(renderer.canvas, 5, 15), [255, 255, 255, 255])
    }

    func testOpacityIsGroupOpacity() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 20, height: 10), nil)
        root.opacity = 128.0 / 255
        root.addSublayer(box(clock, Rect(x: 0, y: 0, width: 15, height: 10), blue))
        root.addSublayer(box(clock, Rect(x: 5, y: 0, width: 15, height: 10), red))
        let renderer = try Renderer(root: root, width: 20, height: 10, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        // Where the children overlap only the top one shows, at 128/255 over white: 128 + 127.
        XCTAssertEqual(pixel(renderer.canvas, 10, 5), [255, 127, 127, 255])
        XCTAssertEqual(pixel(renderer.canvas, 17, 5), [255, 127, 127, 255])
        XCTAssertEqual(pixel(renderer.canvas, 2, 5), [127, 127, 255, 255])
    }

    func testLeafOpacityMultipliesColours() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 10, height: 10), red)
        root.opacity = 128.0 / 255
        let renderer = try Renderer(root: root, width: 10, height: 10, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        XCTAssertEqual(pixel(renderer.canvas, 5, 5), [255, 127, 127, 255])
    }

    func testHiddenLayersDrawNothing() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 10, height: 10), nil)
        let child = box(clock, Rect(x: 0, y: 0, width: 10, height: 10), red)
        child.addSublayer(box(clock, Rect(x: 0, y: 0, width: 5, height: 5), blue))
        child.isHidden = true
        root.addSublayer(child)
        let renderer = try Renderer(root: root, width: 10, height: 10, scale: 1, background: .white)
        let stats = try renderer.render(at: 0)
        XCTAssertEqual(pixel(renderer.canvas, 2, 2), [255, 255, 255, 255])
        // Nothing is drawn at all: the clear root draws no pixels of its own, so the drawing skips
        // it with its hidden subtree.
        XCTAssertEqual(stats.layersDrawn, 0)
        child.isHidden = false
        _ = try renderer.render(at: 1)
        XCTAssertEqual(pixel(renderer.canvas, 2, 2), [0, 0, 255, 255])
    }

    func testMaskLayerClipsByItsAlpha() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 10, height: 10), red)
        root.mask = box(clock, Rect(x: 0, y: 0, width: 5, height: 10), .black)
        let renderer = try Renderer(root: root, width: 10, height: 10, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        XCTAssertEqual(pixel(renderer.canvas, 2, 5), [255, 0, 0, 255])
        XCTAssertEqual(pixel(renderer.canvas, 7, 5), [255, 255, 255, 255])
    }

    // MARK: Damage versus full redraw

    /// A scene exercising every drawing feature, with animations of position, opacity, bounds,
    /// colour, a shape's path and a shadow, started at staggered times.
    private func animatedScene(_ clock: SimClock) throws -> Layer {
        let root = box(clock, Rect(x: 0, y: 0, width: 120, height: 80), Color(red: 240, green: 240, blue: 240))
        let card = box(clock, Rect(x: 10, y: 10, width: 50, height: 30), .white)
        card.cornerRadius = 6
        card.borderWidth = 1
        card.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 60)
        card.shadowOpacity = 0.3
        card.shadowOffset = Size(width: 0, height: 2)
        card.masksToBounds = false
        root.addSublayer(card)
        let inner = box(clock, Rect(x: 5, y: 5, width: 30, height: 30), blue)
        let clipper = box(clock, Rect(x: 70, y: 40, width: 40, height: 30), nil)
        clipper.masksToBounds = true
        clipper.cornerRadius = 8
        clipper.addSublayer(inner)
        root.addSublayer(clipper)
        let group = box(clock, Rect(x: 70, y: 5, width: 40, height: 30), nil)
        group.addSublayer(box(clock, Rect(x: 0, y: 0, width: 25, height: 20), red))
        group.addSublayer(box(clock, Rect(x: 10, y: 8, width: 25, height: 20), blue))
        root.addSublayer(group)
        let shape = Layer(clock: clock)
        shape.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        shape.position = Point(x: 30, y: 60)
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 30))
        triangle.addLine(to: Point(x: 15, y: 0))
        triangle.addLine(to: Point(x: 30, y: 30))
        triangle.closeSubpath()
        var wide = Path()
        wide.move(to: Point(x: -10, y: 25))
        wide.addLine(to: Point(x: 15, y: 10))
        wide.addLine(to: Point(x: 40, y: 25))
        wide.closeSubpath()
        shape.content = .shape(ShapeContent(path: triangle, fillColor: red, strokeColor: .black, lineWidth: 1.5))
        root.addSublayer(shape)
        let still = box(clock, Rect(x: 100, y: 70, width: 10, height: 8), .black)
        root.addSublayer(still)

        func add(_ layer: Layer, _ key: String, from: AnimatableValue, to: AnimatableValue, begin: Int64, duration: Int64) throws {
            var a = BasicAnimation(keyPath: key, from: from, to: to, duration: duration, timingFunction: .easeInEaseOut)
            a.beginTime = begin
            try layer.animations.add(.basic(a), forKey: key)
        }
        try add(card, "position", from: .point(Point(x: 35, y: 25)), to: .point(Point(x: 47.3, y: 31.7)),
                begin: 0, duration: 150 * ms)
        try add(group, "opacity", from: .double(1), to: .double(0.2), begin: 50 * ms, duration: 100 * ms)
        try add(inner, "bounds", from: .rect(Rect(x: 0, y: 0, width: 30, height: 30)),
                to: .rect(Rect(x: 0, y: 0, width: 60, height: 45)), begin: 100 * ms, duration: 120 * ms)
        try add(card, "backgroundColor", from: .color(.white), to: .color(Color(red: 255, green: 200, blue: 0)),
                begin: 200 * ms, duration: 80 * ms)
        try add(shape, "path", from: .path(triangle), to: .path(wide), begin: 250 * ms, duration: 100 * ms)
        try add(card, "shadowRadius", from: .double(3), to: .double(8), begin: 300 * ms, duration: 60 * ms)
        return root
    }

    private func frameHashes(mode: Renderer.Mode) throws -> (hashes: [UInt64], stats: [FrameStatistics]) {
        let clock = SimClock()
        let root = try animatedScene(clock)
        let renderer = try Renderer(root: root, width: 180, height: 120, scale: 1.5, background: .white, mode: mode)
        let rate = try FrameRate(120)
        var hashes: [UInt64] = [], stats: [FrameStatistics] = []
        for frame in 0...60 {
            let t = rate.time(ofFrame: Int64(frame))
            try clock.advance(to: t)
            stats.append(try renderer.render(at: t))
            hashes.append(renderer.canvas.contentHash)
        }
        return (hashes, stats)
    }

    func testDamageRenderingMatchesFullRedrawAtEveryFrame() throws {
        let damage = try frameHashes(mode: .damage)
        let full = try frameHashes(mode: .fullRedraw)
        XCTAssertEqual(damage.hashes.count, full.hashes.count)
        for (index, (d, f)) in zip(damage.hashes, full.hashes).enumerated() {
            XCTAssertEqual(d, f, "frame \(index)")
        }
        // Damage rendering did less work, and frames after every animation ended drew nothing.
        let damaged = damage.stats.map(\.damagedPixels).reduce(0, +)
        let total = full.stats.map(\.damagedPixels).reduce(0, +)
        XCTAssertLessThan(damaged, total / 2)
        XCTAssertTrue(damage.stats[1...].contains { $0.damagedPixels > 0 && $0.damagedPixels < 180 * 120 })
        XCTAssertEqual(damage.stats.last?.damagedPixels, 0)
        XCTAssertEqual(damage.stats.last?.layersDrawn, 0)
        XCTAssertEqual(damage.stats.last?.pathsRasterized, 0)
    }

    func testRenderingIsDeterministic() throws {
        let first = try frameHashes(mode: .damage)
        let second = try frameHashes(mode: .damage)
        XCTAssertEqual(first.hashes, second.hashes)
        XCTAssertEqual(first.stats, second.stats)
    }

    func testUnchangedFrameRendersNothing() throws {
        let clock = SimClock()
        let root = try animatedScene(clock)
        root.sublayers.forEach { $0.animations.removeAllAnimations() }
        let renderer = try Renderer(root: root, width: 180, height: 120, scale: 1.5, background: .white)
        _ = try renderer.render(at: 0)
        let idle = try renderer.render(at: 8_333_333)
        XCTAssertEqual(idle.damagedPixels, 0)
        XCTAssertEqual(idle.layersDrawn, 0)
        XCTAssertEqual(idle.pathsRasterized, 0)
        XCTAssertEqual(idle.layersVisited, 0, "an unchanged frame walks no layer")
    }

    func testModelChangesAndRemovalMatchFullRedraw() throws {
        func run(_ mode: Renderer.Mode) throws -> [UInt64] {
            let clock = SimClock()
            let root = try animatedScene(clock)
            root.sublayers.forEach { $0.animations.removeAllAnimations() }
            let renderer = try Renderer(root: root, width: 180, height: 120, scale: 1.5, background: .white, mode: mode)
            var hashes: [UInt64] = []
            _ = try renderer.render(at: 0)
            hashes.append(renderer.canvas.contentHash)
            root.sublayers[0].position = Point(x: 60, y: 50)
            _ = try renderer.render(at: 1)
            hashes.append(renderer.canvas.contentHash)
            root.sublayers[1].removeFromSuperlayer()
            _ = try renderer.render(at: 2)
            hashes.append(renderer.canvas.contentHash)
            root.sublayers[1].masksToBounds = true
            root.sublayers[1].isHidden = true
            _ = try renderer.render(at: 3)
            hashes.append(renderer.canvas.contentHash)
            return hashes
        }
        XCTAssertEqual(try run(.damage), try run(.fullRedraw))
    }
}
