import Geometry
import Raster

/// A value an animation can drive: the property types of a layer.
///
///     let halfway = AnimatableValue.point(Point(x: 0, y: 0))
///         .interpolated(to: .point(Point(x: 10, y: 20)), fraction: 0.5)   // .point((5, 10))
///
/// Values of different kinds never mix: interpolating or adding across kinds gives `nil`, and an
/// animation whose values are not of its property's kind is ignored (see ``AnimationSet``).
/// `==` is exact.
public enum AnimatableValue: Hashable, Sendable {
    /// A scalar: opacity, corner radius, border width, a scale factor.
    case double(Double)
    /// A position or an offset.
    case point(Point)
    /// A size.
    case size(Size)
    /// A rectangle, such as bounds.
    case rect(Rect)
    /// A colour with straight 8-bit components.
    case color(Color)
    /// An affine transform.
    case transform(AffineTransform)
    /// A path, such as a shape layer's path or a shadow path.
    case path(Path)

    /// The kinds of ``AnimatableValue``, for checking and for error messages.
    public enum Kind: String, Hashable, Sendable {
        /// ``AnimatableValue/double(_:)``.
        case double
        /// ``AnimatableValue/point(_:)``.
        case point
        /// ``AnimatableValue/size(_:)``.
        case size
        /// ``AnimatableValue/rect(_:)``.
        case rect
        /// ``AnimatableValue/color(_:)``.
        case color
        /// ``AnimatableValue/transform(_:)``.
        case transform
        /// ``AnimatableValue/path(_:)``.
        case path
    }

    /// This value's kind.
    public var kind: Kind {
        switch self {
        case .double: return .double
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .color: return .color
        case .transform: return .transform
        case .path: return .path
        }
    }
}
