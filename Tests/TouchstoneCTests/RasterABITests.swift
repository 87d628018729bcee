import Foundation
import TouchstoneC
import TouchstoneCHeaders
import XCTest

/// The drawing half of the C ABI (ts_canvas, ts_pixels, fills, strokes, clips, shadows, clears),
/// called through the header. Expected pixels come from hand geometry: edges placed so that each
/// pixel's covered area is a simple fraction, and the source-over formula worked by hand.
final class RasterABITests: XCTestCase {
    let nonZero = ts_fill_rule(TS_FILL_NONZERO)
    /// A byte the drawing must never write: the padding at the end of each row.
    let padding: UInt8 = 0xAB

    /// A caller's buffer: `width` × `height` pixels, rows padded by 8 bytes that hold `padding`.
    struct Buffer {
        var bytes: [UInt8]
        let width: Int, height: Int
        var stride: Int { width * 4 + 8 }

        init(width: Int, height: Int, padding: UInt8) {
            self.width = width
            self.height = height
            bytes = [UInt8](repeating: padding, count: (width * 4 + 8) * height)
        }

        /// Calls `body` with a `ts_pixels` over the bytes.
        mutating func draw(_ body: (UnsafePointer<ts_pixels>) -> Int32) -> Int32 {
            let (w, h, s) = (width, height, stride)
            return bytes.withUnsafeMutableBufferPointer { buffer in
                var pixels = ts_pixels(data: buffer.baseAddress, width: Int32(w), height: Int32(h), stride: s)
                return body(&pixels)
            }
        }

        /// (r, g, b, a) of pixel (x, y).
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = y * stride + x * 4
            return Array(bytes[i..<i + 4])
        }

