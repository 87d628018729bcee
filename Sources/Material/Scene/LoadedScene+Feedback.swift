import Geometry
import Raster
import Scene

extension LoadedScene {
    /// Every live ripple, ink layer, tap circle and fade layer of the scene presented at `time`
    /// (clock nanoseconds), every raised paper view's shadow and every scroll view's motion, for
    /// `touchstone replay --state`.
    ///
    /// Order: the scene's views in document order (``LoadedScene/entries``); within a view, the
    /// view itself and then its descendants depth-first back to front, stopping at descendants
    /// that are views of the file themselves (they come under their own id); within one ripple,
    /// ink or paper view, its feedback back to front (a paper view's shadow first); a scroll view
    /// before its content. Centres and shadow rectangles are converted to scene points. A scroll
    /// view's entry is its state as of the clock's latest step (its motion is evaluated whenever
    /// the clock moves), so `time` should be the clock's current time, as the replayer passes.
    ///
    ///     let states = scene.feedbackStates(at: scene.clock.now)
    public func feedbackStates(at time: Int64) -> [FeedbackLayerState] {
        let fileViews = Set(entries.map { ObjectIdentifier($0.view) })
        var states: [FeedbackLayerState] = []
        for entry in entries {
            collect(entry.view, id: entry.id, fileViews: fileViews, isEntry: true, time: time, into: &states)
        }
        return states
    }

    private func collect(_ view: View, id: String, fileViews: Set<ObjectIdentifier>, isEntry: Bool,
                         time: Int64, into states: inout [FeedbackLayerState]) {
        if !isEntry && fileViews.contains(ObjectIdentifier(view)) { return }
        func add(kind: String, center: Point, radius: Double?, opacity: Double, color: Color) {
            let sceneCenter = view.convert(center, to: root)
            // A fade layer has no radius; the state gives it 0, as the report format says.
            states.append(FeedbackLayerState(view: id, kind: kind, center: sceneCenter, radius: radius ?? 0,
                                             opacity: opacity, color: color))
        }
        if let scroll = view as? ScrollView {
            states.append(.scroll(view: id, contentOffset: scroll.contentOffset, velocity: scroll.velocity,
                                  phase: scroll.phase.rawValue))
        } else if let ripple = view as? RippleView {
            for s in ripple.liveRippleStates(at: time) {
                add(kind: "ripple", center: s.center, radius: s.radius, opacity: s.opacity, color: s.color)
            }
        } else if let ink = view as? InkView {
            for s in ink.liveInkStates(at: time) {
                add(kind: "ink", center: s.center, radius: s.radius, opacity: s.opacity, color: s.color)
            }
        } else if let paper = view as? PaperView {
            if let shadow = paper.shadowState(at: time) {
                let origin = view.convert(shadow.rect.origin, to: root)
                let sceneRect = Rect(origin: origin, size: shadow.rect.size)
                states.append(.shadow(view: id, opacity: shadow.opacity, radius: shadow.radius, color: shadow.color,
                                      offset: shadow.offset, rect: sceneRect))
            }
            for s in paper.liveStates(at: time) {
                add(kind: s.kind.rawValue, center: s.center, radius: s.radius, opacity: s.opacity, color: s.color)
            }
        }
        for subview in view.subviews {
            collect(subview, id: id, fileViews: fileViews, isEntry: false, time: time, into: &states)
        }
    }
}
