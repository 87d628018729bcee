import Geometry
import Raster
@testable import Scene
import XCTest

/// Scrolled content composited from a backing store (`Layer.cachesScrolledContent`): every frame of
/// a scroll with animations and changes inside the content equals the same state drawn from
/// scratch, a frame that only moves the offset copies instead of drawing, and the store is used
/// only where it gives the pixels of the normal route.
final class ScrolledContentTests: XCTestCase {
    private let frame: Int64 = 16_666_667

    /// A feed: a window (optionally rounded and clipping, optionally translucent) holding a scroll
    /// layer of `rows` shaped, shadowed cards, some with ripples, a translucent group and a masked
    /// chip, and a translucent bar above it.
    private struct Feed {
        let clock = SimClock()
        let root: Layer
        let window: Layer
        let scroll: Layer
        let bar: Layer
        var cards: [Layer] = []
        var ripples: [Layer] = []

        init(rows: Int = 14, roundedWindow: Bool = false, windowOpacity: Double = 1, caches: Bool = true) {
            root = Layer(clock: clock)
            root.bounds = Rect(x: 0, y: 0, width: 120, height: 200)
            root.position = Point(x: 60, y: 100)
            root.backgroundColor = Color(red: 230, green: 230, blue: 240)
            window = Layer(clock: clock)
            window.bounds = Rect(x: 0, y: 0, width: 110, height: 190)
            window.position = Point(x: 60, y: 100)
            window.opacity = windowOpacity
            if roundedWindow {
                window.cornerRadius = 12
                window.masksToBounds = true
            }
            window.shadowOpacity = 0.3
            window.shadowRadius = 4
            window.shadowOffset = Size(width: 0, height: 2)
            window.backgroundColor = Color(red: 250, green: 250, blue: 250)
            root.addSublayer(window)
            scroll = Layer(clock: clock)
            scroll.bounds = Rect(x: 0, y: 0, width: 100, height: 160)
            scroll.position = Point(x: 55, y: 100)
            scroll.masksToBounds = true
            scroll.backgroundColor = Color(red: 245, green: 245, blue: 245)
            scroll.borderWidth = 1
            scroll.borderColor = Color(red: 0, green: 0, blue: 0, alpha: 60)
            scroll.cachesScrolledContent = caches
            window.addSublayer(scroll)
            for i in 0..<rows {
                let card = Layer(clock: clock)
                card.bounds = Rect(x: 0, y: 0, width: 88, height: 36)
                card.position = Point(x: 50, y: 24 + 44 * Double(i))
                card.backgroundColor = .white
                card.cornerRadius = 6
                card.masksToBounds = i % 3 != 2
                card.shadowOpacity = 0.25
                card.shadowRadius = 2
                card.shadowOffset = Size(width: 0, height: 1)
                if i % 4 == 1 {
                    // A translucent group: a label bar drawn through an offscreen.
                    let group = Layer(clock: clock)
                    group.bounds = Rect(x: 0, y: 0, width: 40, height: 10)
                    group.position = Point(x: 30, y: 12)
                    group.opacity = 0.6
                    group.backgroundColor = Color(red: 40, green: 90, blue: 200)
                    let dot = Layer(clock: clock)
                    dot.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
                    dot.position = Point(x: 36, y: 5)
                    dot.cornerRadius = 4
                    dot.backgroundColor = Color(red: 200, green: 40, blue: 40)
                    group.addSublayer(dot)
                    card.addSublayer(group)
                }
                if i % 5 == 3 {
                    // A chip clipped by a mask layer.
                    let chip = Layer(clock: clock)
                    chip.bounds = Rect(x: 0, y: 0, width: 30, height: 14)
                    chip.position = Point(x: 66, y: 18)
                    chip.backgroundColor = Color(red: 20, green: 160, blue: 90)
                    let mask = Layer(clock: clock)
                    mask.bounds = Rect(x: 0, y: 0, width: 30, height: 14)
                    mask.position = Point(x: 15, y: 7)
                    var pill = Path()
                    pill.addRoundedRect(in: Rect(x: 0, y: 0, width: 30, height: 14), cornerWidth: 7, cornerHeight: 7)
                    mask.content = .shape(ShapeContent(path: pill, fillColor: .black))
                    chip.mask = mask
                    card.addSublayer(chip)
                }
                let ripple = Layer(clock: clock)
                ripple.bounds = Rect(x: 0, y: 0, width: 88, height: 36)
                ripple.position = Point(x: 44, y: 18)
                var circle = Path()
                circle.addEllipse(in: Rect(x: 30, y: 4, width: 28, height: 28))
                ripple.content = .shape(ShapeContent(path: circle, fillColor: Color(red: 0, green: 0, blue: 0, alpha: 40)))
                ripple.isHidden = true
                card.addSublayer(ripple)
                scroll.addSublayer(card)
                cards.append(card)
                ripples.append(ripple)
            }
            bar = Layer(clock: clock)
            // (Over the scroll layer's top 10 points: drawn over the copy.)
            bar.bounds = Rect(x: 0, y: 0, width: 110, height: 30)
            bar.position = Point(x: 55, y: 15)
            bar.backgroundColor = Color(red: 30, green: 30, blue: 120, alpha: 200)
            window.addSublayer(bar)
        }

