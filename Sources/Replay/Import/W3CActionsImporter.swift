import Geometry
import JSON
import Scene

/// Converts W3C WebDriver "Perform Actions" input (harness.md §2) into a ``Trace``.
///
///     let importer = W3CActionsImporter(scene: "gallery.scene.json", sceneSize: Size(width: 360, height: 640),
///                                       scale: 1, sampleRate: 120)
///     let trace = try importer.importTrace(parsing: bytes, source: "swipe.actions.json")
///
/// The document is either the request body, `{"actions": [source, …]}`, or the bare list of
/// sources. What becomes of it:
///
/// - **Sources.** Each `pointer` source with `"parameters": {"pointerType": "touch"}` is one finger;
///   the n-th such source (in document order, counting from 0) gets trace id n. `none` sources may
///   hold pauses, which time ticks like any other. Mouse and pen pointers (`pointerType` missing
///   means mouse), `key` and `wheel` sources are errors: a trace holds touches only. Source ids must
///   be unique strings.
/// - **Ticks.** Tick *i* is action *i* of every source. Its duration is the longest `duration` of
///   its `pause` and `pointerMove` actions (absent counts as 0), and the next tick starts that long
///   after it; the first tick starts at t = 0.
/// - **Pointer state.** A finger starts at (0, 0), as WebDriver's pointer input state does. Moves
///   while no button is pressed reposition it without a touch event (how a script places a finger
///   before `pointerDown`). `pointerDown` with the first pressed button writes `began`; pressing a
///   button already pressed does nothing and releasing one not pressed does nothing, as in WebDriver;
///   `pointerUp` releasing the last pressed button writes `ended`; `pointerCancel` while down writes
///   `cancelled`. A finger still down after the last tick stays down in the trace (the request alone
///   does not release it; WebDriver's separate "Release Actions" would).
/// - **Moves.** `origin` `"viewport"` (the default) is absolute, `"pointer"` relative to the
///   current position; an element origin needs a browser's layout and is an error. The target must
///   lie within the viewport, 0 ≤ x ≤ width and 0 ≤ y ≤ height in CSS px (WebDriver's "move target
///   out of bounds"), where the viewport is the scene's size times ``scale``. A move lasts its
///   `duration` in ms, or the tick's duration if it has none; its sub-steps are taken at
///   ``sampleRate``: at k · 10⁹ / rate ns after the tick starts (integer division), k = 1, 2, … while
///   that is before the end, each at start + (elapsed / duration) · (target − start), and a last one
///   exactly on the target at the end. As in WebDriver, a sub-step that does not change the position
///   dispatches nothing, so a zero-length move writes no events.
/// - **Units.** Coordinates, `width` and `height` are CSS px; points = px ÷ ``scale``. Classic
///   WebDriver requires whole-number `x` and `y`; WebDriver BiDi allows fractions, and so does this
///   importer (any finite number), without rounding sub-steps. `pressure`
///   becomes `force`; `width`/`height` become `majorRadius` = max(width, height) ÷ 2 ÷ scale. Each is
///   carried to later events of the same finger until changed. The other pointer properties are
///   range-checked (WebDriver's ranges) and otherwise unused.
/// - **Order.** Events are sorted by time; at equal times, earlier ticks first, then sources in
///   document order.
///
/// Errors are ``JSONError``s naming the file and the JSON path of the offending action. The result
/// is then checked as any trace is, which can throw ``TraceError``.
public struct W3CActionsImporter: Sendable {
    /// The scene path written into the trace (relative to the trace file's folder).
    public var scene: String
    /// The scene's size in points: the viewport is this times ``scale``.
    public var sceneSize: Size
    /// CSS px per point, > 0.
    public var scale: Double
    /// Sub-steps per second for moves with a duration, 1…10,000.
    public var sampleRate: Int
    /// Limits the resulting trace must meet.
    public var limits: TraceLimits

    /// Creates an importer.
    ///
    /// - Precondition: `scale` is finite and positive; `sampleRate` is in 1…10,000 (the command
    ///   line checks both and reports bad values).
    public init(scene: String, sceneSize: Size, scale: Double = 1, sampleRate: Int = 120, limits: TraceLimits = .default) {
        precondition(scale.isFinite && scale > 0, "scale must be finite and positive")
        precondition((1...10_000).contains(sampleRate), "sample rate must be 1…10,000 Hz")
        self.scene = scene
        self.sceneSize = sceneSize
        self.scale = scale
        self.sampleRate = sampleRate
        self.limits = limits
    }

