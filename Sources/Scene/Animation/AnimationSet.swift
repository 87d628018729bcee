/// The animations attached to one object (a layer), under keys, and the presentation values they
/// produce: Core Animation's `addAnimation:forKey:` and presentation layer, on a ``SimClock``.
///
///     let clock = SimClock()
///     let animations = AnimationSet(clock: clock)
///     var fade = BasicAnimation(keyPath: "opacity", to: .double(0), duration: 150_000_000)
///     fade.fillMode = .forwards
///     fade.isRemovedOnCompletion = false
///     try animations.add(.basic(fade), forKey: "fade") { finished in print("faded", finished) }
///     try clock.advance(to: 75_000_000)
///     animations.presentationValue(for: "opacity", model: .double(1), at: clock.now)  // .double(0.5)
///
/// The object keeps its model values itself and asks for the presentation value of a key path at a
/// time; the set applies its animations to the model value in the order they were added, each one
/// seeing the value beneath it (the model with earlier animations applied) as its "underlying"
/// value and replacing it, so a later animation of the same key path wins (Core Animation with
/// `additive` false; additive animations are not supported). Presentation values are pure
/// functions of the time, the model value and the animations present.
///
/// ## Life cycle
/// - ``add(_:forKey:completion:didStart:)`` checks the animation (throwing ``AnimationError``),
///   resolves a `nil` begin time to the clock's current time, and appends it. An animation already
///   under the same key is removed first, as if by ``removeAnimation(forKey:)``; the new one goes to
///   the end of the order. Reading ``presentationValue(for:model:at:)`` just before adding gives a
///   new animation its start from what is on screen.
/// - `didStart` runs on the clock at the begin time. The completion runs on the clock at the end
///   time (begin + duration) with `finished` true, exactly then even when the clock steps over it,
///   and the animation is removed then if ``BasicAnimation/isRemovedOnCompletion``. An animation
///   added after its end time (a begin time in the past) completes at the time it was added.
/// - Removing an animation (by key, by replacement, or ``removeAllAnimations()``) cancels its
///   pending events, and if it had not completed, its completion runs with `finished` false as a
///   clock event at the removal time, after the events already queued for that time. It runs on the
///   clock rather than inside the call so a completion that adds animations cannot re-enter the set
///   mid-change; advancing the clock to the same time runs it.
/// - Each animation keeps an event queued until its end, so ``SimClock/runUntilSettled(limit:)``
///   settles only once every animation has ended.
///
/// Events at the same time run in the order they were scheduled (see ``SimClock``): an animation's
/// events are scheduled when it is added, so of two animations ending together, the one added
/// first completes first.
///
/// ## Change tracking
/// For times `t0 < t1`, every presentation value at `t1` equals the one at `t0` (for the same model
/// values and the same ``revision``) unless ``isAnimating(at:)`` is true at `t0` or
/// ``nextChangeTime(after:)`` of `t0` is at most `t1`. A renderer uses this to skip unchanged frames.
public final class AnimationSet {
    /// The clock that completion and start callbacks are scheduled on.
    public let clock: SimClock

    /// Counts changes to the set's contents: it increases whenever an animation is added or removed
    /// (including removal on completion), so a renderer can tell that presentation values may have
    /// changed even between two equal times.
    @exclusivity(unchecked) public private(set) var revision: UInt64 = 0 {
        didSet { owner?.subtreeDidChange() }
    }

    /// The layer that owns the set, whose ``Layer/treeRevision`` counts the set's changes too.
    @exclusivity(unchecked) weak var owner: Layer?

    private struct Entry {
        let serial: UInt64
        let key: String?
        let animation: Animation
        let compiled: CompiledAnimation
        var completion: ((Bool) -> Void)?
        var startEvent: SimClock.EventID?
        var endEvent: SimClock.EventID?
        var hasCompleted = false
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var nextSerial: UInt64 = 0

    /// Creates an empty set whose callbacks run on `clock`.
    public init(clock: SimClock) {
        self.clock = clock
    }

    deinit {
        for entry in entries {
            if let id = entry.startEvent { clock.cancel(id) }
            if let id = entry.endEvent { clock.cancel(id) }
        }
    }

    // MARK: Adding and removing

