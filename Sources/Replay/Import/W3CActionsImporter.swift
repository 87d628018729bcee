import Geometry
import JSON
import Scene

/// Converts a W3C WebDriver "Perform Actions" request body into a ``Trace``.
///
///     let importer = W3CActionsImporter(scene: "gallery.scene.json", sceneSize: Size(width: 360, height: 640),
///                                       scale: 1, sampleRate: 120)
///     let imported = try importer.importing(parsing: bytes, source: "swipe.actions.json")
///
/// The document is either the request body, `{"actions": [source, …]}`, or the bare list of
/// sources. It is read as WebDriver's processing reads it: keys it does not read are ignored
/// anywhere (Selenium writes `duration` on `pointerDown` and `pointerUp`, WebdriverIO `button` on
/// `pointerMove`), and the keys it reads must have its types and ranges. What becomes of it:
///
/// - **Sources.** Each `pointer` source with `"parameters": {"pointerType": "touch"}` is one finger;
///   the n-th such source (in document order, counting from 0) gets trace id n. Mouse and pen
///   pointers are errors, and so is a pointer source without `parameters` or `pointerType`, which
///   WebDriver takes for a mouse. `none` sources hold pauses. A `key` source's pauses time the
///   ticks like any other; its `keyDown` and `keyUp` actions (each `value` one character) are left
///   out, with a note (``ImportedTrace/notes``). A `wheel` source may hold pauses; a `scroll` is an
///   error, since it moves content without a touch. Ids are any strings, each used once.
/// - **Ticks.** Tick *i* is action *i* of every source. Its duration is the longest `duration` of
///   its `pause` and `pointerMove` actions (absent counts as 0), and the next tick starts that long
///   after it; the first tick starts at t = 0. `duration` means nothing on other actions and is
///   ignored there.
/// - **Pointer state.** A finger starts at (0, 0), as WebDriver's pointer input state does. Moves
///   while no button is pressed reposition it without a touch event (how a script places a finger
///   before `pointerDown`). `pointerDown` with the first pressed button writes `began`; pressing a
///   button already pressed does nothing and releasing one not pressed does nothing, as in WebDriver;
///   `pointerUp` releasing the last pressed button writes `ended`; `pointerCancel` while down writes
///   `cancelled`. `button` may be left out of `pointerDown` and `pointerUp`: it is then button 0,
///   as Appium's servers take it (WebDriver itself requires it). A finger still down after the last
///   tick stays down in the trace (the request alone does not release it; WebDriver's separate
///   "Release Actions" would).
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

    /// Converts the actions document `text`, labelled `source` in errors; its notes are dropped.
    public func importTrace(parsing text: String, source: String) throws -> Trace {
        try importing(parsing: Array(text.utf8), source: source).trace
    }

    /// Converts the actions document `bytes`, labelled `source` in errors; its notes are dropped
    /// (``importing(parsing:source:)`` keeps them).
    public func importTrace(parsing bytes: [UInt8], source: String) throws -> Trace {
        try importing(parsing: bytes, source: source).trace
    }

    /// Converts the actions document `bytes` (UTF-8 JSON), labelled `source` in errors and notes.
    ///
    /// - Throws: ``JSONError`` for a malformed or unsupported document, ``TraceError`` if the result
    ///   breaks a trace rule or limit.
    public func importing(parsing bytes: [UInt8], source: String) throws -> ImportedTrace {
        guard bytes.count <= limits.maximumFileBytes else {
            throw TraceError(source: source, location: nil, reason: .fileTooLarge,
                             message: "\(bytes.count) bytes, more than the limit of \(limits.maximumFileBytes) bytes")
        }
        let root = try JSONReader(parsing: bytes, source: source)
        let sourcesReader: JSONReader
        if case .array = root.value {
            sourcesReader = root
        } else {
            var body = try root.object()
            sourcesReader = try body.required("actions")
        }
        let sources = try W3CActionSources(sourcesReader, scale: scale, limits: limits)
        let events = try perform(sources.sources, source: source)
        let provenance: JSONObject = [
            "importer": "w3c-actions",
            "file": .string(source),
            "units": .string("points = CSS px / \(JSONValue.number(scale))"),
            "sampleRate": .number(Double(sampleRate)),
        ]
        let trace = Trace(scene: scene, description: "imported from W3C WebDriver actions in \(source)",
                          source: provenance, events: events)
        try trace.validate(sceneSize: sceneSize, limits: limits, source: source)
        return ImportedTrace(trace: trace, notes: sources.notes)
    }

    // MARK: Performing

    /// One finger's state between ticks.
    private struct Finger {
        var position = Point.zero   // CSS px
        var pressed: Set<Int> = []
        var force: Double?
        var majorRadius: Double?
        mutating func apply(_ properties: W3CActionSources.Properties) {
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

    private func perform(_ sources: [W3CActionSources.Source], source label: String) throws -> [TraceEvent] {
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
                case .pause, .key:
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
