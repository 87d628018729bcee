import Geometry
import Raster

/// The offscreen pool: one canvas per level of nesting of group-opacity and masked layers (and mask
/// drawings), kept between frames so that a frame allocates none once the tree has been drawn.
/// Drawing into one writes only inside the clip region and compositing reads only there, so
/// clearing that region to transparent makes a kept canvas as good as a new one.
extension Renderer {
    /// The next offscreen canvas of the pool (allocated the first time a level is needed), with
    /// `region` cleared to transparent. It is moved out of the pool so that drawing into it does
    /// not copy it; ``returnOffscreen(_:)`` puts it back.
    func takeOffscreen(clearing region: PixelRect) throws -> Canvas {
        defer { offscreensInUse += 1 }
        if offscreensInUse == offscreenPool.count {
            stats.offscreenAllocations += 1
            offscreenPool.append(try Canvas(width: spaceBounds.width, height: spaceBounds.height))
            return try takeOffscreen(atLevel: offscreensInUse, clearing: nil)
        }
        return try takeOffscreen(atLevel: offscreensInUse, clearing: region)
    }

    func takeOffscreen(atLevel level: Int, clearing region: PixelRect?) throws -> Canvas {
        var canvas = offscreenPool[level]
        offscreenPool[level] = try Canvas(width: 0, height: 0)
        if let region { canvas.clear(region, to: .clear) }
        return canvas
    }

    /// Puts back the canvas taken last.
    func returnOffscreen(_ canvas: Canvas) {
        offscreensInUse -= 1
        offscreenPool[offscreensInUse] = canvas
    }
}
