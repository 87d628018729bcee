import Scene

extension Replayer {
    /// Called with each frame of a streamed report, in order, with all of its samples, and its
    /// feedback-layer state when the replayer has a state function.
    public typealias FrameRecorder = (FrameRecord, [FeedbackLayerState]?) throws -> Void

    /// Replays the trace `repeatCount` times as ``report(repeatCount:observer:)`` does, but hands
    /// each report frame to `recorder` instead of keeping it: with one replay as it is drawn, with
    /// N the frames of the last replay, which carry every replay's samples. Memory for the frames
    /// is ``RepeatedReplays``' (none for one replay), whatever the trace's length.
    ///
    /// - Parameters:
    ///   - observer: called for the frames of the first replay only, before `recorder`.
    /// - Returns: how the first replay ended.
    /// - Throws: as ``report(repeatCount:observer:)``, and what `observer` or `recorder` throws.
    public func streamReport(repeatCount: Int = 1, observer: FrameObserver? = nil,
                             recorder: FrameRecorder) throws -> ReplayEnding {
        guard repeatCount >= 1 else { throw ReplayError(.invalidOption, "repeat count \(repeatCount): expected at least 1") }
        var replays = RepeatedReplays(repeatCount: repeatCount)
        var first: ReplayEnding?
        for replay in 0..<repeatCount {
            let ending = try self.replay { frame, canvas in
                if replay == 0 { try observer?(frame, canvas) }
                guard let (steps, renders) = try replays.take(frame, replay: replay) else { return }
                try recorder(FrameRecord(index: frame.index, time: TraceTime.seconds(fromNanoseconds: frame.timeNs),
                                         stepNs: steps, renderNs: renders, dirtyPixels: frame.dirtyPixels,
                                         work: frame.work, hash: frame.hash), frame.state)
            }
            try replays.end(replay: replay, frameCount: ending.frameCount)
            if let first {
                if ending.settledAtNs != first.settledAtNs {
                    throw ReportError("replay \(replay) settled at a different time from replay 0: not deterministic")
                } else if ending.events != first.events {
                    throw ReportError("replay \(replay) recorded different events from replay 0: not deterministic")
                }
            } else {
                first = ending
            }
        }
        return first!
    }
}
