import Geometry
import Scene

/// Lets an owner shape how a ``RippleTouchController`` reacts to touches: MDC's
/// `MDCRippleTouchControllerDelegate`. Every method has a default, so a delegate implements only
/// what it changes. A delegate that chooses the ripple view per touch adopts
/// ``RippleViewProviding`` instead.
public protocol RippleTouchControllerDelegate: AnyObject {
    /// Whether a touch at `location` (in the host view's coordinates) should make a ripple.
    /// Defaults to `true`.
    func rippleTouchController(_ controller: RippleTouchController,
                               shouldProcessRippleTouchesAtTouchLocation location: Point) -> Bool

    /// Puts `rippleView` into `view`. The default adds it on top of `view`'s subviews; the
    /// controller sets its frame to `view`'s bounds afterwards.
    func rippleTouchController(_ controller: RippleTouchController, insert rippleView: RippleView,
                               into view: View)

    /// A touch at `location` (host coordinates) has just started a ripple in `rippleView`.
    /// Defaults to nothing.
    func rippleTouchController(_ controller: RippleTouchController, didProcess rippleView: RippleView,
                               atTouchLocation location: Point)
}

extension RippleTouchControllerDelegate {
    /// Processes every touch.
    public func rippleTouchController(_ controller: RippleTouchController,
                                      shouldProcessRippleTouchesAtTouchLocation location: Point) -> Bool {
        true
    }

    /// Adds the ripple view on top.
    public func rippleTouchController(_ controller: RippleTouchController, insert rippleView: RippleView,
                                      into view: View) {
        view.addSubview(rippleView)
    }

    /// Does nothing.
    public func rippleTouchController(_ controller: RippleTouchController, didProcess rippleView: RippleView,
                                      atTouchLocation location: Point) {}
}

/// A ``RippleTouchControllerDelegate`` that picks the ripple view for each touch (MDC's optional
/// `rippleTouchController:rippleViewAtTouchLocation:`). When the delegate adopts this protocol the
/// controller inserts no ripple view of its own.
public protocol RippleViewProviding: RippleTouchControllerDelegate {
    /// The ripple view for a touch at `location` (host coordinates), or `nil` to make no ripple for
    /// this touch.
    func rippleTouchController(_ controller: RippleTouchController,
                               rippleViewAtTouchLocation location: Point) -> RippleView?
}
