/// What a ``ScrollView`` is doing: UIKit's `isTracking`, `isDragging` and `isDecelerating` as one
/// value, with the bounce back to an edge told apart.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable {
    /// At rest, no finger down.
    case idle
    /// A finger is down on the scroll view but has not moved far enough to scroll (`isTracking`).
    case tracking
    /// The finger is scrolling the content (`isTracking` and `isDragging`).
    case dragging
    /// The finger lifted and the content coasts (`isDecelerating`).
    case decelerating
    /// The content springs back to an edge, after a release beyond it or a coast that reached it
    /// (`isDecelerating`).
    case bouncing
}
