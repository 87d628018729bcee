#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import JSON
import Material
import Platform
import Raster
import Replay
import Scene

/// `touchstone replay TRACE…`: replays traces on their scenes and writes reports, frames, contact
/// sheets, charts and Perfetto traces; checks goldens. The stepping is ``Replay/Replayer``'s and
/// the files ``Replay/ReplayOutputWriter``'s; this parses arguments, resolves paths and prints.
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

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "replay",
                                    options: ["out", "frames", "repeat", "jobs", "golden", "golden-stride", "align", "fps", "scale", "settle-limit", "shard", "measure"],
                                    flags: ["state", "perfetto", "update", CountedReplay.childFlag])
        let traces = list.positionals
        guard !traces.isEmpty else { throw CommandLineError("replay: missing TRACE (one or more trace files)") }
        let out = list.value("out") ?? "out"
        let frames = try list.choice("frames", of: FrameSelection.self) ?? .changed
        let alignment = try list.choice("align", of: FrameAlignment.self) ?? .exact
        let repeatCount = try list.integer("repeat", in: 1...1000) ?? 1
        let jobs = try list.integer("jobs", in: 1...ReplayedTrace.maximumJobs)
            ?? min(AvailableProcessors.count(), ReplayedTrace.maximumJobs)
        let fps = try list.integer("fps", in: 1...1000)
        let scale = try list.double("scale", .scale)
        let settleLimit = try list.duration("settle-limit", upTo: 3600) ?? ReplayOptions.defaultSettleLimit
        let golden = list.value("golden")
        if list.has("update") && golden == nil {
            throw CommandLineError("replay: --update needs --golden DIR")
        }
        let goldenStride = try list.integer("golden-stride", in: 1...100_000) ?? 1
        if list.value("golden-stride") != nil && golden == nil {
            throw CommandLineError("replay: --golden-stride needs --golden DIR")
        }
        // Every live ripple, ink layer, tap circle and fade, from the Material library.
        let state: Replayer.StateFunction? = list.has("state") ? { $0.feedbackStates(at: $1) } : nil
        let measure = try list.choice("measure", of: Measure.self) ?? .time
        let countingChild = list.has(CountedReplay.childFlag)
        if measure == .instructions && repeatCount > 1 {
            throw CommandLineError("replay: --measure instructions counts one replay (counts do not vary between replays); drop --repeat")
        }
        if countingChild && !(measure == .instructions && Callgrind.isRunningUnderValgrind) {
            throw CommandLineError("replay: --\(CountedReplay.childFlag) is internal: 'replay --measure instructions' passes it to itself under callgrind")
        }
        let options = ReplayOptions(framesPerSecond: fps, alignment: alignment, settleLimit: settleLimit, scale: scale,
                                    measure: measure)
        let shard = try list.shard("shard") ?? .whole
        // What summary.json records, so that `merge` joins only shards replayed alike.
        let recorded: JSONObject = [
            "frames": .string(frames.rawValue), "repeat": .number(Double(repeatCount)), "state": .bool(list.has("state")),
            "perfetto": .bool(list.has("perfetto")), "golden": golden.map(JSONValue.string) ?? .null,
            "goldenStride": .number(Double(goldenStride)), "update": .bool(list.has("update")),
            "align": .string(alignment.rawValue), "fps": fps.map { .number(Double($0)) } ?? .null,
            "scale": scale.map(JSONValue.number) ?? .null, "settleLimitNs": .number(Double(settleLimit)),
            "measure": .string(measure.rawValue),
        ]

        // Read and check every input before writing anything, so bad input leaves no half output.
        var names: Set<String> = []
        var replayers: [(name: String, replayer: Replayer)] = []
        for path in traces {
            let name = traceName(path)
            guard names.insert(name).inserted else {
                throw CommandLineError("replay: \(path): another trace is also named '\(name)'; their outputs would share \(out)/\(name)")
            }
            let replayer = try replayer(path: path, options: options, state: state)
            do { try ReplayFrameLimit.check(replayer, repeatCount: repeatCount) } catch { throw CommandLineError("replay: \(error)") }
            replayers.append((name, replayer))
        }
        let inputs = replayers.map(\.name)
        let share = shard.select(inputs)
        replayers = replayers.filter { share.contains($0.name) }

        if countingChild {
            return try countUnderCallgrind(replayers, out: out)
        }
        // The replay options for a counted replay's child, as given.
        let childOptions = ["align", "fps", "scale", "settle-limit"].flatMap { option in
            list.value(option).map { ["--" + option, $0] } ?? []
        }
        let tools = measure == .instructions ? try CountedReplay.tools(out: out) : nil

        let progress = isatty(2) == 1
        // One trace's replay, its outputs and its golden check; run on `jobs` threads at once.
        func replayTrace(_ position: Int) throws -> ReplayedTrace {
            let entry = replayers[position]
            var counted: CountedReplay.Result?
            if let tools {
                counted = try CountedReplay.count(trace: entry.replayer.tracePath, name: entry.name, options: childOptions, tools: tools)
            }
            let goldens = golden.map {
                GoldenComparison(directory: "\($0)/\(entry.name)", diffDirectory: "\(out)/\(entry.name)/golden-diffs",
                                 update: list.has("update"))
            }
            var passed = true
            do {
                let writer = try ReplayOutputWriter(directory: "\(out)/\(entry.name)", frames: frames,
                                                    perfetto: list.has("perfetto"), goldens: goldens,
                                                    goldenStride: goldenStride)
                writer.page = try TracePageWriter(directory: "\(out)/\(entry.name)", frames: frames, replayer: entry.replayer)
                var native = entry.replayer
                native.options.measure = .time
                let summary = try writer.write(replaying: native, repeatCount: repeatCount,
                                               counted: counted.map { .init(counts: $0.parts.frames, hashes: $0.hashes) })
                if let counted {
                    try counted.parts.profile.write(to: "\(out)/\(entry.name)/callgrind.out", command: counted.command)
                }
                var messages = ""
                if !writer.goldenFailures.isEmpty {
                    passed = false
                    for failure in writer.goldenFailures {
                        messages += "replay: \(entry.name): golden \(failure.name): \(describe(failure.outcome))\n"
                    }
                }
                return ReplayedTrace(row: SummaryRow(name: entry.name, summary: summary),
                                     entry: .init(name: entry.name, path: entry.replayer.tracePath,
                                                  golden: golden == nil ? nil : passed ? .passed : .failed, summary: summary),
                                     goldensPassed: passed, goldenMessages: messages)
            } catch let error as CommandLineError {
                throw error
            } catch {
                throw CommandLineError("replay: \(entry.replayer.tracePath): \(error)")
            }
        }
        let replayed = try ReplayedTrace.inOrder(count: replayers.count, jobs: jobs, work: replayTrace) { position in
            if progress {
                let counting = tools == nil ? "" : " (and counting under callgrind)"
                showProgress("replaying \(position + 1)/\(replayers.count)\(counting): \(replayers[position].name)")
            }
        } delivered: { trace in
            guard !trace.goldenMessages.isEmpty else { return }
            var error = OutputStream.standardError
            if progress { error.write("\r\u{1B}[K") }
            error.write(trace.goldenMessages)
            error.flush()
        }
        let rows = replayed.map(\.row), entries = replayed.map(\.entry)
        let goldensPassed = replayed.allSatisfy(\.goldensPassed)
        if progress { showProgress(nil) }
        do {
            let runSummary = ReplayRunSummary(options: recorded, shard: shard, inputs: inputs, traces: entries)
            try runSummary.write(toFolder: out)
            try ReplayIndexPage(summary: runSummary).write(toFolder: out)
        } catch {
            throw CommandLineError("replay: \(error)")
        }
        var output = OutputStream.standardOutput
        output.write(SummaryRow.table(rows))
        output.flush()
        return goldensPassed ? .success : .checkFailed
    }

    /// The child of a counted replay (``CountedReplay``), running under callgrind: replays its one
    /// trace with only the replay instrumented, dumping each frame's parts, and writes the report
    /// (for its hashes) to `OUT/<name>/report.json`. Nothing else is written.
    private static func countUnderCallgrind(_ replayers: [(name: String, replayer: Replayer)], out: String) throws -> ExitCode {
        guard replayers.count == 1, let entry = replayers.first else {
            throw CommandLineError("replay: --\(CountedReplay.childFlag) takes one trace")
        }
        Callgrind.startInstrumentation()
        let report = try entry.replayer.report(repeatCount: 1).report
        Callgrind.stopInstrumentation()
        do {
            try Directory.create("\(out)/\(entry.name)")
            try report.write(to: "\(out)/\(entry.name)/report.json")
        } catch {
            throw CommandLineError("replay: \(error)")
        }
        return .success
    }

    /// Reads the trace at `path`, resolves and loads its scene, and validates the trace against
    /// the scene's size.
    static func replayer(path: String, options: ReplayOptions, state: Replayer.StateFunction?) throws -> Replayer {
        let trace = try Trace(contentsOfFile: path)
        let scenePath = trace.scenePath(besideTraceAt: path)
        let replayer = Replayer(trace: trace, tracePath: path, scenePath: scenePath,
                                factory: SceneViewFactory.make(), options: options, state: state)
        let scene: LoadedScene
        do {
            scene = try replayer.loadScene()
        } catch let error as SceneScaleOverrideError {
            throw CommandLineError("replay: --scale \(JSONValue.number(error.scale).serialized()): \(path): scene \"\(trace.scene)\" (\(error.source)): \(error.message)")
        } catch {
            throw CommandLineError("replay: \(path): scene \"\(trace.scene)\" (\(scenePath)): \(error)")
        }
        try trace.validate(sceneSize: scene.size, source: path)
        return replayer
    }

    /// The trace's name: its file name without `.trace.json` (or `.json`).
    static func traceName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".trace.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name
    }

    private static func describe(_ outcome: GoldenOutcome) -> String {
        switch outcome {
        case .matched: return "matched"
        case .recorded(let path): return "recorded \(path)"
        case .missing(let path): return "missing \(path) (run with --update to record it)"
        case .mismatched(let difference, let diffPath):
            if !difference.sameSize { return "size differs; diff in \(diffPath)" }
            return "\(difference.differingPixels) of \(difference.totalPixels) pixels differ (largest channel delta \(difference.maximumChannelDelta)); diff in \(diffPath)"
        }
    }

    private static func showProgress(_ text: String?) {
        var error = OutputStream.standardError
        error.write("\r\u{1B}[K" + (text ?? ""))
        error.flush()
    }
}

