import JSON

/// The units a trace's positions are written in: the `"units"` key of a trace file.
///
///     "units": "points"                                          // the default
///     "units": {"devicePixels": {"pixelsPerPoint": 2.625}}       // a Pixel's 420 dpi / 160
///
/// Positions (`x`, `y`) and contact radii (`majorRadius`) are in these units; times and forces are
/// not affected. A ``Trace`` keeps the numbers as the file writes them, so writing it gives the
/// file's numbers back exactly; ``Trace/convertedToPoints()`` gives the positions a scene uses,
/// `value / pixelsPerPoint` (one correctly rounded division, so the same file always lands on the
/// same points). The replayer converts every trace it plays.
///
/// A conversion in the other direction cannot be exact in general (dividing by 2.625 and
/// multiplying back does not always return the number divided), which is why a trace is not
/// stored in points after reading.
public enum TraceUnits: Hashable, Sendable {
    /// Scene points, the unit of scene files and views.
    case points
    /// A device's physical pixels, `pixelsPerPoint` of them to a scene point (Android: the screen's
    /// dpi / 160, one density-independent pixel being one point). Must be positive and finite.
    case devicePixels(pixelsPerPoint: Double)

    /// Device pixels per point: 1 for ``points``.
    public var pixelsPerPoint: Double {
        switch self {
        case .points: return 1
        case .devicePixels(let pixelsPerPoint): return pixelsPerPoint
        }
    }

    /// A position or length written in these units, in points: unchanged for ``points``, else
    /// `value / pixelsPerPoint`.
    ///
    ///     TraceUnits.devicePixels(pixelsPerPoint: 2.625).points(1050)   // 400
    public func points(_ value: Double) -> Double {
        switch self {
        case .points: return value
        case .devicePixels(let pixelsPerPoint): return value / pixelsPerPoint
        }
    }

    /// `event` with its location and radius converted to points (time, id, phase and force kept).
    public func points(_ event: TraceEvent) -> TraceEvent {
        guard case .devicePixels = self else { return event }
        var converted = event
        converted.location.x = points(event.location.x)
        converted.location.y = points(event.location.y)
        converted.majorRadius = event.majorRadius.map(points)
        return converted
    }

    /// The unit's name in messages: `points`, `device pixels`.
    var name: String {
        switch self {
        case .points: return "points"
        case .devicePixels: return "device pixels"
        }
    }

    // MARK: The file's spelling

    /// The spellings `"units"` accepts, for messages.
    static let expectation = #""points" or {"devicePixels": {"pixelsPerPoint": N}}"#

    /// The value of `"units"` in a trace file.
    var json: JSONValue {
        switch self {
        case .points: return "points"
        case .devicePixels(let pixelsPerPoint):
            return ["devicePixels": ["pixelsPerPoint": .number(pixelsPerPoint)]]
        }
    }

    /// Reads a `"units"` value. The figure is only read here; whether it is positive is checked by
    /// ``Trace/checkUnits(_:source:location:)`` for read and built traces alike.
    ///
    /// - Throws: ``JSON/JSONError`` at the value's path for any other spelling, a missing or
    ///   unknown key, or a figure that is not a number.
    static func read(_ reader: JSONReader) throws -> TraceUnits {
        if case .string(let name) = reader.value {
            guard name == "points" else {
                throw reader.error("expected \(expectation), found \(reader.value)")
            }
            return .points
        }
        guard case .object = reader.value else { throw reader.expected(expectation) }
        let (_, pixels) = try reader.oneOf(["devicePixels"])
        return try pixels.object { object in
            .devicePixels(pixelsPerPoint: try object.required("pixelsPerPoint").double())
        }
    }

    /// The JSON path of the pixels-per-point figure under the `"units"` key at `units`.
    static func figurePath(under units: JSONPath) -> JSONPath {
        units.appending(key: "devicePixels").appending(key: "pixelsPerPoint")
    }
}
