import Geometry
import Raster

/// The state of one live feedback layer (a ripple, an ink layer, a tap circle or a background fade)
/// of a loaded scene at one moment: what Material's `LoadedScene.feedbackStates(at:)` gives and
/// the per-frame `state` lists of a report written with `touchstone replay --state` hold.
///
/// Recording ripple state as data lets tests assert radius, opacity and origin per frame against
/// the spec's curves without comparing pixels.
public struct FeedbackLayerState: Hashable, Sendable {
    /// The `id` of the scene view the layer belongs to.
    public var view: String
    /// What the layer is: `ripple` (an MDC ripple, stateful or not), `ink` (an MDC ink layer),
    /// `tapCircle` or `fade` (BFPaperView's tap circle and background fade); any non-empty string
    /// is accepted when reading a report.
    public var kind: String
    /// The layer's centre in scene points (the root view's coordinates).
    public var center: Point
    /// The layer's radius in points, scaled by the view's transforms to the scene (translations in
    /// a scene file); 0 for a fade, which is a rectangle covering its view.
    public var radius: Double
    /// The layer's presented opacity, 0…1.
    public var opacity: Double
    /// The layer's colour, written as `#rrggbbaa`.
    public var color: Color

    /// Creates a state entry.
    public init(view: String, kind: String, center: Point, radius: Double, opacity: Double, color: Color) {
        self.view = view
        self.kind = kind
        self.center = center
        self.radius = radius
        self.opacity = opacity
        self.color = color
    }
}
