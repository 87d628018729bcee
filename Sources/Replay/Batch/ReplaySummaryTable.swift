/// The summary table `touchstone replay` and `touchstone merge` print: a header and one line per
/// trace, columns aligned; with instruction counts, a column of each trace's total instructions
/// before the final hash.
///
///     trace     frames  p50 ms  p90 ms  p99 ms  max ms  over budget  settled at  final hash
///     tap-card      37   0.118   0.136   4.792   4.792            0      0.300s  39e9eecb285382b2
public enum ReplaySummaryTable {
    /// The table of `rows`, each a trace's name and its report's summary, ending in a newline.
    public static func text(_ rows: [(name: String, summary: ReportSummary)]) -> String {
        let counted = rows.contains { $0.summary.instructions != nil }
        var header = ["trace", "frames", "p50 ms", "p90 ms", "p99 ms", "max ms", "over budget", "settled at", "final hash"]
        if counted { header.insert("instructions", at: 8) }
        let lines = rows.map { row -> [String] in
            let summary = row.summary
            let ms = NumberText.milliseconds
            var cells = [row.name, String(summary.frames), ms(summary.frameNs.p50), ms(summary.frameNs.p90),
                         ms(summary.frameNs.p99), ms(summary.frameNs.max), String(summary.overBudget),
                         summary.settledAt.map { seconds($0) } ?? "never settled", Report.hashText(summary.finalHash)]
            if counted { cells.insert(summary.instructions.map { String($0.total) } ?? "-", at: 8) }
            return cells
        }
        return TextTable.text([header] + lines)
    }

    /// Seconds with three decimals and an `s`, rounded from whole milliseconds.
    static func seconds(_ value: Double) -> String {
        // Whole milliseconds, printed as thousandths by the millisecond formatter.
        NumberText.milliseconds(Int64((value * 1000).rounded()) * 1000) + "s"
    }
}
