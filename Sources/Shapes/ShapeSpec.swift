import Geometry
import JSON

/// A shape described in JSON, as scene files and `touchstone shape` take it
/// (docs/formats.md#shape-specs).
///
///     {"rectangle": {"corners": {"rounded": 8}}}
///     {"rectangle": {"corners": [{"cut": 0.5, "percent": true}, {"sharp": true},
///                                {"rounded": 4}, {"curved": [10, 5]}],
///                    "edges": [{"triangle": {"size": 6, "style": "handle"}}, {"straight": true},
///                              {"straight": true}, {"straight": true}],
///                    "cornerOffsets": [[0, 0], [-10, 0], [0, 0], [0, 0]]}}
///     {"pill": {}}   {"curvedRect": {"cornerSize": [12, 8]}}   {"slantedRect": {"slant": 10}}
///     {"scheme": "medium"}
///     {"svgPath": "M0 0 L100 0 L50 40 Z"}
///
/// Corners are listed top-left, top-right, bottom-right, bottom-left and edges top, right,
/// bottom, left; a single corner or edge object applies to all four. `"percent": true` makes a
/// corner's value a fraction of the view's height. Unknown keys, wrong types, non-finite numbers
/// and arrays of the wrong length are errors that name the JSON path; every number (lengths and
/// percentages, SVG path coordinates) must lie within ±10¹² (``Geometry/CoordinateLimit``,
/// docs/limits.md). Values are not clamped.
///
/// A treatment of your own (``CornerTreatment/custom(_:)``, ``EdgeTreatment/custom(_:)``) is a
/// Swift value with no JSON form: ``json`` names it as `{"custom": "<its description>"}`, and
/// reading refuses that object, saying why.
public enum ShapeSpec: Hashable, Sendable {
    /// A rectangle generator with its corners, edges and corner offsets.
    case rectangle(RectangleShapeGenerator)
    /// A pill.
    case pill
    /// A rectangle with curved corners.
    case curvedRect(CurvedRectShapeGenerator)
    /// A parallelogram.
    case slantedRect(SlantedRectShapeGenerator)
    /// A rectangle with the corners of a shape scheme's category, resolved when the path is made.
    case scheme(ShapeSize)
    /// A custom outline given as SVG path data in the view's coordinates; the view size does not
    /// change it (the equivalent of a custom `MDCShapeGenerating` that ignores its size).
    case svgPath(Path)

    /// Parses a spec from JSON text; `source` names it in error messages (a file name, or
    /// "shape spec" for an inline argument).
    ///
    /// - Throws: ``JSON/JSONError`` with a line and column for malformed JSON, or a JSON path for
    ///   a spec that does not follow the format.
    public init(parsing text: String, source: String) throws {
        try self.init(reading: JSONReader(parsing: text, source: source))
    }

    /// Reads a spec from an already parsed JSON value (for example, inside a scene file).
    public init(reading reader: JSONReader) throws {
        let (tag, body) = try reader.oneOf(["rectangle", "pill", "curvedRect", "slantedRect", "scheme", "svgPath"])
        switch tag {
        case "rectangle":
            self = .rectangle(try body.object { object in
                var generator = RectangleShapeGenerator()
                generator.corners = try Self.fourOrOne(try object.required("corners"), Self.corner)
                if let edges = object.optional("edges") {
                    generator.edges = try Self.fourOrOne(edges, Self.edge)
                }
                if let offsets = object.optional("cornerOffsets") {
                    generator.cornerOffsets = try offsets.array(count: 4).map(Self.point)
                }
                return generator
            })
        case "pill":
            try body.object { _ in }
            self = .pill
        case "curvedRect":
            self = .curvedRect(try body.object { object in
                CurvedRectShapeGenerator(cornerSize: try Self.size(try object.required("cornerSize")))
            })
        case "slantedRect":
            self = .slantedRect(try body.object { object in
                SlantedRectShapeGenerator(slant: try Self.length(try object.required("slant")))
            })
        case "svgPath":
            do {
                let outline = try Path(svgPathData: try body.string())
                guard outline.elements.allSatisfy(Self.withinLimit) else {
                    throw body.error("a coordinate of the path data is beyond ±1e12 points (the limit of every length)")
                }
                self = .svgPath(outline)
            } catch let error as SVGPathError {
                throw body.error("\(error)")
            }
        default:
            self = .scheme(try body.enumCase(of: ShapeSize.self))
        }
    }

    /// Appends the outline for a view of `size`; a ``scheme(_:)`` spec takes its corners from
    /// `scheme` (MDC's defaults unless given).
    public func appendPath(for size: Size, to path: inout Path, scheme: ShapeScheme = ShapeScheme()) {
        switch self {
        case .rectangle(let generator): generator.appendPath(for: size, to: &path)
        case .pill: PillShapeGenerator().appendPath(for: size, to: &path)
        case .curvedRect(let generator): generator.appendPath(for: size, to: &path)
        case .slantedRect(let generator): generator.appendPath(for: size, to: &path)
        case .scheme(let category):
            scheme[category].rectangleShapeGenerator.appendPath(for: size, to: &path)
        case .svgPath(let outline):
            path.addPath(outline)
        }
    }

    /// The outline for a view of `size` (see ``appendPath(for:to:scheme:)``).
    public func path(for size: Size, scheme: ShapeScheme = ShapeScheme()) -> Path {
        var path = Path()
        appendPath(for: size, to: &path, scheme: scheme)
        return path
    }

