/// The first frame whose hash differs between two reports of one trace.
///
/// Frames are matched by index. When every shared frame matches but one report has more frames
/// (one run settled later), the first frame beyond the shorter report differs, and the shorter
/// side's hash is `nil`.
public struct HashDifference: Hashable, Sendable {
    /// The frame's index.
    public var frame: Int
    /// The frame's simulated time in seconds, from whichever report has the frame (the
    /// baseline's when both do).
    public var time: Double
    /// The baseline's hash of the frame, `nil` when the baseline has no such frame.
    public var baselineHash: UInt64?
    /// The candidate's hash of the frame, `nil` when the candidate has no such frame.
    public var candidateHash: UInt64?

    /// The first difference between the two reports' frame hashes, or `nil` when they agree.
    public init?(baseline: Report, candidate: Report) {
        let a = baseline.frames, b = candidate.frames
        for i in 0..<min(a.count, b.count) where a[i].hash != b[i].hash {
            self.init(frame: i, time: a[i].time, baselineHash: a[i].hash, candidateHash: b[i].hash)
            return
        }
        guard a.count != b.count else { return nil }
        let i = min(a.count, b.count)
        let longer = a.count > b.count ? a[i] : b[i]
        self.init(frame: i, time: longer.time, baselineHash: a.count > i ? a[i].hash : nil,
                  candidateHash: b.count > i ? b[i].hash : nil)
    }

    /// Creates a difference from its fields.
    public init(frame: Int, time: Double, baselineHash: UInt64?, candidateHash: UInt64?) {
        self.frame = frame
        self.time = time
        self.baselineHash = baselineHash
        self.candidateHash = candidateHash
    }
}
