/// Hears when an ``InkLayer`` starts and when it has finished and left: MDC's
/// `MDCInkLayerDelegate`. Both methods have empty defaults.
public protocol InkLayerDelegate: AnyObject {
    /// The ink started (``InkLayer/startInk(at:animated:)`` was called).
    func inkLayerAnimationDidStart(_ inkLayer: InkLayer)
    /// The ink's end fade finished (or it ended without animation); it has just been removed.
    func inkLayerAnimationDidEnd(_ inkLayer: InkLayer)
}

extension InkLayerDelegate {
    /// Does nothing.
    public func inkLayerAnimationDidStart(_ inkLayer: InkLayer) {}
    /// Does nothing.
    public func inkLayerAnimationDidEnd(_ inkLayer: InkLayer) {}
}
