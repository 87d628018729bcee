/// The base of gesture recognizers: touch bookkeeping, UIKit's state machine, the delegate and one
/// guarded place where the action is called.
///
///     let tap = TapGestureRecognizer { recognizer, state in print(state) }
///     button.addGestureRecognizer(tap)
///
/// ## Layers
/// As Flutter layers `GestureRecognizer` → `OneSequenceGestureRecognizer` →
/// `PrimaryPointerGestureRecognizer`, Touchstone layers this base (touches and states) →
/// ``PrimaryTouchGestureRecognizer`` (one finger, a movement limit, a deadline on the ``SimClock``)
/// → ``TapGestureRecognizer`` and ``LongPressGestureRecognizer``. Subclasses outside the module
/// override the `touches…` methods and call ``transition(to:)``.
///
/// ## Life cycle
/// ``TouchDispatcher`` gives a recognizer every touch that begins on its ``view`` or a descendant
/// of it, before the view itself sees the touch. The recognizer moves from
/// ``GestureRecognizerState/possible`` through the states of ``GestureRecognizerState``; leaving
/// `possible` for `began` or `recognized` first asks the ``delegate``. Once finished (ended,
/// cancelled or failed) it ignores touches, and when every touch it was given has ended or been
/// cancelled it resets to `possible` (silently: the action is not called for the reset) and calls
/// ``reset()``.
///
/// When it recognizes (`began`, or `recognized` directly), after the action for that state, the
/// dispatcher (1) fails or cancels the other recognizers watching the same touches unless either
/// delegate allows simultaneous recognition, and (2) if ``cancelsTouchesInView`` is `true`, sends
/// `touchesCancelled` to the views of its touches, which then get no more events for them.
///
/// ## The action
/// ``action`` is called with the new state for every transition, including to `failed` (UIKit
/// sends no action for failure; Touchstone does, so that logs show it). Calls go through one
/// guarded function: a transition caused from inside the action (say, the action's owner cancels
/// the gesture) is queued and its call made after the current one returns, so calls never nest
/// and arrive in transition order.
///
/// See also: ``TouchDispatcher``, ``GestureRecognizerDelegate``.
open class GestureRecognizer {
    /// The action's signature: the recognizer and the state it just entered.
    public typealias Action = (_ recognizer: GestureRecognizer, _ state: GestureRecognizerState) -> Void

    /// The current state; ``GestureRecognizerState/possible`` when idle.
    public private(set) var state: GestureRecognizerState = .possible

    /// Whether recognizing cancels the touches in the view: `true` by default, as in UIKit. The
    /// ripple touch controller sets it to `false` so the view keeps receiving its touches.
    public var cancelsTouchesInView = true

    /// Asked before recognition and about simultaneous recognition; held weakly.
    public weak var delegate: GestureRecognizerDelegate?

    /// Called on every state transition (see "The action").
    public var action: Action?

    /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``); held weakly.
    public internal(set) weak var view: View?

    /// The touches given to the recognizer in the current sequence that have not yet ended, in the
    /// order they began.
    public private(set) var touches: [Touch] = []

    /// The dispatcher that gave the current touches, told when the recognizer recognizes.
    weak var dispatcher: TouchDispatcher?

    private var queuedCalls: [GestureRecognizerState] = []
    private var isCallingAction = false

    /// Creates a recognizer that calls `action` on each transition.
    public init(action: Action? = nil) {
        self.action = action
    }

    // MARK: Subclass interface

    /// Called with touches that began on the view or a descendant while the recognizer is not
    /// finished. The default does nothing.
    open func touchesBegan(_ touches: [Touch]) {}

    /// Called with watched touches that moved while the recognizer is not finished.
    open func touchesMoved(_ touches: [Touch]) {}

    /// Called with watched touches that lifted while the recognizer is not finished.
    open func touchesEnded(_ touches: [Touch]) {}

    /// Called with watched touches that were cancelled while the recognizer is not finished.
    open func touchesCancelled(_ touches: [Touch]) {}

    /// Called after the recognizer returns to ``GestureRecognizerState/possible``; subclasses clear
    /// per-sequence state here (and call `super`).
    open func reset() {}

    /// Moves to `next` if UIKit's state machine allows it from the current state, and returns
    /// whether the state changed. Leaving `possible` for `began` or `ended` asks the delegate
    /// first; a refusal moves to `failed` instead (and returns `true`: the state changed). An
    /// illegal transition (say, `failed → began`) changes nothing and returns `false`.
    @discardableResult
    public final func transition(to next: GestureRecognizerState) -> Bool {
        guard state.canTransition(to: next) else { return false }
        var next = next
        let recognizes = state == .possible && (next == .began || next == .ended)
        if recognizes, let delegate, !delegate.gestureRecognizerShouldBegin(self) { next = .failed }
        state = next
        callAction(next)
        if recognizes && next != .failed { dispatcher?.recognizerDidRecognize(self) }
        return true
    }

    // MARK: Delivery (called by TouchDispatcher)

    /// Hands the recognizer one event of `touch`; keeps ``touches`` and resets at sequence end.
    func deliver(_ touch: Touch, phase: TouchPhase) {
        switch phase {
        case .began:
            touches.append(touch)
            if !state.isFinished { touchesBegan([touch]) }
        case .moved:
            if !state.isFinished { touchesMoved([touch]) }
        case .stationary:
            break
        case .ended, .cancelled:
            if !state.isFinished {
                if phase == .ended { touchesEnded([touch]) } else { touchesCancelled([touch]) }
            }
            touches.removeAll { $0 === touch }
            resetIfSequenceIsOver()
        }
    }

    /// Returns to ``GestureRecognizerState/possible`` and calls ``reset()`` when the recognizer
    /// is finished and holds no touch: at the end of a sequence, or when a recognizer waiting with
    /// no finger down (between the taps of a multi-tap) fails on a deadline.
    func resetIfSequenceIsOver() {
        guard touches.isEmpty && state.isFinished else { return }
        state = .possible
        dispatcher = nil
        reset()
    }

    /// The one guarded call of ``action`` (see "The action").
    private func callAction(_ state: GestureRecognizerState) {
        queuedCalls.append(state)
        guard !isCallingAction else { return }
        isCallingAction = true
        defer { isCallingAction = false }
        var index = 0
        while index < queuedCalls.count {
            action?(self, queuedCalls[index])
            index += 1
        }
        queuedCalls.removeAll()
    }
}
