import JSON
import Scene

/// Writes `report.json` as the frames are made, the same bytes as ``Report/jsonText()`` of the
/// whole report, keeping of each frame only its frame-time samples (``FrameTimeSamples``, 8 bytes
/// a sample) for the summary's percentiles.
///
///     let writer = try ReportWriter(path: "out/tap/report.json", trace: t, scene: s, frameRate: 120,
///                                   recordsState: false)
///     for each frame { try writer.add(record, state: nil) }
///     let summary = try writer.finish(settledAt: 0.4, events: events)
///
/// The text goes to `report.json.partial` (``StreamedFile``) and gets its name when complete. A
/// report's `state` lists come after all its frames, so with `--state` they are written to a
/// second file, `report.json.state.partial`, appended at the end.
///
/// With counted instructions (``CountedFrames``) each frame gets its counts as it is added and its
/// hash is checked against the counted replay's, as ``Report/addingInstructions(_:countedHashes:)``
/// does for a whole report.
public final class ReportWriter {
    /// The counts of a replay under callgrind: one per frame, with that replay's frame hashes.
    public struct CountedFrames: Sendable {
        /// Each frame's step and render instructions.
        public var counts: [FrameInstructions]
        /// Each frame's hash in the counted replay.
        public var hashes: [UInt64]

        /// Creates counts.
        public init(counts: [FrameInstructions], hashes: [UInt64]) {
            self.counts = counts
            self.hashes = hashes
        }
    }

    /// The file written.
    public let path: String
    /// Frames per second of the replay.
    public let frameRate: Int
    /// The counts given, if any.
    public let counted: CountedFrames?

    private let file: StreamedFile
    private let stateFile: StreamedFile?
    private var samples: FrameTimeSamples
    private var frameCount = 0
    private var sampleCount: Int?
    private var lastHash: UInt64 = 0

    /// Creates `PATH.partial` and writes the report's first keys.
    ///
    /// - Parameters:
    ///   - recordsState: whether every frame comes with its feedback-layer state (`--state`).
    ///   - counted: the frames' instruction counts (`--measure instructions`), else `nil`.
    ///   - sampleCapacity: the most samples expected (frames × replays), reserved up front.
    /// - Throws: ``OutputError`` naming a file that cannot be created.
    public init(path: String, trace: String, scene: String, frameRate: Int, recordsState: Bool,
                counted: CountedFrames? = nil, sampleCapacity: Int = 0) throws {
        self.path = path
        samples = FrameTimeSamples(capacity: sampleCapacity)
        self.frameRate = frameRate
        self.counted = counted
        file = try StreamedFile(path: path)
        stateFile = recordsState ? try StreamedFile(path: path + ".state") : nil
        try file.write(Report.headerText(trace: trace, scene: scene, frameRate: frameRate,
                                         measure: counted == nil ? .time : .instructions) + "\n\"frames\":[")
    }

    /// Writes the next frame.
    ///
    /// - Parameter state: the frame's feedback layers, given exactly when the writer records state.
    /// - Throws: ``ReportError`` when the frame breaks a report's invariants (its index is not the
    ///   next, its samples are missing or differ in number from frame 0's, state is given or not
    ///   against the writer's setting) or its hash differs from the counted replay's;
    ///   ``OutputError`` naming the file.
    public func add(_ frame: FrameRecord, state: [FeedbackLayerState]?) throws {
        let position = frameCount
        guard frame.index == position else { throw ReportError("frame \(position) has index \(frame.index); expected \(position)") }
        let expected = sampleCount ?? frame.stepNs.count
        guard frame.stepNs.count == expected, frame.renderNs.count == expected, expected > 0 else {
            throw ReportError("frame \(position): \(frame.stepNs.count) step and \(frame.renderNs.count) render samples; expected \(max(expected, 1)) of each, as in frame 0")
        }
        guard (state != nil) == (stateFile != nil) else {
            throw ReportError("frame \(position): state given for some frames only")
        }
        var frame = frame
        if let counted {
            guard position < counted.counts.count, position < counted.hashes.count else {
                throw ReportError("the counted replay rendered \(counted.hashes.count) frames with \(counted.counts.count) counts; the replay rendered more: not deterministic")
            }
            let hash = counted.hashes[position]
            guard hash == frame.hash else {
                throw ReportError("frame \(position): hash \(Report.hashText(hash)) under callgrind, \(Report.hashText(frame.hash)) natively: not deterministic")
            }
            frame.instructions = counted.counts[position]
        }
        sampleCount = expected
        for sample in frame.frameNs { samples.append(sample) }
        try file.write((position == 0 ? "\n" : ",\n") + Report.json(frame).serialized())
        if let stateFile, let state {
            try stateFile.write((position == 0 ? "\n" : ",\n") + JSONValue.array(state.map(Report.json)).serialized())
        }
        lastHash = frame.hash
        frameCount += 1
    }

    /// Writes the state lists, the events and the summary, and gives the file its name.
    ///
    /// - Parameters:
    ///   - settledAt: when the scene settled, seconds, or `nil`.
    ///   - events: the report's `events`, or `nil` for none.
    /// - Returns: the summary written.
    /// - Throws: ``ReportError`` when no frame was added or the counts do not match the frames;
    ///   ``OutputError`` naming the file.
    @discardableResult
    public func finish(settledAt: Double?, events: [ReportEvent]?) throws -> ReportSummary {
        guard frameCount > 0 else { throw ReportError("a report needs at least one frame") }
        if let counted, counted.counts.count != frameCount || counted.hashes.count != frameCount {
            throw ReportError("the counted replay rendered \(counted.hashes.count) frames with \(counted.counts.count) counts; the replay rendered \(frameCount): not deterministic")
        }
        try file.write("\n],")
        if let stateFile {
            try file.write("\n\"state\":[")
            try file.append(stateFile)
            try file.write("\n],")
        }
        if let events {
            try file.write("\n\"events\":[")
            for (position, event) in events.enumerated() {
                try file.write((position == 0 ? "\n" : ",\n") + Report.json(event).serialized())
            }
            try file.write("\n],")
        }
        let budget = ReportSummary.budgetNs(frameRate: frameRate)
        // At least one frame with at least one sample was added.
        let (percentiles, overBudget) = samples.summarized(budgetNs: budget)!
        let summary = ReportSummary(frames: frameCount, frameNs: percentiles, budgetNs: budget, overBudget: overBudget,
                                    finalHash: lastHash, settledAt: settledAt,
                                    instructions: counted.flatMap { InstructionSummary($0.counts) })
        try file.write("\n\"summary\":" + Report.json(summary).serialized() + "}\n")
        try file.commit()
        return summary
    }

    /// Removes the partial files, for a replay that failed part way.
    public func discard() {
        file.discard()
        stateFile?.discard()
    }
}
