import Geometry
import JSON

extension Trace {
    /// The trace as the text of a `*.trace.json` file: deterministic, one header key per line and
    /// one event per line, ending in a newline.
    ///
    ///     {
    ///       "format": "touchstone.trace",
    ///       "version": 1,
    ///       "scene": "gallery.scene.json",
    ///       "frameRate": 120,
    ///       "events": [
    ///         {"t":0,"id":0,"phase":"began","x":120,"y":48},
    ///         {"t":0.05,"id":0,"phase":"ended","x":120,"y":48}
    ///       ]
    ///     }
    ///
    /// Keys come in docs/formats.md's order; `frameRate` is always written; `units` only when not
    /// points (a trace in points has no `units` line), right after
    /// `frameRate`; `description` and `source` only when present; `force` and `majorRadius` only when set. Numbers are the JSON
    /// serializer's shortest round-tripping form, so reading the text back gives an equal trace.
    public func serialized() -> String {
        var lines = ["{"]
        var header: [(String, JSONValue)] = [
            ("format", .string(Trace.format)),
            ("version", .number(Double(Trace.version))),
            ("scene", .string(scene)),
            ("frameRate", .number(Double(frameRate))),
        ]
        if units != .points { header.append(("units", units.json)) }
        if let description { header.append(("description", .string(description))) }
        if let source { header.append(("source", .object(source))) }
        for (key, value) in header {
            lines.append("  \(JSONValue.string(key).serialized()): \(value.serialized()),")
        }
        if events.isEmpty {
            lines.append("  \"events\": []")
        } else {
            lines.append("  \"events\": [")
            for (index, event) in events.enumerated() {
                let separator = index == events.count - 1 ? "" : ","
                lines.append("    " + Self.json(event).serialized() + separator)
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One event as a JSON object in docs/formats.md's key order.
    static func json(_ event: TraceEvent) -> JSONValue {
        var object: JSONObject = [
            "t": .number(event.time),
            "id": .number(Double(event.id)),
            "phase": .string(event.phase.rawValue),
            "x": .number(event.location.x),
            "y": .number(event.location.y),
        ]
        if let force = event.force { object["force"] = .number(force) }
        if let radius = event.majorRadius { object["majorRadius"] = .number(radius) }
        return .object(object)
    }

    /// Validates the trace, then writes ``serialized()`` to `path`.
    ///
    /// - Parameters:
    ///   - path: The file to create or replace.
    ///   - sceneSize: The scene's size in points, for the coordinate check; `nil` to skip it.
    ///   - limits: Limits the trace must meet, so that it can be read back.
    /// - Throws: ``TraceError`` naming `path` if the trace breaks a rule or cannot be written.
    public func write(toFile path: String, sceneSize: Size? = nil, limits: TraceLimits = .default) throws {
        try validate(sceneSize: sceneSize, limits: limits, source: path)
        let text = serialized()
        guard text.utf8.count <= limits.maximumFileBytes else {
            throw TraceError(source: path, location: nil, reason: .fileTooLarge,
                             message: "the trace would be \(text.utf8.count) bytes, more than the limit of \(limits.maximumFileBytes) bytes")
        }
        do {
            try TraceFiles.write(text, to: path)
        } catch let error as TraceFiles.Failure {
            throw TraceError(source: path, location: nil, reason: .unreadable, message: error.message)
        }
    }
}
