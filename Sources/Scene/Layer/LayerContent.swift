import Geometry
import Raster

/// What a layer draws between its background and its sublayers.
public enum LayerContent: Hashable, Sendable {
    /// Nothing (a plain `CALayer`).
    case none
    /// A shape, as `CAShapeLayer` draws it.
    case shape(ShapeContent)
    /// Laid-out text, as a `UILabel`'s layer draws it.
    case text(TextContent)
}

/// A shape layer's model: `CAShapeLayer`'s path, fill and stroke, with its defaults (opaque black
/// fill, no stroke, line width 1).
///
/// The path is in the layer's coordinates. It is filled with ``fillRule`` in ``fillColor``, then
/// stroked centred on the path with ``lineWidth`` in ``strokeColor`` (miter joins, limit 10, butt
/// caps, as Core Animation's defaults). A `nil` colour draws nothing.
public struct ShapeContent: Hashable, Sendable {
    /// The outline, in the layer's coordinates (animatable as "path").
    public var path: Path
    /// The fill colour (animatable as "fillColor"); `nil` does not fill.
    public var fillColor: Color?
    /// The rule the fill uses.
    public var fillRule: FillRule
    /// The stroke colour (animatable as "strokeColor"); `nil` does not stroke.
    public var strokeColor: Color?
    /// The stroke width in points (animatable as "lineWidth").
    public var lineWidth: Double

    /// Creates shape content with Core Animation's defaults.
    public init(path: Path = Path(), fillColor: Color? = .black, fillRule: FillRule = .nonZero,
                strokeColor: Color? = nil, lineWidth: Double = 1) {
        self.path = path
        self.fillColor = fillColor
        self.fillRule = fillRule
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
    }

    /// The stroke style shapes use: ``lineWidth`` with miter joins (limit 10) and butt caps.
    var strokeStyle: StrokeStyle { StrokeStyle(width: lineWidth, join: .miter, cap: .butt, miterLimit: 10) }
}
