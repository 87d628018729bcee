import Geometry
import Raster

/// Damage planning: the walk that finds what changed since the last frame, records what each layer
/// covered, and adds the pixels to redraw to the frame's ``DamageRegion`` (see "Damage tracking"
/// and "Unchanged frames" in ``Renderer``).
extension Renderer {
    /// What the last walk of a layer found.
    ///
    /// The sublayers and mask are held strongly, so a layer removed from the tree lives until the
    /// sweep drops its record and an identifier in ``records`` is never reused by a new object.
    /// (Weak references would make every record copy an atomic side-table operation.)
    struct Record {
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
        /// The caching layer in whose content pixels `bounds`, `subtreeBounds`, the clips and
        /// `world` are, or `nil` for the canvas (see `Renderer+ScrolledContent.swift`).
        var store: ObjectIdentifier?
    }

    /// Whether a damage frame at `time` can be skipped outright (see "Unchanged frames").
    func isUnchanged(at time: Int64) -> Bool {
        guard mode == .damage, let lastTime, time >= lastTime, walkedTreeRevision == root.treeRevision else {
            return false
        }
        return nextAnimationChange.map { time < $0 } ?? true
    }

    /// When `set` may next present new values after the frame's time: one nanosecond on if
    /// something is running now, else its next begin or end; `nil` for never.
    func nextChange(of set: AnimationSet) -> Int64? {
        guard !set.isEmpty else { return nil }
        return set.isAnimating(at: time) ? (time == .max ? nil : time + 1) : set.nextChangeTime(after: time)
    }

