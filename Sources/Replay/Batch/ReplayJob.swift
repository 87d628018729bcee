import JSON
import Platform
import Scene

/// A batch of trace files replayed into an output folder: `touchstone replay` as a library
/// route, shared by the command line and by tools of one's own. Each trace is replayed on its
/// scene (``Replayer/init(contentsOfTraceFile:factory:options:state:)``) and gets
/// `OUT/<trace name>/` with its report, frames, contact sheet, chart, Perfetto trace and frame
/// viewer (``ReplayOutputWriter``, ``TracePageWriter``); the job writes `OUT/summary.json`
/// (``ReplayRunSummary``) and `OUT/index.html` (``ReplayIndexPage``).
///
///     var job = ReplayJob(traces: ["Traces/tap-card.trace.json"], factory: MaterialViewFactory())
///     job.options.out = "out"
///     job.options.recordsState = true
///     let result = try job.run()
///     print(ReplaySummaryTable.text(result.traces.map { ($0.name, $0.summary) }))
///
/// Every input is read and checked (traces, scenes, the frame limit, names) before anything is
/// written, so bad input leaves no half output. Traces run on ``Options/jobs`` threads and
/// finish in input order, so the output is the one-by-one output (docs/replay.md).
///
/// With ``ReplayOptions/measure`` = ``Measure/instructions`` each trace is also counted by a
/// child process under callgrind (``CountedReplay``): the child is ``Options/countingTool``, a
/// command-line tool that knows the job's kinds.
public struct ReplayJob {
    /// What the job writes and how it replays.
    public struct Options {
        /// The output folder (`out` by default).
        public var out = "out"
        /// Which frames become PNGs (``FrameSelection/changed`` by default).
        public var frames = FrameSelection.changed
        /// Replays per trace, each frame getting one timing sample per replay (1 to 1000).
        public var repeatCount = 1
        /// Traces replayed at once, 1 to ``maximumJobs`` (by default the processors this process
        /// may use): the output is one job's, except that frame times are noisier.
        public var jobs = min(AvailableProcessors.count(), ReplayJob.maximumJobs)
        /// Whether each frame's live feedback (``Scene/LoadedScene/feedbackStates(at:)``) goes
        /// into the report and the viewer's curves (`--state`).
        public var recordsState = false
        /// Whether `perfetto.json` is written.
        public var perfetto = false
        /// The folder of golden frames (`GOLDEN/<trace name>/NNNNN.png`) to check against; `nil`
        /// checks none.
        public var golden: String?
        /// With ``golden``: check every N-th changed frame (frame 0 and the final frame always).
        public var goldenStride = 1
        /// With ``golden``: record the goldens instead of checking them.
        public var updatesGoldens = false
        /// Frame rate, alignment, settle limit, scale and what is measured.
        public var replay = ReplayOptions()
        /// The share of the traces replayed (``Shard``); the whole by default.
        public var shard = Shard.whole
        /// The command-line tool counted under callgrind with `--measure instructions`:
        /// `touchstone`, or a tool made with `TouchstoneCommandLine` (it must answer
        /// `replay … --counting-child`). `nil`: the running executable.
        public var countingTool: String?

        /// The defaults above.
        public init() {}
    }

    /// The most traces replayed at once.
    public static let maximumJobs = 256

    /// The trace files, in the order given.
    public var traces: [String]
    /// Makes the scenes' views: the built-in kinds and any of one's own.
    public var factory: any ViewFactory
    /// The options.
    public var options: Options

    /// A job over `traces` whose scenes `factory` makes, with the default options.
    public init(traces: [String], factory: any ViewFactory, options: Options = Options()) {
        self.traces = traces
        self.factory = factory
        self.options = options
    }

    /// What a job did.
    public struct Result {
        /// Every trace of this job's shard, in input order.
        public var traces: [ReplayedTrace]
        /// What `summary.json` records: the options, the shard, every trace given and each
        /// replayed trace's entry.
        public var summary: ReplayRunSummary
        /// Whether every golden check passed (true without goldens).
        public var goldensPassed: Bool { traces.allSatisfy { $0.goldenFailures.isEmpty } }
    }

    /// Replays the traces and writes everything.
    ///
    /// - Parameters:
    ///   - started: told each trace's position (from 0) among the `count` replayed (this shard's)
    ///     and its name as it starts.
    ///   - finished: given each trace's result, in input order, one call at a time.
    /// - Throws: ``TraceError`` for a trace that cannot be read or does not fit its scene;
    ///   ``ReplayError`` for everything else (its ``ReplayError/kind`` says what), naming the
    ///   trace file; ``CallgrindError`` or ``ReportError`` for a counted replay's output.
    public func run(started: @escaping (_ position: Int, _ count: Int, _ name: String) -> Void = { _, _, _ in },
                    finished: @escaping (ReplayedTrace) -> Void = { _ in }) throws -> Result {
        let replayers = try checkedReplayers()
        let inputs = replayers.map(\.name)
        let share = options.shard.select(inputs)
        let selected = replayers.filter { share.contains($0.name) }
        let tools = options.replay.measure == .instructions
            ? try CountedReplay.tools(executable: options.countingTool, out: options.out) : nil
        let replayed = try ReplayedTrace.inOrder(count: selected.count, jobs: options.jobs, work: { position in
            try replay(selected[position].name, selected[position].replayer, tools: tools)
        }, started: { started($0, selected.count, selected[$0].name) }, delivered: finished)
        let summary = ReplayRunSummary(options: recordedOptions, shard: options.shard, inputs: inputs,
                                       traces: replayed.map(\.entry))
        do {
            try summary.write(toFolder: options.out)
            try ReplayIndexPage(summary: summary).write(toFolder: options.out)
        } catch {
            throw ReplayError(.output, "\(error)")
        }
        return Result(traces: replayed, summary: summary)
    }

