import JSON
import Replay

/// `touchstone compare`: frame-time verdicts and hash differences between two sets of reports.
/// All logic lives in ``Replay/ReportComparison``; this parses arguments and picks the output.
enum CompareCommand {
    static let help = """
        usage: touchstone compare BASELINE CANDIDATE [--alpha A] [--min-change P] [--json]

        Compares the reports of a candidate build with a baseline's. BASELINE and CANDIDATE are
        two report.json files, or two folders of <trace>/report.json as 'touchstone replay --out'
        writes them (traces matched by folder name), or two folders of runs,
        <run>/<trace>/report.json, one 'touchstone replay --out DIR/<run>' per process: every
        run's replays are pooled. Runs in separate processes also sample what changes between
        processes (memory layout), which --repeat inside one process cannot.

        Per trace, the mean frame times of the replays (one sample per replay: use --repeat N
        with N >= 5 when replaying) go through a two-sided Mann-Whitney U test:
          slower / faster   p <= alpha and the median changed by at least the minimum change
          same              the change is below the minimum, and the samples could have shown
                            a significant difference (or did, but a small one)
          undecided         too few replays to decide, or a large change that is not
                            significant: run more repeats
        It also reports the first frame whose hash differs, and the geometric mean of the
        candidate/baseline median ratios.

        options:
          --alpha A        significance level, 0 < A < 1 (default 0.01)
          --min-change P   smallest relative change that matters, in percent (default 5)
          --json           print JSON for machines instead of the table
          --help           show this help

        exit status: 0 no regression; 1 a trace is slower, a frame's hash differs, or a trace
        is missing on one side; 2 bad arguments or unreadable reports (file and JSON path named).
        """

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "compare", options: ["alpha", "min-change"], flags: ["json"])
        let paths = try list.exactPositionals(["BASELINE", "CANDIDATE"])
        let alpha = try number(list.value("alpha"), option: "alpha") ?? ComparisonCriteria.standard.alpha
        let minimumPercent = try number(list.value("min-change"), option: "min-change")
        let criteria: ComparisonCriteria
        do {
            criteria = try ComparisonCriteria(alpha: alpha,
                                              minimumChange: minimumPercent.map { $0 / 100 } ?? ComparisonCriteria.standard.minimumChange)
        } catch let error as ReportError {
            throw CommandLineError("compare: \(error.description)")
        }
        let comparison = try ReportComparison(baseline: try ReportSet(path: paths[0]),
                                              candidate: try ReportSet(path: paths[1]), criteria: criteria)
        var output = OutputStream.standardOutput
        output.write(list.has("json") ? comparison.json().serialized() + "\n" : comparison.table())
        output.flush()
        return comparison.fails ? .checkFailed : .success
    }

    private static func number(_ text: String?, option: String) throws -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw CommandLineError("compare: --\(option) expects a number, not '\(text)'")
        }
        return value
    }
}
