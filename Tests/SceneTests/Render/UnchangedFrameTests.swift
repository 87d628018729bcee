import Geometry
import Raster
import Scene
import SeededRandom
import XCTest

/// The renderer's O(1) check for frames in which nothing changed: no layer visited and nothing
/// drawn while the tree is untouched and no animation is due, and a full walk as soon as anything
/// anywhere in the tree (deep sublayers, masks, animation sets) changes or an animation is due.
final class UnchangedFrameTests: XCTestCase {
    /// root → a → b (three levels), plus a masked layer whose mask has a sublayer.
    private struct Tree {
        let clock = SimClock()
        let root: Layer, a: Layer, b: Layer, masked: Layer, mask: Layer, maskChild: Layer
        let renderer: Renderer

        init(mode: Renderer.Mode = .damage) throws {
            root = box(clock, Rect(x: 0, y: 0, width: 40, height: 20), .white)
            a = box(clock, Rect(x: 2, y: 2, width: 16, height: 16), Color(red: 255, green: 0, blue: 0))
            b = box(clock, Rect(x: 2, y: 2, width: 6, height: 6), Color(red: 0, green: 0, blue: 255))
            masked = box(clock, Rect(x: 22, y: 2, width: 16, height: 16), Color(red: 0, green: 128, blue: 0))
            mask = box(clock, Rect(x: 0, y: 0, width: 8, height: 16), nil)
            maskChild = box(clock, Rect(x: 0, y: 0, width: 8, height: 8), .black)
            root.addSublayer(a)
            a.addSublayer(b)
            root.addSublayer(masked)
            mask.addSublayer(maskChild)
            masked.mask = mask
            renderer = try Renderer(root: root, width: 40, height: 20, scale: 1, background: .black, mode: mode)
        }
    }

    func testUntouchedTreeVisitsNothing() throws {
        let tree = try Tree()
        let first = try tree.renderer.render(at: 0)
        XCTAssertEqual(first.layersVisited, 6)
        for t: Int64 in [0, 1, 8_333_333, 1_000_000_000] {
            let stats = try tree.renderer.render(at: t)
            XCTAssertEqual(stats, FrameStatistics(), "frame at \(t)")
        }
    }

    func testAChangeAnywhereIsNoticed() throws {
        let tree = try Tree()
        _ = try tree.renderer.render(at: 0)
        var t: Int64 = 0
        // The walk enters only subtrees with a change (the walk order is root, a, b, masked, mask,
        // maskChild); a clean subtree's root is looked at and skipped, and counts as visited.
        let changes: [(String, visited: Int, () -> Void)] = [
            ("deep sublayer", 4, { tree.b.backgroundColor = .white }),           // root a b (masked)
            ("mask", 5, { tree.mask.bounds = Rect(x: 0, y: 0, width: 10, height: 16) }),  // root (a) masked mask maskChild
            ("mask's sublayer", 5, { tree.maskChild.opacity = 0.5 }),            // root (a) masked mask maskChild
            ("tree", 3, { tree.b.removeFromSuperlayer() }),                      // root a (masked)
            ("reinsertion", 4, { tree.a.addSublayer(tree.b) }),                  // root a b (masked)
            ("animation added deep", 4, {                                        // root a b (masked)
                try? tree.b.animations.add(.basic(BasicAnimation(keyPath: "opacity", to: .double(0), duration: 0)))
            }),
        ]
        for (name, visited, change) in changes {
            change()
            t += 1
            let stats = try tree.renderer.render(at: t)
            XCTAssertEqual(stats.layersVisited, visited, name)
            XCTAssertGreaterThan(stats.damagedPixels, 0, name)
            let full = try Renderer(root: tree.root, width: 40, height: 20, scale: 1, background: .black, mode: .fullRedraw)
            _ = try full.render(at: t)
            XCTAssertEqual(tree.renderer.canvas.contentHash, full.canvas.contentHash, "damage versus full redraw after \(name)")
            t += 1
            XCTAssertEqual(try tree.renderer.render(at: t).layersVisited, 0, "after \(name)")
        }
        // A value set to what it already is changes nothing.
        tree.a.position = tree.a.position
        XCTAssertEqual(try tree.renderer.render(at: t + 1).layersVisited, 0)
    }

    func testFutureAnimationWakesTheRendererAtItsBeginAndEnd() throws {
        func run(_ mode: Renderer.Mode) throws -> (visited: [Int], hashes: [UInt64]) {
            let tree = try Tree(mode: mode)
            var move = BasicAnimation(keyPath: "position", from: .point(Point(x: 10, y: 10)),
                                      to: .point(Point(x: 14, y: 10)), duration: 40 * ms)
            move.beginTime = 30 * ms
            try tree.a.animations.add(.basic(move), forKey: "move")
            var visited: [Int] = [], hashes: [UInt64] = []
            for frame: Int64 in 0...10 {
                let t = frame * 10 * ms
                try tree.clock.advance(to: t)
                visited.append(try tree.renderer.render(at: t).layersVisited)
                hashes.append(tree.renderer.canvas.contentHash)
            }
            return (visited, hashes)
        }
        let damage = try run(.damage)
        // Frames at 0 (first), 10, 20 (waiting: nothing due before 30), 30…70 (running: root, a
        // and its sublayer b walked, masked looked at and skipped; the animation is removed at its
        // end, 70 ms, a change to its set), then idle again.
        XCTAssertEqual(damage.visited, [6, 0, 0, 4, 4, 4, 4, 4, 0, 0, 0])
        let full = try run(.fullRedraw)
        XCTAssertEqual(full.visited, [6, 1, 1, 4, 4, 4, 4, 4, 1, 1, 1],
                       "full redraw always walks, and stops at a clean root")
        XCTAssertEqual(damage.hashes, full.hashes)
    }

