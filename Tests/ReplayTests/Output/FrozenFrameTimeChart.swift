@testable import Replay

/// The frame-time chart as it was drawn before it drew a bounded `FrameTimeSeries` (a frozen copy
/// of its drawing, every frame a point): the reference the chart must match up to 720 frames.
struct FrozenFrameTimeChart {
    /// The chart's width in SVG user units.
    static let width = 800.0
    /// The chart's height in SVG user units.
    static let height = 300.0
    /// Insets of the plot area: left, top, right, bottom.
    static let margins = (left: 64.0, top: 28.0, right: 16.0, bottom: 36.0)

    /// The title drawn above the plot (escaped for XML).
    var title: String
    /// One frame time per frame, in nanoseconds (the replayer passes each frame's median sample).
    var frameNs: [Int64]
    /// The frame budget in nanoseconds.
    var budgetNs: Int64

    /// Creates a chart.
    init(title: String, frameNs: [Int64], budgetNs: Int64) {
        self.title = title
        self.frameNs = frameNs
        self.budgetNs = budgetNs
    }

    /// The value of one tick in nanoseconds, and the axis top (5 ticks).
    var tickNs: Int64 {
        let largest = max(frameNs.max() ?? 0, budgetNs, 1)
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
        return Self.margins.left + (Double(index) + 0.5) * plotWidth / Double(max(frameNs.count, 1))
    }

    /// The SVG document, ending in a newline.
    func svg() -> String {
        let f = { (v: Double) in NumberText.fixed(v, decimals: 2) }
        let left = Self.margins.left, right = Self.width - Self.margins.right
        let bottom = Self.height - Self.margins.bottom
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(Self.width))\" height=\"\(f(Self.height))\" viewBox=\"0 0 \(f(Self.width)) \(f(Self.height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "<text x=\"\(f(left))\" y=\"18\" font-size=\"13\">\(Self.escaped(title)): frame time (ms) by frame</text>\n"
        let tick = tickNs
        for k in 0...5 {
            let ns = tick * Int64(k)
            let yk = f(y(ns))
            s += "<line x1=\"\(f(left))\" y1=\"\(yk)\" x2=\"\(f(right))\" y2=\"\(yk)\" stroke=\"#dddddd\"/>\n"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y(ns) + 4))\" text-anchor=\"end\">\(NumberText.fixed(Double(ns) / 1e6, decimals: 3))</text>\n"
        }
        s += "<line x1=\"\(f(left))\" y1=\"\(f(bottom))\" x2=\"\(f(right))\" y2=\"\(f(bottom))\" stroke=\"#000000\"/>\n"
        s += "<text x=\"\(f((left + right) / 2))\" y=\"\(f(Self.height - 8))\" text-anchor=\"middle\">frame (0–\(max(frameNs.count - 1, 0)))</text>\n"
        if !frameNs.isEmpty {
            let points = frameNs.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element)))" }
            s += "<polyline fill=\"none\" stroke=\"#1a73e8\" stroke-width=\"1\" points=\"\(points.joined(separator: " "))\"/>\n"
        }
        for (i, ns) in frameNs.enumerated() where ns > budgetNs {
            s += "<circle cx=\"\(f(x(i)))\" cy=\"\(f(y(ns)))\" r=\"2\" fill=\"#d93025\"/>\n"
        }
        let yb = f(y(budgetNs))
        s += "<line x1=\"\(f(left))\" y1=\"\(yb)\" x2=\"\(f(right))\" y2=\"\(yb)\" stroke=\"#d93025\" stroke-dasharray=\"4 3\"/>\n"
        s += "<text x=\"\(f(right))\" y=\"\(f(y(budgetNs) - 4))\" text-anchor=\"end\" fill=\"#d93025\">budget \(NumberText.fixed(Double(budgetNs) / 1e6, decimals: 3)) ms</text>\n"
        s += "</svg>\n"
        return s
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for XML.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}

