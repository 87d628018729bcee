import Raster

/// A tiny built-in bitmap font for labels on contact sheets: 3 × 5 pixel glyphs drawn at an
/// integer scale, so Touchstone needs no font files or font library and labels are identical on
/// every machine.
///
/// It covers what frame labels need: the digits, `.`, `:`, `-`, `+`, `/`, `#`, `=`, `(`, `)`,
/// space, and the letters `s`, `m`, `f`, `r`, `a`, `e`, `t`, `x` (upper-case letters are drawn as
/// their lower-case glyphs). Any other character is drawn as a 3 × 5 checkerboard, so a missing
/// glyph is visible rather than silently dropped. Glyphs advance 4 pixels (one blank column) per
/// character at scale 1.
public enum BitmapFont {
    /// Glyph width in font pixels.
    public static let glyphWidth = 3
    /// Glyph height in font pixels.
    public static let glyphHeight = 5
    /// Horizontal advance per character in font pixels (the glyph and one blank column).
    public static let advance = 4

    /// Rows of each glyph, top first; `#` is ink.
    private static let glyphs: [Character: [String]] = [
        "0": ["###", "#.#", "#.#", "#.#", "###"],
        "1": [".#.", "##.", ".#.", ".#.", "###"],
        "2": ["###", "..#", "###", "#..", "###"],
        "3": ["###", "..#", "###", "..#", "###"],
        "4": ["#.#", "#.#", "###", "..#", "..#"],
        "5": ["###", "#..", "###", "..#", "###"],
        "6": ["###", "#..", "###", "#.#", "###"],
        "7": ["###", "..#", "..#", ".#.", ".#."],
        "8": ["###", "#.#", "###", "#.#", "###"],
        "9": ["###", "#.#", "###", "..#", "###"],
        ".": ["...", "...", "...", "...", ".#."],
        ":": ["...", ".#.", "...", ".#.", "..."],
        "-": ["...", "...", "###", "...", "..."],
        "+": ["...", ".#.", "###", ".#.", "..."],
        "/": ["..#", "..#", ".#.", "#..", "#.."],
        "#": ["#.#", "###", "#.#", "###", "#.#"],
        "=": ["...", "###", "...", "###", "..."],
        "(": [".#.", "#..", "#..", "#..", ".#."],
        ")": [".#.", "..#", "..#", "..#", ".#."],
        " ": ["...", "...", "...", "...", "..."],
        "s": [".##", "#..", ".#.", "..#", "##."],
        "m": ["...", "##.", "###", "#.#", "#.#"],
        "f": [".##", "#..", "###", "#..", "#.."],
        "r": ["...", ".##", "#..", "#..", "#.."],
        "a": ["...", ".##", "#.#", "#.#", ".##"],
        "e": [".#.", "#.#", "###", "#..", ".##"],
        "t": [".#.", "###", ".#.", ".#.", "..#"],
        "x": ["...", "#.#", ".#.", "#.#", "#.#"],
    ]

    /// The glyph drawn for characters the font lacks: a checkerboard.
    static let missingGlyph = ["#.#", ".#.", "#.#", ".#.", "#.#"]

    /// The characters with a glyph of their own.
    public static var supportedCharacters: Set<Character> { Set(glyphs.keys) }

    /// The rows of the glyph drawn for `character` (the lower-case glyph for an upper-case letter,
    /// the checkerboard for anything unsupported).
    public static func glyph(for character: Character) -> [String] {
        if let glyph = glyphs[character] { return glyph }
        if let lower = character.lowercased().first, let glyph = glyphs[lower] { return glyph }
        return missingGlyph
    }

    /// The width in pixels of `text` at `scale`: `advance · count − 1` font pixels (no trailing
    /// blank column), times the scale; 0 for empty text.
    public static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (advance * text.count - 1) * scale
    }

    /// The ink pixels of `text` at `scale` with its top-left corner at the origin, row by row.
    public static func inkPixels(of text: String, scale: Int) -> [(x: Int, y: Int)] {
        var pixels: [(x: Int, y: Int)] = []
        for (position, character) in text.enumerated() {
            let rows = glyph(for: character)
            for (row, bits) in rows.enumerated() {
                for (column, bit) in bits.enumerated() where bit == "#" {
                    let x0 = (position * advance + column) * scale, y0 = row * scale
                    for dy in 0..<scale { for dx in 0..<scale { pixels.append((x0 + dx, y0 + dy)) } }
                }
            }
        }
        return pixels
    }

    /// Draws `text` into `canvas` with its top-left corner at pixel (x, y), each font pixel a
    /// `scale` × `scale` square set to `color` (set, not blended; parts outside the canvas are
    /// dropped).
    public static func draw(_ text: String, into canvas: inout Canvas, x: Int, y: Int, scale: Int = 2,
                            color: Color = .black) {
        let ink = color.premultiplied
        for (position, character) in text.enumerated() {
            for (row, bits) in glyph(for: character).enumerated() {
                for (column, bit) in bits.enumerated() where bit == "#" {
                    canvas.clear(PixelRect(x: x + (position * advance + column) * scale, y: y + row * scale,
                                           width: scale, height: scale), to: ink)
                }
            }
        }
    }
}
