import Raster
import Scene

/// One rendered frame of a replay, with what was measured and what is deterministic.
public struct ReplayedFrame: Hashable, Sendable {
    /// The frame's number, from 0.
    public var index: Int
    /// The frame's simulated time, `index · 1_000_000_000 / fps` ns.
    public var timeNs: Int64
    /// Measured wall-clock nanoseconds of the step before the frame: delivering the touches due,
    /// advancing the clock (running animation events) and layout.
    public var stepNs: Int64
    /// Measured wall-clock nanoseconds of rendering the frame.
    public var renderNs: Int64
    /// Pixels redrawn (``Scene/FrameStatistics/damagedPixels``).
    public var dirtyPixels: Int
    /// The renderer's deterministic counters, in a fixed order: `layersVisited`, `layersDrawn`,
    /// `pathsRasterized`, `offscreenAllocations`, `damageRects` (the number of rectangles).
    public var work: [WorkCounter]
    /// The canvas's content hash after the frame.
    public var hash: UInt64
    /// Whether the canvas differs from the previous frame's (always true for frame 0).
    public var changed: Bool
    /// The live feedback layers, when the replayer was given a state function.
    public var state: [FeedbackLayerState]?
}

/// A touch as the replayer delivered it.
public struct DeliveredTouch: Hashable, Sendable {
    /// The event's position in the trace.
    public var eventIndex: Int
    /// The event.
    public var event: TraceEvent
    /// When it was delivered, simulated ns: its own time, or the next frame boundary with
    /// ``FrameAlignment/frame``.
    public var deliveredNs: Int64
}

/// The result of one replay of a trace.
public struct ReplayRun: Sendable {
    /// Frames per second used.
    public var framesPerSecond: Int
    /// Every frame, in order.
    public var frames: [ReplayedFrame]
    /// Every touch, in delivery order (the trace's order).
    public var touches: [DeliveredTouch]
    /// The simulated time of the first frame, at or after the last touch, at which no clock event
    /// was pending (no animation running, no recognizer deadline) and no finger was down; `nil`
    /// when that did not happen within the settle limit.
    public var settledAtNs: Int64?
    /// The canvas after the last frame.
    public var finalCanvas: Canvas
    /// The scene's event log at the end of the replay (``Scene/LoadedScene/events``), as the
    /// report lists it: times in seconds, in recording order.
    public var events: [ReportEvent] = []
}
