/// Hears when an ``InkView``'s ink starts and ends: MDC's `MDCInkViewDelegate`. Both methods have
/// empty defaults.
public protocol InkViewDelegate: AnyObject {
    /// An ink of `inkView` started.
    func inkAnimationDidStart(_ inkView: InkView)
    /// An ink of `inkView` finished and was removed.
    func inkAnimationDidEnd(_ inkView: InkView)
}

extension InkViewDelegate {
    /// Does nothing.
    public func inkAnimationDidStart(_ inkView: InkView) {}
    /// Does nothing.
    public func inkAnimationDidEnd(_ inkView: InkView) {}
}
