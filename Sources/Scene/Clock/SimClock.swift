/// The simulation's clock and event scheduler: integer nanoseconds that move only when told to.
///
///     let clock = SimClock()
///     try clock.schedule(at: 5_000_000) { print("touch down at", clock.now) }
///     try clock.advance(to: 16_666_666)          // runs the event with clock.now == 5_000_000
///     let outcome = try clock.runUntilSettled(limit: 10_000_000_000)
///
/// Nothing in Touchstone reads a wall clock. A `SimClock` is created by whoever drives the
/// simulation (a test, the replayer) and passed to everything that needs the time, as Flutter passes
/// a `TickerProvider`; every value derived from time is a pure function of ``now``.
///
/// ## Life cycle of an event
/// ``schedule(at:_:)`` queues an action for a time at or after ``now``. ``advance(to:)`` then runs,
/// in time order, every queued action whose time is at most the target, setting ``now`` to each
/// action's own time before running it: an animation completion scheduled for 0.225 s runs with
/// `now == 225_000_000` even when the clock jumps from 0 to 1 s in one call. Actions may schedule
/// further events; those that fall at or before the target run in the same call.
///
/// ## Ordering
/// Events run by time, and events at the same time in the order they were scheduled (each gets a
/// sequence number, never reused). An event scheduled while another runs at the same instant
/// therefore runs after every event already queued for that instant. Nothing depends on hashing or
/// dictionary order, so the same schedule runs the same way every time.
///
/// ## Time observers
/// ``addTimeObserver(_:)`` registers a function called every time ``now`` moves forward: before
/// each event whose time is later than the previous one, and at the end of ``advance(to:)`` or a
/// ``runUntilSettled(limit:)`` stopped at its limit. A scroll view in motion uses it to set its
/// offset to the closed-form value at exactly the new time (Core Animation's display link, without
/// frames): whatever times a caller advances to, the value shown is the equation's. Observers are
/// called in the order they were added, with the clock already at the new time; they may schedule
/// events and remove observers, but not advance the clock.
///
/// ## Errors
/// Time never moves backwards, and the clock says so instead of clamping: ``advance(to:)`` with a
/// time before ``now`` and ``schedule(at:_:)`` for a time before ``now`` throw
/// ``SimClockError``. Advancing from inside an event's action is an error too (the outer call is
/// already walking the queue), as is an instant with more than ``maximumEventsPerInstant`` events,
/// which almost always means an action that reschedules itself at the same time forever.
///
/// A clock and everything scheduled on it belong to one thread: the simulation is single-threaded
/// by design, so there are no locks and the class is not `Sendable`.
///
/// See also: ``FrameRate`` for frame boundaries, ``AnimationSet`` for animations on the clock.
public final class SimClock {
    /// The current time in nanoseconds. Changes only inside ``advance(to:)`` and
    /// ``runUntilSettled(limit:)``.
    @exclusivity(unchecked) public private(set) var now: Int64

    /// The most events one instant may run before ``SimClockError/eventStorm(at:count:)`` is
    /// thrown: one million, far beyond any real scene (a frame of a busy scene has dozens) yet
    /// cheap enough to reach in well under a second, so a runaway loop fails fast.
    public let maximumEventsPerInstant: Int

    @exclusivity(unchecked) private var queue = EventQueue()
    @exclusivity(unchecked) private var nextSequence: UInt64 = 0
    @exclusivity(unchecked) private var isRunningEvents = false
    private var observers: [(id: UInt64, body: (Int64) -> Void)] = []
    private var nextObserverID: UInt64 = 0

    /// Creates a clock reading `now` nanoseconds (0 by default) with no events.
    ///
    /// - Parameter maximumEventsPerInstant: the storm limit (see the type's doc); at least 1.
    public init(now: Int64 = 0, maximumEventsPerInstant: Int = 1_000_000) {
        self.now = now
        self.maximumEventsPerInstant = Swift.max(1, maximumEventsPerInstant)
    }

    /// Identifies a scheduled event so it can be cancelled.
    public struct EventID: Hashable, Sendable {
        /// The event's sequence number: its rank among events scheduled on this clock.
        public let sequence: UInt64
    }

    // MARK: Scheduling

    /// Queues `action` to run when the clock reaches `time`.
    ///
    /// `time` may equal ``now``: the action then runs at the next ``advance(to:)`` (of any target,
    /// even `now` itself), or later in the current one if called from an event.
    ///
    /// - Throws: ``SimClockError/schedulingInThePast(now:requested:)`` if `time < now`.
    /// - Returns: an ID for ``cancel(_:)``.
    /// - Complexity: O(log n) in the number of queued events.
    @discardableResult
    public func schedule(at time: Int64, _ action: @escaping () -> Void) throws(SimClockError) -> EventID {
        guard time >= now else { throw .schedulingInThePast(now: now, requested: time) }
        return schedule(notBefore: time, action)
    }

    /// Queues `action` for `time`, or for ``now`` if `time` has already passed: for events that are
    /// due "at the latest now", such as the completion of an animation added after its end time.
    /// Callers state that intent by choosing this method; ``schedule(at:_:)`` rejects the past.
    @discardableResult
    func schedule(notBefore time: Int64, _ action: @escaping () -> Void) -> EventID {
        let sequence = nextSequence
        nextSequence += 1
        queue.insert(EventQueue.Key(time: Swift.max(time, now), sequence: sequence), action)
        return EventID(sequence: sequence)
    }

