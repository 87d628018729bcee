import Geometry
import Raster
import Scene
import SeededRandom
import XCTest

/// Damage as a few disjoint rectangles: far-apart changes stay apart, near ones merge, the count
/// is capped, and frames stay bit-identical to a full redraw.
final class DamageRectanglesTests: XCTestCase {
    private let red = Color(red: 255, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 255)

    /// A full redraw of `root` at `time`, for comparison.
    private func fullHash(_ root: Layer, width: Int, height: Int, at time: Int64) throws -> UInt64 {
        let full = try Renderer(root: root, width: width, height: height, scale: 1, background: .white, mode: .fullRedraw)
        _ = try full.render(at: time)
        return full.canvas.contentHash
    }

    func testFarApartChangesRedrawTwoSmallRectangles() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 100, height: 60), nil)
        let a = box(clock, Rect(x: 2, y: 2, width: 4, height: 4), red)
        let b = box(clock, Rect(x: 90, y: 50, width: 4, height: 4), red)
        root.addSublayer(a)
        root.addSublayer(b)
        let renderer = try Renderer(root: root, width: 100, height: 60, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        a.backgroundColor = blue
        b.backgroundColor = blue
        let stats = try renderer.render(at: 1)
        // Each layer's pixels (2…6, 2…6) and (90…94, 50…54), grown by a pixel.
        XCTAssertEqual(Set(stats.damageRects), [PixelRect(x: 1, y: 1, width: 6, height: 6),
                                                PixelRect(x: 89, y: 49, width: 6, height: 6)])
        XCTAssertEqual(stats.damagedPixels, 72)
        XCTAssertEqual(stats.damageRect, PixelRect(x: 1, y: 1, width: 94, height: 54))
        XCTAssertEqual(renderer.canvas.contentHash, try fullHash(root, width: 100, height: 60, at: 1))
    }

    func testTouchingOrNearbyChangesMerge() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 40, height: 20), nil)
        let a = box(clock, Rect(x: 2, y: 2, width: 4, height: 4), red)
        let b = box(clock, Rect(x: 7, y: 2, width: 4, height: 4), red)
        root.addSublayer(a)
        root.addSublayer(b)
        let renderer = try Renderer(root: root, width: 40, height: 20, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        a.backgroundColor = blue
        b.backgroundColor = blue
        // (1, 1, 6, 6) and (6, 1, 6, 6) overlap in column 6: one rectangle.
        XCTAssertEqual(try renderer.render(at: 1).damageRects, [PixelRect(x: 1, y: 1, width: 11, height: 6)])
        // A move damages where the layer was and where it is; 3 points apart, the two 6×6
        // rectangles (1…7 and 4…10 in x) overlap and merge.
        a.position = Point(x: 7, y: 4)
        XCTAssertEqual(try renderer.render(at: 2).damageRects, [PixelRect(x: 1, y: 1, width: 9, height: 6)])
    }

    func testRectangleCountIsCappedAndFramesMatchFullRedraw() throws {
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 200, height: 200), nil)
        var leaves: [Layer] = []
        for i in 0..<12 {
            let leaf = box(clock, Rect(x: Double(i % 4) * 60 + 3, y: Double(i / 4) * 70 + 3, width: 5, height: 5), red)
            root.addSublayer(leaf)
            leaves.append(leaf)
        }
        let renderer = try Renderer(root: root, width: 200, height: 200, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        leaves.forEach { $0.backgroundColor = blue }
        let stats = try renderer.render(at: 1)
        XCTAssertLessThanOrEqual(stats.damageRects.count, 8)
        assertDisjoint(stats.damageRects)
        XCTAssertEqual(renderer.canvas.contentHash, try fullHash(root, width: 200, height: 200, at: 1))
    }

    func testRandomChangesMatchFullRedraw() throws {
        var random = SplitMix64(seed: 0x5EED_DA4A)
        print("seed 0x5EED_DA4A")
        let clock = SimClock()
        let root = box(clock, Rect(x: 0, y: 0, width: 160, height: 120), nil)
        var leaves: [Layer] = []
        for _ in 0..<20 {
            let leaf = box(clock, Rect(x: random.uniform(0, 150), y: random.uniform(0, 110),
                                       width: random.uniform(1, 30), height: random.uniform(1, 30)),
                           Color(red: UInt8(random.int(256)), green: 0, blue: 200, alpha: 200))
            leaf.cornerRadius = random.uniform(0, 4)
            root.addSublayer(leaf)
            leaves.append(leaf)
        }
        let renderer = try Renderer(root: root, width: 160, height: 120, scale: 1, background: .white)
        _ = try renderer.render(at: 0)
        for frame in 1...40 {
            for _ in 0..<1 + random.int(3) {
                let leaf = leaves[random.int(leaves.count)]
                leaf.position = Point(x: random.uniform(0, 160), y: random.uniform(0, 120))
            }
            let stats = try renderer.render(at: Int64(frame))
            assertDisjoint(stats.damageRects)
            XCTAssertEqual(renderer.canvas.contentHash, try fullHash(root, width: 160, height: 120, at: Int64(frame)),
                           "frame \(frame)")
        }
    }

    private func assertDisjoint(_ rects: [PixelRect], file: StaticString = #filePath, line: UInt = #line) {
        for (i, a) in rects.enumerated() {
            XCTAssertFalse(a.isEmpty, file: file, line: line)
            for b in rects[(i + 1)...] {
                XCTAssertTrue(a.intersection(b).isEmpty, "\(a) overlaps \(b)", file: file, line: line)
            }
        }
    }
}

