import Replay
import Scene

/// The one place `touchstone replay --state` gets each frame's feedback-layer state from.
///
/// The per-frame state of ripples, tap circles and fades is the Material library's to describe
/// (its `feedbackStates(in:at:)`); until that function is on this branch, `--state` is refused
/// with exit 2 instead of writing empty lists that would look like "no feedback". When it lands,
/// this function returns a closure making that one call and converting each entry to a
/// ``Replay/FeedbackLayerState``.
enum SceneFeedbackState {
    /// The state function for `--state`.
    ///
    /// - Throws: ``CommandLineError`` while the Material state function is unavailable.
    static func function() throws -> Replayer.StateFunction {
        throw CommandLineError("replay: --state needs the Material library's per-frame feedback state, which this build does not have yet")
    }
}
