import Geometry
import JSON
import Raster
import Shapes

/// Reads scene files (`*.scene.json`, docs/formats.md) into a ``LoadedScene``.
///
///     {"format": "touchstone.scene", "version": 1,
///      "size": [360, 240], "scale": 2, "background": "#FAFAFA",
///      "views": [
///        {"id": "card", "kind": "view", "frame": [16, 16, 200, 120], "color": "#FFFFFF",
///         "cornerRadius": 8, "shadow": {"color": "#000000", "opacity": 0.25, "radius": 6, "offset": [0, 2]},
///         "children": [{"id": "dot", "kind": "view", "frame": [8, 8, 16, 16], "color": "#6200EE"}]}]}
///
///     let scene = try SceneLoader().load(contentsOfFile: "card.scene.json")
///
/// ## The document
/// `format` must be `"touchstone.scene"` and `version` 1. `size` is `[w, h]` in points (both
/// positive), `scale` pixels per point (positive), `background` a colour. `shapeScheme`
/// (optional) gives the `small`, `medium` and `large` categories as
/// `{"family": "rounded" | "cut", "size": n}` (MDC's default scheme when absent). `views` lists
/// the views placed on the root view, back to front.
///
/// ## Views
/// Every view has an `id` (a non-empty string, unique in the file), a `kind`, and a `frame`
/// `[x, y, w, h]` in its parent's coordinates (w and h zero or more). The keys common to every
/// kind are listed in ``ViewAttributes``, plus `children` (views placed on this one). Which kinds
/// exist and what other keys they take is up to the ``ViewFactory`` (``PlainViewFactory`` knows
/// `view` and `scroll`).
///
/// ## Errors
/// Every problem is an error naming the file and the place, and saying what was expected: syntax
/// errors give a line and column; everything else a ``JSON/JSONError`` with a JSON path:
///
///     bad.scene.json: at $.views[1].frame[2]: expected a width of zero or more points, found -4
///     bad.scene.json: at $.views[0]: unknown key "colour"; expected one of "id", "kind", "frame", …
///     bad.scene.json: at $.views[2].id: duplicate id "card"; first used at $.views[0].id
///     bad.scene.json: at $.views[0].kind: unknown kind "buton"; expected one of "view", "scroll"
///
/// Colours are `"#RRGGBB"` or `"#RRGGBBAA"`; numbers must be finite; opacities lie in 0 … 1;
/// sizes, radii and widths are zero or more. Nothing is clamped. The ``SceneLimits`` (file size,
/// view count, nesting depth, canvas pixels) are checked before anything is allocated for the
/// scene; unreadable files throw ``SceneFileError``.
public struct SceneLoader {
    /// Makes the views of each kind.
    public var factory: any ViewFactory
    /// The limits documents are checked against.
    public var limits: SceneLimits
    /// Pixels per point to use instead of the file's `scale` (which is still read and checked),
    /// as `touchstone replay --scale 3` does to benchmark at a denser display; `nil` keeps the
    /// file's. A value that is not positive and finite is an error at the file's `"scale"`; the
    /// canvas limits are checked at the scale used.
    public var scaleOverride: Double?

    /// Creates a loader with `factory` (plain views only by default) and `limits`.
    public init(factory: any ViewFactory = PlainViewFactory(), limits: SceneLimits = SceneLimits()) {
        self.factory = factory
        self.limits = limits
    }

    /// The value of `"format"`.
    public static let format = "touchstone.scene"
    /// The one version this loader reads.
    public static let version = 1

    /// Loads the scene in the file at `path` (named by `path` in errors), its views on `clock`.
    ///
    /// - Throws: ``SceneFileError`` when the file cannot be read or is over the size limit;
    ///   ``JSON/JSONError`` for a document that is not valid JSON or not a valid scene; whatever
    ///   the factory throws.
    public func load(contentsOfFile path: String, clock: SimClock = SimClock()) throws -> LoadedScene {
        let bytes = try SceneFileReader.read(path, limit: limits.maximumFileBytes)
        return try load(bytes: bytes, source: path, clock: clock)
    }

