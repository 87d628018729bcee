import Geometry
import Raster

/// One piece of feedback a view presents at a moment, in the view's own coordinates, as a
/// ``FeedbackReporting`` view reports it; ``LoadedScene/feedbackStates(at:)`` converts it to scene
/// points and files it under the view's id (a ``FeedbackLayerState``).
///
///     LiveFeedback(kind: .ripple, center: Point(x: 40, y: 30), radius: 52.5, opacity: 1,
///                  color: Color(red: 0, green: 0, blue: 0, alpha: 31))
public struct LiveFeedback: Hashable, Sendable {
    /// What it is.
    public var kind: FeedbackKind
    /// Its centre in the view's own coordinates (points); for a scroll view, (0, 0).
    public var center: Point
    /// Its radius in points in the view's coordinates; 0 for what has none (a fade, a scroll
    /// view); a shadow's blur radius.
    public var radius: Double
    /// Its presented opacity, 0…1 (the view's alpha not folded in).
    public var opacity: Double
    /// Its colour, alpha included.
    public var color: Color
    /// The values only some kinds have (a shadow's rectangle, in the view's coordinates; a
    /// scroll view's motion); `nil` for a drawn circle or rectangle.
    public var detail: Detail?

    /// A drawn piece of feedback: a circle of `radius` about `center`, or a rectangle (radius 0).
    public init(kind: FeedbackKind, center: Point, radius: Double, opacity: Double, color: Color) {
        self.kind = kind
        self.center = center
        self.radius = radius
        self.opacity = opacity
        self.color = color
        detail = nil
    }

    /// A scroll view's motion: kind ``FeedbackKind/scroll``.
    public static func scroll(contentOffset: Point, velocity: Point, phase: ScrollPhase) -> LiveFeedback {
        var feedback = LiveFeedback(kind: .scroll, center: .zero, radius: 0, opacity: 0, color: .clear)
        feedback.detail = .scroll(ScrollMotion(contentOffset: contentOffset, velocity: velocity, phase: phase))
        return feedback
    }

    /// A shadow cast from `rect` (the view's coordinates, moved by `offset`): kind
    /// ``FeedbackKind/shadow``, centred on the rectangle.
    public static func shadow(opacity: Double, radius: Double, color: Color, offset: Size, rect: Rect) -> LiveFeedback {
        var feedback = LiveFeedback(kind: .shadow, center: rect.center, radius: radius, opacity: opacity, color: color)
        feedback.detail = .shadow(ShadowGeometry(offset: offset, rect: rect))
        return feedback
    }
}
