import Geometry
import Raster

/// Draws a layer tree into a ``Canvas`` at a scale (pixels per point) at clock times, redrawing
/// only what changed since the previous frame.
///
///     let renderer = try Renderer(root: root, width: 200, height: 100, scale: 2, background: .white)
///     let first = try renderer.render(at: 0)            // draws everything
///     let idle = try renderer.render(at: 8_333_333)     // nothing changed: idle.damagedPixels == 0
///
/// ## Drawing order (Core Animation's)
/// For each visible layer: its shadow, its background (the bounds rounded by the corner radius),
/// its shape content (fill, then stroke), its sublayers back to front (clipped to the rounded
/// bounds when it masks to bounds, which clips the shape content too), then its border on top
/// (inside the bounds, following the corners). Hidden layers and layers of opacity ≤ 0 draw
/// nothing, nor do their sublayers.
///
/// Opacity is group opacity: a layer with opacity below 1 and sublayers, or with a mask layer, is
/// drawn into an offscreen canvas that is then composited at its opacity through the mask's
/// alpha. (Only where the mask's alpha is nonzero; and where it is 255 at opacity 1, a group whose
/// drawing is a single fill is drawn straight into the canvas, which gives the same bytes: see
/// `draw`. A mask layer that is one opaque fill is rasterized straight into coverage.) A leaf (no
/// sublayers, no mask) instead multiplies each colour it draws by its opacity, which is cheaper
/// but differs from a group where its own parts overlap (a translucent border over a translucent
/// background shows the background through it).
///
/// ## Damage tracking
/// Each frame, a pass over the tree finds the layers whose presentation may have changed since the
/// last rendered frame: a changed ``Layer/revision`` or animation set revision, an animation
/// running or starting between the two times (``AnimationSet/isAnimating(at:)``,
/// ``AnimationSet/nextChangeTime(after:)``), a changed mask, or a changed ancestor. For each, the
/// pixels it covered last frame and covers now (its bounds when it fills or borders them, its
/// shape with the stroke's outset and its shadow's reach, grown by a pixel, and clipped to its
/// ancestors' masks-to-bounds and masks' reach) are damaged; so are the pixels of removed layers.
/// A layer that draws one filled circle and only grew or moved under unchanged ancestors damages
/// just the ring between its two outlines (`DrawnDisk`). The damage is kept as a few
/// disjoint rectangles (nearby or overlapping ones merged, see `DamageRegion`): each is cleared to
/// the background and every layer reaching it is redrawn clipped to it. Since each pixel's value
/// does not depend on the region drawn, the canvas is bit-identical to a full redraw. A frame in
/// which nothing changed draws nothing.
/// ``Mode/fullRedraw`` clears and redraws the whole canvas every frame (the tracking still runs).
///
/// ## Unchanged frames
/// Before walking the tree, a frame checks two numbers kept from the last walk: the root's
/// ``Layer/treeRevision`` (which counts every model, tree and animation-set change anywhere below
/// it) and the earliest time at which some animation of the tree may present a new value (the
/// minimum over the layers of the time after which ``AnimationSet/isAnimating(at:)`` or
/// ``AnimationSet/nextChangeTime(after:)`` says something changes). When the revision is the same
/// and the frame's time is before that one, nothing can have changed: the frame returns at once,
/// visiting no layer (``FrameStatistics/layersVisited`` is 0) and drawing nothing, in O(1).
/// Otherwise the walk applies the same test to every subtree (its root's tree revision, the
/// earliest animation change inside it, an unchanged parent) and does not enter clean ones, so a
/// frame in which one ripple animates among many views walks only the path to it and looks at its
/// siblings. Layers that left the tree are found by comparing a changed layer's sublayers and mask
/// with those of its last walk.
///
/// The first frame is drawn in full. Times must not go backwards; if they do, the frame is redrawn
/// in full.
public final class Renderer {
    /// How frames are redrawn.
    public enum Mode: Hashable, Sendable {
        /// Only the damaged rectangles (the default).
        case damage
        /// The whole canvas.
        case fullRedraw
    }

    /// The root of the drawn tree; its position is in canvas points.
    public let root: Layer
    /// Pixels per point.
    public let scale: Double
    /// The colour the canvas is cleared to.
    public let background: Color
    /// How the next frames are redrawn.
    @exclusivity(unchecked) public var mode: Mode
    /// The rendered frame.
    @exclusivity(unchecked) public private(set) var canvas: Canvas