    /// Loads a scene from `text`, named `source` in errors.
    ///
    /// - Throws: as ``load(contentsOfFile:clock:)``; a text longer than the file size limit (in
    ///   UTF-8 bytes) is a ``SceneFileError``.
    public func load(text: String, source: String, clock: SimClock = SimClock()) throws -> LoadedScene {
        try load(bytes: Array(text.utf8), source: source, clock: clock)
    }

    /// Loads a scene from UTF-8 `bytes`, named `source` in errors.
    public func load(bytes: [UInt8], source: String, clock: SimClock = SimClock()) throws -> LoadedScene {
        guard bytes.count <= limits.maximumFileBytes else {
            throw SceneFileError(path: source, message: "\(bytes.count) bytes, more than the limit of \(limits.maximumFileBytes) bytes")
        }
        let document = try JSONReader(parsing: bytes, source: source)
        var top = try document.object()
        try top.requireFormat(Self.format)
        try top.requireVersion(Self.version)
        let sizeReader = try top.required("size")
        let sizeValues = try sizeReader.array(count: 2)
        let size = Size(width: try sizeValues[0].positiveNumber("width"),
                        height: try sizeValues[1].positiveNumber("height"))
        let scaleReader = try top.required("scale")
        let fileScale = try scaleReader.positiveNumber("scale")
        var scale = fileScale
        if let scaleOverride {
            guard scaleOverride.isFinite, scaleOverride > 0, scaleOverride <= CoordinateLimit.maximumScale else {
                throw SceneScaleOverrideError(scale: scaleOverride, source: source,
                                              message: "expected a positive number of pixels per point, at most 1e12")
            }
            scale = scaleOverride
        }
        let background = try top.required("background").color()
        let scheme = try top.optional("shapeScheme").map(Self.shapeScheme) ?? ShapeScheme()
        let viewsReader = try top.required("views")
        let views = try viewsReader.array()
        try top.finish()

        // A size too large at the file's own scale is the file's fault; one that fits there but
        // not at the override is the override's.
        try checkCanvas(size: size, scale: fileScale, at: sizeReader)
        if scaleOverride != nil { try checkCanvas(size: size, scale: scale, at: sizeReader, isOverride: true) }
        var count = 0
        try checkTree(views, depth: 1, count: &count)

        let root = View(frame: Rect(origin: .zero, size: size), clock: clock)
        let events = ViewEventLog()
        root.eventLog = events
        var builder = Builder(factory: factory, clock: clock, scheme: scheme, size: size, scale: scale,
                              source: source, events: events)
        for reader in views {
            root.addSubview(try builder.view(reader))
        }
        return LoadedScene(root: root, size: size, scale: scale, background: background, clock: clock,
                           entries: builder.entries, source: source, events: events)
    }

    // MARK: Limits

    /// Checks `ceil(w·scale) × ceil(h·scale)` against the side and pixel limits; past them, an
    /// error at `$.size`, or about the scale override when `isOverride`.
    private func checkCanvas(size: Size, scale: Double, at reader: JSONReader, isOverride: Bool = false) throws {
        if let message = Self.canvasProblem(size: size, scale: scale, limits: limits) {
            if isOverride {
                throw SceneScaleOverrideError(scale: scale, source: reader.source,
                                              message: "the scene is \(Self.number(size.width))×\(Self.number(size.height)) points: \(message)")
            }
            throw reader.error(message)
        }
    }

    /// What is wrong with a canvas of `ceil(w·scale) × ceil(h·scale)` pixels under `limits`, or
    /// `nil` when it fits: the message scene files and scenes made in code share.
    static func canvasProblem(size: Size, scale: Double, limits: SceneLimits) -> String? {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        let side = Double(Canvas.maximumSide)
        guard width <= side, height <= side, width * height <= Double(limits.maximumCanvasPixels) else {
            return "the canvas, size × scale, would be \(pixels(width))×\(pixels(height)) pixels; the limits are \(Canvas.maximumSide) pixels per side and \(limits.maximumCanvasPixels) pixels in all"
        }
        return nil
    }

