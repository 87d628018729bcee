import CFreeType
import Geometry

extension FontFace {
    /// The outline of `glyph` in font units, y up, as FreeType decomposes it unhinted and
    /// unscaled (`FT_LOAD_NO_SCALE`, which implies no hinting; `FT_Outline_Decompose`): one closed
    /// subpath per contour, TrueType's conic arcs as quadratic Bézier segments (the implied
    /// on-curve points filled in by FreeType), cubics as cubics. Filled non-zero. An empty path for
    /// a glyph with no outline (a space) or one FreeType cannot load.
    public func outline(of glyph: UInt32) -> Path {
        locked {
            if let known = outlines[glyph] { return known }
            let path = decompose(glyph)
            outlines[glyph] = path
            return path
        }
    }

    /// Loads and decomposes `glyph` (under the lock).
    private func decompose(_ glyph: UInt32) -> Path {
        let face = freeTypeFace
        guard FT_Load_Glyph(face, glyph, touchstone_ft_load_no_scale) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        var outline = face.pointee.glyph.pointee.outline
        var builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user).moveTo(to) },
            line_to: { to, user in OutlineBuilder.from(user).lineTo(to) },
            conic_to: { control, to, user in OutlineBuilder.from(user).conicTo(control, to) },
            cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubicTo(c1, c2, to) },
            shift: 0, delta: 0)
        let status = withUnsafeMutablePointer(to: &builder) { pointer in
            FT_Outline_Decompose(&outline, &funcs, UnsafeMutableRawPointer(pointer))
        }
        guard status == 0 else { return Path() }
        builder.closeContour()
        return builder.path
    }
}

/// Collects FreeType's decomposition callbacks into a ``Path`` (font units).
private struct OutlineBuilder {
    var path = Path()
    var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder> {
        user!.assumingMemoryBound(to: OutlineBuilder.self)
    }

    static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        Point(x: Double(v!.pointee.x), y: Double(v!.pointee.y))
    }

    mutating func closeContour() {
        if open { path.closeSubpath() }
        open = false
    }
}

extension UnsafeMutablePointer where Pointee == OutlineBuilder {
    func moveTo(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        pointee.closeContour()
        pointee.path.move(to: OutlineBuilder.point(to))
        pointee.open = true
        return 0
    }

    func lineTo(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        pointee.path.addLine(to: OutlineBuilder.point(to))
        return 0
    }

    func conicTo(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        pointee.path.addQuadCurve(to: OutlineBuilder.point(to), control: OutlineBuilder.point(control))
        return 0
    }

    func cubicTo(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?,
                 _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        pointee.path.addCurve(to: OutlineBuilder.point(to), control1: OutlineBuilder.point(c1),
                              control2: OutlineBuilder.point(c2))
        return 0
    }
}
