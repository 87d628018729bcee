import Geometry
import Shapes

/// A scene file's `"shape"` spec as a shape generator, with `{"scheme": …}` specs resolved by the
/// scene's ``ShapeScheme`` (docs/formats.md#shape-specs).
///
///     let generator = SchemeShapeGenerator(spec: .scheme(.medium), scheme: ShapeScheme())
///     generator.path(for: Size(width: 100, height: 40))   // the medium category's corners
public struct SchemeShapeGenerator: ShapeGenerating, Hashable, Sendable {
    /// The spec as read.
    public var spec: ShapeSpec
    /// The scheme that resolves a ``ShapeSpec/scheme(_:)`` spec; other specs ignore it.
    public var scheme: ShapeScheme

    /// Creates a generator for `spec` resolved by `scheme`.
    public init(spec: ShapeSpec, scheme: ShapeScheme) {
        self.spec = spec
        self.scheme = scheme
    }

    /// Appends the spec's outline for a view of `size`.
    public func appendPath(for size: Size, to path: inout Path) {
        spec.appendPath(for: size, to: &path, scheme: scheme)
    }
}