        /// Every padding byte.
        var paddingBytes: [UInt8] {
            (0..<height).flatMap { y in bytes[(y * stride + width * 4)..<((y + 1) * stride)] }
        }
    }

    /// A path with the outline of `json` at `width` × `height`.
    func path(_ json: String, _ width: Double, _ height: Double) throws -> OpaquePointer {
        var error = [CChar](repeating: 0, count: 256)
        guard let shape = ts_shape_create(json, &error, error.count) else {
            XCTFail("parse failure: \(String(cString: error))"); throw CancellationError()
        }
        defer { ts_shape_destroy(shape) }
        let path = ts_path_create()!
        ts_shape_build_path(shape, width, height, path)
        return path
    }

    func testClearRespectsTheStride() {
        var buffer = Buffer(width: 3, height: 2, padding: padding)
        // 0x336699 at alpha 0x80: premultiplied round(c·128/255) = 26, 51, 77.
        XCTAssertEqual(buffer.draw { ts_clear($0, 0x3366_9980) }, Int32(TS_OK))
        for y in 0..<2 {
            for x in 0..<3 { XCTAssertEqual(buffer.pixel(x, y), [26, 51, 77, 128]) }
        }
        XCTAssertTrue(buffer.paddingBytes.allSatisfy { $0 == padding })
    }

    func testOpaqueFillHasExactAreaCoverage() throws {
        // A 5.5 × 2 rectangle at (2.25, 1): columns 2 and 7 are three quarters covered, 3–6 fully,
        // rows 1 and 2 fully.
        let rect = try path(#"{"rectangle": {"corners": {"sharp": true}}}"#, 5.5, 2)
        defer { ts_path_destroy(rect) }
        let canvas = ts_canvas_create()
        defer { ts_canvas_destroy(canvas) }
        var buffer = Buffer(width: 10, height: 4, padding: padding)
        XCTAssertEqual(buffer.draw { ts_clear($0, 0) }, Int32(TS_OK))
        var shift = ts_transform(a: 1, b: 0, c: 0, d: 1, tx: 2.25, ty: 1)
        XCTAssertEqual(buffer.draw { ts_fill_path(canvas, $0, rect, 0xFF00_00FF, nonZero, &shift) }, Int32(TS_OK))
        for y in 0..<4 {
            for x in 0..<10 {
                let expected: [UInt8]
                if y == 0 || y == 3 || x < 2 || x > 7 {
                    expected = [0, 0, 0, 0]
                } else if x == 2 || x == 7 {
                    // Coverage round(0.75 · 255) = 191; red 255 scaled by 191/255 is 191.
                    expected = [191, 0, 0, 191]
                } else {
                    expected = [255, 0, 0, 255]
                }
                XCTAssertEqual(buffer.pixel(x, y), expected, "pixel \(x), \(y)")
            }
        }
        XCTAssertTrue(buffer.paddingBytes.allSatisfy { $0 == padding })
    }

    func testHalfAlphaFillOverWhite() throws {
        let rect = try path(#"{"rectangle": {"corners": {"sharp": true}}}"#, 2, 2)
        defer { ts_path_destroy(rect) }
        let canvas = ts_canvas_create()
        defer { ts_canvas_destroy(canvas) }
        var buffer = Buffer(width: 4, height: 4, padding: padding)
        _ = buffer.draw { ts_clear($0, 0xFFFF_FFFF) }
        var shift = ts_transform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 1)
        // Blue at alpha 128: premultiplied (0, 0, 128, 128); over white each component becomes
        // s + round(255 · 127 / 255) = s + 127.
        XCTAssertEqual(buffer.draw { ts_fill_path(canvas, $0, rect, 0x0000_FF80, nonZero, &shift) }, Int32(TS_OK))
        XCTAssertEqual(buffer.pixel(1, 1), [127, 127, 255, 255])
        XCTAssertEqual(buffer.pixel(2, 2), [127, 127, 255, 255])
        XCTAssertEqual(buffer.pixel(0, 0), [255, 255, 255, 255])
        XCTAssertEqual(buffer.pixel(3, 2), [255, 255, 255, 255])
        // A NULL transform is the identity: the same square at the origin.
        XCTAssertEqual(buffer.draw { ts_fill_path(canvas, $0, rect, 0x0000_FF80, nonZero, nil) }, Int32(TS_OK))
        XCTAssertEqual(buffer.pixel(0, 0), [127, 127, 255, 255])
        // The overlap was drawn twice: red and green 0 + round(127 · 127 / 255) = 63, blue
        // 128 + round(255 · 127 / 255) = 255.
        XCTAssertEqual(buffer.pixel(1, 1), [63, 63, 255, 255])
    }

    func testStrokeCoversTheBandAroundThePath() throws {
        // The square 1…9, stroked 2 wide with miter joins: the band 0…2 and 8…10 on every side.
        let square = try path(#"{"rectangle": {"corners": {"sharp": true}}}"#, 8, 8)
        defer { ts_path_destroy(square) }
        let canvas = ts_canvas_create()
        defer { ts_canvas_destroy(canvas) }
        var buffer = Buffer(width: 12, height: 12, padding: padding)
        _ = buffer.draw { ts_clear($0, 0) }
        var shift = ts_transform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 1)
        var style = ts_stroke_style(width: 2, join: Int32(TS_JOIN_MITER), cap: Int32(TS_CAP_BUTT), miter_limit: 10)
        XCTAssertEqual(buffer.draw { ts_stroke_path(canvas, $0, square, 0x0000_00FF, &style, &shift) }, Int32(TS_OK))
        for y in 0..<12 {
            for x in 0..<12 {
                let inBand = (x < 10 && y < 10) && (x < 2 || x >= 8 || y < 2 || y >= 8)
                XCTAssertEqual(buffer.pixel(x, y), inBand ? [0, 0, 0, 255] : [0, 0, 0, 0], "pixel \(x), \(y)")
            }
        }
        // Unknown joins and caps are refused; a zero width draws nothing.
        style.join = 7
        XCTAssertEqual(buffer.draw { ts_stroke_path(canvas, $0, square, 0xFF, &style, nil) }, Int32(TS_ERROR_ARGUMENT))
        style.join = Int32(TS_JOIN_ROUND)
        style.cap = -1
        XCTAssertEqual(buffer.draw { ts_stroke_path(canvas, $0, square, 0xFF, &style, nil) }, Int32(TS_ERROR_ARGUMENT))
        style.cap = Int32(TS_CAP_SQUARE)
        style.width = 0
        let before = buffer.bytes
        XCTAssertEqual(buffer.draw { ts_stroke_path(canvas, $0, square, 0xFF, &style, nil) }, Int32(TS_OK))
        XCTAssertEqual(buffer.bytes, before)
        XCTAssertEqual(buffer.draw { ts_stroke_path(canvas, $0, square, 0xFF, nil, nil) }, Int32(TS_ERROR_ARGUMENT))
    }

    func testClippedFillMultipliesCoverages() throws {
        // A 7 × 4 rectangle clipped to a 5.5 × 4 one, both from (0.25, 0) after their transforms
        // (the clip's path is a 2.75-wide rectangle scaled by 2 in x): the fill covers columns
        // 1–6 fully, the clip ends at 5.75, so column 5 is three quarters clipped in
        // (round(0.75 · 255) = 191) and the product there is round(255 · 191 / 255) = 191;
        // column 6 is outside the clip.
        let fill = try path(#"{"rectangle": {"corners": {"sharp": true}}}"#, 7, 4)
        let clip = try path(#"{"rectangle": {"corners": {"sharp": true}}}"#, 2.75, 4)
        defer { ts_path_destroy(fill); ts_path_destroy(clip) }
        let canvas = ts_canvas_create()
        defer { ts_canvas_destroy(canvas) }
        var buffer = Buffer(width: 8, height: 4, padding: padding)
        _ = buffer.draw { ts_clear($0, 0) }
        var shift = ts_transform(a: 1, b: 0, c: 0, d: 1, tx: 0.25, ty: 0)
        var stretch = ts_transform(a: 2, b: 0, c: 0, d: 1, tx: 0.25, ty: 0)
        XCTAssertEqual(buffer.draw {
            ts_fill_path_clipped(canvas, $0, fill, 0x0000_00FF, nonZero, &shift, clip, nonZero, &stretch)
        }, Int32(TS_OK))
        for y in 0..<4 {
            // Column 0: both cover three quarters (191); the product is round(191 · 191 / 255) = 143.
            XCTAssertEqual(buffer.pixel(0, y), [0, 0, 0, 143], "row \(y)")
            for x in 1...4 { XCTAssertEqual(buffer.pixel(x, y), [0, 0, 0, 255], "pixel \(x), \(y)") }
            XCTAssertEqual(buffer.pixel(5, y), [0, 0, 0, 191], "row \(y)")
            XCTAssertEqual(buffer.pixel(6, y), [0, 0, 0, 0])
            XCTAssertEqual(buffer.pixel(7, y), [0, 0, 0, 0])
        }
        // A NULL clip clips everything away.
        let before = buffer.bytes
        XCTAssertEqual(buffer.draw { ts_fill_path_clipped(canvas, $0, fill, 0xFF, nonZero, nil, nil, nonZero, nil) },
                       Int32(TS_OK))
        XCTAssertEqual(buffer.bytes, before)
    }

    func testElevationShadowsBelowARectangle() {
        // A 40 × 20 rectangle at (20, 20) on white, elevation 12: the key shadow has σ =
        // (0.666920·12 − 0.001648)/2 and is moved down by 1.23118·12 − 0.03933; the ambient one has
        // σ = (0.889544·12 − 0.003701)/2 and no offset (MDCShadowMetrics).
        let canvas = ts_canvas_create()
        defer { ts_canvas_destroy(canvas) }
        var buffer = Buffer(width: 80, height: 80, padding: padding)
        _ = buffer.draw { ts_clear($0, 0xFFFF_FFFF) }
        var shape = ts_analytic_shape(kind: Int32(TS_ANALYTIC_RECT), min_x: 20, min_y: 20, max_x: 60, max_y: 40, radius: 0)
        XCTAssertEqual(buffer.draw { ts_draw_elevation_shadows(canvas, $0, &shape, 12, 0x0000_00FF, nil) }, Int32(TS_OK))
        let keySigma = (0.666_920 * 12 - 0.001_648) / 2, keyOffset = 1.231_18 * 12 - 0.039_33
        let ambientSigma = (0.889_544 * 12 - 0.003_701) / 2
        func phi(_ t: Double) -> Double { 0.5 * erfc(-t / 2.squareRoot()) }
        // Fraction of a blurred interval [lo, hi] at u (one axis; the pixel's centre sample, which
        // differs from its average by < 0.0101/σ² ≈ 0.0006 here).
        func profile(_ u: Double, _ lo: Double, _ hi: Double, _ sigma: Double) -> Double {
            phi((hi - u) / sigma) - phi((lo - u) / sigma)
        }
        // Pixel (40, y) below the rectangle: the key shadow's edge is at 40 + keyOffset.
        for y in [41, 45, 50, 54, 58, 62] {
            let v = Double(y) + 0.5
            let key = profile(40.5, 20, 60, keySigma) * profile(v, 20 + keyOffset, 40 + keyOffset, keySigma)
            let ambient = profile(40.5, 20, 60, ambientSigma) * profile(v, 20, 40, ambientSigma)
            // Black at opacity 0.26 (alpha 66) then 0.08 (alpha 20) over white, with the masks as
            // coverage: white · (1 − 66/255·key) · (1 − 20/255·ambient).
            let expected = 255 * (1 - 66.0 / 255 * key) * (1 - 20.0 / 255 * ambient)
            let pixel = buffer.pixel(40, y)
            XCTAssertEqual(pixel[3], 255)
            XCTAssertEqual(Double(pixel[0]), expected, accuracy: 2, "row \(y)")
            XCTAssertEqual(pixel[0], pixel[1])
            XCTAssertEqual(pixel[0], pixel[2])
        }
        // The interior is masked off (MDC's shadowMaskEnabled): untouched, though the key shadow's
        // blur reaches it fully.
        XCTAssertEqual(buffer.pixel(40, 38), [255, 255, 255, 255])
        XCTAssertEqual(buffer.pixel(21, 21), [255, 255, 255, 255])
        // Far beyond every reach: untouched.
        XCTAssertEqual(buffer.pixel(2, 2), [255, 255, 255, 255])
        XCTAssertTrue(buffer.paddingBytes.allSatisfy { $0 == padding })
    }

    func testBadArgumentsAreRefused() throws {
        let rect = try path(#"{"rectangle": {"corners": {"sharp": true}}}"#, 2, 2)
        defer { ts_path_destroy(rect) }
        let canvas = ts_canvas_create()
        defer { ts_canvas_destroy(canvas) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let error = Int32(TS_ERROR_ARGUMENT)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var pixels = ts_pixels(data: buffer.baseAddress, width: 4, height: 4, stride: 16)
            XCTAssertEqual(ts_fill_path(nil, &pixels, rect, 0xFF, nonZero, nil), error, "no canvas")
            XCTAssertEqual(ts_fill_path(canvas, nil, rect, 0xFF, nonZero, nil), error, "no pixels")
            XCTAssertEqual(ts_fill_path(canvas, &pixels, nil, 0xFF, nonZero, nil), Int32(TS_OK), "NULL path is empty")
            pixels.stride = 15
            XCTAssertEqual(ts_fill_path(canvas, &pixels, rect, 0xFF, nonZero, nil), error, "stride below 4·width")
            XCTAssertEqual(ts_clear(&pixels, 0xFF), error)
            pixels.stride = 16
            pixels.width = -1
            XCTAssertEqual(ts_clear(&pixels, 0xFF), error, "negative width")
            pixels.width = 20_000
            pixels.stride = 80_000
            XCTAssertEqual(ts_clear(&pixels, 0xFF), error, "beyond the size limit")
            pixels.width = 4
            pixels.stride = 16
            pixels.data = nil
            XCTAssertEqual(ts_clear(&pixels, 0xFF), error, "NULL data with pixels")
            pixels.height = 0
            XCTAssertEqual(ts_clear(&pixels, 0xFF), Int32(TS_OK), "no pixels, nothing to write")
            pixels = ts_pixels(data: buffer.baseAddress, width: 4, height: 4, stride: 16)
            var shape = ts_analytic_shape(kind: Int32(TS_ANALYTIC_NONE), min_x: 0, min_y: 0, max_x: 2, max_y: 2, radius: 0)
            XCTAssertEqual(ts_draw_elevation_shadows(canvas, &pixels, &shape, 2, 0xFF, nil), error, "no closed form")
            shape.kind = Int32(TS_ANALYTIC_ROUNDED_RECT)
            shape.radius = -1
            XCTAssertEqual(ts_draw_elevation_shadows(canvas, &pixels, &shape, 2, 0xFF, nil), error, "negative radius")
            shape.radius = 1
            shape.max_x = -3
            XCTAssertEqual(ts_draw_elevation_shadows(canvas, &pixels, &shape, 2, 0xFF, nil), error, "min > max")
            shape.max_x = 2
            XCTAssertEqual(ts_draw_elevation_shadows(canvas, &pixels, &shape, .nan, 0xFF, nil), error, "NaN elevation")
            XCTAssertEqual(ts_draw_elevation_shadows(canvas, &pixels, nil, 2, 0xFF, nil), error, "no shape")
            var infinite = ts_transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            XCTAssertEqual(ts_draw_elevation_shadows(canvas, &pixels, &shape, 2, 0xFF, &infinite), error,
                           "non-finite transform")
        }
        XCTAssertTrue(bytes.allSatisfy { $0 == 0 }, "nothing was drawn by a refused call")
        ts_canvas_destroy(nil)
    }
}
