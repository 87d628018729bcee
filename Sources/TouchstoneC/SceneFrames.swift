import Geometry
import Material
import Raster
import Scene
import TouchstoneCHeaders

// ts_scene: a scene file loaded with every Material kind, its renderer and its touch dispatcher,
// driven one event and one frame at a time by a C caller (include/touchstone.h, "Scene frames").

/// The storage behind a `ts_scene *`: the loaded scene, the renderer of its root layer and the
/// dispatcher that delivers touches to it, all on the scene's own ``SimClock``.
struct SceneHandle: OpaqueHandle {
    let scene: LoadedScene
    let renderer: Renderer
    let dispatcher: TouchDispatcher

    /// The TS_TOUCH_* constant as a phase, or `nil` for any other value.
    static func phase(_ value: Int32) -> TouchPhase? {
        switch Int(value) {
        case Int(TS_TOUCH_BEGAN): return .began
        case Int(TS_TOUCH_MOVED): return .moved
        case Int(TS_TOUCH_STATIONARY): return .stationary
        case Int(TS_TOUCH_ENDED): return .ended
        case Int(TS_TOUCH_CANCELLED): return .cancelled
        default: return nil
        }
    }

    /// Moves the scene's clock to `time` (running the events due by then), refusing times before
    /// the clock's present.
    func advance(to time: Int64) throws {
        try scene.clock.advance(to: time)
    }
}

/// `ts_scene_create`: loads `json` with the Material factory at the file's scale or `scale`
/// (when positive) and draws nothing yet; on failure writes the message and returns NULL.
@_cdecl("ts_scene_create")
public func tsSceneCreate(_ json: UnsafePointer<CChar>?, _ scale: Double,
                          _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int) -> OpaquePointer? {
    SceneHandle.create("scene", json: json, errorBuffer: errorBuffer, errorCapacity: errorCapacity) { text in
        var loader = SceneLoader(factory: MaterialViewFactory())
        // 0 keeps the file's scale; anything else, negative and NaN included, is an override the
        // loader checks (so a bad value is reported, not ignored).
        if scale != 0 { loader.scaleOverride = scale }
        let scene = try loader.load(text: text, source: "scene")
        let renderer = try scene.makeRenderer(mode: .damage)
        return SceneHandle(scene: scene, renderer: renderer,
                           dispatcher: TouchDispatcher(root: scene.root, clock: scene.clock))
    }
}

/// `ts_scene_destroy`.
@_cdecl("ts_scene_destroy")
public func tsSceneDestroy(_ scene: OpaquePointer?) {
    SceneHandle.destroy(scene)
}

/// `ts_scene_now`: the scene clock's time in nanoseconds (0 for NULL).
@_cdecl("ts_scene_now")
public func tsSceneNow(_ scene: OpaquePointer?) -> Int64 {
    SceneHandle.from(scene)?.pointee.scene.clock.now ?? 0
}

/// `ts_scene_is_settled`: whether no clock event (animation end, recognizer deadline) is queued.
@_cdecl("ts_scene_is_settled")
public func tsSceneIsSettled(_ scene: OpaquePointer?) -> Bool {
    guard let handle = SceneHandle.from(scene) else { return true }
    return handle.pointee.scene.clock.pendingEventCount == 0
}