    /// Converts the actions document `text`, labelled `source` in errors.
    public func importTrace(parsing text: String, source: String) throws -> Trace {
        try importTrace(parsing: Array(text.utf8), source: source)
    }

    /// Converts the actions document `bytes` (UTF-8 JSON), labelled `source` in errors.
    ///
    /// - Throws: ``JSONError`` for a malformed or unsupported document, ``TraceError`` if the result
    ///   breaks a trace rule or limit.
    public func importTrace(parsing bytes: [UInt8], source: String) throws -> Trace {
        guard bytes.count <= limits.maximumFileBytes else {
            throw JSONError(source: source, location: .path(.root),
                            message: "\(bytes.count) bytes, more than the limit of \(limits.maximumFileBytes) bytes")
        }
        let root = try JSONReader(parsing: bytes, source: source)
        let sourcesReader: JSONReader
        if case .array = root.value {
            sourcesReader = root
        } else {
            sourcesReader = try root.object { try $0.required("actions") }
        }
        let fingers = try readSources(sourcesReader)
        let events = try perform(fingers, source: source)
        let provenance: JSONObject = [
            "importer": "w3c-actions",
            "file": .string(source),
            "units": .string("points = CSS px / \(JSONValue.number(scale))"),
            "sampleRate": .number(Double(sampleRate)),
        ]
        let trace = Trace(scene: scene, description: "imported from W3C WebDriver actions in \(source)",
                          source: provenance, events: events)
        try trace.validate(sceneSize: sceneSize, limits: limits, source: source)
        return trace
    }

    // MARK: Reading

    /// One action of a source, checked.
    private enum Action {
        case pause(milliseconds: Int?)
        case down(button: Int, properties: Properties)
        case up(button: Int, properties: Properties)
        case move(target: Point, relative: Bool, milliseconds: Int?, properties: Properties)
        case cancel
    }

    /// The contact properties Touchstone keeps.
    private struct Properties {
        var force: Double?
        var majorRadius: Double?
    }

    /// A source's actions, with the readers for their paths; `finger` is nil for a `none` source.
    private struct Source {
        var finger: Int?
        var actions: [(Action, JSONReader)]
    }

    private func readSources(_ reader: JSONReader) throws -> [Source] {
        var ids: [String: Int] = [:]
        var sources: [Source] = []
        var fingers = 0
        for (index, element) in try reader.array().enumerated() {
            var object = try element.object()
            let typeReader = try object.required("type")
            let type = try typeReader.string(oneOf: ["pointer", "none", "key", "wheel"])
            let idReader = try object.required("id")
            let id = try idReader.string()
            if let first = ids[id] {
                throw idReader.error("source id \(JSONValue.string(id)) is used by source \(first) too; ids must be unique")
            }
            ids[id] = index
            switch type {
            case "pointer":
                let parameters = object.optional("parameters")
                let actions = try object.required("actions")
                try object.finish()
                var pointerType = "mouse"
                if let parameters {
                    pointerType = try parameters.object { p in
                        try p.optional("pointerType")?.string(oneOf: ["mouse", "pen", "touch"]) ?? "mouse"
                    }
                }
                guard pointerType == "touch" else {
                    throw (parameters ?? element).error("pointer source \(JSONValue.string(id)) is a \(pointerType); only \"pointerType\": \"touch\" sources become touches")
                }
                sources.append(Source(finger: fingers, actions: try actions.array().map { (try readPointerAction($0), $0) }))
                fingers += 1
            case "none":
                let actions = try object.required("actions")
                try object.finish()
                sources.append(Source(finger: nil, actions: try actions.array().map { (try readPause($0), $0) }))
            default:
                throw typeReader.error("\(type) sources are not supported; a trace holds touches, so use \"pointer\" sources with \"pointerType\": \"touch\" (and \"none\" for pauses)")
            }
        }
        return sources
    }

    /// A `pause`, the only action of a `none` source.
    private func readPause(_ reader: JSONReader) throws -> Action {
        try reader.object { object in
            _ = try object.required("type").string(oneOf: ["pause"])
            return .pause(milliseconds: try object.optional("duration").map(readDuration))
        }
    }

