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
    /// The median frame.
    public var p50: Int64
    /// The 90th percentile.
    public var p90: Int64
    /// The 99th percentile.
    public var p99: Int64
    /// The largest frame.
    public var max: Int64

    /// Creates a summary from its fields, as read from a file.
    public init(total: Int64, p50: Int64, p90: Int64, p99: Int64, max: Int64) {
        self.total = total
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.max = max
    }

    /// Summarizes the frames' counts; `nil` for none.
    public init?(_ counts: [FrameInstructions]) {
        guard !counts.isEmpty else { return nil }
        let sorted = counts.map(\.total).sorted()
        let percentile = { (p: Double) in Percentile.value(ofSorted: sorted, at: p) ?? 0 }
        self.init(total: sorted.reduce(0, +), p50: percentile(0.5), p90: percentile(0.9), p99: percentile(0.99),
                  max: sorted[sorted.count - 1])
    }
}
