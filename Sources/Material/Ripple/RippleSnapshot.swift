import Geometry
import Raster

/// What one live ripple shows at an instant, for the replay harness's per-frame state
/// (a report's `state` entry, docs/formats.md: `{"view", "kind", "center", "radius", "opacity", "color"}`).
///
///     for ripple in rippleView.rippleSnapshots(at: clock.now) {
///         print(ripple.center, ripple.radius, ripple.opacity, ripple.color.hex)
///     }
public struct RippleSnapshot: Hashable, Sendable {
    /// The circle's centre in the ripple view's coordinates (its presented position).
    public var center: Point
    /// The circle's presented radius in points: the final radius times the presented scale.
    public var radius: Double
    /// The ripple's own presented opacity, 0…1 (the view's alpha is not folded in).
    public var opacity: Double
    /// The fill colour, alpha included (the ripple colour, not multiplied by ``opacity``).
    public var color: Color
}
