import Geometry
import JSON
import Raster
import Scene

// Reports as JSON: deterministic writing and strict reading (docs/formats.md#reports-reportjson).
extension Report {
    // MARK: Writing

    /// The report as JSON text: the keys in docs/formats.md's order, one frame (and one state list) per
    /// line so that reports diff well, and a final newline. The same report always gives the same
    /// bytes (numbers are written by ``JSON/JSONValue/serialized(sortedKeys:)``).
    ///
    /// A frame's `stepNs` and `renderNs` are plain numbers when the report holds one replay, and
    /// arrays of the N samples with `--repeat N` (N > 1).
    public func jsonText() -> String {
        var text = Self.headerText(trace: trace, scene: scene, frameRate: frameRate, measure: measure)
        text += "\n\"frames\":["
        for (position, frame) in frames.enumerated() {
            text += (position == 0 ? "\n" : ",\n") + Self.json(frame).serialized()
        }
        text += "\n],"
        if let state {
            text += "\n\"state\":["
            for (position, list) in state.enumerated() {
                text += (position == 0 ? "\n" : ",\n") + JSONValue.array(list.map(Self.json)).serialized()
            }
            text += "\n],"
        }
        if let events {
            text += "\n\"events\":["
            for (position, event) in events.enumerated() {
                text += (position == 0 ? "\n" : ",\n") + Self.json(event).serialized()
            }
            text += "\n],"
        }
        text += "\n\"summary\":" + Self.json(summary).serialized() + "}\n"
        return text
    }

    /// The text before the frames: `{` and the keys `format` to `measure`, each followed by a comma.
    static func headerText(trace: String, scene: String, frameRate: Int, measure: Measure) -> String {
        var text = "{"
        let header: [(String, JSONValue)] = [
            ("format", .string(format)), ("version", .number(Double(version))),
            ("trace", .string(trace)), ("scene", .string(scene)), ("frameRate", .number(Double(frameRate))),
        ] + (measure == .instructions ? [("measure", .string(measure.rawValue))] : [])
        for (key, value) in header {
            text += JSONValue.string(key).serialized() + ":" + value.serialized() + ","
        }
        return text
    }

