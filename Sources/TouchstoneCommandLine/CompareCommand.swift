import JSON
import Replay

/// `touchstone compare`: frame-time verdicts and hash differences between two sets of reports.
/// All logic lives in ``Replay/ReportComparison``; this parses arguments and picks the output.
enum CompareCommand {
    static let help = """
        usage: touchstone compare BASELINE CANDIDATE [--paired] [--alpha A] [--min-change P] [--json] [--out DIR]
               touchstone compare --run BASE_TOOL CANDIDATE_TOOL --out DIR [--rounds N] [--repeat K]
                                  [--fps F] [--scale S] [--alpha A] [--min-change P] [--json] TRACE...
               touchstone compare --run BASE_TOOL CANDIDATE_TOOL --measure instructions --out DIR
                                  [--fps F] [--scale S] [--min-change P] [--json] TRACE...

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

        Paired (--paired, --run): for machines whose speed drifts in phases (a busy neighbour),
        where runs made at different times differ more than builds do. BASELINE and CANDIDATE
        are folders of runs with the same run names; run k of each side, made one right after
        the other, form pair k. Per run the sample is the median of its replays' mean frame
        times; per pair the ratio candidate/baseline. The change is the median of the ratios
        minus 1 and p comes from a two-sided Wilcoxon signed-rank test on the log ratios (the
        same verdict rules; at least 8 pairs are needed at alpha 0.01).

        --run runs the two builds itself, alternating: in round i, for each trace, one process
        per side, 'TOOL replay TRACE --out DIR/<base|candidate>/round-NN --repeat K --frames none'
        (with --fps/--scale if given); the base tool first in odd rounds, the candidate first in
        even ones. Then it compares DIR/base with DIR/candidate, paired. The tools are any
        executables taking touchstone's replay arguments (such as two builds of touchstone).

        Counted reports ('replay --measure instructions') are compared without statistics: per
        trace, change = (candidate - baseline) / baseline of the total instructions; 'same' when
        |change| < the minimum change (default 0.5 % for counts), 'slower' or 'faster' otherwise,
        and the same for the geometric mean of the ratios. The table names the frames with the
        largest change and the functions whose self instructions changed most (from the
        callgrind.out beside each report); --json has every frame's ratio and the top 10
        functions. Both sides must measure the same thing: time against instructions is an
        error. --run with --measure instructions replays each trace once per side,
        'TOOL replay TRACE... --out DIR/<base|candidate> --frames none --measure instructions',
        then compares DIR/base with DIR/candidate.

        options:
          --paired         compare two folders of runs pair by pair (see above)
          --alpha A        significance level, 0 < A < 1 (default 0.01)
          --min-change P   smallest relative change that matters, in percent (default 5; 0.5
                           for counted reports)
          --json           print JSON for machines instead of the table
          --out DIR        also write DIR/index.html: per trace the verdict, both sides' samples,
                           the per-frame ratio chart and the first differing frames with a diff
                           (docs/html-report.md)
          --help           show this help
        with --run:
          --out DIR        where the runs go (DIR/base and DIR/candidate must not exist yet),
                           and the page DIR/index.html
          --rounds N       rounds, pairs of runs per trace, 1 to 999 (default 20)
          --repeat K       replays per process, 1 to 1000 (default 5)
          --fps F, --scale S   passed on to every replay
          --measure M      time (default: the rounds above) or instructions (each side once
                           per trace under callgrind, no --rounds or --repeat)

        A progress line goes to stderr when it is a terminal.
        exit status: 0 no regression; 1 a trace is slower, a frame's hash differs, or a trace
        is missing on one side; 2 bad arguments, unreadable or unpaired reports (file, run and
        JSON path named), or a tool that cannot be started or fails (its command, exit status
        and the end of its stderr named).
        """

