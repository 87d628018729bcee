import Geometry

/// Turns raw finger events into ``Touch`` objects and delivers them to views and gesture
/// recognizers with UIKit's rules. The root view and the clock are passed in; there is no shared
/// instance.
///
///     let dispatcher = TouchDispatcher(root: window, clock: clock)
///     try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 30))
///     try clock.advance(to: 100_000_000)
///     try dispatcher.send(id: 1, phase: .ended, location: Point(x: 30, y: 30))
///
/// ## Delivery
/// - `.began` hit-tests the root (``View/hitTest(_:)``, so hidden, transparent and disabled views
///   are skipped) and fixes the touch's ``Touch/view`` for the whole sequence. The touch is given
///   to the recognizers of that view and of each of its ancestors (hit view first, then upward;
///   each view's in the order added), then to the view itself.
/// - `.moved`, `.ended`, `.cancelled` go to the same recognizers and then the same view, wherever
///   the finger is now. `.stationary` updates the touch and is delivered to no one.
/// - A view whose ``View/isMultipleTouchEnabled`` is `false` (the default) receives only the first
///   of concurrent touches, UIKit's rule: a touch that begins on it while another touch that began
///   on it is down is tracked (its later events are still validated) but delivered to no one,
///   neither the view nor recognizers.
/// - When a recognizer recognizes and its ``GestureRecognizer/cancelsTouchesInView`` is `true`,
///   the views of its touches get `touchesCancelled` and no further events for those touches; a
///   tap recognized at touch-up therefore reaches the view as `touchesCancelled`, not
///   `touchesEnded` (recognizers see each event before the view). Other recognizers sharing the
///   touches fail or are cancelled unless a delegate allows simultaneous recognition.
///
/// ## Content of scroll views
/// A touch that begins inside a ``ScrollView`` (on a descendant, not the scroll view itself) is
/// delivered with UIKit's scroll rules (docs/scrolling.md); recognizers are never delayed, only
/// views:
/// - if an enclosing scroll view is decelerating or bouncing, the touch stops it and the view gets
///   nothing for the whole sequence;
/// - otherwise, if an enclosing scroll view has ``ScrollView/delaysContentTouches`` and scrolling
///   enabled, `touchesBegan` is withheld from the view: delivered 150 ms after touch-down
///   (``ScrollView/contentTouchDelay``), or at touch-up just before the recognizers see the lift
///   (so a quick tap gets began then ended), or never when a recognizer that cancels touches in
///   views (the scroll view's pan) recognizes first. Moves in the meantime are not delivered; the
///   touch has its current location when `touchesBegan` arrives. A cancelled touch is never
///   delivered.
/// - A recognizer that cancels touches in views recognizing after the view got `touchesBegan`
///   sends `touchesCancelled`, as anywhere else; the scroll view's pan refuses to begin instead
///   when ``ScrollView/canCancelContentTouches`` or ``ScrollView/touchesShouldCancel(in:)`` says
///   no, and the view keeps the touch.
///
/// Disabled recognizers (``GestureRecognizer/isEnabled`` `false`) get no touches.
///
/// ## Time
/// An event's timestamp must be the clock's current time (it defaults to it): drive the dispatcher
/// from events scheduled on the ``SimClock`` or advance the clock first. Deadlines (a long press's
/// minimum duration) are then exact clock events measured from touch-down.
///
/// ## Errors
/// Out-of-order input is a ``TouchDispatchError``, never a trap, and changes nothing: a touch that
/// moves, ends or is cancelled before it begins, a touch that begins twice, a timestamp other than
/// now, a non-finite location.
///
/// See also: ``Touch``, ``GestureRecognizer``.
public final class TouchDispatcher {
    /// The view touches are hit-tested against; locations are in its coordinates.
    public let root: View

    /// The clock that timestamps events and runs recognizer deadlines.
    public let clock: SimClock

    /// What the dispatcher knows of one touch that is down.
    private final class Record {
        let touch: Touch
        /// The recognizers the touch is delivered to, fixed at touch-down.
        let recognizers: [GestureRecognizer]
        /// Whether the touch counts as the view's touch (false when dropped by the multiple-touch rule).
        let accepted: Bool
        /// Whether the view still gets events for the touch (false once cancelled by a recognizer).
        var deliversToView: Bool
        /// Whether `touchesBegan` is being withheld from the view (content of a scroll view).
        var beganDelayed = false
        /// The event that delivers the withheld `touchesBegan`.
        var flush: SimClock.EventID?

