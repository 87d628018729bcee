import Geometry
import Raster
import Scene

/// A view that answers touches with BFPaperView's paper feedback (bfeher/BFPaperView 2.2.6): a tap
/// circle that grows from the touch, bursts and fades on release, a background fade on clear
/// backgrounds, and, when raised, a shadow that lifts while the finger is down.
///
///     let paper = PaperView(frame: Rect(x: 0, y: 0, width: 100, height: 50), clock: clock, raised: true)
///     paper.backgroundColor = .white
///     paper.tapHandler = { location in print("tapped at", location) }
///     root.addSubview(paper)
///     // touches reach it through Scene's TouchDispatcher
///
/// ## Layers, back to front
/// The view's own background (rounded by ``cornerRadius``; the view never clips), the
/// ``fadeLayer`` (sublayer 0), the tap circles (each new one inserted directly above the fade
/// layer, so beneath older circles still fading), then subviews. A raised view's shadow is its
/// layer's shadow: the offset is always ``loweredShadowOffset``; lifting animates the shadow
/// path, radius and opacity only.
///
/// ## Touch-down (see ``touchesBegan(_:)``)
/// ``tapPoint`` becomes the touch's location. Raised: the shadow lifts over
/// ``touchDownAnimationDuration``, linearly, from the lowered values (or, while any animation of the
/// view's layer is present, from the presented ones) to the lifted radius, opacity and path. Clear
/// background: the fade layer takes ``backgroundFadeColor`` and its opacity goes from its presented
/// value to 1, linearly. A circle filled with ``tapCircleColor`` appears at the centre C with
/// diameter ``tapCircleDiameterStartValue`` and grows to the final diameter D (ease-out) while its
/// opacity goes 0 → 1 (linear), both held at the end; it joins the FIFO queue.
///
/// ## Touch-up and cancel (see ``touchesEnded(_:)``)
/// Raised: the shadow lowers over ``touchUpAnimationDuration``, linearly. Clear background: the fade
/// goes to 0. The *oldest* queued circle bursts from its presented path and opacity to diameter
/// D + ``tapCircleBurstAmount`` at the current C (ease-out) and opacity 0 (linear), and is removed
/// when that fade-out stops. ``tapHandler`` runs on touch-up only (not on cancel) when a 10 × 10
/// square centred on the lift-off location meets the bounds.
///
/// ## Diameter D and centre C (recomputed at each use)
/// With the view's size w × h and ``tapPoint`` (tx, ty):
/// - ``tapCircleDiameterFull`` (−1): √(W² + H²) with W = 2·max(tx, w − tx), H = 2·max(ty, h − ty)
///   when rippling from the tap location, else W = w, H = h — the circle always covers the view;
/// - any value below −1 (``tapCircleDiameterDefault``, −2): max(w, h), which leaves corners
///   uncovered until the burst;
/// - any other value literally, including 0 and values in (−1, 0) (a degenerate circle).
/// C is ``tapPoint`` when ``rippleFromTapLocation``, else the middle of the bounds.
///
/// ## Fidelity (docs/fidelity.md#bfpaperview)
/// - Touch-up lasts 0.625 s, 2.5 × touch-down, as the source does (its docs say 2 ×).
/// - An end or cancel with no circle queued skips the burst (BFPaperView crashes; BFPaperButton's
///   fix, PR #18, is the evident intent); the shadow and fade still return to rest.
/// - A circle is removed when *its own* fade-out stops; the source removes the first circle of its
///   "death row", which is the same one unless the touch-up duration changed in between.
/// - The fade layer follows the bounds at every layout, raised or flat; the source never resizes a
///   raised view's fade layer after setup.
/// - Kept as in the source: the burst uses the *current* ``tapPoint`` (after A down, B down, A up,
///   circle A slides toward B); colours resolved at touch-down stick in the public properties;
///   a raised view with a clear background also fades its background.
/// - Colours are 8-bit: gray 0.1 @ 0.16 is (26, 26, 26, 41), gray 0.3 @ 0.12 is (77, 77, 77, 31) and
///   the shadow's gray 0.2 is (51, 51, 51), each channel rounded to the nearest of 255.
/// - Durations are in seconds (as in UIKit) and rounded to whole nanoseconds on the ``SimClock``.
open class PaperView: View {
    // MARK: Constants

