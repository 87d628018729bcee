#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON

/// Two sets of counted reports (`replay --measure instructions`) compared trace by trace: what
/// `touchstone compare` prints when both sides count instructions.
///
/// Traces are matched as ``ReportComparison`` matches them; the profiles are the `callgrind.out`
/// files beside the reports (`replay` writes one per trace). The comparison fails (exit 1) when a
/// trace is ``Verdict/slower``, a frame's hash differs or a trace is on one side only.
public struct CountComparison: TraceSetComparison {
    /// The criteria; only the minimum change applies.
    public var criteria: ComparisonCriteria
    /// The traces on both sides.
    public var traces: [CountedTraceComparison]
    /// Names of traces only the baseline has.
    public var onlyInBaseline: [String]
    /// Names of traces only the candidate has.
    public var onlyInCandidate: [String]

    /// Compares two sets of counted reports.
    ///
    /// - Throws: ``ReportError`` when a side is a folder of runs (counts need one run), when one
    ///   side is a single report and the other a folder, or when a report has no counts;
    ///   ``CallgrindError`` for a profile that cannot be read.
    public init(baseline: ReportSet, candidate: ReportSet, criteria: ComparisonCriteria) throws {
        for side in [baseline, candidate] where !side.runNames.isEmpty {
            throw ReportError("\(side.path): a folder of runs; counted reports need one run per trace (<trace>/report.json), as 'replay --measure instructions' writes them")
        }
        for side in [baseline, candidate] {
            for entry in side.entries where entry.report.measure != .instructions {
                throw ReportError("\(entry.path): not a counted report (no \"measure\": \"instructions\")")
            }
        }
        let match = try TraceMatch(baseline: baseline, candidate: candidate)
        self.criteria = criteria
        traces = try match.pairs.map { a, b in
            CountedTraceComparison(name: a.name, baseline: a.report, candidate: b.report,
                                   baselineProfile: try Self.profile(beside: a.path), candidateProfile: try Self.profile(beside: b.path),
                                   criteria: criteria)
        }
        onlyInBaseline = match.onlyInBaseline
        onlyInCandidate = match.onlyInCandidate
    }

    /// The profile `callgrind.out` in the folder of the report at `reportPath`, `nil` when there
    /// is none.
    static func profile(beside reportPath: String) throws -> CallgrindProfile? {
        let path = FileSystem.path("callgrind.out", besideFileAt: reportPath)
        guard FileSystem.isRegularFile(path) else { return nil }
        return try CallgrindProfile(contentsOfFile: path)
    }

    /// The verdict of the geometric mean under the same minimum change; `nil` without a mean.
    public var overallVerdict: Verdict? {
        geometricMeanRatio.map { CountedTraceComparison.verdict(change: $0 - 1, minimumChange: criteria.minimumChange) }
    }

    // MARK: Output

    /// The comparison as a table, ending in a newline: per trace the totals, the change with
    /// three decimals and the verdict; then per changed trace the frames with the largest change
    /// and the functions whose self instructions changed most.
    ///
    ///     trace       baseline instr  candidate instr    change  verdict
    ///     tap-button       707132683        712331002   +0.735%  slower
    public func table() -> String {
        var rows: [[String]] = [["trace", "frames", "baseline instr", "candidate instr", "change", "verdict"]]
        for trace in traces {
            rows.append([trace.name, "\(trace.frames.count)", "\(trace.baselineTotal)", "\(trace.candidateTotal)",
                         NumberText.percent(trace.change, decimals: 3), trace.verdict.rawValue])
        }
        var text = TextTable.text(rows, leftAligned: [0, rows[0].count - 1])
        for trace in traces where trace.baselineTotal != trace.candidateTotal {
            let frames = trace.largestFrameChanges()
            if !frames.isEmpty {
                text += "\(trace.name): frames with the largest change: " + frames.map { frame in
                    "\(frame.index) (t = \(NumberText.fixed(frame.time, decimals: 4)) s) \(Self.signed(frame.difference)) \(NumberText.percent(frame.ratio - 1, decimals: 3))"
                }.joined(separator: ", ") + "\n"
            }
            if trace.hasProfiles && !trace.functions.isEmpty {
                text += "\(trace.name): functions with the largest change in self instructions:\n"
                let differences = trace.functions.map { Self.signed($0.difference) }
                let width = differences.map(\.count).max() ?? 0
                for (function, difference) in zip(trace.functions, differences) {
                    text += "  " + String(repeating: " ", count: width - difference.count) + difference
                        + "  \(function.baseline) -> \(function.candidate)  \(function.name)\n"
                }
            } else if !trace.hasProfiles {
                text += "\(trace.name): no callgrind.out beside both reports, so no function changes\n"
            }
        }
        text += differenceLines()
        if let mean = geometricMeanRatio, let overall = overallVerdict {
            text += "geometric mean of total ratios: \(NumberText.fixed(mean, decimals: 5)) (\(NumberText.percent(mean - 1, decimals: 3))), \(overall.rawValue)\n"
        }
        text += outcome()
        text += "  [instructions, minimum change \(NumberText.fixed(criteria.minimumChange * 100, decimals: 2))%]\n"
        return text
    }

    /// The comparison as JSON (`--json`), keys in a fixed order: per trace the totals, `change`
    /// (a fraction, `null` when infinite), the verdict, `frames` (each shared frame's counts and
    /// ratio, `null` when infinite), `functions` (the top ``CountedTraceComparison/functionLimit``
    /// by absolute change: `name` readable, `symbol` as in the profile, self instructions
    /// `baseline` and `candidate`) and `firstDifferentFrame`.
    public func json() -> JSONValue {
        let traceValues: [JSONValue] = traces.map { trace in
            [
                "trace": .string(trace.name),
                "verdict": .string(trace.verdict.rawValue),
                "baseline": ["instructions": .number(Double(trace.baselineTotal))],
                "candidate": ["instructions": .number(Double(trace.candidateTotal))],
                "change": trace.change.isFinite ? .number(trace.change) : .null,
                "frames": .array(trace.frames.map { frame in
                    [
                        "index": .number(Double(frame.index)), "baseline": .number(Double(frame.baseline)),
                        "candidate": .number(Double(frame.candidate)),
                        "ratio": frame.ratio.isFinite ? .number(frame.ratio) : .null,
                    ]
                }),
                "functions": .array(trace.functions.map { function in
                    [
                        "name": .string(function.name), "symbol": .string(function.symbol),
                        "baseline": .number(Double(function.baseline)), "candidate": .number(Double(function.candidate)),
                    ]
                }),
                "firstDifferentFrame": trace.hashDifference?.json ?? .null,
            ]
        }
        return [
            "format": "touchstone.compare", "version": 1,
            "measure": "instructions",
            "minChange": .number(criteria.minimumChange),
            "traces": .array(traceValues),
            "onlyInBaseline": .array(onlyInBaseline.map(JSONValue.string)),
            "onlyInCandidate": .array(onlyInCandidate.map(JSONValue.string)),
            "geometricMeanRatio": geometricMeanRatio.map(JSONValue.number) ?? .null,
            "verdict": overallVerdict.map { .string($0.rawValue) } ?? .null,
            "failed": .bool(fails),
        ]
    }

    private static func signed(_ value: Int64) -> String {
        value >= 0 ? "+\(value)" : "\(value)"
    }
}
