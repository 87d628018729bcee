import Geometry
import Raster

/// One text's coverage, kept while it is drawn again the same way: the renderer keeps one per
/// text layer, the C ABI's labels one each.
///
///     var cache = TextCoverageCache()
///     let first = try cache.coverage(of: outline, transform: world, within: canvasBounds)   // rasterized
///     let again = try cache.coverage(of: outline, transform: world, within: canvasBounds)   // kept
///
/// The coverage is always rasterized through the transform less the whole device pixels of its
/// translation and then moved by them (`tx − ⌊tx⌋` is exact in floating point), so a kept coverage
/// and a fresh one are the same bytes, and a text moved by whole pixels keeps its coverage. It is
/// kept while the outline, the transform's linear part (scale, rotation, skew) and the fraction of
/// a pixel its translation lands on stay the same and the kept pixels cover every pixel of the
/// space the outline reaches.
public struct TextCoverageCache: Sendable {
    private struct Entry: Sendable {
        var outline: Path
        /// The transform less the whole pixels of its translation.
        var fraction: AffineTransform
        /// The pixels rasterized, in the unshifted space.
        var covered: PixelRect
        var mask: CoverageMask
    }

    private var kept: Entry?

    /// An empty cache.
    public init() {}

    /// The coverage of `outline` (filled non-zero) through `transform`, over the pixels of `space`
    /// it reaches, and whether it was rasterized (`false`: kept); `nil` when it reaches none of
    /// them or is not finite.
    ///
    /// - Throws: ``Raster/CanvasError`` only past the canvas limits, which `space` bounds.
    public mutating func coverage(of outline: Path, transform: AffineTransform,
                                  within space: PixelRect) throws -> (mask: CoverageMask, rasterized: Bool)? {
        try coverage(of: outline, transform: transform, within: space, scratch: RasterScratch())
    }

    /// ``coverage(of:transform:within:)`` rasterizing with the buffers of `scratch` (a renderer's,
    /// kept between texts).
    package mutating func coverage(of outline: Path, transform: AffineTransform, within space: PixelRect,
                                   scratch: RasterScratch) throws -> (mask: CoverageMask, rasterized: Bool)? {
        let wholeX = transform.tx.rounded(.down), wholeY = transform.ty.rounded(.down)
        guard wholeX.magnitude < 1e15, wholeY.magnitude < 1e15 else { return nil }
        let fraction = AffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d,
                                       tx: transform.tx - wholeX, ty: transform.ty - wholeY)
        let shift = (x: Int(wholeX), y: Int(wholeY))
        guard let box = outline.controlPointBounds?.applying(fraction), box.minX.isFinite, box.maxX.isFinite,
              box.minY.isFinite, box.maxY.isFinite,
              box.width < Double(Canvas.maximumSide), box.height < Double(Canvas.maximumSide) else { return nil }
        let enclosing = PixelRect(enclosing: box)
        let reach = PixelRect(x: enclosing.x - 1, y: enclosing.y - 1, width: enclosing.width + 2,
                              height: enclosing.height + 2)
        let needed = reach.intersection(space.offsetBy(dx: -shift.x, dy: -shift.y))
        guard !needed.isEmpty else { return nil }
        func placed(_ mask: CoverageMask) throws -> CoverageMask {
            try CoverageMask(bounds: mask.bounds.offsetBy(dx: shift.x, dy: shift.y), values: mask.values)
        }
        if let kept, kept.fraction == fraction, kept.covered.contains(needed), kept.outline == outline {
            return (try placed(kept.mask), false)
        }
        let mask = try scratch.coverage(of: outline, rule: .nonZero, transform: fraction, bounds: needed)
        kept = Entry(outline: outline, fraction: fraction, covered: needed, mask: mask)
        return (try placed(mask), true)
    }
}
