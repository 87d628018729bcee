import Raster

/// Which frames `touchstone replay` writes as PNGs (`--frames`).
public enum FrameSelection: String, Hashable, Sendable, CaseIterable {
    /// No frame PNGs.
    case none
    /// Frame 0 and every frame whose content hash differs from the previous frame's (the default).
    case changed
    /// Every frame.
    case all
}

/// Writes the files of one replayed trace into its folder (docs/replay.md#outputs): `report.json`,
/// `frames/NNNNN.png` as ``FrameSelection`` asks, `contact-sheet.png`, `frame-times.svg`, and
/// `perfetto.json` when asked; checks goldens when given a ``GoldenComparison``; and, when ``page``
/// is set, hands every frame to the trace's frame viewer (``TracePageWriter``) and finishes it.
///
///     let writer = try ReplayOutputWriter(directory: "out/tap", frames: .changed, perfetto: true, goldens: nil)
///     let summary = try writer.write(replaying: replayer, repeatCount: 3)
///     let goldensPassed = writer.goldenFailures.isEmpty
///
/// ## Memory
/// Nothing is kept for the whole trace but what an output needs, so memory does not grow with a
/// trace's length (docs/replay.md, "Long traces"): ``write(replaying:repeatCount:counted:)``
/// streams the replay (``Replayer/streamReport(repeatCount:observer:recorder:)``); `report.json`
/// and `perfetto.json` are written as frames are made (``ReportWriter``, ``PerfettoTraceWriter``:
/// to `.partial` files renamed when complete), PNGs at once, the chart from a bounded
/// ``FrameTimeSeries`` and the contact sheet from a bounded selection of thumbnails. More
/// per-frame outputs plug in through ``outputs`` (``ReplayFrameOutput``).
///
/// ## Contact sheet
/// The frames where something changed (as for ``FrameSelection/changed``), labelled with their
/// simulated time (`0.125s`). At most ``contactSheetLimit`` cells: when
/// more frames change, every other kept frame is dropped and only every 2nd, then 4th, … changed
/// frame is taken from then on, so the sheet samples the whole replay evenly and memory stays
/// bounded.
///
/// ## Goldens
/// Frame 0, every changed frame and the final frame are checked against `NNNNN.png` in the golden
/// folder (the changed frames are every distinct picture; the final one pins the frame count and
/// the settled picture). With a ``goldenStride`` of n, only every n-th changed frame is checked
/// (frame 0 always is, being the first), so checked-in goldens stay small; every frame's hash is
/// still in the report. Diffs go to `golden-diffs/` in the trace's folder.
public final class ReplayOutputWriter {
    /// The trace's output folder.
    public let directory: String
    /// Which frames become PNGs.
    public let frames: FrameSelection
    /// Whether `perfetto.json` is written.
    public let perfetto: Bool
    /// The golden check, if any.
    public let goldens: GoldenComparison?
    /// Check every `goldenStride`-th changed frame (1: all of them).
    public let goldenStride: Int
    /// The most contact sheet cells.
    public static let contactSheetLimit = 48
    /// Further outputs, handed every frame and the end after the built-in ones.
    public var outputs: [any ReplayFrameOutput] = []
    /// The trace's frame viewer, fed every observed frame and finished with the rest, when set.
    public var page: TracePageWriter?

    private let sheet = ContactSheet()
    private var thumbnails: [(label: String, canvas: Canvas)] = []
    /// Take every `stride`-th changed frame for the sheet.
    private var stride = 1
    private var changedCount = 0
    /// The last frame whose golden was checked.
    private var lastChecked: Int?
    /// Golden outcomes that did not pass, with their frame names.
    public private(set) var goldenFailures: [(name: String, outcome: GoldenOutcome)] = []
    /// Golden outcomes in frame order.
    public private(set) var goldenOutcomes: [(name: String, outcome: GoldenOutcome)] = []

    /// Creates the trace's folder (and `frames/` when frames are written).
    ///
    /// - Throws: ``OutputError`` naming a folder that cannot be created.
    /// - Precondition: `goldenStride` ≥ 1 (the command line checks the user's value).
    public init(directory: String, frames: FrameSelection, perfetto: Bool, goldens: GoldenComparison?,
                goldenStride: Int = 1) throws {
        precondition(goldenStride >= 1, "golden stride must be at least 1")
        self.directory = directory
        self.frames = frames
        self.perfetto = perfetto
        self.goldens = goldens
        self.goldenStride = goldenStride
        try FileSystem.makeDirectory(directory)
        if frames != .none { try FileSystem.makeDirectory(FileSystem.join(directory, "frames")) }
    }

