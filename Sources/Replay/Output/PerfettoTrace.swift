import JSON

/// A Chrome trace-event JSON document of one replay (`perfetto.json`), which the Perfetto UI
/// (ui.perfetto.dev) and `chrome://tracing` open.
///
///     var trace = PerfettoTrace(name: "tap-button")
///     trace.addFrame(index: 0, timeNs: 0, stepNs: 40_000, renderNs: 210_000, dirtyPixels: 0, hash: h)
///     trace.addTouch(timeNs: 4_000_000, id: 1, phase: "began", x: 20, y: 30)
///     let text = trace.jsonText()
///
/// ## Layout
/// One process, "touchstone replay", with two threads named by `"M"` metadata events: "frames"
/// (tid 1) and "touches" (tid 2).
/// - Each frame is an `"X"` complete event named `frame N` whose duration is its measured step +
///   render time, holding two child `"X"` events, `step` then `render`, back to back.
/// - Each touch is an `"i"` instant event on the touches thread, named `touch ID PHASE`, with
///   the position in `args`.
///
/// Timestamps (`ts`, `dur`) are microseconds, as the format requires, taken from the
/// *simulated* clock: a frame starts at its simulated time, so the timeline reads like the
/// replay. Measured durations are real, so a frame over budget may last past the next frame's
/// simulated time; since slices on one thread must not overlap, such a frame pushes the next
/// one's start to its own end (the frame's `args.t` keeps the simulated time). Microseconds are
/// fractional where nanoseconds need it (`ts` 8333.333).
///
/// The text is deterministic: events in insertion order (frames and touches each in time order
/// as the replayer adds them), keys in a fixed order.
public struct PerfettoTrace: Sendable {
    /// The trace's name, used as the process label's suffix.
    public var name: String
    private var events: [JSONValue] = []
    /// Where the previous frame slice ended, in ns, for the no-overlap rule.
    private var frameEndNs: Int64 = .min

    private static let pid = 1, frameThread = 1, touchThread = 2

    /// Creates a trace with its metadata events.
    public init(name: String) {
        self.name = name
        events = Self.metadataEvents(name: name)
    }

    /// The process and thread names.
    static func metadataEvents(name: String) -> [JSONValue] {
        [metadata("process_name", thread: frameThread, label: "touchstone replay: \(name)"),
         metadata("thread_name", thread: frameThread, label: "frames"),
         metadata("thread_name", thread: touchThread, label: "touches")]
    }

    /// Adds a frame slice with its step and render children.
    ///
    /// - Parameters:
    ///   - index: the frame's number.
    ///   - timeNs: the frame's simulated time in nanoseconds.
    ///   - stepNs: measured step time (one sample; pass the first replay's, or the median).
    ///   - renderNs: measured render time.
    ///   - dirtyPixels, hash: shown in the slice's arguments.
    public mutating func addFrame(index: Int, timeNs: Int64, stepNs: Int64, renderNs: Int64,
                                  dirtyPixels: Int, hash: UInt64) {
        events += Self.frameEvents(index: index, timeNs: timeNs, stepNs: stepNs, renderNs: renderNs,
                                   dirtyPixels: dirtyPixels, hash: hash, previousEndNs: &frameEndNs)
    }

    /// A frame's slice and its step and render children, starting at its time or where the
    /// previous frame ended (`previousEndNs`, which becomes this frame's end).
    static func frameEvents(index: Int, timeNs: Int64, stepNs: Int64, renderNs: Int64, dirtyPixels: Int,
                            hash: UInt64, previousEndNs: inout Int64) -> [JSONValue] {
        let start = max(timeNs, previousEndNs)
        previousEndNs = start + stepNs + renderNs
        return [
            slice("frame \(index)", startNs: start, durationNs: stepNs + renderNs, args: [
                "index": .number(Double(index)), "t": .number(Double(timeNs) / 1e9),
                "dirtyPixels": .number(Double(dirtyPixels)), "hash": .string(Report.hashText(hash)),
            ]),
            slice("step", startNs: start, durationNs: stepNs, args: nil),
            slice("render", startNs: start + stepNs, durationNs: renderNs, args: nil),
        ]
    }

    /// Adds a touch event as an instant event on the touches thread.
    ///
    /// - Parameters:
    ///   - timeNs: when the touch was delivered, simulated nanoseconds.
    ///   - id: the trace's touch id.
    ///   - phase: the trace's phase name (`began`, `moved`, …).
    ///   - x, y: the position in scene points.
    public mutating func addTouch(timeNs: Int64, id: Int, phase: String, x: Double, y: Double) {
        events.append(Self.touchEvent(timeNs: timeNs, id: id, phase: phase, x: x, y: y))
    }

    /// A touch's instant event.
    static func touchEvent(timeNs: Int64, id: Int, phase: String, x: Double, y: Double) -> JSONValue {
        [
            "name": .string("touch \(id) \(phase)"), "ph": "i", "s": "t",
            "ts": microseconds(timeNs), "pid": .number(Double(pid)), "tid": .number(Double(touchThread)),
            "args": ["id": .number(Double(id)), "phase": .string(phase), "x": .number(x), "y": .number(y)],
        ]
    }

    /// The document: `{"traceEvents":[…],"displayTimeUnit":"ms"}`, one event per line, ending in
    /// a newline.
    public func jsonText() -> String {
        var text = Self.opening
        for (i, event) in events.enumerated() {
            text += (i == 0 ? "\n" : ",\n") + event.serialized()
        }
        return text + Self.closing
    }

    /// The text before the first event and after the last.
    static let opening = "{\"traceEvents\":[", closing = "\n],\"displayTimeUnit\":\"ms\"}\n"

    /// Writes ``jsonText()`` to `path`.
    ///
    /// - Throws: ``OutputError`` naming the file.
    public func write(to path: String) throws {
        try FileSystem.write(Array(jsonText().utf8), to: path)
    }

    private static func microseconds(_ ns: Int64) -> JSONValue {
        .number(Double(ns) / 1000)
    }

    private static func slice(_ name: String, startNs: Int64, durationNs: Int64, args: JSONObject?) -> JSONValue {
        var event: JSONObject = [
            "name": .string(name), "ph": "X", "ts": microseconds(startNs), "dur": microseconds(durationNs),
            "pid": .number(Double(pid)), "tid": .number(Double(frameThread)),
        ]
        if let args { event["args"] = .object(args) }
        return .object(event)
    }

    private static func metadata(_ kind: String, thread: Int, label: String) -> JSONValue {
        ["name": .string(kind), "ph": "M", "pid": .number(Double(pid)), "tid": .number(Double(thread)),
         "args": ["name": .string(label)]]
    }
}
