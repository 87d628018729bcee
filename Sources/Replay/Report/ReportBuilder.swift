import Scene

/// Collects the frames of one or more replays of a trace into a ``Report``, checking that the
/// replays agree on everything deterministic.
///
///     var builder = ReportBuilder(trace: "tap.trace.json", scene: "gallery.scene.json", frameRate: 120)
///     for _ in 0..<repeats {
///         builder.beginReplay()
///         for each frame { try builder.addFrame(time: t, stepNs: s, renderNs: r, dirtyPixels: d,
///                                               work: counters, hash: h) }
///     }
///     let report = try builder.build(settledAt: 0.4)
///
/// The first replay defines the frames; every later one must render the same number of frames
/// with the same time, dirty pixels, work counters, hash and state, frame by frame, and only adds
/// its step and render samples. A replay that disagrees is a determinism failure, reported with
/// the frame and the field rather than averaged away.
public struct ReportBuilder: Sendable {
    /// The trace file, as given to the replayer.
    public let trace: String
    /// The scene file.
    public let scene: String
    /// Frames per second.
    public let frameRate: Int
    /// Replays begun so far.
    public private(set) var replayCount = 0

    private var frames: [FrameRecord] = []
    private var state: [[FeedbackLayerState]] = []
    private var recordsState: Bool?
    /// Frames added in the current replay.
    private var position = 0

    /// Creates an empty builder.
    public init(trace: String, scene: String, frameRate: Int) {
        self.trace = trace
        self.scene = scene
        self.frameRate = frameRate
    }

    /// Starts the next replay.
    ///
    /// - Throws: ``ReportError`` when the previous replay rendered fewer frames than the first.
    public mutating func beginReplay() throws {
        try checkComplete()
        replayCount += 1
        position = 0
    }

    /// Adds the current replay's next frame.
    ///
    /// - Parameters:
    ///   - state: the frame's live feedback layers with `--state`, `nil` without; every frame of
    ///     every replay must either have it or not.
    /// - Throws: ``ReportError`` when no replay was begun, or when a later replay disagrees with
    ///   the first (more frames, or a different time, dirty pixel count, work counters, hash or
    ///   state), naming the replay, the frame and the field.
    public mutating func addFrame(time: Double, stepNs: Int64, renderNs: Int64, dirtyPixels: Int,
                                  work: [WorkCounter], hash: UInt64, state frameState: [FeedbackLayerState]? = nil) throws {
        guard replayCount > 0 else { throw ReportError("addFrame before beginReplay") }
        if recordsState == nil { recordsState = frameState != nil }
        guard recordsState == (frameState != nil) else {
            throw ReportError("frame \(position) of replay \(replayCount - 1): state given for some frames only")
        }
        defer { position += 1 }
        if replayCount == 1 {
            frames.append(FrameRecord(index: position, time: time, stepNs: [stepNs], renderNs: [renderNs],
                                      dirtyPixels: dirtyPixels, work: work, hash: hash))
            if let frameState { state.append(frameState) }
            return
        }
        let replay = replayCount - 1
        guard position < frames.count else {
            throw ReportError("replay \(replay) rendered more frames than replay 0 (\(frames.count)): not deterministic")
        }
        let first = frames[position]
        func mismatch(_ field: String) -> ReportError {
            ReportError("frame \(position): \(field) differs between replay 0 and replay \(replay): not deterministic")
        }
        guard first.time == time else { throw mismatch("time") }
        guard first.hash == hash else { throw mismatch("hash") }
        guard first.dirtyPixels == dirtyPixels else { throw mismatch("dirtyPixels") }
        guard first.work == work else { throw mismatch("work") }
        if let frameState, state[position] != frameState { throw mismatch("state") }
        frames[position].stepNs.append(stepNs)
        frames[position].renderNs.append(renderNs)
    }

    /// The report of the replays so far, its summary computed from all samples.
    ///
    /// - Throws: ``ReportError`` when nothing was rendered or the last replay is incomplete.
    public func build(settledAt: Double?) throws -> Report {
        try checkComplete()
        return try Report(trace: trace, scene: scene, frameRate: frameRate, frames: frames,
                          state: recordsState == true ? state : nil, settledAt: settledAt)
    }

    private func checkComplete() throws {
        guard replayCount <= 1 || position == frames.count else {
            throw ReportError("replay \(replayCount - 1) rendered \(position) frames, replay 0 rendered \(frames.count): not deterministic")
        }
    }
}
