import Geometry

/// The middle layer of the built-in recognizers (Flutter's `PrimaryPointerGestureRecognizer`): it
/// follows one finger, fails when that finger moves too far before recognition, fails when a second
/// finger comes down before recognition, and can hold one deadline on a ``SimClock``.
///
/// The first touch of a sequence is the ``primaryTouch``; movement is its distance from
/// ``initialLocation`` in root coordinates, and only a distance strictly greater than
/// ``allowableMovement`` fails (so exactly 10 points is still a tap). After a continuous gesture has
/// begun, movement no longer fails it. A cancelled primary touch fails a gesture that has not begun
/// and cancels one that has.
///
/// Deadlines are ``SimClock`` events at exact times, never wall-clock timers: advancing the clock
/// across a deadline in one large step runs it with `clock.now` equal to the deadline.
public class PrimaryTouchGestureRecognizer: GestureRecognizer {
    /// How far, in points, the finger may move from where it touched down before the gesture is
    /// recognized; 10 by default (UIKit's default for long press, and the tap slop).
    public var allowableMovement: Double = 10

    /// The finger the recognizer follows in the current sequence.
    public private(set) var primaryTouch: Touch?

    /// Where ``primaryTouch`` touched down, in root coordinates.
    public private(set) var initialLocation: Point?

    private var deadline: (clock: SimClock, event: SimClock.EventID)?

    init(allowableMovement: Double, action: Action?) {
        self.allowableMovement = allowableMovement
        super.init(action: action)
    }

    // MARK: Hooks for the concrete recognizers

    /// The primary touch came down.
    func primaryTouchBegan(_ touch: Touch) {}
    /// The primary touch moved, within the allowance or after recognition.
    func primaryTouchMoved(_ touch: Touch) {}
    /// The primary touch lifted.
    func primaryTouchEnded(_ touch: Touch) {}
    /// The deadline set with ``startDeadline(on:at:)`` arrived while the recognizer was possible.
    func deadlineReached() {}

    /// Schedules ``deadlineReached()`` at `time` (or now, if `time` has passed), replacing any
    /// deadline already set.
    func startDeadline(on clock: SimClock, at time: Int64) {
        stopDeadline()
        let event = clock.schedule(notBefore: time) { [weak self] in
            guard let self else { return }
            self.deadline = nil
            if self.intendedState == .possible { self.deadlineReached() }
        }
        deadline = (clock, event)
    }

    /// Cancels the pending deadline, if any.
    func stopDeadline() {
        if let deadline { deadline.clock.cancel(deadline.event) }
        deadline = nil
    }

    // MARK: GestureRecognizer

    override public func touchesBegan(_ touches: [Touch]) {
        for touch in touches {
            if primaryTouch == nil {
                primaryTouch = touch
                initialLocation = touch.location
                primaryTouchBegan(touch)
            } else if intendedState == .possible {
                stopDeadline()
                transition(to: .failed)
            }
        }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        guard let primary = primaryTouch, touches.contains(where: { $0 === primary }) else { return }
        if intendedState == .possible, let start = initialLocation,
           primary.location.distance(to: start) > allowableMovement {
            stopDeadline()
            transition(to: .failed)
        } else {
            primaryTouchMoved(primary)
        }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        guard let primary = primaryTouch, touches.contains(where: { $0 === primary }) else { return }
        stopDeadline()
        primaryTouchEnded(primary)
    }

    override public func touchesCancelled(_ touches: [Touch]) {
        guard let primary = primaryTouch, touches.contains(where: { $0 === primary }) else { return }
        stopDeadline()
        transition(to: intendedState == .possible ? .failed : .cancelled)
    }

    override public func reset() {
        stopDeadline()
        primaryTouch = nil
        initialLocation = nil
        super.reset()
    }
}
