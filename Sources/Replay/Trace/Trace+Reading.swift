import Geometry
import JSON
import Scene

extension Trace {
    /// Objects a valid trace may hold besides its events (the root, and the free-form `source`
    /// provenance), for the object count checked before parsing.
    static let headerObjectAllowance = 1024

    /// Reads a trace from `path`, checking its size before reading it.
    ///
    /// - Parameters:
    ///   - path: The trace file.
    ///   - sceneSize: The scene's size in points, to reject coordinates far outside it; `nil` to skip.
    ///   - limits: Resource and plausibility limits.
    /// - Throws: ``TraceError`` naming `path`: unreadable, larger than the byte limit, or any error
    ///   of ``init(parsing:source:sceneSize:limits:)``.
    public init(contentsOfFile path: String, sceneSize: Size? = nil, limits: TraceLimits = .default) throws {
        let bytes: [UInt8]
        do {
            bytes = try TraceFiles.read(path, limit: limits.maximumFileBytes)
        } catch let error as TraceFiles.Failure {
            throw TraceError(source: path, location: nil, reason: error.isTooLarge ? .fileTooLarge : .unreadable,
                             message: error.message)
        }
        try self.init(parsing: bytes, source: path, sceneSize: sceneSize, limits: limits)
    }

    /// Reads a trace from UTF-8 JSON, checking every rule of the format (see ``Trace``).
    ///
    /// The byte limit and an upper bound on the number of events (the number of JSON objects, each
    /// event being one) are checked before parsing; the exact event count after.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - source: The file's name, for messages.
    ///   - sceneSize: The scene's size in points, to reject coordinates far outside it; `nil` to skip.
    ///   - limits: Resource and plausibility limits.
    /// - Throws: ``TraceError`` for the first problem in document order.
    public init(parsing bytes: [UInt8], source: String, sceneSize: Size? = nil, limits: TraceLimits = .default) throws {
        guard bytes.count <= limits.maximumFileBytes else {
            throw TraceError(source: source, location: nil, reason: .fileTooLarge,
                             message: "\(bytes.count) bytes, more than the limit of \(limits.maximumFileBytes) bytes")
        }
        let objects = Self.countObjects(in: bytes)
        guard objects <= limits.maximumEvents + Self.headerObjectAllowance else {
            throw TraceError(source: source, location: nil, reason: .tooManyEvents,
                             message: "\(objects) JSON objects, more than a trace of at most \(limits.maximumEvents) events can hold")
        }
        let root: JSONReader
        do {
            root = try JSONReader(parsing: bytes, source: source)
        } catch let error as JSONError {
            throw TraceError(error, reason: .syntax)
        }
        do {
            self = try Self.read(root, sceneSize: sceneSize, limits: limits)
        } catch let error as JSONError {
            throw TraceError(error, reason: .schema)
        }
    }

    /// Reads a trace from its JSON text (see ``init(parsing:source:sceneSize:limits:)``).
    public init(parsing text: String, source: String, sceneSize: Size? = nil, limits: TraceLimits = .default) throws {
        try self.init(parsing: Array(text.utf8), source: source, sceneSize: sceneSize, limits: limits)
    }

    /// Reads the document; reader errors escape as ``JSONError`` and become schema errors.
    private static func read(_ root: JSONReader, sceneSize: Size?, limits: TraceLimits) throws -> Trace {
        let source = root.source
        var object = try root.object()
        try object.requireFormat(Trace.format, hint: "is this a trace file?")
        try object.requireVersion(Trace.version)
        let sceneReader = try object.required("scene")
        let frameRateReader = object.optional("frameRate")
        let unitsReader = object.optional("units")
        let descriptionReader = object.optional("description")
        let provenanceReader = object.optional("source")
        let eventsReader = try object.required("events")
        try object.finish()

        let scene = try sceneReader.string()
        let frameRate = try frameRateReader?.int() ?? Trace.defaultFrameRate
        try checkHeader(scene: scene, frameRate: frameRate, limits: limits, source: source,
                        sceneLocation: .path(sceneReader.path),
                        frameRateLocation: .path(frameRateReader?.path ?? .root))
        let units = try unitsReader.map(TraceUnits.read) ?? .points
        if let unitsReader {
            try checkUnits(units, source: source, location: unitsReader.path)
        }
        let description = try descriptionReader?.string()
        let provenance: JSONObject?
        if let provenanceReader {
            guard case .object(let value) = provenanceReader.value else {
                throw provenanceReader.expected("an object (free-form provenance)")
            }
            provenance = value
        } else {
            provenance = nil
        }

        let elements = try eventsReader.array()
        guard elements.count <= limits.maximumEvents else {
            throw TraceError(source: source, location: .path(eventsReader.path), reason: .tooManyEvents,
                             message: "\(elements.count) events, more than the limit of \(limits.maximumEvents)")
        }
        var validator = TraceValidator(sceneSize: sceneSize, units: units, limits: limits, source: source)
        var events: [TraceEvent] = []
        events.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let event = try readEvent(element, index: index)
            try validator.check(event, index: index)
            events.append(event)
        }
        return Trace(scene: scene, frameRate: frameRate, units: units, description: description, source: provenance,
                     events: events)
    }

    /// The phases as the file spells them.
    private static let phaseNames = TouchPhase.allCases.map(\.rawValue)

    /// Reads one event's fields; range and order checks are the validator's.
    private static func readEvent(_ element: JSONReader, index: Int) throws -> TraceEvent {
        var object = try element.object()
        let t = try object.required("t").double()
        let id = try object.required("id").int()
        let phaseReader = try object.required("phase")
        let x = try object.required("x").double()
        let y = try object.required("y").double()
        let force = try object.optional("force")?.double()
        let majorRadius = try object.optional("majorRadius")?.double()
        try object.finish()
        let phaseName = try phaseReader.string()
        guard let phase = TouchPhase(rawValue: phaseName) else {
            throw TraceError(source: element.source, location: .path(phaseReader.path), eventIndex: index, field: "phase",
                             reason: .unknownPhase,
                             message: "unknown phase \(JSONValue.string(phaseName)); expected one of \(phaseNames.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        return TraceEvent(time: t, id: id, phase: phase, location: Point(x: x, y: y), force: force, majorRadius: majorRadius)
    }

    /// The number of `{` outside strings: every JSON object opens with one, so this bounds the
    /// number of events from above without parsing. Linear, no allocation.
    static func countObjects(in bytes: [UInt8]) -> Int {
        var count = 0
        var inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") {
                count += 1
            }
        }
        return count
    }
}
