#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON

/// A baseline set of reports compared with a candidate set, trace by trace: what
/// `touchstone compare` prints.
///
/// Traces are matched by name. Two single reports are compared with each other whatever their
/// names; a single report against a folder is an input error. A trace present on one side only is
/// listed and fails the comparison, so that a regression cannot hide behind a missing report.
///
/// The comparison fails (exit 1) when any trace is ``Verdict/slower``, any frame's hash differs,
/// or a trace is missing from one side.
///
/// A paired comparison (``init(pairedBaseline:candidate:criteria:)``) takes two folders of runs
/// and compares run k of one side with run k of the other.
public struct ReportComparison: TraceSetComparison {
    /// The criteria used.
    public var criteria: ComparisonCriteria
    /// Whether runs were compared in pairs (every trace is then ``TraceComparison/isPaired``).
    public var isPaired: Bool = false
    /// The traces present on both sides, by name.
    public var traces: [TraceComparison]
    /// Names of traces only the baseline has.
    public var onlyInBaseline: [String]
    /// Names of traces only the candidate has.
    public var onlyInCandidate: [String]

    /// Compares `candidate` with `baseline`.
    ///
    /// - Throws: ``ReportError`` when one side is a single report and the other a folder.
    public init(baseline: ReportSet, candidate: ReportSet, criteria: ComparisonCriteria) throws {
        let match = try TraceMatch(baseline: baseline, candidate: candidate)
        self.criteria = criteria
        traces = match.pairs.map { a, b in TraceComparison(name: a.name, baseline: a.runs, candidate: b.runs, criteria: criteria) }
        onlyInBaseline = match.onlyInBaseline
        onlyInCandidate = match.onlyInCandidate
    }

    /// Compares two folders of runs pair by pair: run k of `baseline` with run k of `candidate`
    /// (``TraceComparison/init(name:pairedBaseline:candidate:criteria:)``), the runs matched by
    /// folder name, as `touchstone compare --run` writes them (`base/round-01`,
    /// `candidate/round-01`, …).
    ///
    /// - Throws: ``ReportError`` when a side is not a folder of runs, when a run is on one side
    ///   only (naming it), or when a trace is on one side only: a pair needs both halves.
    public init(pairedBaseline baseline: ReportSet, candidate: ReportSet, criteria: ComparisonCriteria) throws {
        for side in [baseline, candidate] where side.runNames.isEmpty {
            throw ReportError("\(side.path): not a folder of runs (<run>/<trace>/report.json); a paired comparison needs one on each side")
        }
        // Both sides list their runs in byte order, so equal name sets pair run k with run k.
        for (present, missing) in [(baseline, candidate), (candidate, baseline)] {
            for name in present.runNames where !missing.runNames.contains(name) {
                throw ReportError("run '\(name)' is in \(present.path) but not in \(missing.path); paired runs must have the same names on both sides")
            }
        }
        for (present, missing) in [(baseline, candidate), (candidate, baseline)] {
            for entry in present.entries where !missing.entries.contains(where: { $0.name == entry.name }) {
                throw ReportError("trace '\(entry.name)' is in the runs of \(present.path) but not in those of \(missing.path); paired runs must replay the same traces")
            }
        }
        self.criteria = criteria
        isPaired = true
        traces = baseline.entries.map { a in
            let b = candidate.entries.first { $0.name == a.name }!   // checked above
            return TraceComparison(name: a.name, pairedBaseline: a.runs, candidate: b.runs, criteria: criteria)
        }
        onlyInBaseline = []
        onlyInCandidate = []
    }

    // MARK: Output

