import Platform
import Replay

/// What replaying one trace gave `touchstone replay`: its line of the summary table, its entry in
/// `summary.json`, and its golden outcome with the failures to print.
struct ReplayedTrace {
    let row: SummaryRow
    let entry: ReplayRunSummary.Entry
    /// Whether every golden check passed (true without `--golden`).
    let goldensPassed: Bool
    /// One line per failed golden check, for stderr.
    let goldenMessages: String

    /// The most traces replayed at once (`--jobs`).
    static let maximumJobs = 256

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
