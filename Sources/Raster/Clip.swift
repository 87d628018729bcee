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
}
