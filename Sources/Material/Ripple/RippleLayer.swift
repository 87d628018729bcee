import Geometry
import Raster
import Scene

/// One MDC ripple (`MDCRippleLayer`, docs/material.md): a filled circle that grows from the touch
/// towards the centre of its frame, then fades out.
///
///     let ripple = RippleLayer(clock: clock)
///     ripple.frame = Rect(x: 0, y: 0, width: 100, height: 40)
///     ripple.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 31)
///     hostLayer.addSublayer(ripple.layer)
///     ripple.startRipple(at: Point(x: 20, y: 10), animated: true)   // 0.225 s touch-down
///     ripple.endRipple(animated: true)                              // fades 0.15 s, then removed
///
/// Scene's ``Layer`` is a final class, so the ripple is an object that owns its shape ``layer``
/// rather than a layer subclass. The layer's bounds are the frame's size at origin 0, its position
/// the frame's centre, and its content a circle of radius ``finalRadius`` about the bounds' centre;
/// the touch-down scales it (about the anchor, the centre) from ``startScale`` to 1.
///
/// ## Radii
/// For a frame of w × h: final radius R = hypot(w/2, h/2) + 10 (``beyondSurfaceDistance``), or
/// ``maximumRadius`` when it is positive; initial radius 0.3 · max(w, h) (half of
/// ``startFactor`` · max); start scale s0 = initial / R. 100 × 40 gives R = 63.85 and s0 = 0.4698.
/// A maximum radius below the initial radius gives s0 > 1 (the ripple shrinks into place); an empty
/// frame gives R = 10 and s0 = 0. Nothing is clamped.
///
/// ## Timing
/// Animations run on the layer's ``SimClock``; completions and delegate calls happen at their exact
/// end times. Three deliberate departures from the original, each the evident intent (see
/// docs/fidelity.md#mdc-surfaces-ripple-and-ink):
/// - the scale and position animations run for the group's 0.225 s (MDC leaves them at Core
///   Animation's default 0.25 s, so the 0.225 s group cuts them at 90 % and the ripple snaps);
/// - the position path runs from the touch to the centre (MDC's is closed, back to the touch);
/// - the touch-up fade starts at max(now, touch-down start + delay) instead of touch-down start +
///   delay: a release after a long press fades over the full 0.15 s from the release, where MDC's
///   begin time lies in the past and the ripple vanishes at once. A release within 0.15 s of
///   touch-down still starts the fade at 0.15 s, as in MDC.
public final class RippleLayer {
    // MARK: Constants (MDCRippleLayer.m)

    /// How far beyond the half-diagonal the final circle reaches, in points: 10.
    public static let beyondSurfaceDistance = 10.0
    /// The start diameter as a fraction of the longer side: 0.6 (so the start radius is 0.3 · max).
    public static let startFactor = 0.6
    /// The touch-down group's duration: 0.225 s, in nanoseconds.
    public static let touchDownDuration: Int64 = 225_000_000
    /// The touch-up fade's duration: 0.15 s.
    public static let touchUpDuration: Int64 = 150_000_000
    /// The opacity ramp inside the touch-down and the fade-in / fade-out duration: 0.075 s.
    public static let fadeDuration: Int64 = 75_000_000
    /// How long after touch-down a release that interrupts the touch-down waits to fade: 0.15 s.
    public static let fadeOutDelay: Int64 = 150_000_000

    /// The animation keys, so a new animation of a kind replaces the old one.
    private enum Key {
        static let touchDown = "touchDown"
        static let fade = "fade"
    }

    // MARK: State

    /// The shape layer that draws the ripple; add it to a layer tree to show the ripple.
    public let layer: Layer

    /// Told of the touch-down and touch-up phases; held weakly.
    public weak var delegate: RippleLayerDelegate?

    /// The rectangle the ripple covers, in its superlayer's coordinates (a ripple view's bounds).
    /// Setting it re-lays the ripple out at once: the circle is regenerated and recentred, so a
    /// live ripple follows a resize (MDC's `setNeedsLayout`).
    public var frame: Rect = .zero {
        didSet { if frame != oldValue { layoutRipple() } }
    }

    /// A fixed final radius in points; 0 (the default) or less means "half-diagonal + 10".
    /// Setting it re-lays the ripple out.
    public var maximumRadius = 0.0 {
        didSet { if maximumRadius != oldValue { layoutRipple() } }
    }

    /// The circle's fill colour (the shape layer's fill colour).
    public var fillColor: Color? {
        get { shape.fillColor }
        set { shape.fillColor = newValue }
    }

    /// Whether the touch-down group is running (MDC's `startAnimationActive`).
    public private(set) var isStartAnimationActive = false

