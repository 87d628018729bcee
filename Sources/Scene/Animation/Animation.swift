/// Any animation an ``AnimationSet`` runs: basic, keyframe or group.
///
///     try animations.add(.basic(fade), forKey: "fade")
///     try animations.add(.group(AnimationGroup(animations: [.basic(scale), .keyframe(slide)],
///                                              duration: 225_000_000)), forKey: "touchDown")
///
/// The kinds share Core Animation's timing model (``beginTime``, ``duration``, ``fillMode``,
/// ``isRemovedOnCompletion``), read here without unwrapping.
public enum Animation: Hashable, Sendable {
    /// A ``BasicAnimation``.
    case basic(BasicAnimation)
    /// A ``KeyframeAnimation``.
    case keyframe(KeyframeAnimation)
    /// An ``AnimationGroup``.
    case group(AnimationGroup)

    /// The begin time: absolute at the top level, relative to the group inside one; `nil` means when
    /// added (the group's start).
    public var beginTime: Int64? { timing.beginTime }

    /// The duration in nanoseconds; 0 is an instant.
    public var duration: Int64 { timing.duration }

    /// The fill mode.
    public var fillMode: FillMode { timing.fillMode }

    /// Whether the animation leaves its set when it completes (ignored inside groups).
    public var isRemovedOnCompletion: Bool { timing.isRemovedOnCompletion }

    /// The timing fields every kind has, read in one switch.
    private var timing: (beginTime: Int64?, duration: Int64, fillMode: FillMode, isRemovedOnCompletion: Bool) {
        switch self {
        case .basic(let a): return (a.beginTime, a.duration, a.fillMode, a.isRemovedOnCompletion)
        case .keyframe(let a): return (a.beginTime, a.duration, a.fillMode, a.isRemovedOnCompletion)
        case .group(let a): return (a.beginTime, a.duration, a.fillMode, a.isRemovedOnCompletion)
        }
    }

    /// The animation with its begin time set to `time`.
    func withBeginTime(_ time: Int64) -> Animation {
        switch self {
        case .basic(var a): a.beginTime = time; return .basic(a)
        case .keyframe(var a): a.beginTime = time; return .keyframe(a)
        case .group(var a): a.beginTime = time; return .group(a)
        }
    }
}