    /// BFPaperView's medium tap-circle diameter, 200 points.
    public static let tapCircleDiameterMedium = 200.0
    /// The small diameter, 100 points (medium / 2).
    public static let tapCircleDiameterSmall = 100.0
    /// The large diameter, 360 points (medium × 1.8).
    public static let tapCircleDiameterLarge = 360.0
    /// The "full" diameter marker, −1: a circle covering the whole view from the tap (see the type's
    /// doc).
    public static let tapCircleDiameterFull = -1.0
    /// The default diameter marker, −2 (any value below −1 behaves the same): max(width, height).
    public static let tapCircleDiameterDefault = -2.0

    /// Tap-circle colour on a coloured background when none is set: gray 0.1 at alpha 0.16.
    public static let dumbTapCircleColor = Color(red: 26, green: 26, blue: 26, alpha: 41)
    /// Tap-circle colour on a clear background when none is set: gray 0.3 at alpha 0.12.
    public static let clearBackgroundDumbTapCircleColor = Color(red: 77, green: 77, blue: 77, alpha: 31)
    /// Background fade colour on a clear background when none is set: gray 0.3 at alpha 0.12.
    public static let clearBackgroundDumbFadeColor = Color(red: 77, green: 77, blue: 77, alpha: 31)
    /// The tap handler's slop: the lift-off point may lie up to this many points outside the bounds
    /// (half the side of BFPaperView's 10 × 10 test square).
    public static let tapHandlerSlop = 5.0
    /// The event recorded in the scene's log (``Scene/ViewEvent``) at a touch-up that runs the tap
    /// handler — or would, when none is set (a scene file cannot set one) — with the lift-off
    /// point in scene points.
    public static let tappedEvent = "paperTapped"

    // MARK: Shadow

    /// The colour of a raised view's shadow, gray 0.2 opaque; reaches the layer at the next layout
    /// or ``isRaised``/``cornerRadius`` change.
    public var shadowColor = Color(red: 51, green: 51, blue: 51)
    /// The shadow's opacity at rest, 0.5.
    public var loweredShadowOpacity = 0.5
    /// The shadow's blur radius at rest, 1.5 points.
    public var loweredShadowRadius = 1.5
    /// The offset of the shadow rectangle at rest, (0, 1) points; also the layer's shadow offset.
    public var loweredShadowOffset = Size(width: 0, height: 1)
    /// The shadow's opacity while touched, 0.5 (equal to the lowered one, so by default the opacity
    /// animation changes nothing).
    public var liftedShadowOpacity = 0.5
    /// The shadow's blur radius while touched, 4.5 points.
    public var liftedShadowRadius = 4.5
    /// The offset of the shadow rectangle while touched, (2, 4) points.
    public var liftedShadowOffset = Size(width: 2, height: 4)

    // MARK: Timing

    /// How long touch-down animations run, in seconds: 0.25.
    public var touchDownAnimationDuration = 0.25
    /// How long touch-up animations run, in seconds: 0.625 (2.5 × touch-down, as the source).
    public var touchUpAnimationDuration = 0.625

    // MARK: Tap circle

    /// The diameter a circle starts at, 5 points.
    public var tapCircleDiameterStartValue = 5.0
    /// The final diameter rule or value; ``tapCircleDiameterDefault`` by default (see the type's doc).
    public var tapCircleDiameter = PaperView.tapCircleDiameterDefault
    /// How much the diameter grows at the burst, 100 points (added to D).
    public var tapCircleBurstAmount = 100.0
    /// The circles' fill; `nil` until the first touch-down resolves it (see ``resolveColors()``).
    public var tapCircleColor: Color?
    /// The fade colour for clear backgrounds; `nil` until a touch-down on a clear background
    /// resolves it.
    public var backgroundFadeColor: Color?
    /// Whether circles grow from the touch (`true`, the default) or from the middle of the view.
    public var rippleFromTapLocation = true
    /// Whether circles may spill outside the view (`false` by default: each is masked to the
    /// rounded bounds as of the last layout).
    public var rippleBeyondBounds = false

