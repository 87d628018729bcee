import JSON
import Raster

/// `compare … --out DIR`'s page, `DIR/index.html`, with its data beside it (`page-data.json`,
/// `page-data.js`): per trace the verdict, the two sides' samples (the replays' mean frame
/// times, or the two instruction totals of counted reports), the per-frame ratio chart and the
/// first frames whose pictures differ, baseline and candidate side by side with a diff
/// (docs/html-report.md).
///
///     let page = ComparePage(comparison: comparison, baseline: baseline, candidate: candidate)
///     try page.write(toFolder: "out/compare")
///
/// ## Frames that differ
/// From the first frame whose hash differs, up to ``imageLimit`` differing frames where either
/// side's picture changed are shown. A side's picture is the PNG of the latest frame at or before
/// it with the same hash in `frames/` beside that side's report (`--frames changed` writes every
/// changed frame); the images are copied into `DIR/<trace>/` with a diff
/// (``GoldenComparison/diffImage(actual:expected:tolerance:)``: red where they differ), so the
/// folder stands alone. Without PNGs on both sides the page says so.
public struct ComparePage {
    /// The most differing frames shown per trace.
    public static let imageLimit = 2

    /// One trace as the page shows it.
    struct Item {
        var name: String
        var verdict: Verdict
        var change: Double
        var pValue: Double?
        var paired: Bool
        var baselineSamples: [Double]
        var candidateSamples: [Double]
        var baseline: Double
        var candidate: Double
        /// Per shared frame: baseline and candidate (median ns, or instructions) and their ratio.
        var frames: [(baseline: Double, candidate: Double)]
        var difference: HashDifference?
        var baselineReport: ReportSet.Entry
        var candidateReport: ReportSet.Entry
    }

    private let items: [Item]
    private let measure: Measure
    private let baselinePath: String
    private let candidatePath: String
    private let failed: Bool
    private let geometricMeanRatio: Double?
    private let onlyInBaseline: [String]
    private let onlyInCandidate: [String]
    private let criteria: ComparisonCriteria

    /// The page of a comparison of frame times.
    public init(comparison: ReportComparison, baseline: ReportSet, candidate: ReportSet) {
        self.init(comparison, measure: .time, baseline: baseline, candidate: candidate) { trace, a, b in
            let count = min(a.report.frames.count, b.report.frames.count)
            let frames = (0..<count).map { i in
                (Self.medianFrameNs(a.runs, i), Self.medianFrameNs(b.runs, i))
            }
            return Item(name: trace.name, verdict: trace.verdict, change: trace.change, pValue: trace.test.pValue,
                        paired: trace.isPaired, baselineSamples: trace.baselineSamples, candidateSamples: trace.candidateSamples,
                        baseline: trace.baselineMedian, candidate: trace.candidateMedian, frames: frames,
                        difference: trace.hashDifference, baselineReport: a, candidateReport: b)
        }
    }

    /// The page of a comparison of instruction counts.
    public init(counted comparison: CountComparison, baseline: ReportSet, candidate: ReportSet) {
        self.init(comparison, measure: .instructions, baseline: baseline, candidate: candidate) { trace, a, b in
            Item(name: trace.name, verdict: trace.verdict, change: trace.change, pValue: nil, paired: false,
                 baselineSamples: [Double(trace.baselineTotal)], candidateSamples: [Double(trace.candidateTotal)],
                 baseline: Double(trace.baselineTotal), candidate: Double(trace.candidateTotal),
                 frames: trace.frames.map { (Double($0.baseline), Double($0.candidate)) },
                 difference: trace.hashDifference, baselineReport: a, candidateReport: b)
        }
    }

    /// The page of `comparison`, each trace found on both sides becoming an item through `item`.
    private init<Comparison: TraceSetComparison>(_ comparison: Comparison, measure: Measure, baseline: ReportSet,
                                                 candidate: ReportSet,
                                                 item: (Comparison.Trace, ReportSet.Entry, ReportSet.Entry) -> Item) {
        items = comparison.traces.compactMap { trace in
            Self.reports(of: trace.name, baseline, candidate).map { item(trace, $0, $1) }
        }
        self.measure = measure
        baselinePath = baseline.path
        candidatePath = candidate.path
        failed = comparison.fails
        geometricMeanRatio = comparison.geometricMeanRatio
        onlyInBaseline = comparison.onlyInBaseline
        onlyInCandidate = comparison.onlyInCandidate
        criteria = comparison.criteria
    }

