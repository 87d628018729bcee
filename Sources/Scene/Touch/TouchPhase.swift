/// Where a ``Touch`` is in its life: UIKit's `UITouch.Phase` without the pencil and hover phases.
///
/// A touch begins once, may move or stay still any number of times, and ends or is cancelled once.
/// ``TouchDispatcher`` enforces that order and throws ``TouchDispatchError`` for anything else.
public enum TouchPhase: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move; recorded on the touch but delivered to no one.
    case stationary
    /// The finger lifted.
    case ended
    /// The system took the touch away (an incoming call, a gesture elsewhere).
    case cancelled

    /// Whether the phase ends the touch's sequence (``ended`` or ``cancelled``).
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
