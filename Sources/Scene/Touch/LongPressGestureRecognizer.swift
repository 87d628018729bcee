/// Recognizes a press held for ``minimumPressDuration`` without moving more than
/// ``PrimaryTouchGestureRecognizer/allowableMovement``, then follows the finger until it lifts.
///
///     let press = LongPressGestureRecognizer(clock: clock, minimumPressDuration: 0) { _, state in
///         log.append(state)                     // began at touch-down, changed, ended
///     }
///
/// A continuous recognizer, as UIKit's:
/// - touch-down schedules a deadline on the ``SimClock`` at exactly down + ``minimumPressDuration``;
///   reaching it moves to `began`. With a minimum of 0 it begins at touch-down, within the same
///   event.
/// - before `began`: moving more than the allowance, lifting, a second finger or a cancelled touch
///   fails it (and removes the deadline);
/// - after `began`: each move is `changed` (however far), lifting is `ended`, a cancelled touch is
///   `cancelled`.
public final class LongPressGestureRecognizer: PrimaryTouchGestureRecognizer {
    /// How long the finger must stay down, in nanoseconds; 0.5 s by default (UIKit's). 0 begins at
    /// touch-down. Negative values are treated as 0.
    public var minimumPressDuration: Int64

    /// The clock the press deadline is scheduled on.
    public let clock: SimClock

    /// Creates a long-press recognizer.
    /// - Parameters:
    ///   - clock: the clock for the press deadline (the one driving the ``TouchDispatcher``).
    ///   - minimumPressDuration: nanoseconds; 500 ms by default.
    ///   - allowableMovement: points of movement allowed before the press begins; 10 by default.
    ///   - action: called on each transition.
    public init(clock: SimClock, minimumPressDuration: Int64 = 500_000_000, allowableMovement: Double = 10,
                action: Action? = nil) {
        self.clock = clock
        self.minimumPressDuration = minimumPressDuration
        super.init(allowableMovement: allowableMovement, action: action)
    }

    override func primaryTouchBegan(_ touch: Touch) {
        let duration = Swift.max(0, minimumPressDuration)
        if duration == 0 {
            transition(to: .began)
            return
        }
        let (time, overflow) = touch.beganTimestamp.addingReportingOverflow(duration)
        startDeadline(on: clock, at: overflow ? Int64.max : time)
    }

    override func deadlineReached() {
        transition(to: .began)
    }

    override func primaryTouchMoved(_ touch: Touch) {
        if intendedState == .began || intendedState == .changed { transition(to: .changed) }
    }

    override func primaryTouchEnded(_ touch: Touch) {
        transition(to: intendedState == .possible ? .failed : .ended)
    }
}
