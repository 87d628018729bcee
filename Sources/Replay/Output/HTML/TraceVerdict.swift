/// The colour a replayed trace gets on the replay pages: `fail` for a golden frame that did not
/// match (or was missing), `warn` for frames over the budget or a scene that never settled,
/// `pass` otherwise. The raw value is the CSS class.
enum TraceVerdict: String {
    /// Every check passed, no frame over budget, settled.
    case pass
    /// Frames over the budget, or the scene never settled.
    case warn
    /// A golden frame failed.
    case fail

    /// The verdict of a summary; `goldenFailures` is `nil` when goldens were not checked.
    init(summary: ReportSummary, goldenFailures: Int?) {
        if let goldenFailures, goldenFailures > 0 {
            self = .fail
        } else if summary.overBudget > 0 || summary.settledAt == nil {
            self = .warn
        } else {
            self = .pass
        }
    }
}
