import Geometry
import Scene

/// Drives an ``InkView`` from the touches on a host view (`MDCInkTouchController`, deprecated in
/// MDC in favour of ``RippleTouchController``; docs/material.md).
///
///     let controller = InkTouchController(view: cell)   // keep it alive
///     controller.addInkView()                           // the ink view on top of the cell
///     controller.delaysInkSpread = true                 // ink only for a finger held still 0.1 s
///
/// ## The recognizer
/// An ``InkGestureRecognizer`` (begins at touch-down, cancels on a second finger or beyond the
/// bounds + ``dragCancelDistance``), not cancelling the host's touches, recognizing simultaneously
/// with every other recognizer, asking the delegate before it begins.
/// - began: the controller arms itself; the ink spreads at once, or 0.1 s later (on the
///   ``Scene/SimClock``) with ``delaysInkSpread`` — and then only if the finger has not moved and
///   not lifted in between. The spread starts a touch-down ink at the touch and tells the delegate.
/// - changed: a move to a new location disarms a pending delayed spread.
/// - ended: the active ink ends at the lift-off point, animated.
/// - cancelled or failed: every ink is cancelled, animated (a scroll taking the touch, a second
///   finger, a drag beyond the cancel distance).
///
/// ``requiresFailureOfScrollViewGestures`` (`false` by default, as MDC): when `true` the ink
/// recognizer waits for every recognizer of a ``Scene/ScrollView`` that is not a tap or long press
/// to fail, so a touch that starts a scroll makes no ink and a tap inks at touch-up.
///
/// ## Departures from MDC (docs/fidelity.md#mdc-surfaces-ripple-and-ink)
/// - Without ``delaysInkSpread`` MDC dispatches the spread asynchronously with no delay (the next
///   turn of the main queue); here it starts within the touch-down event.
/// - MDC passes the lift-off point in the host's coordinates to the ink view; here it is converted
///   to the ink view's (the same while the ink view covers the host, as it does when inserted).
/// - The delegate cannot choose an ink view per touch (`inkTouchController:inkViewAtTouchLocation:`
///   is not built); the controller's own ``inkView`` is used.
public final class InkTouchController: GestureRecognizerDelegate {
    /// MDC's spread delay with ``delaysInkSpread``: 0.1 s.
    public static let inkTouchDelay: Int64 = 100_000_000

    /// The ink view the controller drives (inserted by ``addInkView()``).
    public let inkView: InkView

    /// The host view; held weakly.
    public private(set) weak var view: View?

    /// The recognizer attached to the host.
    public let gestureRecognizer: InkGestureRecognizer

    /// Shapes the controller's behaviour; held weakly.
    public weak var delegate: InkTouchControllerDelegate?

    /// Whether the spread waits 0.1 s after touch-down (and happens only for a finger that has
    /// not moved); `false` by default.
    public var delaysInkSpread = false

    /// Whether the ink waits for the host's scroll views' gestures to fail; `false` by default
    /// (MDC PR #7315).
    public var requiresFailureOfScrollViewGestures = false

    /// The recognizer's drag-cancel distance: 20 points by default.
    public var dragCancelDistance: Double {
        get { gestureRecognizer.dragCancelDistance }
        set { gestureRecognizer.dragCancelDistance = newValue }
    }

    /// Whether dragging beyond the bounds + ``dragCancelDistance`` cancels the ink; `true`.
    public var cancelsOnDragOut: Bool {
        get { gestureRecognizer.cancelsOnDragOut }
        set { gestureRecognizer.cancelsOnDragOut = newValue }
    }

    private var shouldRespondToTouch = false
    private var previousLocation = Point.zero
    private var pendingSpread: SimClock.EventID?

    /// Creates a controller for `view` and attaches its recognizer; call ``addInkView()`` to
    /// insert the ink view.
    public init(view: View) {
        let clock = view.layer.animations.clock
        inkView = InkView(frame: view.bounds, clock: clock)
        gestureRecognizer = InkGestureRecognizer()
        self.view = view
        gestureRecognizer.delegate = self
        gestureRecognizer.action = { [weak self] recognizer, state in
            self?.handle(recognizer, state: state)
        }
        view.addGestureRecognizer(gestureRecognizer)
    }

    /// Inserts ``inkView`` into the host through the delegate (on top by default), covering its
    /// bounds.
    public func addInkView() {
        guard let view else { return }
        if let delegate {
            delegate.inkTouchController(self, insert: inkView, into: view)
        } else {
            view.addSubview(inkView)
        }
        inkView.frame = view.bounds
    }

    /// Cancels every ink, animated (MDC's `cancelInkTouchProcessing`).
    public func cancelInkTouchProcessing() {
        inkView.cancelAllAnimations(animated: true)
    }

    private var clock: SimClock { inkView.layer.animations.clock }

    private func handle(_ recognizer: GestureRecognizer, state: GestureRecognizerState) {
        if state == .cancelled || state == .failed {
            inkView.cancelAllAnimations(animated: true)
            shouldRespondToTouch = false
            previousLocation = .zero
            cancelPendingSpread()
            return
        }
        guard let view, let touch = gestureRecognizer.trackedTouch ?? recognizer.touches.first else { return }
        let location = touch.location(in: view)
        switch state {
        case .began:
            shouldRespondToTouch = true
            let inkPoint = touch.location(in: inkView)
            if delaysInkSpread {
                cancelPendingSpread()
                let time = clock.now + Self.inkTouchDelay
                pendingSpread = try? clock.schedule(at: time) { [weak self] in
                    self?.pendingSpread = nil
                    self?.spread(at: inkPoint, touchLocation: location)
                }
            } else {
                spread(at: inkPoint, touchLocation: location)
            }
        case .changed:
            if shouldRespondToTouch && location != previousLocation { shouldRespondToTouch = false }
        case .ended:
            inkView.startTouchEnded(at: touch.location(in: inkView), animated: true)
            shouldRespondToTouch = false
        case .possible, .cancelled, .failed:
            break
        }
        previousLocation = shouldRespondToTouch ? location : .zero
        if !shouldRespondToTouch { cancelPendingSpread() }
    }

    private func cancelPendingSpread() {
        if let pendingSpread { _ = clock.cancel(pendingSpread) }
        pendingSpread = nil
    }

    private func spread(at point: Point, touchLocation: Point) {
        guard shouldRespondToTouch else { return }
        inkView.startTouchBegan(at: point, animated: true)
        delegate?.inkTouchController(self, didProcess: inkView, atTouchLocation: touchLocation)
        shouldRespondToTouch = false
    }

    // MARK: GestureRecognizerDelegate

    /// Asks the delegate whether to process a touch at the recognizer's location (host
    /// coordinates); `true` without a delegate.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let view, let touch = gestureRecognizer.trackedTouch ?? recognizer.touches.first else { return true }
        return delegate?.inkTouchController(self, shouldProcessInkTouchesAtTouchLocation: touch.location(in: view)) ?? true
    }

    /// Always `true`: the ink never keeps another recognizer from recognizing.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }

    /// With ``requiresFailureOfScrollViewGestures`` `true`, the ink waits for `other` to fail when
    /// `other` is a scroll view's recognizer that is not a tap or long press; `false` otherwise.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requiresFailureOfScrollViewGestures && other.isScrollViewGestureForTouchFeedback
    }
}