/// `ts_scene_send_touch`: advances the clock to `time` and delivers one finger event.
@_cdecl("ts_scene_send_touch")
public func tsSceneSendTouch(_ scene: OpaquePointer?, _ id: Int64, _ phase: Int32, _ x: Double, _ y: Double,
                             _ time: Int64, _ errorBuffer: UnsafeMutablePointer<CChar>?,
                             _ errorCapacity: Int) -> Bool {
    guard let handle = SceneHandle.from(scene) else {
        writeMessage("scene: NULL handle", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    guard let touchPhase = SceneHandle.phase(phase) else {
        writeMessage("touch \(id): phase \(phase) is not one of TS_TOUCH_BEGAN … TS_TOUCH_CANCELLED (0 … 4)",
                     into: errorBuffer, capacity: errorCapacity)
        return false
    }
    // Int64 and Int are the same width on every platform Swift supports here; this cannot trap.
    do {
        try handle.pointee.advance(to: time)
        try handle.pointee.dispatcher.send(id: Int(id), phase: touchPhase, location: Point(x: x, y: y))
        return true
    } catch {
        writeMessage("\(error)", into: errorBuffer, capacity: errorCapacity)
        return false
    }
}

/// `ts_scene_render`: advances the clock to `time` and renders the frame presented then.
@_cdecl("ts_scene_render")
public func tsSceneRender(_ scene: OpaquePointer?, _ time: Int64, _ mode: Int32,
                          _ statistics: UnsafeMutablePointer<ts_frame_stats>?,
                          _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int) -> Bool {
    guard let handle = SceneHandle.from(scene) else {
        writeMessage("scene: NULL handle", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    let renderMode: Renderer.Mode
    switch Int(mode) {
    case Int(TS_RENDER_DAMAGE): renderMode = .damage
    case Int(TS_RENDER_FULL): renderMode = .fullRedraw
    default:
        writeMessage("render: mode \(mode) is neither TS_RENDER_DAMAGE (0) nor TS_RENDER_FULL (1)",
                     into: errorBuffer, capacity: errorCapacity)
        return false
    }
    do {
        try handle.pointee.advance(to: time)
        // The layout pass a frame runs first (as the replayer's): titles and labels lay their text
        // out there.
        handle.pointee.scene.root.layoutIfNeeded()
        let renderer = handle.pointee.renderer
        renderer.mode = renderMode
        let frame = try renderer.render(at: time)
        statistics?.pointee = ts_frame_stats(
            time_ns: time,
            dirty_pixels: UInt64(frame.damagedPixels),
            damage_rects: UInt64(frame.damageRects.count),
            layers_visited: UInt64(frame.layersVisited),
            layers_drawn: UInt64(frame.layersDrawn),
            paths_rasterized: UInt64(frame.pathsRasterized),
            offscreen_allocations: UInt64(frame.offscreenAllocations),
            scrolled_pixels_drawn: UInt64(frame.scrolledPixelsDrawn),
            scrolled_pixels_copied: UInt64(frame.scrolledPixelsCopied))
        return true
    } catch {
        writeMessage("\(error)", into: errorBuffer, capacity: errorCapacity)
        return false
    }
}

/// `ts_scene_pixels`: the last rendered frame's pixels, in place.
@_cdecl("ts_scene_pixels")
public func tsScenePixels(_ scene: OpaquePointer?, _ pixels: UnsafeMutablePointer<ts_pixels>?) -> Bool {
    guard let handle = SceneHandle.from(scene), let pixels else { return false }
    let canvas = handle.pointee.renderer.canvas
    // The renderer owns the only reference to the canvas's storage and mutates it in place (it is
    // never reallocated once made), so the address stays valid until the next render or destroy,
    // as the header says. `canvas` here is a second reference only for the duration of this call.
    let base = canvas.bytes.withUnsafeBufferPointer { $0.baseAddress }
    // ts_pixels holds a mutable pointer (the rasterizing functions write through it); the header
    // tells the caller to only read these.
    pixels.pointee = ts_pixels(data: base.map { UnsafeMutablePointer(mutating: $0) }, width: Int32(canvas.width), height: Int32(canvas.height),
                               stride: canvas.width * 4)
    return true
}

/// `ts_scene_pixels_hash`: ``Canvas/contentHash`` of the last rendered frame (0 for NULL).
@_cdecl("ts_scene_pixels_hash")
public func tsScenePixelsHash(_ scene: OpaquePointer?) -> UInt64 {
    SceneHandle.from(scene)?.pointee.renderer.canvas.contentHash ?? 0
}
