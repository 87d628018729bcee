/// Hears the four phases of one ``RippleLayer``'s life: MDC's `MDCRippleLayerDelegate`.
///
/// Every method has an empty default, so a delegate implements only what it needs. ``RippleView``
/// is the delegate of its ripples and forwards each call to its own ``RippleViewDelegate``.
///
/// Order for one ripple: touch-down began → touch-down ended → touch-up began → touch-up ended,
/// except that a release during the touch-down animation puts touch-up began before touch-down
/// ended (the touch-up starts while the touch-down is still running).
public protocol RippleLayerDelegate: AnyObject {
    /// The ripple started its touch-down (``RippleLayer/startRipple(at:animated:completion:)``).
    func rippleLayerTouchDownDidBegin(_ rippleLayer: RippleLayer)
    /// The touch-down finished: at once when not animated, else at the end of the 0.225 s group.
    func rippleLayerTouchDownDidEnd(_ rippleLayer: RippleLayer)
    /// The ripple started its touch-up (``RippleLayer/endRipple(animated:completion:)``).
    func rippleLayerTouchUpDidBegin(_ rippleLayer: RippleLayer)
    /// The touch-up fade finished; the ripple has just been removed.
    func rippleLayerTouchUpDidEnd(_ rippleLayer: RippleLayer)
}

extension RippleLayerDelegate {
    /// Does nothing.
    public func rippleLayerTouchDownDidBegin(_ rippleLayer: RippleLayer) {}
    /// Does nothing.
    public func rippleLayerTouchDownDidEnd(_ rippleLayer: RippleLayer) {}
    /// Does nothing.
    public func rippleLayerTouchUpDidBegin(_ rippleLayer: RippleLayer) {}
    /// Does nothing.
    public func rippleLayerTouchUpDidEnd(_ rippleLayer: RippleLayer) {}
}
