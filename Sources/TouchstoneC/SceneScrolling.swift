import Geometry
import Scene
import TouchstoneCHeaders

// ts_scene_set_content_offset: a view of a loaded scene scrolled as a scroll view scrolls its
// content (include/touchstone.h, "Scene frames"), for callers (the scrolled-feed benchmark) whose
// scene has no scroll view kind.

/// `ts_scene_set_content_offset`: sets the bounds origin of the layer of the view with scene id
/// `viewID` to (x, y) points, makes it mask to bounds, and sets its
/// ``Scene/Layer/cachesScrolledContent`` to `caches`.
@_cdecl("ts_scene_set_content_offset")
public func tsSceneSetContentOffset(_ scene: OpaquePointer?, _ viewID: UnsafePointer<CChar>?, _ x: Double,
                                    _ y: Double, _ caches: Bool, _ errorBuffer: UnsafeMutablePointer<CChar>?,
                                    _ errorCapacity: Int) -> Bool {
    guard let handle = SceneHandle.from(scene) else {
        writeMessage("scene: NULL handle", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    guard let viewID else {
        writeMessage("content offset: no view id (NULL)", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    let id: String
    do { id = try CText.string(viewID, what: "content offset: view id", hasLines: false) } catch {
        writeMessage("\(error)", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    guard let view = handle.pointee.scene.view(withID: id) else {
        writeMessage("content offset: no view with id \"\(id)\"", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    guard x.isFinite, y.isFinite else {
        writeMessage("content offset of \"\(id)\": (\(x), \(y)) is not finite", into: errorBuffer,
                     capacity: errorCapacity)
        return false
    }
    let layer = view.layer
    layer.bounds.origin = Point(x: x, y: y)
    layer.masksToBounds = true
    layer.cachesScrolledContent = caches
    return true
}
