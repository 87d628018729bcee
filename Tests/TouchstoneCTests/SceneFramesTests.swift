import Foundation
import Geometry
import Material
import Raster
import Scene
import TouchstoneC
import TouchstoneCHeaders
import XCTest

/// The scene-frame part of the C ABI (ts_scene_*, ts_trace_*), called through the header.
final class SceneFramesTests: XCTestCase {
    let damage = ts_render_mode(TS_RENDER_DAMAGE), full = ts_render_mode(TS_RENDER_FULL)
    let began = Int32(TS_TOUCH_BEGAN), ended = Int32(TS_TOUCH_ENDED)
    /// One frame at 120 fps: floor(1e9 / 120) ns, as Scene's FrameRate counts frame times.
    let frame: Int64 = 8_333_333

    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Traces")

    func text(_ name: String) throws -> String {
        try String(contentsOf: Self.traces.appendingPathComponent(name), encoding: .utf8)
    }

    func makeScene(scale: Double = 0, file: StaticString = #filePath, line: UInt = #line) throws -> OpaquePointer {
        var error = [CChar](repeating: 0, count: 512)
        guard let scene = ts_scene_create(try text("gallery.scene.json"), scale, &error, error.count) else {
            let failure = ABICallFailure(description: "ts_scene_create: the gallery did not load: \(String(cString: error))")
            XCTFail(failure.description, file: file, line: line)
            throw failure
        }
        return scene
    }

    @discardableResult
    func render(_ scene: OpaquePointer, at time: Int64, _ mode: ts_render_mode,
                file: StaticString = #filePath, line: UInt = #line) -> ts_frame_stats {
        var stats = ts_frame_stats()
        var error = [CChar](repeating: 0, count: 256)
        XCTAssertTrue(ts_scene_render(scene, time, mode, &stats, &error, error.count), String(cString: error),
                      file: file, line: line)
        return stats
    }

    func send(_ scene: OpaquePointer, _ id: Int64, _ phase: Int32, _ x: Double, _ y: Double, at time: Int64,
              file: StaticString = #filePath, line: UInt = #line) {
        var error = [CChar](repeating: 0, count: 256)
        XCTAssertTrue(ts_scene_send_touch(scene, id, phase, x, y, time, &error, error.count), String(cString: error),
                      file: file, line: line)
    }

