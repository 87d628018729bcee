import Geometry
import Raster
import Scene
import Shapes

/// MDC's `MDCShapedShadowLayer` built over a Scene ``Layer``: an elevation shadow, a background and a
/// border that follow a generated shape instead of the rectangular bounds.
///
///     let shaped = ShapedShadowLayer(layer: view.layer)
///     shaped.shapeGenerator = ShapeCategory(family: .cut, size: 8).rectangleShapeGenerator
///     shaped.shapedBackgroundColor = .white
///     shaped.shapedBorderWidth = 2
///     shaped.elevation = ShadowElevation.cardResting
///     shaped.layoutSublayers()              // after every change of the host's size
///
/// Scene's `Layer` is final, so this type composes rather than subclasses: it owns three sublayers
/// it inserts at the back of ``layer`` (the host), in MDC's order: the key ("bottom") shadow layer,
/// the ambient ("top") shadow layer, then the ``colorLayer`` that fills and strokes the shape.
/// Sublayers added to the host later (a view's subviews, a ripple) draw in front of them.
///
/// ## The path
/// The shape's path P (``path``) is generated for the host's standardized bounds size whenever
/// ``shapeGenerator`` is set (`nil` sets no path) and at every ``layoutSublayers()`` — the latter
/// only while the generator is non-`nil`, so a `shadowPath` a client set on a generator-less layer
/// survives layout (MDC PR #6616). Setting P:
/// - the host's `shadowPath` = P, un-inset; the two shadow layers cast their shadows from it;
/// - P empty or `nil`: the host's own background, border colour and border width take the shaped
///   values (a plain rectangle) and the colour layer draws nothing;
/// - P non-empty: the host draws no background or border; the colour layer fills P with
///   ``shapedBackgroundColor`` and strokes it with ``shapedBorderColor`` at ``shapedBorderWidth``.
///   With a positive border width the colour path is P inset by half the width (so the stroke's
///   outer edge lands on P's bounding box) and the content mask (``shapeLayer``) P inset by the
///   whole width — insets being scales about the bounding-box centre (``ShapedBorderPaths``).
///
/// ## Shadows
/// Each shadow layer covers the host's bounds and casts the shadow of ``ShadowMetrics`` for
/// ``elevation`` in ``shadowColor`` from P (or, without P, from the host's rounded bounds). With
/// ``isShadowMaskEnabled`` (the default, as MDC's `shadowMaskEnabled`) each shadow is masked by
/// "outer rectangle minus the shadow shape", even-odd, so a translucent surface is not darkened
/// from inside; the outer rectangle is the bounds outset by twice MDC's spread at elevation 24,
/// (42.69, 101.71) points.
///
/// With ``ShadowRoute/direct`` the shadow layers instead leave the shape's interior out by its
/// exact coverage (``Scene/Layer/shadowExcludesInterior``, no mask layers), and a shape with a
/// closed form (``Shapes/AnalyticShape``: a rectangle or rounded rectangle, known for
/// ``SchemeShapeGenerator`` and ``Shapes/RectangleShapeGenerator``) casts them from it, so they
/// take the analytic route instead of rasterizing and blurring P: `touchstone shape render`'s
/// pictures.
public final class ShapedShadowLayer {
    /// How the shadows are cast and kept off the shape's interior.
    public enum ShadowRoute: Hashable, Sendable {
        /// MDC's layers: cast from P, masked by "outer rectangle minus P" mask layers (the default;
        /// what scene files draw).
        case maskLayers
        /// Cast from the shape's closed form when it has one (else from P, with ``fillRule``),
        /// the interior left out by the shape's exact coverage.
        case direct
    }

    /// The host layer: a shaped view's own layer. Its `shadowPath` holds the un-inset shape path.
    public let layer: Layer
    /// The key ("bottom") shadow layer, the backmost sublayer.
    public let bottomShadowLayer: Layer
    /// The ambient ("top") shadow layer, over the key shadow.
    public let topShadowLayer: Layer
    /// The shape layer that fills the shape with the background colour and strokes the border.
    public let colorLayer: Layer
    /// MDC's `shapeLayer`: the content mask, the shape inset by the border width. It is not in the
    /// layer tree; a client may use it as a `mask` (a bottom sheet masks its content with it).
    public let shapeLayer: Layer

    /// Half of MDC's outer-rectangle outset for the shadow masks: the spread of elevation 24, the
    /// larger shadow radius plus the larger offset on each axis, ≈ (21.345, 50.854) points.
    public static let shadowMaskSpread: Size = {
        let metrics = ShadowMetrics(elevation: 24)
        let radius = Swift.max(metrics.topShadowRadius, metrics.bottomShadowRadius)
        let dx = Swift.max(abs(metrics.topShadowOffset.width), abs(metrics.bottomShadowOffset.width))
        let dy = Swift.max(abs(metrics.topShadowOffset.height), abs(metrics.bottomShadowOffset.height))
        return Size(width: radius + dx, height: radius + dy)
    }()

