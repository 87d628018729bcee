import Scene

extension PaperView: FeedbackReporting {
    /// A raised view's shadow first (``shadowState(at:)``), then the fade and each live tap circle
    /// (``paperFeedbackStates(at:)``; a fade's radius is 0), in this view's coordinates.
    public func liveFeedback(at time: Int64) -> [LiveFeedback] {
        var feedback: [LiveFeedback] = []
        if let shadow = shadowState(at: time) {
            feedback.append(.shadow(opacity: shadow.opacity, radius: shadow.radius, color: shadow.color,
                                    offset: shadow.offset, rect: shadow.rect))
        }
        for state in paperFeedbackStates(at: time) {
            let kind: FeedbackKind = state.kind == .tapCircle ? .tapCircle : .fade
            feedback.append(LiveFeedback(kind: kind, center: state.center, radius: state.radius ?? 0,
                                         opacity: state.opacity, color: state.color))
        }
        return feedback
    }
}