    /// What the last walk of a layer found.
    ///
    /// The sublayers and mask are held strongly, so a layer removed from the tree lives until the
    /// sweep drops its record and an identifier in ``records`` is never reused by a new object.
    /// (Weak references made every record copy an atomic side-table operation: most of a walk.)
    private struct Record {
        var revision: UInt64
        var treeRevision: UInt64
        var animationRevision: UInt64
        var visible: Bool
        var world: AffineTransform
        var bounds: PixelRect
        var subtreeBounds: PixelRect
        /// What the sublayers can draw into, in canvas pixels: the ancestors' clips narrowed by
        /// this layer's mask and, when it masks to bounds, its bounds.
        var childClip: PixelRect
        /// What the ancestors let the layer draw into (the walk's `clip`).
        var clip: PixelRect
        /// The circle the layer fills when that is all it draws (a ripple), for damage from the
        /// difference of two frames' circles; `nil` otherwise, or when not visible or not drawn.
        var disk: DrawnDisk?
        /// The earliest time at which an animation in the subtree may present a new value.
        var subtreeNextChange: Int64?
        var sublayers: [Layer]
        var mask: Layer?
        var frame: UInt64
    }

    @exclusivity(unchecked) private var records: [ObjectIdentifier: Record] = [:]
    @exclusivity(unchecked) private var lastTime: Int64?
    @exclusivity(unchecked) private var frameNumber: UInt64 = 0
    @exclusivity(unchecked) private var stats = FrameStatistics()
    @exclusivity(unchecked) private var damage: DamageRegion
    @exclusivity(unchecked) private var time: Int64 = 0
    private let canvasBounds: PixelRect
    /// The root's tree revision when the tree was last walked.
    @exclusivity(unchecked) private var walkedTreeRevision: UInt64?
    /// The earliest time at which an animation of the tree may present a value other than at the
    /// last walk; `nil` when none will.
    @exclusivity(unchecked) private var nextAnimationChange: Int64?
    /// Offscreen canvases kept between frames, one per level of nesting of group-opacity and
    /// masked layers (and mask drawings), so a frame allocates none once the tree has been drawn.
    /// Drawing into one writes only inside the clip region and compositing reads only there, so
    /// clearing that region to transparent makes a kept canvas as good as a new one.
    @exclusivity(unchecked) private var offscreenPool: [Canvas] = []
    /// How many of ``offscreenPool`` the current drawing is using.
    @exclusivity(unchecked) private var offscreensInUse = 0
    /// Layers found missing from their prior superlayer or owner during the walk.
    @exclusivity(unchecked) private var removed: [Layer] = []

    /// A layer's shadow mask over the whole canvas, kept while the shadow, its shape and the
    /// layer's transform stay the same.
    private struct ShadowMask {
        var shadow: Shadow
        var shape: ShadowShape
        var world: AffineTransform
        var mask: CoverageMask
    }

    /// Shadow masks by layer, dropped with the layer's record (see `sweep`). Blurring a shadow
    /// was the largest cost of a frame whose damage reaches a shadowed view without changing it
    /// (a ripple growing on a card); a cached mask is cropped to the region instead. Each pixel's
    /// value does not depend on the region it is computed for (the damage tracking's guarantee of
    /// frames identical to full redraws rests on the same property), so the pixels are the same.
    /// An entry is used only when shadow, shape and transform are equal, and the mask is a function
    /// of those alone, so a stale entry (a layer inside a mask layer has no record to drop it with,
    /// and an identifier may be reused) can cost memory but never give a wrong mask.
    @exclusivity(unchecked) private var shadowMasks: [ObjectIdentifier: ShadowMask] = [:]

    /// A mask layer's coverage over all the pixels it can cover, kept while the mask layer's
    /// subtree, its owner's transform and the time's effect on it stay the same.
    private struct MaskCoverage {
        var mask: Layer
        var treeRevision: UInt64
        var world: AffineTransform
        var coverage: CoverageMask
        /// `coverage.cover(limit: 64, separatingFull:)` without and with full parts told apart,
        /// found once: each frame intersects one with its region instead of scanning the cropped
        /// coverage again.
        var cover: [CoverageMask.CoverPart], fullCover: [CoverageMask.CoverPart]?
    }

    /// Mask coverages by owner layer, dropped with the owner's record (see `sweep`). A ripple
    /// view's mask (its superview's shape) stays the same while its ripples grow, and drawing it
    /// and extracting its alpha each frame was a fifth of a frame; the kept coverage is cropped to
    /// the region instead, the same values since a pixel's value does not depend on the region.
    @exclusivity(unchecked) private var maskCoverages: [ObjectIdentifier: MaskCoverage] = [:]

