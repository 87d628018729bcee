import Geometry
import Material
import Raster
import TouchstoneCHeaders

// ts_canvas and the drawing functions: the raster layer's fills, strokes, clipped fills, elevation
// shadows and clears into a C caller's RGBA8 buffer (ts_pixels). The drawing itself is Raster's
// PixelTarget, the code Canvas draws with, so a C caller gets a canvas's pixels exactly.

/// The scratch behind a `ts_canvas *` (a retained `RasterScratch`), or `nil` for NULL.
@inline(__always)
private func scratch(_ pointer: OpaquePointer?) -> RasterScratch? {
    guard let pointer else { return nil }
    return Unmanaged<RasterScratch>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
}

/// `ts_canvas_create`.
@_cdecl("ts_canvas_create")
public func tsCanvasCreate() -> OpaquePointer? {
    OpaquePointer(Unmanaged.passRetained(RasterScratch()).toOpaque())
}

/// `ts_canvas_destroy`.
@_cdecl("ts_canvas_destroy")
public func tsCanvasDestroy(_ canvas: OpaquePointer?) {
    guard let canvas else { return }
    Unmanaged<RasterScratch>.fromOpaque(UnsafeRawPointer(canvas)).release()
}

/// The target a `ts_pixels` describes, or `nil` when the description is invalid (the header's
/// rules: sides within the canvas limits, stride ≥ 4·width, data present when there are pixels).
/// A valid buffer without pixels is `.some(nil)`: nothing to draw, but not an error.
func target(_ pixels: UnsafePointer<ts_pixels>?) -> PixelTarget?? {
    guard let description = pixels?.pointee else { return nil }
    let width = Int(description.width), height = Int(description.height), stride = description.stride
    guard (try? Canvas.checkSize(width: width, height: height)) != nil, stride >= 4 * width else { return nil }
    // Rows must not overflow the address space: stride·(height − 1) + 4·width.
    let (span, overflow) = stride.multipliedReportingOverflow(by: Swift.max(height - 1, 0))
    guard !overflow, span <= Int.max - 4 * width else { return nil }
    if width == 0 || height == 0 { return .some(nil) }
    guard let data = description.data else { return nil }
    return .some(PixelTarget(pixels: data, width: width, height: height, rowBytes: stride))
}

/// A `ts_transform *` as an affine transform; NULL is the identity.
@inline(__always)
private func transform(_ pointer: UnsafePointer<ts_transform>?) -> AffineTransform {
    guard let t = pointer?.pointee else { return .identity }
    return AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}

/// 0xRRGGBBAA as a straight colour.
@inline(__always)
func color(_ rgba: UInt32) -> Color {
    Color(red: UInt8(truncatingIfNeeded: rgba >> 24), green: UInt8(truncatingIfNeeded: rgba >> 16),
          blue: UInt8(truncatingIfNeeded: rgba >> 8), alpha: UInt8(truncatingIfNeeded: rgba))
}

/// A `ts_fill_rule` value; anything but even-odd is non-zero, as in `ts_path_contains`.
@inline(__always)
private func fillRule(_ rule: Int32) -> FillRule {
    rule == Int32(TS_FILL_EVEN_ODD) ? .evenOdd : .nonZero
}

private let ok = Int32(TS_OK)
private let argumentError = Int32(TS_ERROR_ARGUMENT)

/// `ts_clear`.
@_cdecl("ts_clear")
public func tsClear(_ pixels: UnsafePointer<ts_pixels>?, _ rgba: UInt32) -> Int32 {
    guard let found = target(pixels) else { return argumentError }
    found?.clear(to: color(rgba).premultiplied)
    return ok
}

/// `ts_fill_path`.
@_cdecl("ts_fill_path")
public func tsFillPath(_ canvas: OpaquePointer?, _ pixels: UnsafePointer<ts_pixels>?, _ path: OpaquePointer?,
                       _ rgba: UInt32, _ rule: Int32, _ matrix: UnsafePointer<ts_transform>?) -> Int32 {
    guard let scratch = scratch(canvas), let found = target(pixels) else { return argumentError }
    guard let target = found, let path = pathStorage(path) else { return ok }
    scratch.fill(path.pointee, color: color(rgba), rule: fillRule(rule), transform: transform(matrix), clip: nil,
                 into: target)
    return ok
}

