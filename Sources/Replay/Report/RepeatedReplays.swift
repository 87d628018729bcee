import Scene

/// What a streamed report keeps of the earlier replays of `--repeat N` (N > 1) until the last
/// one, whose frames carry every replay's samples: each frame's step and render samples of the
/// earlier replays (16 bytes a replay), and of replay 0 what must not change between replays —
/// the hash, the dirty pixels, and digests of the work counters and the state (32 bytes) — to
/// check every later replay against, frame by frame, as ``ReportBuilder`` does with whole frames.
///
/// Times need no check: a frame's time is a function of its index and the frame rate.
struct RepeatedReplays {
    /// Replay 0's deterministic fields of one frame.
    private struct Reference {
        var hash: UInt64
        var dirtyPixels: Int
        var work: Int
        var state: Int
    }

    /// The bytes kept per frame for `repeatCount` replays: none for one replay.
    static func bytesPerFrame(repeatCount: Int) -> Int {
        repeatCount > 1 ? MemoryLayout<Reference>.stride + 2 * MemoryLayout<Int64>.stride * (repeatCount - 1) : 0
    }

    /// N.
    let repeatCount: Int
    private var references: [Reference] = []
    /// Replay r's frame k's step and render at `2 · (r · frames + k)`, for r < N − 1.
    private var samples: [Int64] = []

    init(repeatCount: Int) {
        self.repeatCount = repeatCount
    }

    /// Checks frame `frame` of replay `replay` against replay 0 (or records it, for replay 0) and
    /// keeps its samples, unless it is the last replay's.
    ///
    /// - Returns: the frame's step and render samples of every replay, for the last replay; else `nil`.
    /// - Throws: ``ReportError`` naming the replay, the frame and the field that differs.
    mutating func take(_ frame: ReplayedFrame, replay: Int) throws -> (stepNs: [Int64], renderNs: [Int64])? {
        guard repeatCount > 1 else { return ([frame.stepNs], [frame.renderNs]) }
        let reference = Reference(hash: frame.hash, dirtyPixels: frame.dirtyPixels,
                                  work: Self.digest(frame.work), state: Self.digest(frame.state))
        let position = frame.index
        if replay == 0 {
            references.append(reference)
        } else {
            guard position < references.count else {
                throw ReportError("replay \(replay) rendered more frames than replay 0 (\(references.count)): not deterministic")
            }
            let first = references[position]
            func mismatch(_ field: String) -> ReportError {
                ReportError("frame \(position): \(field) differs between replay 0 and replay \(replay): not deterministic")
            }
            guard first.hash == reference.hash else { throw mismatch("hash") }
            guard first.dirtyPixels == reference.dirtyPixels else { throw mismatch("dirtyPixels") }
            guard first.work == reference.work else { throw mismatch("work") }
            guard first.state == reference.state else { throw mismatch("state") }
        }
        guard replay == repeatCount - 1 else {
            samples.append(frame.stepNs)
            samples.append(frame.renderNs)
            return nil
        }
        let frames = references.count
        var steps: [Int64] = [], renders: [Int64] = []
        steps.reserveCapacity(repeatCount)
        renders.reserveCapacity(repeatCount)
        for earlier in 0..<(repeatCount - 1) {
            let at = 2 * (earlier * frames + position)
            steps.append(samples[at])
            renders.append(samples[at + 1])
        }
        steps.append(frame.stepNs)
        renders.append(frame.renderNs)
        return (steps, renders)
    }

    /// Ends replay `replay`, which rendered `frameCount` frames.
    ///
    /// - Throws: ``ReportError`` when it rendered fewer frames than replay 0.
    func end(replay: Int, frameCount: Int) throws {
        guard replay > 0, frameCount != references.count else { return }
        throw ReportError("replay \(replay) rendered \(frameCount) frames, replay 0 rendered \(references.count): not deterministic")
    }

    /// A digest of a frame's field, equal for equal values within this process.
    private static func digest<T: Hashable>(_ value: T) -> Int {
        var hasher = Hasher()
        hasher.combine(value)
        return hasher.finalize()
    }
}
