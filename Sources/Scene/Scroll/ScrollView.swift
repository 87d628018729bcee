import Geometry

/// UIKit's `UIScrollView` on the ``SimClock``: a view whose ``bounds`` origin is the content
/// offset, dragged by its ``panGestureRecognizer``, rubber-banded past its edges, coasting after a
/// fling and springing back to an edge (docs/scrolling.md, which names each number's source).
///
///     let list = ScrollView(frame: Rect(x: 0, y: 0, width: 412, height: 732), clock: clock)
///     list.contentSize = Size(width: 412, height: 4000)
///     list.addSubview(row)                  // subviews are placed in content coordinates
///
/// ## Defaults (UIKit's, docs/scrolling.md#properties-and-defaults)
/// Offset (0, 0), content size zero, insets zero, ``bounces`` on, ``alwaysBounceVertical`` and
/// ``alwaysBounceHorizontal`` off, ``isScrollEnabled`` on, ``decelerationRate`` `.normal` (0.998),
/// ``delaysContentTouches`` and ``canCancelContentTouches`` on. The layer masks to its bounds and
/// caches its scrolled content (``Layer/cachesScrolledContent``).
///
/// ## The offset
/// ``contentOffset`` is the model value, exact; ``bounds`` origin presents it on the display's
/// pixel grid (``displayScale``, ``PixelGrid``), so hit testing and drawing see the rounded value.
/// Per axis the offset runs from `−inset.leading` to `contentSize + inset.trailing − bounds size`
/// (pinned at the first when the content fits); ``minimumContentOffset`` and
/// ``maximumContentOffset`` give them.
///
/// ## Phases (``phase``)
/// A touch on the view makes it `tracking`; once the pan begins (10 pt along an axis it can
/// scroll) `dragging`: the offset is the start offset minus the pan's translation, banded past an
/// edge by ``RubberBand`` (or clamped without ``bounces``). At lift-off it records
/// `scrollEndedDragging` with the lift-off velocity and goes, axis by axis
/// (``ScrollAxisMotion``): beyond an edge, `bouncing` back (``BounceSpring``); inside with
/// velocity, `decelerating` (``Deceleration``), handing over to the spring where the coast reaches
/// an edge; otherwise `idle`. The motion is a closed form of the time since release, evaluated
/// whenever the clock moves (``SimClock/addTimeObserver(_:)``), and an event stays queued until it
/// ends, so ``SimClock/runUntilSettled(limit:)`` waits for the scroll view to come to rest; it
/// then records `scrollEndedDecelerating`. Each axis decelerates and stops on its own (the stop
/// rule is applied per axis). A touch on a moving scroll view stops it where it is (and the touch
/// is withheld from the content); if it lifts without dragging, content caught beyond an
/// edge springs back.
///
/// ## Content touches (docs/scrolling.md#touches-on-the-content)
/// With ``delaysContentTouches`` the content's view gets `touchesBegan` 150 ms after touch-down,
/// or at once at touch-up, or never if the pan begins first; gesture recognizers of the content
/// are not delayed. When the pan begins while the content is tracking the touch, the content gets
/// `touchesCancelled` if ``canCancelContentTouches`` and ``touchesShouldCancel(in:)`` allow it;
/// otherwise the pan fails and the content keeps the touch. ``TouchDispatcher`` applies these
/// rules.
open class ScrollView: View {
    /// UIKit's `.normal` deceleration rate, 0.998 per millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's `.fast` deceleration rate, 0.99 per millisecond.
    public static let fastDecelerationRate = 0.99
    /// How long content touches are delayed, 150 ms in nanoseconds (unpublished; docs/scrolling.md).
    public static let contentTouchDelay: Int64 = 150_000_000

    /// The pan that drags the content; its ``PanGestureRecognizer/axes`` are set at each
    /// touch-down to the axes the view can scroll.
    public let panGestureRecognizer: PanGestureRecognizer

    /// The size of the scrollable content in points.
    public var contentSize = Size.zero

    /// The content offset (the model value; see "The offset"). Setting it stops any motion.
    public var contentOffset: Point {
        get { offset }
        set {
            stopMotion()
            setOffset(newValue)
        }
    }

    /// Space around the content, in points, that the offset may scroll to.
    public var contentInset = EdgeInsets.zero

    /// Whether the content can be dragged past an edge and springs back (rubber band); `true`.
    public var bounces = true
    /// Whether a vertical drag scrolls (and bounces) even when the content fits; `false`.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag scrolls (and bounces) even when the content fits; `false`.
    public var alwaysBounceHorizontal = false