    /// Creates the shaped layer over `layer`: inserts the two shadow layers and the colour layer at
    /// the back of its sublayers and clears its background, as MDC's init does.
    public init(layer: Layer) {
        self.layer = layer
        let clock = layer.animations.clock
        bottomShadowLayer = Layer(clock: clock)
        topShadowLayer = Layer(clock: clock)
        colorLayer = Layer(clock: clock)
        shapeLayer = Layer(clock: clock)
        colorLayer.content = .shape(ShapeContent(fillColor: nil, strokeColor: nil, lineWidth: 0))
        shapeLayer.content = .shape(ShapeContent())
        layer.backgroundColor = nil
        layer.insertSublayer(bottomShadowLayer, at: 0)
        layer.insertSublayer(topShadowLayer, at: 1)
        layer.insertSublayer(colorLayer, at: 2)
        applyElevation()
        layoutSublayers()
    }

    // MARK: Shape

    /// The generator of the shape; setting it regenerates ``path`` for the current size (`nil`
    /// clears the path, leaving a plain rectangle).
    public var shapeGenerator: (any ShapeGenerating)? {
        didSet { regeneratePath() }
    }

    /// The shape's path in the host's coordinates, `nil` when there is none.
    public private(set) var path: Path?

    /// Sets the shape's path and routes the background and border to the colour layer (non-empty
    /// path) or to the host layer (`nil` or empty); see the type's doc. A generator set later, or
    /// the next layout with a generator, replaces it.
    public func setPath(_ newPath: Path?) {
        path = newPath
        layer.shadowPath = newPath
        applyShape()
    }

    // MARK: Appearance

    /// The colour the shape is filled with (MDC's `shapedBackgroundColor`); `nil` fills nothing.
    public var shapedBackgroundColor: Color? { didSet { applyShape() } }
    /// The border colour (MDC's `shapedBorderColor`); `nil` draws no border.
    public var shapedBorderColor: Color? { didSet { applyShape() } }
    /// The border width in points (MDC's `shapedBorderWidth`), 0 by default. The stroke is centred
    /// on the path inset by half of it, so it lies inside the shape's bounding box. Not clamped.
    public var shapedBorderWidth = 0.0 { didSet { applyShape() } }
    /// The rule the colour layer fills the shape with, non-zero by default (MDC's); on the
    /// ``ShadowRoute/direct`` route a path's shadows are cast with it too.
    public var fillRule = FillRule.nonZero { didSet { applyShape() } }

    // MARK: Elevation

    /// The elevation in points, 0 by default; ≤ 0 casts no shadow (``ShadowMetrics``).
    public var elevation = 0.0 { didSet { applyElevation() } }
    /// The colour of both shadows, opaque black by default.
    public var shadowColor: Color = .black { didSet { applyElevation() } }
    /// Whether each shadow is masked out inside the shape (MDC's `shadowMaskEnabled`), `true` by
    /// default.
    public var isShadowMaskEnabled = true { didSet { layoutShadowLayers() } }
    /// How the shadows are cast and masked, ``ShadowRoute/maskLayers`` by default.
    public var shadowRoute = ShadowRoute.maskLayers { didSet { layoutShadowLayers() } }

    /// The shadow metrics in use.
    public var shadowMetrics: ShadowMetrics { ShadowMetrics(elevation: elevation) }

    // MARK: Layout

    /// Lays the sublayers out over the host's bounds and, when there is a generator, regenerates
    /// the path for the host's size. The owner calls it after every change of the host's size (a
    /// ``ShapedView`` does so in `layoutSubviews()`).
    public func layoutSublayers() {
        let bounds = layer.bounds
        for sublayer in [bottomShadowLayer, topShadowLayer, colorLayer] {
            sublayer.bounds = bounds
            sublayer.position = Point(x: bounds.midX, y: bounds.midY)
        }
        if shapeGenerator != nil { regeneratePath() } else { layoutShadowLayers() }
    }

    private func regeneratePath() {
        guard let generator = shapeGenerator else { return setPath(nil) }
        setPath(generator.path(for: layer.bounds.standardized.size))
    }

