/// A frame-time chart as an SVG document: frame index across, frame time up, the budget as a
/// dashed red line, frames over budget marked in red. It draws a ``FrameTimeSeries``: every frame
/// up to the series' bucket limit (720), beyond it each bucket's shortest and longest frame at
/// their own x, so the drawing stays bounded however long the replay.
///
///     let svg = FrameTimeChart(title: "tap-button", frameNs: [120_000, 90_000, 9_000_000],
///                              budgetNs: 8_333_333).svg()
///
/// ## Geometry
/// The document is ``width`` × ``height`` user units with a plot area inset by ``margins``
/// (left, top, right, bottom). Frame i (of n) sits at x = left + (i + ½)·plotWidth/n. The
/// vertical axis runs from 0 to the top tick: the smallest of 1, 2 or 5 × 10^k milliseconds per
/// tick such that 5 ticks reach both the longest frame and the budget, so the budget line is
/// always visible. Tick labels are in milliseconds.
///
/// The text is deterministic: coordinates are written with two decimals.
public struct FrameTimeChart: Sendable {
    /// The chart's width in SVG user units.
    public static let width = 800.0
    /// The chart's height in SVG user units.
    public static let height = 300.0
    /// Insets of the plot area: left, top, right, bottom.
    public static let margins = (left: 64.0, top: 28.0, right: 16.0, bottom: 36.0)

    /// The title drawn above the plot (escaped for XML).
    public var title: String
    /// The frame times, one per frame in nanoseconds (the replayer passes each frame's median
    /// sample), summarized.
    public var series: FrameTimeSeries
    /// The frame budget in nanoseconds.
    public var budgetNs: Int64

    /// Creates a chart of a series.
    public init(title: String, series: FrameTimeSeries, budgetNs: Int64) {
        self.title = title
        self.series = series
        self.budgetNs = budgetNs
    }

    /// Creates a chart of one frame time per frame, in nanoseconds.
    public init(title: String, frameNs: [Int64], budgetNs: Int64) {
        self.init(title: title, series: FrameTimeSeries(frameNs), budgetNs: budgetNs)
    }

    /// The value of one tick in nanoseconds, and the axis top (5 ticks).
    public var tickNs: Int64 {
        let largest = max(series.maximumNs ?? 0, budgetNs, 1)
        var unit: Int64 = 1_000   // 1 µs = 0.001 ms
        while true {
            for factor: Int64 in [1, 2, 5] where unit * factor * 5 >= largest { return unit * factor }
            unit *= 10
        }
    }

    /// The y coordinate of a time.
    func y(_ ns: Int64) -> Double {
        let plotHeight = Self.height - Self.margins.top - Self.margins.bottom
        return Self.height - Self.margins.bottom - Double(ns) / Double(tickNs * 5) * plotHeight
    }

    /// The x coordinate of frame `index`.
    func x(_ index: Int) -> Double {
        let plotWidth = Self.width - Self.margins.left - Self.margins.right
        return Self.margins.left + (Double(index) + 0.5) * plotWidth / Double(max(series.frameCount, 1))
    }

    /// The SVG document, ending in a newline.
    public func svg() -> String {
        let f = { (v: Double) in NumberText.fixed(v, decimals: 2) }
        let left = Self.margins.left, right = Self.width - Self.margins.right
        let bottom = Self.height - Self.margins.bottom
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(Self.width))\" height=\"\(f(Self.height))\" viewBox=\"0 0 \(f(Self.width)) \(f(Self.height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "<text x=\"\(f(left))\" y=\"18\" font-size=\"13\">\(HTMLText.escaped(title)): frame time (ms) by frame</text>\n"
        let tick = tickNs
        for k in 0...5 {
            let ns = tick * Int64(k)
            let yk = f(y(ns))
            s += "<line x1=\"\(f(left))\" y1=\"\(yk)\" x2=\"\(f(right))\" y2=\"\(yk)\" stroke=\"#dddddd\"/>\n"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y(ns) + 4))\" text-anchor=\"end\">\(NumberText.fixed(Double(ns) / 1e6, decimals: 3))</text>\n"
        }
        s += "<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"#000000\"/>\n"
        s += "<text x=\"\(f((left + right) / 2))\" y=\"\(f(Self.height - 8))\" text-anchor=\"middle\">frame (0–\(max(series.frameCount - 1, 0)))</text>\n"
        if !series.buckets.isEmpty {
            let points = series.buckets.flatMap(\.points).map { "\(f(x($0.index))),\(f(y($0.ns)))" }
            s += "<polyline fill=\"none\" stroke=\"#1a73e8\" stroke-width=\"1\" points=\"\(points.joined(separator: " "))\"/>\n"
        }
        for bucket in series.buckets where bucket.maximum.ns > budgetNs {
            s += "<circle cx=\"\(f(x(bucket.maximum.index)))\" cy=\"\(f(y(bucket.maximum.ns)))\" r=\"2\" fill=\"#d93025\"/>\n"
        }
        let yb = f(y(budgetNs))
        s += "<line x1=\"\(f(left))\" y1=\"\(yb)\" x2=\"\(f(right))\" y2=\"\(yb)\" stroke=\"#d93025\" stroke-dasharray=\"4 3\"/>\n"
        s += "<text x=\"\(f(right))\" y=\"\(f(y(budgetNs) - 4))\" text-anchor=\"end\" fill=\"#d93025\">budget \(NumberText.fixed(Double(budgetNs) / 1e6, decimals: 3)) ms</text>\n"
        s += "</svg>\n"
        return s
    }

    /// Writes ``svg()`` to `path`.
    ///
    /// - Throws: ``OutputError`` naming the file.
    public func write(to path: String) throws {
        try FileSystem.write(Array(svg().utf8), to: path)
    }
}