        init(touch: Touch, recognizers: [GestureRecognizer], accepted: Bool) {
            self.touch = touch
            self.recognizers = recognizers
            self.accepted = accepted
            self.deliversToView = accepted
        }
    }

    /// Touches that are down, keyed by id; looked up only, never iterated for delivery.
    private var records: [Int: Record] = [:]
    /// Ids of touches that are down, in the order they began (for deterministic iteration).
    private var order: [Int] = []

    /// Creates a dispatcher delivering touches within `root` on `clock`.
    public init(root: View, clock: SimClock) {
        self.root = root
        self.clock = clock
    }

    /// The touch with `id` if it is down.
    public func touch(id: Int) -> Touch? { records[id]?.touch }

    /// The touches that are down, in the order they began.
    public var activeTouches: [Touch] { order.compactMap { records[$0]?.touch } }

    /// Delivers one finger event (see the type's doc for the rules).
    ///
    /// - Parameters:
    ///   - id: the finger; unique among touches that are down.
    ///   - phase: the event.
    ///   - location: in the root view's coordinates.
    ///   - timestamp: nanoseconds; must equal `clock.now`, which is the default.
    ///   - force: pressure, if the device reports it.
    ///   - majorRadius: contact radius in points, if the device reports it.
    /// - Returns: the touch, updated.
    /// - Throws: ``TouchDispatchError``; nothing is delivered or changed then.
    @discardableResult
    public func send(id: Int, phase: TouchPhase, location: Point, timestamp: Int64? = nil,
                     force: Double? = nil, majorRadius: Double? = nil) throws(TouchDispatchError) -> Touch {
        let time = timestamp ?? clock.now
        guard location.x.isFinite, location.y.isFinite else {
            throw .nonFiniteLocation(id: id, phase: phase, location: location)
        }
        if phase == .began {
            guard records[id] == nil else { throw .touchAlreadyBegun(id: id) }
        } else {
            guard records[id] != nil else { throw .touchNotBegun(id: id, phase: phase) }
        }
        guard time == clock.now else {
            throw .timestampNotNow(id: id, phase: phase, timestamp: time, now: clock.now)
        }
        if phase == .began {
            return begin(id: id, location: location, timestamp: time, force: force, majorRadius: majorRadius)
        }
        let record = records[id]!  // checked above
        let touch = record.touch
        touch.phase = phase
        touch.timestamp = time
        touch.force = force
        touch.majorRadius = majorRadius
        if phase != .stationary {
            touch.previousLocation = touch.location
            touch.location = location
        }
        guard phase != .stationary else { return touch }
        if record.beganDelayed {
            // The delay ends at touch-up (the view sees the tap) and with a cancelled touch (the
            // view never saw it).
            if phase == .ended { flushBegan(record) }
            if phase == .cancelled { stopDelaying(record, deliver: false) }
        }
        for recognizer in record.recognizers { recognizer.deliver(touch, phase: phase) }
        if record.deliversToView, !record.beganDelayed, let view = touch.view {
            switch phase {
            case .moved: view.touchesMoved([touch])
            case .ended: view.touchesEnded([touch])
            case .cancelled: view.touchesCancelled([touch])
            case .began, .stationary: break
            }
        }
        if phase.isTerminal {
            // Removed only after delivery: a tap recognizing at touch-up still finds the record.
            records[id] = nil
            order.removeAll { $0 == id }
        }
        return touch
    }

