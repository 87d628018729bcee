import Geometry

/// Recognizes a finger dragged across the view: UIKit's `UIPanGestureRecognizer` as a scroll view
/// uses it (docs/scrolling.md#dragging).
///
///     let pan = PanGestureRecognizer { recognizer, state in
///         let pan = recognizer as! PanGestureRecognizer
///         print(state, pan.translation, pan.velocity)
///     }
///
/// A continuous recognizer following the first finger of a sequence (later fingers are ignored):
/// - it begins when the finger has moved ``hysteresis`` (10 pt, UIKit's unpublished
///   `_defaultHysteresis`) or more from touch-down along one of ``axes``, tested per axis; on
///   beginning, each axis of the translation is shrunk toward 0 by the hysteresis, so content
///   follows from where it was rather than jumping;
/// - each later move is `changed`; lifting is `ended`; a cancelled touch is `cancelled`;
/// - lifting before it began fails it (so a recognizer that requires it to fail goes on at
///   touch-up), as does a cancelled touch before it began.
///
/// ``translation`` and ``velocity`` are in root (window) coordinates, which do not move as a
/// scroll view scrolls; ``velocity`` is the ``PanVelocityEstimator``'s estimate, and at `ended`
/// the lift-off velocity (zero after a pause of 100 ms or more).
open class PanGestureRecognizer: GestureRecognizer {
    /// UIKit's default hysteresis, 10 points.
    public static let defaultHysteresis = 10.0

    /// How far the finger must move along an axis of ``axes`` before the pan begins.
    public var hysteresis = PanGestureRecognizer.defaultHysteresis

    /// The axes whose movement begins the pan; both by default (a scroll view sets the axes it can
    /// scroll at each touch-down).
    public var axes = PanAxes.both

    /// The finger's movement since touch-down, less the hysteresis removed on beginning; zero
    /// before the pan begins.
    public private(set) var translation = Point.zero

    /// The finger's velocity in points per second (see the type's doc).
    public private(set) var velocity = Point.zero

    /// Where the followed finger touched down, in root coordinates.
    public private(set) var startLocation: Point?

    private var followed: Touch?
    private var removed = Point.zero
    private var estimator: PanVelocityEstimator?

    /// Creates a pan recognizer that calls `action` on each transition.
    override public init(action: Action? = nil) {
        super.init(action: action)
    }

    /// Asked just before the pan would begin; `false` fails it instead. Scroll views refuse when
    /// the content is tracking the touch and may not be cancelled.
    func shouldBeginPanning(_ touch: Touch) -> Bool { true }

    override open func touchesBegan(_ touches: [Touch]) {
        guard followed == nil, let touch = touches.first else { return }
        followed = touch
        startLocation = touch.location
        estimator = PanVelocityEstimator(position: touch.location, time: touch.timestamp)
    }

    override open func touchesMoved(_ touches: [Touch]) {
        guard let touch = followed, touches.contains(where: { $0 === touch }), let start = startLocation else { return }
        estimator?.add(position: touch.location, time: touch.timestamp)
        velocity = estimator?.velocity ?? .zero
        let moved = Point(x: touch.location.x - start.x, y: touch.location.y - start.y)
        switch intendedState {
        case .possible:
            let horizontal = axes.contains(.horizontal) && abs(moved.x) >= hysteresis
            let vertical = axes.contains(.vertical) && abs(moved.y) >= hysteresis
            guard horizontal || vertical else { return }
            guard shouldBeginPanning(touch) else {
                transition(to: .failed)
                return
            }
            removed = Point(x: moved.x - shrink(moved.x), y: moved.y - shrink(moved.y))
            translation = Point(x: moved.x - removed.x, y: moved.y - removed.y)
            transition(to: .began)
        case .began, .changed:
            translation = Point(x: moved.x - removed.x, y: moved.y - removed.y)
            transition(to: .changed)
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: [Touch]) {
        guard let touch = followed, touches.contains(where: { $0 === touch }) else { return }
        if intendedState == .possible {
            transition(to: .failed)
        } else {
            velocity = estimator?.liftOffVelocity(at: touch.timestamp) ?? .zero
            transition(to: .ended)
        }
    }

    override open func touchesCancelled(_ touches: [Touch]) {
        guard let touch = followed, touches.contains(where: { $0 === touch }) else { return }
        transition(to: intendedState == .possible ? .failed : .cancelled)
    }

    override open func reset() {
        followed = nil
        startLocation = nil
        estimator = nil
        removed = .zero
        translation = .zero
        velocity = .zero
        super.reset()
    }

    /// `value` moved toward 0 by the hysteresis (0 when within it).
    private func shrink(_ value: Double) -> Double {
        if value > hysteresis { return value - hysteresis }
        if value < -hysteresis { return value + hysteresis }
        return 0
    }
}
