/// A trace that cannot be replayed, or a replay job that cannot go on: ``kind`` says which cause,
/// for callers that branch on it; the message names the trace (and, where there is one, the event
/// index, `events[3]`) and what went wrong.
///
///     do { try job.run() } catch let error as ReplayError where error.kind == .frameLimit {
///         … // split the trace
///     }
public struct ReplayError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// An option out of range: the frame rate, the settle limit, the repeat count, a time to
        /// render at, a scale for a scene made in code.
        case invalidOption
        /// An event's time a replay cannot reach (negative, or going back).
        case unreachableTime
        /// The touch dispatcher refused a touch of the trace (the message names the event).
        case touchRefused
        /// The trace's scene did not load (the message quotes the loader's error).
        case sceneNotLoaded
        /// The replay would keep more per-frame data than ``ReplayFrameLimit/maximumBytes``.
        case frameLimit
        /// Two traces of one job have the same name (``Trace/name(ofFileAt:)``), so their
        /// outputs would share a folder.
        case duplicateTraceName
        /// `--measure instructions` cannot run: valgrind or objcopy missing, the build without
        /// callgrind's requests, or the counted child process failed.
        case countingFailed
        /// Replays of one trace disagree (frames, settling or events): not deterministic.
        case notDeterministic
        /// An output (report, frames, pages, summary) could not be written.
        case output
        /// A trace file of a job that runs other programs (`compare --run`) cannot be read.
        case traceUnreadable
        /// The folder a job would write runs into already holds some.
        case outputExists
        /// A tool run by `compare --run` cannot be started, fails, or writes no report (the
        /// message names the command, how it ended and the end of its stderr).
        case toolFailed
    }

    /// What went wrong.
    public let kind: Kind
    /// The complete message.
    public let description: String

    /// Creates an error of `kind` with a complete message.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
