/// A view that shows touch feedback of its own — a ripple, an ink layer, a tap circle, a scroll
/// view's motion, or a custom component's glow — and says what it presents at a moment. Every
/// ``LoadedScene/feedbackStates(at:)`` caller sees it: `touchstone replay --state`, the HTML
/// viewer's curves, `SceneTester.feedback(of:)`. The built-in components adopt it (`RippleView`,
/// `InkView`, `PaperView`, ``ScrollView``); a custom view adopts it the same way:
///
///     final class GlowView: View, FeedbackReporting {
///         func liveFeedback(at time: Int64) -> [LiveFeedback] {
///             let p = glowLayer.presentation(at: time)
///             guard p.opacity > 0 else { return [] }
///             return [LiveFeedback(kind: "glow", center: p.position, radius: p.bounds.width / 2,
///                                  opacity: p.opacity, color: glowColor)]
///         }
///     }
///
/// Views inside a component (a ripple view a surface adds to itself) are found by walking the
/// tree, so a component reports through whichever of its views adopts the protocol.
public protocol FeedbackReporting: View {
    /// The feedback presented at `time` (clock nanoseconds, the clock's current time when asked
    /// by a replay), back to front, in this view's own coordinates.
    func liveFeedback(at time: Int64) -> [LiveFeedback]
}