    /// Adds `animation` under `key` (replacing any animation under the same key; `nil` never
    /// replaces), with optional start and completion callbacks; see the type's doc.
    ///
    /// - Parameters:
    ///   - completion: runs once, on the clock: at the end time with `true`, or at removal with
    ///     `false` if the animation is removed or replaced first. It comes first so that a trailing
    ///     closure is the completion.
    ///   - didStart: runs on the clock at the begin time (at the current time if that has passed),
    ///     unless the animation is removed before.
    /// - Throws: ``AnimationError`` if the animation is invalid; the set is then unchanged (an
    ///   animation under the same key stays).
    public func add(_ animation: Animation, forKey key: String? = nil,
                    completion: ((_ finished: Bool) -> Void)? = nil,
                    didStart: (() -> Void)? = nil) throws(AnimationError) {
        let compiled = try CompiledAnimation(animation, defaultBegin: clock.now)
        if let key, let index = entries.firstIndex(where: { $0.key == key }) {
            interrupt(at: index)
        }
        let serial = nextSerial
        nextSerial += 1
        var entry = Entry(serial: serial, key: key, animation: animation.withBeginTime(compiled.begin),
                          compiled: compiled, completion: completion)
        if let didStart {
            entry.startEvent = clock.schedule(notBefore: compiled.begin) { [weak self] in
                self?.start(serial: serial, didStart)
            }
        }
        entry.endEvent = clock.schedule(notBefore: compiled.end) { [weak self] in
            self?.complete(serial: serial)
        }
        entries.append(entry)
        revision += 1
    }

    /// Removes the animation under `key`, if any; its completion runs with `false` if it had not
    /// completed (see the type's doc).
    public func removeAnimation(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
        interrupt(at: index)
    }

    /// Removes every animation, in the order they were added (so their interrupted completions run
    /// in that order).
    public func removeAllAnimations() {
        while !entries.isEmpty { interrupt(at: 0) }
    }

    private func interrupt(at index: Int) {
        let entry = entries.remove(at: index)
        revision += 1
        if let id = entry.startEvent { clock.cancel(id) }
        if let id = entry.endEvent { clock.cancel(id) }
        if !entry.hasCompleted, let completion = entry.completion {
            clock.schedule(notBefore: clock.now) { completion(false) }
        }
    }

    private func start(serial: UInt64, _ didStart: () -> Void) {
        guard let index = entries.firstIndex(where: { $0.serial == serial }) else { return }
        entries[index].startEvent = nil
        didStart()
    }

    private func complete(serial: UInt64) {
        guard let index = entries.firstIndex(where: { $0.serial == serial }) else { return }
        let completion = entries[index].completion
        entries[index].completion = nil
        entries[index].endEvent = nil
        entries[index].hasCompleted = true
        if entries[index].compiled.isRemovedOnCompletion {
            entries.remove(at: index)
            revision += 1
        }
        completion?(true)
    }

    // MARK: Reading

    /// The keys of the keyed animations, in the order they were added.
    public var animationKeys: [String] { entries.compactMap(\.key) }

    /// The animation under `key`, with its begin time resolved to absolute clock time, or `nil`.
    public func animation(forKey key: String) -> Animation? {
        entries.first(where: { $0.key == key })?.animation
    }

    /// The number of animations present, keyed or not.
    public var count: Int { entries.count }

    /// Whether no animation is present.
    public var isEmpty: Bool { entries.isEmpty }

    /// Every key path some present animation drives, in order of first appearance.
    public var animatedKeyPaths: [String] {
        var paths: [String] = []
        for entry in entries {
            for path in entry.compiled.keyPaths where !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// The value of `keyPath` at `time`: `model` with every animation of that key path applied in
    /// the order added (see the type's doc). Animations whose values are not of `model`'s kind are
    /// ignored.
    ///
    /// Meant for times at or after the last event the clock ran: an animation that has been removed
    /// no longer contributes, even to questions about earlier times.
    ///
    /// - Complexity: O(animations present), plus each one's evaluation (a timing-curve solve and a
    ///   binary search over keyframes).
    public func presentationValue(for keyPath: String, model: AnimatableValue, at time: Int64) -> AnimatableValue {
        var value = model
        for entry in entries where entry.compiled.keyPaths.contains(keyPath) {
            entry.compiled.apply(keyPath, to: &value, at: time, isTopLevel: true)
        }
        return value
    }

    /// Whether some animation is running at `time` (begin ≤ time < end), so that presentation values
    /// may differ between `time` and `time + 1`. A group counts as running over its whole interval.
    public func isAnimating(at time: Int64) -> Bool {
        entries.contains { $0.compiled.begin <= time && time < $0.compiled.end }
    }

    /// The earliest time after `time` at which some animation begins, ends, or stops filling: its
    /// begin time; its end time; and one nanosecond after its end when it neither fills forwards nor
    /// is removed on completion (it shows its last value at the end time itself and nothing after).
    /// `nil` when no such time is left. See "Change tracking" in the type's doc.
    public func nextChangeTime(after time: Int64) -> Int64? {
        var next: Int64?
        func consider(_ candidate: Int64) {
            if candidate > time, next.map({ candidate < $0 }) ?? true { next = candidate }
        }
        for entry in entries {
            let c = entry.compiled
            consider(c.begin)
            consider(c.end)
            if !c.isRemovedOnCompletion, !c.fillMode.fillsForwards, c.end < .max { consider(c.end + 1) }
        }
        return next
    }
}
