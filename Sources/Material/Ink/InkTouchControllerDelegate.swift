import Geometry
import Scene

/// Lets an owner shape how an ``InkTouchController`` reacts to touches: MDC's
/// `MDCInkTouchControllerDelegate` without the per-touch ink view. Every method has a default.
public protocol InkTouchControllerDelegate: AnyObject {
    /// Whether a touch at `location` (host coordinates) should make ink. Defaults to `true`.
    func inkTouchController(_ controller: InkTouchController, shouldProcessInkTouchesAtTouchLocation location: Point) -> Bool

    /// Puts `inkView` into `view`; the default adds it on top.
    func inkTouchController(_ controller: InkTouchController, insert inkView: InkView, into view: View)

    /// A touch at `location` (host coordinates) has just spread ink in `inkView`. Defaults to
    /// nothing.
    func inkTouchController(_ controller: InkTouchController, didProcess inkView: InkView, atTouchLocation location: Point)
}

extension InkTouchControllerDelegate {
    /// Processes every touch.
    public func inkTouchController(_ controller: InkTouchController,
                                   shouldProcessInkTouchesAtTouchLocation location: Point) -> Bool { true }

    /// Adds the ink view on top.
    public func inkTouchController(_ controller: InkTouchController, insert inkView: InkView, into view: View) {
        view.addSubview(inkView)
    }

    /// Does nothing.
    public func inkTouchController(_ controller: InkTouchController, didProcess inkView: InkView,
                                   atTouchLocation location: Point) {}
}
