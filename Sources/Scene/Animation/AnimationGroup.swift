/// Animations that run together on one timeline, as Core Animation's `CAAnimationGroup`.
///
///     let group = AnimationGroup(animations: [.basic(scale), .keyframe(slide), .basic(fadeIn)],
///                                duration: 225_000_000)
///
/// The children's begin times are relative to the group's start (`nil` means 0), and the group's
/// duration clips them: a child longer than the group is cut off at the group's end, part-way
/// through, exactly as Core Animation cuts MDC's 0.25 s default-duration ripple animations inside
/// their 0.225 s group. Within the group each child follows its own fill mode; the group's fill
/// mode decides what the whole shows outside the group's active interval (held at the group's end
/// or start time, where the children are evaluated). The children's ``BasicAnimation/isRemovedOnCompletion``
/// is ignored: they leave with the group. Children animating the same key path apply in order,
/// the later one winning. Groups may nest.
///
/// A group has no timing function of its own (Core Animation would warp the children's time by
/// one); give the children timing functions instead. Completion callbacks belong to the group as
/// added to an ``AnimationSet``, never to its children.
public struct AnimationGroup: Hashable, Sendable {
    /// The children, applied in order.
    public var animations: [Animation]
    /// When the group starts, in absolute clock nanoseconds (relative inside an enclosing group);
    /// `nil` means when it is added.
    public var beginTime: Int64?
    /// How long the group runs, in nanoseconds; children are clipped to it. 0 is an instant.
    public var duration: Int64
    /// What the group shows outside its active interval; ``FillMode/removed`` by default.
    public var fillMode: FillMode
    /// Whether the group is removed when it completes; true by default.
    public var isRemovedOnCompletion: Bool

    /// Creates a group.
    public init(animations: [Animation], duration: Int64, beginTime: Int64? = nil,
                fillMode: FillMode = .removed, isRemovedOnCompletion: Bool = true) {
        self.animations = animations
        self.duration = duration
        self.beginTime = beginTime
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }
}
