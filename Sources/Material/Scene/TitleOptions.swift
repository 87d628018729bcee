import JSON
import Raster
import Scene
import Text

/// A scene file's `"title"` object on `button`, `chip`, `fab` and `paper`:
/// `{"text": s, "color": c, "font": f}`; `text` is required (at most
/// ``maximumTextBytes`` bytes of UTF-8), the others default to the component's (``FontOptions``
/// for `font`).
struct TitleOptions {
    /// The longest text a title or label may have, in UTF-8 bytes: a title is a few words, and the
    /// bound keeps shaping and truncation of hostile files quick (docs/limits.md).
    static let maximumTextBytes = 10_000

    var text: String
    var color: Color?
    var font: FontSpec?
    /// The object's reader, for errors about the font file.
    var reader: JSONReader

    /// Reads the object.
    ///
    /// - Throws: ``JSON/JSONError`` with the path of an unknown key or a bad value.
    init(reading reader: JSONReader) throws {
        var object = try reader.object()
        text = try Self.text(object.required("text"))
        color = try object.optional("color")?.color()
        font = try object.optional("font").map { try FontOptions(reading: $0).spec }
        try object.finish()
        self.reader = reader
    }

    /// A title's or label's text: a string of at most ``maximumTextBytes`` bytes.
    static func text(_ reader: JSONReader) throws -> String {
        let text = try reader.string()
        guard text.utf8.count <= maximumTextBytes else {
            throw reader.error("a text of \(text.utf8.count) bytes; at most \(maximumTextBytes) bytes of UTF-8")
        }
        return text
    }

    /// The label for this title: `text` (uppercased when `uppercase`, as MDCButton's
    /// `uppercaseTitle`), the given colour or `defaultColor`, the given font or `defaultFont`.
    ///
    /// - Throws: ``JSON/JSONError`` at the title naming a missing font file.
    func label(fonts: FontLibrary, defaultFont: FontSpec, defaultColor: Color, uppercase: Bool,
               context: SceneBuildContext) throws -> LabelView {
        let font = try FontOptions.font(self.font ?? defaultFont, from: fonts, at: reader)
        let label = LabelView(text: uppercase ? text.uppercased() : text, font: font, clock: context.clock)
        label.textColor = color ?? defaultColor
        return label
    }
}
