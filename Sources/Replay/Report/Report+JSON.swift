import Geometry
import JSON
import Raster
import Scene

// Reports as JSON: deterministic writing and strict reading (design.md, "Report").
extension Report {
    // MARK: Writing

    /// The report as JSON text: the keys in design.md's order, one frame (and one state list) per
    /// line so that reports diff well, and a final newline. The same report always gives the same
    /// bytes (numbers are written by ``JSON/JSONValue/serialized(sortedKeys:)``).
    ///
    /// A frame's `stepNs` and `renderNs` are plain numbers when the report holds one replay, and
    /// arrays of the N samples with `--repeat N` (N > 1).
    public func jsonText() -> String {
        var text = "{"
        let header: [(String, JSONValue)] = [
            ("format", .string(Self.format)), ("version", .number(Double(Self.version))),
            ("trace", .string(trace)), ("scene", .string(scene)), ("frameRate", .number(Double(frameRate))),
        ] + (measure == .instructions ? [("measure", .string(measure.rawValue))] : [])
        for (key, value) in header {
            text += JSONValue.string(key).serialized() + ":" + value.serialized() + ","
        }
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
        text += "\n\"summary\":" + Self.json(summary).serialized() + "}\n"
        return text
    }

    /// A hash as 16 lower-case hex digits.
    public static func hashText(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func json(_ frame: FrameRecord) -> JSONValue {
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

    private static func json(_ entry: FeedbackLayerState) -> JSONValue {
        [
            "view": .string(entry.view), "kind": .string(entry.kind),
            "center": [.number(entry.center.x), .number(entry.center.y)],
            "radius": .number(entry.radius), "opacity": .number(entry.opacity),
            "color": .string(entry.color.hex),
        ]
    }

    private static func json(_ summary: ReportSummary) -> JSONValue {
        var object = JSONObject()
        object["frames"] = .number(Double(summary.frames))
        object["frameNs"] = [
            "p50": .number(Double(summary.frameNs.p50)), "p90": .number(Double(summary.frameNs.p90)),
            "p99": .number(Double(summary.frameNs.p99)), "max": .number(Double(summary.frameNs.max)),
        ]
        if let counts = summary.instructions {
            object["instructions"] = [
                "total": .number(Double(counts.total)), "p50": .number(Double(counts.p50)),
                "p90": .number(Double(counts.p90)), "p99": .number(Double(counts.p99)), "max": .number(Double(counts.max)),
            ]
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
        let version = try object.required("version")
        guard try version.int() == Self.version else {
            throw version.error("unsupported version \(version.value); this build reads version \(Self.version)")
        }
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

    private static func readHash(_ reader: JSONReader) throws -> UInt64 {
        let text = try reader.string()
        guard text.utf8.count == 16, let hash = UInt64(text, radix: 16), !text.hasPrefix("+"), !text.hasPrefix("-") else {
            throw reader.error("expected a hash of 16 hex digits, found \(reader.value)")
        }
        return hash
    }

    private static func readState(_ reader: JSONReader) throws -> FeedbackLayerState {
        try reader.object { object in
            let view = try object.required("view").string()
            let kindReader = try object.required("kind")
            let kind = try kindReader.string()
            guard !kind.isEmpty else { throw kindReader.error("expected a non-empty kind") }
            let center = try object.required("center").array(count: 2).map { try $0.double() }
            let radiusReader = try object.required("radius")
            let radius = try radiusReader.double()
            guard radius >= 0 else { throw radiusReader.error("expected a non-negative radius, found \(radius)") }
            let opacityReader = try object.required("opacity")
            let opacity = try opacityReader.double()
            guard opacity >= 0, opacity <= 1 else { throw opacityReader.error("expected an opacity from 0 to 1, found \(opacity)") }
            let colorReader = try object.required("color")
            let color: Color
            do {
                color = try Color(hex: try colorReader.string())
            } catch let error as ColorParseError {
                throw colorReader.error(error.description)
            }
            return FeedbackLayerState(view: view, kind: kind, center: Point(x: center[0], y: center[1]),
                                      radius: radius, opacity: opacity, color: color)
        }
    }

    private static func readSummary(_ reader: JSONReader) throws -> ReportSummary {
        try reader.object { object in
            let frames = try readCount(try object.required("frames"))
            let percentiles = try object.required("frameNs").object { ns in
                FrameTimePercentiles(p50: Int64(try readCount(try ns.required("p50"))),
                                     p90: Int64(try readCount(try ns.required("p90"))),
                                     p99: Int64(try readCount(try ns.required("p99"))),
                                     max: Int64(try readCount(try ns.required("max"))))
            }
            let instructions = try object.optional("instructions").map { counts in
                try counts.object { values in
                    InstructionSummary(total: Int64(try readCount(try values.required("total"))),
                                       p50: Int64(try readCount(try values.required("p50"))),
                                       p90: Int64(try readCount(try values.required("p90"))),
                                       p99: Int64(try readCount(try values.required("p99"))),
                                       max: Int64(try readCount(try values.required("max"))))
                }
            }
            let budgetReader = try object.required("budgetNs")
            let budget = try readCount(budgetReader)
            guard budget > 0 else { throw budgetReader.error("expected a positive budget, found 0") }
            let overBudget = try readCount(try object.required("overBudget"))
            let finalHash = try readHash(try object.required("finalHash"))
            let settledReader = try object.required("settledAt")
            let settledAt = settledReader.isNull ? nil : try settledReader.double()
            return ReportSummary(frames: frames, frameNs: percentiles, budgetNs: Int64(budget),
                                 overBudget: overBudget, finalHash: finalHash, settledAt: settledAt,
                                 instructions: instructions)
        }
    }
}
