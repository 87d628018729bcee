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
/// ``TouchDispatcher`` gives a recognizer (while ``isEnabled``) every touch that begins on its
/// ``view`` or a descendant of it, before the view itself sees the touch. The recognizer moves from
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
/// ## Failure requirements
/// ``require(toFail:)`` (UIKit's static requirement) and the delegate's
/// ``GestureRecognizerDelegate/gestureRecognizer(_:shouldRequireFailureOf:)`` and
/// ``GestureRecognizerDelegate/gestureRecognizer(_:shouldBeRequiredToFailBy:)`` (asked by the
/// dispatcher at touch-down for each pair of recognizers sharing the touch; they hold for that
/// sequence) make a recognizer wait: a transition to `began` or `recognized` while a recognizer
/// it requires to fail is still undecided (``GestureRecognizerState/possible`` in a touch
/// sequence) is queued, and so is every transition after it. ``state`` stays `possible`
/// meanwhile; ``intendedState`` is the last queued state. When every required recognizer has
/// failed the queued transitions are applied in order (a long press with minimum duration 0
/// under a scroll view's pan begins, then ends, at touch-up when the pan fails); when one of them
/// recognizes, the waiter fails and the queue is dropped. A transition to `failed` or
/// `cancelled` while waiting drops the queue and fails at once. A required recognizer that is not
/// in a touch sequence (not touched, or already reset) does not hold anyone up, one that has
/// already recognized fails the waiter at once.
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

    /// Whether the recognizer takes part in touch sequences that begin from now on; `true` by
    /// default (UIKit's `isEnabled`). A disabled recognizer is given no touches, so it holds up
    /// no recognizer that requires it to fail. A scroll view disables its pan when scrolling is
    /// turned off.
    public var isEnabled = true

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

    /// The recognizers this one requires to fail, from ``require(toFail:)``; held weakly.
    private var staticRequirements: [WeakRecognizer] = []
    /// The requirements the delegates gave for the current sequence; cleared at reset.
    private var dynamicRequirements: [WeakRecognizer] = []
    /// Transitions waiting for the requirements (see "Failure requirements"), oldest first.
    private var waitingTransitions: [GestureRecognizerState] = []
    /// Recognizers waiting for this one to fail or recognize.
    private var waiters: [WeakRecognizer] = []

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

    /// The state the recognizer has decided on: ``state``, or the last transition waiting for a
    /// failure requirement (see "Failure requirements"). Subclasses base their decisions on it.
    public var intendedState: GestureRecognizerState { waitingTransitions.last ?? state }

    /// Whether transitions are waiting for a recognizer this one requires to fail.
    public var isWaitingForFailure: Bool { !waitingTransitions.isEmpty }

    /// Makes this recognizer wait, in every sequence, until `other` fails before it begins or
    /// recognizes, and fail if `other` recognizes (UIKit's `require(toFail:)`). `other` is held
    /// weakly; requiring a recognizer twice, or itself, changes nothing.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !staticRequirements.contains(where: { $0.recognizer === other }) else { return }
        staticRequirements.append(WeakRecognizer(other))
    }

    /// Moves to `next` if UIKit's state machine allows it from ``intendedState``, and returns
    /// whether it was taken. Leaving `possible` for `began` or `ended` asks the delegate first; a
    /// refusal moves to `failed` instead (and returns `true`: the state changed). An illegal
    /// transition (say, `failed → began`) changes nothing and returns `false`. While a required
    /// recognizer is undecided the transition is queued (see "Failure requirements").
    @discardableResult
    public final func transition(to next: GestureRecognizerState) -> Bool {
        if isWaitingForFailure && (next == .failed || next == .cancelled) {
            // Whatever was queued never took effect: the recognizer simply fails.
            stopWaiting()
            return apply(.failed)
        }
        guard intendedState.canTransition(to: next) else { return false }
        if isWaitingForFailure {
            waitingTransitions.append(next)
            return true
        }
        if state == .possible && (next == .began || next == .ended) {
            let requirements = currentRequirements
            if requirements.contains(where: { $0.hasRecognized }) { return apply(.failed) }
            let blocking = requirements.filter { $0.isUndecided }
            if !blocking.isEmpty {
                waitingTransitions.append(next)
                for recognizer in blocking where !recognizer.waiters.contains(where: { $0.recognizer === self }) {
                    recognizer.waiters.append(WeakRecognizer(self))
                }
                return true
            }
        }
        return apply(next)
    }

    /// Changes the state (the delegate may turn recognition into failure), calls the action and
    /// tells the dispatcher and the waiters.
    private func apply(_ next: GestureRecognizerState) -> Bool {
        guard state.canTransition(to: next) else { return false }
        var next = next
        let recognizes = state == .possible && (next == .began || next == .ended)
        if recognizes, let delegate, !delegate.gestureRecognizerShouldBegin(self) { next = .failed }
        state = next
        callAction(next)
        didEnter(next)
        if recognizes && next != .failed {
            dispatcher?.recognizerDidRecognize(self)
            releaseWaiters(recognized: true)
        } else if next == .failed {
            releaseWaiters(recognized: false)
        }
        return true
    }

    /// Called after each state change, after the action; the tap recognizer records its
    /// recognition in the view event log here.
    func didEnter(_ state: GestureRecognizerState) {}

    // MARK: Failure requirements

    /// The live static and dynamic requirements.
    private var currentRequirements: [GestureRecognizer] {
        (staticRequirements + dynamicRequirements).compactMap(\.recognizer).filter { $0 !== self }
    }

    /// Whether the recognizer is in a touch sequence and has not decided yet.
    private var isUndecided: Bool { state == .possible && dispatcher != nil }

    /// Whether the recognizer has begun or recognized in the current sequence.
    private var hasRecognized: Bool { state != .possible && state != .failed }

    /// Adds a requirement for the current sequence (the dispatcher asks the delegates at touch-down).
    func requireForSequence(toFail other: GestureRecognizer) {
        guard other !== self, !dynamicRequirements.contains(where: { $0.recognizer === other }) else { return }
        dynamicRequirements.append(WeakRecognizer(other))
    }

    /// Tells the waiters that this recognizer failed (they go on if nothing else holds them) or
    /// recognized (they fail).
    private func releaseWaiters(recognized: Bool) {
        let list = waiters.compactMap(\.recognizer)
        waiters.removeAll()
        for waiter in list where waiter.isWaitingForFailure {
            if recognized {
                waiter.stopWaiting()
                if let primary = waiter as? PrimaryTouchGestureRecognizer { primary.stopDeadline() }
                _ = waiter.apply(.failed)
                waiter.resetIfSequenceIsOver()
            } else {
                waiter.requirementFailed()
            }
        }
    }

    /// A required recognizer failed: applies the waiting transitions once none is undecided.
    private func requirementFailed() {
        let requirements = currentRequirements
        if requirements.contains(where: { $0.hasRecognized }) {
            stopWaiting()
            _ = apply(.failed)
            resetIfSequenceIsOver()
            return
        }
        let blocking = requirements.filter { $0.isUndecided }
        if !blocking.isEmpty {
            for recognizer in blocking where !recognizer.waiters.contains(where: { $0.recognizer === self }) {
                recognizer.waiters.append(WeakRecognizer(self))
            }
            return
        }
        let queued = waitingTransitions
        waitingTransitions.removeAll()
        for next in queued {
            _ = apply(next)
            if state == .failed { break }
        }
        resetIfSequenceIsOver()
    }

    /// Drops the waiting transitions and the registrations with the recognizers waited for.
    private func stopWaiting() {
        waitingTransitions.removeAll()
        for recognizer in currentRequirements {
            recognizer.waiters.removeAll { $0.recognizer === self || $0.recognizer == nil }
        }
    }

    // MARK: Delivery (called by TouchDispatcher)

    /// Hands the recognizer one event of `touch`; keeps ``touches`` and resets at sequence end.
    func deliver(_ touch: Touch, phase: TouchPhase) {
        switch phase {
        case .began:
            touches.append(touch)
            if !intendedState.isFinished { touchesBegan([touch]) }
        case .moved:
            if !intendedState.isFinished { touchesMoved([touch]) }
        case .stationary:
            break
        case .ended, .cancelled:
            if !intendedState.isFinished {
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
        guard touches.isEmpty && state.isFinished && !isWaitingForFailure else { return }
        state = .possible
        dispatcher = nil
        dynamicRequirements.removeAll()
        waiters.removeAll()
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

/// A weak reference to a recognizer, for the requirement lists (a requirement never keeps a
/// recognizer alive).
private struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
