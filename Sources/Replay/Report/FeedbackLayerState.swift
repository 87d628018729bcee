import Geometry
import Raster

/// The state of one live feedback layer (a ripple, a tap circle or a background fade) in one
/// frame: the per-frame `state` lists of a report written with `--state`.
///
/// Recording ripple state as data lets tests assert radius, opacity and origin per frame against
/// the spec's curves without comparing pixels.
public struct FeedbackLayerState: Hashable, Sendable {
    /// The `id` of the scene view the layer belongs to.
    public var view: String
    /// What the layer is, as the replayer names it (such as `ripple`, `tapCircle`, `fade`); any
    /// non-empty string is accepted when reading.
    public var kind: String
    /// The layer's centre in scene points.
    public var center: Point
    /// The layer's radius in points (0 for a fade, which covers its view).
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
