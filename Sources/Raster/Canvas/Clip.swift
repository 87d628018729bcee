import Geometry

/// What a fill is clipped to: the fill only changes pixels where the clip has coverage, and its
/// coverage is multiplied by the clip's (exactly rounded, as ``SourceOver`` multiplies).
///
///     canvas.fill(ripple, color: ink, clip: .path(card, rule: .nonZero, transform: scale))
///
/// A path clip is rasterized only over the part of the canvas where the fill and the clip overlap
/// (their bounds intersected), into a small reused A8 buffer; no canvas-sized mask is made.
public enum Clip: Sendable {
    /// Clip to a path's anti-aliased coverage under a fill rule, mapped to pixels by `transform`.
    /// A path with non-finite points clips everything away.
    case path(Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity)
    /// Clip to a coverage mask (in canvas pixels); outside its bounds nothing is drawn.
    case mask(CoverageMask)
    /// Clip to whole pixels: coverage 255 inside the rectangle, 0 outside. The same pixels as
    /// `.path` with the rectangle's outline (whose exact-area coverage is 255 inside and 0
    /// outside, and `c·255/255 = c`), without rasterizing the outline or multiplying coverage:
    /// the fill's own rasterization is limited to the rectangle (a pixel's coverage does not
    /// depend on the rectangle it is computed in). How a scene renderer redraws a damage region.
    case rectangle(PixelRect)
}
