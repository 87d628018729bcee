import Geometry
import Raster

/// What the renderer keeps between frames by layer, so that redrawing damage that reaches an
/// unchanged layer does not blur, rasterize or stroke it again (`BM_Frame/touchstone/gallery_scale3_damage`:
/// ripples growing on shadowed, masked cards). A kept value is cropped to the region drawn, which
/// gives the same pixels since a pixel's value does not depend on the region it is computed for
/// (the guarantee of damage frames identical to full redraws rests on the same property). Each
/// entry holds everything its value depends on and is used only when all of it is equal, so a
/// stale entry (a layer inside a mask layer has no record to drop it with, and an identifier may be
/// reused) can cost memory but never give a wrong value.
extension Renderer {
    /// A layer's shadow mask over the whole canvas, kept while the shadow, its shape and the
    /// layer's transform stay the same.
    struct ShadowMask {
        var shadow: Shadow
        var shape: ShadowShape
        var excludesInterior: Bool
        var world: AffineTransform
        /// The space it was clipped to (the canvas, or a tile of scrolled content).
        var space: PixelRect
        var mask: CoverageMask
    }

    /// A mask layer's coverage over all the pixels it can cover, kept while the mask layer's
    /// subtree, its owner's transform and the time's effect on it stay the same (a ripple view's
    /// mask, its superview's shape, while its ripples grow).
    struct MaskCoverage {
        var mask: Layer
        var treeRevision: UInt64
        var world: AffineTransform
        var space: PixelRect
        var coverage: CoverageMask
        /// `coverage.cover(limit: 64, separatingFull:)` without and with full parts told apart,
        /// found once: each frame intersects one with its region instead of scanning the cropped
        /// coverage again.
        var cover: [CoverageMask.CoverPart], fullCover: [CoverageMask.CoverPart]?
    }

    /// A masks-to-bounds layer's rounded bounds as coverage over all the pixels they can cover,
    /// kept while the bounds, corner radius and transform stay the same.
    struct BoundsCoverage {
        var bounds: Rect
        var cornerRadius: Double
        var world: AffineTransform
        var space: PixelRect
        var coverage: CoverageMask
        /// A rectangle of the coverage whose values are all 255 (empty when none was found):
        /// inside it the clip multiplies nothing (`c·255/255 = c`, see `boundsClip`).
        var full: PixelRect
    }

    /// A shape's stroke outline (a shaped view's border), kept while the path and stroke style
    /// stay the same.
    struct StrokeOutline {
        var path: Path
        var style: StrokeStyle
        var outline: Path
    }

    /// `layer`'s shadow mask over the whole canvas (presented as `p`), from ``shadowMasks`` when
    /// the shadow (its opacity aside, which only the compositing colour uses), the shape, its
    /// interior's exclusion and the transform are those it was made for.
    func shadowMask(of layer: Layer, _ p: LayerPresentation, world: AffineTransform) throws -> CoverageMask {
        let shadow = p.shadow, shape = p.shadowShape, excludesInterior = p.shadowExcludesInterior
        var key = shadow
        key.opacity = 1
        let id = ObjectIdentifier(layer)
        if let cached = shadowMasks[id], cached.shadow == key, cached.world == world, cached.space == spaceBounds,
           cached.shape == shape,
           cached.excludesInterior == excludesInterior {
            return cached.mask
        }
        var mask = try shadow.mask(for: shape, transform: world, clippedTo: spaceBounds)
        if excludesInterior {
            // The shape's coverage over its own pixels (0 elsewhere, so nothing else is excluded),
            // as `Canvas.drawShadow(_:of:transform:excludingInterior:)` takes it out.
            let (path, rule) = p.shadowShapePath
            if let box = path.controlPointBounds?.applying(world) {
                let pixels = PixelRect(enclosing: box).intersection(spaceBounds)
                if !pixels.isEmpty {
                    mask.multiply(byInverseOf: try CoverageMask(rasterizing: path, rule: rule, transform: world,
                                                                bounds: pixels))
                }
            }
        }
        shadowMasks[id] = ShadowMask(shadow: key, shape: shape, excludesInterior: excludesInterior, world: world,
                                     space: spaceBounds, mask: mask)
        return mask
    }

    /// `shape`'s stroke outline (`shape.path.stroked(shape.strokeStyle)`), from
    /// ``strokeOutlines`` when `layer`'s last one was made from the same path and style.
    func strokeOutline(of layer: Layer, _ shape: ShapeContent) -> Path {
        let id = ObjectIdentifier(layer)
        if let kept = strokeOutlines[id], kept.style == shape.strokeStyle, kept.path == shape.path {
            return kept.outline
        }
        let outline = shape.path.stroked(shape.strokeStyle)
        strokeOutlines[id] = StrokeOutline(path: shape.path, style: shape.strokeStyle, outline: outline)
        return outline
    }
}
