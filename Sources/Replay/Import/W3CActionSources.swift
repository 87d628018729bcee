import Geometry
import JSON

/// The input sources of a "Perform Actions" document, read and checked the way WebDriver's
/// "extract an action sequence" reads them: each step reads only the keys it needs, so any other
/// key of a source, its `parameters` or an action item is ignored (Selenium writes `duration` on
/// `pointerDown` and `pointerUp`, WebdriverIO writes `button` on `pointerMove`), while every key
/// that is read must have WebDriver's type and range. See ``W3CActionsImporter`` for the rules.
struct W3CActionSources {
    /// One checked action of a source.
    enum Action {
        case pause(milliseconds: Int?)
        case down(button: Int, properties: Properties)
        case up(button: Int, properties: Properties)
        case move(target: Point, relative: Bool, milliseconds: Int?, properties: Properties)
        case cancel
        /// A `keyDown` or `keyUp`: read and checked, then left out of the trace.
        case key
    }

    /// The contact properties a trace keeps.
    struct Properties {
        var force: Double?
        var majorRadius: Double?
    }

    /// A source's actions with the readers for their paths; `finger` is nil for a source that only
    /// times the ticks (`none`, `key`, `wheel`).
    struct Source {
        var finger: Int?
        var actions: [(Action, JSONReader)]
    }

    /// The sources in document order.
    var sources: [Source] = []
    /// Notes on what was read but left out (key presses), formatted like the errors.
    var notes: [String] = []

    /// CSS px per point, to bound `width` and `height`.
    private let scale: Double
    private let limits: TraceLimits

    /// Reads the list of sources at `reader`.
    ///
    /// - Throws: ``JSONError`` at the offending value's path.
    init(_ reader: JSONReader, scale: Double, limits: TraceLimits) throws {
        self.scale = scale
        self.limits = limits
        var ids: [String: Int] = [:]
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
            let actions = try object.required("actions").array()
            switch type {
            case "pointer":
                try Self.requireTouch(object.optional("parameters"), source: element, id: id)
                sources.append(Source(finger: fingers, actions: try actions.map { (try readPointerAction($0), $0) }))
                fingers += 1
            case "key":
                let read = try actions.map { (try readKeyAction($0), $0) }
                let keys = read.filter { if case .key = $0.0 { true } else { false } }.count
                if keys > 0 {
                    notes.append(element.error("key source \(JSONValue.string(id)): \(keys) keyDown/keyUp action\(keys == 1 ? "" : "s") left out, since a trace holds touches only (its pauses still time the ticks)").description)
                }
                sources.append(Source(finger: nil, actions: read))
            case "wheel":
                sources.append(Source(finger: nil, actions: try actions.map { (try readWheelAction($0), $0) }))
            default:
                sources.append(Source(finger: nil, actions: try actions.map { (try readPause($0), $0) }))
            }
        }
        guard fingers > 0 else {
            throw reader.error("no touch pointer source: a trace needs at least one \"pointer\" source with \"parameters\": {\"pointerType\": \"touch\"}")
        }
    }

    /// WebDriver's "process pointer parameters": without `parameters` (or without `pointerType` in
    /// them) a pointer is a mouse; only touch pointers become fingers.
    private static func requireTouch(_ parameters: JSONReader?, source: JSONReader, id: String) throws {
        guard let parameters else {
            throw source.error("pointer source \(JSONValue.string(id)) has no \"parameters\", so WebDriver takes it for a mouse; only touch pointers become touches: give it \"parameters\": {\"pointerType\": \"touch\"}")
        }
        var object = try parameters.object()
        let pointerType = try object.optional("pointerType")?.string(oneOf: ["mouse", "pen", "touch"]) ?? "mouse"
        guard pointerType == "touch" else {
            throw parameters.error("pointer source \(JSONValue.string(id)) is a \(pointerType); only \"pointerType\": \"touch\" sources become touches")
        }
    }

    /// A `pause`, the only action of a `none` source.
    private func readPause(_ reader: JSONReader) throws -> Action {
        var object = try reader.object()
        _ = try object.required("type").string(oneOf: ["pause"])
        return .pause(milliseconds: try object.optional("duration").map(readDuration))
    }

    /// A key source's action: a pause, or a `keyDown`/`keyUp` whose `value` is one character (a
    /// single grapheme cluster, as WebDriver requires).
    private func readKeyAction(_ reader: JSONReader) throws -> Action {
        var object = try reader.object()
        let type = try object.required("type").string(oneOf: ["pause", "keyDown", "keyUp"])
        guard type != "pause" else { return try readPause(reader) }
        let valueReader = try object.required("value")
        let value = try valueReader.string()
        guard value.count == 1 else {
            throw valueReader.error("expected a key value of one character, found \(JSONValue.string(value))")
        }
        return .key
    }

    /// A wheel source's action: pauses time the ticks; a scroll moves content without a touch.
    private func readWheelAction(_ reader: JSONReader) throws -> Action {
        var object = try reader.object()
        let typeReader = try object.required("type")
        guard try typeReader.string(oneOf: ["pause", "scroll"]) == "pause" else {
            throw typeReader.error("a wheel scroll cannot be replayed as touches; swipe with a touch pointer's pointerMove instead")
        }
        return try readPause(reader)
    }

    private func readPointerAction(_ reader: JSONReader) throws -> Action {
        var object = try reader.object()
        let type = try object.required("type").string(oneOf: ["pause", "pointerDown", "pointerUp", "pointerMove", "pointerCancel"])
        switch type {
        case "pause":
            return try readPause(reader)
        case "pointerDown", "pointerUp":
            // WebDriver requires `button`; Appium's servers take a missing one as button 0, and
            // scripts written for Appium rely on it.
            var button = 0
            if let buttonReader = object.optional("button") {
                button = try buttonReader.int()
                guard button >= 0 else { throw buttonReader.error("expected a button number of 0 or more, found \(button)") }
            }
            let properties = try readProperties(&object)
            return type == "pointerDown" ? .down(button: button, properties: properties) : .up(button: button, properties: properties)
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
            return .move(target: Point(x: x, y: y), relative: relative, milliseconds: duration, properties: properties)
        default:
            return .cancel
        }
    }

    /// A `duration`: WebDriver's integer of 0 or more milliseconds, and here at most the longest
    /// trace allowed.
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
}
