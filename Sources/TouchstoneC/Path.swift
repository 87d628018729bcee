import Geometry
import Shapes
import TouchstoneCHeaders

// ts_path: a reusable Geometry.Path behind an opaque pointer. It is a plain pointer to the value
// (no class box), so reading it costs neither reference counting nor the dynamic exclusivity check
// a class property would need.

/// The path behind a `ts_path *`, or `nil` for a NULL pointer.
@inline(__always)
func pathStorage(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<Path>? {
    pointer.map(UnsafeMutablePointer<Path>.init)
}

/// `ts_path_create`.
@_cdecl("ts_path_create")
public func tsPathCreate() -> OpaquePointer? {
    let path = UnsafeMutablePointer<Path>.allocate(capacity: 1)
    path.initialize(to: Path())
    return OpaquePointer(path)
}

/// `ts_path_destroy`.
@_cdecl("ts_path_destroy")
public func tsPathDestroy(_ path: OpaquePointer?) {
    guard let path = pathStorage(path) else { return }
    path.deinitialize(count: 1)
    path.deallocate()
}

/// `ts_shape_build_path`: empties the path keeping its storage, then appends the outline.
@_cdecl("ts_shape_build_path")
public func tsShapeBuildPath(_ shape: OpaquePointer?, _ width: Double, _ height: Double,
                             _ path: OpaquePointer?) -> Int {
    guard let shape = ShapeHandle.from(shape), let path = pathStorage(path) else { return 0 }
    path.pointee.removeAll(keepingCapacity: true)
    build(&shape.pointee, Size(width: width, height: height), &path.pointee)
    return path.pointee.elements.count
}

/// Appends the shape's outline. Both are `inout` so that they are used in place: a plain read
/// through `pointee` copies the value (retaining the spec's and the path's arrays), which callgrind
/// showed costing more than the hit test itself.
@inline(__always)
private func build(_ shape: inout ShapeHandle, _ size: Size, _ path: inout Path) {
    shape.spec.appendPath(for: size, to: &path, scheme: shape.scheme)
}

/// `ts_path_element_count`.
@_cdecl("ts_path_element_count")
public func tsPathElementCount(_ path: OpaquePointer?) -> Int {
    pathStorage(path)?.pointee.elements.count ?? 0
}

/// `ts_path_element`: the kind of element `index`, its points written as x, y pairs.
@_cdecl("ts_path_element")
public func tsPathElement(_ path: OpaquePointer?, _ index: Int,
                         _ points: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let path = pathStorage(path), index >= 0, index < path.pointee.elements.count else { return -1 }
    func write(_ list: Point...) {
        guard let points else { return }
        for (i, p) in list.enumerated() {
            points[2 * i] = p.x
            points[2 * i + 1] = p.y
        }
    }
    switch path.pointee.elements[index] {
    case .move(let p):
        write(p)
        return Int32(TS_ELEMENT_MOVE)
    case .line(let p):
        write(p)
        return Int32(TS_ELEMENT_LINE)
    case .quadCurve(let p, let c):
        write(c, p)
        return Int32(TS_ELEMENT_QUAD)
    case .curve(let p, let c1, let c2):
        write(c1, c2, p)
        return Int32(TS_ELEMENT_CUBIC)
    case .closeSubpath:
        return Int32(TS_ELEMENT_CLOSE)
    }
}

/// `ts_path_winding`.
@_cdecl("ts_path_winding") @inline(__always)
public func tsPathWinding(_ path: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    guard let path = pathStorage(path) else { return 0 }
    // A winding number beyond Int32 needs more than 2³¹ segments; truncation cannot happen.
    return Int32(truncatingIfNeeded: path.pointee.winding(at: Point(x: x, y: y)))
}

/// `ts_path_contains`.
@_cdecl("ts_path_contains") @inline(__always)
public func tsPathContains(_ path: OpaquePointer?, _ x: Double, _ y: Double, _ rule: Int32) -> Bool {
    guard let path = pathStorage(path) else { return false }
    let fillRule: FillRule = rule == Int32(TS_FILL_EVEN_ODD) ? .evenOdd : .nonZero
    return borrowedContains(&path.pointee, Point(x: x, y: y), fillRule)
}

/// `path.contains(point, rule:)` on the stored path in place (see `build`): `inout` borrows it
/// without the copy a read through `pointee` makes (488 → 383 instructions per hit test on the
/// card, most of the difference two atomic reference-count operations). Nothing is written.
@inline(__always)
private func borrowedContains(_ path: inout Path, _ point: Point, _ rule: FillRule) -> Bool {
    path.contains(point, rule: rule)
}
