import Geometry
import JSON
import Shapes

/// The geometry of a fuzzed `"scroll"` view (Scene's `ScrollView`) that hit testing depends on:
/// its content size and content offset. The offset is the view's bounds origin as presented on
/// the scene's pixel grid, so its children (placed in content coordinates) are shifted by it.
public struct SceneFuzzScroll: Hashable, Sendable {
    /// `"contentSize"`, points (zero or more).
    public var contentSize: Size
    /// `"contentOffset"`; `nil` leaves it out (UIKit's default, the origin). Any finite value:
    /// negative, or past the content, is what a content inset lets a scroll view show.
    public var contentOffset: Point?

    /// A scroll geometry.
    public init(contentSize: Size, contentOffset: Point? = nil) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }
}

/// A fuzzed view of a kind of one's own (``SceneFuzzKind``): the kind's name and its own keys.
public struct SceneFuzzCustom: Hashable, Sendable {
    /// The scene-file kind.
    public var kind: String
    /// The kind's own keys, written into the view's object beside the common ones.
    public var options: JSONObject

    /// A view of `kind` with `options`.
    public init(kind: String, options: JSONObject) {
        self.kind = kind
        self.options = options
    }
}

/// One view of a fuzzed scene: the subset of the scene-file format that hit testing depends on.
/// A plain `"view"`, a `"shaped"` view (Material's `RippleShapedView`, a `ShapedView`) with an
/// optional shape spec and border, a `"scroll"` view (``SceneFuzzScroll``), or a view of a kind
/// of one's own (``SceneFuzzCustom``).
public struct SceneFuzzView: Hashable, Sendable {
    /// The scene-file id, unique in the scene.
    public var id: String
    /// The frame in the parent's coordinates; width and height zero or more.
    public var frame: Rect
    /// Whether the view is of kind `"shaped"` (else `"view"`).
    public var isShaped: Bool
    /// The shape spec of a shaped view; `nil` hits the plain bounds.
    public var shape: ShapeSpec?
    /// `"border": {"width": w, …}` (zero or more); on a shaped view the content mask is the shape
    /// scaled inward by it, on a plain view it only draws.
    public var borderWidth: Double?
    /// `"alpha"` (0 … 1); absent is 1.
    public var alpha: Double?
    /// `"hidden"`; absent is false.
    public var isHidden: Bool?
    /// `"interactive"`; absent is true.
    public var isInteractive: Bool?
    /// For a view of kind `"scroll"` (never shaped), its content size and offset; `nil` otherwise.
    public var scroll: SceneFuzzScroll?
    /// For a view of a kind of one's own (never shaped or scroll), its kind and options; `nil`
    /// otherwise.
    public var custom: SceneFuzzCustom?
    /// The subviews, back to front (in content coordinates for a scroll view).
    public var children: [SceneFuzzView]

    /// A view with nothing but an id and a frame.
    public init(id: String, frame: Rect, isShaped: Bool = false, shape: ShapeSpec? = nil, borderWidth: Double? = nil,
                alpha: Double? = nil, isHidden: Bool? = nil, isInteractive: Bool? = nil,
                scroll: SceneFuzzScroll? = nil, custom: SceneFuzzCustom? = nil, children: [SceneFuzzView] = []) {
        self.id = id
        self.frame = frame
        self.isShaped = isShaped
        self.shape = shape
        self.borderWidth = borderWidth
        self.alpha = alpha
        self.isHidden = isHidden
        self.isInteractive = isInteractive
        self.scroll = scroll
        self.custom = custom
        self.children = children
    }

    /// This view and its descendants.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// A scene-level hit test: a scene (its size and view tree) and a point in the root view's
/// coordinates. The unit of scene fuzzing, shrinking and repro files.
///
/// The scene is written as an ordinary scene file (``sceneJSON``) and loaded by the fuzzer's
/// factory (Material's, with any kinds of one's own), so a repro is a scene file any command of
/// the same tool takes.
public struct SceneFuzzCase: Hashable, Sendable {
    /// The id under which a hit on the root view (the scene's own, not in the file) is reported.
    public static let rootID = "#root"

