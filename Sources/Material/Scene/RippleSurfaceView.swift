import Geometry
import Scene
import Shapes

/// A themed ``SurfaceView`` with its ripple, as a scene file's `button`, `fab`, `card`, `chip` and
/// `bottomSheet` kinds make it: a ``RippleTouchController`` on the surface, whose bounded ripple
/// view is clipped to the surface's shape (the surface's shadow path is its shape).
///
///     let card = RippleSurfaceView(kind: .card, scheme: scheme, frame: frame, clock: clock)
///     card.rippleView.rippleColor = .ripple(red: 0, green: 0, blue: 0, alpha: 0.12)
///
/// Touches reach the surface itself (the ripple view takes none), so a floating action button's
/// elevation follows them through ``SurfaceView``: 12 from touch-down, 6 again at touch-up or
/// cancel, switched without animation as MDC does.
open class RippleSurfaceView: SurfaceView {
    /// The controller that starts ripples from the surface's touches; the view keeps it alive.
    public let rippleTouchController: RippleTouchController

    /// The controller's ripple view (a subview covering the bounds, on top).
    public var rippleView: RippleView { rippleTouchController.rippleView }

    /// Creates a surface of `kind` themed from `scheme`, with a ripple controller attached.
    public override init(kind: SurfaceKind, scheme: ShapeScheme = ShapeScheme(), frame: Rect = .zero,
                         clock: SimClock) {
        rippleTouchController = RippleTouchController(clock: clock)
        super.init(kind: kind, scheme: scheme, frame: frame, clock: clock)
        rippleTouchController.addRipple(to: self)
    }

    /// The title, if any: a label above the ripple view (MDC's button and chip draw their title
    /// over the ripple), placed by its ``Title/placement`` at every layout.
    public private(set) var title: Title?

    /// Gives the surface `title`, its label added above the ripple view (replacing an earlier
    /// title's label).
    public func setTitle(_ title: Title) {
        self.title?.label.removeFromSuperview()
        self.title = title
        addSubview(title.label)
    }

    /// Lays out the shape, keeps the ripple view over the bounds and places the title. A card
    /// keeps its ripple view above every other subview, as MDCCard's ripple sits at the top
    /// `zPosition` and covers the card's labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rippleView.frame = bounds
        title?.layout(in: bounds)
        if kind == .card, subviews.last !== rippleView { bringSubviewToFront(rippleView) }
    }
}