    /// Whether the pan is enabled; `true`. Turning it off also disables ``panGestureRecognizer``,
    /// so recognizers that require it to fail do not wait for it.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// The fraction of velocity kept per millisecond while coasting:
    /// ``normalDecelerationRate`` by default, ``fastDecelerationRate``, or any number in (0, 1);
    /// other values stop the content at lift-off.
    public var decelerationRate = ScrollView.normalDecelerationRate

    /// Whether touches on the content are delayed until the scroll view knows it will not scroll
    /// (see "Content touches"); `true`.
    public var delaysContentTouches = true

    /// Whether beginning to scroll may cancel touches the content is tracking; `true`. When
    /// `false`, content that tracks the touch keeps it and the view does not scroll.
    public var canCancelContentTouches = true

    /// Pixels per point of the display the view is shown on: the offset is presented on its grid.
    /// The scene loader sets it to the scene's scale; 1 by default.
    public var displayScale = 1.0 {
        didSet { if displayScale != oldValue { present() } }
    }

    /// What the view is doing (see "Phases").
    public internal(set) var phase = ScrollPhase.idle

    /// The rate of change of ``contentOffset``, points per second: the finger's while dragging
    /// (slowed by the rubber band past an edge), the motion's after release, zero at rest.
    public internal(set) var velocity = Point.zero

    /// Whether a finger is down on the view (tracking or dragging): UIKit's `isTracking`.
    public var isTracking: Bool { phase == .tracking || phase == .dragging }
    /// Whether the finger is scrolling the content: UIKit's `isDragging`.
    public var isDragging: Bool { phase == .dragging }
    /// Whether the content moves on its own after a release (coasting or springing back).
    public var isDecelerating: Bool { phase == .decelerating || phase == .bouncing }

    /// The exact offset.
    var offset = Point.zero
    /// The unbanded offset at the start of the drag.
    var dragStart = Point.zero
    /// The motion after release, if any.
    var motion: Motion?

    /// The running motion: both axes, when it started, and its clock hooks.
    struct Motion {
        var x: ScrollAxisMotion?
        var y: ScrollAxisMotion?
        var start: Int64
        var end: SimClock.EventID
        var observer: SimClock.ObserverID
    }

    /// Creates a scroll view with `frame` whose layer animates on `clock`.
    public override init(frame: Rect = .zero, clock: SimClock) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame, clock: clock)
        pan.scrollView = self
        addGestureRecognizer(pan)
        layer.masksToBounds = true
        layer.cachesScrolledContent = true
    }

    deinit {
        // The motion's hooks hold the view weakly; remove them so the clock keeps nothing of it.
        if let motion {
            layer.animations.clock.cancel(motion.end)
            layer.animations.clock.removeTimeObserver(motion.observer)
        }
    }

    /// Whether beginning to scroll may cancel the content `view`'s touch: `true` for every view.
    /// UIKit answers `false` for a `UIControl`; Scene has no control class, so a subclass that
    /// hosts controls overrides this. Not asked when ``canCancelContentTouches`` is `false`.
    open func touchesShouldCancel(in view: View) -> Bool { true }

    // MARK: Limits

    /// The smallest offset on each axis: `−inset.left`, `−inset.top`.
    public var minimumContentOffset: Point {
        Point(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest offset on each axis: content size + trailing inset − bounds size, but never
    /// below the minimum (content that fits is pinned there).
    public var maximumContentOffset: Point {
        let lower = minimumContentOffset, size = bounds.size
        return Point(x: Swift.max(lower.x, contentSize.width + contentInset.right - size.width),
                     y: Swift.max(lower.y, contentSize.height + contentInset.bottom - size.height))
    }

    /// The axes a drag scrolls: those with room to scroll or set to always bounce, when scrolling
    /// is enabled.
    public var scrollableAxes: PanAxes {
        guard isScrollEnabled else { return [] }
        let lower = minimumContentOffset, upper = maximumContentOffset
        var axes: PanAxes = []
        if upper.x > lower.x || alwaysBounceHorizontal { axes.insert(.horizontal) }
        if upper.y > lower.y || alwaysBounceVertical { axes.insert(.vertical) }
        return axes
    }

    // MARK: Presenting

    /// Sets the exact offset and presents it.
    func setOffset(_ point: Point) {
        offset = point
        present()
    }

    /// Puts the offset, on the pixel grid, in the bounds origin.
    func present() {
        let grid = PixelGrid(scale: displayScale)
        let shown = Point(x: grid.round(offset.x), y: grid.round(offset.y))
        if bounds.origin != shown { bounds = Rect(origin: shown, size: bounds.size) }
    }
}