/// Offscreen canvases (group opacity, masks) are kept between frames and reused: no allocation
/// after the first frame, and frames identical to a full redraw with fresh canvases.
final class OffscreenReuseTests: XCTestCase {
    /// A translucent group holding a masked layer (two nested offscreen levels), and a second
    /// group elsewhere, each animated.
    private func scene(_ clock: SimClock) throws -> Layer {
        let root = box(clock, Rect(x: 0, y: 0, width: 80, height: 40), .white)
        let group = box(clock, Rect(x: 4, y: 4, width: 32, height: 32), nil)
        group.opacity = 0.6
        group.addSublayer(box(clock, Rect(x: 0, y: 0, width: 20, height: 20), Color(red: 255, green: 0, blue: 0)))
        let masked = box(clock, Rect(x: 8, y: 8, width: 20, height: 20), Color(red: 0, green: 0, blue: 255))
        let mask = box(clock, Rect(x: 0, y: 0, width: 20, height: 20), .black)
        mask.cornerRadius = 10
        masked.mask = mask
        group.addSublayer(masked)
        root.addSublayer(group)
        let other = box(clock, Rect(x: 44, y: 4, width: 32, height: 32), nil)
        other.opacity = 0.5
        other.addSublayer(box(clock, Rect(x: 4, y: 4, width: 20, height: 20), Color(red: 0, green: 160, blue: 0)))
        other.addSublayer(box(clock, Rect(x: 10, y: 10, width: 20, height: 20), Color(red: 0, green: 0, blue: 0)))
        root.addSublayer(other)
        try group.animations.add(.basic(BasicAnimation(keyPath: "opacity", from: .double(0.2), to: .double(0.9),
                                                       duration: 50 * ms)))
        try mask.animations.add(.basic(BasicAnimation(keyPath: "cornerRadius", from: .double(0), to: .double(10),
                                                      duration: 40 * ms)))
        try other.animations.add(.basic(BasicAnimation(keyPath: "position", from: .point(Point(x: 60, y: 20)),
                                                       to: .point(Point(x: 56, y: 24)), duration: 60 * ms)))
        return root
    }

    func testNoAllocationAfterTheFirstFrameAndIdenticalFrames() throws {
        let clock = SimClock()
        let root = try scene(clock)
        let renderer = try Renderer(root: root, width: 160, height: 80, scale: 2, background: .white)
        let fullClock = SimClock()
        let fullRoot = try scene(fullClock)
        var allocations: [Int] = []
        for frame: Int64 in 0...10 {
            let t = frame * 8 * ms
            try clock.advance(to: t)
            try fullClock.advance(to: t)
            allocations.append(try renderer.render(at: t).offscreenAllocations)
            // A new renderer each frame: fresh offscreen canvases, full redraw.
            let fresh = try Renderer(root: fullRoot, width: 160, height: 80, scale: 2, background: .white, mode: .fullRedraw)
            _ = try fresh.render(at: t)
            XCTAssertEqual(renderer.canvas.contentHash, fresh.canvas.contentHash, "frame \(frame)")
        }
        // Frame 0 nests a group and a masked layer in it: two levels. (The mask's coverage is
        // found before the masked layer's offscreen is taken, so a mask drawn into an offscreen
        // would reuse that level; this one, an opaque rounded background, is rasterized straight
        // into coverage.)
        XCTAssertEqual(allocations, [2] + Array(repeating: 0, count: 10))
    }
}
