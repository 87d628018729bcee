import TouchstoneC
import TouchstoneCHeaders
import XCTest

/// Labels and titles through the C ABI: ts_label_* draws the same pixels with and without its
/// kept coverage, and ts_scene_create draws a scene's titles.
final class TextLabelABITests: XCTestCase {
    func pixels(_ width: Int, _ height: Int, _ body: (UnsafePointer<ts_pixels>) -> Void) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var description = ts_pixels(data: buffer.baseAddress, width: Int32(width), height: Int32(height),
                                        stride: width * 4)
            _ = ts_clear(&description, 0xFFFF_FFFF)
            body(&description)
        }
        return bytes
    }

    func testCachedAndUncachedDrawsAreTheSamePixels() throws {
        var error = [CChar](repeating: 0, count: 256)
        let label = try XCTUnwrap(ts_label_create("BUTTON", 14, Int32(TS_WEIGHT_MEDIUM), &error, error.count),
                                  String(cString: error))
        defer { ts_label_destroy(label) }
        XCTAssertEqual(ts_label_glyph_count(label), 6)
        let uncached = pixels(200, 60) { p in
            XCTAssertEqual(ts_label_draw(label, p, 1.3, 15.2, 3, 0x6200_EEFF, Int32(TS_LABEL_UNCACHED)), Int32(TS_OK))
        }
        for _ in 0..<3 {
            let cached = pixels(200, 60) { p in
                XCTAssertEqual(ts_label_draw(label, p, 1.3, 15.2, 3, 0x6200_EEFF, Int32(TS_LABEL_CACHED)), Int32(TS_OK))
            }
            XCTAssertEqual(cached, uncached)
        }
        // Drawn: some pixels are the text colour, premultiplied opaque.
        XCTAssertTrue(stride(from: 0, to: uncached.count, by: 4).contains { uncached[$0] == 0x62 && uncached[$0 + 2] == 0xEE })
        // Moved by whole pixels (1 point at 3×): the kept coverage moved, the same as a fresh draw.
        let moved = pixels(200, 60) { p in _ = ts_label_draw(label, p, 2.3, 16.2, 3, 0x6200_EEFF, Int32(TS_LABEL_CACHED)) }
        let fresh = pixels(200, 60) { p in _ = ts_label_draw(label, p, 2.3, 16.2, 3, 0x6200_EEFF, Int32(TS_LABEL_UNCACHED)) }
        XCTAssertEqual(moved, fresh)
    }

    func testBadArgumentsAreRefused() {
        var error = [CChar](repeating: 0, count: 256)
        XCTAssertNil(ts_label_create("x", 0.5, Int32(TS_WEIGHT_MEDIUM), &error, error.count))
        XCTAssertEqual(String(cString: error), "label: a font size from 1 to 1000 points, not 0.5")
        XCTAssertNil(ts_label_create("x", 14, 700, &error, error.count))
        XCTAssertEqual(String(cString: error), "label: unknown weight 700")
        XCTAssertNil(ts_label_create(nil, 14, Int32(TS_WEIGHT_MEDIUM), &error, error.count))
        XCTAssertEqual(String(cString: error), "label: no text (NULL)")
        let label = ts_label_create("x", 14, Int32(TS_WEIGHT_REGULAR), nil, 0)
        defer { ts_label_destroy(label) }
        _ = pixels(10, 10) { p in
            XCTAssertEqual(ts_label_draw(label, p, 0, 0, 0, 0xFF, Int32(TS_LABEL_CACHED)), Int32(TS_ERROR_ARGUMENT))
            XCTAssertEqual(ts_label_draw(label, p, 0, 0, 1, 0xFF, 7), Int32(TS_ERROR_ARGUMENT))
            XCTAssertEqual(ts_label_draw(nil, p, 0, 0, 1, 0xFF, Int32(TS_LABEL_CACHED)), Int32(TS_ERROR_ARGUMENT))
        }
    }

    /// A scene's title through ts_scene_create: the button's middle row holds the white title's
    /// pixels, which the same button without a title does not have.
    func testSceneTitlesAreDrawn() throws {
        func frame(_ title: String) throws -> (hash: UInt64, whites: Int) {
            let json = ##"{"format": "touchstone.scene", "version": 1, "size": [200, 60], "scale": 2, "background": "#FFFFFF", "views": [{"id": "b", "kind": "button", "frame": [10, 10, 180, 40], "style": "contained"\##(title)}]}"##
            var error = [CChar](repeating: 0, count: 512)
            let scene = try XCTUnwrap(ts_scene_create(json, 0, &error, error.count), String(cString: error))
            defer { ts_scene_destroy(scene) }
            var stats = ts_frame_stats()
            XCTAssertTrue(ts_scene_render(scene, 0, ts_render_mode(TS_RENDER_FULL), &stats, &error, error.count))
            var p = ts_pixels()
            XCTAssertTrue(ts_scene_pixels(scene, &p))
            var whites = 0
            let row = p.data! + 60 * p.stride
            for x in 0..<Int(p.width) where row[4 * x] == 255 && row[4 * x + 1] == 255 && row[4 * x + 2] == 255 {
                if x > 30 && x < 370 { whites += 1 }
            }
            return (ts_scene_pixels_hash(scene), whites)
        }
        let titled = try frame(#", "title": {"text": "Add to cart"}"#)
        let plain = try frame("")
        XCTAssertNotEqual(titled.hash, plain.hash)
        XCTAssertGreaterThan(titled.whites, 0)
        XCTAssertEqual(plain.whites, 0)
        XCTAssertEqual(try frame(#", "title": {"text": "Add to cart"}"#).hash, titled.hash)
    }
}
