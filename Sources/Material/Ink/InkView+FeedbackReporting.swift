import Scene

extension InkView: FeedbackReporting {
    /// Every live ink layer (``rippleSnapshots(at:)``) as feedback of kind ``Scene/FeedbackKind/ink``,
    /// oldest first, in this view's coordinates.
    public func liveFeedback(at time: Int64) -> [LiveFeedback] {
        rippleSnapshots(at: time).map {
            LiveFeedback(kind: .ink, center: $0.center, radius: $0.radius, opacity: $0.opacity, color: $0.color)
        }
    }
}
