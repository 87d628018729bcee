import Geometry
import Scene

/// A plain view hosting an ``InkView`` driven by an ``InkTouchController``: a scene file's `ink`
/// kind (MDC's deprecated ink, the predecessor of the `ripple` kind).
///
///     let host = InkHostView(frame: frame, clock: clock)
///     host.inkTouchController.requiresFailureOfScrollViewGestures = true
open class InkHostView: View {
    /// The controller; the view keeps it alive.
    public private(set) var inkTouchController: InkTouchController!

    /// The ink view, a subview covering the bounds.
    public var inkView: InkView { inkTouchController.inkView }

    /// Creates the host with its controller and ink view.
    public override init(frame: Rect = .zero, clock: SimClock) {
        super.init(frame: frame, clock: clock)
        inkTouchController = InkTouchController(view: self)
        inkTouchController.addInkView()
    }

    /// Keeps the ink view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        inkView.frame = bounds
    }
}
