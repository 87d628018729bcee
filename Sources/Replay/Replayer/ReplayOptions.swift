/// When a replay delivers a trace's touches (docs/replay.md#how-a-replay-runs).
public enum FrameAlignment: String, Hashable, Sendable, CaseIterable {
    /// Each touch at its own timestamp: the clock is advanced to the event's nanosecond and the
    /// touch sent there, between frames.
    case exact
    /// Each touch at the first frame boundary at or after its timestamp, as a display link
    /// batches input; several events may then share one instant, delivered in trace order.
    case frame
}

/// How a ``Replayer`` steps a trace.
public struct ReplayOptions: Hashable, Sendable {
    /// Frames per second; `nil` uses the trace's `frameRate`. Frame n is at
    /// `n · 1_000_000_000 / fps` ns (integer division).
    public var framesPerSecond: Int?
    /// When touches are delivered.
    public var alignment: FrameAlignment
    /// Simulated nanoseconds after the last touch within which the scene must settle; a scene
    /// still animating (or with a finger down) at the first frame at or after that moment ends the
    /// replay as "never settled" (``ReplayRun/settledAt`` `nil`). Default 10 s.
    public var settleLimit: Int64
    /// Pixels per point to render at instead of the scene file's `scale`; `nil` keeps the file's.
    public var scale: Double?
    /// What is measured. With ``Measure/instructions`` the replayer switches callgrind's
    /// collection on around each frame's step and render and dumps each part's counts
    /// (``Callgrind``); natively those requests do nothing.
    public var measure: Measure

    /// The default settle limit, 10 simulated seconds: far beyond any Material animation (the
    /// longest, a stateful ripple's fade, lasts well under a second), short enough that a scene
    /// that never settles costs at most 1200 frames at 120 fps.
    public static let defaultSettleLimit: Int64 = 10_000_000_000

    /// Creates options; the defaults replay at the trace's rate with exact alignment.
    public init(framesPerSecond: Int? = nil, alignment: FrameAlignment = .exact,
                settleLimit: Int64 = ReplayOptions.defaultSettleLimit, scale: Double? = nil,
                measure: Measure = .time) {
        self.framesPerSecond = framesPerSecond
        self.alignment = alignment
        self.settleLimit = settleLimit
        self.scale = scale
        self.measure = measure
    }
}