    /// The file name of frame `index` without extension: five digits, zero-padded (`00012`).
    public static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return digits.count >= 5 ? digits : String(repeating: "0", count: 5 - digits.count) + digits
    }

    /// The label of a frame at `timeNs` on the contact sheet: seconds with three decimals.
    public static func timeLabel(_ timeNs: Int64) -> String {
        NumberText.threeDecimals(timeNs, per: 1_000_000_000) + "s"
    }

    /// Takes one frame of the first replay: writes its PNG, keeps its thumbnail, checks its golden.
    /// (``write(replaying:repeatCount:counted:)`` calls it for every frame.)
    ///
    /// - Throws: ``OutputError`` or ``Raster/PNGError`` naming the file.
    public func observe(_ frame: ReplayedFrame, canvas: Canvas) throws {
        let name = Self.frameName(frame.index)
        let writesImage = frames == .all || (frames == .changed && frame.changed)
        if writesImage {
            try canvas.writePNG(to: FileSystem.join(directory, "frames/\(name).png"))
        }
        try page?.append(frame, canvas: canvas, image: writesImage ? "frames/\(name).png" : nil)
        guard frame.changed else { return }
        if let goldens, changedCount % goldenStride == 0 { try check(canvas, index: frame.index, with: goldens) }
        defer { changedCount += 1 }
        guard changedCount % stride == 0 else { return }
        let thumbnail = sheet.thumbnail(canvas)
        thumbnails.append((Self.timeLabel(frame.timeNs),
                           try Canvas(width: thumbnail.width, height: thumbnail.height, premultipliedBytes: thumbnail.bytes)))
        if thumbnails.count > Self.contactSheetLimit {
            // Keep the 1st, 3rd, 5th, …: exactly the changed frames at multiples of the doubled stride.
            thumbnails = thumbnails.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            stride *= 2
        }
    }

    /// Replays `replayer` `repeatCount` times and writes every file as the frames are made; the
    /// contact sheet, the chart and the final frame's golden check at the end.
    ///
    /// - Parameter counted: the frames' instruction counts (`--measure instructions`), else `nil`.
    /// - Returns: the report's summary, as written; ``goldenFailures`` says whether goldens passed.
    /// - Throws: what replaying throws (``ReplayError``, ``ReportError``); ``OutputError`` or
    ///   ``Raster/PNGError`` naming the file. Partial files are removed first.
    @discardableResult
    public func write(replaying replayer: Replayer, repeatCount: Int = 1,
                      counted: ReportWriter.CountedFrames? = nil) throws -> ReportSummary {
        // Room for every sample the options allow, when within the frame limit (the command
        // line refuses the rest up front).
        let limit = try ReplayFrameLimit(replayer, repeatCount: repeatCount)
        let report = try ReportWriter(path: FileSystem.join(directory, "report.json"), trace: replayer.tracePath,
                                      scene: replayer.scenePath, frameRate: replayer.framesPerSecond,
                                      recordsState: replayer.state != nil, counted: counted,
                                      sampleCapacity: limit.isWithinLimit ? limit.maximumFrames * repeatCount : 0)
        var trace: PerfettoTraceWriter?
        var series = FrameTimeSeries()
        do {
            if perfetto {
                trace = try PerfettoTraceWriter(path: FileSystem.join(directory, "perfetto.json"), name: FileSystem.lastComponent(directory),
                                                touches: try replayer.deliveries(fps: replayer.framesPerSecond))
            }
            let ending = try replayer.streamReport(repeatCount: repeatCount, observer: { frame, canvas in
                try self.observe(frame, canvas: canvas)
                try trace?.add(frame)
                for output in self.outputs { try output.observe(frame, canvas: canvas) }
            }, recorder: { frame, state in
                try report.add(frame, state: state)
                series.append(Self.median(frame.frameNs))
                for output in self.outputs { try output.record(frame, state: state) }
            })
            let summary = try report.finish(settledAt: ending.settledAtNs.map(TraceTime.seconds(fromNanoseconds:)),
                                            events: ending.events)
            try trace?.finish()
            if !thumbnails.isEmpty {
                try sheet.compose(thumbnails).writePNG(to: FileSystem.join(directory, "contact-sheet.png"))
            }
            try FrameTimeChart(title: FileSystem.lastComponent(directory), series: series,
                               budgetNs: summary.budgetNs).write(to: FileSystem.join(directory, "frame-times.svg"))
            if let goldens, lastChecked != ending.lastFrame.index {
                try check(ending.finalCanvas, index: ending.lastFrame.index, with: goldens)
            }
            try page?.finish(summary: summary, ending: ending, trace: replayer.tracePath, scene: replayer.scenePath,
                             repeatCount: repeatCount, goldens: goldenOutcomes)
            for output in outputs { try output.finish(summary: summary, ending: ending) }
            return summary
        } catch {
            report.discard()
            trace?.discard()
            for output in outputs { output.discard() }
            throw error
        }
    }

    private func check(_ canvas: Canvas, index: Int, with goldens: GoldenComparison) throws {
        lastChecked = index
        let name = Self.frameName(index)
        let outcome = try goldens.check(canvas, name: name)
        goldenOutcomes.append((name, outcome))
        if !outcome.passed { goldenFailures.append((name, outcome)) }
    }

    /// The lower median of `samples` (0 for none).
    static func median(_ samples: [Int64]) -> Int64 {
        guard !samples.isEmpty else { return 0 }
        return samples.sorted()[(samples.count - 1) / 2]
    }
}
