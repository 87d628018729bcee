import Geometry

extension LiveFeedback {
    /// The values of the kinds that are not a drawn circle or rectangle; ``LiveFeedback/scroll(contentOffset:velocity:phase:)``
    /// and ``LiveFeedback/shadow(opacity:radius:color:offset:rect:)`` make them.
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
    }

    /// A shadow's geometry at one moment (besides its opacity, blur radius and colour).
    public struct ShadowGeometry: Hashable, Sendable {
        /// The layer's `shadowOffset` in points.
        public var offset: Size
        /// The rectangle the shadow is cast from, in the coordinates of the feedback (the view's,
        /// or the scene's in a ``FeedbackLayerState``): the presented shadow path's bounds moved by
        /// ``offset``.
        public var rect: Rect
    }
}
