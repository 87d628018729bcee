import Material
import Replay
import Scene

/// The one place `touchstone replay --state` gets each frame's feedback-layer state from: the
/// Material library's ``Material/LoadedScene/feedbackStates(at:)`` (every live ripple, ink layer,
/// tap circle and fade), converted to the report's ``Replay/FeedbackLayerState``.
enum SceneFeedbackState {
    /// The state function for `--state`. A fade layer, which Material describes with no radius
    /// (it is a rectangle covering its view), gets radius 0, as the report format says.
    static func function() -> Replayer.StateFunction {
        { scene, time in
            scene.feedbackStates(at: time).map { state in
                FeedbackLayerState(view: state.view, kind: state.kind, center: state.center,
                                   radius: state.radius ?? 0, opacity: state.opacity, color: state.color)
            }
        }
    }
}