    private func readPointerAction(_ reader: JSONReader) throws -> Action {
        var object = try reader.object()
        let type = try object.required("type").string(oneOf: ["pause", "pointerDown", "pointerUp", "pointerMove", "pointerCancel"])
        let action: Action
        switch type {
        case "pause":
            action = .pause(milliseconds: try object.optional("duration").map(readDuration))
        case "pointerDown", "pointerUp":
            let buttonReader = try object.required("button")
            let button = try buttonReader.int()
            guard button >= 0 else { throw buttonReader.error("expected a button number of 0 or more, found \(button)") }
            let properties = try readProperties(&object)
            action = type == "pointerDown" ? .down(button: button, properties: properties) : .up(button: button, properties: properties)
        case "pointerMove":
            let x = try object.required("x").double()
            let y = try object.required("y").double()
            let duration = try object.optional("duration").map(readDuration)
            var relative = false
            if let origin = object.optional("origin") {
                if case .string = origin.value {
                    relative = try origin.string(oneOf: ["viewport", "pointer"]) == "pointer"
                } else if case .object = origin.value {
                    throw origin.error("an element origin needs a browser's layout to resolve; give \"viewport\" coordinates or \"pointer\"-relative ones")
                } else {
                    throw origin.expected("\"viewport\" or \"pointer\"")
                }
            }
            let properties = try readProperties(&object)
            action = .move(target: Point(x: x, y: y), relative: relative, milliseconds: duration, properties: properties)
        default:
            action = .cancel
        }
        try object.finish()
        return action
    }

    /// A `duration`: an integer number of milliseconds, from 0 to the longest trace allowed.
    private func readDuration(_ reader: JSONReader) throws -> Int {
        let value = try reader.int()
        guard value >= 0 else { throw reader.error("expected a duration of 0 or more milliseconds, found \(value)") }
        let limit = Int(limits.maximumTime * 1000)
        guard value <= limit else {
            throw reader.error("a duration of \(value) ms is longer than the \(limit) ms a trace may last")
        }
        return value
    }

    /// The optional pointer properties, range-checked as WebDriver does.
    private func readProperties(_ object: inout JSONObjectReader) throws -> Properties {
        func number(_ key: String, _ range: ClosedRange<Double>, integer: Bool = false) throws -> Double? {
            guard let reader = object.optional(key) else { return nil }
            let value = integer ? Double(try reader.int()) : try reader.double()
            guard range.contains(value) else {
                throw reader.error("expected \(key) from \(JSONValue.number(range.lowerBound)) to \(JSONValue.number(range.upperBound)), found \(JSONValue.number(value))")
            }
            return value
        }
        let maximumSize = limits.maximumCoordinate * scale
        let width = try number("width", 0...maximumSize)
        let height = try number("height", 0...maximumSize)
        let pressure = try number("pressure", 0...1)
        _ = try number("tangentialPressure", -1...1)
        _ = try number("tiltX", -90...90, integer: true)
        _ = try number("tiltY", -90...90, integer: true)
        _ = try number("twist", 0...359, integer: true)
        _ = try number("altitudeAngle", 0...(Double.pi / 2))
        _ = try number("azimuthAngle", 0...(2 * Double.pi))
        var properties = Properties(force: pressure)
        if width != nil || height != nil {
            properties.majorRadius = Swift.max(width ?? 0, height ?? 0) / 2 / scale
        }
        return properties
    }

    // MARK: Performing

    /// One finger's state between ticks.
    private struct Finger {
        var position = Point.zero   // CSS px
        var pressed: Set<Int> = []
        var force: Double?
        var majorRadius: Double?
        mutating func apply(_ properties: Properties) {
            if let force = properties.force { self.force = force }
            if let radius = properties.majorRadius { majorRadius = radius }
        }
    }

    /// An event with its sort key.
    private struct Pending {
        var nanoseconds: Int64
        var tick: Int
        var sourceIndex: Int
        var sequence: Int
        var event: TraceEvent
    }

