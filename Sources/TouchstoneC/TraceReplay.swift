import Material
import Replay
import TouchstoneCHeaders

// ts_replay: one whole replay of a trace file by Replay's Replayer, the engine behind
// `touchstone replay` (include/touchstone.h, "Scene frames").

/// `ts_replay`: reads the trace at `tracePath`, loads its scene (the trace's `scene`, relative to
/// the trace's folder unless absolute) with the Material factory at its scale or `scale` (> 0),
/// checks the trace against it, replays it as `touchstone replay` does (the same
/// `Replayer(contentsOfTraceFile:…)`) and summarises the run into `*result`.
@_cdecl("ts_replay")
public func tsReplay(_ tracePath: UnsafePointer<CChar>?, _ scale: Double,
                     _ result: UnsafeMutablePointer<ts_replay_result>?,
                     _ errorBuffer: UnsafeMutablePointer<CChar>?, _ errorCapacity: Int) -> Bool {
    guard let tracePath else {
        writeMessage("replay: no trace path (NULL)", into: errorBuffer, capacity: errorCapacity)
        return false
    }
    // 0 keeps the file's scale; anything else goes to the loader, which rejects a bad one.
    guard scale == 0 || (scale.isFinite && scale > 0) else {
        writeMessage("replay: the scale \(scale) is not a positive finite number (0 keeps the scene's)",
                     into: errorBuffer, capacity: errorCapacity)
        return false
    }
    do {
        let path = try CText.string(tracePath, what: "replay: trace path", hasLines: false)
        let replayer = try Replayer(contentsOfTraceFile: path, factory: MaterialViewFactory(),
                                    options: ReplayOptions(scale: scale == 0 ? nil : scale))
        let run = try replayer.run()
        result?.pointee = ts_replay_result(
            frames: Int64(run.frames.count),
            settled_at_ns: run.settledAtNs ?? -1,
            final_hash: run.frames.last?.hash ?? run.finalCanvas.contentHash,
            dirty_pixels: run.frames.reduce(0) { $0 + UInt64($1.dirtyPixels) })
        return true
    } catch {
        writeMessage("\(error)", into: errorBuffer, capacity: errorCapacity)
        return false
    }
}
