import Raster
import Scene

/// One more output of a replayed trace, plugged into ``ReplayOutputWriter/outputs``: it is handed
/// each frame as the replay makes it and must write as it goes, keeping O(1) or small bounded
/// memory per trace (never every frame), so that a replay's memory does not grow with its length.
///
///     final class PageData: ReplayFrameOutput {
///         func record(_ frame: FrameRecord, state: [FeedbackLayerState]?) throws { /* append a line */ }
///         func finish(summary: ReportSummary, ending: ReplayEnding) throws { /* close, rename */ }
///     }
///     writer.outputs.append(PageData(…))
///
/// Every method has an empty default.
public protocol ReplayFrameOutput: AnyObject {
    /// A frame of the first replay as it is drawn, with its canvas (valid only during the call).
    func observe(_ frame: ReplayedFrame, canvas: Canvas) throws
    /// A frame as the report has it, in order, with every replay's samples (with `--repeat N`,
    /// during the last replay), and its feedback-layer state with `--state`.
    func record(_ frame: FrameRecord, state: [FeedbackLayerState]?) throws
    /// The end: the report's summary (as written in `report.json`) and how the first replay ended.
    func finish(summary: ReportSummary, ending: ReplayEnding) throws
    /// The replay failed part way: remove what is half written.
    func discard()
}

extension ReplayFrameOutput {
    /// Does nothing.
    public func observe(_ frame: ReplayedFrame, canvas: Canvas) throws {}
    /// Does nothing.
    public func record(_ frame: FrameRecord, state: [FeedbackLayerState]?) throws {}
    /// Does nothing.
    public func finish(summary: ReportSummary, ending: ReplayEnding) throws {}
    /// Does nothing.
    public func discard() {}
}
