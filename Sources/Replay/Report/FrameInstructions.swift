/// The instructions callgrind counted for one frame (`replay --measure instructions`): its step
/// (touches, clock, layout) and its render, each alone. Deterministic for a given build, scene,
/// trace and options, to a few instructions in a million (docs/replay.md, "Counting instructions").
public struct FrameInstructions: Hashable, Sendable {
    /// Instructions of the step before the frame.
    public var step: Int64
    /// Instructions of rendering the frame.
    public var render: Int64

    /// Creates counts.
    public init(step: Int64, render: Int64) {
        self.step = step
        self.render = render
    }

    /// Step plus render.
    public var total: Int64 { step + render }
}

/// The instruction counts of a replay summarized: their total and percentiles of the frames'
/// step + render counts (``Percentile``'s nearest rank, as the frame-time percentiles).
public struct InstructionSummary: Hashable, Sendable {
    /// Every frame's step and render instructions added up.
    public var total: Int64
    /// Percentiles of the frames' step + render counts.
    public var percentiles: Percentiles
}

extension InstructionSummary {
    /// Summarizes the frames' counts; `nil` for none.
    public init?(_ counts: [FrameInstructions]) {
        let sorted = counts.map(\.total).sorted()
        guard let percentiles = Percentiles(sorted: sorted) else { return nil }
        self.init(total: sorted.reduce(0, +), percentiles: percentiles)
    }
}
