import Geometry

extension LoadedScene {
    /// Every piece of feedback the scene's ``FeedbackReporting`` views present at `time` (clock
    /// nanoseconds) — the built-in components' ripples, ink, tap circles, fades, raised shadows
    /// and scroll motion, and any custom component's own — in scene points, for
    /// `touchstone replay --state`, the HTML viewer and `SceneTester.feedback(of:)`.
    ///
    /// Order: the scene's views in document order (``LoadedScene/entries``); within a view, the
    /// view itself and then its descendants depth-first back to front, stopping at descendants
    /// that are views of the scene themselves (they come under their own id); within one view, its
    /// ``FeedbackReporting/liveFeedback(at:)`` order (a scroll view before its content). Centres and
    /// shadow rectangles are converted from the reporting view's coordinates to the root's, and
    /// radii stay as reported (scene files translate views, never scale them). A scroll view's
    /// entry is its state as of the clock's latest step (its motion is evaluated whenever the
    /// clock moves), so `time` should be the clock's current time, as the replayer passes.
    ///
    ///     let states = scene.feedbackStates(at: scene.clock.now)
    public func feedbackStates(at time: Int64) -> [FeedbackLayerState] {
        let sceneViews = Set(entries.map { ObjectIdentifier($0.view) })
        var states: [FeedbackLayerState] = []
        for entry in entries {
            collect(entry.view, id: entry.id, sceneViews: sceneViews, isEntry: true, time: time, into: &states)
        }
        return states
    }

    private func collect(_ view: View, id: String, sceneViews: Set<ObjectIdentifier>, isEntry: Bool,
                         time: Int64, into states: inout [FeedbackLayerState]) {
        if !isEntry && sceneViews.contains(ObjectIdentifier(view)) { return }
        if let reporting = view as? any FeedbackReporting {
            for feedback in reporting.liveFeedback(at: time) {
                states.append(sceneState(feedback, of: view, id: id))
            }
        }
        for subview in view.subviews {
            collect(subview, id: id, sceneViews: sceneViews, isEntry: false, time: time, into: &states)
        }
    }

    /// `feedback` of `view` in scene points, under the scene id `id`.
    private func sceneState(_ feedback: LiveFeedback, of view: View, id: String) -> FeedbackLayerState {
        switch feedback.detail {
        case .scroll(let motion)?:
            return .scroll(view: id, contentOffset: motion.contentOffset, velocity: motion.velocity, phase: motion.phase)
        case .shadow(let shadow)?:
            let rect = Rect(origin: view.convert(shadow.rect.origin, to: root), size: shadow.rect.size)
            return .shadow(view: id, opacity: feedback.opacity, radius: feedback.radius, color: feedback.color,
                           offset: shadow.offset, rect: rect)
        case nil:
            return FeedbackLayerState(view: id, kind: feedback.kind, center: view.convert(feedback.center, to: root),
                                      radius: feedback.radius, opacity: feedback.opacity, color: feedback.color)
        }
    }
}
