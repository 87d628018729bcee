/// The states of a ``GestureRecognizer``: UIKit's `UIGestureRecognizer.State`.
///
/// A discrete recognizer (tap) goes `possible → ended` (``recognized``) or `possible → failed`. A
/// continuous one (long press) goes `possible → began → changed* → ended` or `→ cancelled`, or
/// `possible → failed`. Every sequence returns to ``possible`` when the touches that drove it have
/// all ended.
public enum GestureRecognizerState: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Waiting for touches, or watching them without having decided.
    case possible
    /// A continuous gesture was recognized and has started.
    case began
    /// A continuous gesture that began has changed (a touch moved).
    case changed
    /// The gesture finished: a discrete gesture was recognized, or a continuous one ended.
    case ended
    /// A continuous gesture that began was cancelled (its touch was cancelled, or another
    /// recognizer took the touch).
    case cancelled
    /// The touches were not this gesture (moved too far, lifted too early, refused by the delegate,
    /// or another recognizer took the touch).
    case failed

    /// UIKit's name for ``ended`` when the gesture is discrete.
    public static var recognized: GestureRecognizerState { .ended }

    /// Whether the recognizer is done with the current touch sequence (``ended``, ``cancelled``,
    /// ``failed``): it ignores touches until the sequence ends and it resets to ``possible``.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether `next` may follow this state. Resetting to ``possible`` is not a transition; the
    /// recognizer does it itself.
    func canTransition(to next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }
}