    /// A trace's report on each side: by name in a folder, the one report of a single file.
    private static func reports(of name: String, _ baseline: ReportSet, _ candidate: ReportSet)
        -> (ReportSet.Entry, ReportSet.Entry)? {
        func report(_ set: ReportSet) -> ReportSet.Entry? {
            set.entries.first { $0.name == name } ?? (set.isFolder ? nil : set.entries.first)
        }
        guard let a = report(baseline), let b = report(candidate) else { return nil }
        return (a, b)
    }

    /// Writes the page, its data and the differing frames' images into `folder` (created).
    ///
    /// - Throws: ``OutputError`` or ``Raster/PNGError`` naming the file.
    public func write(toFolder folder: String) throws {
        try FileSystem.makeDirectory(folder)
        var traces: [JSONValue] = []
        var cards = ""
        for (index, item) in items.enumerated() {
            let images = try differingImages(item, folder: folder)
            traces.append(json(item, images: images))
            cards += card(item, index: index, images: images)
        }
        var data = JSONObject()
        data["format"] = "touchstone.compare-page"
        data["version"] = 1
        data["measure"] = .string(measure.rawValue)
        data["baseline"] = .string(baselinePath)
        data["candidate"] = .string(candidatePath)
        data["alpha"] = .number(criteria.alpha)
        data["minChange"] = .number(criteria.minimumChange)
        data["traces"] = .array(traces)
        data["onlyInBaseline"] = .array(onlyInBaseline.map(JSONValue.string))
        data["onlyInCandidate"] = .array(onlyInCandidate.map(JSONValue.string))
        data["geometricMeanRatio"] = geometricMeanRatio.map(JSONValue.number) ?? .null
        data["failed"] = .bool(failed)
        let files = try PageDataFiles(directory: folder, name: TracePageWriter.dataName)
        try files.write(JSONValue.object(data).serialized())
        try files.close()
        let html = PageTemplate.head(title: "Touchstone comparison · \(failed ? "FAIL" : "OK")", bodyClass: "compare-page")
            + header() + "<section class=\"compare-list\">\n" + cards + "</section>\n"
            + "<script src=\"\(TracePageWriter.dataName).js\"></script>\n<script>\n" + PageScript.common + ComparePageScript.source
            + "</script>\n</body>\n</html>\n"
        try FileSystem.write(Array(html.utf8), to: FileSystem.join(folder, TracePageWriter.pageName))
    }

    // MARK: Pieces

    /// A differing frame's images, relative to the page.
    struct FrameImages {
        var frame: Int
        var time: Double
        var baseline: String
        var candidate: String
        var diff: String
        var differingPixels: Int
        var totalPixels: Int
    }

