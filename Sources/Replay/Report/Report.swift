import Scene

/// The result of replaying one trace: per-frame timings, work counters and hashes, optional
/// feedback-layer state, and a summary (docs/formats.md). `touchstone replay` writes it as
/// `report.json`; `touchstone compare` reads two sets of them.
///
///     let report = try Report(trace: "tap.trace.json", scene: "gallery.scene.json", frameRate: 120,
///                             frames: frames, settledAt: 0.4)
///     let text = report.jsonText()               // deterministic, one frame per line
///     let again = try Report(parsing: text, source: "report.json")   // == report
///
/// ## Invariants
/// Checked by the initializers and by reading: at least one frame; frame `i` has index `i`; every
/// frame has the same number N ≥ 1 of step and render samples (N = the `--repeat` count); `state`,
/// when present, has one list per frame; the summary counts the frames; either every frame has
/// instruction counts and the summary sums them, or none has.
public struct Report: Hashable, Sendable {
    /// The report format's name, the `format` key.
    public static let format = "touchstone.report"
    /// The format version this code writes and reads.
    public static let version = 1

    /// The trace file replayed, as given to the replayer.
    public var trace: String
    /// The scene file the trace names.
    public var scene: String
    /// Frames per second of the replay.
    public var frameRate: Int
    /// The frames, in order.
    public var frames: [FrameRecord]
    /// The live feedback layers of each frame, one list per frame; `nil` without `--state`.
    public var state: [[FeedbackLayerState]]?
    /// The summary.
    public var summary: ReportSummary
    /// The components' callbacks during the (first) replay, in the order they ran; `nil` in a
    /// report written before events were recorded. Set after creation (the replayer does).
    public var events: [ReportEvent]? = nil

    /// Creates a report, computing its summary from the frames (see ``ReportSummary``).
    ///
    /// - Throws: ``ReportError`` when the invariants above do not hold.
    public init(trace: String, scene: String, frameRate: Int, frames: [FrameRecord],
                state: [[FeedbackLayerState]]? = nil, settledAt: Double?) throws {
        let summary = try ReportSummary(frames: frames, frameRate: frameRate, settledAt: settledAt)
        try self.init(trace: trace, scene: scene, frameRate: frameRate, frames: frames, state: state, summary: summary)
    }

    /// Creates a report with a given summary, as read from a file.
    ///
    /// - Throws: ``ReportError`` when the invariants above do not hold.
    public init(trace: String, scene: String, frameRate: Int, frames: [FrameRecord],
                state: [[FeedbackLayerState]]?, summary: ReportSummary) throws {
        if let problem = Self.invariantViolation(frameRate: frameRate, frames: frames, state: state, summary: summary) {
            throw ReportError(problem)
        }
        self.trace = trace
        self.scene = scene
        self.frameRate = frameRate
        self.frames = frames
        self.state = state
        self.summary = summary
    }

    /// What the report measured: ``Measure/instructions`` when its frames carry instruction
    /// counts (`"measure": "instructions"` in the file), else ``Measure/time``.
    public var measure: Measure { summary.instructions != nil ? .instructions : .time }

    /// The number of replays the samples come from (N of `--repeat N`).
    public var repeatCount: Int { frames.first?.stepNs.count ?? 0 }

    /// The first broken invariant, described, or `nil`.
    static func invariantViolation(frameRate: Int, frames: [FrameRecord], state: [[FeedbackLayerState]]?,
                                   summary: ReportSummary) -> String? {
        guard frameRate > 0 else { return "frame rate \(frameRate): expected a positive number" }
        guard let first = frames.first else { return "a report needs at least one frame" }
        let samples = first.stepNs.count
        for (position, frame) in frames.enumerated() {
            if frame.index != position { return "frame \(position) has index \(frame.index); expected \(position)" }
            if frame.stepNs.count != samples || frame.renderNs.count != samples || samples == 0 {
                return "frame \(position): \(frame.stepNs.count) step and \(frame.renderNs.count) render samples; expected \(max(samples, 1)) of each, as in frame 0"
            }
        }
        let counted = frames.filter { $0.instructions != nil }.count
        if counted != 0 && counted != frames.count {
            return "\(counted) of \(frames.count) frames have instruction counts; expected all or none"
        }
        if (counted != 0) != (summary.instructions != nil) {
            return counted != 0 ? "the frames have instruction counts but the summary has none" : "the summary has instruction counts but the frames have none"
        }
        if let state, state.count != frames.count {
            return "\(state.count) state lists for \(frames.count) frames; expected one per frame"
        }
        if summary.frames != frames.count {
            return "the summary counts \(summary.frames) frames; the report has \(frames.count)"
        }
        return nil
    }
}