    /// A pixel count as a whole number, or "over 1e308" where the product overflowed.
    static func pixels(_ value: Double) -> String {
        value.isFinite ? number(value) : "over 1e308"
    }

    /// Counts the views and checks their depth before any is made, looking only through
    /// well-formed `children` arrays (malformed ones are reported when the views are read).
    private func checkTree(_ views: [JSONReader], depth: Int, count: inout Int) throws {
        for view in views {
            count += 1
            guard count <= limits.maximumViews else {
                throw view.error("more than \(limits.maximumViews) views in the file (the limit)")
            }
            guard depth <= limits.maximumDepth else {
                throw view.error("views nest deeper than \(limits.maximumDepth) levels (the limit)")
            }
            if let children = view.member("children"), case .array = children.value {
                try checkTree(try children.array(), depth: depth + 1, count: &count)
            }
        }
    }
}

extension SceneLoader {
    /// Builds views depth first, keeping the ids seen and the entries in document order.
    private struct Builder {
        let factory: any ViewFactory
        let clock: SimClock
        let scheme: ShapeScheme
        let size: Size
        let scale: Double
        let source: String
        let events: ViewEventLog
        var entries: [LoadedScene.Entry] = []
        var idPaths: [String: JSONPath] = [:]

        mutating func view(_ reader: JSONReader) throws -> View {
            var object = try reader.object()
            let idReader = try object.required("id")
            let id = try idReader.string()
            guard !id.isEmpty else { throw idReader.error("expected a non-empty id") }
            if let first = idPaths[id] {
                throw idReader.error("duplicate id \(JSONValue.string(id)); first used at \(first)")
            }
            idPaths[id] = idReader.path
            let kindReader = try object.required("kind")
            let kind = try kindReader.string()
            guard factory.kinds.contains(kind) else { throw unknownKind(kind, kindReader) }
            let frame = try SceneLoader.frame(try object.required("frame"))
            let attributes = try SceneLoader.attributes(&object)
            try checkShadow(attributes, of: object)
            let childrenReader = object.optional("children")
            let context = SceneBuildContext(clock: clock, shapeScheme: scheme, sceneSize: size, scale: scale,
                                            source: source, path: reader.path, kind: kind, attributes: attributes)
            guard let view = try factory.makeView(kind: kind, frame: frame, options: &object, context: context) else {
                throw unknownKind(kind, kindReader)
            }
            try object.finish()
            try factory.apply(attributes, to: view, context: context)
            view.eventLog = events
            view.sceneID = id
            entries.append(LoadedScene.Entry(id: id, kind: kind, view: view))
            if let childrenReader {
                for child in try childrenReader.array() {
                    view.addSubview(try self.view(child))
                }
            }
            return view
        }

        /// A `"shadow"` whose blur, at the scene's scale, is wider than a shadow can be drawn:
        /// refused at its radius (docs/limits.md), not while drawing.
        private func checkShadow(_ attributes: ViewAttributes, of object: JSONObjectReader) throws {
            var view = object
            guard let shadow = attributes.shadow, var shadowObject = try view.optional("shadow")?.object(),
                  let radius = shadowObject.optional("radius") else { return }
            try SceneBuildContext.checkBlur(radius: shadow.radius, scale: scale, what: "a shadow radius", at: radius)
        }

        private func unknownKind(_ kind: String, _ reader: JSONReader) -> JSONError {
            let known = factory.kinds.map { JSONValue.string($0).serialized() }.joined(separator: ", ")
            return reader.error("unknown kind \(JSONValue.string(kind)); expected one of \(known)")
        }
    }
}
