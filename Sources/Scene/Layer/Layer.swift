import Geometry
import Raster

/// A node of a retained layer tree, in Core Animation's model: geometry, appearance, a shadow, an
/// optional mask layer and ordered sublayers, with every drawable property animatable through the
/// layer's ``animations``.
///
///     let clock = SimClock()
///     let card = Layer(clock: clock)
///     card.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
///     card.position = Point(x: 60, y: 30)
///     card.backgroundColor = .white
///     card.cornerRadius = 8
///     try card.animations.add(.basic(BasicAnimation(keyPath: "opacity", to: .double(0), duration: 150_000_000)))
///
/// ## Geometry
/// A point `p` of the layer's own coordinates (those of ``bounds``) lands in its superlayer's at
/// `position + transform(p − bounds.origin − anchorPoint · bounds.size)`, as in Core Animation.
/// ``transform`` is 2-D only (an ``AffineTransform``, Core Animation's `affineTransform`): there is
/// no `CATransform3D`, `zPosition` or `sublayerTransform`.
///
/// ## Model and presentation
/// The properties hold model values; ``presentation(at:)`` applies the layer's animations to them.
/// Animatable key paths: "bounds", "position", "anchorPoint", "transform", "opacity",
/// "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
/// "shadowRadius", "shadowOffset" (a ``AnimatableValue/size(_:)``), "shadowPath", and for shape
/// content "path", "fillColor", "strokeColor", "lineWidth". A `nil` colour animates as
/// ``Color/clear``; a `nil` shadow path or shape colour is not animated (as Core Animation cannot
/// interpolate from `nil` either).
///
/// Every model setter increases ``revision`` (only when the value changes), as do tree changes of
/// the layer's sublayers, so a renderer can tell what changed since the previous frame.
///
/// Layers, their animation sets and clock, and the renderer are used from one thread, and their
/// stored properties are `@exclusivity(unchecked)`: the renderer reads every visible layer's
/// properties each frame, and a run-time exclusivity check per read was ~6% of a damage frame
/// (`BM_Frame/touchstone/gallery_scale3_damage`).
public final class Layer {
    /// The animations of this layer's properties, on the layer's clock.
    public let animations: AnimationSet

    /// Counts model changes to this layer: property writes that change a value and changes to its
    /// list of sublayers.
    @exclusivity(unchecked) public private(set) var revision: UInt64 = 0

    /// Counts changes anywhere in the layer's subtree: its own ``revision`` changes, its
    /// animations being added or removed (``AnimationSet/revision``), and the same in its
    /// sublayers and its mask, recursively. A renderer that finds the root's value unchanged
    /// knows no model value of the tree changed, without walking it.
    ///
    /// - Complexity: each change costs O(depth): it is counted on every ancestor (through
    ///   superlayers, and from a mask to the layer it masks).
    @exclusivity(unchecked) public private(set) var treeRevision: UInt64 = 0

    /// The layer whose ``mask`` this layer is, so that changes to a mask reach that layer's
    /// ``treeRevision``.
    @exclusivity(unchecked) private weak var maskOwner: Layer?

    /// Creates a layer with Core Animation's defaults whose animations run on `clock`.
    public init(clock: SimClock) {
        animations = AnimationSet(clock: clock)
        animations.owner = self
    }

    private func touch() {
        revision &+= 1
        subtreeDidChange()
    }

