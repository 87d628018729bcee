/// A width and a height, in points.
///
/// Sizes may be negative or zero: CoreGraphics keeps them as given, and so does Touchstone.
/// ``Rect/standardized`` turns a rectangle with a negative size into the same area with a positive one.
@frozen
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
    /// `WxH`, the form the command line accepts.
    public var description: String { "\(width)x\(height)" }
}
