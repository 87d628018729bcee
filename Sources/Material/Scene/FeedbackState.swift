import Geometry
import Raster

/// One live piece of touch feedback in a scene at one moment, as `touchstone replay --state` writes
/// it (design.md, "Report": `{"view", "kind", "center", "radius", "opacity", "color"}`).
public struct FeedbackState: Hashable, Sendable {
    /// The scene-file id of the view the feedback belongs to.
    public var view: String
    /// `"ripple"` (an MDC ripple, stateful or not), `"ink"` (an MDC ink layer), `"tapCircle"` or
    /// `"fade"` (BFPaperView's tap circle and background fade).
    public var kind: String
    /// The centre in scene points (the root view's coordinates).
    public var center: Point
    /// The radius in points (scaled by the view's transforms to the scene, which are translations
    /// in a scene file), `nil` for a fade layer, which is a rectangle.
    public var radius: Double?
    /// The presented opacity, 0 … 1.
    public var opacity: Double
    /// The fill colour.
    public var color: Color

    /// Creates a state.
    public init(view: String, kind: String, center: Point, radius: Double?, opacity: Double, color: Color) {
        self.view = view
        self.kind = kind
        self.center = center
        self.radius = radius
        self.opacity = opacity
        self.color = color
    }
}
