import CFreeType
import CHarfBuzz
import Geometry
import Platform

/// One font file, opened by its path with FreeType (outlines and the `hhea` metrics) and HarfBuzz
/// (shaping), unhinted and unscaled: everything it answers is in font units (``unitsPerEm`` to the
/// em), as iOS draws text from unhinted outlines.
///
///     let face = try FontFace(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf")
///     let glyphs = face.shape("BUTTON")          // advances 1293, 1336, 1260, 1216, 1414, 1455
///     let outline = face.outline(of: glyphs[0].glyph)   // "B" in font units, y up
///
/// The file is named by its path and nothing else: no system font lookup (fontconfig) is ever
/// made, so text comes out the same on every machine with the same file. A face is safe to use
/// from several threads (its FreeType and HarfBuzz objects are used under a lock) and keeps the
/// outlines it has loaded, by glyph, for its lifetime.
public final class FontFace: @unchecked Sendable {
    /// The file the face was read from.
    public let path: String
    /// Font units per em (2048 for Roboto).
    public let unitsPerEm: Int
    /// The `hhea` ascender, in font units (1900 for Roboto): what UIFont's `ascender` scales.
    public let ascender: Int
    /// The `hhea` descender, in font units, negative below the baseline (−500 for Roboto).
    public let descender: Int
    /// The `hhea` line gap, in font units (0 for Roboto).
    public let lineGap: Int

    private let library: FT_Library
    private let face: FT_Face
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    private let hbFont: OpaquePointer
    private let lock = Lock()
    /// Outlines loaded so far, by glyph id, in font units; read and written only under
    /// ``locked(_:)`` (`FontFace+Outline.swift`).
    var outlines: [UInt32: Path] = [:]

    /// Opens the font file at `path`.
    ///
    /// - Throws: ``FontError`` when the file is missing or not a regular file, or when FreeType or
    ///   HarfBuzz cannot read it as a scalable font with an `hhea` table.
    public init(path: String) throws {
        guard let kind = FileKind(ofPath: path) else {
            throw FontError(path: path, message: "no such font file (Debian's fonts-roboto-unhinted installs Roboto)")
        }
        guard kind == .regularFile else {
            throw FontError(path: path, message: "\(kind), not a font file")
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError(path: path, message: "FreeType could not start")
        }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError(path: path, message: "not a font FreeType can read")
        }
        func fail(_ message: String) -> FontError {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return FontError(path: path, message: message)
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            throw fail("not a scalable (outline) font")
        }
        guard let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) else {
            throw fail("no hhea table (horizontal metrics)")
        }
        let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw fail("HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, 0)!
        let hbFont = hb_font_create(hbFace)!
        let units = Int(face.pointee.units_per_EM)
        // Advances and offsets in font units: HarfBuzz's own OpenType functions, unhinted.
        hb_font_set_scale(hbFont, Int32(units), Int32(units))
        self.path = path
        self.library = library
        self.face = face
        self.blob = blob
        self.hbFace = hbFace
        self.hbFont = hbFont
        unitsPerEm = units
        ascender = Int(hhea.Ascender)
        descender = Int(hhea.Descender)
        lineGap = Int(hhea.Line_Gap)
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Runs `body` under the face's lock.
    func locked<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }

    /// The HarfBuzz font, for ``shape(_:)``; use only under ``locked(_:)``.
    var harfBuzzFont: OpaquePointer { hbFont }
    /// The FreeType face, for ``outline(of:)``; use only under ``locked(_:)``.
    var freeTypeFace: FT_Face { face }
}