    /// Removes a queued event; returns whether it was still pending (false once it has run or was
    /// already cancelled).
    @discardableResult
    public func cancel(_ event: EventID) -> Bool {
        queue.cancel(event.sequence)
    }

    /// The number of events still queued.
    public var pendingEventCount: Int { queue.count }

    /// The time of the earliest queued event, or `nil` when none is queued.
    public var nextEventTime: Int64? { queue.peek()?.time }

    // MARK: Time observers

    /// Identifies a time observer so that it can be removed.
    public struct ObserverID: Hashable, Sendable {
        /// The observer's rank among observers added to this clock.
        public let value: UInt64
    }

    /// Calls `body` with the new time whenever ``now`` moves forward (see "Time observers").
    @discardableResult
    public func addTimeObserver(_ body: @escaping (_ now: Int64) -> Void) -> ObserverID {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, body))
        return ObserverID(value: id)
    }

    /// Removes an observer; removing one already removed does nothing.
    public func removeTimeObserver(_ id: ObserverID) {
        observers.removeAll { $0.id == id.value }
    }

    /// The number of time observers.
    public var timeObserverCount: Int { observers.count }

    /// Sets ``now`` to `time` and, if it moved, tells the observers (with advancing forbidden).
    private func move(to time: Int64) {
        guard time != now else { return }
        now = time
        guard !observers.isEmpty else { return }
        let wasRunning = isRunningEvents
        isRunningEvents = true
        defer { isRunningEvents = wasRunning }
        for observer in observers where observers.contains(where: { $0.id == observer.id }) {
            observer.body(time)
        }
    }

    // MARK: Stepping

    /// Moves the clock to `time`, running every event queued for a time at or before it, each at its
    /// own time and in order (see the type's doc).
    ///
    /// - Throws: ``SimClockError/timeWentBackwards(now:requested:)`` if `time < now` (nothing runs);
    ///   ``SimClockError/reentrantAdvance(now:)`` when called from an event's action;
    ///   ``SimClockError/eventStorm(at:count:)`` if one instant runs too many events (the clock
    ///   then stays at that instant with the rest still queued).
    /// - Returns: the number of events run.
    @discardableResult
    public func advance(to time: Int64) throws(SimClockError) -> Int {
        guard time >= now else { throw .timeWentBackwards(now: now, requested: time) }
        let count = try runEvents(through: time)
        move(to: time)
        return count
    }

    /// Moves the clock forward by `delta` nanoseconds: ``advance(to:)`` with `now + delta`.
    ///
    /// - Throws: as ``advance(to:)``; a negative `delta` is ``SimClockError/timeWentBackwards(now:requested:)``,
    ///   and a target past `Int64.max` is ``SimClockError/timeOverflow(now:delta:)``.
    @discardableResult
    public func advance(by delta: Int64) throws(SimClockError) -> Int {
        let (target, overflow) = now.addingReportingOverflow(delta)
        guard !overflow else { throw .timeOverflow(now: now, delta: delta) }
        return try advance(to: target)
    }

    /// Runs events in order until none is left, but never past the absolute time `limit`.
    ///
    /// Returns ``SettleOutcome/settled(at:)`` with the time of the last event run (or ``now`` if
    /// nothing was queued) as soon as the queue is empty; the clock is left at that time, not moved
    /// on to `limit`. If events remain after everything up to `limit` has run, the clock is left at
    /// `limit` and the result is ``SettleOutcome/neverSettled(limit:)``. Either way it returns:
    /// an action that keeps rescheduling itself in the future ends at `limit`, one that reschedules
    /// itself at the same instant ends in ``SimClockError/eventStorm(at:count:)``.
    ///
    /// "Settled" means no event is queued. Animations keep an event queued until their end time
    /// (see ``AnimationSet``), so a scene whose clock settled has no animation still changing.
    ///
    /// - Throws: ``SimClockError/timeWentBackwards(now:requested:)`` if `limit < now`, and the
    ///   errors of ``advance(to:)``.
    public func runUntilSettled(limit: Int64) throws(SimClockError) -> SettleOutcome {
        guard limit >= now else { throw .timeWentBackwards(now: now, requested: limit) }
        guard !isRunningEvents else { throw .reentrantAdvance(now: now) }
        while let next = queue.peek()?.time {
            if next > limit {
                move(to: limit)
                return .neverSettled(limit: limit)
            }
            try runEvents(through: next)
        }
        return .settled(at: now)
    }

    /// Runs events with times at or before `time`, in (time, sequence) order.
    @discardableResult
    private func runEvents(through time: Int64) throws(SimClockError) -> Int {
        guard !isRunningEvents else { throw .reentrantAdvance(now: now) }
        isRunningEvents = true
        defer { isRunningEvents = false }
        var count = 0, instant = now, atInstant = 0
        while let top = queue.peek(), top.time <= time {
            if top.time != instant { (instant, atInstant) = (top.time, 0) }
            guard atInstant < maximumEventsPerInstant else {
                throw .eventStorm(at: instant, count: atInstant)
            }
            guard let event = queue.pop() else { break }
            move(to: event.key.time)
            event.action()
            count += 1
            atInstant += 1
        }
        return count
    }
}
