import Geometry
import Scene

/// A plain view hosting a ``RippleView`` driven by a ``RippleTouchController``: a scene file's
/// `ripple` kind. Its touches start ripples (MDC's usual pairing of the two).
///
///     let host = RippleHostView(frame: frame, clock: clock)
///     host.rippleView.rippleStyle = .unbounded
open class RippleHostView: View {
    /// The controller; the view keeps it alive.
    public let rippleTouchController: RippleTouchController

    /// The ripple view, a subview covering the bounds.
    public var rippleView: RippleView { rippleTouchController.rippleView }

    /// Creates the host with its controller and ripple view.
    public override init(frame: Rect = .zero, clock: SimClock) {
        rippleTouchController = RippleTouchController(clock: clock)
        super.init(frame: frame, clock: clock)
        rippleTouchController.addRipple(to: self)
    }

    /// Keeps the ripple view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rippleView.frame = bounds
    }
}