    /// The spec in canonical JSON: corners and edges always as arrays of four, edges and offsets
    /// omitted when they are the defaults. Parsing it gives back an equal spec, unless the spec
    /// holds a custom treatment, which is written as `{"custom": "<its description>"}` for a reader
    /// to see and which parsing refuses.
    public var json: JSONValue {
        switch self {
        case .rectangle(let generator):
            var rectangle: JSONObject = ["corners": .array(generator.corners.map(Self.json))]
            if generator.edges.contains(where: { $0 != .straight }) {
                rectangle["edges"] = .array(generator.edges.map(Self.json))
            }
            if generator.cornerOffsets.contains(where: { $0 != .zero }) {
                rectangle["cornerOffsets"] = .array(generator.cornerOffsets.map { [.number($0.x), .number($0.y)] })
            }
            return ["rectangle": .object(rectangle)]
        case .pill:
            return ["pill": .object(JSONObject())]
        case .curvedRect(let generator):
            return ["curvedRect": ["cornerSize": [.number(generator.cornerSize.width), .number(generator.cornerSize.height)]]]
        case .slantedRect(let generator):
            return ["slantedRect": ["slant": .number(generator.slant)]]
        case .scheme(let category):
            return ["scheme": .string(category.rawValue)]
        case .svgPath(let outline):
            return ["svgPath": .string(outline.svgPathData)]
        }
    }

    // MARK: Parts

    private static func fourOrOne<T>(_ reader: JSONReader, _ read: (JSONReader) throws -> T) throws -> [T] {
        if case .array = reader.value {
            return try reader.array(count: 4).map(read)
        }
        return Array(repeating: try read(reader), count: 4)
    }

    /// The error for a `{"custom": …}` treatment, which ``json`` writes for a treatment of your own.
    private static func refuseCustom(_ reader: JSONReader, _ what: String) throws {
        guard let custom = reader.member("custom") else { return }
        throw custom.error("a custom \(what) treatment is a Swift value (CornerTreating, EdgeTreating) with no JSON form; "
                           + "put it in a RectangleShapeGenerator in code")
    }

    private static func corner(_ reader: JSONReader) throws -> CornerTreatment {
        try refuseCustom(reader, "corner")
        let (tag, value) = try reader.oneOf(["rounded", "cut", "curved", "sharp"], allowing: ["percent"])
        let percent = try reader.member("percent")?.bool() ?? false
        let valueType: CornerValueType = percent ? .percentage : .absolute
        switch tag {
        case "rounded": return .rounded(radius: try length(value), valueType: valueType)
        case "cut": return .cut(try length(value), valueType: valueType)
        case "curved": return .curved(try size(value), valueType: valueType)
        default:
            guard try value.bool() else { throw value.error("expected true (omit the corner's other keys for a sharp corner)") }
            if percent { throw reader.error("\"percent\" has no meaning for a sharp corner") }
            return .sharp
        }
    }

    private static func edge(_ reader: JSONReader) throws -> EdgeTreatment {
        try refuseCustom(reader, "edge")
        let (tag, value) = try reader.oneOf(["straight", "triangle"])
        if tag == "straight" {
            guard try value.bool() else { throw value.error("expected true") }
            return .straight
        }
        return try value.object { object in
            let size = try length(try object.required("size"))
            let style = try object.required("style").string(oneOf: ["cut", "handle"])
            return .triangle(size: size, style: style == "cut" ? .cut : .handle)
        }
    }

    private static func point(_ reader: JSONReader) throws -> Point {
        let xy = try reader.array(count: 2)
        return Point(x: try length(xy[0]), y: try length(xy[1]))
    }

    private static func size(_ reader: JSONReader) throws -> Size {
        let wh = try reader.array(count: 2)
        return Size(width: try length(wh[0]), height: try length(wh[1]))
    }

    /// A number within ±10¹², the range of every length and of percentages too, so that the
    /// outline at any accepted size stays finite.
    private static func length(_ reader: JSONReader) throws -> Double {
        try reader.limitedNumber()
    }

    /// Whether every point of `element` lies within ``Geometry/CoordinateLimit``.
    private static func withinLimit(_ element: PathElement) -> Bool {
        element.points.allSatisfy { CoordinateLimit.contains($0.x) && CoordinateLimit.contains($0.y) }
    }

    private static func json(_ corner: CornerTreatment) -> JSONValue {
        var object: JSONObject
        switch corner.kind {
        case .sharp: object = ["sharp": true]
        case .rounded(let r): object = ["rounded": .number(r)]
        case .cut(let c): object = ["cut": .number(c)]
        case .curved(let s): object = ["curved": [.number(s.width), .number(s.height)]]
        case .custom(let treatment): return ["custom": .string(treatment.description)]
        }
        if corner.valueType == .percentage, corner.kind != .sharp { object["percent"] = true }
        return .object(object)
    }

    private static func json(_ edge: EdgeTreatment) -> JSONValue {
        switch edge {
        case .straight: return ["straight": true]
        case .triangle(let size, let style):
            return ["triangle": ["size": .number(size), "style": .string(style == .cut ? "cut" : "handle")]]
        case .custom(let treatment):
            return ["custom": .string(treatment.description)]
        }
    }
}
