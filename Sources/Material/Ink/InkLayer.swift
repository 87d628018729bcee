import Geometry
import Raster
import Scene

/// One non-legacy MDC ink ripple (`MDCInkLayer`, docs/material.md), the predecessor of
/// ``RippleLayer``: a filled circle that fades in and grows from the touch to the centre, can fade
/// out and back in while the finger wanders, and fades out when the finger lifts.
///
///     let ink = InkLayer(clock: clock)
///     ink.frame = Rect(x: 0, y: 0, width: 100, height: 40)
///     host.addSublayer(ink.layer)
///     ink.startInk(at: Point(x: 20, y: 10), animated: true)
///     ink.endInk(at: Point(x: 20, y: 10), animated: true)
///
/// ## Geometry
/// Final radius R = hypot(w, h)/2 + 10, or ``maxRippleRadius`` when positive; the circle sits at
/// the bounds' centre. The start scale is min(w, h)/300 clamped to 0.2…0.6.
///
/// ## Timing
/// - Start (animated): model opacity 0 and position at the touch; one group, held at its end:
///   scale s0 → 1 and position touch → centre over 0.333 s beginning 0.083 s in, MDC's Standard
///   curve (0.4, 0, 0.2, 1); opacity 0 → 1, linear, 0.083 s beginning 0.083 s in. The ink is
///   invisible for the first 0.083 s.
/// - Change (finger moved): opacity from the presented value to 1 (point inside the bounds) or 0,
///   0.083 s linear, from now + 0.417 s while the start runs, else from now; held.
/// - End: once asked while the start runs, the end delay becomes 0.25 s and stays so; opacity from
///   1 (or 0 if the end point is outside the bounds) to 0, 0.15 s linear, from now + the delay;
///   then the delegate hears it ended and the layer removes itself. Not animated: at once.
///
/// Two departures from MDC (docs/fidelity.md#mdc-surfaces-ripple-and-ink): MDC's group lasts
/// 0.333 s, so it cuts the scale and position (which end at 0.416 s) at 75 % of their timeline and
/// holds them there — the ink never reaches full size or the centre; here the group lasts 0.416 s
/// so both finish. MDC's position path is closed (back to the touch); here it runs touch → centre.
public final class InkLayer {
    /// The delay before the start's scale, position and fade begin, and the fade and change
    /// duration: 0.083 s.
    public static let commonDuration: Int64 = 83_000_000
    /// The end fade: 0.15 s.
    public static let endFadeOutDuration: Int64 = 150_000_000
    /// The start's scale and position duration: 0.333 s.
    public static let startScalePositionDuration: Int64 = 333_000_000
    /// Half the start fade: 0.167 s (part of the change delay).
    public static let startFadeHalfDuration: Int64 = 167_000_000
    /// The end delay while the start runs, and the other part of the change delay: 0.25 s.
    public static let startFadeHalfBeginTimeFadeOutDuration: Int64 = 250_000_000
    /// The smallest and largest start scale, and the side the scale is measured against.
    public static let scaleStartMinimum = 0.2, scaleStartMaximum = 0.6, scaleDivisor = 300.0

    /// The ink layer's own default colour: black α 0.08 (``InkView`` passes its own, α 0.14).
    public static let defaultInkColor = Color.ripple(red: 0, green: 0, blue: 0, alpha: 0.08)

    /// The shape layer that draws the ink.
    public let layer: Layer

    /// Told when the ink starts and ends; held weakly.
    public weak var delegate: InkLayerDelegate?

    /// The rectangle the ink covers, in its superlayer's coordinates. Setting it sets the layer's
    /// bounds (size at origin 0) and, unless the ink has started, its position; like MDC it does
    /// not regenerate a live ink's circle.
    public var frame: Rect = .zero {
        didSet {
            layer.bounds = Rect(origin: .zero, size: Size(width: frame.width, height: frame.height))
            if !hasStarted { layer.position = Point(x: frame.midX, y: frame.midY) }
        }
    }

    /// A fixed final radius; 0 (the default) or less means hypot(w, h)/2 + 10.
    public var maxRippleRadius = 0.0

    /// The fill colour of the next start.
    public var inkColor: Color = InkLayer.defaultInkColor

    /// Whether the start group is running.
    public private(set) var isStartAnimationActive = false

    /// The delay before the end fade: 0 until an end is asked for while the start runs, then
    /// 0.25 s for good.
    public private(set) var endAnimationDelay: Int64 = 0

    /// Whether the ink has ended and left its superlayer.
    public private(set) var isRemoved = false

    /// Called when the start group ends (or at once when not animated), for the view's completion.
    var didFinishStart: (() -> Void)?
    /// Called when the layer removed itself.
    var didRemove: ((InkLayer) -> Void)?

    private var hasStarted = false
    private var clock: SimClock { layer.animations.clock }

    /// Creates an ink layer on `clock` with an empty frame.
    public init(clock: SimClock) {
        layer = Layer(clock: clock)
        layer.content = .shape(ShapeContent(fillColor: inkColor))
    }

    /// hypot(w, h)/2 + 10 for the frame.
    public var finalRadius: Double {
        let w = frame.width, h = frame.height
        return (w * w + h * h).squareRoot() / 2 + 10
    }

