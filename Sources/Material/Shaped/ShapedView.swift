import Geometry
import Raster
import Scene
import Shapes

/// A view whose background, border, shadow and hit area follow a generated shape (MDC's
/// `MDCShapedView`), the building block of Touchstone's shaped surfaces.
///
///     let card = ShapedView(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
///     card.shapeGenerator = ShapeCategory(family: .rounded, size: 8).rectangleShapeGenerator
///     card.backgroundColor = .white
///     card.shapedBorderWidth = 2
///     card.shapedBorderColor = .black
///     card.elevation = ShadowElevation.cardResting
///
/// The view's ``View/layer`` is the host of a ``ShapedShadowLayer`` (``shapedLayer``), so its
/// `shadowPath` is the un-inset shape path: a bounded ripple added as a subview can mask itself to
/// that path. ``backgroundColor`` is stored as the shaped background colour: the layer's own
/// background stays clear while a non-empty shape exists.
///
/// ## Hit testing
/// With a generator, ``point(inside:)`` is true only inside the bounds *and* inside the content mask
/// path (the shape inset by the whole border width) under the even-odd rule, as `MDCCard` tests
/// its `shapeLayer`: the border band and the cut-off corners are not hit. Without a generator the
/// bounds decide, as for any view.
open class ShapedView: View {
    /// The shaped layer over this view's layer (made in `init`; lazy only because it needs the
    /// layer that `View`'s initializer creates).
    public private(set) lazy var shapedLayer = ShapedShadowLayer(layer: layer)

    /// Creates a view with no shape (a plain rectangle), no elevation and no border.
    public override init(frame: Rect = .zero, clock: SimClock) {
        super.init(frame: frame, clock: clock)
        _ = shapedLayer
    }

    /// The elevation in points; negative values are stored as 0 (MDC's `setElevation:`).
    public var elevation: Double {
        get { shapedLayer.elevation }
        set { shapedLayer.elevation = Swift.max(newValue, 0) }
    }

    /// The shape's generator; `nil` draws and hits the plain bounds.
    public var shapeGenerator: (any ShapeGenerating)? {
        get { shapedLayer.shapeGenerator }
        set { shapedLayer.shapeGenerator = newValue }
    }

    /// The border colour, `nil` by default.
    public var shapedBorderColor: Color? {
        get { shapedLayer.shapedBorderColor }
        set { shapedLayer.shapedBorderColor = newValue }
    }

    /// The border width in points, 0 by default.
    public var shapedBorderWidth: Double {
        get { shapedLayer.shapedBorderWidth }
        set { shapedLayer.shapedBorderWidth = newValue }
    }

    /// The shape's fill colour (MDC stores `backgroundColor` as `shapedBackgroundColor`). With a
    /// non-empty shape the layer's own background stays `nil`; without one the layer takes it.
    public override var backgroundColor: Color? {
        get { shapedLayer.shapedBackgroundColor }
        set { shapedLayer.shapedBackgroundColor = newValue }
    }

    /// The content mask path (the shape inset by the border width), `nil` without a generator.
    public var contentMaskPath: Path? {
        guard shapeGenerator != nil, case .shape(let shape) = shapedLayer.shapeLayer.content else { return nil }
        return shape.path
    }

    /// Lays out the shaped layer (and regenerates the shape for the new size). Subclasses that
    /// override it call `super`.
    open override func layoutSubviews() {
        shapedLayer.layoutSublayers()
    }

    /// Inside the bounds and, with a generator, inside the content mask path (even-odd); see the
    /// type's doc.
    open override func point(inside point: Point) -> Bool {
        guard super.point(inside: point) else { return false }
        guard let mask = contentMaskPath else { return true }
        return mask.contains(point, rule: .evenOdd)
    }
}