    /// Presentations of this frame's time by layer, filled by the walk (changed layers) and the
    /// drawing, emptied when a frame starts. A layer presents one value at one time and nothing
    /// changes the tree while a frame is rendered, so the value is the one a new evaluation would
    /// give. A masked group drawn in several parts draws its sublayers once per part, and each
    /// changed layer was evaluated twice a frame (walk and drawing): evaluating a ripple's
    /// animations is thousands of instructions (Benchmarks/README.md, "Frames and replay").
    @exclusivity(unchecked) private var presentations: [ObjectIdentifier: LayerPresentation] = [:]

    /// A masks-to-bounds layer's rounded bounds as coverage over all the pixels they can cover,
    /// kept while the bounds, corner radius and transform stay the same.
    private struct BoundsCoverage {
        var bounds: Rect
        var cornerRadius: Double
        var world: AffineTransform
        var coverage: CoverageMask
        /// A rectangle of the coverage whose values are all 255 (empty when none was found):
        /// inside it the clip multiplies nothing (`c·255/255 = c`, see `boundsClip`).
        var full: PixelRect
    }

    /// Bounds coverages by layer, dropped with the layer's record (see `sweep`). A ripple view
    /// masks to bounds, and rasterizing its bounds over each drawn part was a twentieth of a
    /// frame; the kept coverage is cropped instead (the same values: a pixel's coverage does not
    /// depend on the rectangle it is computed in). The key is everything the coverage depends on,
    /// so a stale entry can cost memory but never give a wrong clip.
    @exclusivity(unchecked) private var boundsCoverages: [ObjectIdentifier: BoundsCoverage] = [:]

    /// A shape's stroke outline, kept while the path and stroke style stay the same.
    private struct StrokeOutline {
        var path: Path
        var style: StrokeStyle
        var outline: Path
    }

    /// Stroke outlines by layer, dropped with the layer's record (see `sweep`). A shaped view's
    /// border is a stroked shape, and stroking it again for every damage rectangle of every frame
    /// was a twentieth of a frame of thin rectangles. The key is everything the outline depends
    /// on, so a stale entry can cost memory but never give a wrong outline.
    @exclusivity(unchecked) private var strokeOutlines: [ObjectIdentifier: StrokeOutline] = [:]

    /// Creates a renderer of a `width` × `height` pixel canvas.
    ///
    /// - Throws: ``CanvasError`` for a size past the canvas limits.
    public init(root: Layer, width: Int, height: Int, scale: Double, background: Color = .clear,
                mode: Mode = .damage) throws {
        self.root = root
        self.scale = scale
        self.background = background
        self.mode = mode
        canvas = try Canvas(width: width, height: height)
        canvasBounds = PixelRect(x: 0, y: 0, width: width, height: height)
        damage = DamageRegion(bounds: canvasBounds)
        canvas.clear(to: background.premultiplied)
    }

    /// Renders the tree as it is presented at `time` and returns the frame's counters.
    ///
    /// - Throws: ``ShadowError`` or ``CanvasError`` for invalid shadows or sizes.
    public func render(at time: Int64) throws -> FrameStatistics {
        if isUnchanged(at: time) {
            lastTime = time
            return FrameStatistics()
        }
        stats = FrameStatistics()
        damage = DamageRegion(bounds: canvasBounds)
        self.time = time
        presentations.removeAll(keepingCapacity: true)
        frameNumber &+= 1
        // The first frame redraws the whole canvas, as does one whose time went backwards.
        let backwards = lastTime.map { time < $0 } ?? true
        let base = AffineTransform(scaleX: scale, y: scale)
        nextAnimationChange = nil
        walkedTreeRevision = root.treeRevision
        removed = []
        plan(root, parentWorld: base, clip: canvasBounds, parentChanged: backwards, visible: true, drawn: true)
        nextAnimationChange = records[ObjectIdentifier(root)]?.subtreeNextChange
        for layer in removed { sweep(layer) }
        removed = []
        lastTime = time
        let regions = (mode == .fullRedraw || backwards) ? [canvasBounds] : damage.rects
        guard !regions.isEmpty else { return stats }
        stats.damageRects = regions
        var target = canvas
        canvas = try Canvas(width: 0, height: 0)   // keep `target` uniquely referenced while drawing
        defer { canvas = target }
        for region in regions {
            target.clear(region, to: background.premultiplied)
            try draw(root, parentWorld: base, clip: RenderClip(region: region, mask: nil), into: &target)
        }
        return stats
    }

