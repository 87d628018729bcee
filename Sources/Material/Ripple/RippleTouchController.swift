import Geometry
import Scene

/// Drives a ``RippleView`` from the touches on a host view (`MDCRippleTouchController`,
/// `components/Ripple/src/MDCRippleTouchController.m` at MDC's `ac77ff7`).
///
///     let controller = RippleTouchController(view: button)     // ripple view inserted on top
///     controller.delegate = myDelegate                           // optional
///     // touches sent through a TouchDispatcher now ripple the button
///
/// ## The recognizer
/// A ``LongPressGestureRecognizer`` with a minimum duration of 0 (it begins at touch-down), which
/// does not cancel the host's touches and recognizes simultaneously with every other recognizer.
/// Before it begins it asks the delegate's
/// ``RippleTouchControllerDelegate/rippleTouchController(_:shouldProcessRippleTouchesAtTouchLocation:)``.
/// - began: the ripple view (the delegate's choice if it is ``RippleViewProviding`` — `nil` ignores
///   the gesture — else ``rippleView``, inserted now if insertion was deferred) starts a ripple at
///   the touch, animated; then the delegate hears `didProcess`.
/// - changed: leaving the host's bounds fades the ripple out, coming back fades it in (animated).
/// - ended: touch-up, animated. cancelled or failed: every ripple is cancelled, animated (MDC's rule:
///   finished ripples fade with the newest one, 0.15 s after its start).
///
/// ## Scroll views (docs/material.md#ripples-in-scroll-views)
/// With ``shouldProcessRippleWithScrollViewGestures`` `true` (MDC's default) the ripple starts at
/// touch-down even on content of a ``Scene/ScrollView``, survives a scroll that starts on it (the
/// recognizers are simultaneous) and plays its touch-up at lift — MDC #4105. With `false` the
/// recognizer requires failure of every scroll-view recognizer that is not a tap or long press
/// (asked by the dispatcher at touch-down): no ripple while the pan decides, none if it
/// scrolls, and for a tap the ripple begins and ends at touch-up, when the pan fails.
///
/// The controller holds its host view weakly, as MDC's does; the host keeps the recognizer (and
/// the recognizer its action), so keep the controller itself alive as a property of its owner.
///
/// ## Departures from MDC (docs/fidelity.md#mdc-surfaces-ripple-and-ink)
/// - MDC never resets its "went outside" flag between gestures, so after a release outside the
///   next gesture's first move inside fades a fully grown ripple in again from 0 (a flicker); the
///   flag is reset when a gesture begins here.
/// - a gesture for which a ``RippleViewProviding`` delegate returns no ripple view is ignored to
///   its end (MDC sends its later phases to the previously chosen ripple view).
/// - UIKit sends no action for a failed recognizer; MDC's "cancel all on failed" branch runs here
///   (a ripple that waited for a scroll view's pan fails when the pan scrolls; it never began,
///   so nothing is cancelled).
public final class RippleTouchController: GestureRecognizerDelegate {
    /// The ripple view the controller inserts into its host (or the delegate's latest choice when
    /// it is ``RippleViewProviding``).
    public private(set) var rippleView: RippleView

    /// The host view whose touches drive the ripples; held weakly.
    public private(set) weak var view: View?

    /// The recognizer attached to the host: minimum press duration 0, not cancelling touches.
    public let gestureRecognizer: LongPressGestureRecognizer

    /// Shapes the controller's behaviour; held weakly. Whether it is ``RippleViewProviding`` is
    /// read when it is assigned.
    public weak var delegate: RippleTouchControllerDelegate? {
        didSet { delegateProvidesRippleViews = delegate is RippleViewProviding }
    }

    /// MDC's opt-in fix for ripples firing as a scroll starts (MDC issue #4105, PR #6487); `true`
    /// by default. See "Scroll views".
    public var shouldProcessRippleWithScrollViewGestures = true

    /// The event recorded in the scene's log (``Scene/ViewEvent``) after a touch-down ripple, with
    /// the touch in scene points, under the host's scene id: MDC's delegate call
    /// `rippleTouchController:didProcessRippleView:atTouchLocation:`.
    public static let didProcessEvent = "rippleTouchControllerDidProcess"

    /// Whether insertion of the ripple view waits for the first touch.
    public let isDeferred: Bool

    private var delegateProvidesRippleViews = false
    private var tapWentOutsideOfBounds = false
    /// Whether the current gesture got no ripple view from the delegate, so its later phases are
    /// ignored too (MDC would send them to the previous ripple view).
    private var isIgnoringGesture = false

    /// Creates a controller with a fresh ripple view and no host yet; call ``addRipple(to:)``.
    public init(clock: SimClock) {
        rippleView = RippleView(clock: clock)
        gestureRecognizer = LongPressGestureRecognizer(clock: clock, minimumPressDuration: 0)
        isDeferred = false
        configureRecognizer()
    }

