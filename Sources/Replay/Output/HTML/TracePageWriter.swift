import Geometry
import JSON
import Raster
import Scene

/// Writes one replayed trace's frame viewer, `DIR/<trace>/index.html`, with its data beside it
/// (`page-data.json`, and `page-data.js` for pages opened from disk), frame by frame as the
/// replay draws them; docs/html-report.md describes the page.
///
///     let page = try TracePageWriter(directory: "out/tap", frames: .changed, sceneSize: scene.size)
///     try page.append(frame, canvas: canvas, image: "frames/00000.png")   // per frame
///     try page.finish(summary: summary, ending: ending, trace: "tap.trace.json", scene: "gallery.scene.json",
///                     repeatCount: 1, goldens: writer.goldenOutcomes)
///
/// ## Memory
/// ``append(_:canvas:image:)`` writes the frame's data and its row of the page's plain table at
/// once and keeps only the latest frame image's name, so memory does not grow with the frames.
/// ``finish(summary:ending:trace:scene:repeatCount:goldens:)`` reads the report's summary and the
/// replay's ending (its events and touches, as long as the trace), never its frames.
///
/// ## Frames without a PNG
/// Each frame names the latest frame PNG written at or before it: with `--frames changed` an
/// unchanged frame shows the picture it repeats; with `--frames none` no frame has one and the
/// page says so (the thumbnail of the final frame is written whatever the selection).
public final class TracePageWriter {
    /// The page's file name in the trace's folder.
    public static let pageName = "index.html"
    /// The data files' name without extension (`page-data.json`, `page-data.js`).
    public static let dataName = "page-data"
    /// The final frame's thumbnail, which the replay index shows.
    public static let thumbnailName = "thumbnail.png"
    /// The longest side of the thumbnail, pixels.
    public static let thumbnailSide = 160

    /// The trace's output folder.
    public let directory: String
    /// The trace's name (the folder's last component).
    public let name: String
    private let frames: FrameSelection
    private let sceneSize: Size
    private let page: TextFileStream
    private let data: PageDataFiles
    private var latestImage: String?
    private var frameCount = 0
    private var pixels: (width: Int, height: Int) = (0, 0)

    /// Starts the page and its data in `directory` (which must exist).
    ///
    /// - Parameters:
    ///   - frames: which frames the replay writes as PNGs (what the page says when none).
    ///   - sceneSize: the scene's size in points, the space touches and states are in.
    /// - Throws: ``OutputError`` naming a file that cannot be created.
    public init(directory: String, frames: FrameSelection, sceneSize: Size) throws {
        self.directory = directory
        self.name = FileSystem.lastComponent(directory)
        self.frames = frames
        self.sceneSize = sceneSize
        page = try TextFileStream(path: FileSystem.join(directory, Self.pageName))
        data = try PageDataFiles(directory: directory, name: Self.dataName)
        try page.write(PageTemplate.head(title: "\(name) · Touchstone replay", bodyClass: "trace-page"))
        try data.write("{\"format\":\"touchstone.trace-page\",\"version\":1,\"frames\":[")
    }

    /// Adds one frame: its data, and its row of the table shown without script.
    ///
    /// - Parameters:
    ///   - image: the PNG written for this frame, relative to the folder, or `nil` when none was.
    /// - Throws: ``OutputError`` naming the file.
    public func append(_ frame: ReplayedFrame, canvas: Canvas, image: String?) throws {
        if let image { latestImage = image }
        if frameCount == 0 {
            pixels = (canvas.width, canvas.height)
            try page.write(Self.tableHead(frame.work.map(\.name)))
        }
        var object = JSONObject()
        object["t"] = .number(TraceTime.seconds(fromNanoseconds: frame.timeNs))
        object["stepNs"] = .number(Double(frame.stepNs))
        object["renderNs"] = .number(Double(frame.renderNs))
        object["dirty"] = .number(Double(frame.dirtyPixels))
        var work = JSONObject()
        for counter in frame.work { work[counter.name] = .number(Double(counter.value)) }
        object["work"] = .object(work)
        object["hash"] = .string(Report.hashText(frame.hash))
        object["changed"] = .bool(frame.changed)
        object["image"] = latestImage.map(JSONValue.string) ?? .null
        if let state = frame.state { object["state"] = .array(state.map(Self.json)) }
        try data.write((frameCount == 0 ? "\n" : ",\n") + JSONValue.object(object).serialized())
        try page.write(Self.tableRow(frame, image: latestImage))
        frameCount += 1
    }

