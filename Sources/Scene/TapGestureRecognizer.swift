/// Recognizes a single tap: one finger down and up without moving more than
/// ``PrimaryTouchGestureRecognizer/allowableMovement`` (10 points, UIKit's slop).
///
///     let tap = TapGestureRecognizer { _, state in if state == .recognized { select() } }
///
/// A discrete recognizer: `possible → recognized` on touch-up within the movement limit, or
/// `possible → failed` when the finger moves more than the limit, a second finger comes down, or
/// the touch is cancelled. One tap of one finger only: UIKit's `numberOfTapsRequired` and
/// `numberOfTouchesRequired` are fixed at 1, and there is no maximum hold time (a finger held for
/// a minute and lifted in place is still a tap).
public final class TapGestureRecognizer: PrimaryTouchGestureRecognizer {
    /// Creates a tap recognizer.
    /// - Parameters:
    ///   - allowableMovement: the slop in points; 10 by default.
    ///   - action: called on each transition.
    override public init(allowableMovement: Double = 10, action: Action? = nil) {
        super.init(allowableMovement: allowableMovement, action: action)
    }

    override func primaryTouchEnded(_ touch: Touch) {
        if state == .possible { transition(to: .recognized) }
    }
}
