import Geometry
import Shapes
import TouchstoneCHeaders

import Synchronization

// ts_path: a reusable Geometry.Path behind an opaque pointer, with the hit-testing index built
// from it. One allocation holds, in this order, the Path (so a `ts_path *` is a plain pointer to
// the value: reading it costs neither reference counting nor the dynamic exclusivity check a class
// property would need), a `PathHitCache` and an atomic state.
//
// The index is built on demand by the first hit test after a rebuild, not by the rebuild, so
// building a path every frame costs no more than recording it. The header promises that several
// threads may hit-test one path at once and that hit testing allocates nothing, so:
// - the state goes stale → building → ready; a hit test that finds it stale and wins the
//   compare-and-exchange builds the index in place, the others (and any that find it building)
//   answer from the path itself, which gives the same answer (PathHitIndexTests), and everyone
//   uses the index once it is ready (published with release, read with acquire);
// - `ts_shape_build_path` (which no reader may overlap) marks it stale and, when the path has
//   grown past what the index's storage was sized for, reserves room for the largest index the
//   path can need, so the build in a hit test never allocates.

/// The index and the path length its storage has room for.
struct PathHitCache {
    var index = PathHitIndex()
    var reservedElements = 0
}

/// The states of a path's index.
private enum IndexState {
    static let stale = 0, building = 1, ready = 2
}

/// Offsets of the cache and the state in a handle's allocation, and its size and alignment.
private enum HandleLayout {
    static func roundUp(_ value: Int, _ alignment: Int) -> Int { (value + alignment - 1) / alignment * alignment }
    static let cache = roundUp(MemoryLayout<Path>.stride, MemoryLayout<PathHitCache>.alignment)
    static let state = roundUp(cache + MemoryLayout<PathHitCache>.stride, MemoryLayout<Atomic<Int>>.alignment)
    static let size = state + MemoryLayout<Atomic<Int>>.stride
    static let alignment = Swift.max(MemoryLayout<Path>.alignment, MemoryLayout<PathHitCache>.alignment,
                                     MemoryLayout<Atomic<Int>>.alignment)
}