    /// Reads and checks every trace, its scene and its frame limit, and that no two traces share
    /// a name, before anything is written.
    func checkedReplayers() throws -> [(name: String, replayer: Replayer)] {
        var names: Set<String> = []
        var replayers: [(name: String, replayer: Replayer)] = []
        let state: Replayer.StateFunction? = options.recordsState ? Replayer.feedbackStates : nil
        for path in traces {
            let name = Trace.name(ofFileAt: path)
            guard names.insert(name).inserted else {
                throw ReplayError(.duplicateTraceName, "\(path): another trace is also named '\(name)'; their outputs would share \(options.out)/\(name)")
            }
            let replayer = try Replayer(contentsOfTraceFile: path, factory: factory, options: options.replay, state: state)
            try ReplayFrameLimit.check(replayer, repeatCount: options.repeatCount)
            replayers.append((name, replayer))
        }
        return replayers
    }

    /// One trace's replay, its outputs and its golden check; runs on ``Options/jobs`` threads at
    /// once.
    private func replay(_ name: String, _ replayer: Replayer, tools: CountedReplay.Tools?) throws -> ReplayedTrace {
        let folder = "\(options.out)/\(name)"
        var counted: CountedReplay.Result?
        if let tools {
            counted = try CountedReplay.count(trace: replayer.tracePath, name: name,
                                              options: options.replay.commandLineArguments, tools: tools)
        }
        let goldens = options.golden.map {
            GoldenComparison(directory: "\($0)/\(name)", diffDirectory: "\(folder)/golden-diffs",
                             update: options.updatesGoldens)
        }
        do {
            let writer = try ReplayOutputWriter(directory: folder, frames: options.frames, perfetto: options.perfetto,
                                                goldens: goldens, goldenStride: options.goldenStride)
            writer.page = try TracePageWriter(directory: folder, frames: options.frames, replayer: replayer)
            var native = replayer
            native.options.measure = .time
            let summary = try writer.write(replaying: native, repeatCount: options.repeatCount,
                                           counted: counted.map { .init(counts: $0.parts.frames, hashes: $0.hashes) })
            if let counted {
                try counted.parts.profile.write(to: "\(folder)/callgrind.out", command: counted.command)
            }
            let failures = writer.goldenFailures.map { ReplayedTrace.GoldenFailure(name: $0.name, outcome: $0.outcome) }
            return ReplayedTrace(name: name, path: replayer.tracePath, summary: summary,
                                 golden: options.golden == nil ? nil : failures.isEmpty ? .passed : .failed,
                                 goldenFailures: failures)
        } catch let error as ReplayError {
            throw ReplayError(error.kind, "\(replayer.tracePath): \(error)")
        } catch let error as CallgrindError {
            throw ReplayError(.countingFailed, "\(replayer.tracePath): \(error)")
        } catch let error as ReportError {
            throw ReplayError(.notDeterministic, "\(replayer.tracePath): \(error)")
        } catch {
            throw ReplayError(.output, "\(replayer.tracePath): \(error)")
        }
    }

    /// What `summary.json` records of the options, so that `merge` joins only shards replayed
    /// alike.
    var recordedOptions: JSONObject {
        let replay = options.replay
        return [
            "frames": .string(options.frames.rawValue), "repeat": .number(Double(options.repeatCount)),
            "state": .bool(options.recordsState), "perfetto": .bool(options.perfetto),
            "golden": options.golden.map(JSONValue.string) ?? .null,
            "goldenStride": .number(Double(options.goldenStride)), "update": .bool(options.updatesGoldens),
            "align": .string(replay.alignment.rawValue), "fps": replay.framesPerSecond.map { .number(Double($0)) } ?? .null,
            "scale": replay.scale.map(JSONValue.number) ?? .null, "settleLimitNs": .number(Double(replay.settleLimit)),
            "measure": .string(replay.measure.rawValue),
        ]
    }

    /// The child of a counted replay (``CountedReplay``), running under callgrind: replays its one
    /// trace with only the replay instrumented, dumping each frame's parts, and writes the report
    /// (for its hashes) to `OUT/<name>/report.json`. Nothing else is written.
    ///
    /// - Throws: as ``run(started:finished:)``; ``ReplayError`` of kind
    ///   ``ReplayError/Kind/countingFailed`` unless the job has exactly one trace.
    public func runCountingChild() throws {
        let replayers = try checkedReplayers()
        guard replayers.count == 1, let entry = replayers.first else {
            throw ReplayError(.countingFailed, "--\(CountedReplay.childFlag) takes one trace")
        }
        Callgrind.startInstrumentation()
        let report = try entry.replayer.report(repeatCount: 1).report
        Callgrind.stopInstrumentation()
        do {
            try Directory.create("\(options.out)/\(entry.name)")
            try report.write(to: "\(options.out)/\(entry.name)/report.json")
        } catch {
            throw ReplayError(.output, "\(error)")
        }
    }
}