    /// The title (BFPaperButton's), above the fade layer and the circles; `nil` for none. See
    /// `PaperView+Title.swift`.
    public internal(set) var title: Title?
    /// Whether a title's colour decides the circle and fade colours left `nil` (BFPaperButton's
    /// `usesSmartColor`, `true` by default; see ``resolveColors()``).
    public var usesSmartColor = true

    /// Called on touch-up (not cancel) inside the bounds plus ``tapHandlerSlop``, with the lift-off
    /// location in the view's coordinates.
    public var tapHandler: ((Point) -> Void)?

    // MARK: State

    /// The layer the background fade is drawn in: sublayer 0, never masked.
    public let fadeLayer: Layer
    /// Circles that have not burst yet, oldest first (the FIFO queue).
    public internal(set) var queuedTapCircles: [Layer] = []
    /// Circles that burst and are fading out, oldest first; each leaves the tree when its fade-out
    /// stops.
    public internal(set) var burstingTapCircles: [Layer] = []
    /// Where the latest touch-down landed, in the view's coordinates; not updated on moves.
    public internal(set) var tapPoint = Point.zero
    /// Whether the finger is up (`true` at rest); layout shows the lowered shadow while it is.
    public internal(set) var letGo = true
    /// The rectangle circle masks use: the bounds as of the last layout.
    public internal(set) var maskRect: Rect
    /// The latest animation the view could not add (only possible with a negative or non-finite
    /// duration); that animation is skipped and the rest of the feedback runs. A burst circle whose
    /// fade-out is rejected leaves at once, since nothing would ever remove it.
    public internal(set) var lastAnimationError: AnimationError?

    /// Whether the view casts a shadow that lifts on touch; `true` unless created flat. Setting it
    /// applies the lowered shadow, or shadow opacity 0.
    public var isRaised: Bool {
        didSet { applyRaised() }
    }

    /// The radius of the view's corners, fade layer and circle masks (and of the shadow path),
    /// 0 by default. Setting it re-runs the layout at once, as the source does.
    public var cornerRadius = 0.0 {
        didSet {
            layer.cornerRadius = cornerRadius
            fadeLayer.cornerRadius = cornerRadius
            if isRaised { layer.shadowPath = roundedPath(downRect) }
            layoutSubviews()
        }
    }

    /// Creates a paper view, raised by default (BFPaperView's `initWithFrame:` and
    /// `initWithFrame:raised:`), with an optional tap handler.
    public init(frame: Rect = .zero, clock: SimClock, raised: Bool = true, tapHandler: ((Point) -> Void)? = nil) {
        fadeLayer = Layer(clock: clock)
        isRaised = raised
        maskRect = .zero
        super.init(frame: frame, clock: clock)
        self.tapHandler = tapHandler
        maskRect = bounds
        fadeLayer.bounds = Rect(origin: .zero, size: bounds.size)
        fadeLayer.position = Point(x: bounds.midX, y: bounds.midY)
        fadeLayer.backgroundColor = .clear
        fadeLayer.opacity = 0
        layer.insertSublayer(fadeLayer, at: 0)
        layer.masksToBounds = false
        applyRaised()
    }

    // MARK: Geometry

    /// The shadow rectangle at rest: the bounds moved by the lowered offset, widened by twice its x
    /// and heightened by its y, (x − lw, y + lh, w + 2·lw, h + lh).
    public var downRect: Rect { shadowRect(offset: loweredShadowOffset) }
    /// The shadow rectangle while touched: (x − uw, y + uh, w + 2·uw, h + uh) for the lifted offset.
    public var upRect: Rect { shadowRect(offset: liftedShadowOffset) }

    private func shadowRect(offset: Size) -> Rect {
        let b = bounds
        return Rect(x: b.origin.x - offset.width, y: b.origin.y + offset.height,
                    width: b.size.width + 2 * offset.width, height: b.size.height + offset.height)
    }

    /// `rect` rounded by ``cornerRadius`` (UIKit's rounded-rect path, corners clamped to half a side).
    func roundedPath(_ rect: Rect) -> Path {
        var path = Path()
        if cornerRadius > 0 {
            path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        } else {
            path.addRect(rect)
        }
        return path
    }

