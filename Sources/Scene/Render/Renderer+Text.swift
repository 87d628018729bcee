import Geometry
import Raster

/// Text: a text layer's coverage, kept per layer between frames (see "Text" in ``Renderer``).
extension Renderer {
    /// A text layer's coverage, rasterized with the layer's transform less the whole pixels of its
    /// translation, over `covered` (those pixels, in that unshifted space), kept while the outline,
    /// the transform's linear part and the translation's fraction of a pixel stay the same.
    struct TextCoverage {
        var outline: Path
        var a: Double, b: Double, c: Double, d: Double
        var fractionX: Double, fractionY: Double
        /// The pixels rasterized (the outline's reach, cut to the space it was first drawn in).
        var covered: PixelRect
        /// The outline's whole reach in the unshifted space.
        var reach: PixelRect
        var mask: CoverageMask
    }

    /// Splits `world`'s translation into whole pixels and the fraction left: `tx − ⌊tx⌋` is exact
    /// in floating point, so the same fraction always gives the same transform.
    static func pixelShift(of world: AffineTransform) -> (whole: (x: Int, y: Int), fraction: AffineTransform)? {
        let fx = world.tx.rounded(.down), fy = world.ty.rounded(.down)
        guard fx.magnitude < 1e15, fy.magnitude < 1e15 else { return nil }
        return ((Int(fx), Int(fy)),
                AffineTransform(a: world.a, b: world.b, c: world.c, d: world.d, tx: world.tx - fx, ty: world.ty - fy))
    }

    /// `text`'s coverage for `layer` drawn through `world`, in the space's pixels: always the
    /// outline rasterized through `world` less its whole pixels, then moved by them, so a kept
    /// coverage and a fresh one are the same bytes. From ``textCoverages`` when the kept one was
    /// made for the same outline, linear part and fraction and covers every pixel of the space the
    /// outline reaches.
    func textCoverage(of layer: Layer, _ text: TextContent, world: AffineTransform) throws -> CoverageMask? {
        guard let (whole, fraction) = Self.pixelShift(of: world),
              let box = text.outline.controlPointBounds?.applying(fraction), box.minX.isFinite, box.maxX.isFinite,
              box.minY.isFinite, box.maxY.isFinite,
              box.width < Double(Canvas.maximumSide), box.height < Double(Canvas.maximumSide) else { return nil }
        let reach = PixelRect(enclosing: box).outset(by: 1)
        let space = spaceBounds.offsetBy(dx: -whole.x, dy: -whole.y)
        let needed = reach.intersection(space)
        guard !needed.isEmpty else { return nil }
        let id = ObjectIdentifier(layer)
        if let kept = textCoverages[id], kept.outline == text.outline, kept.a == fraction.a, kept.b == fraction.b,
           kept.c == fraction.c, kept.d == fraction.d, kept.fractionX == fraction.tx, kept.fractionY == fraction.ty,
           kept.reach == reach, kept.covered.contains(needed) {
            return try CoverageMask(bounds: kept.mask.bounds.offsetBy(dx: whole.x, dy: whole.y), values: kept.mask.values)
        }
        stats.pathsRasterized += 1
        let mask = try CoverageMask(rasterizing: text.outline, rule: .nonZero, transform: fraction, bounds: needed)
        textCoverages[id] = TextCoverage(outline: text.outline, a: fraction.a, b: fraction.b, c: fraction.c,
                                         d: fraction.d, fractionX: fraction.tx, fractionY: fraction.ty,
                                         covered: needed, reach: reach, mask: mask)
        return try CoverageMask(bounds: mask.bounds.offsetBy(dx: whole.x, dy: whole.y), values: mask.values)
    }

    /// Composites `text` of `layer` (through `world`, its colour's alpha times `fade`) inside
    /// `clip`.
    func drawText(_ layer: Layer, _ text: TextContent, world: AffineTransform, fade: Double, clip: RenderClip,
                  into canvas: inout Canvas) throws {
        let color = fade < 1 ? text.color.multiplyingAlpha(by: fade) : text.color
        guard color.alpha > 0, let coverage = try textCoverage(of: layer, text, world: world) else { return }
        if let clipMask = clip.mask {
            guard !coverage.bounds.intersection(clip.region).isEmpty else { return }
            var mask = try coverage.cropped(to: clip.region)
            mask.multiply(by: clipMask)
            canvas.fill(mask, color: color)
        } else {
            canvas.fill(coverage, color: color, in: clip.region)
        }
    }
}