    /// The scene size in points (positive).
    public var size: Size
    /// The scene's `"scale"`, pixels per point (positive): scroll views present their offsets on
    /// its pixel grid.
    public var scale: Double
    /// The views on the root, back to front.
    public var views: [SceneFuzzView]
    /// The point, in the root view's (scene) coordinates.
    public var point: Point

    /// Creates a case.
    public init(size: Size, scale: Double = 1, views: [SceneFuzzView], point: Point) {
        self.size = size
        self.scale = scale
        self.views = views
        self.point = point
    }

    /// The number of views in the file (the root not counted).
    public var viewCount: Int { views.reduce(0) { $0 + $1.count } }

    /// The number of scroll views in the file.
    public var scrollViewCount: Int {
        func count(_ view: SceneFuzzView) -> Int { (view.scroll == nil ? 0 : 1) + view.children.reduce(0) { $0 + count($1) } }
        return views.reduce(0) { $0 + count($1) }
    }

    /// The scene file (`touchstone.scene` version 1, at ``scale``, white background; shaped views
    /// filled purple, borders black).
    public var sceneJSON: JSONValue {
        let object: JSONObject = [
            "format": "touchstone.scene", "version": 1,
            "size": [.number(size.width), .number(size.height)], "scale": .number(scale), "background": "#FFFFFF",
            "views": .array(views.map(Self.json)),
        ]
        return .object(object)
    }

    static func json(_ view: SceneFuzzView) -> JSONValue {
        let kind = view.custom?.kind ?? (view.scroll != nil ? "scroll" : view.isShaped ? "shaped" : "view")
        var object: JSONObject = ["id": .string(view.id), "kind": .string(kind),
                                  "frame": [.number(view.frame.origin.x), .number(view.frame.origin.y),
                                            .number(view.frame.size.width), .number(view.frame.size.height)]]
        if let scroll = view.scroll {
            object["contentSize"] = [.number(scroll.contentSize.width), .number(scroll.contentSize.height)]
            if let offset = scroll.contentOffset { object["contentOffset"] = [.number(offset.x), .number(offset.y)] }
        }
        if let shape = view.shape { object["shape"] = shape.json }
        for (key, value) in view.custom?.options.entries ?? [] { object[key] = value }
        object["color"] = view.isShaped ? "#6200EE" : "#03DAC5"
        if let alpha = view.alpha { object["alpha"] = .number(alpha) }
        if let hidden = view.isHidden { object["hidden"] = .bool(hidden) }
        if let interactive = view.isInteractive { object["interactive"] = .bool(interactive) }
        if let width = view.borderWidth { object["border"] = ["width": .number(width), "color": "#000000"] }
        if !view.children.isEmpty { object["children"] = .array(view.children.map(json)) }
        return .object(object)
    }

    /// Reads a scene file of the subset this type models (kinds `view`, `shaped` and `scroll`,
    /// and `customKinds`; keys `id`, `kind`, `frame`, `shape` (shaped), `contentSize` and
    /// `contentOffset` (scroll), `color`, `alpha`, `hidden`, `interactive`, `border`, `children`,
    /// and any other key of a custom kind as its option; `scale`; `background` is read and
    /// ignored) and the point.
    ///
    /// - Throws: ``JSON/JSONError`` with the JSON path of a key or value outside the subset.
    public init(scene reader: JSONReader, point: Point, customKinds: [String] = []) throws {
        var top = try reader.object()
        _ = try top.required("format").string(oneOf: ["touchstone.scene"])
        _ = try top.required("version").int()
        let size = try top.required("size").array(count: 2)
        self.size = Size(width: try size[0].double(), height: try size[1].double())
        scale = try top.required("scale").double()
        _ = try top.required("background").string()
        views = try top.required("views").array().map { try Self.view($0, customKinds: customKinds) }
        try top.finish()
        self.point = point
    }

    /// The keys every kind shares, which are never a custom kind's options.
    static let commonKeys = ["id", "kind", "frame", "color", "alpha", "hidden", "interactive", "border", "children"]

