import Geometry
import Raster
import Scene

/// A view that draws and animates MDC ripples (`MDCRippleView`, docs/material.md); place it over
/// (or under) a view's content, with its frame equal to that view's bounds.
///
///     let rippleView = RippleView(frame: button.bounds, clock: clock)
///     rippleView.rippleColor = Color(red: 255, green: 0, blue: 0, alpha: 31)
///     button.addSubview(rippleView)
///     rippleView.beginRippleTouchDown(at: Point(x: 20, y: 10), animated: true)
///     // … later, when the finger lifts:
///     rippleView.beginRippleTouchUp(animated: true)
///
/// Each touch-down makes a new ``RippleLayer`` on top of the others, so several ripples may be
/// live at once; the newest is the active one, the one touch-up and the fades act on.
///
/// ## Clipping
/// A ``RippleStyle/bounded`` view masks to its bounds, and when ``usesSuperviewShadowLayerAsMask``
/// is on and the superview's layer has a shadow path, it also masks its layer with a shape layer
/// holding that path, taken as is in this view's coordinates (right only when this view's frame is
/// the superview's bounds, as MDC documents). That is how a bounded ripple follows a shaped view
/// whose layer sets its shadow path (MDC issue #724). The style is re-applied when set, at each
/// touch-down and at layout while ripples exist. ``RippleStyle/unbounded`` clears the mask;
/// turning the flag off does not (as in MDC).
///
/// MDC's ripple view also has flexible autoresizing; Scene has no autoresizing, so a host that
/// resizes must set the ripple view's frame in its `layoutSubviews()`. Live ripples follow the new
/// bounds at this view's next layout.
open class RippleView: View, RippleLayerDelegate {
    /// MDC's default ripple colour: black at α 0.12 (alpha 31 of 255).
    public static let defaultRippleColor = Color.ripple(red: 0, green: 0, blue: 0, alpha: 0.12)

    /// The colour of the next ripple; black α 0.12 by default. Setting it does not recolour live
    /// ripples (``activeRippleColor`` does).
    public var rippleColor: Color = RippleView.defaultRippleColor

    /// Bounded (the default) or unbounded; setting it re-applies the clipping (see "Clipping").
    public var rippleStyle: RippleStyle = .bounded {
        didSet { updateRippleStyle() }
    }

    /// A fixed final radius for new ripples, used only when ``rippleStyle`` is unbounded; 0 (the
    /// default) means half-diagonal + 10. Bounded ripples always use half-diagonal + 10.
    public var maximumRadius = 0.0

    /// Whether a bounded view masks itself with its superview's shadow path; `true` by default
    /// (MDC plans to turn it off, then remove it).
    public var usesSuperviewShadowLayerAsMask = true

    /// Told of every ripple's phases; held weakly.
    public weak var delegate: RippleViewDelegate?

    /// The live ripples, back to front (oldest first).
    public private(set) var rippleLayers: [RippleLayer] = []

    private var activeRipple: RippleLayer?

    /// Completions of animated cancels, each waiting for a set of ripples to finish.
    private var pendingCancels: [(waiting: [ObjectIdentifier], completion: () -> Void)] = []

    /// The colour of the active ripple; set to ``rippleColor`` at each touch-down. Setting it
    /// recolours the active ripple at once (and layout re-applies it).
    public var activeRippleColor: Color = RippleView.defaultRippleColor {
        didSet { activeRippleLayer?.fillColor = activeRippleColor }
    }

    /// The newest ripple, or `nil` when it has finished and been removed. (MDC reads `nil` only
    /// when no ripple at all is left and otherwise may return a ripple already removed; see
    /// docs/fidelity.md#mdc-surfaces-ripple-and-ink.)
    public var activeRippleLayer: RippleLayer? {
        guard let active = activeRipple, !active.isRemoved else { return nil }
        return active
    }

    /// The clock the ripples animate on (the layer's).
    public var clock: SimClock { layer.animations.clock }

