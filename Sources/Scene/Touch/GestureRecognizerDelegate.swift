/// Lets an owner veto a ``GestureRecognizer``'s recognition and allow it to share touches:
/// UIKit's `UIGestureRecognizerDelegate`, with the questions the ripple touch controller needs.
///
/// Every method has a default (begin: yes; simultaneously, require failure, be required to fail:
/// no), so a delegate implements only what it changes.
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

    /// Asked by the ``TouchDispatcher`` at touch-down for each other recognizer sharing the touch:
    /// whether `recognizer` must wait for `other` to fail in this sequence (UIKit's dynamic
    /// failure requirement; see ``GestureRecognizer``'s "Failure requirements"). Defaults to
    /// `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRequireFailureOf other: GestureRecognizer) -> Bool

    /// Asked at touch-down like ``gestureRecognizer(_:shouldRequireFailureOf:)``, from the other
    /// side: whether `other` must wait for `recognizer` to fail in this sequence. Defaults to
    /// `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Allows every recognizer to begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Allows no simultaneous recognition.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }

    /// Requires no failure.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }

    /// Is required to fail by no one.
    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
