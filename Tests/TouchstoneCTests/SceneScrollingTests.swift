import Geometry
import Material
import Raster
import Scene
import TouchstoneC
import TouchstoneCHeaders
import XCTest

/// ts_scene_set_content_offset: a view of a loaded scene scrolled through the C ABI, with and
/// without the scrolled-content store.
final class SceneScrollingTests: XCTestCase {
    /// A 100 × 120-point scene whose view "list" (80 × 100 at (10, 10), opaque) holds six rows
    /// 30 points apart, the last two below its bottom edge.
    let json = """
        {"format": "touchstone.scene", "version": 1, "size": [100, 120], "scale": 1, "background": "#FFFFFF",
         "views": [{"id": "list", "kind": "view", "frame": [10, 10, 80, 100], "color": "#EEEEEE", "children": [
           {"id": "r0", "kind": "view", "frame": [5, 5, 70, 24], "color": "#C62828", "cornerRadius": 6},
           {"id": "r1", "kind": "view", "frame": [5, 35, 70, 24], "color": "#2E7D32", "cornerRadius": 6},
           {"id": "r2", "kind": "view", "frame": [5, 65, 70, 24], "color": "#1565C0", "cornerRadius": 6},
           {"id": "r3", "kind": "view", "frame": [5, 95, 70, 24], "color": "#F9A825", "cornerRadius": 6},
           {"id": "r4", "kind": "view", "frame": [5, 125, 70, 24], "color": "#6A1B9A", "cornerRadius": 6},
           {"id": "r5", "kind": "view", "frame": [5, 155, 70, 24], "color": "#00838F", "cornerRadius": 6}]}]}
        """

    func makeScene() throws -> OpaquePointer {
        var error = [CChar](repeating: 0, count: 512)
        let scene = ts_scene_create(json, 0, &error, error.count)
        XCTAssertNotNil(scene, String(cString: error))
        return try XCTUnwrap(scene)
    }

    func render(_ scene: OpaquePointer, at time: Int64) -> ts_frame_stats {
        var stats = ts_frame_stats()
        var error = [CChar](repeating: 0, count: 256)
        XCTAssertTrue(ts_scene_render(scene, time, ts_render_mode(TS_RENDER_DAMAGE), &stats, &error, error.count),
                      String(cString: error))
        return stats
    }

    func scroll(_ scene: OpaquePointer, to y: Double, caches: Bool) {
        var error = [CChar](repeating: 0, count: 256)
        XCTAssertTrue(ts_scene_set_content_offset(scene, "list", 0, y, caches, &error, error.count),
                      String(cString: error))
    }

    func testScrolledFramesThroughTheStoreEqualTheNormalRoute() throws {
        let cached = try makeScene(), plain = try makeScene()
        defer { ts_scene_destroy(cached); ts_scene_destroy(plain) }
        for (i, y) in [0.0, 12, 30, 71, 80, 45, 3].enumerated() {
            scroll(cached, to: y, caches: true)
            scroll(plain, to: y, caches: false)
            let stats = render(cached, at: Int64(i) * 8_333_333)
            _ = render(plain, at: Int64(i) * 8_333_333)
            XCTAssertEqual(ts_scene_pixels_hash(cached), ts_scene_pixels_hash(plain), "offset \(y)")
            // The list's 80 × 100 points at scale 1 are copied from the store.
            XCTAssertEqual(stats.scrolled_pixels_copied, 80 * 100, "offset \(y)")
        }
    }

    func testScrollingMovesTheContentUp() throws {
        let scene = try makeScene()
        defer { ts_scene_destroy(scene) }
        scroll(scene, to: 30, caches: true)
        _ = render(scene, at: 0)
        var pixels = ts_pixels()
        XCTAssertTrue(ts_scene_pixels(scene, &pixels))
        // Row r1 (green, content y 35…59) now lies at canvas y 10 + 35 − 30 = 15 … 39; its middle
        // pixel (50, 27) is #2E7D32, opaque.
        let offset = 27 * Int(pixels.stride) + 50 * 4
        XCTAssertEqual(Array(UnsafeBufferPointer(start: pixels.data! + offset, count: 4)), [0x2E, 0x7D, 0x32, 0xFF])
    }

    func testBadCallsAreRefusedWithAMessage() throws {
        let scene = try makeScene()
        defer { ts_scene_destroy(scene) }
        var error = [CChar](repeating: 0, count: 256)
        XCTAssertFalse(ts_scene_set_content_offset(scene, "nothing", 0, 1, true, &error, error.count))
        XCTAssertEqual(String(cString: error), "content offset: no view with id \"nothing\"")
        XCTAssertFalse(ts_scene_set_content_offset(scene, "list", .nan, 1, true, &error, error.count))
        XCTAssertEqual(String(cString: error), "content offset of \"list\": (nan, 1.0) is not finite")
        XCTAssertFalse(ts_scene_set_content_offset(nil, "list", 0, 1, true, &error, error.count))
        XCTAssertEqual(String(cString: error), "scene: NULL handle")
    }
}