    /// The clock time of the latest animated touch-down, in nanoseconds; `nil` before one. The touch-up
    /// delay is measured from it; ``RippleView/cancelAllRipples(animated:completion:)`` moves it.
    public internal(set) var touchDownStartTime: Int64?

    /// Whether the touch-up has finished and the layer left its superlayer.
    public private(set) var isRemoved = false

    /// Called right after the ripple removed itself at the end of its touch-up (for its view's
    /// bookkeeping).
    var didRemove: ((RippleLayer) -> Void)?

    private var clock: SimClock { layer.animations.clock }

    private var shape: ShapeContent {
        get {
            if case .shape(let s) = layer.content { return s }
            return ShapeContent()
        }
        set { layer.content = .shape(newValue) }
    }

    /// Creates a ripple whose animations run on `clock`, with an empty frame and an opaque black
    /// fill (Core Animation's shape default); set ``frame`` and ``fillColor`` before starting it.
    public init(clock: SimClock) {
        layer = Layer(clock: clock)
        layer.content = .shape(ShapeContent())
        layoutRipple()
    }

    // MARK: Geometry

    /// The radius of the full-grown circle: ``maximumRadius`` when positive, else
    /// hypot(w/2, h/2) + 10 for the frame's size.
    public var finalRadius: Double {
        if maximumRadius > 0 { return maximumRadius }
        let w = frame.width, h = frame.height
        return (w / 2 * (w / 2) + h / 2 * (h / 2)).squareRoot() + Self.beyondSurfaceDistance
    }

    /// The radius the touch-down starts from: 0.3 × the longer side.
    public var initialRadius: Double {
        Swift.max(frame.width, frame.height) * Self.startFactor / 2
    }

    /// The scale the touch-down starts from: ``initialRadius`` / ``finalRadius``.
    public var startScale: Double { initialRadius / finalRadius }

    /// The centre of the frame, in the superlayer's coordinates: where the full-grown ripple sits.
    public var frameCenter: Point { Point(x: frame.midX, y: frame.midY) }

    /// Regenerates the circle and recentres the layer for the current frame and radius.
    private func layoutRipple() {
        let size = Size(width: frame.width, height: frame.height)
        layer.bounds = Rect(origin: .zero, size: size)
        layer.position = frameCenter
        let r = finalRadius
        var circle = Path()
        circle.addEllipse(in: Rect(x: size.width / 2 - r, y: size.height / 2 - r, width: 2 * r, height: 2 * r))
        shape.path = circle
    }

    // MARK: Touch-down

