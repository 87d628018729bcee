import Geometry
import JSON
import Raster
import Shapes

/// What a ``ViewFactory`` knows about the scene and the place of the view it is asked to make.
public struct SceneBuildContext {
    /// The clock every view of the scene animates on.
    public let clock: SimClock
    /// The scene's shape scheme (`"shapeScheme"`, MDC's defaults when absent), for shaped kinds
    /// and `{"scheme": …}` shape specs.
    public let shapeScheme: ShapeScheme
    /// The scene's size in points.
    public let sceneSize: Size
    /// The scene's scale in pixels per point.
    public let scale: Double
    /// The label of the document (a file name), for messages.
    public let source: String
    /// Where the view's object sits in the document, such as `$.views[2].children[0]`; errors
    /// about the view's own keys should be made from the readers of `options`, which carry it.
    public let path: JSONPath
    /// The view's `"kind"` (``CombinedViewFactory`` routes by it); empty in a context made by
    /// hand without one.
    public let kind: String
    /// The view's common keys as read (see ``ViewAttributes``), for kinds that need them while
    /// constructing; the loader applies them after construction through
    /// ``ViewFactory/apply(_:to:context:)``.
    public let attributes: ViewAttributes

    /// Creates a context (the loader makes one per view; tests of factories may make their own).
    public init(clock: SimClock, shapeScheme: ShapeScheme = ShapeScheme(), sceneSize: Size, scale: Double,
                source: String, path: JSONPath, kind: String = "", attributes: ViewAttributes = ViewAttributes()) {
        self.clock = clock
        self.shapeScheme = shapeScheme
        self.sceneSize = sceneSize
        self.scale = scale
        self.source = source
        self.path = path
        self.kind = kind
        self.attributes = attributes
    }
}

extension SceneBuildContext {
    /// Throws at `reader` when a shadow of blur `radius` (points) would need a Gaussian wider than
    /// Raster draws at `scale`: σ = radius / 2 points, at most ``Raster/AnalyticShadow/maximumSigma``
    /// pixels (docs/limits.md). Factories check their elevations' shadows with it, so the limit is
    /// met at load, where the place is known.
    public static func checkBlur(radius: Double, scale: Double, what: String, at reader: JSONReader) throws {
        let sigma = Shadow.sigma(forRadius: radius) * scale
        guard sigma <= AnalyticShadow.maximumSigma else {
            throw reader.error("\(what) of \(SceneLoader.number(radius)) points at scale \(SceneLoader.number(scale)) is a blur of σ = \(SceneLoader.number(sigma)) pixels; at most \(SceneLoader.number(AnalyticShadow.maximumSigma)) pixels can be drawn")
        }
    }
}
