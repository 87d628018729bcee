import Geometry
import Raster

/// Scrolled content: a layer with ``Layer/cachesScrolledContent`` has its sublayers drawn into
/// tiles of a backing store in its own (content) pixel coordinates, kept between frames, damaged
/// by changes inside the content like the frame is, and copied into the frame at the content's
/// device-pixel offset, so a frame in which only the bounds origin moved copies pixels instead of
/// redrawing them (see "Scrolled content" in docs/rendering.md).
///
/// ## When the store is used (the route)
/// Only where copying gives what drawing gives: the layer masks to bounds with square corners,
/// has no shape content, has sublayers, is visible, is not inside a mask layer or inside another
/// caching layer's content, and its transform to canvas pixels keeps axes (`b = c = 0`) with a
/// translation within 10⁻⁶ px of whole pixels; its background is opaque or clear. Otherwise it is
/// drawn as any layer. The content is then drawn at exactly that whole-pixel offset: the
/// translation is snapped (docs/fidelity.md, "Animation and layers": the live offset on the pixel
/// grid). The tiles' base, under the content, is the opaque background, or for a clear one the
/// single opaque colour beneath the layer (`baseBeneath`), so no copied pixel depends on what
/// the copy hides; when there is none (something else lies beneath), the content is drawn
/// directly over it, still at the snapped offset, and nothing is copied.
///
/// ## Pixels
/// Content pixel `q` is the content point `p` (the layer's own coordinates) at `(a·p.x, d·p.y)`,
/// and lands at frame pixel `q + k`, `k` the snapped translation. A tile `(i, j)` holds content
/// pixels `[i·W, (i+1)·W) × [j·H, (j+1)·H)`, drawn through the content transform less the tile's
/// whole-pixel origin, over the background colour. A tile's pixels depend only on its index and
/// the state, never on when it was made or which frames came before, so a renderer that has
/// scrolled for a thousand frames holds the tiles a fresh one would draw.
///
/// In a frame, each pixel of the layer whose square lies inside its bounds, where no ancestor's
/// clip reduces coverage (no clip mask, or one of 255 there), is copied from its tile; the
/// remaining pixels of the layer (a rim at fractional bounds, pixels under an ancestor's rounded
/// clip) are drawn directly, with the content at the same snapped offset. Which route a pixel
/// takes depends on the pixel and the state only, not on the region being redrawn, which keeps
/// damage frames equal to full redraws.
///
/// ## Damage
/// The sublayers' records are kept in content pixels: moving the offset changes no record, so a
/// scroll frame walks one layer and damages the layer's viewport. A change inside the content
/// damages the store (a `DamageRegion` of content pixels): the damaged part of each kept tile is
/// redrawn, and the part inside the viewport, shifted by `k`, damages the frame.
extension Renderer {
    /// Tiles are as wide as the layer's inner pixels when that is at most `scrollTileMaxWidth`
    /// (so a tile's rows are whole frame rows, and copying a tile into a frame as wide as the layer
    /// is one `memcpy`), else `scrollTileWidth`; they are `scrollTileHeight` tall, which keeps the
    /// content drawn ahead of a vertical scroll small.
    static let scrollTileWidth = 1024, scrollTileMaxWidth = 4096, scrollTileHeight = 128

    /// How far above and below the viewport (in content pixels) tiles are drawn ahead (beside it
    /// they are made when first copied).
    static let scrollTileMargin = 256

    /// Tiles farther than this from the viewport (in content pixels) are dropped: four times the
    /// margin, so that scrolling back and forth over a few hundred pixels redraws nothing.
    static let scrollTileKeepDistance = 1024

    /// Translations within this many pixels of whole pixels are snapped onto them.
    static let scrollSnapTolerance = 1e-6

    /// Content pixels: everything a record inside a store can reach (the ±2^30 of `PixelRect`).
    static let contentSpace = PixelRect(x: -(1 << 30), y: -(1 << 30), width: 1 << 31, height: 1 << 31)

    /// A tile's index: column `x`, row `y` of the grid of content pixels.
    struct TileKey: Hashable {
        var x: Int, y: Int
    }

