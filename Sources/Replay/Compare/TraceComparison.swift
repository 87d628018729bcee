#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One trace compared between a baseline and a candidate report: the frame-time verdict and the
/// first frame whose picture differs.
///
/// ## Samples
/// The U test compares replays, not frames: sample k of a report is the mean frame time
/// (step + render ns, averaged over its frames) of replay k, so a report written with
/// `--repeat N` gives N samples. Frames of one replay are neither independent nor alike (an idle
/// frame costs a fraction of one with a growing ripple), while whole replays are repetitions of
/// one experiment, as Google Benchmark's repetitions are. The mean per frame rather than the
/// replay's total keeps the numbers readable, and equals the total's ratio when both runs render
/// the same frames.
///
/// ## Pairs
/// The paired initializer compares runs two by two instead (see
/// ``init(name:pairedBaseline:candidate:criteria:)``).
public struct TraceComparison: ComparedTrace, Hashable {
    /// The trace's name: its folder for folders of reports, its `trace` field for two files.
    public var name: String
    /// Mean frame time of each baseline replay, in nanoseconds; paired: the median of each
    /// baseline run's replay means, in run order.
    public var baselineSamples: [Double]
    /// Mean frame time of each candidate replay, in nanoseconds; paired: the median of each
    /// candidate run's replay means, in run order.
    public var candidateSamples: [Double]
    /// The median of ``baselineSamples``.
    public var baselineMedian: Double
    /// The median of ``candidateSamples``.
    public var candidateMedian: Double
    /// The test: the U test of baseline against candidate, or paired, the signed-rank test of
    /// the log ratios.
    public var test: SignificanceTest
    /// Paired: each pair's ratio candidate / baseline, in run order (1 when both are 0, +∞ when
    /// only the baseline's is). Empty when unpaired.
    public var pairRatios: [Double]
    /// The relative change: 0.1 is 10 % slower. Unpaired, of the medians,
    /// (candidate − baseline) / baseline, 0 when both medians are 0 and +∞ when only the
    /// baseline's is; paired, the median of ``pairRatios`` − 1.
    public var change: Double
    /// The verdict under the criteria used.
    public var verdict: Verdict
    /// The first frame whose hash differs, or `nil` when every frame matches.
    public var hashDifference: HashDifference?

    /// Compares the reports of one trace.
    public init(name: String, baseline: Report, candidate: Report, criteria: ComparisonCriteria) {
        self.init(name: name, baseline: [baseline], candidate: [candidate], criteria: criteria)
    }

    /// Compares one trace's reports from several runs a side (``ReportSet``'s folders of runs):
    /// the samples are every replay of every run; hashes are compared between the first runs.
    ///
    /// - Precondition: neither side is empty.
    public init(name: String, baseline: [Report], candidate: [Report], criteria: ComparisonCriteria) {
        precondition(!baseline.isEmpty && !candidate.isEmpty, "each side needs a report")
        self.name = name
        baselineSamples = baseline.flatMap(Self.replayMeans)
        candidateSamples = candidate.flatMap(Self.replayMeans)
        baselineMedian = Self.median(baselineSamples)
        candidateMedian = Self.median(candidateSamples)
        test = .rankSum(MannWhitneyUTest(baselineSamples, candidateSamples))
        pairRatios = []
        if baselineMedian == 0 {
            change = candidateMedian == 0 ? 0 : .infinity
        } else {
            change = (candidateMedian - baselineMedian) / baselineMedian
        }
        verdict = criteria.verdict(pValue: test.pValue, smallestPValue: test.smallestPValue, change: change)
        hashDifference = HashDifference(baseline: baseline[0], candidate: candidate[0])
    }

    /// Compares one trace's runs two by two: run k of the baseline with run k of the candidate,
    /// runs that were made one right after the other (`touchstone compare --run`).
    ///
    /// On a machine whose speed drifts in phases of seconds, two processes made at different times
    /// can differ by far more than a change being looked for, while the two runs of one pair mostly
    /// share a phase. So each run is reduced to one sample,
    /// the median of its replays' mean frame times, each pair to the ratio candidate / baseline,
    /// and the test asks whether the log ratios are centred on 0 (``WilcoxonSignedRankTest``).
    ///
    /// The change is the median of the ratios − 1, not the ratio of the two sides' medians: a
    /// pair that straddles a phase change gives a wild ratio (0.6 or 1.6), and the median of the
    /// ratios ignores a few of those where a ratio of pooled medians would not. Hashes are
    /// compared between the first runs.
    ///
    /// - Precondition: both sides have the same, non-zero number of runs.
    public init(name: String, pairedBaseline baseline: [Report], candidate: [Report], criteria: ComparisonCriteria) {
        precondition(!baseline.isEmpty && baseline.count == candidate.count, "paired sides need the same number of runs")
        self.name = name
        baselineSamples = baseline.map { Self.median(Self.replayMeans($0)) }
        candidateSamples = candidate.map { Self.median(Self.replayMeans($0)) }
        baselineMedian = Self.median(baselineSamples)
        candidateMedian = Self.median(candidateSamples)
        pairRatios = zip(candidateSamples, baselineSamples).map { Self.ratio($0, to: $1) }
        test = .signedRank(WilcoxonSignedRankTest(pairRatios.map { log($0) }))
        change = Self.median(pairRatios) - 1
        verdict = criteria.verdict(pValue: test.pValue, smallestPValue: test.smallestPValue, change: change)
        hashDifference = HashDifference(baseline: baseline[0], candidate: candidate[0])
    }

    /// Whether the runs were compared in pairs.
    public var isPaired: Bool {
        if case .signedRank = test { return true }
        return false
    }

    /// The ratio candidate / baseline (1 + ``change``): of the medians, or paired the median of
    /// the pairs' ratios.
    public var ratio: Double { 1 + change }

    /// `value / reference`, with 0 / 0 = 1 (no change) and x / 0 = +∞.
    private static func ratio(_ value: Double, to reference: Double) -> Double {
        guard reference != 0 else { return value == 0 ? 1 : .infinity }
        return value / reference
    }

    /// The mean frame time of each replay of `report`.
    static func replayMeans(_ report: Report) -> [Double] {
        var totals = [Double](repeating: 0, count: report.repeatCount)
        for frame in report.frames {
            for (k, ns) in frame.frameNs.enumerated() where k < totals.count { totals[k] += Double(ns) }
        }
        return totals.map { $0 / Double(report.frames.count) }
    }

    /// The median: the middle value, or the mean of the two middle values; 0 for no values.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
