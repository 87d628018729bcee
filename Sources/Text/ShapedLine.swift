/// One line of text shaped in one font: its glyphs and its advance width.
public struct ShapedLine: Hashable, Sendable {
    /// The text shaped.
    public let text: String
    /// The glyphs in visual order, in font units.
    public let glyphs: [ShapedGlyph]
    /// The sum of the advances, in font units.
    public let advanceUnits: Int
    /// The width in points: the advances scaled by the font's size.
    public let width: Double

    /// Shapes `text` in `font` (``FontFace/shape(_:)``).
    public init(_ text: String, font: Font) {
        self.text = text
        glyphs = font.face.shape(text)
        advanceUnits = glyphs.reduce(0) { $0 + $1.advance }
        width = Double(advanceUnits) * font.pointsPerUnit
    }
}