    /// The same scene, touches and frame times through the ABI and through the Swift API (loader
    /// with the Material factory, renderer, dispatcher): the same hash every frame, in both modes.
    func testFramesMatchTheSwiftRenderer() throws {
        // Small and short: debug builds render slowly.
        let scene = try makeScene(scale: 1.5)
        defer { ts_scene_destroy(scene) }
        var loader = SceneLoader(factory: MaterialViewFactory())
        loader.scaleOverride = 1.5
        let swiftScene = try loader.load(text: try text("gallery.scene.json"), source: "gallery")
        let renderer = try swiftScene.makeRenderer(mode: .damage)
        let dispatcher = TouchDispatcher(root: swiftScene.root, clock: swiftScene.clock)

        var hashes: Set<UInt64> = []
        for index in Int64(0)...4 {
            let time = index * frame
            if index == 1 {
                // On the card (16…396 × 88…228) and the button (16…156 × 16…56).
                send(scene, 0, began, 120, 130, at: time)
                send(scene, 1, began, 50, 30, at: time)
                try swiftScene.clock.advance(to: time)
                try dispatcher.send(id: 0, phase: .began, location: Point(x: 120, y: 130))
                try dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 30))
            }
            // Frame 3 redrawn in full through the ABI: the same pixels as Swift's damage frame.
            render(scene, at: time, index == 3 ? full : damage)
            try swiftScene.clock.advance(to: time)
            swiftScene.root.layoutIfNeeded()
            _ = try renderer.render(at: time)
            XCTAssertEqual(ts_scene_pixels_hash(scene), renderer.canvas.contentHash, "frame \(index)")
            hashes.insert(renderer.canvas.contentHash)
        }
        XCTAssertGreaterThanOrEqual(hashes.count, 4, "frames 2…4 differ from each other and from the first")
    }

    /// A touch-down starts a ripple: frames during its 225 ms touch-down animation redraw pixels
    /// (damage mode), none once the clock has settled; the full mode redraws the whole canvas.
    func testRippleDamagesPixelsUntilItSettles() throws {
        let scene = try makeScene()
        defer { ts_scene_destroy(scene) }
        let first = render(scene, at: 0, damage)
        XCTAssertEqual(first.dirty_pixels, 412 * 732, "the first frame draws everything")
        XCTAssertTrue(ts_scene_is_settled(scene))
        XCTAssertEqual(render(scene, at: frame, damage).dirty_pixels, 0, "nothing changed")

        send(scene, 0, began, 120, 130, at: frame)
        XCTAssertFalse(ts_scene_is_settled(scene))
        for index in Int64(2)...8 {   // up to 67 ms, inside the 225 ms touch-down animation
            let stats = render(scene, at: index * frame, damage)
            XCTAssertGreaterThan(stats.dirty_pixels, 0, "frame \(index)")
            XCTAssertLessThan(stats.dirty_pixels, 412 * 732, "frame \(index): only the card's region")
            XCTAssertGreaterThan(stats.layers_visited, 0)
            XCTAssertEqual(stats.time_ns, index * frame)
        }
        send(scene, 0, ended, 120, 130, at: 9 * frame)
        var index: Int64 = 10
        while !ts_scene_is_settled(scene) && index < 240 {
            render(scene, at: index * frame, damage)
            index += 5   // every fifth frame: the test needs only the settling, not each step
        }
        XCTAssertTrue(ts_scene_is_settled(scene), "the ripple ends within two seconds")
        render(scene, at: index * frame, damage)
        let settled = ts_scene_pixels_hash(scene)
        for later in index + 1...index + 3 {
            let stats = render(scene, at: later * frame, damage)
            XCTAssertEqual(stats.dirty_pixels, 0)
            XCTAssertEqual(stats.layers_visited, 0, "an unchanged frame walks nothing")
        }
        let redraw = render(scene, at: (index + 4) * frame, full)
        XCTAssertEqual(redraw.dirty_pixels, 412 * 732)
        XCTAssertEqual(ts_scene_pixels_hash(scene), settled, "a full redraw gives the same pixels")
    }

    /// The pixel buffer: the scene's size times the scale, and the background (#FAFAFA, opaque)
    /// where no view or shadow reaches.
    func testPixelsAreTheCanvas() throws {
        let scene = try makeScene(scale: 1.5)
        defer { ts_scene_destroy(scene) }
        render(scene, at: 0, damage)
        var pixels = ts_pixels()
        XCTAssertTrue(ts_scene_pixels(scene, &pixels))
        XCTAssertEqual(pixels.width, 618)    // 412 × 1.5
        XCTAssertEqual(pixels.height, 1098)  // 732 × 1.5
        XCTAssertEqual(pixels.stride, 618 * 4)
        let bytes = try XCTUnwrap(pixels.data)
        // Scene point (1, 300): left of every view (they start at x = 16) and between the shaped
        // views' rows; pixel (1, 450) at scale 1.5.
        let offset = 450 * pixels.stride + 1 * 4
        XCTAssertEqual([bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]], [0xFA, 0xFA, 0xFA, 0xFF])
        // The hash (``Canvas/contentHash``'s definition) recomputed independently: little-endian
        // words of the bytes, word i into lane i mod 4, then the size and the four lanes folded.
        let m: UInt64 = 0x9E37_79B9_7F4A_7C15
        func step(_ s: UInt64, _ w: UInt64) -> UInt64 {
            let t = (s ^ w) &* m
            return t ^ (t >> 32)
        }
        let all = Array(UnsafeBufferPointer(start: UnsafePointer(bytes), count: pixels.stride * Int(pixels.height)))
        var lanes: [UInt64] = (0..<4).map { 0xCBF2_9CE4_8422_2325 &+ UInt64($0) &* m }
        for word in 0..<(all.count + 7) / 8 {
            var value: UInt64 = 0
            for n in 0..<8 where word * 8 + n < all.count { value |= UInt64(all[word * 8 + n]) << (8 * UInt64(n)) }
            lanes[word % 4] = step(lanes[word % 4], value)
        }
        var hash = step(0xCBF2_9CE4_8422_2325, 618 + 1098 << 32)
        for lane in lanes { hash = step(hash, lane) }
        XCTAssertEqual(ts_scene_pixels_hash(scene), hash)
        XCTAssertFalse(ts_scene_pixels(nil, &pixels))
    }

    /// Bad input is an error with a message, never a crash.
    func testErrors() throws {
        var error = [CChar](repeating: 0, count: 512)
        XCTAssertNil(ts_scene_create("{\"format\": \"touchstone.scene\"", 0, &error, error.count))
        XCTAssertTrue(String(cString: error).contains("line"), String(cString: error))
        XCTAssertNil(ts_scene_create(try text("gallery.scene.json"), -2, &error, error.count))
        // The scale given in place of the file's is named as the override (SceneScaleOverrideError).
        XCTAssertTrue(String(cString: error).contains("the scale override -2"), String(cString: error))
        XCTAssertNil(ts_scene_create(try text("gallery.scene.json"), .nan, &error, error.count))
        XCTAssertNil(ts_scene_create(try text("gallery.scene.json"), 100, &error, error.count),
                     "41 200 × 73 200 pixels is past the canvas limits")
        XCTAssertTrue(String(cString: error).contains("canvas"), String(cString: error))

        let scene = try makeScene()
        defer { ts_scene_destroy(scene) }
        render(scene, at: 10 * frame, damage)
        XCTAssertFalse(ts_scene_render(scene, frame, damage, nil, &error, error.count), "time went backwards")
        XCTAssertFalse(ts_scene_render(scene, 11 * frame, 7, nil, &error, error.count))
        XCTAssertTrue(String(cString: error).contains("mode 7"), String(cString: error))
        XCTAssertFalse(ts_scene_send_touch(scene, 0, 9, 10, 10, 11 * frame, &error, error.count))
        XCTAssertTrue(String(cString: error).contains("phase 9"), String(cString: error))
        XCTAssertFalse(ts_scene_send_touch(scene, 0, ended, 10, 10, 11 * frame, &error, error.count),
                       "a touch that ends before it begins")
        XCTAssertFalse(ts_scene_send_touch(scene, 0, began, .infinity, 10, 11 * frame, &error, error.count))
        XCTAssertFalse(ts_scene_send_touch(scene, 0, began, 10, 10, frame, &error, error.count), "in the past")
        XCTAssertFalse(ts_scene_render(nil, 0, damage, nil, nil, 0))
        XCTAssertEqual(ts_scene_now(scene), 11 * frame)

        XCTAssertNil(ts_trace_create("{\"format\": \"touchstone.trace\", \"version\": 1}", &error, error.count))
        XCTAssertTrue(String(cString: error).contains("scene"), String(cString: error))
    }

    /// ts_replay (Replay's Replayer) and the same loop driven through ts_scene_*: the rule of
    /// docs/replay.md (events at their exact times, frames at k·1e9/fps) with the replayer's
    /// stop (settled, then one frame more) gives the same frames and the same last frame.
    func testReplayMatchesTheSceneLoop() throws {
        var error = [CChar](repeating: 0, count: 512)
        var result = ts_replay_result()
        let path = Self.traces.appendingPathComponent("tap-card.trace.json").path
        XCTAssertTrue(ts_replay(path, 0, &result, &error, error.count), String(cString: error))

        let trace = try XCTUnwrap(ts_trace_create(try text("tap-card.trace.json"), &error, error.count))
        defer { ts_trace_destroy(trace) }
        let scene = try makeScene()
        defer { ts_scene_destroy(scene) }
        var next = 0, frames: Int64 = 0, settled = false
        var event = ts_touch_event()
        while frames < 1200 {
            let time = frames * 1_000_000_000 / 120
            while next < ts_trace_event_count(trace), ts_trace_event(trace, next, &event), event.time_ns <= time {
                send(scene, event.id, event.phase, event.x, event.y, at: event.time_ns)
                next += 1
            }
            render(scene, at: time, damage)
            frames += 1
            if settled { break }
            settled = next == ts_trace_event_count(trace) && ts_scene_is_settled(scene)
        }
        XCTAssertEqual(result.frames, frames)
        XCTAssertEqual(result.final_hash, ts_scene_pixels_hash(scene))
        XCTAssertGreaterThan(result.settled_at_ns, 50_000_000, "after the touch-up at 0.05 s")
        XCTAssertGreaterThan(result.dirty_pixels, 412 * 732, "the first frame, then the ripple")

        XCTAssertFalse(ts_replay("/nonexistent/x.trace.json", 0, &result, &error, error.count))
        XCTAssertTrue(String(cString: error).contains("/nonexistent/x.trace.json"), String(cString: error))
        XCTAssertFalse(ts_replay(path, -1, &result, &error, error.count))
    }

    /// A bundled trace through ts_trace_*: the events as the file spells them.
    func testTraceEvents() throws {
        var error = [CChar](repeating: 0, count: 512)
        let trace = try XCTUnwrap(ts_trace_create(try text("two-fingers.trace.json"), &error, error.count),
                                  String(cString: error))
        defer { ts_trace_destroy(trace) }
        XCTAssertEqual(ts_trace_frame_rate(trace), 120)
        XCTAssertEqual(ts_trace_event_count(trace), 4)
        var event = ts_touch_event()
        // {"t": 0.05, "id": 1, "phase": "began", "x": 206.0, "y": 158.0}
        XCTAssertTrue(ts_trace_event(trace, 1, &event))
        XCTAssertEqual(event.time_ns, 50_000_000)
        XCTAssertEqual(event.id, 1)
        XCTAssertEqual(event.phase, began)
        XCTAssertEqual(event.x, 206)
        XCTAssertEqual(event.y, 158)
        // {"t": 0.3, "id": 0, "phase": "ended", "x": 86.0, "y": 36.0}
        XCTAssertTrue(ts_trace_event(trace, 3, &event))
        XCTAssertEqual(event.time_ns, 300_000_000)
        XCTAssertEqual(event.phase, ended)
        XCTAssertFalse(ts_trace_event(trace, 4, &event))
        XCTAssertEqual(ts_trace_event_count(nil), 0)
    }

    /// A trace in device pixels reaches C in scene points: 1050 px and 21 px at 2.625 px per point
    /// are 400 and 8 points (2.625 · 400 = 1050, 2.625 · 8 = 21).
    func testTraceEventsInDevicePixelsAreGivenInPoints() throws {
        var error = [CChar](repeating: 0, count: 512)
        let json = #"""
            {"format": "touchstone.trace", "version": 1, "scene": "s.scene.json",
             "units": {"devicePixels": {"pixelsPerPoint": 2.625}},
             "events": [{"t": 0, "id": 0, "phase": "began", "x": 1050, "y": 21}]}
            """#
        let trace = try XCTUnwrap(ts_trace_create(json, &error, error.count), String(cString: error))
        defer { ts_trace_destroy(trace) }
        var event = ts_touch_event()
        XCTAssertTrue(ts_trace_event(trace, 0, &event))
        XCTAssertEqual(event.x, 400)
        XCTAssertEqual(event.y, 8)
        // A figure that is not positive is refused with its place named.
        let bad = #"{"format": "touchstone.trace", "version": 1, "scene": "s", "units": {"devicePixels": {"pixelsPerPoint": 0}}, "events": []}"#
        XCTAssertNil(ts_trace_create(bad, &error, error.count))
        XCTAssertTrue(String(cString: error).contains("$.units.devicePixels.pixelsPerPoint"), String(cString: error))
    }
}
