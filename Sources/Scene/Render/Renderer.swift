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
///
/// ## Text
/// A layer with ``TextContent`` fills its glyph outlines non-zero in its text colour, between its
/// shape content and its sublayers. The coverage is always rasterized through the layer's
/// transform less the whole device pixels of its translation and then moved by them, and kept per
/// layer: a frame that redraws an unchanged title (a ripple growing over a button) composites the
/// kept coverage and rasterizes nothing, and a layer that moved by whole pixels reuses it too.
///
/// ## Scrolled content
/// A layer with ``Layer/cachesScrolledContent`` has its sublayers drawn into tiles of a backing
/// store in its content pixels, kept between frames and damaged like the frame, and copied into the
/// frame at its whole-pixel offset, when copying gives the pixels drawing gives (an opaque
/// background, square corners, masks to bounds, an axis-keeping transform on the pixel grid; see
/// `Renderer+ScrolledContent.swift`). A region the copy covers skips everything painted beneath it,
/// so a frame in which only the offset moved costs about a copy of the viewport
/// (``FrameStatistics/scrolledPixelsCopied``).
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

    /// What the last walk found, by layer (see ``Record``).
    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
    @exclusivity(unchecked) var lastTime: Int64?
    @exclusivity(unchecked) var frameNumber: UInt64 = 0
    @exclusivity(unchecked) var stats = FrameStatistics()
    @exclusivity(unchecked) var damage: DamageRegion
    @exclusivity(unchecked) var time: Int64 = 0
    let canvasBounds: PixelRect
    /// The root's tree revision when the tree was last walked.
    @exclusivity(unchecked) var walkedTreeRevision: UInt64?
    /// The earliest time at which an animation of the tree may present a value other than at the
    /// last walk; `nil` when none will.
    @exclusivity(unchecked) var nextAnimationChange: Int64?
    /// The offscreen pool (see `Renderer+OffscreenPool.swift`).
    @exclusivity(unchecked) var offscreenPool: [Canvas] = []
    /// How many of ``offscreenPool`` the current drawing is using.
    @exclusivity(unchecked) var offscreensInUse = 0
    /// Layers found missing from their prior superlayer or owner during the walk.
    @exclusivity(unchecked) var removed: [Layer] = []
    /// Shadow masks by layer, dropped with the layer's record (see `sweep`).
    @exclusivity(unchecked) var shadowMasks: [ObjectIdentifier: ShadowMask] = [:]
    /// Mask coverages by owner layer, dropped with the owner's record (see `sweep`).
    @exclusivity(unchecked) var maskCoverages: [ObjectIdentifier: MaskCoverage] = [:]
    /// Presentations of this frame's time by layer, filled by the walk (changed layers) and the
    /// drawing, emptied when a frame starts. A layer presents one value at one time and nothing
    /// changes the tree while a frame is rendered, so the value is the one a new evaluation would
    /// give; evaluating a ripple's animations is thousands of instructions, and a changed layer
    /// would otherwise be evaluated in the walk and again for each part it is drawn in
    /// (`BM_Frame/touchstone/gallery_scale3_damage`).
    @exclusivity(unchecked) var presentations: [ObjectIdentifier: LayerPresentation] = [:]
    /// Bounds coverages by layer, dropped with the layer's record (see `sweep`).
    @exclusivity(unchecked) var boundsCoverages: [ObjectIdentifier: BoundsCoverage] = [:]
    /// Stroke outlines by layer, dropped with the layer's record (see `sweep`).
    @exclusivity(unchecked) var strokeOutlines: [ObjectIdentifier: StrokeOutline] = [:]
    /// Text coverages by layer, dropped with the layer's record (see `sweep` and "Text").
    @exclusivity(unchecked) var textCoverages: [ObjectIdentifier: TextCoverageCache] = [:]
    /// The rasterizer memory text coverage is made with, kept between texts and frames.
    let textScratch = RasterScratch()
    /// The backing stores of layers that cache scrolled content, by layer, dropped with the
    /// layer's record (see `Renderer+ScrolledContent.swift`).
    @exclusivity(unchecked) var scrollStores: [ObjectIdentifier: ScrollStore] = [:]
    /// How many stores the renderer has made: the next store's serial.
    @exclusivity(unchecked) var scrollStoresMade = 0
    /// The pixels of the space being planned or drawn: the canvas, a store's content pixels
    /// while its sublayers are walked, a tile while one is drawn.
    @exclusivity(unchecked) var spaceBounds: PixelRect
    /// What is added to a recorded rectangle to place it in the space being drawn: zero for the
    /// frame, a tile's origin negated, or a store's shift when its content is drawn in the frame.
    @exclusivity(unchecked) var recordShift = (x: 0, y: 0)
    /// The store whose content the walk is in (`nil`: the frame).
    @exclusivity(unchecked) var currentStore: ObjectIdentifier?
    /// Rectangles covered by layers that moved into or out of a caching layer's content, with
    /// the space they are in (`nil`: the frame), damaged after the walk.
    @exclusivity(unchecked) var movedDamage: [(store: ObjectIdentifier?, rect: PixelRect)] = []
    /// While a region inside an opaque copy of scrolled content is drawn: the caching layer and
    /// its ancestors, whose drawing before the copy, like every layer painted before it, the copy
    /// overwrites and is skipped (see `occludingStore(covering:)`).
    @exclusivity(unchecked) var occluder: (layer: ObjectIdentifier, ancestors: [ObjectIdentifier])?
    /// Whether the drawing has passed the occluder's copy.
    @exclusivity(unchecked) var occluderPassed = false
    /// Whether this frame redraws everything (the first frame, or time went backwards).
    @exclusivity(unchecked) var redrawsEverything = false

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
        spaceBounds = canvasBounds
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
        redrawsEverything = backwards
        plan(root, parentWorld: base, clip: canvasBounds, parentChanged: backwards, visible: true, drawn: true)
        nextAnimationChange = records[ObjectIdentifier(root)]?.subtreeNextChange
        for layer in removed { sweep(layer) }
        removed = []
        for (store, rect) in movedDamage {
            if let store { scrollStores[store]?.damage.add(rect) } else { damage.add(rect) }
        }
        movedDamage = []
        try updateScrollStores()
        lastTime = time
        let regions = (mode == .fullRedraw || backwards) ? [canvasBounds] : damage.rects
        guard !regions.isEmpty else { return stats }
        stats.damageRects = regions
        var target = canvas
        canvas = try Canvas(width: 0, height: 0)   // keep `target` uniquely referenced while drawing
        defer { canvas = target }
        for region in regions {
            // Inside a copy of scrolled content everything painted before the copy, the clearing
            // included, is overwritten by it: only what lies above is drawn. (A pixel's value does
            // not depend on the region it is drawn in, so the region may be cut up.)
            guard let (part, cover) = occlusion(in: region) else {
                target.clear(region, to: background.premultiplied)
                try draw(root, parentWorld: base, clip: RenderClip(region: region, mask: nil), into: &target)
                continue
            }
            for rest in region.subtracting(part) {
                target.clear(rest, to: background.premultiplied)
                try draw(root, parentWorld: base, clip: RenderClip(region: rest, mask: nil), into: &target)
            }
            occluder = cover
            occluderPassed = false
            defer { occluder = nil }
            try draw(root, parentWorld: base, clip: RenderClip(region: part, mask: nil), into: &target)
        }
        return stats
    }
}