    // MARK: Change tracking

    /// Whether a damage frame at `time` can be skipped outright (see "Unchanged frames").
    private func isUnchanged(at time: Int64) -> Bool {
        guard mode == .damage, let lastTime, time >= lastTime, walkedTreeRevision == root.treeRevision else {
            return false
        }
        return nextAnimationChange.map { time < $0 } ?? true
    }

    /// When `set` may next present new values after the frame's time: one nanosecond on if
    /// something is running now, else its next begin or end; `nil` for never.
    private func nextChange(of set: AnimationSet) -> Int64? {
        guard !set.isEmpty else { return nil }
        return set.isAnimating(at: time) ? (time == .max ? nil : time + 1) : set.nextChangeTime(after: time)
    }

    /// The earlier of two optional times (`nil` is never).
    private static func earlier(_ a: Int64?, _ b: Int64?) -> Int64? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.min(a, b)
    }

    /// Drops the records of a layer that left the tree (unless this frame's walk found it
    /// elsewhere) and of its recorded sublayers and mask, damaging what they covered.
    private func sweep(_ layer: Layer) {
        let id = ObjectIdentifier(layer)
        guard let record = records[id], record.frame != frameNumber else { return }
        damage.add(record.bounds)
        records[id] = nil
        shadowMasks[id] = nil
        maskCoverages[id] = nil
        boundsCoverages[id] = nil
        strokeOutlines[id] = nil
        for sublayer in record.sublayers { sweep(sublayer) }
        if let mask = record.mask { sweep(mask) }
    }

    /// Notes the prior sublayers and mask of a walked layer that are no longer there, for
    /// ``sweep(_:)`` after the walk (a layer moved elsewhere is found there first).
    private func noteRemovals(_ layer: Layer, prior: Record) {
        if let mask = prior.mask, mask !== layer.mask { removed.append(mask) }
        let current = layer.sublayers
        if prior.sublayers.count <= 16 {
            for old in prior.sublayers where !current.contains(where: { $0 === old }) { removed.append(old) }
        } else {
            let ids = Set(current.map(ObjectIdentifier.init))
            for old in prior.sublayers where !ids.contains(ObjectIdentifier(old)) { removed.append(old) }
        }
    }

    /// Walks `layer`'s subtree, updating records and damage; returns whether anything in the
    /// subtree changed (the layer, its mask or a sublayer at any depth), so that a change deep
    /// inside a mask layer damages the layer it masks.
    /// `drawn` is false inside mask layers, whose pixels are damaged through their owner.
    /// `clip` bounds everything the layer can draw (its ancestors' masks and masks-to-bounds), so
    /// a ripple growing inside a masked view damages the circle's pixels within the view, not the
    /// whole view or beyond it; a layer's recorded bounds are clipped by it.
    ///
    /// A subtree whose root's ``Layer/treeRevision`` is what the last walk recorded, under an
    /// unchanged parent, with no animation due by now, cannot present anything new: it is not
    /// entered (its records stay as they are).
    @discardableResult
    private func plan(_ layer: Layer, parentWorld: AffineTransform, clip: PixelRect, parentChanged: Bool,
                      visible: Bool, drawn: Bool) -> Bool {
        stats.layersVisited += 1
        let id = ObjectIdentifier(layer)
        let prior = records[id]
        let isVisible = visible && !layer.isHidden
        if !parentChanged, let prior, prior.treeRevision == layer.treeRevision, prior.visible == isVisible,
           prior.subtreeNextChange.map({ time < $0 }) ?? true {
            return false
        }
        if let prior, prior.revision != layer.revision { noteRemovals(layer, prior: prior) }
        let set = animations(of: layer)
        var subtreeNext = nextChange(of: set)
        var changed = parentChanged || prior == nil || prior!.revision != layer.revision
            || prior!.animationRevision != set.revision || prior!.visible != isVisible
            || animationsChanged(set)
        var current: LayerPresentation?
        let world: AffineTransform
        if changed {
            current = presentation(of: layer)
            world = current!.transformToSuperlayer.concatenating(parentWorld)
        } else {
            world = prior!.world
        }
        if let mask = layer.mask {
            // A change anywhere in the mask changes what the layer shows, and where its
            // sublayers can draw.
            if plan(mask, parentWorld: world, clip: canvasBounds, parentChanged: changed, visible: isVisible,
                    drawn: false) {
                changed = true
            }
            subtreeNext = Self.earlier(subtreeNext, records[ObjectIdentifier(mask)]?.subtreeNextChange)
        }
        let bounds: PixelRect
        let childClip: PixelRect
        let disk: DrawnDisk?
        if changed {
            let p = current ?? presentation(of: layer)
            var own = clip
            if let mask = layer.mask { own = own.intersection(maskReach(mask, world: world)) }
            bounds = isVisible && drawn ? pixelBounds(p, world: world).intersection(own)
                : PixelRect(x: 0, y: 0, width: 0, height: 0)
            childClip = p.masksToBounds
                ? own.intersection(PixelRect(enclosing: p.bounds.applying(world)).outset(by: 1)) : own
            disk = isVisible && drawn ? DrawnDisk(layer, p, world: world) : nil
        } else {
            bounds = prior!.bounds
            childClip = prior!.childClip
            disk = prior!.disk
        }
        if changed, drawn {
            // A circle that only grew or moved, under unchanged ancestors (so the same clips and
            // the same compositing), changes only the pixels between the two outlines
            // (`DrawnDisk`); anything else damages its old and new bounds whole. A thick ring
            // (a small circle, or a big step) is not worth its several rectangles, each a walk
            // of the drawing: unless it is at most half of the bounds' box, the bounds are used.
            var ring: [PixelRect]?
            if !parentChanged, let prior, prior.visible, isVisible, prior.clip == clip,
               let old = prior.disk, let new = disk, old.inksLike(new) {
                // (Outside both frames' bounds the layer draws nothing, so the ring is cut to
                // their box.)
                let box = bounds.union(prior.bounds)
                let rects = DrawnDisk.ringDamage(from: old, to: new, within: clip.intersection(box))
                if rects.reduce(0, { $0 + $1.area }) * 2 <= box.area { ring = rects }
            }
            if let ring {
                for rect in ring { damage.add(rect) }
            } else {
                damage.add(bounds)
                if let prior, prior.bounds != bounds { damage.add(prior.bounds) }
            }
        }
        var subtree = bounds
        var subtreeChanged = changed
        for sublayer in layer.sublayers {
            if plan(sublayer, parentWorld: world, clip: childClip, parentChanged: changed, visible: isVisible,
                    drawn: drawn) {
                subtreeChanged = true
            }
            if let record = records[ObjectIdentifier(sublayer)] {
                subtree = subtree.union(record.subtreeBounds)
                subtreeNext = Self.earlier(subtreeNext, record.subtreeNextChange)
            }
        }
        records[id] = Record(revision: layer.revision, treeRevision: layer.treeRevision,
                             animationRevision: set.revision, visible: isVisible, world: world, bounds: bounds,
                             subtreeBounds: subtree, childClip: childClip, clip: clip, disk: disk, subtreeNextChange: subtreeNext, sublayers: layer.sublayers,
                             mask: layer.mask, frame: frameNumber)
        return subtreeChanged
    }

    private func animations(of layer: Layer) -> AnimationSet { layer.animations }

    /// Whether the layer's animations may present different values at the current time than at
    /// the last frame's (see "Change tracking" in ``AnimationSet``).
    private func animationsChanged(_ set: AnimationSet) -> Bool {
        guard let last = lastTime else { return true }
        guard !set.isEmpty, time != last else { return false }
        return set.isAnimating(at: last) || (set.nextChangeTime(after: last).map { $0 <= time } ?? false)
    }

    /// The pixels a layer's own drawing can touch: its bounds when it fills or borders them, its
    /// shape (with the stroke's reach) and its shadow (with the blur's reach), grown by a pixel.
    ///
    /// Bounds that draw nothing are left out: a ripple's layer spans its whole view while its
    /// circle, scaled down as it grows, covers a part of it, and only the circle is damaged.
    private func pixelBounds(_ p: LayerPresentation, world: AffineTransform) -> PixelRect {
        let drawsBounds = p.backgroundColor.alpha > 0 || (p.borderWidth > 0 && p.borderColor.alpha > 0)
        var box: Rect? = drawsBounds ? p.bounds : nil
        if case .shape(let shape) = p.content, let pathBox = shape.path.controlPointBounds {
            let reach = shape.strokeColor == nil ? 0 : Swift.max(shape.lineWidth, 0) * shape.strokeStyle.miterLimit / 2
            let stroked = Rect(x: pathBox.minX - reach, y: pathBox.minY - reach,
                               width: pathBox.width + 2 * reach, height: pathBox.height + 2 * reach)
            box = box.map { $0.union(stroked) } ?? stroked
        }
        var pixels = box.map { PixelRect(enclosing: $0.applying(world)).outset(by: 1) }
            ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        if p.shadow.isVisible {
            let shape: Rect = p.shadowPath?.controlPointBounds ?? p.bounds
            let placed = shape.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).applying(world)
            let stretch = Swift.max((world.a * world.a + world.b * world.b).squareRoot(),
                                    (world.c * world.c + world.d * world.d).squareRoot())
            let sigma = Shadow.sigma(forRadius: Swift.max(p.shadowRadius, 0)) * stretch
            let reach = AnalyticShadow.margin(sigma: sigma) + 1
            pixels = pixels.union(PixelRect(enclosing: placed).outset(by: reach))
        }
        return pixels
    }

    /// The pixels outside which `mask` (of a layer drawn through `world`) has no coverage: its
    /// own drawing's reach, or the whole canvas when it has sublayers (whose bounds inside a mask
    /// are not recorded).
    private func maskReach(_ mask: Layer, world: AffineTransform) -> PixelRect {
        guard mask.sublayers.isEmpty, mask.mask == nil else { return canvasBounds }
        let p = presentation(of: mask)
        return pixelBounds(p, world: p.transformToSuperlayer.concatenating(world))
    }

    // MARK: Drawing

    /// Draws `layer`'s subtree; `cull` skips subtrees whose recorded bounds miss the region (off
    /// inside mask layers, whose bounds are not recorded).
    private func draw(_ layer: Layer, parentWorld: AffineTransform, clip: RenderClip, cull: Bool = true,
                      into canvas: inout Canvas) throws {
        guard !layer.isHidden else { return }
        if cull {
            guard let record = records[ObjectIdentifier(layer)],
                  !record.subtreeBounds.intersection(clip.region).isEmpty else { return }
        }
        let p = presentation(of: layer)
        guard p.opacity > 0 else { return }
        let world = p.transformToSuperlayer.concatenating(parentWorld)
        stats.layersDrawn += 1
        let opacity = Swift.min(p.opacity, 1)
        if layer.mask != nil || (opacity < 1 && !layer.sublayers.isEmpty) {
            // The group is drawn, masked and composited only where its subtree can draw: its
            // recorded bounds (shadow reach and stroke outset included; the damage tracking relies
            // on the same bound). Elsewhere the offscreen would stay transparent and composite to
            // nothing, so the pixels are the same, but clearing, mask extraction and compositing
            // over the whole region made a full-screen frame with three masked ripples cost 50×
            // more (Benchmarks/README.md, "Frames"). Inside mask layers (`cull` off) no bounds
            // are recorded, so the region stays whole.
            var region = clip.region
            if cull, let record = records[ObjectIdentifier(layer)] {
                region = region.intersection(record.subtreeBounds)
                guard !region.isEmpty else { return }
            }
            // The mask first: compositing leaves every pixel of coverage 0 as it is, so the
            // offscreen is cleared, drawn and composited only over rectangles covering the
            // nonzero coverage (`CoverageMask.cover`), not the whole region. A shadow
            // layer's ring mask over a ripple's damage inside its card lets through a strip along
            // the card's edges; clearing the offscreen, drawing the shadow and compositing over
            // the whole rectangle made the shadow layers two thirds of a tap's compositing
            // (Benchmarks/README.md, "Frames and replay"). The pixels are the same: a drawn
            // pixel's value does not depend on the region it is drawn for.
            // (Only for a layer's own mask, whose coverage lies inside `region`; an ancestor's
            // clip mask alone may reach beyond it.)
            //
            // Where the mask is 255 and the group is opaque, a group whose drawing is a single
            // fill is drawn straight into the canvas, with the same call: over the transparent
            // offscreen a fill of `s` at coverage `c` leaves `(s·c/255, sα·c/255)`, and
            // compositing that at coverage 255 gives `s·c/255 + d·(255 − sα·c/255)/255`, the fill
            // itself (``SourceOver``). (With two fills the offscreen would hold their blend,
            // whose rounding differs from blending each in turn; below 255 the coverage would
            // scale an already rounded value.) A ripple inside its card's mask is such a group.
            // Full parts are told apart only for such a group: each part costs a drawing of its
            // own (edges built, clip rasterized), which buys nothing where it is composited anyway.
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

    /// The next offscreen canvas of the pool (allocated the first time a level is needed), with
    /// `region` cleared to transparent. It is moved out of the pool so that drawing into it does
    /// not copy it; ``returnOffscreen(_:)`` puts it back.
    private func takeOffscreen(clearing region: PixelRect) throws -> Canvas {
        defer { offscreensInUse += 1 }
        if offscreensInUse == offscreenPool.count {
            stats.offscreenAllocations += 1
            offscreenPool.append(try Canvas(width: canvasBounds.width, height: canvasBounds.height))
            return try takeOffscreen(atLevel: offscreensInUse, clearing: nil)
        }
        return try takeOffscreen(atLevel: offscreensInUse, clearing: region)
    }

    private func takeOffscreen(atLevel level: Int, clearing region: PixelRect?) throws -> Canvas {
        var canvas = offscreenPool[level]
        offscreenPool[level] = try Canvas(width: 0, height: 0)
        if let region { canvas.clear(region, to: .clear) }
        return canvas
    }

    /// Puts back the canvas taken last.
    private func returnOffscreen(_ canvas: Canvas) {
        offscreensInUse -= 1
        offscreenPool[offscreensInUse] = canvas
    }

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
    private func maskCoverage(of owner: Layer, _ maskLayer: Layer, world: AffineTransform, region: PixelRect,
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
            || kept!.world != world {
            let reach = maskReach(maskLayer, world: world).intersection(canvasBounds)
            let coverage = try drawMaskCoverage(maskLayer, world: world, region: reach)
            kept = MaskCoverage(mask: maskLayer, treeRevision: maskLayer.treeRevision, world: world,
                                coverage: coverage, cover: coverage.cover(limit: 64, separatingFull: false),
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
    private func drawMaskCoverage(_ maskLayer: Layer, world: AffineTransform, region: PixelRect) throws -> CoverageMask {
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
    /// shape in every built-in view (ripple views, paper circles, shadow layers), and drawing and
    /// extracting them was a quarter of a scene's first frame (Benchmarks/README.md, "Frames and
    /// replay").
    private func singleFillCoverage(of maskLayer: Layer, world: AffineTransform,
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

    /// Whether ``drawContents(_:_:world:fade:clip:cull:into:)`` of `layer` (presented as `p`, at
    /// fade 1) makes at most one fill: the layer's own fills (background, shape fill, stroke,
    /// border) and those of its sublayers, which must be leaves without masks, counted when their
    /// colour (faded by the sublayer's opacity) is not transparent; no visible shadow anywhere.
    /// Hidden sublayers and those of opacity ≤ 0 draw nothing. A sublayer that the region culls
    /// is still counted, which only sends more groups through the offscreen.
    private func drawsAtMostOneFill(_ layer: Layer, _ p: LayerPresentation) -> Bool {
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
    private func presentation(of layer: Layer) -> LayerPresentation {
        let id = ObjectIdentifier(layer)
        if let known = presentations[id] { return known }
        let p = layer.presentation(at: time)
        presentations[id] = p
        return p
    }

    /// `clip` narrowed to a masks-to-bounds layer's `rounded` bounds (presented as `p`, drawn
    /// through `world`): `clip.intersecting(rounded(), transform: world)`, with the coverage
    /// cropped from ``boundsCoverages``. Outside the bounds' enclosing pixels (grown by one) the
    /// coverage is 0, so a crop with smaller bounds than the clip's holds the same values.
    ///
    /// Where the clip lies wholly inside a rectangle of coverage 255 (a ripple view's bounds
    /// around a part of its ripple), it comes back unchanged: multiplying by 255 changes no
    /// coverage, and a clip mask of 255 over the region gives the pixels of the region's
    /// rectangle clip (`Clip.rectangle`; `ClipIndependenceTests`). Cropping the coverage and
    /// filling through the mask was a tenth of a frame whose damage is a few thin rectangles.
    /// `rounded` builds the path only when the coverage is not kept.
    private func boundsClip(of layer: Layer, _ p: LayerPresentation, rounded: () -> Path, world: AffineTransform,
                            within clip: RenderClip) throws -> RenderClip {
        let id = ObjectIdentifier(layer)
        let radius = p.effectiveCornerRadius
        var kept = boundsCoverages[id]
        if kept == nil || kept!.bounds != p.bounds || kept!.cornerRadius != radius || kept!.world != world {
            let reach = PixelRect(enclosing: p.bounds.applying(world)).outset(by: 1).intersection(canvasBounds)
            let coverage = try CoverageMask(rasterizing: rounded(), transform: world, bounds: reach)
            kept = BoundsCoverage(bounds: p.bounds, cornerRadius: radius, world: world, coverage: coverage,
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
    private static func fullRectangle(of coverage: CoverageMask, bounds: Rect, cornerRadius: Double,
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

    /// `layer`'s shadow mask over the whole canvas, from ``shadowMasks`` when the shadow (its
    /// opacity aside, which only the compositing colour uses), the shape and the transform are
    /// those it was made for.
    private func shadowMask(of layer: Layer, shadow: Shadow, shape: ShadowShape,
                            world: AffineTransform) throws -> CoverageMask {
        var key = shadow
        key.opacity = 1
        let id = ObjectIdentifier(layer)
        if let cached = shadowMasks[id], cached.shadow == key, cached.world == world, cached.shape == shape {
            return cached.mask
        }
        let mask = try shadow.mask(for: shape, transform: world, clippedTo: canvasBounds)
        shadowMasks[id] = ShadowMask(shadow: key, shape: shape, world: world, mask: mask)
        return mask
    }

    /// `shape`'s stroke outline (`shape.path.stroked(shape.strokeStyle)`), from
    /// ``strokeOutlines`` when `layer`'s last one was made from the same path and style.
    private func strokeOutline(of layer: Layer, _ shape: ShapeContent) -> Path {
        let id = ObjectIdentifier(layer)
        if let kept = strokeOutlines[id], kept.style == shape.strokeStyle, kept.path == shape.path {
            return kept.outline
        }
        let outline = shape.path.stroked(shape.strokeStyle)
        strokeOutlines[id] = StrokeOutline(path: shape.path, style: shape.strokeStyle, outline: outline)
        return outline
    }

    /// Shadow, background, content, sublayers and border, with each colour's alpha times `fade`.
    private func drawContents(_ layer: Layer, _ p: LayerPresentation, world: AffineTransform, fade: Double,
                              clip: RenderClip, cull: Bool, into canvas: inout Canvas) throws {
        let fillClip = clip.fillClip(canvasBounds: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        func fill(_ path: Path, _ color: Color, rule: FillRule = .nonZero, clip: Clip?) {
            let faded = fade < 1 ? color.multiplyingAlpha(by: fade) : color
            guard faded.alpha > 0 else { return }
            stats.pathsRasterized += 1
            canvas.fill(path, color: faded, rule: rule, transform: world, clip: clip)
        }
        if p.shadow.isVisible {
            var shadow = p.shadow
            shadow.opacity *= fade
            if shadow.isVisible {
                let kept = try shadowMask(of: layer, shadow: p.shadow, shape: p.shadowShape, world: world)
                stats.pathsRasterized += 1
                if let clipMask = clip.mask {
                    var mask = try kept.cropped(to: clip.region)
                    mask.multiply(by: clipMask)
                    canvas.fill(mask, color: shadow.compositingColor)
                } else {
                    // The kept mask's rows inside the region, filled in place: the pixels of
                    // filling its crop (`Canvas.fill(_:color:in:)`).
                    canvas.fill(kept, color: shadow.compositingColor, in: clip.region)
                }
            }
        }
        // Built only when used: most layers of a frame (a ripple's, a clear view's) have no
        // background, border or masks-to-bounds, and building it for each was ~3% of a frame.
        // (A transparent background fills nothing, faded or not, so skipping its call is exact.)
        lazy var rounded = p.roundedBoundsPath
        if p.backgroundColor.alpha > 0 { fill(rounded, p.backgroundColor, clip: fillClip) }
        var inner = clip
        var innerFillClip = fillClip
        if p.masksToBounds {
            inner = try boundsClip(of: layer, p, rounded: { rounded }, world: world, within: clip)
            innerFillClip = inner.fillClip(canvasBounds: canvasBounds)
            stats.pathsRasterized += 1
        }
        if case .shape(let shape) = p.content {
            if let color = shape.fillColor { fill(shape.path, color, rule: shape.fillRule, clip: innerFillClip) }
            if let color = shape.strokeColor, shape.lineWidth > 0 {
                fill(strokeOutline(of: layer, shape), color, clip: innerFillClip)
            }
        }
        for sublayer in layer.sublayers {
            try draw(sublayer, parentWorld: world, clip: inner, cull: cull, into: &canvas)
        }
        if p.borderWidth > 0 {
            var border = rounded
            let w = p.borderWidth
            let r = Swift.max(p.effectiveCornerRadius - w, 0)
            if let hole = p.bounds.standardized.insetBy(dx: w, dy: w), !hole.isEmpty {
                if r > 0 { border.addRoundedRect(in: hole, cornerWidth: r, cornerHeight: r) } else { border.addRect(hole) }
            }
            fill(border, p.borderColor, rule: .evenOdd, clip: fillClip)
        }
    }
}