    /// Whether the background counts as clear: `nil` or alpha 0.
    public var hasClearBackground: Bool { (backgroundColor?.alpha ?? 0) == 0 }

    /// The final diameter D for the current ``tapPoint`` and size (see the type's doc).
    public var finalTapCircleDiameter: Double {
        let w = bounds.size.width, h = bounds.size.height
        if tapCircleDiameter == PaperView.tapCircleDiameterFull {
            let (tx, ty) = (tapPoint.x - bounds.origin.x, tapPoint.y - bounds.origin.y)
            let across = rippleFromTapLocation ? 2 * Swift.max(tx, w - tx) : w
            let down = rippleFromTapLocation ? 2 * Swift.max(ty, h - ty) : h
            return (across * across + down * down).squareRoot()
        }
        if tapCircleDiameter < PaperView.tapCircleDiameterFull { return Swift.max(w, h) }
        return tapCircleDiameter
    }

    /// The centre C of a circle: ``tapPoint``, or the middle of the bounds.
    public var tapCircleCenter: Point {
        rippleFromTapLocation ? tapPoint : Point(x: bounds.midX, y: bounds.midY)
    }

    // MARK: Layout

    /// Applies the shadow without animation (lowered values while ``letGo``, lifted otherwise) or
    /// removes it when flat; sizes the fade layer and records the circles' mask rectangle.
    open override func layoutSubviews() {
        if isRaised {
            layer.shadowColor = shadowColor
            layer.shadowOffset = loweredShadowOffset
            layer.shadowOpacity = letGo ? loweredShadowOpacity : liftedShadowOpacity
            layer.shadowRadius = letGo ? loweredShadowRadius : liftedShadowRadius
            layer.shadowPath = roundedPath(letGo ? downRect : upRect)
        } else {
            layer.shadowOpacity = 0
        }
        fadeLayer.bounds = Rect(origin: .zero, size: bounds.size)
        fadeLayer.position = Point(x: bounds.midX, y: bounds.midY)
        fadeLayer.cornerRadius = cornerRadius
        maskRect = bounds
        title?.layout(in: bounds)
    }

    private func applyRaised() {
        if isRaised {
            layer.shadowColor = shadowColor
            layer.shadowOpacity = loweredShadowOpacity
            layer.shadowRadius = loweredShadowRadius
            layer.shadowPath = roundedPath(downRect)
            layer.shadowOffset = loweredShadowOffset
        } else {
            layer.shadowOpacity = 0
        }
    }

    // MARK: Touches

    /// Touch-down: records ``tapPoint`` and starts the lift, fade and a new circle (see the type's
    /// doc). Only the first touch of the array is used (one finger at a time, as the view is not
    /// multiple-touch enabled).
    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        guard let touch = touches.first else { return }
        tapPoint = touch.location(in: self)
        letGo = false
        beginFeedback()
    }

    /// Touch-up: lowers the shadow, fades the background out, bursts the oldest circle and runs
    /// ``tapHandler`` when the lift-off point is within ``tapHandlerSlop`` of the bounds.
    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        letGo = true
        endFeedback()
        if let touch = touches.first {
            let location = touch.location(in: self)
            if PaperView.tapHandlerFires(at: location, bounds: bounds) {
                recordEvent(PaperView.tappedEvent, location: touch.location(in: nil))
                tapHandler?(location)
            }
        }
    }

    /// Cancel: the same feedback as touch-up, without the tap handler.
    open override func touchesCancelled(_ touches: [Touch]) {
        super.touchesCancelled(touches)
        letGo = true
        endFeedback()
    }

    /// Whether a lift-off at `location` runs the tap handler: the 10 × 10 square centred there
    /// shares area with `bounds` (`CGRectIntersectsRect`; a square only touching an edge, at exactly
    /// 5 points outside, does not).
    public static func tapHandlerFires(at location: Point, bounds: Rect) -> Bool {
        let slop = tapHandlerSlop
        return Rect(x: location.x - slop, y: location.y - slop, width: 2 * slop, height: 2 * slop)
            .intersects(bounds)
    }
}