    /// The options only `--run` takes.
    private static let runOptions = ["out", "rounds", "repeat", "fps", "scale", "measure"]

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "compare", options: Set(["alpha", "min-change"] + runOptions),
                                    flags: ["json", "paired", "run"])
        let alpha = try list.double("alpha", .unitInterior) ?? ComparisonCriteria.standard.alpha
        let minimumPercent = try list.double("min-change", .nonNegative, expecting: "a percentage, 0 or more")
        let criteria: ComparisonCriteria
        do {
            criteria = try ComparisonCriteria(alpha: alpha,
                                              minimumChange: minimumPercent.map { $0 / 100 } ?? ComparisonCriteria.standard.minimumChange)
        } catch let error as ReportError {
            throw CommandLineError("compare: \(error.description)")
        }
        let measure = try list.choice("measure", of: Measure.self) ?? .time
        if list.has("run") && measure == .instructions {
            for option in ["rounds", "repeat"] where list.value(option) != nil {
                throw CommandLineError("compare: --\(option) is for time; --measure instructions runs each side once per trace")
            }
            if list.has("paired") { throw CommandLineError("compare: --paired is for time; counted runs need no pairs") }
            if list.value("alpha") != nil {
                throw CommandLineError("compare: --alpha is for time; counted reports are compared without a test")
            }
            let rounds = try rounds(list)
            try running { progress in try rounds.runCounted(progress: progress) }
            return try compareCounted(baseline: try ReportSet(path: rounds.folder(.base)),
                                      candidate: try ReportSet(path: rounds.folder(.candidate)), list: list)
        }
        let comparison: ReportComparison
        let sides: (baseline: ReportSet, candidate: ReportSet)
        if list.has("run") {
            let rounds = try rounds(list)
            try running { progress in try rounds.run(progress: progress) }
            sides = (try ReportSet(path: rounds.folder(.base)), try ReportSet(path: rounds.folder(.candidate)))
            comparison = try ReportComparison(pairedBaseline: sides.baseline, candidate: sides.candidate, criteria: criteria)
        } else {
            for option in runOptions where option != "out" && list.value(option) != nil {
                throw CommandLineError("compare: --\(option) needs --run")
            }
            let paths = try list.exactPositionals(["BASELINE", "CANDIDATE"])
            let baseline = try ReportSet(path: paths[0]), candidate = try ReportSet(path: paths[1])
            sides = (baseline, candidate)
            let measures = (try baseline.measure(), try candidate.measure())
            guard measures.0 == measures.1 else {
                func describe(_ set: ReportSet, _ measure: Measure) -> String {
                    "\(set.entries.first?.path ?? set.path) measures \(measure == .time ? "time (stepNs, renderNs)" : "instructions (--measure instructions)")"
                }
                throw CommandLineError("compare: \(describe(baseline, measures.0)) but \(describe(candidate, measures.1)); a comparison needs both sides measured alike")
            }
            if measures.0 == .instructions {
                if list.has("paired") { throw CommandLineError("compare: --paired is for time; counted reports need no pairs") }
                return try compareCounted(baseline: baseline, candidate: candidate, list: list)
            }
            comparison = list.has("paired")
                ? try ReportComparison(pairedBaseline: baseline, candidate: candidate, criteria: criteria)
                : try ReportComparison(baseline: baseline, candidate: candidate, criteria: criteria)
        }
        if let out = list.value("out") {
            try writePage(out) { try ComparePage(comparison: comparison, baseline: sides.baseline, candidate: sides.candidate).write(toFolder: $0) }
        }
        var output = OutputStream.standardOutput
        output.write(list.has("json") ? comparison.json().serialized() + "\n" : comparison.table())
        output.flush()
        return comparison.fails ? .checkFailed : .success
    }

    /// Runs `body` with a progress line (``ProgressLine``, `compare: …`), its errors named as
    /// `compare`'s.
    private static func running(_ body: ((String) -> Void) throws -> Void) throws {
        var line = ProgressLine()
        defer { line.clear() }
        do {
            try body { line.show("compare: " + $0) }
        } catch let error as ReplayError {
            throw CommandLineError("compare: \(error)")
        }
    }

    /// Writes the HTML page into `out`, naming the folder in an error.
    private static func writePage(_ out: String, _ write: (String) throws -> Void) throws {
        do { try write(out) } catch { throw CommandLineError("compare: --out \(out): \(error)") }
    }

    /// Compares counted reports: the minimum change defaults to 0.5 %, alpha does not apply.
    private static func compareCounted(baseline: ReportSet, candidate: ReportSet, list: ArgumentList) throws -> ExitCode {
        if list.value("alpha") != nil {
            throw CommandLineError("compare: --alpha is for time; counted reports are compared without a test")
        }
        let minimum = try list.double("min-change", .nonNegative, expecting: "a percentage, 0 or more").map { $0 / 100 }
            ?? ComparisonCriteria.countedMinimumChange
        let criteria: ComparisonCriteria
        do {
            criteria = try ComparisonCriteria(alpha: ComparisonCriteria.standard.alpha, minimumChange: minimum)
        } catch let error as ReportError {
            throw CommandLineError("compare: \(error.description)")
        }
        let comparison = try CountComparison(baseline: baseline, candidate: candidate, criteria: criteria)
        if let out = list.value("out") {
            try writePage(out) { try ComparePage(counted: comparison, baseline: baseline, candidate: candidate).write(toFolder: $0) }
        }
        var output = OutputStream.standardOutput
        output.write(list.has("json") ? comparison.json().serialized() + "\n" : comparison.table())
        output.flush()
        return comparison.fails ? .checkFailed : .success
    }

    /// The rounds `--run` asks for, its arguments checked.
    private static func rounds(_ list: ArgumentList) throws -> CompareRounds {
        let positionals = list.positionals
        guard positionals.count >= 3 else {
            let missing = ["BASE_TOOL", "CANDIDATE_TOOL", "TRACE (one or more trace files)"][positionals.count]
            throw CommandLineError("compare: --run: missing \(missing)")
        }
        let out = try list.required("out", expecting: "the folder for the runs")
        let rounds = try list.integer("rounds", in: 1...999) ?? 20
        let repeatCount = try list.integer("repeat", in: 1...1000) ?? 5
        let counted = try list.choice("measure", of: Measure.self) == .instructions
        var replayOptions = counted ? ["--frames", "none", "--measure", "instructions"]
                                    : ["--repeat", String(repeatCount), "--frames", "none"]
        if let fps = try list.integer("fps", in: 1...1000) {
            replayOptions += ["--fps", String(fps)]
        }
        // The text as given goes on to the replays, which read it by the same rule.
        if try list.double("scale", .positive) != nil, let scale = list.value("scale") {
            replayOptions += ["--scale", scale]
        }
        return CompareRounds(tools: (positionals[0], positionals[1]), traces: Array(positionals.dropFirst(2)),
                             out: out, rounds: rounds, replayOptions: replayOptions)
    }
}
