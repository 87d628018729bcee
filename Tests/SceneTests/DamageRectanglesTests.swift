import Geometry
import Raster
import Scene
import TestSupport
import XCTest

/// Damage as a few disjoint rectangles: far-apart changes stay apart, near ones merge, the count
/// is capped, and frames stay bit-identical to a full redraw.
final class DamageRectanglesTests: XCTestCase {
    private func box(_ clock: SimClock, _ rect: Rect, _ color: Color?) -> Layer {
        let layer = Layer(clock: clock)
        layer.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        layer.position = Point(x: rect.midX, y: rect.midY)
        layer.backgroundColor = color
        return layer
    }

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
