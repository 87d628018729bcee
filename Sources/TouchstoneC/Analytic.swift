import Geometry
import Shapes
import TouchstoneCHeaders

// The analytic fast path: Shapes.AnalyticShape as the C struct ts_analytic_shape, which C callers
// may also read directly.

/// `ts_shape_analytic`: writes the closed form of the shape's outline at this size, if it has one.
@_cdecl("ts_shape_analytic")
public func tsShapeAnalytic(_ shape: OpaquePointer?, _ width: Double, _ height: Double,
                            _ out: UnsafeMutablePointer<ts_analytic_shape>?) -> Int32 {
    var result = ts_analytic_shape(kind: Int32(TS_ANALYTIC_NONE), min_x: 0, min_y: 0, max_x: 0,
                                   max_y: 0, radius: 0)
    if let handle = ShapeHandle.from(shape),
       let analytic = handle.pointee.spec.analyticShape(for: Size(width: width, height: height)) {
        let bounds = analytic.bounds
        result.kind = Int32(analytic.radius == 0 ? TS_ANALYTIC_RECT : TS_ANALYTIC_ROUNDED_RECT)
        (result.min_x, result.min_y) = (bounds.minX, bounds.minY)
        (result.max_x, result.max_y) = (bounds.maxX, bounds.maxY)
        result.radius = analytic.radius
    }
    out?.pointee = result
    return result.kind
}

/// `ts_analytic_contains`: the rounded-rectangle test on the struct's fields (a rectangle is the
/// case radius 0, for which the corner step never runs).
@_cdecl("ts_analytic_contains") @inline(__always)
public func tsAnalyticContains(_ shape: UnsafePointer<ts_analytic_shape>?, _ x: Double,
                               _ y: Double) -> Bool {
    guard let s = shape?.pointee, s.kind != Int32(TS_ANALYTIC_NONE) else { return false }
    return AnalyticShape.roundedRectContains(Point(x: x, y: y), minX: s.min_x, minY: s.min_y,
                                             maxX: s.max_x, maxY: s.max_y, radius: s.radius)
}