    /// Creates a controller for `view`: attaches the recognizer, and unless `deferred` inserts the
    /// ripple view now (else at the first touch).
    public init(view: View, deferred: Bool = false) {
        let clock = view.layer.animations.clock
        rippleView = RippleView(clock: clock)
        gestureRecognizer = LongPressGestureRecognizer(clock: clock, minimumPressDuration: 0)
        isDeferred = deferred
        configureRecognizer()
        addRipple(to: view)
    }

    private func configureRecognizer() {
        gestureRecognizer.cancelsTouchesInView = false
        gestureRecognizer.delegate = self
        gestureRecognizer.action = { [weak self] recognizer, state in
            self?.handle(recognizer, state: state)
        }
    }

    /// Makes `view` the host: attaches the recognizer and, unless deferred, inserts the ripple view.
    public func addRipple(to view: View) {
        self.view = view
        view.addGestureRecognizer(gestureRecognizer)
        if !isDeferred { insertRippleView(into: view) }
    }

    /// Inserts ``rippleView`` into `view` through the delegate (on top by default) with its frame
    /// set to `view`'s bounds; nothing when the delegate provides ripple views.
    private func insertRippleView(into view: View) {
        guard !delegateProvidesRippleViews else { return }
        if let delegate {
            delegate.rippleTouchController(self, insert: rippleView, into: view)
        } else {
            view.addSubview(rippleView)
        }
        rippleView.frame = view.bounds
    }

    // MARK: Gesture

    /// The recognizer's finger in the host's coordinates: its primary touch, which it keeps to the
    /// end of the sequence — a ripple that waited for a scroll view's pan begins and ends after
    /// the finger has lifted, where UIKit's `locationInView:` still gives the last location.
    private func location(of recognizer: GestureRecognizer) -> Point? {
        let touch = (recognizer as? PrimaryTouchGestureRecognizer)?.primaryTouch ?? recognizer.touches.first
        guard let view, let touch else { return nil }
        return touch.location(in: view)
    }

    private func handle(_ recognizer: GestureRecognizer, state: GestureRecognizerState) {
        if state != .began && isIgnoringGesture { return }
        if state == .cancelled || state == .failed {
            // A ripple recognizer that waited for a scroll view's pan fails when the pan scrolls;
            // it never began, so there is nothing to cancel (docs/fidelity.md).
            rippleView.cancelAllRipples(animated: true)
            return
        }
        guard let view, let location = location(of: recognizer) else { return }
        switch state {
        case .began:
            tapWentOutsideOfBounds = false
            isIgnoringGesture = true
            let target: RippleView
            if delegateProvidesRippleViews {
                guard let provider = delegate as? RippleViewProviding,
                      let chosen = provider.rippleTouchController(self, rippleViewAtTouchLocation: location)
                else { return }
                target = chosen
                rippleView = chosen
            } else {
                target = rippleView
                if isDeferred && target.superview !== view { insertRippleView(into: view) }
            }
            isIgnoringGesture = false
            target.beginRippleTouchDown(at: view.convert(location, to: target), animated: true)
            view.recordEvent(Self.didProcessEvent, location: view.convert(location, to: nil))
            delegate?.rippleTouchController(self, didProcess: target, atTouchLocation: location)
        case .changed:
            let inside = view.bounds.contains(location)
            if inside && tapWentOutsideOfBounds {
                tapWentOutsideOfBounds = false
                rippleView.fadeInRipple(animated: true)
            } else if !inside && !tapWentOutsideOfBounds {
                tapWentOutsideOfBounds = true
                rippleView.fadeOutRipple(animated: true)
            }
        case .ended:
            rippleView.beginRippleTouchUp(animated: true)
        case .possible, .cancelled, .failed:
            break
        }
    }

    // MARK: GestureRecognizerDelegate

    /// Asks the delegate whether to process a touch at the recognizer's location (host
    /// coordinates); `true` without a delegate.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let location = location(of: recognizer) else { return true }
        return delegate?.rippleTouchController(self, shouldProcessRippleTouchesAtTouchLocation: location) ?? true
    }

    /// Always `true`: the ripple never keeps another recognizer from recognizing.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }

    /// With ``shouldProcessRippleWithScrollViewGestures`` `false`, the ripple waits for `other`
    /// to fail when `other` is a scroll view's recognizer that is not a tap or long press
    /// (``Scene/GestureRecognizer/isScrollViewGestureForTouchFeedback``); `false` otherwise.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        !shouldProcessRippleWithScrollViewGestures && other.isScrollViewGestureForTouchFeedback
    }
}
