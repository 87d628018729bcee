/// One rendered frame of a replay, as a report records it (docs/formats.md).
///
///     let frame = FrameRecord(index: 0, time: 0, stepNs: [41_000], renderNs: [230_000],
///                             dirtyPixels: 0, work: [WorkCounter("layersVisited", 12)],
///                             hash: 0x9e37_79b9_7f4a_7c15)
///
/// `stepNs` and `renderNs` hold one measured sample per replay: one without `--repeat`, N with
/// `--repeat N`, the k-th sample of each coming from the k-th replay. They are wall-clock
/// measurements, the only fields of a report that differ from run to run; everything else is
/// deterministic.
public struct FrameRecord: Hashable, Sendable {
    /// The frame's number, counting from 0; frame n is at `n * 1_000_000_000 / fps` ns.
    public var index: Int
    /// The simulated time of the frame in seconds (`t` in the file).
    public var time: Double
    /// Measured nanoseconds spent stepping the simulation (touches, animations, layout) before
    /// this frame, one per replay.
    public var stepNs: [Int64]
    /// Measured nanoseconds spent rendering this frame, one per replay, paired with `stepNs`.
    public var renderNs: [Int64]
    /// Pixels redrawn for this frame (0 when nothing changed).
    public var dirtyPixels: Int
    /// Deterministic work counters, in the order the renderer reports them.
    public var work: [WorkCounter]
    /// The frame's content hash (``Raster/Canvas/contentHash``), written as 16 hex digits.
    public var hash: UInt64
    /// The frame's step and render instructions with `--measure instructions`, else `nil`.
    public var instructions: FrameInstructions?

    /// Creates a frame record.
    public init(index: Int, time: Double, stepNs: [Int64], renderNs: [Int64], dirtyPixels: Int,
                work: [WorkCounter], hash: UInt64, instructions: FrameInstructions? = nil) {
        self.index = index
        self.time = time
        self.stepNs = stepNs
        self.renderNs = renderNs
        self.dirtyPixels = dirtyPixels
        self.work = work
        self.hash = hash
        self.instructions = instructions
    }

    /// The frame time of each replay: step plus render nanoseconds, sample by sample (as many as
    /// the shorter of the two lists; a valid report has them equally long).
    public var frameNs: [Int64] {
        zip(stepNs, renderNs).map { $0 &+ $1 }
    }
}

/// A named deterministic work counter of one frame, such as `layersDrawn` = 3.
public struct WorkCounter: Hashable, Sendable {
    /// The counter's name; unique within a frame.
    public var name: String
    /// The count, never negative.
    public var value: Int

    /// Creates a counter.
    public init(_ name: String, _ value: Int) {
        self.name = name
        self.value = value
    }
}
