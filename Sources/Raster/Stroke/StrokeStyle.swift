/// How two segments of a stroked path meet at a corner: Core Animation's `lineJoin`, CoreGraphics'
/// `CGLineJoin`, SVG's `stroke-linejoin`.
@frozen
public enum LineJoin: Hashable, Sendable {
    /// The outer edges are extended until they meet in a point, unless the point lies too far out
    /// for ``StrokeStyle/miterLimit``, in which case the corner is bevelled. The default.
    case miter
    /// The corner is rounded by a circular arc of radius half the stroke width, centred on the
    /// vertex.
    case round
    /// The corner is cut off by a straight line between the outer edges' end points.
    case bevel
}

/// How the ends of an open subpath are drawn: Core Animation's `lineCap`, CoreGraphics'
/// `CGLineCap`, SVG's `stroke-linecap`.
@frozen
public enum LineCap: Hashable, Sendable {
    /// The stroke ends exactly at the end point, square to the path. The default.
    case butt
    /// A semicircle of diameter equal to the stroke width, centred on the end point.
    case round
    /// The stroke goes on past the end point by half its width, square to the path.
    case square
}

/// The width, joins, caps and miter limit of a stroke: the state Core Animation keeps for a shape
/// layer's stroke and CoreGraphics for a context's.
///
///     let border = StrokeStyle(width: 2)                          // miter joins, butt caps
///     let outline = path.stroked(StrokeStyle(width: 6, join: .round, cap: .round))
///
/// The defaults are Core Animation's (`CAShapeLayer`): width 1, ``LineJoin/miter`` joins,
/// ``LineCap/butt`` caps and a miter limit of 10.
///
/// ## Units
/// ``width`` is measured in the coordinates of the path being stroked (points, for paths built in
/// a view's space), and the stroke is centred on the path: it reaches `width / 2` to each side. A
/// transform applied to the stroked outline afterwards scales the stroke with it, as a layer's
/// transform scales its stroke.
///
/// Values are stored as given; ``Path/stroked(_:tolerance:)`` decides what degenerate ones mean
/// (a width that is not a positive finite number strokes nothing).
@frozen
public struct StrokeStyle: Hashable, Sendable {
    /// The full width of the stroke, in path units (points); half of it lies on each side of the
    /// path. Default 1.
    public var width: Double
    /// How segments meet at corners. Default ``LineJoin/miter``.
    public var join: LineJoin
    /// How open subpaths end. Default ``LineCap/butt``.
    public var cap: LineCap
    /// The largest ratio of a miter's length (from the inner corner to the tip) to the stroke width
    /// for which a ``LineJoin/miter`` join is drawn as a miter; sharper corners are bevelled. Since
    /// the ratio is `1 / sin(θ / 2)` for an angle θ between the segments, the default of 10 bevels
    /// corners sharper than about 11.5°. The ratio is never below 1, so a limit under 1 always
    /// bevels (as does NaN). Ignored for other joins. Default 10.
    public var miterLimit: Double

    /// Creates a stroke style; every argument defaults to Core Animation's value.
    ///
    /// - Parameters:
    ///   - width: the full stroke width, in path units (points).
    ///   - join: how segments meet at corners.
    ///   - cap: how open subpaths end.
    ///   - miterLimit: the largest miter length, as a multiple of the width (see ``miterLimit``).
    public init(width: Double = 1, join: LineJoin = .miter, cap: LineCap = .butt,
                miterLimit: Double = 10) {
        self.width = width
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
    }
}