    private func applyShape() {
        let shape = path ?? Path()
        if shape.isEmpty {
            layer.backgroundColor = shapedBackgroundColor
            layer.borderColor = shapedBorderColor
            layer.borderWidth = shapedBorderWidth
            colorLayer.content = .shape(ShapeContent(path: shape, fillColor: nil, strokeColor: nil, lineWidth: 0))
            shapeLayer.content = .shape(ShapeContent(path: shape))
        } else {
            layer.backgroundColor = nil
            layer.borderColor = nil
            layer.borderWidth = 0
            let paths = ShapedBorderPaths(shape: shape, borderWidth: shapedBorderWidth)
            colorLayer.content = .shape(ShapeContent(path: paths.colorPath, fillColor: shapedBackgroundColor,
                                                     fillRule: fillRule, strokeColor: shapedBorderColor,
                                                     lineWidth: shapedBorderWidth))
            shapeLayer.content = .shape(ShapeContent(path: paths.contentMaskPath))
        }
        layoutShadowLayers()
    }

    private func applyElevation() {
        let metrics = shadowMetrics
        let key = metrics.keyShadow(color: shadowColor), ambient = metrics.ambientShadow(color: shadowColor)
        for (sublayer, shadow) in [(bottomShadowLayer, key), (topShadowLayer, ambient)] {
            sublayer.shadowColor = shadow.color
            sublayer.shadowOpacity = shadow.opacity
            sublayer.shadowRadius = shadow.radius
            sublayer.shadowOffset = shadow.offset
        }
    }

    /// The shadow path of both shadow layers and their masks: P, else the host's rounded bounds
    /// (MDCShadowLayer's fallback).
    private func layoutShadowLayers() {
        let bounds = layer.bounds
        let shape: Path
        if let path, !path.isEmpty {
            shape = path
        } else {
            var rounded = Path()
            if layer.cornerRadius > 0 {
                rounded.addRoundedRect(in: bounds, cornerWidth: layer.cornerRadius, cornerHeight: layer.cornerRadius)
            } else {
                rounded.addRect(bounds)
            }
            shape = rounded
        }
        if shadowRoute == .direct { return layoutDirectShadows(shape) }
        for sublayer in [bottomShadowLayer, topShadowLayer] {
            // What the direct route sets, undone (each is already so unless the route changed).
            sublayer.shadowExcludesInterior = false
            sublayer.shadowPathFillRule = .nonZero
            sublayer.cornerRadius = 0
            sublayer.shadowPath = shape
            guard isShadowMaskEnabled else { sublayer.mask = nil; continue }
            let spread = ShapedShadowLayer.shadowMaskSpread
            var outer = Path()
            outer.addRect(Rect(x: bounds.minX - 2 * spread.width, y: bounds.minY - 2 * spread.height,
                               width: bounds.width + 4 * spread.width, height: bounds.height + 4 * spread.height))
            outer.addPath(shape)
            let mask = sublayer.mask ?? Layer(clock: layer.animations.clock)
            mask.bounds = bounds
            mask.position = Point(x: bounds.midX, y: bounds.midY)
            mask.content = .shape(ShapeContent(path: outer, fillColor: .black, fillRule: .evenOdd))
            sublayer.mask = mask
        }
    }

    /// The shadow layers of the ``ShadowRoute/direct`` route, casting from `shape` (P, or the
    /// rounded bounds) or from P's closed form: a shadow layer without a shadow path, whose bounds
    /// are the closed form's rectangle and whose corner radius is its radius, casts exactly that
    /// rectangle's or rounded rectangle's shadow. (The closed form is in the host's standardized
    /// size from the origin; a shadow layer whose bounds are not that casts from P.)
    private func layoutDirectShadows(_ shape: Path) {
        let closedForm = path.flatMap { $0.isEmpty ? nil : closedFormShape(for: layer.bounds.standardized.size) }
        for sublayer in [bottomShadowLayer, topShadowLayer] {
            sublayer.mask = nil
            sublayer.shadowExcludesInterior = isShadowMaskEnabled
            switch closedForm {
            case .rect(let rect)? where rect == sublayer.bounds:
                sublayer.cornerRadius = 0
                sublayer.shadowPath = nil
            case .roundedRect(let rect, let radius)? where rect == sublayer.bounds:
                sublayer.cornerRadius = radius
                sublayer.shadowPath = nil
            default:
                sublayer.cornerRadius = 0
                sublayer.shadowPath = shape
                sublayer.shadowPathFillRule = fillRule
            }
        }
    }

    /// P's closed form for a host of `size`, when the generator can tell it.
    private func closedFormShape(for size: Size) -> AnalyticShape? {
        switch shapeGenerator {
        case let generator as SchemeShapeGenerator: return generator.spec.analyticShape(for: size, scheme: generator.scheme)
        case let generator as RectangleShapeGenerator: return generator.analyticShape(for: size)
        default: return nil
        }
    }
}
