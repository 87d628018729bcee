/// Resource and plausibility limits applied when a ``Trace`` is read or validated.
///
/// Size and count limits are checked before the document is parsed, so a huge or hostile file is
/// rejected before memory is spent on it (docs/formats.md). The defaults suit every trace
/// Touchstone writes or bundles with a wide margin; pass larger ones for special cases.
public struct TraceLimits: Hashable, Sendable {
    /// The largest file accepted, in bytes. Default 32 MiB: about 200,000 events of ~150 bytes
    /// (one pretty-printed event with force and radius), so that the two limits agree.
    public var maximumFileBytes: Int
    /// The most events accepted. Default 200,000: 27 minutes of one finger sampled at 120 Hz.
    public var maximumEvents: Int
    /// The latest event time, in seconds. Default 3600 (one hour): a longer touch trace is almost
    /// certainly a unit mistake (milliseconds written as seconds, or an un-rebased device clock).
    public var maximumTime: Double
    /// The largest coordinate magnitude accepted whatever the scene, in points. Default 10⁶: it turns
    /// numbers such as `1e300` (valid JSON, finite) into a clear error even without a scene size.
    public var maximumCoordinate: Double
    /// How far outside the scene a coordinate may lie when a scene size is known, as a fraction of
    /// the scene's width (for `x`) or height (for `y`) on each side. Default 1: a point must lie in
    /// the scene's rectangle grown by one scene size on every side, x ∈ [−w, 2w], y ∈ [−h, 2h].
    ///
    /// Touches outside the scene are legitimate (a drag out of a view, a recording made on a larger
    /// screen), so this rejects only coordinates that cannot belong to the scene — usually a trace
    /// recorded in pixels replayed on a scene in points, or one meant for another scene.
    public var sceneMargin: Double
    /// The highest `frameRate` accepted. Default 1000 frames per second.
    public var maximumFrameRate: Int

    /// Creates limits; every parameter defaults to the documented value.
    public init(maximumFileBytes: Int = 32 << 20, maximumEvents: Int = 200_000,
                maximumTime: Double = 3600, maximumCoordinate: Double = 1_000_000,
                sceneMargin: Double = 1, maximumFrameRate: Int = 1000) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumEvents = maximumEvents
        self.maximumTime = maximumTime
        self.maximumCoordinate = maximumCoordinate
        self.sceneMargin = sceneMargin
        self.maximumFrameRate = maximumFrameRate
    }

    /// The documented defaults.
    public static let `default` = TraceLimits()
}
