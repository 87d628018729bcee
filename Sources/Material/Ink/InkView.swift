import Geometry
import Raster
import Scene

/// MDC's ink view with `usesLegacyInkRipple` off (`MDCInkView`, docs/material.md): one
/// ``InkLayer`` per touch, the newest active.
///
///     let ink = InkView(frame: button.bounds, clock: clock)
///     button.addSubview(ink)
///     ink.startTouchBegan(at: Point(x: 20, y: 10), animated: true)
///     ink.startTouchEnded(at: Point(x: 20, y: 10), animated: true)
///
/// Only the non-legacy ink is built: the legacy ink (random growth radius, accelerations) is not,
/// so there is no `usesLegacyInkRipple` switch.
///
/// A bounded view masks to its bounds and, when the superview's layer has a shadow path, to that
/// path (as ``RippleView``); unbounded does neither. MDC's non-legacy unbounded ink stays clipped to
/// the bounds (its layer keeps the legacy layer's masks-to-bounds; MDC issue #4667); here
/// unbounded means unclipped (docs/fidelity.md#mdc-surfaces-ripple-and-ink).
open class InkView: View, InkLayerDelegate {
    /// MDC's default ink colour for the view: black α 0.14 (alpha 36 of 255).
    public static let defaultInkColor = Color.ripple(red: 0, green: 0, blue: 0, alpha: 0.14)

    /// The colour of new inks; black α 0.14 by default.
    public var inkColor: Color = InkView.defaultInkColor

    /// Bounded (the default) or unbounded.
    public var inkStyle: RippleStyle = .bounded {
        didSet { updateClipping() }
    }

    private var storedMaxRippleRadius = 0.0

    /// The final radius of new inks, used only when unbounded: reads 0 while bounded (the value
    /// set is kept for a later switch to unbounded, as MDC keeps it).
    public var maxRippleRadius: Double {
        get { inkStyle == .unbounded ? storedMaxRippleRadius : 0 }
        set { storedMaxRippleRadius = newValue }
    }

    /// Told of every ink's start and end; held weakly.
    public weak var delegate: InkViewDelegate?

    /// The live inks, oldest first.
    public private(set) var inkLayers: [InkLayer] = []

    /// The newest ink, while it is live.
    public var activeInkLayer: InkLayer? {
        guard let active, !active.isRemoved else { return nil }
        return active
    }
    private var active: InkLayer?

    /// Creates an ink view that takes no touches.
    public override init(frame: Rect = .zero, clock: SimClock) {
        super.init(frame: frame, clock: clock)
        isUserInteractionEnabled = false
        updateClipping()
    }

    private var clock: SimClock { layer.animations.clock }

    private func updateClipping() {
        layer.masksToBounds = inkStyle == .bounded
        if inkStyle == .unbounded { layer.mask = nil }
    }

    /// Masks a bounded view with the superview's shadow path (when it has one) and gives every
    /// live ink the view's bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if inkStyle == .bounded, let path = superview?.layer.shadowPath {
            let mask = Layer(clock: clock)
            mask.bounds = Rect(origin: bounds.origin, size: Size(width: bounds.width, height: bounds.height))
            mask.position = Point(x: bounds.midX, y: bounds.midY)
            mask.content = .shape(ShapeContent(path: path, fillColor: .black))
            layer.mask = mask
        }
        for ink in inkLayers { ink.frame = bounds }
    }

    /// Starts a new ink at `point` (this view's coordinates); `completion` runs when its start
    /// animation ends (at once when not animated) — MDC runs it as the ink starts, which its
    /// documentation ("after the completion of the animation") does not intend.
    public func startTouchBegan(at point: Point, animated: Bool, completion: (() -> Void)? = nil) {
        let ink = InkLayer(clock: clock)
        ink.inkColor = inkColor
        ink.maxRippleRadius = maxRippleRadius
        ink.delegate = self
        ink.layer.opacity = 0
        ink.frame = bounds
        ink.didFinishStart = completion
        ink.didRemove = { [weak self] gone in self?.inkLayers.removeAll { $0 === gone } }
        layer.addSublayer(ink.layer)
        inkLayers.append(ink)
        active = ink
        ink.startInk(at: point, animated: animated)
    }

    /// Ends the active ink at `point`; `completion` runs when it has faded and been removed. With
    /// no active ink it runs at once (MDC never calls it then).
    public func startTouchEnded(at point: Point, animated: Bool, completion: (() -> Void)? = nil) {
        guard let ink = activeInkLayer else { completion?(); return }
        pendingEnd = (ink, completion)
        ink.endInk(at: point, animated: animated)
    }
    private var pendingEnd: (ink: InkLayer, completion: (() -> Void)?)?

    /// The finger moved to `point`: the active ink fades towards 1 inside the bounds, 0 outside.
    public func changeTouch(at point: Point) {
        activeInkLayer?.changeInk(at: point)
    }

    /// Ends every ink: animated, each as if the finger lifted at the origin (inside, so each fades
    /// from 1); not animated, each is removed at once.
    public func cancelAllAnimations(animated: Bool) {
        for ink in inkLayers {
            if animated { ink.endInk(at: .zero, animated: true) } else { ink.remove() }
        }
    }

    /// Every live ink as presented at `time`, oldest first; centres are in this view's coordinates.
    public func rippleSnapshots(at time: Int64) -> [RippleSnapshot] {
        inkLayers.map { $0.snapshot(at: time) }
    }

    /// The first ``InkView`` among `view`'s subviews, or a new one covering `view`'s bounds added
    /// on top: MDC's `injectedInkViewForView:`.
    public static func injectedInkView(for view: View) -> InkView {
        view.injectedSubview { InkView(frame: $0, clock: $1) }
    }

    // MARK: InkLayerDelegate

    /// Forwards to ``delegate``.
    public func inkLayerAnimationDidStart(_ inkLayer: InkLayer) {
        delegate?.inkAnimationDidStart(self)
    }

    /// Runs the end completion if `inkLayer` is the one it was asked of, then forwards to
    /// ``delegate``.
    public func inkLayerAnimationDidEnd(_ inkLayer: InkLayer) {
        if let pending = pendingEnd, pending.ink === inkLayer {
            pendingEnd = nil
            pending.completion?()
        }
        delegate?.inkAnimationDidEnd(self)
    }
}