    /// The backing store of one caching layer and the route's values at its last walk.
    final class ScrollStore {
        /// The caching layer (held until the sweep drops the store with the layer's record).
        let layer: Layer
        /// The linear part of the layer's transform to canvas pixels (`a`, `d`; `b = c = 0`).
        var scaleX = 0.0, scaleY = 0.0
        /// The snapped translation: content pixel `q` lands at frame pixel `q + (shiftX, shiftY)`.
        var shiftX = 0, shiftY = 0
        /// The background every tile is cleared to (opaque).
        var base = PremultipliedColor.clear
        /// The layer's own background when it is opaque; `nil` when it is transparent, and the
        /// base is then what lies beneath the layer, if that is one opaque colour.
        var ownBase: PremultipliedColor?
        /// Whether this frame copies from the tiles: the base is known. Otherwise the content is
        /// drawn directly over whatever lies beneath (still at the snapped offset).
        var copies = false
        /// The frame pixels whose squares the layer's bounds contain (every copy lies inside).
        var inner = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// The frame pixels the layer's bounds touch.
        var reach = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// The content pixels the frame can show (the sublayers' clip in the frame, less the shift).
        var visible = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// Whether the last walk found the route usable (and the records of the sublayers are in
        /// content pixels).
        var active = false
        /// The content pixels changed since the tiles were last brought up to date.
        var damage = DamageRegion(bounds: Renderer.contentSpace)
        var tiles: [TileKey: Canvas] = [:]
        /// The width of every tile (see ``Renderer/scrollTileMaxWidth``).
        var tileWidth = Renderer.scrollTileWidth
        /// Offscreen canvases of tile size (group opacity and masks inside the content).
        var offscreens: [Canvas] = []

        /// The order in which the renderer made its stores: stores are visited in it, never in
        /// the dictionary's (hash-seeded) order, so that which tile is drawn first, and so what
        /// the caches shared between tiles count, is the same run after run.
        let serial: Int

        init(layer: Layer, serial: Int) {
            self.layer = layer
            self.serial = serial
        }

        /// The content transform: content points to content pixels.
        var contentTransform: AffineTransform {
            AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: 0, ty: 0)
        }