    /// The event a touch-down ripple records in the scene's log (``Scene/ViewEvent``), with the
    /// touch in scene points, under the nearest scene view's id.
    public static let touchDownEvent = "rippleTouchDown"
    /// The event recorded when the active ripple begins its touch-up (once per ripple: a second
    /// request joins the fade under way).
    public static let touchUpEvent = "rippleTouchUp"
    /// The event recorded when live ripples are cancelled (``cancelAllRipples(animated:completion:)``
    /// with at least one ripple).
    public static let cancelledEvent = "rippleCancelled"

    /// Creates a ripple view, which does not take touches (MDC's ripple view has user interaction
    /// off, so touches reach the views below it).
    public override init(frame: Rect = .zero, clock: SimClock) {
        super.init(frame: frame, clock: clock)
        isUserInteractionEnabled = false
    }

    // MARK: Style

    /// Applies ``rippleStyle``: masks-to-bounds when bounded, plus the superview's shadow path as a
    /// mask when the flag is on and there is one; no mask when unbounded.
    public func updateRippleStyle() {
        layer.masksToBounds = rippleStyle == .bounded
        switch rippleStyle {
        case .bounded:
            guard usesSuperviewShadowLayerAsMask, let path = superview?.layer.shadowPath else { return }
            let frame = Rect(origin: bounds.origin, size: Size(width: bounds.width, height: bounds.height))
            // Keep an identical mask, so that a touch-down does not count as a change to redraw.
            if let mask = layer.mask, mask.bounds == frame, case .shape(let content) = mask.content,
               content.path == path { return }
            let mask = Layer(clock: clock)
            mask.bounds = frame
            mask.position = Point(x: bounds.midX, y: bounds.midY)
            mask.content = .shape(ShapeContent(path: path, fillColor: .black))
            layer.mask = mask
        case .unbounded:
            layer.mask = nil
        }
    }

    // MARK: Layout

