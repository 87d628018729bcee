/// An animation checked and prepared for evaluation, with its begin time resolved.
///
/// ## Time model (integer nanoseconds)
/// Each animation is active over the closed interval [begin, end], end = begin + duration. At a
/// time `t` it is in one of these phases (``phase(at:isTopLevel:)``):
/// - `t < begin`: ``Phase/before`` if it fills backwards, else no effect;
/// - `begin ≤ t ≤ end`: ``Phase/active(_:)`` with local time `t − begin`;
/// - `t > end`: ``Phase/after`` if it fills forwards, else no effect;
/// - and at the top level, an animation removed on completion has no effect from `end` on (it is
///   removed at its end time, so a frame rendered at that time already shows the model value).
///
/// A leaf's progress is local time / duration (0 before, 1 after, and 1 throughout a zero
/// duration's active instant), eased by its timing function. A group hands its children its local
/// time (0 before, its duration after), and the children map it the same way, relative to the group.
struct CompiledAnimation: Sendable {
    /// Where the animation is in its timeline at some time.
    enum Phase: Equatable {
        /// Before the begin time, filling backwards.
        case before
        /// Within [begin, end]; the time since begin.
        case active(Int64)
        /// After the end, filling forwards.
        case after
    }

    enum Body: Sendable {
        case basic(keyPath: String, curve: TimingFunction, endpoints: BasicEndpoints)
        case keyframe(keyPath: String, curve: TimingFunction, track: KeyframeTrack)
        case group([CompiledAnimation])
    }

    let begin: Int64
    let duration: Int64
    let end: Int64
    let fillMode: FillMode
    let isRemovedOnCompletion: Bool
    let body: Body
    /// Every key path this animation drives, without repeats, in order of first appearance.
    let keyPaths: [String]

    /// Checks and prepares `animation`; a `nil` begin time becomes `defaultBegin` (the time it is
    /// added at the top level, 0 inside a group).
    init(_ animation: Animation, defaultBegin: Int64) throws(AnimationError) {
        let keyPath: String?
        switch animation {
        case .basic(let a): keyPath = a.keyPath
        case .keyframe(let a): keyPath = a.keyPath
        case .group: keyPath = nil
        }
        begin = animation.beginTime ?? defaultBegin
        duration = animation.duration
        guard duration >= 0 else { throw .negativeDuration(keyPath: keyPath, duration: duration) }
        let (sum, overflow) = begin.addingReportingOverflow(duration)
        guard !overflow else { throw .endTimeOverflows(keyPath: keyPath, begin: begin, duration: duration) }
        end = sum
        fillMode = animation.fillMode
        isRemovedOnCompletion = animation.isRemovedOnCompletion

        switch animation {
        case .basic(let a):
            body = .basic(keyPath: a.keyPath, curve: a.timingFunction, endpoints: try BasicEndpoints(a))
            keyPaths = [a.keyPath]
        case .keyframe(let a):
            body = .keyframe(keyPath: a.keyPath, curve: a.timingFunction, track: try KeyframeTrack(a))
            keyPaths = [a.keyPath]
        case .group(let g):
            var children: [CompiledAnimation] = []
            var paths: [String] = []
            for (index, child) in g.animations.enumerated() {
                let compiled: CompiledAnimation
                do {
                    compiled = try CompiledAnimation(child, defaultBegin: 0)
                } catch {
                    throw .inGroup(index: index, error)
                }
                children.append(compiled)
                for path in compiled.keyPaths where !paths.contains(path) { paths.append(path) }
            }
            body = .group(children)
            keyPaths = paths
        }
    }

    /// The phase at `t` (in the parent's time: absolute at the top level, the group's local time
    /// inside a group), or `nil` when the animation has no effect then.
    func phase(at t: Int64, isTopLevel: Bool) -> Phase? {
        if isTopLevel && isRemovedOnCompletion && t >= end { return nil }
        if t < begin { return fillMode.fillsBackwards ? .before : nil }
        if t <= end { return .active(t - begin) }
        return fillMode.fillsForwards ? .after : nil
    }

    /// Applies this animation's effect on `keyPath` at `t` to `value`, which holds the underlying
    /// value (the model with earlier animations applied) and receives the result.
    func apply(_ keyPath: String, to value: inout AnimatableValue, at t: Int64, isTopLevel: Bool) {
        guard let phase = phase(at: t, isTopLevel: isTopLevel) else { return }
        switch body {
        case .basic(let path, let curve, let endpoints):
            guard path == keyPath else { return }
            if let result = endpoints.value(underlying: value, fraction: curve.value(at: progress(phase))) {
                value = result
            }
        case .keyframe(let path, let curve, let track):
            guard path == keyPath, value.kind == track.kind else { return }
            value = track.value(at: curve.value(at: progress(phase)))
        case .group(let children):
            let local: Int64
            switch phase {
            case .before: local = 0
            case .active(let elapsed): local = elapsed
            case .after: local = duration
            }
            for child in children where child.keyPaths.contains(keyPath) {
                child.apply(keyPath, to: &value, at: local, isTopLevel: false)
            }
        }
    }

    /// The fraction of the duration elapsed in `phase`, before easing.
    private func progress(_ phase: Phase) -> Double {
        switch phase {
        case .before: return 0
        case .after: return 1
        case .active(let elapsed): return duration == 0 ? 1 : Double(elapsed) / Double(duration)
        }
    }
}