    /// The comparison as a table for people, ending in a newline. Times are mean frame times in
    /// microseconds; the change is of the medians; p is the U test's two-sided p-value.
    ///
    ///     trace   baseline µs  candidate µs  change   p        verdict
    ///     tap           12.30         13.10   +6.5%   0.0079   slower
    ///
    /// Paired, the second column counts pairs, the times are the medians of the runs' medians,
    /// the change is the median of the pairs' ratios, p is the signed-rank test's, and each
    /// trace's pair ratios follow the table.
    public func table() -> String {
        var rows: [[String]] = [["trace", isPaired ? "pairs" : "replays", "baseline µs", "candidate µs", "change", "p", "verdict"]]
        let undecidedAdvice = isPaired ? "run more rounds" : "run more repeats"
        for trace in traces {
            rows.append([
                trace.name,
                isPaired ? "\(trace.pairRatios.count)" : "\(trace.baselineSamples.count)/\(trace.candidateSamples.count)",
                NumberText.fixed(trace.baselineMedian / 1000, decimals: 2),
                NumberText.fixed(trace.candidateMedian / 1000, decimals: 2),
                NumberText.percent(trace.change),
                NumberText.pValue(trace.test.pValue),
                trace.verdict == .undecided ? "undecided: \(undecidedAdvice)" : trace.verdict.rawValue,
            ])
        }
        var text = TextTable.text(rows, leftAligned: [0, rows[0].count - 1])
        if isPaired {
            for trace in traces {
                text += "\(trace.name): pair ratios " + trace.pairRatios.map { NumberText.fixed($0, decimals: 3) }.joined(separator: " ") + "\n"
            }
            text += "paired: run k of the candidate against run k of the baseline; change = median pair ratio - 1, "
                + "p of the Wilcoxon signed-rank test on the log ratios\n"
        }
        text += differenceLines()
        if let mean = geometricMeanRatio {
            text += "geometric mean of median ratios: \(NumberText.fixed(mean, decimals: 4)) (\(NumberText.percent(mean - 1)))\n"
        }
        let undecided = traces.filter { $0.verdict == .undecided }.count
        text += outcome()
        if undecided > 0 { text += " (\(undecided) undecided: \(undecidedAdvice))" }
        text += "  [alpha \(NumberText.shortest(criteria.alpha)), minimum change \(NumberText.fixed(criteria.minimumChange * 100, decimals: 1))%]\n"
        return text
    }

    /// The comparison as JSON for machines (`--json`): keys in a fixed order, medians in
    /// nanoseconds, `change` as a fraction (`null` when infinite), hashes as 16 hex digits.
    ///
    ///     {"format":"touchstone.compare","version":1,"alpha":0.01,"minChange":0.05,
    ///      "traces":[{"trace":"tap","verdict":"same","baseline":{"replays":9,"medianNs":12300},
    ///                 "candidate":{…},"change":0.004,"u":38,"p":0.86,"method":"exact",
    ///                 "firstDifferentFrame":null}],
    ///      "onlyInBaseline":[],"onlyInCandidate":[],"geometricMeanRatio":1.004,"failed":false,
    ///      "paired":false}
    ///
    /// Paired, `"paired":true` and each trace has `pairs`, the `ratios` (candidate / baseline per
    /// pair, `null` when infinite), the medians of the runs' medians, the change of the median
    /// ratio, and `w` (W₊ of the signed-rank test) instead of `u`:
    ///
    ///     {"trace":"tap","verdict":"same","pairs":10,"ratios":[1.01,0.97,…],
    ///      "baseline":{"medianNs":12300},"candidate":{…},"change":-0.003,"w":24,"p":0.77,
    ///      "method":"exact","firstDifferentFrame":null}
    public func json() -> JSONValue {
        let traceValues: [JSONValue] = traces.map { trace in
            var object: JSONObject = ["trace": .string(trace.name), "verdict": .string(trace.verdict.rawValue)]
            if trace.isPaired {
                object["pairs"] = .number(Double(trace.pairRatios.count))
                object["ratios"] = .array(trace.pairRatios.map { $0.isFinite ? .number($0) : .null })
                object["baseline"] = ["medianNs": .number(trace.baselineMedian)]
                object["candidate"] = ["medianNs": .number(trace.candidateMedian)]
            } else {
                object["baseline"] = ["replays": .number(Double(trace.baselineSamples.count)), "medianNs": .number(trace.baselineMedian)]
                object["candidate"] = ["replays": .number(Double(trace.candidateSamples.count)), "medianNs": .number(trace.candidateMedian)]
            }
            object["change"] = trace.change.isFinite ? .number(trace.change) : .null
            object[trace.isPaired ? "w" : "u"] = .number(trace.test.statistic)
            object["p"] = .number(trace.test.pValue)
            object["method"] = .string(trace.test.method.rawValue)
            object["firstDifferentFrame"] = trace.hashDifference?.json ?? .null
            return .object(object)
        }
        return [
            "format": "touchstone.compare", "version": 1,
            "alpha": .number(criteria.alpha), "minChange": .number(criteria.minimumChange),
            "traces": .array(traceValues),
            "onlyInBaseline": .array(onlyInBaseline.map(JSONValue.string)),
            "onlyInCandidate": .array(onlyInCandidate.map(JSONValue.string)),
            "geometricMeanRatio": geometricMeanRatio.map(JSONValue.number) ?? .null,
            "failed": .bool(fails),
            "paired": .bool(isPaired),
        ]
    }
}
