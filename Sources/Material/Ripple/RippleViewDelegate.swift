/// Hears the touch-down and touch-up phases of every ripple of a ``RippleView``: MDC's
/// `MDCRippleViewDelegate`. Every method has an empty default.
public protocol RippleViewDelegate: AnyObject {
    /// A ripple of `rippleView` started its touch-down.
    func rippleTouchDownAnimationDidBegin(_ rippleView: RippleView)
    /// A ripple of `rippleView` finished its touch-down.
    func rippleTouchDownAnimationDidEnd(_ rippleView: RippleView)
    /// A ripple of `rippleView` started its touch-up.
    func rippleTouchUpAnimationDidBegin(_ rippleView: RippleView)
    /// A ripple of `rippleView` finished its touch-up and was removed.
    func rippleTouchUpAnimationDidEnd(_ rippleView: RippleView)
}

extension RippleViewDelegate {
    /// Does nothing.
    public func rippleTouchDownAnimationDidBegin(_ rippleView: RippleView) {}
    /// Does nothing.
    public func rippleTouchDownAnimationDidEnd(_ rippleView: RippleView) {}
    /// Does nothing.
    public func rippleTouchUpAnimationDidBegin(_ rippleView: RippleView) {}
    /// Does nothing.
    public func rippleTouchUpAnimationDidEnd(_ rippleView: RippleView) {}
}