    /// Starts the ripple at `point` (in the superlayer's coordinates): MDC's `startRippleAtPoint:`.
    ///
    /// Tells the delegate the touch-down began and sets the model to the full, centred, opaque
    /// circle. Not animated: `completion` runs and the delegate hears the touch-down ended, both
    /// before this returns. Animated: one 0.225 s group (scale ``startScale`` → 1 and position
    /// `point` → centre, both ease-in-ease-out over the whole group; opacity 0 → 1 linear over the
    /// first 0.075 s) starts now; at its end ``isStartAnimationActive`` becomes false, `completion`
    /// runs and the delegate hears the touch-down ended.
    public func startRipple(at point: Point, animated: Bool, completion: (() -> Void)? = nil) {
        delegate?.rippleLayerTouchDownDidBegin(self)
        layoutRipple()
        layer.opacity = 1
        guard animated else {
            completion?()
            delegate?.rippleLayerTouchDownDidEnd(self)
            return
        }
        isStartAnimationActive = true
        touchDownStartTime = clock.now
        let s0 = startScale
        let scale = BasicAnimation(keyPath: "transform", from: .transform(AffineTransform(scaleX: s0, y: s0)),
                                   to: .transform(.identity), duration: Self.touchDownDuration,
                                   timingFunction: .easeInEaseOut)
        var route = Path()
        route.move(to: point)
        route.addLine(to: frameCenter)
        let move = KeyframeAnimation(keyPath: "position", path: route, duration: Self.touchDownDuration,
                                     timingFunction: .easeInEaseOut)
        let fadeIn = BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1),
                                    duration: Self.fadeDuration)
        let group = AnimationGroup(animations: [.basic(scale), .keyframe(move), .basic(fadeIn)],
                                   duration: Self.touchDownDuration)
        add(.group(group), forKey: Key.touchDown) { [weak self] _ in
            guard let self else { return }
            self.isStartAnimationActive = false
            completion?()
            self.delegate?.rippleLayerTouchDownDidEnd(self)
        }
    }

    // MARK: Touch-up

    /// When the touch-up fade starts, once an animated ``endRipple(animated:completion:)`` has
    /// been asked for; `nil` before.
    public private(set) var touchUpStartTime: Int64?

    /// When a touch-up asked for now would start fading: the start of a touch-up already under way
    /// (so a second request, such as a cancel-all during a release, joins it instead of restarting
    /// the fade), else max(now, touch-down start + delay), the delay being 0.15 s while the
    /// touch-down runs and 0 after it (see the type's doc for how this differs from MDC on a long
    /// press).
    public func touchUpBeginTime() -> Int64 {
        if let touchUpStartTime { return touchUpStartTime }
        let delay = isStartAnimationActive ? Self.fadeOutDelay : 0
        guard let start = touchDownStartTime else { return clock.now }
        return Swift.max(clock.now, start + delay)
    }

    /// Fades the ripple out and removes it: MDC's `endRippleAnimated:`.
    ///
    /// Tells the delegate the touch-up began. Animated: opacity 1 → 0, linear, 0.15 s from
    /// ``touchUpBeginTime()``, held at 0; at its end `completion` runs, the delegate hears the
    /// touch-up ended and the layer removes itself. Each call runs its own completion and delegate
    /// call (as MDC's do); repeated calls share one fade. Not animated: all of that happens before
    /// this returns (MDC's duration 0 would become Core Animation's 0.25 s default; the evident
    /// intent is "at once").
    public func endRipple(animated: Bool, completion: (() -> Void)? = nil) {
        delegate?.rippleLayerTouchUpDidBegin(self)
        guard animated else {
            finishTouchUp(completion)
            return
        }
        let begin = touchUpBeginTime()
        touchUpStartTime = begin
        let fade = BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0),
                                  duration: Self.touchUpDuration, beginTime: begin,
                                  fillMode: .forwards, isRemovedOnCompletion: false)
        add(.basic(fade), forKey: nil) { [weak self] _ in
            self?.finishTouchUp(completion)
        }
    }

    private func finishTouchUp(_ completion: (() -> Void)?) {
        completion?()
        delegate?.rippleLayerTouchUpDidEnd(self)
        remove()
    }

    /// Takes the layer out of its superlayer, once. Its animations stay: a touch-down still running
    /// completes at its end time, as Core Animation completes a removed layer's transaction.
    func remove() {
        guard !isRemoved else { return }
        isRemoved = true
        layer.removeFromSuperlayer()
        didRemove?(self)
    }

    // MARK: Fades

    /// Fades the ripple in: opacity 0 → 1 (always from 0, whatever is shown), linear, 0.075 s from
    /// now (an instant when not animated), held at 1; `completion` runs at the end, on the clock.
    public func fadeIn(animated: Bool, completion: (() -> Void)? = nil) {
        fade(from: 0, to: 1, animated: animated, completion: completion)
    }

    /// Fades the ripple out: opacity 1 → 0 (always from 1), linear, 0.075 s from now (an instant
    /// when not animated), held at 0; `completion` runs at the end, on the clock. The ripple stays.
    public func fadeOut(animated: Bool, completion: (() -> Void)? = nil) {
        fade(from: 1, to: 0, animated: animated, completion: completion)
    }

    private func fade(from: Double, to: Double, animated: Bool, completion: (() -> Void)?) {
        let fade = BasicAnimation(keyPath: "opacity", from: .double(from), to: .double(to),
                                  duration: animated ? Self.fadeDuration : 0,
                                  fillMode: .forwards, isRemovedOnCompletion: false)
        add(.basic(fade), forKey: Key.fade) { _ in completion?() }
    }

    /// Adds an animation built here; the only failure is an invalid animation, which these
    /// constant shapes never are.
    private func add(_ animation: Animation, forKey key: String?, completion: @escaping (Bool) -> Void) {
        do {
            try layer.animations.add(animation, forKey: key, completion: completion)
        } catch {
            preconditionFailure("ripple animation rejected: \(error)")
        }
    }

    // MARK: State

    /// The ripple as it is presented at `time`: centre (the presented position, in the superlayer's
    /// coordinates), radius (``finalRadius`` × the presented scale), opacity (the ripple's own
    /// presented opacity, not multiplied by any ancestor's) and fill colour.
    public func snapshot(at time: Int64) -> RippleSnapshot {
        let p = layer.presentation(at: time)
        let t = p.transform
        // The touch-down scale is uniform; the x column's length is its factor.
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        var color = Color.clear
        if case .shape(let s) = p.content, let fill = s.fillColor { color = fill }
        return RippleSnapshot(center: p.position, radius: finalRadius * scale, opacity: p.opacity, color: color)
    }
}