    /// The earlier of two optional times (`nil` is never).
    static func earlier(_ a: Int64?, _ b: Int64?) -> Int64? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.min(a, b)
    }

    /// Drops the records of a layer that left the tree (unless this frame's walk found it
    /// elsewhere) and of its recorded sublayers and mask, damaging what they covered.
    func sweep(_ layer: Layer) {
        let id = ObjectIdentifier(layer)
        guard let record = records[id], record.frame != frameNumber else { return }
        if let store = record.store {
            scrollStores[store]?.damage.add(record.bounds)
        } else {
            damage.add(record.bounds)
        }
        records[id] = nil
        scrollStores[id] = nil
        shadowMasks[id] = nil
        maskCoverages[id] = nil
        boundsCoverages[id] = nil
        strokeOutlines[id] = nil
        textCoverages[id] = nil
        for sublayer in record.sublayers { sweep(sublayer) }
        if let mask = record.mask { sweep(mask) }
    }

    /// Notes the prior sublayers and mask of a walked layer that are no longer there, for
    /// ``sweep(_:)`` after the walk (a layer moved elsewhere is found there first).
    func noteRemovals(_ layer: Layer, prior: Record) {
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
    func plan(_ layer: Layer, parentWorld: AffineTransform, clip: PixelRect, parentChanged: Bool,
              visible: Bool, drawn: Bool) -> Bool {
        stats.layersVisited += 1
        let id = ObjectIdentifier(layer)
        var prior = records[id]
        if let moved = prior, moved.store != currentStore {
            // Moved into or out of a caching layer's content: what it covered is in the other
            // space, damaged there after the walk; here it is new.
            movedDamage.append((moved.store, moved.bounds))
            prior = nil
        }
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
            if plan(mask, parentWorld: world, clip: spaceBounds, parentChanged: changed, visible: isVisible,
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
            var drawnBounds = pixelBounds(p, world: world)
            if layer.cachesScrolledContent {
                // Its content may fill its bounds even where the layer itself draws nothing (a
                // clear scroll view): a change of the offset damages all of them.
                drawnBounds = drawnBounds.union(PixelRect(enclosing: p.bounds.applying(world)))
            }
            bounds = isVisible && drawn ? drawnBounds.intersection(own) : PixelRect(x: 0, y: 0, width: 0, height: 0)
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
        // A caching layer's sublayers are planned in its content pixels, where moving the offset
        // changes nothing (`Renderer+ScrolledContent.swift`); what they damage goes to its store.
        let space = currentStore
        var sublayerWorld = world, sublayerClip = childClip, sublayersChanged = changed
        let scrolled = layer.cachesScrolledContent || (!scrollStores.isEmpty && scrollStores[id] != nil)
            ? planScrollStore(layer, id: id, current, world: world, changed: changed, childClip: childClip,
                              visible: isVisible, drawn: drawn) : nil
        if let scrolled {
            sublayerWorld = scrolled.store.contentTransform
            sublayerClip = Self.contentSpace
            sublayersChanged = scrolled.reset
            currentStore = id
            swap(&damage, &scrolled.store.damage)
            spaceBounds = Self.contentSpace
        }
        for sublayer in layer.sublayers {
            if plan(sublayer, parentWorld: sublayerWorld, clip: sublayerClip, parentChanged: sublayersChanged,
                    visible: isVisible, drawn: drawn) {
                subtreeChanged = true
            }
            if let record = records[ObjectIdentifier(sublayer)] {
                // (Content pixels are not frame pixels: a caching layer's reach is its own bounds.)
                if scrolled == nil { subtree = subtree.union(record.subtreeBounds) }
                subtreeNext = Self.earlier(subtreeNext, record.subtreeNextChange)
            }
        }
        if let scrolled {
            swap(&damage, &scrolled.store.damage)
            currentStore = space
            spaceBounds = canvasBounds
        }
        records[id] = Record(revision: layer.revision, treeRevision: layer.treeRevision,
                             animationRevision: set.revision, visible: isVisible, world: world, bounds: bounds,
                             subtreeBounds: subtree, childClip: childClip, clip: clip, disk: disk, subtreeNextChange: subtreeNext, sublayers: layer.sublayers,
                             mask: layer.mask, frame: frameNumber, store: space)
        return subtreeChanged
    }

    func animations(of layer: Layer) -> AnimationSet { layer.animations }

    /// Whether the layer's animations may present different values at the current time than at
    /// the last frame's (see "Change tracking" in ``AnimationSet``).
    func animationsChanged(_ set: AnimationSet) -> Bool {
        guard let last = lastTime else { return true }
        guard !set.isEmpty, time != last else { return false }
        return set.isAnimating(at: last) || (set.nextChangeTime(after: last).map { $0 <= time } ?? false)
    }

    /// The pixels a layer's own drawing can touch: its bounds when it fills or borders them, its
    /// shape (with the stroke's reach), its text's outline and its shadow (with the blur's reach), grown by a pixel.
    ///
    /// Bounds that draw nothing are left out: a ripple's layer spans its whole view while its
    /// circle, scaled down as it grows, covers a part of it, and only the circle is damaged.
    func pixelBounds(_ p: LayerPresentation, world: AffineTransform) -> PixelRect {
        let drawsBounds = p.backgroundColor.alpha > 0 || (p.borderWidth > 0 && p.borderColor.alpha > 0)
        var box: Rect? = drawsBounds ? p.bounds : nil
        if case .shape(let shape) = p.content, let pathBox = shape.path.controlPointBounds {
            let reach = shape.strokeColor == nil ? 0 : Swift.max(shape.lineWidth, 0) * shape.strokeStyle.miterLimit / 2
            let stroked = Rect(x: pathBox.minX - reach, y: pathBox.minY - reach,
                               width: pathBox.width + 2 * reach, height: pathBox.height + 2 * reach)
            box = box.map { $0.union(stroked) } ?? stroked
        }
        if case .text(let text) = p.content, text.color.alpha > 0, let textBox = text.outline.controlPointBounds {
            box = box.map { $0.union(textBox) } ?? textBox
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
    func maskReach(_ mask: Layer, world: AffineTransform) -> PixelRect {
        guard mask.sublayers.isEmpty, mask.mask == nil else { return spaceBounds }
        let p = presentation(of: mask)
        return pixelBounds(p, world: p.transformToSuperlayer.concatenating(world))
    }
}
