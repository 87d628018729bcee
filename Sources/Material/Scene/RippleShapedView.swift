import Geometry
import Scene

/// A ``ShapedView`` that may carry a ripple, as a scene file's `shaped` kind makes it: with a
/// `"ripple"` object the factory calls ``addRipple()``, and touches on the shape start bounded
/// ripples clipped to it; without one it is a plain shaped view.
///
///     let shaped = RippleShapedView(frame: frame, clock: clock)
///     shaped.addRipple().rippleView.rippleStyle = .unbounded
open class RippleShapedView: ShapedView {
    /// The ripple controller once ``addRipple()`` made one; the view keeps it alive.
    public private(set) var rippleTouchController: RippleTouchController?

    /// Attaches a ``RippleTouchController`` (its ripple view on top, covering the bounds) unless
    /// one is attached already, and returns it.
    @discardableResult
    public func addRipple() -> RippleTouchController {
        if let rippleTouchController { return rippleTouchController }
        let controller = RippleTouchController(view: self)
        rippleTouchController = controller
        return controller
    }

    /// Lays out the shape, then keeps the ripple view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rippleTouchController?.rippleView.frame = bounds
    }
}
