import Geometry
import Raster
import Scene

/// A raised ``PaperView``'s shadow at one moment, as presented: what lifts while a finger is down
/// (docs/material.md#paper), for `--state`.
///
///     paper.shadowState(at: clock.now)   // at rest: opacity 0.5, radius 1.5, offset (0, 1),
///                                        // rect (0, 2, w, h + 1)
///
/// BFPaperView never animates the layer's `shadowOffset`; the lift moves the shadow *path* from
/// ``PaperView/downRect`` to ``PaperView/upRect``. ``rect`` is where the shadow is cast from: the
/// presented path's bounds moved by the offset — (0, 2, w, h + 1) at rest and (−2, 5, w + 4,
/// h + 4) lifted, with the default offsets.
public struct PaperShadowState: Hashable, Sendable {
    /// The presented `shadowOpacity`, 0…1.
    public var opacity: Double
    /// The presented blur radius in points.
    public var radius: Double
    /// The layer's `shadowOffset` (always the lowered offset).
    public var offset: Size
    /// The rectangle the shadow is cast from, in the view's coordinates.
    public var rect: Rect
    /// The shadow's colour.
    public var color: Color

    /// Creates a shadow state.
    public init(opacity: Double, radius: Double, offset: Size, rect: Rect, color: Color) {
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.rect = rect
        self.color = color
    }
}

extension PaperView {
    /// The shadow presented at `time` (clock nanoseconds); `nil` for a flat view, or while the
    /// shadow has no path or no opacity (nothing is cast).
    public func shadowState(at time: Int64) -> PaperShadowState? {
        guard isRaised else { return nil }
        let p = layer.presentation(at: time)
        guard p.shadowOpacity > 0, let box = p.shadowPath?.controlPointBounds else { return nil }
        let rect = Rect(x: box.origin.x + p.shadowOffset.width, y: box.origin.y + p.shadowOffset.height,
                        width: box.size.width, height: box.size.height)
        return PaperShadowState(opacity: p.shadowOpacity, radius: p.shadowRadius, offset: p.shadowOffset,
                                rect: rect, color: p.shadowColor)
    }
}
