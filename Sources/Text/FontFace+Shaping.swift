import CHarfBuzz

/// One glyph of shaped text, in font units.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in the font.
    public var glyph: UInt32
    /// The UTF-8 offset of the first byte of the text the glyph stands for (HarfBuzz's cluster).
    public var cluster: Int
    /// How far the pen moves after the glyph, in font units (kerning included).
    public var advance: Int
    /// Where the glyph is drawn relative to the pen, in font units (y up).
    public var xOffset: Int, yOffset: Int

    /// Creates a glyph.
    public init(glyph: UInt32, cluster: Int, advance: Int, xOffset: Int = 0, yOffset: Int = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.advance = advance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}

extension FontFace {
    /// The language every buffer is shaped in. HarfBuzz's default is the process's locale
    /// (`setlocale`), which would make shaping depend on the machine's environment; English is
    /// what the bundled scenes are written in and changes nothing for Latin text without
    /// language-specific features.
    static let shapingLanguage = "en"

    /// `text` shaped with HarfBuzz's defaults for horizontal text — kerning on, as Core Text
    /// kerns by default — into glyphs in visual order, in font units.
    ///
    /// The direction and script are guessed from the text (HarfBuzz's
    /// `hb_buffer_guess_segment_properties`), the language is ``shapingLanguage``.
    public func shape(_ text: String) -> [ShapedGlyph] {
        guard !text.isEmpty else { return [] }
        return locked {
            let buffer = hb_buffer_create()!
            defer { hb_buffer_destroy(buffer) }
            var utf8 = Array(text.utf8)
            utf8.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
                }
            }
            hb_buffer_set_language(buffer, hb_language_from_string(Self.shapingLanguage, -1))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(harfBuzzFont, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
            return (0..<Int(count)).map { i in
                ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                            advance: Int(positions[i].x_advance), xOffset: Int(positions[i].x_offset),
                            yOffset: Int(positions[i].y_offset))
            }
        }
    }
}