    /// The differing frames' images, copied beside the page with their diffs; a note instead
    /// when there are none to show.
    private func differingImages(_ item: Item, folder: String) throws -> (images: [FrameImages], note: String?) {
        guard let first = item.difference else { return ([], nil) }
        let a = item.baselineReport.report.frames, b = item.candidateReport.report.frames
        guard first.frame < min(a.count, b.count) else {
            return ([], "frame \(first.frame) exists on one side only: one replay has more frames")
        }
        var frames: [Int] = []
        for i in first.frame..<min(a.count, b.count) where frames.count < Self.imageLimit && a[i].hash != b[i].hash {
            if i == first.frame || a[i].hash != a[i - 1].hash || b[i].hash != b[i - 1].hash { frames.append(i) }
        }
        var images: [FrameImages] = []
        for i in frames {
            guard let baselinePNG = Self.picture(of: i, in: item.baselineReport),
                  let candidatePNG = Self.picture(of: i, in: item.candidateReport) else {
                return (images, images.isEmpty ? "no frame PNGs beside both reports (replay with --frames changed or all to see the pictures)" : nil)
            }
            let expected = try Canvas(contentsOfPNGFile: baselinePNG), actual = try Canvas(contentsOfPNGFile: candidatePNG)
            let traceFolder = FileSystem.join(folder, item.name)
            try FileSystem.makeDirectory(traceFolder)
            let name = ReplayOutputWriter.frameName(i)
            let relative = (base: "\(item.name)/\(name).baseline.png", candidate: "\(item.name)/\(name).candidate.png",
                            diff: "\(item.name)/\(name).diff.png")
            try expected.writePNG(to: FileSystem.join(folder, relative.base))
            try actual.writePNG(to: FileSystem.join(folder, relative.candidate))
            try GoldenComparison.diffImage(actual: actual, expected: expected, tolerance: .exact)
                .writePNG(to: FileSystem.join(folder, relative.diff))
            let difference = ImageDifference(actual: actual, expected: expected, tolerance: .exact)
            images.append(FrameImages(frame: i, time: a[i].time, baseline: relative.base, candidate: relative.candidate,
                                      diff: relative.diff, differingPixels: difference.differingPixels,
                                      totalPixels: difference.sameSize ? difference.totalPixels : 0))
        }
        return (images, nil)
    }

    /// The PNG showing frame `index` of `entry`'s report: the latest frame at or before it with
    /// the same hash that has one in `frames/` beside the report.
    static func picture(of index: Int, in entry: ReportSet.Entry) -> String? {
        let frames = entry.report.frames
        var j = index
        while j >= 0 && frames[j].hash == frames[index].hash {
            let path = FileSystem.path("frames/\(ReplayOutputWriter.frameName(j)).png", besideFileAt: entry.path)
            if FileSystem.isRegularFile(path) { return path }
            j -= 1
        }
        return nil
    }

    /// The median over every run's samples of frame `index`'s step + render ns.
    static func medianFrameNs(_ runs: [Report], _ index: Int) -> Double {
        TraceComparison.median(runs.flatMap { $0.frames[index].frameNs.map(Double.init) })
    }

    private func json(_ item: Item, images: (images: [FrameImages], note: String?)) -> JSONValue {
        var object = JSONObject()
        object["name"] = .string(item.name)
        object["verdict"] = .string(item.verdict.rawValue)
        object["change"] = item.change.isFinite ? .number(item.change) : .null
        object["p"] = item.pValue.map(JSONValue.number) ?? .null
        object["paired"] = .bool(item.paired)
        object["baselineSamples"] = .array(item.baselineSamples.map(JSONValue.number))
        object["candidateSamples"] = .array(item.candidateSamples.map(JSONValue.number))
        object["baseline"] = .number(item.baseline)
        object["candidate"] = .number(item.candidate)
        object["frames"] = .array(item.frames.map { [.number($0.baseline), .number($0.candidate)] })
        object["firstDifferentFrame"] = item.difference.map { .number(Double($0.frame)) } ?? .null
        object["images"] = .array(images.images.map { image in
            ["frame": .number(Double(image.frame)), "baseline": .string(image.baseline), "candidate": .string(image.candidate),
             "diff": .string(image.diff), "differingPixels": .number(Double(image.differingPixels)),
             "totalPixels": .number(Double(image.totalPixels))]
        })
        object["imagesNote"] = images.note.map(JSONValue.string) ?? .null
        return .object(object)
    }

