import Geometry
import Raster
import Scene
import Text
import TouchstoneCHeaders

// ts_label: one line of text in Roboto, laid out once and drawn into a caller's pixels, with its
// coverage rasterized afresh on every draw or kept as a scene's renderer keeps a title's
// (Scene's TextCoverageCache). For the benchmarks' text families; scenes draw their titles and
// labels themselves.

/// What a `ts_label *` holds.
struct LabelHandle: OpaqueHandle {
    let text: String
    let font: Font
    /// The line laid out with its pen at (0, 0).
    let outline: Path
    var cache = TextCoverageCache()
    /// The rasterizer memory both modes rasterize with, as a renderer keeps its own.
    let scratch = RasterScratch()
}

/// `ts_label_create`.
@_cdecl("ts_label_create")
public func tsLabelCreate(_ text: UnsafePointer<CChar>?, _ size: Double, _ weight: Int32,
                          _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int) -> OpaquePointer? {
    guard text != nil else {
        writeMessage("label: no text (NULL)", into: errorBuffer, capacity: errorCapacity)
        return nil
    }
    return LabelHandle.create("label", json: text, errorBuffer: errorBuffer, errorCapacity: errorCapacity) { text in
        guard size >= FontSpec.minimumSize, size <= FontSpec.maximumSize else {
            throw HandleCreationError(description: "label: a font size from 1 to 1000 points, not \(size)")
        }
        let weights: [Int32: FontWeight] = [Int32(TS_WEIGHT_LIGHT): .light, Int32(TS_WEIGHT_REGULAR): .regular,
                                            Int32(TS_WEIGHT_MEDIUM): .medium]
        guard let fontWeight = weights[weight] else {
            throw HandleCreationError(description: "label: unknown weight \(weight)")
        }
        let font = try FontLibrary().font(FontSpec(size: size, weight: fontWeight))
        return LabelHandle(text: text, font: font, outline: penOutline(text, font: font))
    }
}

/// The outline of `text` as one line in `font`, its pen starting at (0, 0) on the baseline.
private func penOutline(_ text: String, font: Font) -> Path {
    let layout = TextLayout(text, font: font, in: Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: font.lineHeight),
                            lineBreakMode: .clip)
    guard !layout.lines.isEmpty else { return Path() }
    return layout.outline(ofLine: 0, penAt: .zero)
}

/// `ts_label_destroy`.
@_cdecl("ts_label_destroy")
public func tsLabelDestroy(_ label: OpaquePointer?) {
    LabelHandle.destroy(label)
}

/// `ts_label_glyph_count`.
@_cdecl("ts_label_glyph_count")
public func tsLabelGlyphCount(_ label: OpaquePointer?) -> Int {
    guard let handle = LabelHandle.from(label) else { return 0 }
    return handle.pointee.font.face.shape(handle.pointee.text).count
}

/// `ts_label_draw`.
@_cdecl("ts_label_draw")
public func tsLabelDraw(_ label: OpaquePointer?, _ pixels: UnsafePointer<ts_pixels>?, _ x: Double, _ y: Double,
                        _ scale: Double, _ rgba: UInt32, _ mode: Int32) -> Int32 {
    guard let handle = LabelHandle.from(label), let found = target(pixels), scale.isFinite, scale > 0,
          x.isFinite, y.isFinite, mode == Int32(TS_LABEL_UNCACHED) || mode == Int32(TS_LABEL_CACHED) else {
        return Int32(TS_ERROR_ARGUMENT)
    }
    guard let pixelTarget = found else { return Int32(TS_OK) }
    let transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x * scale, ty: y * scale)
    let space = PixelRect(x: 0, y: 0, width: pixelTarget.width, height: pixelTarget.height)
    let coverage: CoverageMask?
    if mode == Int32(TS_LABEL_CACHED) {
        coverage = try? handle.pointee.cache.coverage(of: handle.pointee.outline, transform: transform, within: space,
                                                      scratch: handle.pointee.scratch)?.mask
    } else {
        // Everything a first draw does: shaping, outlines, layout, rasterizing.
        var fresh = TextCoverageCache()
        let outline = penOutline(handle.pointee.text, font: handle.pointee.font)
        coverage = try? fresh.coverage(of: outline, transform: transform, within: space,
                                       scratch: handle.pointee.scratch)?.mask
    }
    if let coverage { pixelTarget.fill(coverage, color: color(rgba)) }
    return Int32(TS_OK)
}
