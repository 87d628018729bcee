/// An animation of one property between two values, with Core Animation's `CABasicAnimation`
/// semantics for `fromValue`, `toValue` and `byValue`.
///
///     var fade = BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0),
///                               duration: 150_000_000)
///     fade.fillMode = .forwards
///     fade.isRemovedOnCompletion = false
///     try layerAnimations.add(.basic(fade), forKey: "fade")
///
/// ## Which values are interpolated
/// Set one or two of ``fromValue``, ``toValue`` and ``byValue``; "underlying" is the property's value
/// beneath this animation when it is evaluated: the model value with every animation added before
/// this one applied (Core Animation's "current presentation value").
///
/// | set       | interpolates                          |
/// |-----------|---------------------------------------|
/// | from, to  | from → to                             |
/// | from, by  | from → from + by                      |
/// | by, to    | to − by → to                          |
/// | from      | from → underlying                     |
/// | to        | underlying → to                       |
/// | by        | underlying → underlying + by          |
///
/// "+" is ``AnimatableValue``'s addition: component-wise for numbers, points, sizes and rects,
/// saturating for colour components, concatenation for transforms; paths cannot be added.
/// Setting none or all three is an error (Core Animation would animate between the layer's old and
/// new presentation values, which only implicit animations have).
///
/// ## Timing
/// ``beginTime`` is absolute clock time in nanoseconds (`nil`: the time the animation is added); it
/// may lie in the past, in which case the animation starts part-way through. ``duration`` is in
/// nanoseconds, and 0 means an instant change: this deviates from Core Animation, where 0 means its
/// default of 0.25 s, so that "not animated" is simply duration 0. The duration is required for that
/// reason. Speed is always 1 and nothing repeats (no `speed`, `timeOffset`, `repeatCount` or
/// `autoreverses`). Inside an ``AnimationGroup`` the begin time is relative to the group's start.
public struct BasicAnimation: Hashable, Sendable {
    /// The property animated, such as `"opacity"` or `"position"`.
    public var keyPath: String
    /// The value at the start, if given.
    public var fromValue: AnimatableValue?
    /// The value at the end, if given.
    public var toValue: AnimatableValue?
    /// The change over the animation, if given.
    public var byValue: AnimatableValue?
    /// When the animation starts, in absolute clock nanoseconds (relative to the group inside a
    /// group); `nil` means when it is added (the group's start inside a group).
    public var beginTime: Int64?
    /// How long the animation runs, in nanoseconds; 0 is an instant change.
    public var duration: Int64
    /// Maps elapsed time to progress; linear by default, as Core Animation's explicit animations.
    public var timingFunction: TimingFunction
    /// What the animation shows outside its active interval; ``FillMode/removed`` by default.
    public var fillMode: FillMode
    /// Whether the animation is removed from its ``AnimationSet`` when it completes (true by
    /// default, as in Core Animation); a removed animation stops affecting presentation values at
    /// its end time, whatever its fill mode.
    public var isRemovedOnCompletion: Bool

    /// Creates an animation; see the type's doc for which combinations of values are valid (checked
    /// when it is added to an ``AnimationSet``).
    public init(keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                by: AnimatableValue? = nil, duration: Int64, beginTime: Int64? = nil,
                timingFunction: TimingFunction = .linear, fillMode: FillMode = .removed,
                isRemovedOnCompletion: Bool = true) {
        self.keyPath = keyPath
        self.fromValue = from
        self.toValue = to
        self.byValue = by
        self.duration = duration
        self.beginTime = beginTime
        self.timingFunction = timingFunction
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }
}
