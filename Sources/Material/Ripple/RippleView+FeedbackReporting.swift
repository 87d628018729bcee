import Scene

extension RippleView: FeedbackReporting {
    /// Every live ripple (``rippleSnapshots(at:)``) as feedback of kind ``Scene/FeedbackKind/ripple``,
    /// back to front, in this view's coordinates.
    public func liveFeedback(at time: Int64) -> [LiveFeedback] {
        rippleSnapshots(at: time).map {
            LiveFeedback(kind: .ripple, center: $0.center, radius: $0.radius, opacity: $0.opacity, color: $0.color)
        }
    }
}
