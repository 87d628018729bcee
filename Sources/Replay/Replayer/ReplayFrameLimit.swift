/// The up-front bound on what a streamed replay keeps per frame (docs/replay.md, "Long traces").
///
/// A streamed replay (``Replayer/streamReport(repeatCount:observer:recorder:)``) keeps, for the
/// whole trace, only each frame's frame-time samples (8 bytes each, one per replay), with
/// `--repeat N` (N > 1) the earlier replays' samples and a check of replay 0 (``RepeatedReplays``),
/// and with `--measure instructions` the counted replay's counts and hashes (24 bytes). Before
/// anything is replayed, the most frames the options allow — through the last touch plus the
/// settle limit, and the two frames a scene settling at that limit adds — times those bytes must
/// be at most ``maximumBytes``, so that resident memory stays bounded whatever the options.
public struct ReplayFrameLimit: Sendable {
    /// The most bytes of per-frame data a replay may keep: 32 MiB.
    public static let maximumBytes = 32 << 20
    /// What instruction counts keep per frame: a step and a render count and a hash.
    public static let instructionBytesPerFrame = 2 * MemoryLayout<Int64>.stride + MemoryLayout<UInt64>.stride

    /// The most frames the replay can render.
    public var maximumFrames: Int
    /// The bytes kept per frame.
    public var bytesPerFrame: Int
    /// Their product (saturating at `Int.max`).
    public var bytes: Int

    /// The bound for `replayer` replayed `repeatCount` times.
    ///
    /// - Throws: ``ReplayError`` for a touch time the replay cannot reach (as replaying would).
    public init(_ replayer: Replayer, repeatCount: Int) throws {
        let fps = max(replayer.framesPerSecond, 1)
        let lastDelivery = try replayer.deliveries(fps: fps).last?.deliveredNs ?? 0
        let (end, overflow) = lastDelivery.addingReportingOverflow(max(replayer.options.settleLimit, 0))
        // Past 2⁶³ / 10⁵ ns (about 1 000 days) the frame arithmetic itself could overflow.
        maximumFrames = overflow || end > Int64.max / 100_000
            ? Int.max : Self.saturatingAdd(Replayer.firstFrame(atOrAfter: end, fps: fps), 2)
        bytesPerFrame = FrameTimeSamples.bytesPerSample * repeatCount
            + RepeatedReplays.bytesPerFrame(repeatCount: repeatCount)
            + (replayer.options.measure == .instructions ? Self.instructionBytesPerFrame : 0)
        let (product, productOverflow) = maximumFrames.multipliedReportingOverflow(by: bytesPerFrame)
        bytes = productOverflow ? Int.max : product
    }

    /// Whether the replay stays within ``maximumBytes``.
    public var isWithinLimit: Bool { bytes <= Self.maximumBytes }

    /// Throws unless the replay stays within ``maximumBytes``.
    ///
    /// - Throws: ``ReplayError`` naming the trace, the frame rate, the last touch's time, the
    ///   settle limit, the repeat count, each factor and the product.
    public static func check(_ replayer: Replayer, repeatCount: Int) throws {
        let limit = try ReplayFrameLimit(replayer, repeatCount: repeatCount)
        guard !limit.isWithinLimit else { return }
        let fps = replayer.framesPerSecond
        let rate = replayer.options.framesPerSecond == nil ? "the trace's frameRate \(fps)" : "--fps \(fps)"
        let last = (try? replayer.deliveries(fps: max(fps, 1)).last?.deliveredNs) ?? nil
        let settle = TraceTime.seconds(fromNanoseconds: replayer.options.settleLimit)
        let kept = replayer.options.measure == .instructions
            ? "\(limit.bytesPerFrame) bytes a frame (with --repeat \(repeatCount) and --measure instructions)"
            : "\(limit.bytesPerFrame) bytes a frame (with --repeat \(repeatCount))"
        throw ReplayError(.frameLimit, "\(replayer.tracePath): \(rate) through the last touch at \(TraceTime.seconds(fromNanoseconds: last ?? 0)) s plus --settle-limit \(settle) s allows up to \(limit.maximumFrames) frames; at \(kept) that is \(limit.maximumFrames) × \(limit.bytesPerFrame) = \(limit.bytes) bytes of per-frame data, over the limit of \(maximumBytes) bytes (32 MiB): lower --fps, --settle-limit or --repeat, or split the trace (docs/replay.md#long-traces)")
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