    /// The radius drawn: ``maxRippleRadius`` when positive, else ``finalRadius``.
    public var radius: Double { maxRippleRadius > 0 ? maxRippleRadius : finalRadius }

    /// min(w, h)/300 clamped to 0.2…0.6.
    public var startScale: Double {
        let s = Swift.min(frame.width, frame.height) / Self.scaleDivisor
        return Swift.min(Swift.max(s, Self.scaleStartMinimum), Self.scaleStartMaximum)
    }

    private var boundsCenter: Point { Point(x: frame.width / 2, y: frame.height / 2) }

    /// Starts the ink at `point` (in the superlayer's coordinates); see "Timing". The delegate
    /// hears the start after the animations are set up.
    public func startInk(at point: Point, animated: Bool) {
        hasStarted = true
        let r = radius
        var circle = Path()
        circle.addEllipse(in: Rect(x: frame.width / 2 - r, y: frame.height / 2 - r, width: 2 * r, height: 2 * r))
        layer.content = .shape(ShapeContent(path: circle, fillColor: inkColor))
        let center = Point(x: frame.origin.x + boundsCenter.x, y: frame.origin.y + boundsCenter.y)
        if !animated {
            layer.opacity = 1
            layer.position = center
            delegate?.inkLayerAnimationDidStart(self)
            didFinishStart?()
            return
        }
        layer.opacity = 0
        layer.position = point
        isStartAnimationActive = true
        let s0 = startScale
        let delay = Self.commonDuration, length = Self.startScalePositionDuration
        let scale = BasicAnimation(keyPath: "transform", from: .transform(AffineTransform(scaleX: s0, y: s0)),
                                   to: .transform(.identity), duration: length, beginTime: delay,
                                   timingFunction: TimingFunction.Material.standard, fillMode: .both)
        var route = Path()
        route.move(to: point)
        route.addLine(to: center)
        let move = KeyframeAnimation(keyPath: "position", path: route, duration: length, beginTime: delay,
                                     timingFunction: TimingFunction.Material.standard, fillMode: .both)
        let fadeIn = BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1),
                                    duration: Self.commonDuration, beginTime: delay, fillMode: .forwards)
        let group = AnimationGroup(animations: [.basic(scale), .keyframe(move), .basic(fadeIn)],
                                   duration: delay + length, fillMode: .forwards, isRemovedOnCompletion: false)
        add(.group(group)) { [weak self] in
            self?.isStartAnimationActive = false
            self?.didFinishStart?()
        }
        delegate?.inkLayerAnimationDidStart(self)
    }

    /// The finger moved to `point` (superlayer coordinates): fades towards 1 inside the bounds,
    /// towards 0 outside; see "Timing".
    public func changeInk(at point: Point) {
        let delay = isStartAnimationActive ? Self.startFadeHalfBeginTimeFadeOutDuration + Self.startFadeHalfDuration : 0
        let current = layer.presentation(at: clock.now).opacity
        let target: Double = contains(point) ? 1 : 0
        let change = BasicAnimation(keyPath: "opacity", from: .double(current), to: .double(target),
                                    duration: Self.commonDuration, beginTime: clock.now + delay,
                                    fillMode: .forwards, isRemovedOnCompletion: false)
        add(.basic(change)) {}
    }

    /// Ends the ink; the end point (superlayer coordinates) outside the bounds fades from 0. See
    /// "Timing".
    public func endInk(at point: Point, animated: Bool) {
        if isStartAnimationActive { endAnimationDelay = Self.startFadeHalfBeginTimeFadeOutDuration }
        guard animated else {
            layer.opacity = 0
            delegate?.inkLayerAnimationDidEnd(self)
            remove()
            return
        }
        let from: Double = contains(point) ? 1 : 0
        let fade = BasicAnimation(keyPath: "opacity", from: .double(from), to: .double(0),
                                  duration: Self.endFadeOutDuration, beginTime: clock.now + endAnimationDelay,
                                  fillMode: .forwards, isRemovedOnCompletion: false)
        add(.basic(fade)) { [weak self] in
            guard let self else { return }
            self.delegate?.inkLayerAnimationDidEnd(self)
            self.remove()
        }
    }

    /// Whether `point` (superlayer coordinates) lies in the frame (MDC: the layer's bounds contain
    /// the point, with the frame's origin at 0).
    private func contains(_ point: Point) -> Bool {
        Rect(origin: .zero, size: Size(width: frame.width, height: frame.height)).contains(point)
    }

    /// Removes the layer from its superlayer, once.
    func remove() {
        guard !isRemoved else { return }
        isRemoved = true
        layer.removeFromSuperlayer()
        didRemove?(self)
    }

    private func add(_ animation: Animation, completion: @escaping () -> Void) {
        do {
            try layer.animations.add(animation) { _ in completion() }
        } catch {
            preconditionFailure("ink animation rejected: \(error)")
        }
    }

    /// The ink as presented at `time` (see ``RippleSnapshot``).
    public func snapshot(at time: Int64) -> RippleSnapshot {
        let p = layer.presentation(at: time)
        let scale = (p.transform.a * p.transform.a + p.transform.b * p.transform.b).squareRoot()
        var color = Color.clear
        if case .shape(let s) = p.content, let fill = s.fillColor { color = fill }
        return RippleSnapshot(center: p.position, radius: radius * scale, opacity: p.opacity, color: color)
    }
}
