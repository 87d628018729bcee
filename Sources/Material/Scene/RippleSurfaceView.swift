import Geometry
import Scene
import Shapes

/// A themed ``SurfaceView`` with its ripple, as a scene file's `button`, `fab`, `card`, `chip` and
/// `bottomSheet` kinds make it: a ``RippleTouchController`` on the surface, whose bounded ripple
/// view is clipped to the surface's shape (the surface's shadow path is its shape; issue #5 item 3).
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

    /// Lays out the shape, then keeps the ripple view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rippleView.frame = bounds
    }
}