/// One line of the summary table `touchstone replay` prints.
struct SummaryRow {
    let name: String
    let summary: ReportSummary

    /// The table: a header and one line per trace, columns aligned; with instruction counts, a
    /// column of each trace's total instructions before the final hash.
    static func table(_ rows: [SummaryRow]) -> String {
        let counted = rows.contains { $0.summary.instructions != nil }
        var header = ["trace", "frames", "p50 ms", "p90 ms", "p99 ms", "max ms", "over budget", "settled at", "final hash"]
        if counted { header.insert("instructions", at: 8) }
        let lines = rows.map { row -> [String] in
            let summary = row.summary
            var cells = [row.name, String(summary.frames), ms(summary.frameNs.p50), ms(summary.frameNs.p90),
                         ms(summary.frameNs.p99), ms(summary.frameNs.max), String(summary.overBudget),
                         summary.settledAt.map { seconds($0) } ?? "never settled", Report.hashText(summary.finalHash)]
            if counted { cells.insert(summary.instructions.map { String($0.total) } ?? "-", at: 8) }
            return cells
        }
        let all = [header] + lines
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// Nanoseconds as milliseconds with three decimals.
    static func ms(_ ns: Int64) -> String {
        let micro = (ns + 500) / 1000
        let fraction = String(micro % 1000)
        return "\(micro / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Seconds with three decimals and an `s`.
    static func seconds(_ value: Double) -> String {
        let ms = Int64((value * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }
}
