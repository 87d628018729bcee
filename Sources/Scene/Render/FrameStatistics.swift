import Raster

/// Deterministic work counters of one rendered frame (see ``Renderer``).
public struct FrameStatistics: Hashable, Sendable {
    /// Layers (sublayers and mask layers) the change-tracking pass looked at: the layers of
    /// subtrees with a change and the roots of the clean subtrees it skipped; none when the
    /// renderer could tell without walking that nothing changed.
    public var layersVisited = 0
    /// Layers drawn: visible layers whose drawing reaches the redrawn region.
    public var layersDrawn = 0
    /// Paths and masks rasterized: fills (background, shape fill, stroke, border), shadow masks and
    /// clip masks.
    public var pathsRasterized = 0
    /// Offscreen canvases allocated (for group opacity and masks): the renderer keeps them, so
    /// only frames that nest such layers deeper than before allocate any.
    public var offscreenAllocations = 0
    /// The redrawn rectangles in canvas pixels, pairwise disjoint; empty when nothing was redrawn,
    /// the whole canvas in ``Renderer/Mode/fullRedraw`` mode.
    public var damageRects: [PixelRect] = []
    /// Pixels of scrolled-content backing stores (``Layer/cachesScrolledContent``) drawn this
    /// frame: new tiles and the damaged parts of kept ones.
    public var scrolledPixelsDrawn = 0
    /// Frame pixels copied from scrolled-content backing stores instead of being drawn.
    public var scrolledPixelsCopied = 0
    /// The bounding box of ``damageRects``, or `nil` when nothing was redrawn.
    public var damageRect: PixelRect? {
        damageRects.isEmpty ? nil : damageRects.dropFirst().reduce(damageRects[0]) { $0.union($1) }
    }
    /// The pixels redrawn (cleared to the background and drawn over): the sum of the damage
    /// rectangles' areas, the whole canvas in ``Renderer/Mode/fullRedraw`` mode, 0 when nothing
    /// changed.
    public var damagedPixels: Int { damageRects.reduce(0) { $0 + $1.width * $1.height } }

    /// Creates empty counters.
    public init() {}
}