    /// Ends the page: the summary, touches, events and golden outcomes go into the data, the
    /// viewer and its script into the page, and the final frame's thumbnail beside them.
    ///
    /// - Parameters:
    ///   - summary: the report's summary, as written in `report.json`.
    ///   - ending: how the first replay ended (its final canvas, touches and events).
    ///   - trace: the trace's path as the report names it; `scene` likewise.
    ///   - repeatCount: the number of replays (`--repeat`).
    ///   - goldens: the golden outcomes in frame order (names are frame numbers, `00012`).
    /// - Throws: ``OutputError`` or ``Raster/PNGError`` naming the file.
    public func finish(summary: ReportSummary, ending: ReplayEnding, trace: String, scene: String, repeatCount: Int,
                       goldens: [(name: String, outcome: GoldenOutcome)]) throws {
        let heading = Heading(trace: trace, scene: scene, frameRate: ending.framesPerSecond, repeatCount: repeatCount)
        let thumbnail = ContactSheet(maximumThumbnailSide: Self.thumbnailSide).thumbnail(ending.finalCanvas)
        try Canvas(width: thumbnail.width, height: thumbnail.height, premultipliedBytes: thumbnail.bytes)
            .writePNG(to: FileSystem.join(directory, Self.thumbnailName))

        var tail = JSONObject()
        tail["name"] = .string(name)
        tail["trace"] = .string(trace)
        tail["scene"] = .string(scene)
        tail["frameRate"] = .number(Double(ending.framesPerSecond))
        tail["repeat"] = .number(Double(repeatCount))
        tail["frameSelection"] = .string(frames.rawValue)
        tail["size"] = [.number(sceneSize.width), .number(sceneSize.height)]
        tail["pixels"] = [.number(Double(pixels.width)), .number(Double(pixels.height))]
        tail["summary"] = [
            "frames": .number(Double(summary.frames)),
            "frameNs": ["p50": .number(Double(summary.frameNs.p50)), "p90": .number(Double(summary.frameNs.p90)),
                        "p99": .number(Double(summary.frameNs.p99)), "max": .number(Double(summary.frameNs.max))],
            "budgetNs": .number(Double(summary.budgetNs)), "overBudget": .number(Double(summary.overBudget)),
            "settledAt": summary.settledAt.map(JSONValue.number) ?? .null,
            "finalHash": .string(Report.hashText(summary.finalHash)),
        ]
        tail["touches"] = .array(ending.touches.map { touch in
            [
                "t": .number(TraceTime.seconds(fromNanoseconds: touch.deliveredNs)), "id": .number(Double(touch.event.id)),
                "phase": .string(touch.event.phase.rawValue),
                "x": .number(touch.event.location.x), "y": .number(touch.event.location.y),
            ]
        })
        tail["events"] = .array(ending.events.map { event in
            ["t": .number(event.time), "view": event.view.map(JSONValue.string) ?? .null, "name": .string(event.name)]
        })
        tail["goldens"] = .array(goldens.map { json(golden: $0.name, $0.outcome) })
        let text = JSONValue.object(tail).serialized()
        try data.write("\n]," + text.dropFirst())
        try data.close()

        if frameCount == 0 { try page.write(Self.tableHead([])) }   // a replay has a frame; the page stays whole anyway
        try page.write("</tbody></table></section>\n" + summaryHTML(summary: summary, heading: heading, goldens: goldens)
            + TracePageTemplate.viewer(noImages: frames == .none)
            + TracePageTemplate.goldens(checked: goldens.count, failures: goldens.compactMap { failure($0.name, $0.outcome) })
            + "<script src=\"\(Self.dataName).js\"></script>\n<script>\n" + PageScript.common + TracePageScript.source
            + "</script>\n</body>\n</html>\n")
        try page.close()
    }

    /// Starts the page of `replayer`'s trace, reading the scene's size from a fresh load of it.
    ///
    /// - Throws: the scene loader's errors; ``OutputError`` naming a file that cannot be created.
    public convenience init(directory: String, frames: FrameSelection, replayer: Replayer) throws {
        try self.init(directory: directory, frames: frames, sceneSize: try replayer.loadScene().size)
    }

    // MARK: Pieces

    private static func tableHead(_ workNames: [String]) -> String {
        var text = "<section id=\"frame-table\" class=\"plain-table js-hidden\"><h2>Frames</h2><table><thead><tr>"
        for heading in ["frame", "t (s)", "step + render (ms)", "dirty pixels"] + workNames + ["hash", "image"] {
            text += "<th>\(HTMLText.escaped(heading))</th>"
        }
        return text + "</tr></thead><tbody>\n"
    }

    private static func tableRow(_ frame: ReplayedFrame, image: String?) -> String {
        var text = "<tr><td>\(frame.index)</td><td>\(NumberText.fixed(TraceTime.seconds(fromNanoseconds: frame.timeNs), decimals: 4))</td>"
            + "<td>\(NumberText.milliseconds(frame.stepNs + frame.renderNs))</td><td>\(frame.dirtyPixels)</td>"
        for counter in frame.work { text += "<td>\(counter.value)</td>" }
        text += "<td><code>\(Report.hashText(frame.hash))</code></td><td>"
        if let image { text += "<a href=\"\(HTMLText.url(image))\">\(HTMLText.escaped(image))</a>" }
        return text + "</td></tr>\n"
    }

