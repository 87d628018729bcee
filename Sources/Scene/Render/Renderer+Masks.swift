import Geometry
import Raster

/// Mask layers and masks-to-bounds as coverage: a mask layer's alpha (kept while it stays the same,
/// or rasterized straight when it is one opaque fill) and a layer's rounded bounds as a clip.
extension Renderer {
    /// The alpha of `maskLayer` drawn in its owner's coordinates, as coverage over `region` (0
    /// outside the returned mask's bounds). With `keep` (the owner has a record), a mask whose
    /// subtree is unchanged since the walk and presents the same at every time from now on (no
    /// animation pending anywhere in it) is drawn once over its whole reach and kept in
    /// ``maskCoverages``.
    ///
    /// Also returns disjoint rectangles inside `region` covering every nonzero value of the mask,
    /// with `separatingFull` those all 255 marked (``CoverageMask/cover(limit:separatingFull:)``;
    /// for a kept mask, its kept cover intersected with `region`, which holds every nonzero value
    /// of the crop, and keeps full parts full, since cropping changes no value). Without
    /// `cropping`, a kept mask comes back uncropped: it holds the same values inside `region`,
    /// for a caller that reads it only there.
    func maskCoverage(of owner: Layer, _ maskLayer: Layer, world: AffineTransform, region: PixelRect,
                      keep: Bool, separatingFull: Bool,
                      cropping: Bool = true) throws -> (mask: CoverageMask, cover: [CoverageMask.CoverPart]) {
        let maskID = ObjectIdentifier(maskLayer)
        guard keep, let record = records[maskID], record.treeRevision == maskLayer.treeRevision,
              record.subtreeNextChange == nil else {
            let coverage = try drawMaskCoverage(maskLayer, world: world, region: region)
            return (coverage, coverage.cover(separatingFull: separatingFull))
        }
        let ownerID = ObjectIdentifier(owner)
        var kept = maskCoverages[ownerID]
        if kept == nil || kept!.mask !== maskLayer || kept!.treeRevision != maskLayer.treeRevision
            || kept!.world != world || kept!.space != spaceBounds {
            let reach = maskReach(maskLayer, world: world).intersection(spaceBounds)
            let coverage = try drawMaskCoverage(maskLayer, world: world, region: reach)
            kept = MaskCoverage(mask: maskLayer, treeRevision: maskLayer.treeRevision, world: world,
                                space: spaceBounds, coverage: coverage, cover: coverage.cover(limit: 64, separatingFull: false),
                                fullCover: nil)
            maskCoverages[ownerID] = kept
        }
        if separatingFull && kept!.fullCover == nil {
            kept!.fullCover = kept!.coverage.cover(limit: 64, separatingFull: true)
            maskCoverages[ownerID] = kept
        }
        let cover = (separatingFull ? kept!.fullCover! : kept!.cover).compactMap { part -> CoverageMask.CoverPart? in
            let rect = part.rect.intersection(region)
            return rect.isEmpty ? nil : CoverageMask.CoverPart(rect: rect, isFull: part.isFull)
        }
        // Compositing reads a mask only at the pixels of its parts, which lie inside `region`,
        // where the kept coverage holds the crop's values; so unless the mask is multiplied into
        // an ancestor's clip (which would write, and copy, all of it), the kept coverage is
        // returned as it is instead of its rows being copied each frame.
        return (cropping ? try kept!.coverage.cropped(to: region) : kept!.coverage, cover)
    }

    /// The alpha of `maskLayer` drawn in its owner's coordinates, as coverage over `region`.
    func drawMaskCoverage(_ maskLayer: Layer, world: AffineTransform, region: PixelRect) throws -> CoverageMask {
        if let coverage = try singleFillCoverage(of: maskLayer, world: world, region: region) { return coverage }
        var offscreen = try takeOffscreen(clearing: region)
        defer { returnOffscreen(offscreen) }
        try draw(maskLayer, parentWorld: world, clip: RenderClip(region: region, mask: nil), cull: false,
                 into: &offscreen)
        return try CoverageMask(alphaOf: offscreen, in: region)
    }

