/// One recorded drawing command of a ``Path``, with CoreGraphics' element kinds.
///
/// Curve elements hold only their control points and end point; the start point of each is the end
/// of the element before it. Use ``Path/segments`` for self-contained segments.
@frozen
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's first point, ending the subpath.
    case closeSubpath

    /// The point the element ends at, or `nil` for ``closeSubpath``.
    @inlinable
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    /// The element with every point mapped by `transform`.
    @inlinable
    public func applying(_ t: AffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The element's points (end point first, then controls); none for a close.
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [p, c]
        case .curve(let p, let c1, let c2): return [p, c1, c2]
        case .closeSubpath: return []
        }
    }

    /// Whether every point of the element is finite.
    public var isFinite: Bool { points.allSatisfy(\.isFinite) }
}
