#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One trace of a ``TraceSetComparison``: what both kinds of comparison, of frame times
/// (``TraceComparison``) and of instruction counts (``CountedTraceComparison``), say of a trace.
public protocol ComparedTrace: Sendable {
    /// The trace's name.
    var name: String { get }
    /// The verdict on the trace's cost.
    var verdict: Verdict { get }
    /// candidate / baseline of the compared cost.
    var ratio: Double { get }
    /// The first frame whose hash differs, or `nil` when every frame matches.
    var hashDifference: HashDifference? { get }
}

extension ComparedTrace {
    /// Whether this trace fails the comparison: slower, or a frame differs.
    public var fails: Bool { verdict == .slower || hashDifference != nil }
}

/// Two sets of reports compared trace by trace, by frame times (``ReportComparison``) or by
/// instruction counts (``CountComparison``): the traces both sides have, those only one side
/// has, and what follows from them whatever was measured.
public protocol TraceSetComparison: Sendable {
    /// How one trace compares.
    associatedtype Trace: ComparedTrace
    /// The criteria used.
    var criteria: ComparisonCriteria { get }
    /// The traces present on both sides.
    var traces: [Trace] { get }
    /// Names of traces only the baseline has.
    var onlyInBaseline: [String] { get }
    /// Names of traces only the candidate has.
    var onlyInCandidate: [String] { get }
}

extension TraceSetComparison {
    /// The geometric mean of the traces' ratios (candidate / baseline), leaving out ratios of 0
    /// or infinity (a zero baseline or candidate); `nil` when none is left.
    public var geometricMeanRatio: Double? {
        let logs = traces.map(\.ratio).filter { $0 > 0 && $0.isFinite }.map { log($0) }
        guard !logs.isEmpty else { return nil }
        return exp(logs.reduce(0, +) / Double(logs.count))
    }

    /// Whether the comparison fails: a slower trace, a differing frame or a missing trace.
    public var fails: Bool {
        traces.contains(where: \.fails) || !onlyInBaseline.isEmpty || !onlyInCandidate.isEmpty
    }

    /// The table's lines for the traces with a differing frame and for those on one side only.
    func differenceLines() -> String {
        var text = ""
        for trace in traces {
            guard let difference = trace.hashDifference else { continue }
            text += "\(trace.name): frame \(difference.frame) (t = \(NumberText.fixed(difference.time, decimals: 4)) s) differs: "
                + "baseline \(difference.baselineHash.map(Report.hashText) ?? "(no frame)"), "
                + "candidate \(difference.candidateHash.map(Report.hashText) ?? "(no frame)")\n"
        }
        for name in onlyInBaseline { text += "\(name): only in the baseline\n" }
        for name in onlyInCandidate { text += "\(name): only in the candidate\n" }
        return text
    }

    /// The table's verdict: `OK`, or `FAIL: ` and how many traces are slower, have differing
    /// frames or are missing on one side.
    func outcome() -> String {
        guard fails else { return "OK" }
        let slower = traces.filter { $0.verdict == .slower }.count
        let differing = traces.filter { $0.hashDifference != nil }.count
        let missing = onlyInBaseline.count + onlyInCandidate.count
        var problems: [String] = []
        if slower > 0 { problems.append("\(slower) slower") }
        if differing > 0 { problems.append("\(differing) with differing frames") }
        if missing > 0 { problems.append("\(missing) missing on one side") }
        return "FAIL: " + problems.joined(separator: ", ")
    }
}
