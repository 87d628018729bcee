import Scene

extension GestureRecognizer {
    /// Whether MDC's touch controllers, told not to process touches with scroll-view gestures,
    /// wait for this recognizer to fail: its view is a ``Scene/ScrollView`` (any subclass) and it
    /// is neither a tap nor a long press (`MDCRippleTouchController` l.182–191,
    /// `MDCInkTouchController` l.207–216, MDC at `ac77ff7`). A scroll view's own pan is one.
    public var isScrollViewGestureForTouchFeedback: Bool {
        view is ScrollView && !(self is TapGestureRecognizer) && !(self is LongPressGestureRecognizer)
    }
}