    private func header() -> String {
        let counts = Dictionary(grouping: items, by: \.verdict).mapValues(\.count)
        var text = "<header class=\"page-header\"><h1><span class=\"badge \(failed ? "slower" : "same")\">\(failed ? "FAIL" : "OK")</span>"
            + "Touchstone comparison</h1><p class=\"meta\">baseline <code>\(HTMLText.escaped(baselinePath))</code> · candidate <code>"
            + "\(HTMLText.escaped(candidatePath))</code> · "
            + (measure == .instructions ? "instructions, minimum change \(NumberText.fixed(criteria.minimumChange * 100, decimals: 2)) %"
                                        : "frame times, α \(NumberText.shortest(criteria.alpha)), minimum change \(NumberText.fixed(criteria.minimumChange * 100, decimals: 1)) %")
            + "</p><dl class=\"facts\">"
        for verdict in Verdict.allCases {
            text += "<div><dt><span class=\"badge \(verdict.rawValue)\">\(verdict.rawValue)</span></dt><dd>\(counts[verdict, default: 0])</dd></div>"
        }
        let differing = items.filter { $0.difference != nil }.count
        text += "<div><dt>frames differ</dt><dd>\(differing)</dd></div>"
        if let mean = geometricMeanRatio {
            text += "<div><dt>geometric mean ratio</dt><dd>\(NumberText.fixed(mean, decimals: 4)) (\(NumberText.percent(mean - 1)))</dd></div>"
        }
        text += "</dl>"
        for (names, side) in [(onlyInBaseline, "the baseline"), (onlyInCandidate, "the candidate")] where !names.isEmpty {
            text += "<p class=\"note\">Only in \(side): \(names.map(HTMLText.escaped).joined(separator: ", "))</p>"
        }
        return text + "</header>\n"
    }

    private func card(_ item: Item, index: Int, images: (images: [FrameImages], note: String?)) -> String {
        let counted = measure == .instructions
        let value: (Double) -> String = { counted ? String(Int64($0)) : NumberText.fixed($0 / 1000, decimals: 2) + " µs" }
        var text = "<article class=\"card compare-trace\" data-index=\"\(index)\" id=\"trace-\(HTMLText.escaped(item.name))\"><div>"
            + "<h3><span class=\"badge \(item.verdict.rawValue)\">\(item.verdict.rawValue)</span>\(HTMLText.escaped(item.name))</h3>"
            + "<div class=\"kv\"><span>\(counted ? "baseline instructions" : item.paired ? "baseline (median of runs)" : "baseline median")</span> \(value(item.baseline))<br>"
            + "<span>\(counted ? "candidate instructions" : "candidate")</span> \(value(item.candidate))<br>"
            + "<span>change</span> \(NumberText.percent(item.change, decimals: counted ? 3 : 1))"
        if let p = item.pValue { text += "<br><span>p</span> \(NumberText.pValue(p))" }
        if !counted {
            text += "<br><span>\(item.paired ? "pairs" : "replays")</span> "
                + (item.paired ? "\(item.baselineSamples.count)" : "\(item.baselineSamples.count) / \(item.candidateSamples.count)")
        }
        if let difference = item.difference {
            text += "<br><span>first differing frame</span> <b class=\"differs\">\(difference.frame)</b> (t = \(NumberText.fixed(difference.time, decimals: 4)) s)"
        } else {
            text += "<br><span>frames</span> every hash matches"
        }
        text += "</div><canvas class=\"chart distribution js-only\" height=\"90\"></canvas></div><div>"
            + "<div class=\"chart-note\">\(counted ? "instructions" : "frame time") per frame, candidate ÷ baseline (log scale; 1 = no change)</div>"
            + "<canvas class=\"chart ratio js-only\" height=\"130\"></canvas><div class=\"chart-note ratio-note\"></div>"
        if !images.images.isEmpty {
            for image in images.images {
                text += "<div class=\"sides\" data-frame=\"\(image.frame)\">"
                for (caption, path) in [("baseline, frame \(image.frame)", image.baseline), ("candidate, frame \(image.frame)", image.candidate),
                                        ("diff: \(image.totalPixels == 0 ? "sizes differ" : "\(image.differingPixels) of \(image.totalPixels) pixels differ")", image.diff)] {
                    text += "<figure><img src=\"\(HTMLText.url(path))\" alt=\"\(HTMLText.escaped(caption))\"><figcaption>\(HTMLText.escaped(caption))</figcaption></figure>"
                }
                text += "</div>"
            }
        } else if let note = images.note {
            text += "<p class=\"note\">\(HTMLText.escaped(note))</p>"
        }
        return text + "</div></article>\n"
    }
}
