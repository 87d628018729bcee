import Geometry

/// Something that produces a closed outline for a view of a given size (MDC's `MDCShapeGenerating`).
///
/// The path is in the view's own coordinates (origin at the top-left of its bounds, y down). MDC
/// allows a generator to return no path for an empty size; none of Touchstone's generators do, and
/// neither does this protocol: a degenerate size gives a degenerate path.
///
/// Generators are value types, so a copy is always a deep copy (MDC's rectangle generator copies
/// as a default rectangle: see docs/fidelity.md#paths-and-shapes).
public protocol ShapeGenerating {
    /// Appends the closed outline for a view of `size` points to `path`.
    ///
    /// Appending into a path emptied with `removeAll(keepingCapacity: true)` lets a caller rebuild
    /// a shape every frame without allocating.
    func appendPath(for size: Size, to path: inout Path)
}

extension ShapeGenerating {
    /// The closed outline for a view of `size` points (MDC's `pathForSize:`).
    public func path(for size: Size) -> Path {
        var path = Path()
        appendPath(for: size, to: &path)
        return path
    }
}
