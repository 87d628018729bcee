extension Report {
    /// This report (its events too) with each frame's instruction counts added and the summary's
    /// ``ReportSummary/instructions`` computed: what `replay --measure instructions` writes, the
    /// counts from the replay under callgrind, everything else from the native replay.
    ///
    /// - Parameters:
    ///   - counts: one per frame, in frame order.
    ///   - hashes: the counted replay's frame hashes, which must equal this report's: the two
    ///     replays ran the same frames.
    /// - Throws: ``ReportError`` when the numbers of frames differ or a hash does.
    public func addingInstructions(_ counts: [FrameInstructions], countedHashes hashes: [UInt64]) throws -> Report {
        guard counts.count == frames.count, hashes.count == frames.count else {
            throw ReportError("the counted replay rendered \(hashes.count) frames with \(counts.count) counts; the replay rendered \(frames.count): not deterministic")
        }
        for (frame, hash) in zip(frames, hashes) where frame.hash != hash {
            throw ReportError("frame \(frame.index): hash \(Self.hashText(hash)) under callgrind, \(Self.hashText(frame.hash)) natively: not deterministic")
        }
        var counted = frames
        for index in counted.indices { counted[index].instructions = counts[index] }
        var summary = self.summary
        summary.instructions = InstructionSummary(counts)
        var report = try Report(trace: trace, scene: scene, frameRate: frameRate, frames: counted, state: state, summary: summary)
        report.events = events
        return report
    }
}
