import Platform

/// What replaying one trace of a ``ReplayJob`` gave: its name and file, its report's summary, and
/// its golden checks.
public struct ReplayedTrace: Sendable {
    /// The trace's name (``Trace/name(ofFileAt:)``), the name of its output folder.
    public let name: String
    /// The trace file.
    public let path: String
    /// Its report's summary: the row of the summary table (``ReplaySummaryTable``).
    public let summary: ReportSummary
    /// The golden outcome: `nil` without goldens.
    public let golden: ReplayRunSummary.GoldenResult?
    /// Each failed golden check, by frame name.
    public let goldenFailures: [GoldenFailure]

    /// A golden check that failed: the frame's name and how.
    public struct GoldenFailure: Sendable {
        /// The golden's name, such as `00012`.
        public let name: String
        /// What the check found.
        public let outcome: GoldenOutcome
    }

    /// The trace's entry of `summary.json`.
    public var entry: ReplayRunSummary.Entry {
        ReplayRunSummary.Entry(name: name, path: path, golden: golden, summary: summary)
    }

    /// Replays traces `0..<count` with `work` on up to `jobs` threads (``Platform/OrderedJobs``)
    /// and returns their results in input order, exactly as replaying them one by one would:
    /// `started` is told each trace as it starts and `delivered` gets each result in input order,
    /// one call at a time. The first trace in input order whose `work` throws decides the error:
    /// no trace after it starts, and any already running after it are waited for and dropped.
    ///
    /// `work` runs concurrently with itself, so each call must use only its own trace's objects
    /// (replayer, scene, canvases, output writer) besides what every call only reads.
    static func inOrder(count: Int, jobs: Int, work: @escaping (Int) throws -> ReplayedTrace,
                        started: @escaping (Int) -> Void,
                        delivered: @escaping (ReplayedTrace) -> Void) throws -> [ReplayedTrace] {
        var results: [ReplayedTrace] = []
        var failure: (any Error)?
        OrderedJobs.run(count: count, threads: jobs, started: started,
                        work: { position in Result { try work(position) } },
                        stopsAfter: { if case .failure = $0 { return true } else { return false } },
                        deliver: { _, outcome in
                            switch outcome {
                            case .success(let trace):
                                results.append(trace)
                                delivered(trace)
                            case .failure(let error):
                                failure = error
                            }
                        })
        if let failure { throw failure }
        return results
    }
}