        /// The content transform placed in the frame: content points to frame pixels.
        var frameTransform: AffineTransform {
            AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: Double(shiftX), ty: Double(shiftY))
        }
    }

    /// The stores in the order they were made (see ``ScrollStore/serial``).
    var orderedScrollStores: [ScrollStore] {
        scrollStores.count < 2 ? Array(scrollStores.values) : scrollStores.values.sorted { $0.serial < $1.serial }
    }

    /// What the route needs from a layer presented as `p` and drawn through `world`, or `nil`
    /// when the layer is drawn as any other (see "When the store is used").
    func scrollRoute(_ layer: Layer, _ p: LayerPresentation, world: AffineTransform, visible: Bool,
                     drawn: Bool) -> (shiftX: Int, shiftY: Int, base: PremultipliedColor?)? {
        guard layer.cachesScrolledContent, visible, drawn, currentStore == nil, !layer.sublayers.isEmpty,
              p.masksToBounds, p.effectiveCornerRadius == 0, p.content == .none, p.opacity > 0,
              p.backgroundColor.premultiplied.alpha == 255 || p.backgroundColor.premultiplied.alpha == 0,
              world.b == 0, world.c == 0, world.a != 0, world.d != 0, world.a.isFinite, world.d.isFinite,
              world.tx.isFinite, world.ty.isFinite, abs(world.tx) < 1e9, abs(world.ty) < 1e9 else { return nil }
        let kx = world.tx.rounded(), ky = world.ty.rounded()
        guard abs(world.tx - kx) <= Self.scrollSnapTolerance, abs(world.ty - ky) <= Self.scrollSnapTolerance else {
            return nil
        }
        let base = p.backgroundColor.premultiplied
        return (Int(kx), Int(ky), base.alpha == 255 ? base : nil)
    }

    /// The store a walked layer's sublayers are planned in, updated from the walk (`p` is the
    /// layer's presentation when it `changed`, `childClip` the sublayers' clip in the frame), or
    /// `nil` when they are planned in the frame as for any layer; also whether the sublayers must
    /// be planned as new (their records were dropped).
    func planScrollStore(_ layer: Layer, id: ObjectIdentifier, _ p: LayerPresentation?, world: AffineTransform,
                         changed: Bool, childClip: PixelRect, visible: Bool,
                         drawn: Bool) -> (store: ScrollStore, reset: Bool)? {
        let existing = scrollStores[id]
        guard changed, let p else {
            if let existing, existing.active { return (existing, false) }
            return nil
        }
        guard let route = scrollRoute(layer, p, world: world, visible: visible, drawn: drawn) else {
            // Back to the frame: the records in content pixels mean nothing there.
            if let existing, existing.active { forgetSublayerRecords(of: layer) }
            scrollStores[id] = nil
            return nil
        }
        let store = existing ?? ScrollStore(layer: layer, serial: scrollStoresMade)
        if existing == nil { scrollStoresMade += 1 }
        let box = p.bounds.applying(world)
        // (Edges within the snapping tolerance of a pixel boundary are on it, as the rasterizer's
        // fixed point puts them.)
        let t = Self.scrollSnapTolerance
        let x0 = Int((box.minX - t).rounded(.up)), x1 = Int((box.maxX + t).rounded(.down))
        let y0 = Int((box.minY - t).rounded(.up)), y1 = Int((box.maxY + t).rounded(.down))
        let inner = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let tileWidth = 1...Self.scrollTileMaxWidth ~= inner.width ? inner.width : Self.scrollTileWidth
        let reset = !store.active || store.scaleX != world.a || store.scaleY != world.d || redrawsEverything
            || store.tileWidth != tileWidth
        if reset {
            forgetSublayerRecords(of: layer)
            store.tiles.removeAll()
            store.damage = DamageRegion(bounds: Self.contentSpace)
        }
        if store.tileWidth != tileWidth {
            store.tileWidth = tileWidth
            store.offscreens.removeAll()
        }
        store.scaleX = world.a
        store.scaleY = world.d
        store.shiftX = route.shiftX
        store.shiftY = route.shiftY
        store.ownBase = route.base
        store.reach = PixelRect(enclosing: box)
        store.inner = inner
        store.visible = childClip.offsetBy(dx: -route.shiftX, dy: -route.shiftY)
        store.active = true
        scrollStores[id] = store
        return (store, reset)
    }

    /// Drops the records of `layer`'s recorded sublayers and everything below them (not its
    /// mask's, which are planned in the layer's own space), damaging in the frame what those
    /// recorded in the frame covered.
    func forgetSublayerRecords(of layer: Layer) {
        guard let record = records[ObjectIdentifier(layer)] else { return }
        func forget(_ layer: Layer) {
            let id = ObjectIdentifier(layer)
            guard let record = records.removeValue(forKey: id) else { return }
            if record.store == nil { damage.add(record.bounds) }
            for sublayer in record.sublayers { forget(sublayer) }
            if let mask = record.mask { forget(mask) }
        }
        for sublayer in record.sublayers { forget(sublayer) }
    }

    /// Brings every active store's tiles up to date after the walk and the sweep: drops tiles far
    /// from the viewport, redraws the damaged parts of kept ones, damages the frame where the
    /// viewport shows changed content, and draws the tiles near the viewport that are missing.
    func updateScrollStores() throws {
        for store in orderedScrollStores where store.active {
            let layer = store.layer
            // The base: the layer's background, or the one colour beneath it. A change of either,
            // or of whether there is one, changes how the viewport is drawn: all of it is damaged.
            let base = store.ownBase ?? baseBeneath(store)
            if (base != nil) != store.copies || (base != nil && base! != store.base) { damage.add(store.inner) }
            store.copies = base != nil
            if let base, base != store.base {
                store.tiles.removeAll()
                store.base = base
            }
            if mode == .fullRedraw || !store.copies { store.tiles.removeAll() }
            let keep = store.visible.outset(by: Self.scrollTileKeepDistance)
            store.tiles = store.tiles.filter { !store.tileRect($0.key).intersection(keep).isEmpty }
            for rect in store.damage.rects {
                for key in store.tiles.keys.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
                    let part = rect.intersection(store.tileRect(key))
                    if !part.isEmpty { try drawTile(layer, store, key, content: part) }
                }
                damage.add(rect.intersection(store.visible).offsetBy(dx: store.shiftX, dy: store.shiftY))
            }
            store.damage = DamageRegion(bounds: Self.contentSpace)
            guard store.copies else { continue }
            let visible = store.visible, margin = Self.scrollTileMargin
            let needed = visible.isEmpty ? visible
                : PixelRect(x: visible.x, y: visible.y - margin, width: visible.width, height: visible.height + 2 * margin)
            for key in store.tileKeys(covering: needed) where store.tiles[key] == nil {
                try drawTile(layer, store, key, content: store.tileRect(key))
            }
        }
    }

    /// The one opaque colour every pixel of a transparent caching layer's inner pixels holds
    /// before the layer draws, or `nil` when that is not known to be so. Going up from the layer:
    /// it has no visible shadow, opacity 1 or more and no mask; each ancestor draws straight into the frame (not hidden, opacity 1
    /// or more, no mask layer); no sublayer painted before the path to the layer reaches the inner
    /// pixels (by the walk's records); and an ancestor either does not reach them either, or fills
    /// them with an opaque background (square corners, an axis-keeping transform, no shape
    /// content), which is the colour. Past the root it is the canvas's background, if opaque.
    func baseBeneath(_ store: ScrollStore) -> PremultipliedColor? {
        let inner = store.inner
        // (The layer itself must draw straight into the frame too: a group's offscreen starts
        // transparent.)
        let own = presentation(of: store.layer)
        guard !inner.isEmpty, !own.shadow.isVisible, own.opacity >= 1, store.layer.mask == nil else { return nil }
        var child = store.layer
        while let parent = child.superlayer {
            let p = presentation(of: parent)
            guard !parent.isHidden, parent.mask == nil, p.opacity >= 1, let record = records[ObjectIdentifier(parent)]
            else { return nil }
            for sibling in parent.sublayers {
                if sibling === child { break }
                if let drawn = records[ObjectIdentifier(sibling)], !drawn.subtreeBounds.intersection(inner).isEmpty {
                    return nil
                }
            }
            let world = record.world
            let fill = p.backgroundColor.premultiplied
            if fill.alpha == 255, p.content == .none, p.effectiveCornerRadius == 0, world.b == 0, world.c == 0 {
                let box = p.bounds.applying(world)
                if box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
                   abs(box.minX) < 1e9, abs(box.minY) < 1e9, abs(box.maxX) < 1e9, abs(box.maxY) < 1e9 {
                    let x0 = Int(box.minX.rounded(.up)), x1 = Int(box.maxX.rounded(.down))
                    let y0 = Int(box.minY.rounded(.up)), y1 = Int(box.maxY.rounded(.down))
                    if PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).contains(inner) { return fill }
                }
            }
            guard record.bounds.intersection(inner).isEmpty else { return nil }
            child = parent
        }
        let canvas = background.premultiplied
        guard child === root, canvas.alpha == 255 else { return nil }
        return canvas
    }

}

