import Geometry
import Raster

/// One piece of live feedback of a loaded scene at one moment — a ripple, an ink layer, a tap
/// circle, a background fade, a raised shadow, a scroll view's motion, or a custom component's
/// own — under the id of the scene view it belongs to, in scene points: what
/// ``LoadedScene/feedbackStates(at:)`` gives from every ``FeedbackReporting`` view and the
/// per-frame `state` lists of a report written with `touchstone replay --state` hold.
///
/// Recording ripple state as data lets tests assert radius, opacity and origin per frame against
/// the originals' curves (docs/material.md) without comparing pixels.
///
///     let ripple = FeedbackLayerState(view: "card", kind: .ripple, center: Point(x: 40, y: 30),
///                                     radius: 30, opacity: 1, color: .black)
///     let scroll = FeedbackLayerState.scroll(view: "feed", contentOffset: Point(x: 0, y: 120),
///                                            velocity: Point(x: 0, y: -850), phase: .decelerating)
///     ripple.radius     // 30: the feedback's values read through the state
///
/// The values are a ``LiveFeedback``'s, read and written through the state (`state.kind`,
/// `state.center`, `state.radius`, `state.opacity`, `state.color`, `state.detail`), with centres
/// and shadow rectangles in the root view's coordinates; entries of kind `scroll` and `shadow`
/// carry ``LiveFeedback/detail``, and the report writes each kind's own keys
/// (docs/formats.md#reports-reportjson).
@dynamicMemberLookup
public struct FeedbackLayerState: Hashable, Sendable {
    /// The `id` of the scene view the feedback belongs to.
    public var view: String
    /// The feedback, in scene points.
    public var feedback: LiveFeedback

    /// A value of the feedback (``LiveFeedback``): `state.kind`, `state.radius`, ….
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LiveFeedback, Value>) -> Value {
        get { feedback[keyPath: keyPath] }
        set { feedback[keyPath: keyPath] = newValue }
    }

    /// The entry of a scroll view: kind `scroll`.
    public static func scroll(view: String, contentOffset: Point, velocity: Point, phase: ScrollPhase) -> FeedbackLayerState {
        FeedbackLayerState(view: view, feedback: .scroll(contentOffset: contentOffset, velocity: velocity, phase: phase))
    }

    /// The entry of a shadow: kind `shadow`, with its opacity, blur radius, colour, offset and
    /// rectangle (scene points).
    public static func shadow(view: String, opacity: Double, radius: Double, color: Color, offset: Size,
                              rect: Rect) -> FeedbackLayerState {
        FeedbackLayerState(view: view, feedback: .shadow(opacity: opacity, radius: radius, color: color, offset: offset, rect: rect))
    }
}

extension FeedbackLayerState {
    /// The entry of a drawn layer: a circle of `radius` about `center` (scene points), or a
    /// rectangle (radius 0).
    public init(view: String, kind: FeedbackKind, center: Point, radius: Double, opacity: Double, color: Color) {
        self.init(view: view, feedback: LiveFeedback(kind: kind, center: center, radius: radius, opacity: opacity, color: color))
    }
}
