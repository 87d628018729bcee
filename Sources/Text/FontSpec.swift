/// A font as a label asks for it: a size in points and a weight. ``FontLibrary/font(_:)`` turns it
/// into a ``Font`` of a loaded face.
public struct FontSpec: Hashable, Sendable {
    /// The smallest size a scene may ask for, in points: below it a glyph is under a pixel at any
    /// scale a scene can have, and nothing is worth drawing.
    public static let minimumSize = 1.0
    /// The largest size a scene may ask for, in points: 1000 points is a glyph of 1000 × scale
    /// pixels, beyond any screen; it bounds the cost of rasterizing a title (docs/limits.md).
    public static let maximumSize = 1000.0

    /// The size in points (the em square's side).
    public var size: Double
    /// The weight.
    public var weight: FontWeight

    /// Creates a spec.
    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }
}
