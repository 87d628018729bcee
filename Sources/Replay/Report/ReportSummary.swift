/// The summary of a report: frame-time percentiles, the frame budget and how many frames missed
/// it, the final frame's hash and when the scene settled.
///
/// Computed from the frames by ``init(frames:frameRate:settledAt:)``:
///
/// - Every frame-time sample counts: each frame's step + render nanoseconds of every replay, so
///   with `--repeat N` the percentiles are over frames × N samples (as Macrobenchmark reports
///   over all iterations).
/// - Percentiles follow ``Percentile`` (nearest rank, Flutter's definition).
/// - The budget is the refresh interval `1_000_000_000 / frameRate` ns (integer division, as
///   frame times are), not a fixed 16 ms (flutter#109745).
/// - `overBudget` counts samples strictly longer than the budget, so with `--repeat N` a frame
///   counts once for every replay in which it overran.
/// - With instruction counts (every frame has them, or none does), ``instructions`` sums them
///   and takes percentiles of the frames' step + render counts.
public struct ReportSummary: Hashable, Sendable {
    /// The number of frames.
    public var frames: Int
    /// Frame-time percentiles over all samples, in nanoseconds.
    public var frameNs: Percentiles
    /// The frame budget in nanoseconds.
    public var budgetNs: Int64
    /// The number of frame-time samples over the budget.
    public var overBudget: Int
    /// The last frame's hash.
    public var finalHash: UInt64
    /// The simulated time in seconds of the first frame from which nothing animated any more, or
    /// `nil` when the scene never settled within the replay's limit.
    public var settledAt: Double?
    /// The instruction counts' total and percentiles when the frames have counts, else `nil`.
    public var instructions: InstructionSummary?

    /// Creates a summary from its fields, as read from a file.
    public init(frames: Int, frameNs: Percentiles, budgetNs: Int64, overBudget: Int,
                finalHash: UInt64, settledAt: Double?, instructions: InstructionSummary? = nil) {
        self.frames = frames
        self.frameNs = frameNs
        self.budgetNs = budgetNs
        self.overBudget = overBudget
        self.finalHash = finalHash
        self.settledAt = settledAt
        self.instructions = instructions
    }

    /// Summarizes `frames` replayed at `frameRate`.
    ///
    /// - Throws: ``ReportError`` when there are no frames, a frame has no samples or unequal
    ///   step and render sample counts, or `frameRate` is not positive.
    public init(frames records: [FrameRecord], frameRate: Int, settledAt: Double?) throws {
        guard frameRate > 0 else { throw ReportError("frame rate \(frameRate): expected a positive number of frames per second") }
        guard let last = records.last else { throw ReportError("a report needs at least one frame") }
        var samples: [Int64] = []
        samples.reserveCapacity(records.count * last.stepNs.count)
        for frame in records {
            guard !frame.stepNs.isEmpty, frame.stepNs.count == frame.renderNs.count else {
                throw ReportError("frame \(frame.index): \(frame.stepNs.count) step samples and \(frame.renderNs.count) render samples; expected the same number, at least one")
            }
            samples.append(contentsOf: frame.frameNs)
        }
        samples.sort()
        let budget = Self.budgetNs(frameRate: frameRate)
        self.init(frames: records.count,
                  frameNs: Percentiles(sorted: samples)!,   // at least one frame, each with samples
                  budgetNs: budget,
                  overBudget: samples.reduce(0) { $0 + ($1 > budget ? 1 : 0) },
                  finalHash: last.hash, settledAt: settledAt,
                  instructions: InstructionSummary(records.compactMap(\.instructions)))
    }

    /// The refresh interval at `frameRate` frames per second, `1_000_000_000 / frameRate` ns
    /// (integer division: 8_333_333 at 120 fps).
    public static func budgetNs(frameRate: Int) -> Int64 {
        1_000_000_000 / Int64(frameRate)
    }
}
