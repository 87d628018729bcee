import Geometry
import Raster

/// Text: a text layer's coverage, kept per layer between frames (see "Text" in ``Renderer``).
extension Renderer {
    /// Composites `text` of `layer` (through `world`, its colour's alpha times `fade`) inside
    /// `clip`, its coverage from the layer's ``TextCoverageCache`` in ``textCoverages``.
    func drawText(_ layer: Layer, _ text: TextContent, world: AffineTransform, fade: Double, clip: RenderClip,
                  into canvas: inout Canvas) throws {
        let color = fade < 1 ? text.color.multiplyingAlpha(by: fade) : text.color
        guard color.alpha > 0 else { return }
        let id = ObjectIdentifier(layer)
        var cache = textCoverages.removeValue(forKey: id) ?? TextCoverageCache()
        defer { textCoverages[id] = cache }
        guard let (coverage, rasterized) = try cache.coverage(of: text.outline, transform: world, within: spaceBounds,
                                                              scratch: textScratch) else { return }
        if rasterized { stats.pathsRasterized += 1 }
        try clip.fill(coverage, color: color, into: &canvas)
    }
}
