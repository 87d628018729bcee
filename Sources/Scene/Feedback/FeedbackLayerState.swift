import Geometry
import Raster

/// The state of one live feedback layer (a ripple, an ink layer, a tap circle, a background fade or
/// a raised shadow, or a custom component's own) or of one scroll view of a loaded scene at one
/// moment, in scene points: what ``LoadedScene/feedbackStates(at:)`` gives from every
/// ``FeedbackReporting`` view and the per-frame `state` lists of a report written with
/// `touchstone replay --state` hold.
///
/// Recording ripple state as data lets tests assert radius, opacity and origin per frame against
/// the originals' curves (docs/material.md) without comparing pixels.
///
///     let ripple = FeedbackLayerState(view: "card", kind: .ripple, center: Point(x: 40, y: 30),
///                                     radius: 30, opacity: 1, color: .black)
///     let scroll = FeedbackLayerState.scroll(view: "feed", contentOffset: Point(x: 0, y: 120),
///                                            velocity: Point(x: 0, y: -850), phase: .decelerating)
///
/// Entries of kind `scroll` and `shadow` carry ``detail``; the report writes each kind's own keys
/// (docs/formats.md#reports-reportjson).
public struct FeedbackLayerState: Hashable, Sendable {
    /// The `id` of the scene view the layer belongs to.
    public var view: String
    /// What the layer is: ``FeedbackKind/ripple`` (an MDC ripple, stateful or not),
    /// ``FeedbackKind/ink`` (an MDC ink layer), ``FeedbackKind/tapCircle`` or ``FeedbackKind/fade``
    /// (BFPaperView's tap circle and background fade), ``FeedbackKind/shadow`` (a raised
    /// BFPaperView's shadow), ``FeedbackKind/scroll`` (a scroll view's motion), or a custom
    /// component's own kind, a drawn layer.
    public var kind: FeedbackKind
    /// The layer's centre in scene points (the root view's coordinates); for a shadow, the centre
    /// of its rectangle; for a scroll view, (0, 0).
    public var center: Point
    /// The layer's radius in points, scaled by the view's transforms to the scene (translations in
    /// a scene file); 0 for a fade, which is a rectangle covering its view; a shadow's blur radius;
    /// 0 for a scroll view.
    public var radius: Double
    /// The layer's presented opacity, 0…1 (a shadow's `shadowOpacity`); 0 for a scroll view.
    public var opacity: Double
    /// The layer's colour, written as `#rrggbbaa`; a shadow's colour; clear for a scroll view.
    public var color: Color
    /// The values only some kinds have; `nil` for drawn layers.
    public var detail: Detail?

    /// The values of the kinds that are not a drawn circle or rectangle.
    public enum Detail: Hashable, Sendable {
        /// A scroll view's motion (kind `scroll`).
        case scroll(ScrollMotion)
        /// A layer's shadow geometry (kind `shadow`).
        case shadow(ShadowGeometry)
    }

    /// A scroll view's motion at one moment.
    public struct ScrollMotion: Hashable, Sendable {
        /// The presented content offset in points.
        public var contentOffset: Point
        /// The rate of change of the content offset, points per second.
        public var velocity: Point
        /// What the scroll view is doing; a report writes its raw value (`idle`, `tracking`,
        /// `dragging`, `decelerating`, `bouncing`).
        public var phase: ScrollPhase

        /// Creates a motion entry.
        public init(contentOffset: Point, velocity: Point, phase: ScrollPhase) {
            self.contentOffset = contentOffset
            self.velocity = velocity
            self.phase = phase
        }
    }

    /// A shadow's geometry at one moment (besides its opacity, blur radius and colour).
    public struct ShadowGeometry: Hashable, Sendable {
        /// The layer's `shadowOffset` in points.
        public var offset: Size
        /// The rectangle the shadow is cast from, in scene points: the presented shadow path's
        /// bounds moved by ``offset``.
        public var rect: Rect

        /// Creates a shadow geometry.
        public init(offset: Size, rect: Rect) {
            self.offset = offset
            self.rect = rect
        }
    }

    /// Creates a state entry of a drawn layer.
    public init(view: String, kind: FeedbackKind, center: Point, radius: Double, opacity: Double, color: Color) {
        self.view = view
        self.kind = kind
        self.center = center
        self.radius = radius
        self.opacity = opacity
        self.color = color
        detail = nil
    }

    /// The entry of a scroll view: kind `scroll`.
    public static func scroll(view: String, contentOffset: Point, velocity: Point, phase: ScrollPhase) -> FeedbackLayerState {
        var state = FeedbackLayerState(view: view, kind: .scroll, center: .zero, radius: 0, opacity: 0, color: .clear)
        state.detail = .scroll(ScrollMotion(contentOffset: contentOffset, velocity: velocity, phase: phase))
        return state
    }

    /// The entry of a shadow: kind `shadow`, with its opacity, blur radius, colour, offset and
    /// rectangle (scene points).
    public static func shadow(view: String, opacity: Double, radius: Double, color: Color, offset: Size,
                              rect: Rect) -> FeedbackLayerState {
        var state = FeedbackLayerState(view: view, kind: .shadow, center: rect.center, radius: radius,
                                       opacity: opacity, color: color)
        state.detail = .shadow(ShadowGeometry(offset: offset, rect: rect))
        return state
    }
}