    func testTwoRenderersOfOneTreeTrackIndependently() throws {
        let tree = try Tree()
        let other = try Renderer(root: tree.root, width: 40, height: 20, scale: 2, background: .black)
        _ = try tree.renderer.render(at: 0)
        _ = try other.render(at: 0)
        tree.b.cornerRadius = 2
        XCTAssertEqual(try tree.renderer.render(at: 1).layersVisited, 4)
        XCTAssertEqual(try other.render(at: 1).layersVisited, 4, "the first renderer's walk does not hide the change")
        XCTAssertEqual(try other.render(at: 2).layersVisited, 0)
    }

    func testGoingBackInTimeRedraws() throws {
        let tree = try Tree()
        _ = try tree.renderer.render(at: 10)
        let stats = try tree.renderer.render(at: 5)
        XCTAssertEqual(stats.layersVisited, 6)
        XCTAssertEqual(stats.damagedPixels, 40 * 20)
    }
}

/// Random edits of a layer tree (moves between parents, removals, masks, hidden flags, model
/// changes, animations beginning later) against a fresh full redraw every frame: the walk that
/// skips clean subtrees and the sweep of removed layers must never miss a change.
final class RandomTreeEditTests: XCTestCase {
    func testRandomEditsMatchAFreshFullRedraw() throws {
        let seed: UInt64 = 0x7EE_ED17
        print("seed \(seed)")
        var random = SplitMix64(seed: seed)
        let clock = SimClock()
        func makeLayer() -> Layer {
            let layer = Layer(clock: clock)
            layer.bounds = Rect(x: 0, y: 0, width: random.uniform(4, 30), height: random.uniform(4, 30))
            layer.position = Point(x: random.uniform(0, 60), y: random.uniform(0, 40))
            layer.backgroundColor = Color(red: UInt8(random.int(256)), green: UInt8(random.int(256)),
                                          blue: UInt8(random.int(256)), alpha: UInt8(128 + random.int(128)))
            return layer
        }
        let root = Layer(clock: clock)
        root.bounds = Rect(x: 0, y: 0, width: 64, height: 48)
        root.position = Point(x: 32, y: 24)
        var layers = [root]
        for _ in 0..<24 {
            let layer = makeLayer()
            layers[random.int(layers.count)].addSublayer(layer)
            layers.append(layer)
        }
        func isAncestor(_ a: Layer, of b: Layer) -> Bool {
            var current: Layer? = b
            while let c = current { if c === a { return true }; current = c.superlayer }
            return false
        }
        let renderer = try Renderer(root: root, width: 64, height: 48, scale: 1, background: .white)
        for frame in 0..<80 {
            let t = Int64(frame) * 5 * ms
            try clock.advance(to: t)
            for _ in 0..<random.int(3) {
                let layer = layers[1 + random.int(layers.count - 1)]
                switch random.int(7) {
                case 0:
                    let parent = layers[random.int(layers.count)]
                    if !isAncestor(layer, of: parent) { parent.insertSublayer(layer, at: random.int(3)) }
                case 1:
                    layer.removeFromSuperlayer()
                case 2:
                    layer.isHidden.toggle()
                case 3:
                    layer.position = Point(x: random.uniform(0, 60), y: random.uniform(0, 40))
                case 4:
                    if layer.mask == nil {
                        let mask = makeLayer()
                        mask.position = Point(x: random.uniform(0, 10), y: random.uniform(0, 10))
                        layer.mask = mask
                    } else if random.chance(0.5) {
                        layer.mask?.bounds = Rect(x: 0, y: 0, width: random.uniform(2, 20), height: random.uniform(2, 20))
                    } else {
                        layer.mask = nil
                    }
                case 5:
                    var move = BasicAnimation(keyPath: "position", to: .point(Point(x: random.uniform(0, 60), y: random.uniform(0, 40))),
                                              duration: Int64(random.int(40)) * ms)
                    move.beginTime = t + Int64(random.int(60)) * ms
                    try layer.animations.add(.basic(move), forKey: "move")
                default:
                    layer.opacity = random.chance(0.5) ? 1 : random.uniform(0.2, 1)
                }
            }
            _ = try renderer.render(at: t)
            let fresh = try Renderer(root: root, width: 64, height: 48, scale: 1, background: .white, mode: .fullRedraw)
            _ = try fresh.render(at: t)
            XCTAssertEqual(renderer.canvas.contentHash, fresh.canvas.contentHash, "frame \(frame)")
        }
    }
}
