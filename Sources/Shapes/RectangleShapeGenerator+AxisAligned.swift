import Geometry

extension RectangleShapeGenerator {
    /// Appends the outline of a rectangle with no corner offsets and positive sides: the route
    /// ``appendPath(for:to:)`` takes first. The elements are those of the general algorithm, bit for
    /// bit (signed zeros included; AxisAlignedRouteTests compares them over thousands of shapes):
    /// ``AxisAlignedOutline`` says why.
    ///
    /// Anything else (a rounded corner reached anywhere but at its start, after an overshooting
    /// edge; non-finite or enormous sizes) returns `false` with `path` unchanged (emptied, when
    /// `replacing`), and the general algorithm runs.
    ///
    /// With `replacing`, the outline replaces the elements of `path` instead of following them
    /// (``Geometry/Path/replaceElements(count:_:)``): a path rebuilt every frame is overwritten in
    /// place.
    ///
    /// - Returns: whether the outline was written.
    func appendAxisAlignedPath(for size: Size, to path: inout Path, replacing: Bool = false) -> Bool {
        guard AxisAlignedOutline.hasNoOffsets(self), var outline = AxisAlignedOutline(self) else { return false }
        return outline.append(for: size, to: &path, replacing: replacing)
    }
}