    /// A hash as 16 lower-case hex digits.
    public static func hashText(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func json(_ frame: FrameRecord) -> JSONValue {
        var work = JSONObject()
        for counter in frame.work { work[counter.name] = .number(Double(counter.value)) }
        var object = JSONObject()
        object["index"] = .number(Double(frame.index))
        object["t"] = .number(frame.time)
        object["stepNs"] = samples(frame.stepNs)
        object["renderNs"] = samples(frame.renderNs)
        if let counts = frame.instructions {
            object["instructions"] = ["step": .number(Double(counts.step)), "render": .number(Double(counts.render))]
        }
        object["dirtyPixels"] = .number(Double(frame.dirtyPixels))
        object["work"] = .object(work)
        object["hash"] = .string(hashText(frame.hash))
        return .object(object)
    }

    private static func samples(_ values: [Int64]) -> JSONValue {
        values.count == 1 ? .number(Double(values[0])) : .array(values.map { .number(Double($0)) })
    }

    /// A state entry: a drawn layer's centre, radius, opacity and colour; a scroll view's offset,
    /// velocity and phase; a shadow's opacity, radius, offset, rectangle and colour.
    static func json(_ entry: FeedbackLayerState) -> JSONValue {
        switch entry.detail {
        case .scroll(let motion):
            return [
                "view": .string(entry.view), "kind": .string(entry.kind.rawValue),
                "contentOffset": [.number(motion.contentOffset.x), .number(motion.contentOffset.y)],
                "velocity": [.number(motion.velocity.x), .number(motion.velocity.y)],
                "phase": .string(motion.phase.rawValue),
            ]
        case .shadow(let shadow):
            return [
                "view": .string(entry.view), "kind": .string(entry.kind.rawValue),
                "opacity": .number(entry.opacity), "radius": .number(entry.radius),
                "offset": [.number(shadow.offset.width), .number(shadow.offset.height)],
                "rect": [.number(shadow.rect.origin.x), .number(shadow.rect.origin.y),
                         .number(shadow.rect.size.width), .number(shadow.rect.size.height)],
                "color": .string(entry.color.hex),
            ]
        case nil:
            return [
                "view": .string(entry.view), "kind": .string(entry.kind.rawValue),
                "center": [.number(entry.center.x), .number(entry.center.y)],
                "radius": .number(entry.radius), "opacity": .number(entry.opacity),
                "color": .string(entry.color.hex),
            ]
        }
    }

    /// An event: `t`, `view` (`null` without an id), `name`, `location` when it has one, then its
    /// values as further keys.
    static func json(_ event: ReportEvent) -> JSONValue {
        var object = JSONObject()
        object["t"] = .number(event.time)
        object["view"] = event.view.map(JSONValue.string) ?? .null
        object["name"] = .string(event.name)
        if let location = event.location { object["location"] = [.number(location.x), .number(location.y)] }
        for value in event.values { object[value.name] = .number(value.value) }
        return .object(object)
    }

    static func json(_ summary: ReportSummary) -> JSONValue {
        var object = JSONObject()
        object["frames"] = .number(Double(summary.frames))
        var frameNs = JSONObject()
        append(summary.frameNs, to: &frameNs)
        object["frameNs"] = .object(frameNs)
        if let counts = summary.instructions {
            var instructions: JSONObject = ["total": .number(Double(counts.total))]
            append(counts.percentiles, to: &instructions)
            object["instructions"] = .object(instructions)
        }
        object["budgetNs"] = .number(Double(summary.budgetNs))
        object["overBudget"] = .number(Double(summary.overBudget))
        object["finalHash"] = .string(hashText(summary.finalHash))
        object["settledAt"] = summary.settledAt.map(JSONValue.number) ?? .null
        return .object(object)
    }

    // MARK: Reading

    /// Parses and reads a report written by ``jsonText()`` (or by hand), strictly.
    ///
    /// - Throws: ``JSON/JSONError`` naming `source` and the line and column of a syntax error, or
    ///   the JSON path of anything else: a missing or unknown key, a wrong type, a negative count
    ///   or duration, a frame time that is negative or earlier than the previous frame's, a hash
    ///   that is not 16 hex digits, a negative radius or an opacity outside 0…1, a colour that is
    ///   not `#RRGGBB[AA]`, a summary whose frame count or final hash disagrees with the frames,
    ///   or a broken invariant (see ``Report``).
    public init(parsing text: String, source: String) throws {
        try self.init(reading: try JSONReader(parsing: text, source: source))
    }

    /// Reads a report from a parsed document (see ``init(parsing:source:)``).
    public init(reading reader: JSONReader) throws {
        var object = try reader.object()
        try object.requireFormat(Self.format)
        try object.requireVersion(Self.version)
        let trace = try object.required("trace").string()
        let scene = try object.required("scene").string()
        let rateReader = try object.required("frameRate")
        let frameRate = try rateReader.int()
        guard frameRate > 0 else { throw rateReader.error("expected a positive frame rate, found \(frameRate)") }
        var measure = Measure.time
        let measureReader = object.optional("measure")
        if let measureReader {
            let text = try measureReader.string()
            guard let value = Measure(rawValue: text) else {
                throw measureReader.error("expected \"time\" or \"instructions\", found \"\(text)\"")
            }
            measure = value
        }

        let framesReader = try object.required("frames")
        let frameReaders = try framesReader.array()
        guard !frameReaders.isEmpty else { throw framesReader.error("expected at least one frame, found an empty array") }
        var frames: [FrameRecord] = []
        frames.reserveCapacity(frameReaders.count)
        for (position, frameReader) in frameReaders.enumerated() {
            let frame = try Self.readFrame(frameReader, position: position,
                                           sampleCount: frames.first?.stepNs.count,
                                           previousTime: frames.last?.time)
            frames.append(frame)
        }

        var state: [[FeedbackLayerState]]?
        if let stateReader = object.optional("state") {
            let lists = try stateReader.array()
            guard lists.count == frames.count else {
                throw stateReader.error("expected one state list per frame (\(frames.count)), found \(lists.count)")
            }
            state = try lists.map { try $0.array().map(Self.readState) }
        }

        var events: [ReportEvent]?
        if let eventsReader = object.optional("events") {
            var previous = 0.0
            events = try eventsReader.array().map { reader in
                let event = try Self.readEvent(reader, previousTime: previous)
                previous = event.time
                return event
            }
        }

        let summaryReader = try object.required("summary")
        let summary = try Self.readSummary(summaryReader)
        for (position, frame) in frames.enumerated() where (frame.instructions != nil) != (measure == .instructions) {
            let place = frameReaders[position]
            throw measure == .instructions
                ? place.error("expected \"instructions\" in every frame of a report with \"measure\": \"instructions\"")
                : place.error("\"instructions\" in a frame of a report without \"measure\": \"instructions\"")
        }
        guard (summary.instructions != nil) == (measure == .instructions) else {
            throw summaryReader.error(measure == .instructions
                ? "expected \"instructions\" in the summary of a report with \"measure\": \"instructions\""
                : "\"instructions\" in the summary of a report without \"measure\": \"instructions\"")
        }
        guard summary.frames == frames.count else {
            throw summaryReader.error("\"frames\" is \(summary.frames) but the report has \(frames.count) frames")
        }
        if let last = frames.last, summary.finalHash != last.hash {
            throw summaryReader.error("\"finalHash\" is \(Self.hashText(summary.finalHash)) but the last frame's hash is \(Self.hashText(last.hash))")
        }
        try object.finish()
        do {
            try self.init(trace: trace, scene: scene, frameRate: frameRate, frames: frames, state: state, summary: summary)
            self.events = events
        } catch let error as ReportError {
            // Every invariant is checked above with its path; this is a backstop.
            throw reader.error(error.description)
        }
    }

    private static func readFrame(_ reader: JSONReader, position: Int, sampleCount: Int?,
                                  previousTime: Double?) throws -> FrameRecord {
        try reader.object { object in
            let indexReader = try object.required("index")
            let index = try indexReader.int()
            guard index == position else { throw indexReader.error("expected frame index \(position), found \(index)") }
            let timeReader = try object.required("t")
            let time = try timeReader.double()
            guard time >= 0, time >= (previousTime ?? 0) else {
                throw timeReader.error("expected a time of at least \(previousTime ?? 0) s (times start at 0 and never decrease), found \(time)")
            }
            let stepReader = try object.required("stepNs")
            let stepNs = try readSamples(stepReader)
            let renderReader = try object.required("renderNs")
            let renderNs = try readSamples(renderReader)
            let expected = sampleCount ?? stepNs.count
            guard stepNs.count == expected else {
                throw stepReader.error("expected \(expected) samples as in frame 0, found \(stepNs.count)")
            }
            guard renderNs.count == expected else {
                throw renderReader.error("expected \(expected) samples as in stepNs, found \(renderNs.count)")
            }
            let dirtyPixels = try readCount(try object.required("dirtyPixels"))
            let workReader = try object.required("work")
            var workObject = try workReader.object()
            var work: [WorkCounter] = []
            for name in workObject.object.keys {
                guard let valueReader = workObject.optional(name) else { continue }
                work.append(WorkCounter(name, try readCount(valueReader)))
            }
            try workObject.finish()
            let hash = try readHash(try object.required("hash"))
            let instructions = try object.optional("instructions").map { counts in
                try counts.object { parts in
                    FrameInstructions(step: Int64(try readCount(try parts.required("step"))),
                                      render: Int64(try readCount(try parts.required("render"))))
                }
            }
            return FrameRecord(index: index, time: time, stepNs: stepNs, renderNs: renderNs,
                               dirtyPixels: dirtyPixels, work: work, hash: hash, instructions: instructions)
        }
    }

    /// One number, or a non-empty array of them: non-negative whole nanoseconds.
    private static func readSamples(_ reader: JSONReader) throws -> [Int64] {
        if case .array = reader.value {
            let elements = try reader.array()
            guard !elements.isEmpty else { throw reader.error("expected at least one sample, found an empty array") }
            return try elements.map { Int64(try readCount($0)) }
        }
        guard case .number = reader.value else { throw reader.expected("a number of nanoseconds or an array of them") }
        return [Int64(try readCount(reader))]
    }

    private static func readCount(_ reader: JSONReader) throws -> Int {
        let value = try reader.int()
        guard value >= 0 else { throw reader.error("expected a non-negative integer, found \(value)") }
        return value
    }

    /// A hash written as 16 hex digits (``hashText(_:)``).
    static func readHash(_ reader: JSONReader) throws -> UInt64 {
        let text = try reader.string()
        guard text.utf8.count == 16, let hash = UInt64(text, radix: 16), !text.hasPrefix("+"), !text.hasPrefix("-") else {
            throw reader.error("expected a hash of 16 hex digits, found \(reader.value)")
        }
        return hash
    }

    /// An event as the writer gives it: every key besides `t`, `view`, `name` and
    /// `location` is a numeric value.
    private static func readEvent(_ reader: JSONReader, previousTime: Double) throws -> ReportEvent {
        var object = try reader.object()
        let timeReader = try object.required("t")
        let time = try timeReader.double()
        guard time >= previousTime else {
            throw timeReader.error("expected a time of at least \(previousTime) s (event times start at 0 and never decrease), found \(time)")
        }
        let viewReader = try object.required("view")
        let view = viewReader.isNull ? nil : try viewReader.string()
        let nameReader = try object.required("name")
        let name = try nameReader.string()
        guard !name.isEmpty else { throw nameReader.error("expected a non-empty event name") }
        let location = try object.optional("location").map(readPoint)
        var values: [ReportEvent.Value] = []
        for key in object.object.keys where !ReportEvent.reservedKeys.contains(key) {
            guard let valueReader = object.optional(key) else { continue }
            guard case .number = valueReader.value else {
                throw valueReader.expected("a number (an event's values are numbers)")
            }
            values.append(ReportEvent.Value(key, try valueReader.double()))
        }
        try object.finish()
        return ReportEvent(time: time, view: view, name: name, location: location, values: values)
    }

    /// A state entry; `scroll` and `shadow` entries have their own keys (see ``json(_:)``).
    private static func readState(_ reader: JSONReader) throws -> FeedbackLayerState {
        try reader.object { object in
            let view = try object.required("view").string()
            let kindReader = try object.required("kind")
            let kind = try kindReader.string()
            guard !kind.isEmpty else { throw kindReader.error("expected a non-empty kind") }
            switch kind {
            case "scroll":
                let offset = try readPoint(try object.required("contentOffset"))
                let velocity = try readPoint(try object.required("velocity"))
                let phase = try object.required("phase").enumCase(of: ScrollPhase.self)
                return .scroll(view: view, contentOffset: offset, velocity: velocity, phase: phase)
            case "shadow":
                let opacity = try readOpacity(try object.required("opacity"))
                let radius = try readRadius(try object.required("radius"))
                let offset = try readPoint(try object.required("offset"))
                let rectReader = try object.required("rect")
                let r = try rectReader.array(count: 4).map { try $0.double() }
                guard r[2] >= 0, r[3] >= 0 else {
                    throw rectReader.error("expected a width and height of zero or more, found \(r[2]) × \(r[3])")
                }
                let color = try readColor(try object.required("color"))
                return .shadow(view: view, opacity: opacity, radius: radius, color: color,
                               offset: Size(width: offset.x, height: offset.y),
                               rect: Rect(x: r[0], y: r[1], width: r[2], height: r[3]))
            default:
                let center = try readPoint(try object.required("center"))
                let radius = try readRadius(try object.required("radius"))
                let opacity = try readOpacity(try object.required("opacity"))
                let color = try readColor(try object.required("color"))
                return FeedbackLayerState(view: view, kind: FeedbackKind(kind), center: center, radius: radius,
                                          opacity: opacity, color: color)
            }
        }
    }

    private static func readPoint(_ reader: JSONReader) throws -> Point {
        let xy = try reader.array(count: 2).map { try $0.double() }
        return Point(x: xy[0], y: xy[1])
    }

    private static func readRadius(_ reader: JSONReader) throws -> Double {
        let radius = try reader.double()
        guard radius >= 0 else { throw reader.error("expected a non-negative radius, found \(radius)") }
        return radius
    }

    private static func readOpacity(_ reader: JSONReader) throws -> Double {
        let opacity = try reader.double()
        guard opacity >= 0, opacity <= 1 else { throw reader.error("expected an opacity from 0 to 1, found \(opacity)") }
        return opacity
    }

    private static func readColor(_ reader: JSONReader) throws -> Color {
        do {
            return try Color(hex: try reader.string())
        } catch let error as ColorParseError {
            throw reader.error(error.description)
        }
    }

    /// Appends `p50`, `p90`, `p99` and `max` to `object`, in that order.
    static func append(_ percentiles: Percentiles, to object: inout JSONObject) {
        object["p50"] = .number(Double(percentiles.p50))
        object["p90"] = .number(Double(percentiles.p90))
        object["p99"] = .number(Double(percentiles.p99))
        object["max"] = .number(Double(percentiles.max))
    }

    /// The members ``append(_:to:)`` writes, read from `object`.
    static func readPercentiles(_ object: inout JSONObjectReader) throws -> Percentiles {
        Percentiles(p50: Int64(try readCount(try object.required("p50"))), p90: Int64(try readCount(try object.required("p90"))),
                    p99: Int64(try readCount(try object.required("p99"))), max: Int64(try readCount(try object.required("max"))))
    }

    static func readSummary(_ reader: JSONReader) throws -> ReportSummary {
        try reader.object { object in
            let frames = try readCount(try object.required("frames"))
            let percentiles = try object.required("frameNs").object { try readPercentiles(&$0) }
            let instructions = try object.optional("instructions").map { counts in
                try counts.object { values in
                    InstructionSummary(total: Int64(try readCount(try values.required("total"))),
                                       percentiles: try readPercentiles(&values))
                }
            }
            let budgetReader = try object.required("budgetNs")
            let budget = try readCount(budgetReader)
            guard budget > 0 else { throw budgetReader.error("expected a positive budget, found 0") }
            let overBudget = try readCount(try object.required("overBudget"))
            let finalHash = try readHash(try object.required("finalHash"))
            let settledReader = try object.required("settledAt")
            let settledAt = settledReader.isNull ? nil : try settledReader.double()
            // A settle time is a simulated time: within TraceTime's range (docs/limits.md).
            if let settledAt, !(0...TraceTime.maximumSeconds).contains(settledAt) {
                throw settledReader.error("expected null or a time from 0 to \(Int(TraceTime.maximumSeconds)) seconds, found \(settledReader.value)")
            }
            return ReportSummary(frames: frames, frameNs: percentiles, budgetNs: Int64(budget),
                                 overBudget: overBudget, finalHash: finalHash, settledAt: settledAt,
                                 instructions: instructions)
        }
    }
}
