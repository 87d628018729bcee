import JSON

/// `DIR/index.html` of a replay: every trace of the run's ``ReplayRunSummary`` in one table —
/// verdict colour, the final frame's thumbnail, frames, p50/p90/p99/max, frames over budget,
/// when it settled and its golden outcome — linking to each trace's frame viewer. The table is
/// plain HTML; script only sorts it (click a heading). Its data is `summary.json` beside it.
///
///     try ReplayIndexPage(summary: summary).write(toFolder: "out/replay")
public struct ReplayIndexPage {
    /// The run's summary, as written to `summary.json`.
    public var summary: ReplayRunSummary

    /// Creates the page of a run.
    public init(summary: ReplayRunSummary) {
        self.summary = summary
    }

    /// Writes `folder/index.html` (the folder must exist; trace folders are linked, their
    /// thumbnails shown where they exist).
    ///
    /// - Throws: ``OutputError`` naming the file.
    public func write(toFolder folder: String) throws {
        try FileSystem.write(Array(html(folder: folder).utf8), to: FileSystem.join(folder, TracePageWriter.pageName))
    }

    /// The page's text; `folder` is where thumbnails are looked for.
    func html(folder: String) -> String {
        var counts: [TraceVerdict: Int] = [:]
        var rows = ""
        for entry in summary.traces {
            let s = entry.summary
            let verdict = TraceVerdict(summary: s, goldenFailures: entry.golden.map { $0 == .failed ? 1 : 0 })
            counts[verdict, default: 0] += 1
            let link = HTMLText.url(entry.name) + "/" + TracePageWriter.pageName
            let thumbnailPath = entry.name + "/" + TracePageWriter.thumbnailName
            let thumbnail = FileSystem.isRegularFile(FileSystem.join(folder, thumbnailPath))
                ? "<a href=\"\(link)\"><img class=\"thumb\" loading=\"lazy\" src=\"\(HTMLText.url(thumbnailPath))\" alt=\"final frame\"></a>" : ""
            let golden: String
            switch entry.golden {
            case nil: golden = "—"
            case .passed: golden = "passed"
            case .failed: golden = "failed"
            }
            let verdictWord = ["pass": 0, "warn": 1, "fail": 2][verdict.rawValue] ?? 0
            rows += "<tr class=\"\(verdict.rawValue)\">"
                + "<td data-v=\"\(verdictWord)\"><span class=\"dot \(verdict.rawValue)\" title=\"\(verdict.rawValue)\"></span></td>"
                + "<td>\(thumbnail)</td>"
                + "<td data-v=\"\(HTMLText.escaped(entry.name))\"><a class=\"trace-name\" href=\"\(link)\">\(HTMLText.escaped(entry.name))</a></td>"
                + "<td data-v=\"\(s.frames)\">\(s.frames)</td>"
            for ns in [s.frameNs.p50, s.frameNs.p90, s.frameNs.p99, s.frameNs.max] {
                rows += "<td data-v=\"\(ns)\">\(NumberText.milliseconds(ns))</td>"
            }
            rows += "<td data-v=\"\(s.overBudget)\">\(s.overBudget)</td>"
            if let settled = s.settledAt {
                rows += "<td data-v=\"\(NumberText.shortest(settled))\">\(NumberText.fixed(settled, decimals: 3)) s</td>"
            } else {
                rows += "<td data-v=\"1e308\">never settled</td>"
            }
            rows += "<td data-v=\"\(golden)\">\(golden)</td></tr>\n"
        }
        let budgets = Set(summary.traces.map(\.summary.budgetNs))
        let budgetText = budgets.count == 1 ? " (budget \(NumberText.milliseconds(budgets.first!)) ms)" : ""
        var options: [String] = []
        for (key, value) in summary.options.entries where value != .null && value != .bool(false) {
            if key == "settleLimitNs" || key == "goldenStride" && summary.options["golden"] == .null { continue }
            if case .string(let text) = value { options.append("\(key) \(text)") }
            else if value == .bool(true) { options.append(key) }
            else { options.append("\(key) \(value.serialized())") }
        }
        let headings: [(String, String)] = [
            ("", "number"), ("final frame", ""), ("trace", "text"), ("frames", "number"), ("p50 ms", "number"),
            ("p90 ms", "number"), ("p99 ms", "number"), ("max ms", "number"), ("over budget", "number"),
            ("settled at", "number"), ("golden", "text"),
        ]
        var text = PageTemplate.head(title: "Touchstone replay · \(summary.traces.count) traces", bodyClass: "index-page")
        text += "<header class=\"page-header\"><h1>Touchstone replay</h1>"
            + "<p class=\"meta\">\(summary.traces.count) traces\(summary.shard == .whole ? "" : " (shard \(summary.shard))") · "
            + HTMLText.escaped(options.joined(separator: " · ")) + "</p><dl class=\"facts\">"
        for (verdict, term) in [(TraceVerdict.pass, "pass"), (.warn, "over budget or never settled"), (.fail, "golden failed")] {
            text += "<div><dt><span class=\"dot \(verdict.rawValue)\"></span> \(term)</dt><dd>\(counts[verdict, default: 0])</dd></div>"
        }
        text += "</dl></header>\n<section class=\"summary-table\"><table id=\"traces\"><thead><tr>"
        for (position, (title, kind)) in headings.enumerated() {
            text += kind.isEmpty ? "<th>\(title)</th>" : "<th data-sort=\"\(kind)\" data-column=\"\(position)\">\(title)</th>"
        }
        text += "</tr></thead><tbody>\n" + rows + "</tbody></table></section>\n"
            + "<p class=\"note\">Frame times are step + render, over every replay\(budgetText). Click a heading to sort; a trace opens its frame viewer.</p>\n"
            + "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return text
    }

    /// Sorts the table by a clicked heading (numbers by `data-v`, text by name), toggling the
    /// direction on a second click.
    static let script = #"""
    "use strict";
    (() => {
      document.body.classList.add("js");
      const table = document.getElementById("traces"), body = table.tBodies[0];
      for (const th of table.querySelectorAll("th[data-sort]")) {
        th.addEventListener("click", () => {
          const column = Number(th.dataset.column), numeric = th.dataset.sort === "number";
          const ascending = !th.classList.contains("sorted-asc");
          for (const other of table.querySelectorAll("th")) other.classList.remove("sorted-asc", "sorted-desc");
          th.classList.add(ascending ? "sorted-asc" : "sorted-desc");
          const key = row => row.cells[column].dataset.v;
          const rows = Array.from(body.rows).sort((a, b) => {
            const order = numeric ? Number(key(a)) - Number(key(b)) : (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
            return ascending ? order : -order;
          });
          for (const row of rows) body.appendChild(row);
        });
      }
    })();

    """#
}