    private func perform(_ sources: [Source], source label: String) throws -> [TraceEvent] {
        let viewport = Size(width: sceneSize.width * scale, height: sceneSize.height * scale)
        let maximumNanoseconds = Int64(limits.maximumTime * 1e9)
        var fingers = [Finger](repeating: Finger(), count: sources.count)
        var pending: [Pending] = []
        var sequence = 0
        var tickStart: Int64 = 0
        let ticks = sources.map(\.actions.count).max() ?? 0

        for tick in 0..<ticks {
            // The tick's duration: the longest explicit pause or move duration.
            var tickMilliseconds = 0
            for source in sources where tick < source.actions.count {
                switch source.actions[tick].0 {
                case .pause(let ms?), .move(_, _, let ms?, _): tickMilliseconds = Swift.max(tickMilliseconds, ms)
                default: break
                }
            }
            let tickNanoseconds = Int64(tickMilliseconds) * 1_000_000
            // Each duration is bounded, so checking every tick keeps the sum far from overflow.
            if tickStart + tickNanoseconds > maximumNanoseconds {
                // Named at the tick's first action (some source has one, or the tick would not exist).
                let reader = sources.lazy.compactMap { tick < $0.actions.count ? $0.actions[tick].1 : nil }.first
                throw (reader ?? JSONReader(.null, source: label)).error("tick \(tick) ends after \(JSONValue.number(limits.maximumTime)) s, the longest a trace may last")
            }
            for (sourceIndex, source) in sources.enumerated() where tick < source.actions.count {
                guard let finger = source.finger else { continue }
                let (action, reader) = source.actions[tick]
                func emit(_ at: Int64, _ phase: TouchPhase) throws {
                    guard pending.count < limits.maximumEvents else {
                        throw reader.error("the trace would have more than \(limits.maximumEvents) events")
                    }
                    let state = fingers[sourceIndex]
                    let location = Point(x: state.position.x / scale, y: state.position.y / scale)
                    pending.append(Pending(nanoseconds: at, tick: tick, sourceIndex: sourceIndex, sequence: sequence,
                                           event: TraceEvent(nanoseconds: at, id: finger, phase: phase, location: location,
                                                             force: state.force, majorRadius: state.majorRadius)))
                    sequence += 1
                }
                switch action {
                case .pause:
                    break
                case let .down(button, properties):
                    fingers[sourceIndex].apply(properties)
                    let wasUp = fingers[sourceIndex].pressed.isEmpty
                    fingers[sourceIndex].pressed.insert(button)
                    if wasUp { try emit(tickStart, .began) }
                case let .up(button, properties):
                    fingers[sourceIndex].apply(properties)
                    if fingers[sourceIndex].pressed.remove(button) != nil, fingers[sourceIndex].pressed.isEmpty {
                        try emit(tickStart, .ended)
                    }
                case .cancel:
                    if !fingers[sourceIndex].pressed.isEmpty {
                        fingers[sourceIndex].pressed = []
                        try emit(tickStart, .cancelled)
                    }
                case let .move(offset, relative, milliseconds, properties):
                    fingers[sourceIndex].apply(properties)
                    let start = fingers[sourceIndex].position
                    let target = relative ? start + offset : offset
                    guard target.x >= 0, target.x <= viewport.width, target.y >= 0, target.y <= viewport.height else {
                        throw reader.error("move target out of bounds: (\(JSONValue.number(target.x)), \(JSONValue.number(target.y))) CSS px is outside the viewport, 0…\(JSONValue.number(viewport.width)) × 0…\(JSONValue.number(viewport.height)) CSS px (the scene at scale \(JSONValue.number(scale)))")
                    }
                    let duration = milliseconds.map { Int64($0) * 1_000_000 } ?? tickNanoseconds
                    let isDown = !fingers[sourceIndex].pressed.isEmpty
                    // Sub-steps strictly inside the move, then the target exactly at its end.
                    var step: Int64 = 1
                    while duration > 0 {
                        let elapsed = step * TraceTime.nanosecondsPerSecond / Int64(sampleRate)
                        guard elapsed < duration else { break }
                        let position = start.interpolated(to: target, by: Double(elapsed) / Double(duration))
                        if position != fingers[sourceIndex].position {
                            fingers[sourceIndex].position = position
                            if isDown { try emit(tickStart + elapsed, .moved) }
                        }
                        step += 1
                    }
                    if target != fingers[sourceIndex].position {
                        fingers[sourceIndex].position = target
                        if isDown { try emit(tickStart + duration, .moved) }
                    }
                }
            }
            tickStart += tickNanoseconds
        }
        pending.sort { a, b in
            (a.nanoseconds, a.tick, a.sourceIndex, a.sequence) < (b.nanoseconds, b.tick, b.sourceIndex, b.sequence)
        }
        return pending.map(\.event)
    }
}
