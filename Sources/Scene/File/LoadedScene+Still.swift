import Raster

extension LoadedScene {
    /// The scene as it stands at the clock's time, drawn in full: layout, then a full redraw
    /// into a new canvas (`touchstone render` draws a scene at rest this way).
    ///
    /// - Throws: `CanvasError` if the canvas cannot be made; a shadow's error if one cannot be
    ///   drawn.
    public func renderStill() throws -> Canvas {
        root.layoutIfNeeded()
        let renderer = try makeRenderer(mode: .fullRedraw)
        _ = try renderer.render(at: clock.now)
        return renderer.canvas
    }
}