extension Renderer.ScrollStore {
    /// The content pixels of tile `key`.
    func tileRect(_ key: Renderer.TileKey) -> PixelRect {
        PixelRect(x: key.x * tileWidth, y: key.y * Renderer.scrollTileHeight, width: tileWidth,
                  height: Renderer.scrollTileHeight)
    }

    /// The tiles that meet `rect` (content pixels), row by row.
    func tileKeys(covering rect: PixelRect) -> [Renderer.TileKey] {
        guard !rect.isEmpty else { return [] }
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        let height = Renderer.scrollTileHeight
        let i0 = floorDiv(rect.x, tileWidth), i1 = floorDiv(rect.maxX - 1, tileWidth)
        let j0 = floorDiv(rect.y, height), j1 = floorDiv(rect.maxY - 1, height)
        var keys: [Renderer.TileKey] = []
        keys.reserveCapacity((i1 - i0 + 1) * (j1 - j0 + 1))
        for j in j0...j1 { for i in i0...i1 { keys.append(Renderer.TileKey(x: i, y: j)) } }
        return keys
    }
}

extension Renderer {
    /// Redraws `content` (content pixels inside tile `key`) of `layer`'s store: cleared to the
    /// background, then the sublayers drawn through the content transform less the tile's origin.
    /// A missing tile is made first (then `content` should be the whole tile).
    func drawTile(_ layer: Layer, _ store: ScrollStore, _ key: TileKey, content: PixelRect) throws {
        let origin = store.tileRect(key)
        var tile = try store.tiles.removeValue(forKey: key)
            ?? Canvas(width: store.tileWidth, height: Self.scrollTileHeight)
        let region = content.offsetBy(dx: -origin.x, dy: -origin.y)
        tile.clear(region, to: store.base)
        stats.scrolledPixelsDrawn += region.area
        // The tile is its own drawing space: its bounds, its offscreens, records shifted onto it.
        // (A tile made while a frame region is drawn skips nothing: the occluder is the frame's.)
        let saved = (spaceBounds, recordShift, offscreenPool, offscreensInUse, occluder)
        occluder = nil
        spaceBounds = PixelRect(x: 0, y: 0, width: store.tileWidth, height: Self.scrollTileHeight)
        recordShift = (-origin.x, -origin.y)
        offscreenPool = store.offscreens
        offscreensInUse = 0
        defer {
            store.offscreens = offscreenPool
            (spaceBounds, recordShift, offscreenPool, offscreensInUse, occluder) = saved
            store.tiles[key] = tile
        }
        let world = AffineTransform(a: store.scaleX, b: 0, c: 0, d: store.scaleY, tx: Double(-origin.x),
                                    ty: Double(-origin.y))
        for sublayer in layer.sublayers {
            try draw(sublayer, parentWorld: world, clip: RenderClip(region: region, mask: nil), into: &tile)
        }
    }