    private func begin(id: Int, location: Point, timestamp: Int64, force: Double?, majorRadius: Double?) -> Touch {
        let view = root.hitTest(location)
        let touch = Touch(id: id, location: location, timestamp: timestamp, force: force,
                          majorRadius: majorRadius, view: view)
        var accepted = view != nil
        if let view, !view.isMultipleTouchEnabled {
            accepted = !order.contains { records[$0].map { $0.accepted && $0.touch.view === view } ?? false }
        }
        var recognizers: [GestureRecognizer] = []
        if accepted {
            var current = view
            while let v = current {
                recognizers.append(contentsOf: v.gestureRecognizers.filter(\.isEnabled))
                current = v.superview
            }
        }
        let record = Record(touch: touch, recognizers: recognizers, accepted: accepted)
        records[id] = record
        order.append(id)
        if accepted, let view { applyScrollRules(to: record, view: view) }
        askFailureRequirements(recognizers)
        // Every recognizer joins the sequence before any is given the touch, so that one that
        // recognizes at touch-down finds the recognizers it requires to fail undecided.
        for recognizer in recognizers { recognizer.dispatcher = self }
        for recognizer in recognizers { recognizer.deliver(touch, phase: .began) }
        if record.deliversToView, !record.beganDelayed, let view { view.touchesBegan([touch]) }
        return touch
    }

    /// The scroll rules at touch-down (see "Content of scroll views"), decided before any
    /// recognizer sees the touch (the scroll view's pan stops a motion when it does).
    private func applyScrollRules(to record: Record, view: View) {
        var scrollViews: [ScrollView] = []
        var current = view.superview
        while let v = current {
            if let scrollView = v as? ScrollView { scrollViews.append(scrollView) }
            current = v.superview
        }
        guard !scrollViews.isEmpty else { return }
        if scrollViews.contains(where: { $0.isDecelerating }) {
            record.deliversToView = false
            return
        }
        guard scrollViews.contains(where: { $0.delaysContentTouches && $0.isScrollEnabled }) else { return }
        record.beganDelayed = true
        let (time, overflow) = record.touch.beganTimestamp.addingReportingOverflow(ScrollView.contentTouchDelay)
        record.flush = clock.schedule(notBefore: overflow ? .max : time) { [weak self, weak record] in
            guard let self, let record else { return }
            self.flushBegan(record)
        }
    }

    /// Delivers a withheld `touchesBegan` now, if the touch is still down and still the view's.
    private func flushBegan(_ record: Record) {
        guard record.beganDelayed, records[record.touch.id] === record else { return }
        stopDelaying(record, deliver: record.deliversToView)
    }

    /// Ends the delay of `record`'s `touchesBegan`, delivering it or dropping the touch for the view.
    private func stopDelaying(_ record: Record, deliver: Bool) {
        if let flush = record.flush { clock.cancel(flush) }
        record.flush = nil
        record.beganDelayed = false
        if deliver, let view = record.touch.view {
            view.touchesBegan([record.touch])
        } else {
            record.deliversToView = false
        }
    }

    /// Whether `touch`'s view is receiving its events: began delivered, not cancelled (a scroll
    /// view's pan asks before it begins).
    func viewIsTracking(_ touch: Touch) -> Bool {
        guard let record = records[touch.id], record.touch === touch else { return false }
        return record.deliversToView && !record.beganDelayed
    }

    /// UIKit's dynamic failure requirements: asks both delegates of each pair of recognizers
    /// sharing a touch, before the touch is delivered, and records the answers for the sequence.
    private func askFailureRequirements(_ recognizers: [GestureRecognizer]) {
        for a in recognizers {
            for b in recognizers where a !== b {
                if a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true
                    || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true {
                    a.requireForSequence(toFail: b)
                }
            }
        }
    }

    /// Called by a recognizer that has just recognized: applies simultaneity and
    /// ``GestureRecognizer/cancelsTouchesInView`` to the touches it watches.
    func recognizerDidRecognize(_ recognizer: GestureRecognizer) {
        for touch in recognizer.touches {
            guard let record = records[touch.id], record.touch === touch else { continue }
            for other in record.recognizers where other !== recognizer && !other.state.isFinished {
                let together = recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
                if !together {
                    if let primary = other as? PrimaryTouchGestureRecognizer { primary.stopDeadline() }
                    other.transition(to: other.state == .possible ? .failed : .cancelled)
                }
            }
            if recognizer.cancelsTouchesInView && record.deliversToView {
                if record.beganDelayed {
                    stopDelaying(record, deliver: false)
                } else {
                    record.deliversToView = false
                    touch.view?.touchesCancelled([touch])
                }
            }
        }
    }
}
