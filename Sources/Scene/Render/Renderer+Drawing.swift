import Geometry
import Raster

/// Drawing: a layer's subtree in Core Animation's order (see "Drawing order" in ``Renderer``), group
/// opacity and masks through offscreens, and the presentations a frame evaluates once.
extension Renderer {
    /// Draws `layer`'s subtree; `cull` skips subtrees whose recorded bounds miss the region (off
    /// inside mask layers, whose bounds are not recorded).
    func draw(_ layer: Layer, parentWorld: AffineTransform, clip: RenderClip, cull: Bool = true,
              into canvas: inout Canvas) throws {
        guard !layer.isHidden else { return }
        if let occluder, !occluderPassed, ObjectIdentifier(layer) != occluder.layer,
           !occluder.ancestors.contains(ObjectIdentifier(layer)) {
            return   // painted before the copy that overwrites the region
        }
        if cull {
            guard let record = records[ObjectIdentifier(layer)],
                  !shifted(record.subtreeBounds).intersection(clip.region).isEmpty else { return }
        }
        let p = presentation(of: layer)
        guard p.opacity > 0 else { return }
        let world = p.transformToSuperlayer.concatenating(parentWorld)
        stats.layersDrawn += 1
        let opacity = Swift.min(p.opacity, 1)
        if layer.mask != nil || (opacity < 1 && !layer.sublayers.isEmpty) {
            // Only where the subtree can draw (its recorded bounds; none are recorded inside mask
            // layers), since elsewhere the offscreen would composite to nothing: a group over the
            // whole region is what a full-screen frame of masked ripples would pay for
            // (`BM_Frame/touchstone/gallery_scale3_damage`).
            var region = clip.region
            if cull, let record = records[ObjectIdentifier(layer)] {
                region = region.intersection(shifted(record.subtreeBounds))
                guard !region.isEmpty else { return }
            }
            // With its own mask the group is drawn only over rectangles covering the mask's nonzero
            // coverage, and where the mask is 255 an opaque group of one fill is drawn straight into
            // the canvas (compositing one fill at coverage 255 gives the fill's own bytes, see
            // ``SourceOver``): a ripple in its card and a shadow layer's ring mask are such groups
            // (`BM_Frame/touchstone/gallery_scale3_damage`, `BM_Replay/touchstone/tap_card_scale1`).
            let alpha = UInt8((opacity * 255).rounded())
            var composite = clip
            var parts = [CoverageMask.CoverPart(rect: region, isFull: false)]
            var direct = false
            if let maskLayer = layer.mask {
                direct = alpha == 255 && clip.mask == nil && drawsAtMostOneFill(layer, p)
                let coverage = try maskCoverage(of: layer, maskLayer, world: world, region: region, keep: cull,
                                                separatingFull: direct, cropping: clip.mask != nil)
                // (Without an ancestor's clip mask, `coverage.mask` may be a kept coverage over
                // more than `region`; the compositing below reads it only inside the parts.)
                composite = composite.intersecting(coverage.mask)
                parts = coverage.cover
            }
            for part in parts {
                let partClip = RenderClip(region: part.rect, mask: nil)
                if direct && part.isFull {
                    try drawContents(layer, p, world: world, fade: 1, clip: partClip, cull: cull, into: &canvas)
                    continue
                }
                var offscreen = try takeOffscreen(clearing: part.rect)
                defer { returnOffscreen(offscreen) }
                try drawContents(layer, p, world: world, fade: 1, clip: partClip, cull: cull, into: &offscreen)
                canvas.composite(offscreen, opacity: alpha, mask: composite.mask, in: part.rect)
            }
        } else {
            try drawContents(layer, p, world: world, fade: opacity, clip: clip, cull: cull, into: &canvas)
        }
    }