    /// Counts a change on this layer's ``treeRevision`` and its ancestors'.
    func subtreeDidChange() {
        var current: Layer? = self
        while let layer = current {
            layer.treeRevision &+= 1
            current = layer.superlayer ?? layer.maskOwner
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate rectangle; its size is the layer's size (animatable).
    @exclusivity(unchecked) public var bounds = Rect.zero { didSet { if bounds != oldValue { touch() } } }
    /// Where the anchor point lies in the superlayer's coordinates (animatable).
    @exclusivity(unchecked) public var position = Point.zero { didSet { if position != oldValue { touch() } } }
    /// The point of the bounds, in unit coordinates, that sits at ``position`` and about which the
    /// transform applies; (0.5, 0.5) by default (animatable).
    @exclusivity(unchecked) public var anchorPoint = Point(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { touch() } } }
    /// A 2-D affine transform about the anchor point (animatable as "transform").
    @exclusivity(unchecked) public var transform = AffineTransform.identity { didSet { if transform != oldValue { touch() } } }

    // MARK: Appearance

    /// Opacity from 0 to 1, applied to the layer and its sublayers as a group (animatable).
    @exclusivity(unchecked) public var opacity = 1.0 { didSet { if opacity != oldValue { touch() } } }
    /// Whether the layer and its sublayers are not drawn.
    @exclusivity(unchecked) public var isHidden = false { didSet { if isHidden != oldValue { touch() } } }
    /// The colour the rounded bounds are filled with; `nil` fills nothing (animatable).
    @exclusivity(unchecked) public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { touch() } } }
    /// The radius of the corners of the background, the border and the masks-to-bounds clip,
    /// clamped when drawn to half the shorter side (animatable).
    @exclusivity(unchecked) public var cornerRadius = 0.0 { didSet { if cornerRadius != oldValue { touch() } } }
    /// Whether sublayers (and shape content) are clipped to the rounded bounds.
    @exclusivity(unchecked) public var masksToBounds = false { didSet { if masksToBounds != oldValue { touch() } } }
    /// Whether a renderer may draw the sublayers once into a backing store in the layer's own
    /// coordinates and composite it at the layer's bounds origin, so that a frame in which only
    /// the bounds origin (a scroll view's content offset) changed costs a copy, not a redraw
    /// (Core Animation's backing stores; see "Scrolled content" in docs/rendering.md). `false` by
    /// default. The renderer uses the store only when the frames come out as a redraw from scratch
    /// gives them: a masks-to-bounds layer with square corners and no shape content, with an
    /// opaque background or a clear one over a single opaque colour, under a transform that keeps
    /// axes, whose content lands at a whole device-pixel offset.
    @exclusivity(unchecked) public var cachesScrolledContent = false { didSet { if cachesScrolledContent != oldValue { touch() } } }
    /// The width of the border, drawn inside the bounds on top of the sublayers (animatable).
    @exclusivity(unchecked) public var borderWidth = 0.0 { didSet { if borderWidth != oldValue { touch() } } }
    /// The border's colour, opaque black by default (animatable).
    @exclusivity(unchecked) public var borderColor: Color? = .black { didSet { if borderColor != oldValue { touch() } } }
    /// What the layer draws between its background and its sublayers.
    @exclusivity(unchecked) public var content = LayerContent.none { didSet { if content != oldValue { touch() } } }

    // MARK: Shadow

    /// The shadow's colour, opaque black by default (animatable).
    @exclusivity(unchecked) public var shadowColor: Color? = .black { didSet { if shadowColor != oldValue { touch() } } }
    /// The shadow's opacity, 0 by default (no shadow) (animatable).
    @exclusivity(unchecked) public var shadowOpacity = 0.0 { didSet { if shadowOpacity != oldValue { touch() } } }
    /// The blur radius in points, 3 by default; σ = radius / 2 (see ``Shadow``) (animatable).
    @exclusivity(unchecked) public var shadowRadius = 3.0 { didSet { if shadowRadius != oldValue { touch() } } }
    /// The shadow's offset, (0, −3) by default as in Core Animation (animatable).
    @exclusivity(unchecked) public var shadowOffset = Size(width: 0, height: -3) { didSet { if shadowOffset != oldValue { touch() } } }
    /// The outline casting the shadow, in the layer's coordinates (animatable). When `nil` the
    /// shadow is cast by the rounded bounds — a deviation: Core Animation then uses the alpha of
    /// everything the layer draws.
    @exclusivity(unchecked) public var shadowPath: Path? { didSet { if shadowPath != oldValue { touch() } } }
    /// The rule ``shadowPath`` is filled with to cast the shadow: non-zero by default, as Core
    /// Animation always fills it.
    @exclusivity(unchecked) public var shadowPathFillRule = FillRule.nonZero { didSet { if shadowPathFillRule != oldValue { touch() } } }
    /// Whether the shadow is left out where the casting shape itself is, by the shape's exact
    /// coverage (``Raster/Canvas/drawShadow(_:of:transform:excludingInterior:)``): MDC's shadow
    /// mask without a mask layer. `false` by default.
    @exclusivity(unchecked) public var shadowExcludesInterior = false { didSet { if shadowExcludesInterior != oldValue { touch() } } }

    // MARK: Tree

    /// The layer whose alpha channel (times its opacity) clips this layer, its shadow and its
    /// sublayers; laid out in this layer's coordinates. It is not a sublayer; a mask's own mask is
    /// ignored.
    @exclusivity(unchecked) public var mask: Layer? {
        didSet {
            guard mask !== oldValue else { return }
            if let oldValue, oldValue.maskOwner === self { oldValue.maskOwner = nil }
            mask?.maskOwner = self
            touch()
        }
    }

    /// The layer this one is a sublayer of.
    @exclusivity(unchecked) public private(set) weak var superlayer: Layer?

    /// The sublayers, back to front.
    @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []

    /// Appends `layer` as the frontmost sublayer, first removing it from its current superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` among the sublayers at `index` (clamped to 0…count, counted after removing
    /// it from its current superlayer). Adding a layer to itself or to one of its descendants is a
    /// programming error and traps.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        var ancestor: Layer? = self
        while let current = ancestor {
            precondition(current !== layer, "a layer cannot be a sublayer of itself or of a descendant")
            ancestor = current.superlayer
        }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: Swift.min(Swift.max(index, 0), sublayers.count))
        layer.superlayer = self
        touch()
    }

    /// Removes the layer from its superlayer, if any.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        parent.touch()
        superlayer = nil
    }
}
