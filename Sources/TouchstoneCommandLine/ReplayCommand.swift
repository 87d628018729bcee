import Replay

/// `touchstone replay TRACE…`: replays traces on their scenes and writes reports, frames, contact
/// sheets, charts and Perfetto traces; checks goldens. The job is ``Replay/ReplayJob``'s; this
/// parses arguments and prints.
enum ReplayCommand {
    static let help = """
        usage: touchstone replay TRACE... [--out DIR] [--frames none|changed|all] [--repeat N]
                                  [--jobs N] [--state] [--perfetto] [--golden DIR [--update]]
                                  [--align exact|frame] [--fps N] [--scale S] [--settle-limit SECONDS]
                                  [--shard I/N] [--measure time|instructions]

        Replays each trace file on its scene (the trace's "scene" path, relative to the trace
        file). Touches are delivered at their exact times (--align frame: at the next frame
        boundary); frame n is rendered at n*1e9/fps ns, through the last touch and until the
        scene settles (no animation running, no finger down), plus one frame more. A scene still
        busy SECONDS after the last touch is reported as never settled.

        Writes into DIR/<trace name>/ (the file name without .trace.json):
          report.json        frame times, work counters, hashes, summary
                             (docs/formats.md#reports-reportjson)
          frames/NNNNN.png   the frames --frames selects (default: changed)
          contact-sheet.png  the frames where something changed, labelled with their times
          frame-times.svg    the frame-time chart against the budget
          perfetto.json      with --perfetto: open in ui.perfetto.dev
          index.html         the frame viewer: scrubber, touches, frame-time chart, counters,
                             state curves, golden mismatches (data in page-data.json and .js;
                             docs/html-report.md); thumbnail.png, the final frame
        and DIR/summary.json: the options, the shard, every trace given, and each replayed
        trace's golden outcome and report summary ('touchstone merge' joins shards by it), with
        DIR/index.html, every trace in a sortable table linking to its viewer.

        options:
          --out DIR            output folder (default: out)
          --frames MODE        none, changed (frame 0 and every frame that differs from the
                               previous one) or all (default: changed)
          --repeat N           replay N times; every frame gets N timing samples (default 1)
          --jobs N             replay N traces at once, 1 to 256 (default: the processors this
                               process may use); the output is --jobs 1's, except that frame
                               times are noisier when traces share the machine
          --state              record each frame's ripples, ink, paper and scroll state
          --perfetto           write perfetto.json
          --golden DIR         compare frame 0, the changed frames and the final frame with
                               DIR/<trace name>/NNNNN.png; diffs go to golden-diffs/; exit 1 on
                               a mismatch or a missing golden
          --golden-stride N    with --golden: check only every N-th changed frame (frame 0 and
                               the final frame always; default 1, every changed frame)
          --update             with --golden: record the goldens instead
          --align MODE         exact (default) or frame
          --fps N              frames per second (default: the trace's frameRate)
          --scale S            pixels per point instead of the scene's scale
          --settle-limit SECONDS  simulated seconds after the last touch (default 10)
          --shard I/N          replay only the I-th of N shares of the traces (1-based): sorted by
                               name (UTF-8 bytes), trace k (from 0) goes to shard k mod N + 1;
                               join the shards' folders with 'touchstone merge'
          --measure M          time (default) or instructions: also replay each trace under
                               valgrind's callgrind, counting each frame's step and render
                               instructions (report.json gains "instructions"; the profile of
                               the counted part goes to callgrind.out). Needs valgrind and
                               objcopy; not with --repeat
          --help               show this help

        Prints a summary table on stdout; a progress line on stderr when it is a terminal.
        exit status: 0 success; 1 a golden check failed; 2 bad arguments or input (the file and
        the place named).

        example:
          touchstone replay Traces/*.trace.json --out out --perfetto
        """

    static func run(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "replay",
                                    options: ["out", "frames", "repeat", "jobs", "golden", "golden-stride", "align", "fps", "scale", "settle-limit", "shard", "measure"],
                                    flags: ["state", "perfetto", "update", CountedReplay.childFlag])
        guard !list.positionals.isEmpty else { throw CommandLineError("replay: missing TRACE (one or more trace files)") }
        var options = ReplayJob.Options()
        options.out = list.value("out") ?? options.out
        options.frames = try list.choice("frames", of: FrameSelection.self) ?? options.frames
        options.repeatCount = try list.integer("repeat", in: 1...1000) ?? options.repeatCount
        options.jobs = try list.integer("jobs", in: 1...ReplayJob.maximumJobs) ?? options.jobs
        options.golden = list.value("golden")
        if list.has("update") && options.golden == nil {
            throw CommandLineError("replay: --update needs --golden DIR")
        }
        options.updatesGoldens = list.has("update")
        options.goldenStride = try list.integer("golden-stride", in: 1...100_000) ?? options.goldenStride
        if list.value("golden-stride") != nil && options.golden == nil {
            throw CommandLineError("replay: --golden-stride needs --golden DIR")
        }
        options.recordsState = list.has("state")
        options.perfetto = list.has("perfetto")
        let measure = try list.choice("measure", of: Measure.self) ?? .time
        options.replay = ReplayOptions(framesPerSecond: try list.integer("fps", in: 1...1000),
                                       alignment: try list.choice("align", of: FrameAlignment.self) ?? .exact,
                                       settleLimit: try list.duration("settle-limit", upTo: 3600) ?? ReplayOptions.defaultSettleLimit,
                                       scale: try list.double("scale", .scale), measure: measure)
        options.shard = try list.shard("shard") ?? .whole
        let countingChild = list.has(CountedReplay.childFlag)
        if measure == .instructions && options.repeatCount > 1 {
            throw CommandLineError("replay: --measure instructions counts one replay (counts do not vary between replays); drop --repeat")
        }
        if countingChild && !(measure == .instructions && Callgrind.isRunningUnderValgrind) {
            throw CommandLineError("replay: --\(CountedReplay.childFlag) is internal: 'replay --measure instructions' passes it to itself under callgrind")
        }
        let job = ReplayJob(traces: list.positionals, factory: tool.factory, options: options)
        do {
            if countingChild {
                try job.runCountingChild()
                return .success
            }
            return try run(job)
        } catch let error as ReplayError {
            throw CommandLineError("replay: \(error)")
        }
    }

    /// Runs `job` with a progress line on a terminal, its golden failures on stderr as each
    /// trace finishes, and the summary table on stdout.
    private static func run(_ job: ReplayJob) throws -> ExitCode {
        var progress = ProgressLine()
        let counting = job.options.replay.measure == .instructions ? " (and counting under callgrind)" : ""
        let result = try job.run(started: { position, count, name in
            progress.show("replaying \(position + 1)/\(count)\(counting): \(name)")
        }, finished: { trace in
            guard !trace.goldenFailures.isEmpty else { return }
            progress.write(trace.goldenFailures.map { "replay: \(trace.name): golden \($0.name): \($0.outcome)\n" }.joined())
        })
        progress.clear()
        var output = OutputStream.standardOutput
        output.write(ReplaySummaryTable.text(result.traces.map { ($0.name, $0.summary) }))
        output.flush()
        return result.goldensPassed ? .success : .checkFailed
    }
}
