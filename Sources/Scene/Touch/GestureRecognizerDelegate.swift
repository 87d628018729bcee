/// Lets an owner veto a ``GestureRecognizer``'s recognition and allow it to share touches:
/// UIKit's `UIGestureRecognizerDelegate`, with the two questions the ripple touch controller needs.
///
/// Both methods have defaults (begin: yes; simultaneously: no), so a delegate implements only what
/// it changes.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer` is about to leave ``GestureRecognizerState/possible`` for
    /// ``GestureRecognizerState/began`` or ``GestureRecognizerState/recognized``. Returning `false`
    /// makes it ``GestureRecognizerState/failed`` instead. Defaults to `true`.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Asked when `recognizer` or `other` recognizes while both watch a common touch. If either
    /// recognizer's delegate returns `true`, both keep going; otherwise the one that did not
    /// recognize fails (if still possible) or is cancelled (if it had begun). Defaults to `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Allows every recognizer to begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Allows no simultaneous recognition.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
}
