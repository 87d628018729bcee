import JSON
import Scene
import Text

/// A scene file's `"font"` object: `{"style": name}` (a style of MDC's typography scheme,
/// ``Text/TypographyStyle``), `{"size": n, "weight": "light" | "regular" | "medium"}`, or a style
/// with `size` or `weight` replacing its own. `size` is in points, from
/// ``Text/FontSpec/minimumSize`` to ``Text/FontSpec/maximumSize``; `weight` is regular when
/// neither it nor a style gives one.
struct FontOptions {
    /// The font asked for.
    var spec: FontSpec

    /// Reads the object.
    ///
    /// - Throws: ``JSON/JSONError`` with the path of an unknown key or a bad value, or at the
    ///   object when it has neither `style` nor `size`.
    init(reading reader: JSONReader) throws {
        var object = try reader.object()
        let style = try object.optional("style")?.enumCase(of: TypographyStyle.self)
        let size = try object.optional("size").map(Self.size)
        let weight = try object.optional("weight")?.enumCase(of: FontWeight.self)
        try object.finish()
        guard let base = style?.spec ?? size.map({ FontSpec(size: $0, weight: .regular) }) else {
            throw reader.error("expected a \"style\" (\(TypographyStyle.allCases.map(\.rawValue).joined(separator: ", "))) or a \"size\"")
        }
        spec = FontSpec(size: size ?? base.size, weight: weight ?? base.weight)
    }

    /// A font size in points within ``Text/FontSpec``'s limits.
    static func size(_ reader: JSONReader) throws -> Double {
        let size = try reader.double()
        guard size >= FontSpec.minimumSize, size <= FontSpec.maximumSize else {
            throw reader.error("expected a font size from \(Int(FontSpec.minimumSize)) to \(Int(FontSpec.maximumSize)) points, found \(reader.value)")
        }
        return size
    }

    /// `spec`'s font from `fonts`, a missing or unreadable font file reported at `reader`.
    ///
    /// - Throws: ``JSON/JSONError`` at `reader`'s path naming the font file.
    static func font(_ spec: FontSpec, from fonts: FontLibrary, at reader: JSONReader) throws -> Font {
        do {
            return try fonts.font(spec)
        } catch let error as FontError {
            throw reader.error("\(error)")
        }
    }
}