    /// The coverage of a mask layer that draws exactly one opaque fill (its background, or its
    /// shape's fill) and nothing else, rasterized straight into a mask over `region`; `nil` for
    /// any other mask layer, which is drawn into an offscreen instead.
    ///
    /// The same values as drawing it and taking the alpha (`CoverageMask(alphaOf:in:)`): over
    /// the transparent offscreen, an opaque colour at coverage `c` gets alpha
    /// `α′ = 255·c/255 + 0·(255 − α′)/255 = c` (``SourceOver``; coverage 255 stores the colour,
    /// alpha 255), and the rasterizer gives each pixel the coverage it gives a fill, whatever the
    /// rectangle it is computed in. The layer must present no sublayers, mask, shadow, visible
    /// border or stroke, opacity 1 and, for a shape fill, no masks-to-bounds (which would clip
    /// the shape); the counters are those of the drawing it replaces. Mask layers are one filled
    /// shape in every built-in view (ripple views, paper circles, shadow layers), so this spares
    /// most offscreen mask drawings of a scene's first frame (`BM_Frame/touchstone/gallery_scale3_full`).
    func singleFillCoverage(of maskLayer: Layer, world: AffineTransform,
                            region: PixelRect) throws -> CoverageMask? {
        guard !maskLayer.isHidden, maskLayer.sublayers.isEmpty, maskLayer.mask == nil else { return nil }
        let p = presentation(of: maskLayer)
        guard p.opacity >= 1, !p.shadow.isVisible, p.borderWidth <= 0 || p.borderColor.alpha == 0 else { return nil }
        var shapeFill: (path: Path, rule: FillRule, color: Color)?
        if case .shape(let shape) = p.content {
            if let color = shape.strokeColor, shape.lineWidth > 0, color.alpha > 0 { return nil }
            if let color = shape.fillColor, color.alpha > 0 { shapeFill = (shape.path, shape.fillRule, color) }
        }
        let path: Path, rule: FillRule
        switch (p.backgroundColor.alpha > 0, shapeFill) {
        case (true, nil):
            guard p.backgroundColor.premultiplied.alpha == 255 else { return nil }
            (path, rule) = (p.roundedBoundsPath, .nonZero)
        case (false, let fill?):
            guard fill.color.premultiplied.alpha == 255, !p.masksToBounds else { return nil }
            (path, rule) = (fill.path, fill.rule)
        default:
            return nil
        }
        stats.layersDrawn += 1
        stats.pathsRasterized += p.masksToBounds ? 2 : 1   // as `drawContents` counts them
        return try CoverageMask(rasterizing: path, rule: rule, transform: p.transformToSuperlayer.concatenating(world),
                                bounds: region)
    }

    /// `clip` narrowed to a masks-to-bounds layer's `rounded` bounds (presented as `p`, drawn
    /// through `world`): `clip.intersecting(rounded(), transform: world)`, with the coverage
    /// cropped from ``boundsCoverages``. Outside the bounds' enclosing pixels (grown by one) the
    /// coverage is 0, so a crop with smaller bounds than the clip's holds the same values.
    ///
    /// Where the clip lies wholly inside a rectangle of coverage 255 (a ripple view's bounds
    /// around a part of its ripple), it comes back unchanged: multiplying by 255 changes no
    /// coverage, and a clip mask of 255 over the region gives the pixels of the region's
    /// rectangle clip (`Clip.rectangle`; `ClipIndependenceTests`), which spares the crop and the
    /// masked fill in frames whose damage is a few thin rectangles
    /// (`BM_Frame/touchstone/gallery_scale3_damage`).
    /// `rounded` builds the path only when the coverage is not kept.
    func boundsClip(of layer: Layer, _ p: LayerPresentation, rounded: () -> Path, world: AffineTransform,
                    within clip: RenderClip) throws -> RenderClip {
        let id = ObjectIdentifier(layer)
        let radius = p.effectiveCornerRadius
        var kept = boundsCoverages[id]
        if kept == nil || kept!.bounds != p.bounds || kept!.cornerRadius != radius || kept!.world != world
            || kept!.space != spaceBounds {
            let reach = PixelRect(enclosing: p.bounds.applying(world)).outset(by: 1).intersection(spaceBounds)
            let coverage = try CoverageMask(rasterizing: rounded(), transform: world, bounds: reach)
            kept = BoundsCoverage(bounds: p.bounds, cornerRadius: radius, world: world, space: spaceBounds,
                                  coverage: coverage,
                                  full: Self.fullRectangle(of: coverage, bounds: p.bounds, cornerRadius: radius,
                                                           world: world))
            boundsCoverages[id] = kept
        }
        let needed = clip.mask?.bounds ?? clip.region
        if kept!.full.contains(needed) { return clip }
        var coverage = try kept!.coverage.cropped(to: needed)
        if let mask = clip.mask { coverage.multiply(by: mask) }
        return RenderClip(region: clip.region, mask: coverage)
    }

    /// A rectangle inside which `coverage` (of `bounds` rounded by `cornerRadius`, drawn through
    /// `world`) is 255 everywhere: for square corners under a transform that keeps axes (no
    /// rotation or skew), the pixels whose squares the transformed bounds contain, each value
    /// checked; empty otherwise, or if any value is not 255.
    static func fullRectangle(of coverage: CoverageMask, bounds: Rect, cornerRadius: Double,
                              world: AffineTransform) -> PixelRect {
        let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard cornerRadius == 0, world.b == 0, world.c == 0 else { return none }
        let box = bounds.applying(world)
        let limit = Double(1 << 30)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
              abs(box.minX) < limit, abs(box.minY) < limit, abs(box.maxX) < limit, abs(box.maxY) < limit
        else { return none }
        let x0 = Int(box.minX.rounded(.up)), x1 = Int(box.maxX.rounded(.down))
        let y0 = Int(box.minY.rounded(.up)), y1 = Int(box.maxY.rounded(.down))
        guard x0 < x1, y0 < y1 else { return none }
        let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(coverage.bounds)
        guard !rect.isEmpty, coverage.isFull(in: rect) else { return none }
        return rect
    }
}