        /// Starts a ripple on card `i` at `time`: it grows and fades.
        func pressRipple(_ i: Int, at time: Int64) throws {
            let ripple = ripples[i]
            ripple.isHidden = false
            try ripple.animations.add(.basic(BasicAnimation(
                keyPath: "transform", from: .transform(AffineTransform(scaleX: 0.2, y: 0.2)),
                to: .transform(.identity), duration: 200 * ms, beginTime: time)))
            try ripple.animations.add(.basic(BasicAnimation(
                keyPath: "opacity", from: .double(1), to: .double(0.3), duration: 300 * ms, beginTime: time)))
        }
    }

    /// The frame a fresh renderer draws of `root` at `time`.
    private func fresh(_ root: Layer, scale: Double, at time: Int64, width: Int = 120, height: Int = 200) throws -> Canvas {
        let renderer = try Renderer(root: root, width: Int(Double(width) * scale), height: Int(Double(height) * scale),
                                    scale: scale, background: .white)
        _ = try renderer.render(at: time)
        return renderer.canvas
    }

    /// Counts the pixels in which two canvases differ.
    private func differingPixels(_ a: Canvas, _ b: Canvas) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }

    /// Offsets, in points, of a scroll that flings down, overshoots the top and comes back, in
    /// steps that are whole pixels at `scale` (sometimes not moving at all).
    private func offsets(count: Int, scale: Double) -> [Double] {
        (0..<count).map { i in
            let steps = [0, 3, 7, 12, 18, 25, 25, 31, 40, 52, 66, 81, 97, 110, 121, 130, 136, 139, 140, 140,
                         133, 120, 98, 70, 41, 17, 2, -6, -9, -5, 0, 0, 4, 9]
            return Double(steps[i % steps.count]) * (3 / scale) / 3 * (i / steps.count % 2 == 0 ? 1 : 2)
        }
    }

    /// Runs a scroll sequence on `feed` and checks every frame against a fresh renderer's, and
    /// against the normal route's: a fresh renderer's of `plain` (the same feed without the flag,
    /// given the same changes).
    private func checkScroll(_ feed: Feed, _ plain: Feed, scale: Double, frames: Int, file: StaticString = #filePath,
                             line: UInt = #line) throws -> [FrameStatistics] {
        let renderer = try Renderer(root: feed.root, width: Int(120 * scale), height: Int(200 * scale), scale: scale,
                                    background: .white)
        let path = offsets(count: frames, scale: scale)
        var all: [FrameStatistics] = []
        for (i, y) in path.enumerated() {
            let time = Int64(i) * frame
            for feed in [feed, plain] {
                feed.scroll.bounds.origin = Point(x: 0, y: y)
                // Changes inside the content while scrolling: ripples, a recoloured card, a row
                // removed and put back, a card moved, a hidden card shown.
                switch i {
                case 2: try feed.pressRipple(1, at: time)
                case 5: try feed.pressRipple(4, at: time + 3 * ms)
                case 9: feed.cards[2].backgroundColor = Color(red: 255, green: 240, blue: 200)
                case 12: feed.cards[5].removeFromSuperlayer()
                case 15: feed.scroll.insertSublayer(feed.cards[5], at: 5)
                case 17: feed.cards[7].position.x += 3
                case 19: feed.cards[8].isHidden = true
                case 23: feed.cards[8].isHidden = false
                case 26: try feed.pressRipple(0, at: time)
                case 30: feed.scroll.backgroundColor = Color(red: 235, green: 250, blue: 235)
                case 34: feed.scroll.backgroundColor = nil   // then the window's shows through
                default: break
                }
            }
            let stats = try renderer.render(at: time)
            all.append(stats)
            let expected = try fresh(feed.root, scale: scale, at: time)
            let differing = differingPixels(renderer.canvas, expected)
            XCTAssertEqual(differing, 0, "frame \(i) (offset \(y)) differs from a fresh renderer's in \(differing) pixels",
                           file: file, line: line)
            let normal = differingPixels(renderer.canvas, try fresh(plain.root, scale: scale, at: time))
            XCTAssertEqual(normal, 0, "frame \(i) (offset \(y)) differs from the normal route's in \(normal) pixels",
                           file: file, line: line)
        }
        return all
    }

    func testEveryFrameOfAScrollEqualsAFreshRendererAtScale2() throws {
        let stats = try checkScroll(Feed(), Feed(caches: false), scale: 2, frames: 70)
        // The store was used: frames copied pixels, and new tiles were drawn only as needed.
        XCTAssertGreaterThan(stats.map(\.scrolledPixelsCopied).reduce(0, +), 0)
    }

    func testEveryFrameOfAScrollEqualsAFreshRendererAtScale3UnderARoundedTranslucentWindow() throws {
        // The window's rounded clip gives the scroll layer a clip mask (copied only where it is
        // 255) and its opacity draws everything through an offscreen.
        let stats = try checkScroll(Feed(roundedWindow: true, windowOpacity: 0.8),
                                    Feed(roundedWindow: true, windowOpacity: 0.8, caches: false), scale: 3, frames: 40)
        XCTAssertGreaterThan(stats.map(\.scrolledPixelsCopied).reduce(0, +), 0)
    }

    func testCachedFramesEqualTheNormalRoute() throws {
        // The same feed without the flag, scrolled the same way: the pixels of the normal route.
        let cached = Feed(), plain = Feed(caches: false)
        for scale in [1.0, 2.0, 3.0] {
            let a = try Renderer(root: cached.root, width: Int(120 * scale), height: Int(200 * scale), scale: scale,
                                 background: .white)
            for (i, y) in offsets(count: 24, scale: scale).enumerated() {
                cached.scroll.bounds.origin = Point(x: 0, y: y)
                plain.scroll.bounds.origin = Point(x: 0, y: y)
                _ = try a.render(at: Int64(i) * frame)
                let expected = try fresh(plain.root, scale: scale, at: Int64(i) * frame)
                XCTAssertEqual(differingPixels(a.canvas, expected), 0, "scale \(scale), frame \(i), offset \(y)")
            }
        }
    }

    func testAFrameThatOnlyScrollsCopiesTheViewport() throws {
        let feed = Feed()
        let scale = 2.0
        let renderer = try Renderer(root: feed.root, width: 240, height: 400, scale: scale, background: .white)
        _ = try renderer.render(at: 0)
        feed.scroll.bounds.origin = Point(x: 0, y: 10)
        _ = try renderer.render(at: frame)   // tiles drawn ahead of the viewport on the first frames
        feed.scroll.bounds.origin = Point(x: 0, y: 12.5)
        let stats = try renderer.render(at: 2 * frame)
        // The scroll layer's 100 × 160 pt at 2 px/pt, its top left at (5, 20) pt in the window
        // whose top left is at (5, 5) pt: its pixels (20…220, 50…370) are copied, nothing of the
        // content is drawn, and the damage is its bounds grown by a pixel.
        XCTAssertEqual(stats.scrolledPixelsCopied, 200 * 320)
        XCTAssertEqual(stats.scrolledPixelsDrawn, 0)
        XCTAssertEqual(stats.damageRects, [PixelRect(x: 19, y: 49, width: 202, height: 322)])
        // The walk looks at the root and the window (subtrees with a change), the scroll layer,
        // the roots of its 14 clean card subtrees, which it does not enter, and the bar.
        XCTAssertEqual(stats.layersVisited, 18)
        XCTAssertEqual(differingPixels(renderer.canvas, try fresh(feed.root, scale: scale, at: 2 * frame)), 0)
    }

    func testACopyCoveringTheRegionSkipsWhatLiesBeneathAndDrawsWhatLiesAbove() throws {
        let clock = SimClock()
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        root.position = Point(x: 50, y: 40)
        root.backgroundColor = Color(red: 255, green: 0, blue: 0)
        let under = Layer(clock: clock)
        under.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        under.position = Point(x: 20, y: 20)
        under.backgroundColor = Color(red: 0, green: 0, blue: 255)
        root.addSublayer(under)
        let scroll = Layer(clock: clock)
        scroll.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        scroll.position = Point(x: 50, y: 40)
        scroll.masksToBounds = true
        scroll.backgroundColor = Color(red: 240, green: 240, blue: 240)
        scroll.cachesScrolledContent = true
        for i in 0..<6 {
            let row = Layer(clock: clock)
            row.bounds = Rect(x: 0, y: 0, width: 80, height: 20)
            row.position = Point(x: 50, y: 15 + 30 * Double(i))
            row.cornerRadius = 5
            row.backgroundColor = .white
            row.shadowOpacity = 0.3
            scroll.addSublayer(row)
        }
        root.addSublayer(scroll)
        let over = Layer(clock: clock)
        over.bounds = Rect(x: 0, y: 0, width: 100, height: 12)
        over.position = Point(x: 50, y: 6)
        over.backgroundColor = Color(red: 0, green: 100, blue: 0, alpha: 128)
        root.addSublayer(over)
        let renderer = try Renderer(root: root, width: 100, height: 80, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        scroll.bounds.origin = Point(x: 0, y: 17)
        let stats = try renderer.render(at: frame)
        // The scroll layer fills the canvas: the whole frame is its copy, the root's background
        // and the layer beneath are not drawn, only the translucent bar over it (one fill).
        XCTAssertEqual(stats.damageRects, [PixelRect(x: 0, y: 0, width: 100, height: 80)])
        XCTAssertEqual(stats.scrolledPixelsCopied, 100 * 80)
        XCTAssertEqual(stats.pathsRasterized, 1)
        XCTAssertEqual(stats.layersDrawn, 3)   // the root (an ancestor), the scroll layer, the bar
        XCTAssertEqual(differingPixels(renderer.canvas, try fresh(root, scale: 1, at: frame, width: 100, height: 80)), 0)
    }

    func testAChangeInsideTheContentDamagesTheStoreAndTheVisiblePart() throws {
        let feed = Feed()
        let renderer = try Renderer(root: feed.root, width: 120, height: 200, scale: 1, background: .white)
        feed.scroll.bounds.origin = Point(x: 0, y: 30)
        _ = try renderer.render(at: 0)
        _ = try renderer.render(at: frame)
        // Card 1 (88 × 36 pt at (6, 50) in content): its pixels with its shadow's reach, redrawn
        // in the store and, 30 pt up and moved by the scroll layer's top left (10, 25) pt, at
        // (16, 45) in the frame, where they are copied.
        feed.cards[1].backgroundColor = Color(red: 200, green: 220, blue: 255)
        let stats = try renderer.render(at: 2 * frame)
        XCTAssertGreaterThan(stats.scrolledPixelsDrawn, 88 * 36)
        XCTAssertEqual(stats.damageRects.count, 1)
        XCTAssertTrue(PixelRect(x: 16, y: 45, width: 88, height: 36).isInside(stats.damageRects[0]))
        XCTAssertGreaterThanOrEqual(stats.scrolledPixelsCopied, 88 * 36)
        XCTAssertLessThanOrEqual(stats.scrolledPixelsCopied, stats.damagedPixels)
        XCTAssertLessThan(stats.damagedPixels, 100 * 160 / 2)
        XCTAssertEqual(differingPixels(renderer.canvas, try fresh(feed.root, scale: 1, at: 2 * frame)), 0)
    }

    func testAnOffsetOffThePixelGridTakesTheNormalRoute() throws {
        // A quarter point at scale 1 is not a whole pixel: the layer is drawn as any other, and
        // the frame is the normal route's.
        let cached = Feed(), plain = Feed(caches: false)
        cached.scroll.bounds.origin = Point(x: 0, y: 20.25)
        plain.scroll.bounds.origin = Point(x: 0, y: 20.25)
        let renderer = try Renderer(root: cached.root, width: 120, height: 200, scale: 1, background: .white)
        let stats = try renderer.render(at: 0)
        XCTAssertEqual(stats.scrolledPixelsCopied, 0)
        XCTAssertEqual(stats.scrolledPixelsDrawn, 0)
        XCTAssertEqual(differingPixels(renderer.canvas, try fresh(plain.root, scale: 1, at: 0)), 0)
        // Back on the grid, the store is made and used.
        cached.scroll.bounds.origin = Point(x: 0, y: 21)
        let back = try renderer.render(at: frame)
        XCTAssertEqual(back.scrolledPixelsCopied, 100 * 160)
        XCTAssertEqual(differingPixels(renderer.canvas, try fresh(cached.root, scale: 1, at: frame)), 0)
    }

    func testAThirdOfAPointAtScale3IsSnappedOntoItsPixel() throws {
        // 1/3 pt times 3 is within rounding of 1 px: the store is used, at a shift of whole
        // pixels, and the frame equals the normal route's at the exact pixel offset.
        let cached = Feed(), plain = Feed(caches: false)
        let renderer = try Renderer(root: cached.root, width: 360, height: 600, scale: 3, background: .white)
        for (i, n) in [7, 20, 101].enumerated() {
            cached.scroll.bounds.origin = Point(x: 0, y: Double(n) / 3)
            plain.scroll.bounds.origin = Point(x: 0, y: Double(n) / 3)
            let stats = try renderer.render(at: Int64(i) * frame)
            XCTAssertEqual(stats.scrolledPixelsCopied, 300 * 480, "offset \(n)/3")
            XCTAssertEqual(differingPixels(renderer.canvas, try fresh(plain.root, scale: 3, at: Int64(i) * frame)), 0)
        }
    }

    func testATransparentScrollLayerCopiesOverTheOneColourBeneathIt() throws {
        // Without a background, the scroll layer shows the window's opaque background beneath it,
        // which becomes the tiles' base; while a layer painted before it (under the scroll
        // layer, in the window) reaches into it, or the window's background is translucent,
        // nothing is copied and the content is drawn over what lies beneath.
        // (`plain`, the same without the flag, gives the normal route's pixels.)
        let feed = Feed(), plain = Feed(caches: false)
        var unders: [Layer] = []
        for f in [feed, plain] {
            f.scroll.backgroundColor = nil
            let under = Layer(clock: f.clock)
            under.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            under.position = Point(x: -30, y: 60)
            under.backgroundColor = Color(red: 200, green: 0, blue: 200)
            f.window.insertSublayer(under, at: 0)
            unders.append(under)
        }
        let renderer = try Renderer(root: feed.root, width: 240, height: 400, scale: 2, background: .white)
        for i in 0..<16 {
            for (f, under) in zip([feed, plain], unders) {
                f.scroll.bounds.origin = Point(x: 0, y: Double(i * 5))
                if i == 4 { under.position.x = 30 }                 // under the scroll layer
                if i == 7 { under.position.x = -30 }                // away again
                if i == 10 { f.window.backgroundColor = Color(red: 250, green: 250, blue: 250, alpha: 200) }
                if i == 12 { f.window.backgroundColor = Color(red: 220, green: 235, blue: 250) }
            }
            let stats = try renderer.render(at: Int64(i) * frame)
            let copies = !(4..<7).contains(i) && !(10..<12).contains(i)
            XCTAssertEqual(stats.scrolledPixelsCopied > 0, copies, "frame \(i)")
            XCTAssertEqual(differingPixels(renderer.canvas, try fresh(feed.root, scale: 2, at: Int64(i) * frame)), 0,
                           "frame \(i)")
            XCTAssertEqual(differingPixels(renderer.canvas, try fresh(plain.root, scale: 2, at: Int64(i) * frame)), 0,
                           "frame \(i) against the normal route")
        }
    }

    func testTheStoreIsNotUsedWithoutAnOpaqueOrClearBackgroundOrWithRoundedCorners() throws {
        for change in 0..<3 {
            let feed = Feed()
            switch change {
            case 0: feed.scroll.backgroundColor = Color(red: 245, green: 245, blue: 245, alpha: 128)
            case 1: feed.scroll.backgroundColor = Color(red: 245, green: 245, blue: 245, alpha: 254)
            default: feed.scroll.cornerRadius = 4
            }
            let renderer = try Renderer(root: feed.root, width: 120, height: 200, scale: 1, background: .white)
            XCTAssertEqual(try renderer.render(at: 0).scrolledPixelsCopied, 0, "case \(change)")
            feed.scroll.bounds.origin = Point(x: 0, y: 9)
            XCTAssertEqual(try renderer.render(at: frame).scrolledPixelsCopied, 0, "case \(change)")
            XCTAssertEqual(differingPixels(renderer.canvas, try fresh(feed.root, scale: 1, at: frame)), 0)
        }
    }

    func testTurningTheFlagOffAndOnKeepsFramesRight() throws {
        let feed = Feed()
        let renderer = try Renderer(root: feed.root, width: 240, height: 400, scale: 2, background: .white)
        for i in 0..<8 {
            feed.scroll.bounds.origin = Point(x: 0, y: Double(i * 7))
            if i == 3 { feed.scroll.cachesScrolledContent = false }
            if i == 5 { feed.scroll.cachesScrolledContent = true }
            if i == 6 { feed.cards[3].removeFromSuperlayer(); feed.window.addSublayer(feed.cards[3]) }
            if i == 7 { feed.scroll.addSublayer(feed.cards[3]) }
            _ = try renderer.render(at: Int64(i) * frame)
            XCTAssertEqual(differingPixels(renderer.canvas, try fresh(feed.root, scale: 2, at: Int64(i) * frame)), 0,
                           "frame \(i)")
        }
    }

    func testFullRedrawModeEqualsDamageMode() throws {
        let a = Feed(), b = Feed()
        let damage = try Renderer(root: a.root, width: 240, height: 400, scale: 2, background: .white)
        let full = try Renderer(root: b.root, width: 240, height: 400, scale: 2, background: .white, mode: .fullRedraw)
        for (i, y) in offsets(count: 20, scale: 2).enumerated() {
            a.scroll.bounds.origin = Point(x: 0, y: y)
            b.scroll.bounds.origin = Point(x: 0, y: y)
            if i == 4 { try a.pressRipple(2, at: Int64(i) * frame); try b.pressRipple(2, at: Int64(i) * frame) }
            _ = try damage.render(at: Int64(i) * frame)
            _ = try full.render(at: Int64(i) * frame)
            XCTAssertEqual(damage.canvas, full.canvas, "frame \(i)")
        }
    }

    func testAClearLayerStraightOverTheCanvasDrawsAndScrollsItsContent() throws {
        // The layer itself fills nothing, so only its store makes its content reach the frame and
        // a change of its offset damage it: every frame of a long-lived renderer equals a fresh
        // renderer's frame of the same tree drawn without the store (and the red square is there).
        func tree(caches: Bool, rootColor: Color?) -> (root: Layer, scroll: Layer) {
            let clock = SimClock()
            let root = Layer(clock: clock)
            root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
            root.position = Point(x: 50, y: 50)
            if let rootColor { root.backgroundColor = rootColor }
            let scroll = Layer(clock: clock)
            scroll.bounds = Rect(x: 0, y: 7, width: 90, height: 90)
            scroll.position = Point(x: 50, y: 50)
            scroll.masksToBounds = true
            scroll.cachesScrolledContent = caches
            root.addSublayer(scroll)
            for row in 0..<4 {
                let square = Layer(clock: clock)
                square.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
                square.position = Point(x: 35, y: 42 + 60 * Double(row))
                square.backgroundColor = Color(red: 255, green: UInt8(60 * row), blue: 0)
                scroll.addSublayer(square)
            }
            return (root, scroll)
        }
        let background = Color(red: 250, green: 250, blue: 250)
        for rootColor in [nil, Color(red: 240, green: 240, blue: 240)] {
            let cached = tree(caches: true, rootColor: rootColor)
            let renderer = try Renderer(root: cached.root, width: 100, height: 100, scale: 1, background: background)
            _ = try renderer.render(at: 0)
            // The first square spans content (10…60, 17…67), shown 7 points up, 5 points in: (15…65, 15…65).
            XCTAssertEqual(renderer.canvas[20, 20], PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
            for (frame, offset) in [7.0, 19, 40, 41, 95, 3].enumerated() {
                cached.scroll.bounds.origin.y = offset
                _ = try renderer.render(at: Int64(frame + 1) * 8_333_333)
                let plain = tree(caches: false, rootColor: rootColor)
                plain.scroll.bounds.origin.y = offset
                let fresh = try Renderer(root: plain.root, width: 100, height: 100, scale: 1, background: background)
                _ = try fresh.render(at: 0)
                XCTAssertEqual(renderer.canvas, fresh.canvas, "offset \(offset), root colour \(String(describing: rootColor))")
            }
        }
    }

    func testTilesOfTheGrid() {
        // 1024 × 128-pixel tiles (a layer wider than 4096 pixels): columns −1, 0 and 1, rows 0 and 1.
        let store = Renderer.ScrollStore(layer: Layer(clock: SimClock()), serial: 0)
        XCTAssertEqual(store.tileWidth, 1024)
        XCTAssertEqual(store.tileKeys(covering: PixelRect(x: -1, y: 127, width: 1026, height: 2)).map { [$0.x, $0.y] },
                       [[-1, 0], [0, 0], [1, 0], [-1, 1], [0, 1], [1, 1]])
        XCTAssertEqual(store.tileKeys(covering: PixelRect(x: -1, y: 255, width: 514, height: 2)).map { [$0.x, $0.y] },
                       [[-1, 1], [0, 1], [-1, 2], [0, 2]])
        XCTAssertEqual(store.tileRect(Renderer.TileKey(x: -1, y: 2)), PixelRect(x: -1024, y: 256, width: 1024, height: 128))
        // Tiles as wide as a 1236-pixel layer: one column over the layer's width.
        store.tileWidth = 1236
        XCTAssertEqual(store.tileKeys(covering: PixelRect(x: 0, y: 100, width: 1236, height: 200)).map { [$0.x, $0.y] },
                       [[0, 0], [0, 1], [0, 2]])
        XCTAssertEqual(store.tileRect(Renderer.TileKey(x: 1, y: -1)), PixelRect(x: 1236, y: -128, width: 1236, height: 128))
        XCTAssertEqual(PixelRect(x: 0, y: 0, width: 10, height: 10).subtracting(PixelRect(x: 2, y: 3, width: 5, height: 4)),
                       [PixelRect(x: 0, y: 0, width: 10, height: 3), PixelRect(x: 0, y: 7, width: 10, height: 3),
                        PixelRect(x: 0, y: 3, width: 2, height: 4), PixelRect(x: 7, y: 3, width: 3, height: 4)])
    }
}

private extension PixelRect {
    func isInside(_ other: PixelRect) -> Bool {
        x >= other.x && y >= other.y && maxX <= other.maxX && maxY <= other.maxY
    }
}