/// `ts_fill_path_clipped`.
@_cdecl("ts_fill_path_clipped")
public func tsFillPathClipped(_ canvas: OpaquePointer?, _ pixels: UnsafePointer<ts_pixels>?, _ path: OpaquePointer?,
                              _ rgba: UInt32, _ rule: Int32, _ matrix: UnsafePointer<ts_transform>?,
                              _ clip: OpaquePointer?, _ clipRule: Int32,
                              _ clipMatrix: UnsafePointer<ts_transform>?) -> Int32 {
    guard let scratch = scratch(canvas), let found = target(pixels) else { return argumentError }
    // A NULL clip is an empty path: it clips everything away.
    guard let target = found, let path = pathStorage(path), let clip = pathStorage(clip) else { return ok }
    scratch.fill(path.pointee, color: color(rgba), rule: fillRule(rule), transform: transform(matrix),
                 clip: .path(clip.pointee, rule: fillRule(clipRule), transform: transform(clipMatrix)), into: target)
    return ok
}

/// `ts_stroke_path`.
@_cdecl("ts_stroke_path")
public func tsStrokePath(_ canvas: OpaquePointer?, _ pixels: UnsafePointer<ts_pixels>?, _ path: OpaquePointer?,
                         _ rgba: UInt32, _ style: UnsafePointer<ts_stroke_style>?,
                         _ matrix: UnsafePointer<ts_transform>?) -> Int32 {
    guard let scratch = scratch(canvas), let found = target(pixels), let style = style?.pointee else {
        return argumentError
    }
    let join: LineJoin, cap: LineCap
    switch style.join {
    case Int32(TS_JOIN_MITER): join = .miter
    case Int32(TS_JOIN_ROUND): join = .round
    case Int32(TS_JOIN_BEVEL): join = .bevel
    default: return argumentError
    }
    switch style.cap {
    case Int32(TS_CAP_BUTT): cap = .butt
    case Int32(TS_CAP_ROUND): cap = .round
    case Int32(TS_CAP_SQUARE): cap = .square
    default: return argumentError
    }
    guard let target = found, let path = pathStorage(path) else { return ok }
    scratch.stroke(path.pointee, style: StrokeStyle(width: style.width, join: join, cap: cap, miterLimit: style.miter_limit),
                   color: color(rgba), transform: transform(matrix), into: target)
    return ok
}

/// `ts_draw_elevation_shadows`.
@_cdecl("ts_draw_elevation_shadows")
public func tsDrawElevationShadows(_ canvas: OpaquePointer?, _ pixels: UnsafePointer<ts_pixels>?,
                                   _ shape: UnsafePointer<ts_analytic_shape>?, _ elevation: Double, _ rgba: UInt32,
                                   _ matrix: UnsafePointer<ts_transform>?) -> Int32 {
    guard let scratch = scratch(canvas), let found = target(pixels), let s = shape?.pointee else { return argumentError }
    guard s.min_x.isFinite, s.min_y.isFinite, s.max_x.isFinite, s.max_y.isFinite, s.radius.isFinite,
          elevation.isFinite, s.min_x <= s.max_x, s.min_y <= s.max_y, s.radius >= 0 else {
        return argumentError
    }
    let rect = Rect(x: s.min_x, y: s.min_y, width: s.max_x - s.min_x, height: s.max_y - s.min_y)
    let outline: ShadowShape
    switch s.kind {
    case Int32(TS_ANALYTIC_RECT): outline = .rect(rect)
    case Int32(TS_ANALYTIC_ROUNDED_RECT): outline = .roundedRect(rect, cornerRadius: s.radius)
    default: return argumentError
    }
    guard let target = found else { return ok }
    do {
        try scratch.drawShadows(ShadowMetrics(elevation: elevation).shadows(color: color(rgba)), of: outline,
                                transform: transform(matrix), excludingInterior: true, into: target)
    } catch {
        // A non-finite transform, or one that makes σ exceed the shadow's limit.
        return argumentError
    }
    return ok
}
