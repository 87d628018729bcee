import Raster

/// How one replay ended, without its frames (``Replayer/replay(observer:)`` hands each frame to
/// its observer and keeps none): what the outputs need after the last frame.
public struct ReplayEnding: Sendable {
    /// Frames per second used.
    public var framesPerSecond: Int
    /// The number of frames rendered, at least 1.
    public var frameCount: Int
    /// The last frame.
    public var lastFrame: ReplayedFrame
    /// Every touch, in delivery order (the trace's order).
    public var touches: [DeliveredTouch]
    /// As ``ReplayRun/settledAtNs``.
    public var settledAtNs: Int64?
    /// The canvas after the last frame.
    public var finalCanvas: Canvas
    /// The scene's event log at the end of the replay, as the report lists it.
    public var events: [ReportEvent]
}