    /// A part of `region` and its occluder (see ``occluder``): an active store whose copy writes
    /// every pixel of the part straight into the frame. The part lies inside the store's inner
    /// pixels, and the layer and every ancestor up to the root draw straight into the frame with
    /// no clip mask there: opacity 1 (or more), no mask layer, and, for an ancestor that masks to
    /// bounds, square corners under a transform that keeps axes, with the part inside the pixels
    /// whose squares its bounds contain (coverage 255). `nil` when there is none.
    func occlusion(in region: PixelRect) -> (part: PixelRect,
                                             occluder: (layer: ObjectIdentifier, ancestors: [ObjectIdentifier]))? {
        search: for store in orderedScrollStores where store.active && store.copies {
            var part = region.intersection(store.inner)
            guard !part.isEmpty else { continue }
            let layer = store.layer
            guard layer.mask == nil, presentation(of: layer).opacity >= 1 else { continue }
            var ancestors: [ObjectIdentifier] = []
            var current = layer.superlayer
            var top: Layer = layer
            while let ancestor = current {
                let p = presentation(of: ancestor)
                guard !ancestor.isHidden, ancestor.mask == nil, p.opacity >= 1 else { continue search }
                if p.masksToBounds {
                    guard let world = records[ObjectIdentifier(ancestor)]?.world, world.b == 0, world.c == 0,
                          p.effectiveCornerRadius == 0 else { continue search }
                    let box = p.bounds.applying(world)
                    guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
                          abs(box.minX) < 1e9, abs(box.minY) < 1e9, abs(box.maxX) < 1e9, abs(box.maxY) < 1e9
                    else { continue search }
                    let x0 = Int(box.minX.rounded(.up)), x1 = Int(box.maxX.rounded(.down))
                    let y0 = Int(box.minY.rounded(.up)), y1 = Int(box.maxY.rounded(.down))
                    part = part.intersection(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
                    guard !part.isEmpty else { continue search }
                }
                ancestors.append(ObjectIdentifier(ancestor))
                top = ancestor
                current = ancestor.superlayer
            }
            guard top === root else { continue }
            return (part, (ObjectIdentifier(layer), ancestors))
        }
        return nil
    }

    /// The background, the content and the sublayers of an active caching layer (presented as
    /// `p`, drawn through `world`) inside `clip`: copied from the tiles where each pixel's square
    /// lies inside the bounds and no ancestor's clip reduces coverage, drawn directly elsewhere
    /// (see "Pixels").
    func drawScrolledContents(_ layer: Layer, _ p: LayerPresentation, world: AffineTransform, store: ScrollStore,
                              clip: RenderClip, into canvas: inout Canvas) throws {
        let area = clip.region.intersection(store.reach)
        guard !area.isEmpty else { return }
        guard store.copies else {
            try drawScrolledDirectly(layer, p, world: world, store: store, clip: clip, into: &canvas)
            return
        }
        if let mask = clip.mask {
            // Under an ancestor's clip mask: drawn directly everywhere, then copied over where the
            // mask is 255 (rare: a scroll view inside a rounded, clipping view).
            try drawScrolledDirectly(layer, p, world: world, store: store, clip: clip, into: &canvas)
            for part in mask.cover(separatingFull: true) where part.isFull {
                try copyTiles(layer, store, into: &canvas, frame: part.rect.intersection(store.inner))
            }
            return
        }
        let copied = area.intersection(store.inner)
        for rim in area.subtracting(copied) {
            try drawScrolledDirectly(layer, p, world: world, store: store, clip: RenderClip(region: rim, mask: nil),
                                     into: &canvas)
        }
        try copyTiles(layer, store, into: &canvas, frame: copied)
    }

    /// The background, clipped content and sublayers drawn into the frame as the normal route
    /// does, with the content at the store's snapped offset.
    func drawScrolledDirectly(_ layer: Layer, _ p: LayerPresentation, world: AffineTransform, store: ScrollStore,
                              clip: RenderClip, into canvas: inout Canvas) throws {
        let rounded = p.roundedBoundsPath
        if p.backgroundColor.alpha > 0 {
            stats.pathsRasterized += 1
            canvas.fill(rounded, color: p.backgroundColor, transform: world,
                        clip: clip.fillClip(canvasBounds: PixelRect(x: 0, y: 0, width: canvas.width,
                                                                    height: canvas.height)))
        }
        let inner = try clip.intersecting(rounded, transform: world)
        stats.pathsRasterized += 1
        let saved = (recordShift, occluder)
        recordShift = (store.shiftX, store.shiftY)
        occluder = nil
        defer { (recordShift, occluder) = saved }
        for sublayer in layer.sublayers {
            try draw(sublayer, parentWorld: store.frameTransform, clip: inner, into: &canvas)
        }
    }

    /// Copies the tiles' pixels onto `frame` (frame pixels), making missing tiles.
    func copyTiles(_ layer: Layer, _ store: ScrollStore, into canvas: inout Canvas, frame: PixelRect) throws {
        guard !frame.isEmpty else { return }
        let content = frame.offsetBy(dx: -store.shiftX, dy: -store.shiftY)
        for key in store.tileKeys(covering: content) {
            let rect = store.tileRect(key)
            let part = content.intersection(rect)
            if store.tiles[key] == nil { try drawTile(layer, store, key, content: rect) }
            canvas.copy(store.tiles[key]!, from: part.offsetBy(dx: -rect.x, dy: -rect.y),
                        toX: part.x + store.shiftX, y: part.y + store.shiftY)
        }
        stats.scrolledPixelsCopied += frame.area
    }
}

extension PixelRect {
    /// The rectangle moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The pixels of this rectangle outside `other` (which must lie inside it, or be empty), as
    /// at most four disjoint rectangles: the rows above and below, then the columns beside.
    func subtracting(_ other: PixelRect) -> [PixelRect] {
        guard !isEmpty else { return [] }
        guard !other.isEmpty else { return [self] }
        var parts: [PixelRect] = []
        if other.y > y { parts.append(PixelRect(x: x, y: y, width: width, height: other.y - y)) }
        if other.maxY < maxY { parts.append(PixelRect(x: x, y: other.maxY, width: width, height: maxY - other.maxY)) }
        if other.x > x { parts.append(PixelRect(x: x, y: other.y, width: other.x - x, height: other.height)) }
        if other.maxX < maxX {
            parts.append(PixelRect(x: other.maxX, y: other.y, width: maxX - other.maxX, height: other.height))
        }
        return parts
    }
}
