extension ScrollView: FeedbackReporting {
    /// The scroll view's motion as of the clock's latest step: its content offset, velocity and
    /// ``phase`` (one ``FeedbackKind/scroll`` entry, whatever `time`).
    public func liveFeedback(at time: Int64) -> [LiveFeedback] {
        [.scroll(contentOffset: contentOffset, velocity: velocity, phase: phase)]
    }
}