    static func view(_ reader: JSONReader, customKinds: [String]) throws -> SceneFuzzView {
        try reader.object { object in
            let id = try object.required("id").string()
            let kind = try object.required("kind").string(oneOf: ["view", "shaped", "scroll"] + customKinds)
            let f = try object.required("frame").array(count: 4)
            var view = SceneFuzzView(id: id, frame: Rect(x: try f[0].double(), y: try f[1].double(),
                                                         width: try f[2].double(), height: try f[3].double()),
                                     isShaped: kind == "shaped")
            if customKinds.contains(kind) {
                var options = JSONObject()
                for (key, _) in object.object.entries where !Self.commonKeys.contains(key) {
                    options[key] = object.optional(key)?.value
                }
                view.custom = SceneFuzzCustom(kind: kind, options: options)
            } else if kind == "scroll" {
                let size = try object.required("contentSize").array(count: 2)
                var scroll = SceneFuzzScroll(contentSize: Size(width: try size[0].double(), height: try size[1].double()))
                if let offset = try object.optional("contentOffset")?.array(count: 2) {
                    scroll.contentOffset = Point(x: try offset[0].double(), y: try offset[1].double())
                }
                view.scroll = scroll
            } else if let shape = object.optional("shape") {
                view.shape = try ShapeSpec(reading: shape)
            }
            _ = try object.optional("color")?.string()
            view.alpha = try object.optional("alpha")?.double()
            view.isHidden = try object.optional("hidden")?.bool()
            view.isInteractive = try object.optional("interactive")?.bool()
            if let border = object.optional("border") {
                view.borderWidth = try border.object { b in
                    _ = try b.required("color").string()
                    return try b.required("width").double()
                }
            }
            view.children = try object.optional("children")?.array().map { try Self.view($0, customKinds: customKinds) } ?? []
            return view
        }
    }
}

/// A scene case on which the hit test under test disagreed with ``SceneHitTestOracle``.
public struct SceneHitTestFinding: Sendable {
    /// The case, shrunk.
    public var testCase: SceneFuzzCase
    /// The oracle's answer: the id of the view hit, ``SceneFuzzCase/rootID``, or `nil` for none.
    public var expected: String?
    /// The hit test's answer, in the same terms.
    public var actual: String?
    /// The case as generated.
    public var original: SceneFuzzCase
    /// The run's seed.
    public var seed: UInt64

    /// The format name of repro files.
    public static let format = "touchstone.scene-hit-test-repro"

    /// The repro file: the shrunk case's scene file under `"scene"` and its point, both answers,
    /// the seed, and the original case.
    ///
    ///     {"format": "touchstone.scene-hit-test-repro", "version": 1, "seed": "7",
    ///      "scene": SCENE, "point": [x, y], "expected": "v2", "actual": null,
    ///      "command": "touchstone fuzz scene-repro FILE",
    ///      "original": {"scene": SCENE, "point": [x, y]}}
    public var json: JSONValue {
        func id(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        let original: JSONObject = ["scene": self.original.sceneJSON,
                                    "point": [.number(self.original.point.x), .number(self.original.point.y)]]
        let object: JSONObject = [
            "format": .string(Self.format), "version": 1, "seed": .string(String(seed)),
            "scene": testCase.sceneJSON, "point": [.number(testCase.point.x), .number(testCase.point.y)],
            "expected": id(expected), "actual": id(actual),
            "command": "touchstone fuzz scene-repro FILE", "original": .object(original),
        ]
        return .object(object)
    }

    /// Reads the case of a repro file: its `"scene"` and `"point"`; the other keys of the format are
    /// allowed and ignored, unknown ones rejected.
    ///
    /// - Throws: ``JSON/JSONError`` naming the JSON path of what is missing or malformed.
    public static func testCase(repro reader: JSONReader, customKinds: [String] = []) throws -> SceneFuzzCase {
        try reader.object { object in
            _ = try object.required("format").string(oneOf: [format])
            for key in ["version", "seed", "expected", "actual", "command", "original"] { _ = object.optional(key) }
            let point = try object.required("point").array(count: 2)
            return try SceneFuzzCase(scene: try object.required("scene"),
                                     point: Point(x: try point[0].double(), y: try point[1].double()),
                                     customKinds: customKinds)
        }
    }
}