/// The path behind a `ts_path *`, or `nil` for a NULL pointer.
@inline(__always)
func pathStorage(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<Path>? {
    pointer.map(UnsafeMutablePointer<Path>.init)
}

/// The hit-test cache of a handle.
@inline(__always)
private func hitCache(_ path: UnsafeMutablePointer<Path>) -> UnsafeMutablePointer<PathHitCache> {
    (UnsafeMutableRawPointer(path) + HandleLayout.cache).assumingMemoryBound(to: PathHitCache.self)
}

/// The state of a handle's index.
@inline(__always)
private func indexState(_ path: UnsafeMutablePointer<Path>) -> UnsafeMutablePointer<Atomic<Int>> {
    (UnsafeMutableRawPointer(path) + HandleLayout.state).assumingMemoryBound(to: Atomic<Int>.self)
}

/// `ts_path_create`.
@_cdecl("ts_path_create")
public func tsPathCreate() -> OpaquePointer? {
    let raw = UnsafeMutableRawPointer.allocate(byteCount: HandleLayout.size, alignment: HandleLayout.alignment)
    let path = raw.bindMemory(to: Path.self, capacity: 1)
    path.initialize(to: Path())
    (raw + HandleLayout.cache).bindMemory(to: PathHitCache.self, capacity: 1).initialize(to: PathHitCache())
    (raw + HandleLayout.state).bindMemory(to: Atomic<Int>.self, capacity: 1).initialize(to: Atomic(IndexState.stale))
    return OpaquePointer(path)
}

/// `ts_path_destroy`.
@_cdecl("ts_path_destroy")
public func tsPathDestroy(_ path: OpaquePointer?) {
    guard let path = pathStorage(path) else { return }
    _ = indexState(path).move()
    hitCache(path).deinitialize(count: 1)
    path.deinitialize(count: 1)
    UnsafeMutableRawPointer(path).deallocate()
}

/// `ts_shape_build_path`: empties the path keeping its storage, then appends the outline; the
/// index goes stale.
@_cdecl("ts_shape_build_path")
public func tsShapeBuildPath(_ shape: OpaquePointer?, _ width: Double, _ height: Double,
                             _ path: OpaquePointer?) -> Int {
    guard let shape = ShapeHandle.from(shape), let path = pathStorage(path) else { return 0 }
    build(&shape.pointee, Size(width: width, height: height), &path.pointee)
    indexState(path).pointee.store(IndexState.stale, ordering: .relaxed)
    let count = path.pointee.elements.count
    if count > hitCache(path).pointee.reservedElements { reserveIndex(path, count) }
    return count
}

/// Sizes the index's storage for any path of `count` elements (out of line: it runs only when a
/// path grows).
@inline(never)
private func reserveIndex(_ path: UnsafeMutablePointer<Path>, _ count: Int) {
    hitCache(path).pointee.index.reserveCapacity(forElements: count)
    hitCache(path).pointee.reservedElements = count
}

/// Replaces the path's elements with the shape's outline. Both are `inout` so that they are used in place: a plain read
/// through `pointee` copies the value (retaining the spec's and the path's arrays), which callgrind
/// showed costing more than the hit test itself.
@inline(__always)
private func build(_ shape: inout ShapeHandle, _ size: Size, _ path: inout Path) {
    switch shape.outline {
    case .plannedRectangle:
        if !shape.axisAligned.append(for: size, to: &path, replacing: true) {
            shape.rectangle.replacePath(for: size, in: &path)
        }
    case .polygon:
        if !shape.rectangle.appendPolygonOutline(for: size, to: &path, replacing: true) {
            shape.rectangle.replacePath(for: size, in: &path)
        }
    case .rectangle: shape.rectangle.replacePath(for: size, in: &path)
    case .pill:
        if !shape.axisAligned.append(for: size, to: &path, replacing: true) {
            PillShapeGenerator().replacePath(for: size, in: &path)
        }
    case .general:
        path.removeAll(keepingCapacity: true)
        shape.spec.appendPath(for: size, to: &path, scheme: shape.scheme)
    }
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
    let point = Point(x: x, y: y)
    guard let path = pathStorage(path), boundsContain(&path.pointee, point) else { return 0 }
    // A winding number beyond Int32 needs more than 2³¹ segments; truncation cannot happen.
    return Int32(truncatingIfNeeded: windingWithinBounds(path, point))
}

/// The rest of `ts_path_winding`, out of line like `containsWithinBounds`.
@inline(never)
private func windingWithinBounds(_ path: UnsafeMutablePointer<Path>, _ point: Point) -> Int {
    winding(path, point)
}

/// `ts_path_contains`.
@_cdecl("ts_path_contains") @inline(__always)
public func tsPathContains(_ path: OpaquePointer?, _ x: Double, _ y: Double, _ rule: Int32) -> Bool {
    let point = Point(x: x, y: y)
    guard let path = pathStorage(path), boundsContain(&path.pointee, point) else { return false }
    return containsWithinBounds(path, point, rule)
}

/// The rest of `ts_path_contains`, out of line so that the bounds test before it needs no stack
/// frame (the call is a jump).
@inline(never)
private func containsWithinBounds(_ path: UnsafeMutablePointer<Path>, _ point: Point, _ rule: Int32) -> Bool {
    let fillRule: FillRule = rule == Int32(TS_FILL_EVEN_ODD) ? .evenOdd : .nonZero
    return fillRule.isInside(winding: winding(path, point))
}

/// The path's own bounds test, on the stored path in place: `inout` borrows it without the copy
/// a read through `pointee` makes (a copy retains and releases its arrays: two atomic operations,
/// which callgrind showed costing as much as the test itself). Nothing is written. It needs
/// neither the index nor its state, so a point outside costs the call and four comparisons.
@inline(__always)
private func boundsContain(_ path: inout Path, _ point: Point) -> Bool {
    path.controlPointBoundsContain(point)
}

/// The winding number of a point within the bounds: from the index when it is ready (the usual
/// case: one load and a comparison), else from `unreadyWinding`.
@inline(__always)
private func winding(_ path: UnsafeMutablePointer<Path>, _ point: Point) -> Int {
    if indexState(path).pointee.load(ordering: .acquiring) == IndexState.ready {
        return borrowedWinding(&hitCache(path).pointee.index, point)
    }
    return unreadyWinding(path, point)
}

/// Builds the index if this call wins the right to, and answers from it; otherwise (another thread
/// is building it) answers from the path.
@inline(never)
private func unreadyWinding(_ path: UnsafeMutablePointer<Path>, _ point: Point) -> Int {
    let state = indexState(path)
    if state.pointee.compareExchange(expected: IndexState.stale, desired: IndexState.building,
                                     ordering: .acquiring).exchanged {
        hitCache(path).pointee.index.rebuild(from: path.pointee)
        state.pointee.store(IndexState.ready, ordering: .releasing)
        return borrowedWinding(&hitCache(path).pointee.index, point)
    }
    return borrowedWinding(&path.pointee, point)
}

/// `index.winding(at:)` on the stored index in place (see `boundsContain`).
@inline(__always)
private func borrowedWinding(_ index: inout PathHitIndex, _ point: Point) -> Int {
    index.winding(at: point)
}

/// The same for the path.
@inline(__always)
private func borrowedWinding(_ path: inout Path, _ point: Point) -> Int {
    path.winding(at: point)
}
