/// The pan a ``ScrollView`` makes for itself: it takes the axes the view can scroll at each
/// touch-down, refuses to begin while content that may not be cancelled tracks the touch, and
/// tells the view each state it enters.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The view that owns the pan.
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: [Touch]) {
        if startLocation == nil, let scrollView {
            scrollView.panTouchedDown()
            axes = scrollView.scrollableAxes
        }
        super.touchesBegan(touches)
    }

    override func shouldBeginPanning(_ touch: Touch) -> Bool {
        guard let scrollView, let dispatcher, dispatcher.viewIsTracking(touch),
              let content = touch.view, content !== scrollView else { return true }
        return scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: content)
    }

    override func didEnter(_ state: GestureRecognizerState) {
        scrollView?.panDidEnter(state, pan: self)
    }
}
