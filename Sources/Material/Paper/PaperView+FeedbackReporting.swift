import Geometry
import Scene

extension PaperView: FeedbackReporting {
    /// The feedback presented at `time` (clock nanoseconds), back to front, in this view's
    /// coordinates: a raised view's shadow (kind ``Scene/FeedbackKind/shadow``), the fade while its
    /// presented opacity is above 0 (``Scene/FeedbackKind/fade``, radius 0), then each live tap
    /// circle, growing or bursting, in drawing order (``Scene/FeedbackKind/tapCircle``: presented
    /// centre, half the presented diameter as radius, opacity and fill colour).
    ///
    ///     paper.liveFeedback(at: clock.now)   // at rest: the shadow, opacity 0.5, radius 1.5,
    ///                                         // offset (0, 1), rect (0, 2, w, h + 1)
    ///
    /// BFPaperView never animates the layer's `shadowOffset`; the lift moves the shadow *path*
    /// from ``downRect`` to ``upRect``. The shadow's rectangle is where it is cast from: the
    /// presented path's bounds moved by the offset — (0, 2, w, h + 1) at rest and (−2, 5, w + 4,
    /// h + 4) lifted, with the default offsets. A flat view, or a shadow without a path or
    /// opacity, casts none.
    public func liveFeedback(at time: Int64) -> [LiveFeedback] {
        var feedback: [LiveFeedback] = []
        if let shadow = shadow(at: time) { feedback.append(shadow) }
        for sublayer in layer.sublayers {
            let p = sublayer.presentation(at: time)
            if sublayer === fadeLayer {
                guard p.opacity > 0 else { continue }
                let frame = Rect(x: p.position.x - p.bounds.width / 2, y: p.position.y - p.bounds.height / 2,
                                 width: p.bounds.width, height: p.bounds.height)
                feedback.append(LiveFeedback(kind: .fade, center: frame.center, radius: 0, opacity: p.opacity,
                                             color: p.backgroundColor))
            } else if queuedTapCircles.contains(where: { $0 === sublayer })
                        || burstingTapCircles.contains(where: { $0 === sublayer }),
                      case .shape(let shape) = p.content, let box = shape.path.controlPointBounds {
                feedback.append(LiveFeedback(kind: .tapCircle, center: box.center, radius: box.width / 2,
                                             opacity: p.opacity, color: shape.fillColor ?? .clear))
            }
        }
        return feedback
    }

    /// The shadow presented at `time`, or `nil` when none is cast.
    private func shadow(at time: Int64) -> LiveFeedback? {
        guard isRaised else { return nil }
        let p = layer.presentation(at: time)
        guard p.shadowOpacity > 0, let box = p.shadowPath?.controlPointBounds else { return nil }
        let rect = Rect(x: box.origin.x + p.shadowOffset.width, y: box.origin.y + p.shadowOffset.height,
                        width: box.size.width, height: box.size.height)
        return .shadow(opacity: p.shadowOpacity, radius: p.shadowRadius, color: p.shadowColor,
                       offset: p.shadowOffset, rect: rect)
    }
}