    /// Shadow, background, content, sublayers and border, with each colour's alpha times `fade`.
    func drawContents(_ layer: Layer, _ p: LayerPresentation, world: AffineTransform, fade: Double,
                      clip: RenderClip, cull: Bool, into canvas: inout Canvas) throws {
        let fillClip = clip.fillClip(canvasBounds: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        // The occluder's ancestors and the occluder itself draw nothing before its copy.
        let beneath = occluder != nil && !occluderPassed
        func fill(_ path: Path, _ color: Color, rule: FillRule = .nonZero, clip: Clip?) {
            let faded = fade < 1 ? color.multiplyingAlpha(by: fade) : color
            guard faded.alpha > 0 else { return }
            stats.pathsRasterized += 1
            canvas.fill(path, color: faded, rule: rule, transform: world, clip: clip)
        }
        if p.shadow.isVisible, !beneath {
            var shadow = p.shadow
            shadow.opacity *= fade
            if shadow.isVisible {
                let kept = try shadowMask(of: layer, p, world: world)
                stats.pathsRasterized += 1
                try clip.fill(kept, color: shadow.compositingColor, into: &canvas)
            }
        }
        // Built only when used: most layers of a frame (a ripple's, a clear view's) have no
        // background, border or masks-to-bounds (`BM_Frame/touchstone/gallery_scale3_full`).
        // (A transparent background fills nothing, faded or not, so skipping its call is exact.)
        lazy var rounded = p.roundedBoundsPath
        if layer.cachesScrolledContent, let store = scrollStores[ObjectIdentifier(layer)], store.active {
            try drawScrolledContents(layer, p, world: world, store: store, clip: clip, into: &canvas)
            if beneath { occluderPassed = true }
            if p.borderWidth > 0 { fill(borderPath(p, rounded: rounded), p.borderColor, rule: .evenOdd, clip: fillClip) }
            return
        }
        if p.backgroundColor.alpha > 0, !beneath { fill(rounded, p.backgroundColor, clip: fillClip) }
        var inner = clip
        var innerFillClip = fillClip
        if p.masksToBounds {
            inner = try boundsClip(of: layer, p, rounded: { rounded }, world: world, within: clip)
            innerFillClip = inner.fillClip(canvasBounds: PixelRect(x: 0, y: 0, width: canvas.width,
                                                                   height: canvas.height))
            stats.pathsRasterized += 1
        }
        if !beneath, case .shape(let shape) = p.content {
            if let color = shape.fillColor { fill(shape.path, color, rule: shape.fillRule, clip: innerFillClip) }
            if let color = shape.strokeColor, shape.lineWidth > 0 {
                fill(strokeOutline(of: layer, shape), color, clip: innerFillClip)
            }
        }
        if !beneath, case .text(let text) = p.content {
            try drawText(layer, text, world: world, fade: fade, clip: inner, into: &canvas)
        }
        for sublayer in layer.sublayers {
            try draw(sublayer, parentWorld: world, clip: inner, cull: cull, into: &canvas)
        }
        if p.borderWidth > 0 { fill(borderPath(p, rounded: rounded), p.borderColor, rule: .evenOdd, clip: fillClip) }
    }

    /// The border of a layer presented as `p` (`rounded`: its rounded bounds), filled even-odd:
    /// the rounded bounds less the bounds inset by the border width.
    func borderPath(_ p: LayerPresentation, rounded: Path) -> Path {
        var border = rounded
        let w = p.borderWidth
        let r = Swift.max(p.effectiveCornerRadius - w, 0)
        if let hole = p.bounds.standardized.insetBy(dx: w, dy: w), !hole.isEmpty {
            if r > 0 { border.addRoundedRect(in: hole, cornerWidth: r, cornerHeight: r) } else { border.addRect(hole) }
        }
        return border
    }

    /// A recorded rectangle placed in the space being drawn (see ``recordShift``).
    func shifted(_ rect: PixelRect) -> PixelRect {
        recordShift == (0, 0) ? rect : rect.offsetBy(dx: recordShift.x, dy: recordShift.y)
    }

    /// Whether ``drawContents(_:_:world:fade:clip:cull:into:)`` of `layer` (presented as `p`, at
    /// fade 1) makes at most one fill: the layer's own fills (background, shape fill, stroke, text,
    /// border) and those of its sublayers, which must be leaves without masks, counted when their
    /// colour (faded by the sublayer's opacity) is not transparent; no visible shadow anywhere.
    /// Hidden sublayers and those of opacity ≤ 0 draw nothing. A sublayer that the region culls
    /// is still counted, which only sends more groups through the offscreen.
    func drawsAtMostOneFill(_ layer: Layer, _ p: LayerPresentation) -> Bool {
        func fills(_ p: LayerPresentation, fade: Double) -> Int? {
            guard !p.shadow.isVisible else { return nil }
            func shows(_ color: Color?) -> Bool {
                guard let color else { return false }
                return (fade < 1 ? color.multiplyingAlpha(by: fade) : color).alpha > 0
            }
            var count = shows(p.backgroundColor) ? 1 : 0
            if case .shape(let shape) = p.content {
                if shows(shape.fillColor) { count += 1 }
                if shape.lineWidth > 0, shows(shape.strokeColor) { count += 1 }
            }
            if case .text(let text) = p.content, shows(text.color) { count += 1 }
            if p.borderWidth > 0, shows(p.borderColor) { count += 1 }
            return count
        }
        guard var total = fills(p, fade: 1), total <= 1 else { return false }
        for sublayer in layer.sublayers where !sublayer.isHidden {
            let q = presentation(of: sublayer)
            guard q.opacity > 0 else { continue }
            guard sublayer.sublayers.isEmpty, sublayer.mask == nil,
                  let count = fills(q, fade: Swift.min(q.opacity, 1)) else { return false }
            total += count
            if total > 1 { return false }
        }
        return true
    }

    /// `layer` as presented at the frame's time, from ``presentations`` when this frame has
    /// evaluated it already.
    func presentation(of layer: Layer) -> LayerPresentation {
        let id = ObjectIdentifier(layer)
        if let known = presentations[id] { return known }
        let p = layer.presentation(at: time)
        presentations[id] = p
        return p
    }
}
