import Replay

/// Builds small reports for the Replay tests: `frames` frames at 120 fps whose frame k of replay r
/// takes `stepNs[r]` + `renderNs[r]`, with hashes 1, 2, 3, … unless given.
func makeReport(trace: String = "Traces/tap.trace.json", replayFrameNs: [Int64], frames: Int = 3,
                hashes: [UInt64]? = nil) throws -> Report {
    let records = (0..<frames).map { index in
        FrameRecord(index: index, time: Double(index) / 120,
                    stepNs: replayFrameNs.map { $0 / 4 }, renderNs: replayFrameNs.map { $0 - $0 / 4 },
                    dirtyPixels: index * 10, work: [WorkCounter("layersVisited", 4), WorkCounter("layersDrawn", index)],
                    hash: hashes?[index] ?? UInt64(index + 1))
    }
    return try Report(trace: trace, scene: "Traces/gallery.scene.json", frameRate: 120, frames: records, settledAt: 0.5)
}
