import Geometry
import Raster
import Scene
import XCTest

/// The renderer's O(1) check for frames in which nothing changed: no layer visited and nothing
/// drawn while the tree is untouched and no animation is due, and a full walk as soon as anything
/// anywhere in the tree (deep sublayers, masks, animation sets) changes or an animation is due.
final class UnchangedFrameTests: XCTestCase {
    private func box(_ clock: SimClock, _ rect: Rect, _ color: Color?) -> Layer {
        let layer = Layer(clock: clock)
        layer.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        layer.position = Point(x: rect.midX, y: rect.midY)
        layer.backgroundColor = color
        return layer
    }

    /// root → a → b (three levels), plus a masked layer whose mask has a sublayer.
    private struct Tree {
        let clock = SimClock()
        let root: Layer, a: Layer, b: Layer, masked: Layer, mask: Layer, maskChild: Layer
        let renderer: Renderer

        init(mode: Renderer.Mode = .damage) throws {
            func box(_ clock: SimClock, _ rect: Rect, _ color: Color?) -> Layer {
                let layer = Layer(clock: clock)
                layer.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
                layer.position = Point(x: rect.midX, y: rect.midY)
                layer.backgroundColor = color
                return layer
            }
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
        let changes: [(String, () -> Void)] = [
            ("deep sublayer", { tree.b.backgroundColor = .white }),
            ("mask", { tree.mask.bounds = Rect(x: 0, y: 0, width: 10, height: 16) }),
            ("mask's sublayer", { tree.maskChild.opacity = 0.5 }),
            ("tree", { tree.b.removeFromSuperlayer() }),
            ("reinsertion", { tree.a.addSublayer(tree.b) }),
            ("animation added deep", {
                try? tree.b.animations.add(.basic(BasicAnimation(keyPath: "opacity", to: .double(0), duration: 0)))
            }),
        ]
        for (name, change) in changes {
            change()
            t += 1
            let stats = try tree.renderer.render(at: t)
            XCTAssertEqual(stats.layersVisited, 6 - (name == "tree" ? 1 : 0), name)
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
        // Frames at 0 (first), 10, 20 (waiting: nothing due before 30), 30…70 (running; the
        // animation is removed at its end, 70 ms, a change to its set), then idle again.
        XCTAssertEqual(damage.visited, [6, 0, 0, 6, 6, 6, 6, 6, 0, 0, 0])
        let full = try run(.fullRedraw)
        XCTAssertEqual(full.visited, Array(repeating: 6, count: 11), "full redraw always walks")
        XCTAssertEqual(damage.hashes, full.hashes)
    }

    func testTwoRenderersOfOneTreeTrackIndependently() throws {
        let tree = try Tree()
        let other = try Renderer(root: tree.root, width: 40, height: 20, scale: 2, background: .black)
        _ = try tree.renderer.render(at: 0)
        _ = try other.render(at: 0)
        tree.b.cornerRadius = 2
        XCTAssertEqual(try tree.renderer.render(at: 1).layersVisited, 6)
        XCTAssertEqual(try other.render(at: 1).layersVisited, 6, "the first renderer's walk does not hide the change")
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