    /// Re-applies the style (when ripples exist), lays every live ripple out over the bounds and
    /// re-applies ``activeRippleColor``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !rippleLayers.isEmpty else { return }
        updateRippleStyle()
        for ripple in rippleLayers { ripple.frame = bounds }
        activeRippleLayer?.fillColor = activeRippleColor
    }

    // MARK: Ripples

    /// Starts a new ripple at `point` (in this view's coordinates) on top of the others: MDC's
    /// `beginRippleTouchDownAtPoint:animated:completion:`. The ripple takes ``rippleColor``, covers
    /// the bounds, gets ``maximumRadius`` only when unbounded, and becomes the active ripple;
    /// `completion` runs when its touch-down ends (see ``RippleLayer/startRipple(at:animated:completion:)``).
    public func beginRippleTouchDown(at point: Point, animated: Bool, completion: (() -> Void)? = nil) {
        updateRippleStyle()
        let ripple = RippleLayer(clock: clock)
        ripple.fillColor = rippleColor
        ripple.frame = bounds
        if rippleStyle == .unbounded { ripple.maximumRadius = maximumRadius }
        ripple.delegate = self
        ripple.didRemove = { [weak self] removed in self?.rippleDidLeave(removed) }
        layer.addSublayer(ripple.layer)
        rippleLayers.append(ripple)
        activeRipple = ripple
        activeRippleColor = rippleColor
        recordEvent(RippleView.touchDownEvent, location: convert(point, to: nil))
        ripple.startRipple(at: point, animated: animated, completion: completion)
    }

    /// Ends the active ripple (fade, then removal); with no active ripple `completion` runs at once.
    public func beginRippleTouchUp(animated: Bool, completion: (() -> Void)? = nil) {
        guard let active = activeRippleLayer else { completion?(); return }
        // A second touch-up of one ripple joins its fade: one event per ripple.
        if active.touchUpStartTime == nil { recordEvent(RippleView.touchUpEvent) }
        active.endRipple(animated: animated, completion: completion)
    }

    /// Fades the active ripple in (0 → 1, 0.075 s); with none `completion` runs at once.
    public func fadeInRipple(animated: Bool, completion: (() -> Void)? = nil) {
        guard let active = activeRippleLayer else { completion?(); return }
        active.fadeIn(animated: animated, completion: completion)
    }

    /// Fades the active ripple out (1 → 0, 0.075 s) without removing it; with none `completion`
    /// runs at once.
    public func fadeOutRipple(animated: Bool, completion: (() -> Void)? = nil) {
        guard let active = activeRippleLayer else { completion?(); return }
        active.fadeOut(animated: animated, completion: completion)
    }

    /// Ends every ripple: MDC's `cancelAllRipplesAnimated:completion:`.
    ///
    /// Animated: takes the latest touch-down start among the ripples; each ripple whose touch-down
    /// has finished gets its touch-down start moved to that latest + 0.15 s, so it fades together
    /// with the newest ripple; then every ripple ends animated. `completion` runs, on the clock,
    /// when the last of them is removed (at the current instant when there are none). Not
    /// animated: every ripple is removed now, without delegate calls, and `completion` runs before
    /// this returns.
    public func cancelAllRipples(animated: Bool, completion: (() -> Void)? = nil) {
        let ripples = rippleLayers
        if !ripples.isEmpty { recordEvent(RippleView.cancelledEvent) }
        guard animated else {
            for ripple in ripples { ripple.remove() }
            completion?()
            return
        }
        guard !ripples.isEmpty else {
            if let completion { clock.scheduleNow(completion) }
            return
        }
        let latest = ripples.compactMap(\.touchDownStartTime).max()
        if let latest {
            for ripple in ripples where !ripple.isStartAnimationActive {
                ripple.touchDownStartTime = latest + RippleLayer.fadeOutDelay
            }
        }
        if let completion {
            pendingCancels.append((ripples.map { ObjectIdentifier($0) }, completion))
        }
        for ripple in ripples { ripple.endRipple(animated: true) }
    }

    private func rippleDidLeave(_ ripple: RippleLayer) {
        rippleLayers.removeAll { $0 === ripple }
        let id = ObjectIdentifier(ripple)
        var finished: [() -> Void] = []
        for i in pendingCancels.indices {
            pendingCancels[i].waiting.removeAll { $0 == id }
            if pendingCancels[i].waiting.isEmpty { finished.append(pendingCancels[i].completion) }
        }
        pendingCancels.removeAll { $0.waiting.isEmpty }
        for completion in finished { completion() }
    }

    // MARK: State

    /// Every live ripple as presented at `time`, back to front (see ``RippleSnapshot``); centres
    /// are in this view's coordinates.
    public func rippleSnapshots(at time: Int64) -> [RippleSnapshot] {
        rippleLayers.map { $0.snapshot(at: time) }
    }

    // MARK: Injection

    /// The first ``RippleView`` among `view`'s subviews, or a new one covering `view`'s bounds
    /// added on top of them: MDC's `injectedRippleViewForView:`.
    public static func injectedRippleView(for view: View) -> RippleView {
        view.injectedSubview { RippleView(frame: $0, clock: $1) }
    }

    // MARK: RippleLayerDelegate

    /// Forwards to ``delegate``.
    public func rippleLayerTouchDownDidBegin(_ rippleLayer: RippleLayer) {
        delegate?.rippleTouchDownAnimationDidBegin(self)
    }

    /// Forwards to ``delegate``.
    public func rippleLayerTouchDownDidEnd(_ rippleLayer: RippleLayer) {
        delegate?.rippleTouchDownAnimationDidEnd(self)
    }

    /// Forwards to ``delegate``.
    public func rippleLayerTouchUpDidBegin(_ rippleLayer: RippleLayer) {
        delegate?.rippleTouchUpAnimationDidBegin(self)
    }

    /// Forwards to ``delegate``.
    public func rippleLayerTouchUpDidEnd(_ rippleLayer: RippleLayer) {
        delegate?.rippleTouchUpAnimationDidEnd(self)
    }
}
