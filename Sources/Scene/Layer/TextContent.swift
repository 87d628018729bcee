import Geometry
import Raster

/// A text layer's model: laid-out glyph outlines in the layer's coordinates, filled non-zero in one
/// colour (text colour × coverage, source-over; Core Graphics' font smoothing is not modelled).
///
/// The renderer keeps the outline's coverage per layer while the outline, the layer's scale,
/// rotation and skew and the fraction of a pixel its origin lands on stay the same: a title under
/// a growing ripple is rasterized once and then only composited (see "Text" in ``Renderer``).
/// The outline comes from a text layout (the Text library's `TextLayout`); this type only draws it.
public struct TextContent: Hashable, Sendable {
    /// The glyphs' outlines, in the layer's coordinates (points), filled non-zero.
    public var outline: Path
    /// The text colour; a transparent colour draws nothing.
    public var color: Color

    /// Creates text content.
    public init(outline: Path, color: Color) {
        self.outline = outline
        self.color = color
    }
}