    /// What the page's header says of the replay besides its summary.
    private struct Heading {
        var trace: String, scene: String, frameRate: Int, repeatCount: Int
    }

    private func summaryHTML(summary: ReportSummary, heading: Heading, goldens: [(name: String, outcome: GoldenOutcome)]) -> String {
        let failed = goldens.filter { !$0.outcome.passed }.count
        let golden = goldens.isEmpty ? "not checked"
            : failed == 0 ? "\(goldens.count) checked, all match" : "\(failed) of \(goldens.count) failed"
        let verdict = TraceVerdict(summary: summary, goldenFailures: goldens.isEmpty ? nil : failed)
        let facts: [(String, String)] = [
            ("frames", "\(summary.frames)"), ("p50", NumberText.milliseconds(summary.frameNs.p50) + " ms"),
            ("p90", NumberText.milliseconds(summary.frameNs.p90) + " ms"), ("p99", NumberText.milliseconds(summary.frameNs.p99) + " ms"),
            ("max", NumberText.milliseconds(summary.frameNs.max) + " ms"),
            ("over budget", "\(summary.overBudget) (budget \(NumberText.milliseconds(summary.budgetNs)) ms)"),
            ("settled", summary.settledAt.map { NumberText.fixed($0, decimals: 3) + " s" } ?? "never settled"),
            ("golden", golden),
        ]
        var text = "<header class=\"page-header\"><a class=\"back\" href=\"../index.html\">← all traces</a>"
            + "<h1><span class=\"dot \(verdict.rawValue)\"></span>\(HTMLText.escaped(name))</h1>"
            + "<p class=\"meta\">\(HTMLText.escaped(heading.trace)) on \(HTMLText.escaped(heading.scene)) · \(heading.frameRate) frames/s"
            + (heading.repeatCount > 1 ? " · \(heading.repeatCount) replays (the chart shows the first)" : "") + "</p>"
            + "<dl class=\"facts\">"
        for (term, value) in facts { text += "<div><dt>\(term)</dt><dd>\(HTMLText.escaped(value))</dd></div>" }
        return text + "</dl></header>\n"
    }

    /// The images of a mismatch relative to the page: the diff folder lies inside the trace's
    /// folder when the command line made it; `nil` otherwise.
    private func images(diffPath: String) -> (expected: String, actual: String, diff: String)? {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        guard diffPath.hasPrefix(prefix), diffPath.hasSuffix(".diff.png") else { return nil }
        let diff = String(diffPath.dropFirst(prefix.count))
        let stem = String(diff.dropLast(".diff.png".count))
        return (stem + ".expected.png", stem + ".actual.png", diff)
    }

    private func failure(_ name: String, _ outcome: GoldenOutcome) -> TracePageTemplate.GoldenFailure? {
        let frame = Int(name) ?? -1
        switch outcome {
        case .matched, .recorded:
            return nil
        case .missing(let path):
            return .init(frame: frame, detail: "no golden at \(path) (replay with --update to record it)", images: nil)
        case .mismatched(let difference, let diffPath):
            let detail = difference.sameSize
                ? "\(difference.differingPixels) of \(difference.totalPixels) pixels differ (largest channel difference \(difference.maximumChannelDelta))"
                : "the frame and the golden differ in size"
            return .init(frame: frame, detail: detail, images: images(diffPath: diffPath))
        }
    }

    private func json(golden name: String, _ outcome: GoldenOutcome) -> JSONValue {
        var object = JSONObject()
        object["frame"] = .number(Double(Int(name) ?? -1))
        switch outcome {
        case .matched:
            object["status"] = "matched"
        case .recorded:
            object["status"] = "recorded"
        case .missing:
            object["status"] = "missing"
        case .mismatched(let difference, let diffPath):
            object["status"] = "mismatched"
            object["sameSize"] = .bool(difference.sameSize)
            object["differingPixels"] = .number(Double(difference.differingPixels))
            object["totalPixels"] = .number(Double(difference.totalPixels))
            object["maximumChannelDelta"] = .number(Double(difference.maximumChannelDelta))
            if let images = images(diffPath: diffPath) {
                object["expected"] = .string(images.expected)
                object["actual"] = .string(images.actual)
                object["diff"] = .string(images.diff)
            }
        }
        return .object(object)
    }

    /// A state entry as the page reads it: a drawn layer's centre (`x`, `y`), radius `r` and
    /// opacity `o`; a scroll view's `offset` and `phase`.
    private static func json(_ entry: FeedbackLayerState) -> JSONValue {
        if case .scroll(let motion) = entry.detail {
            return ["view": .string(entry.view), "kind": .string(entry.kind.rawValue),
                    "offset": [.number(motion.contentOffset.x), .number(motion.contentOffset.y)],
                    "phase": .string(motion.phase.rawValue)]
        }
        return ["view": .string(entry.view), "kind": .string(entry.kind.rawValue), "x": .number(entry.center.x),
                "y": .number(entry.center.y), "r": .number(entry.radius), "o": .number(entry.opacity)]
    }
}
