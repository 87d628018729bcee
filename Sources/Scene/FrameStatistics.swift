import Raster

/// Deterministic work counters of one rendered frame (see ``Renderer``).
public struct FrameStatistics: Hashable, Sendable {
    /// Layers (sublayers and mask layers) the change-tracking pass walked: every layer of the
    /// tree, or none when the renderer could tell without walking that nothing changed.
    public var layersVisited = 0
    /// Layers drawn: visible layers whose drawing reaches the redrawn region.
    public var layersDrawn = 0
    /// Paths and masks rasterized: fills (background, shape fill, stroke, border), shadow masks and
    /// clip masks.
    public var pathsRasterized = 0
    /// The redrawn rectangle in canvas pixels, or `nil` when nothing was redrawn.
    public var damageRect: PixelRect?
    /// The pixels redrawn (cleared to the background and drawn over): the damage rectangle's area,
    /// the whole canvas in ``Renderer/Mode/fullRedraw`` mode, 0 when nothing changed.
    public var damagedPixels: Int { damageRect.map { $0.width * $0.height } ?? 0 }

    /// Creates empty counters.
    public init() {}
}
