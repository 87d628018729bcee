#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Replay

/// `compare --run`: replays traces with two builds in alternating order, one process per side per
/// trace per round, into two folders of runs for a paired comparison.
///
/// Round i runs, for each trace in turn, both tools one right after the other: the baseline first
/// in odd rounds and the candidate first in even ones (ABBA), so that neither side always runs
/// second (warmer caches, or the start of a slow phase) and the two runs of a pair are as close
/// in time as they can be. Run i of each side goes to `OUT/base/round-NN` and
/// `OUT/candidate/round-NN` (NN the round, zero-padded so byte order is round order).
struct CompareRounds {
    /// One side of the comparison.
    enum Side: String, CaseIterable {
        case base
        case candidate
    }

    /// The baseline's and the candidate's executables: anything taking `touchstone replay`'s
    /// arguments.
    let tools: (base: String, candidate: String)
    /// The trace files, each replayed in its own processes.
    let traces: [String]
    /// The output folder; `base/` and `candidate/` are created in it.
    let out: String
    /// The number of rounds (pairs of runs per trace).
    let rounds: Int
    /// Arguments added to every replay after `--out DIR`: `--repeat K --frames none`, and
    /// `--fps`/`--scale` when given.
    let replayOptions: [String]

    /// The folder of one side's runs.
    func folder(_ side: Side) -> String {
        (out.hasSuffix("/") ? out : out + "/") + side.rawValue
    }

    /// The name of round `round` (1-based): `round-01`…, wide enough for ``rounds``.
    func roundName(_ round: Int) -> String {
        let digits = max(2, String(rounds).count)
        let number = String(round)
        return "round-" + String(repeating: "0", count: digits - number.count) + number
    }

    /// Checks the inputs, then runs every round; on return `folder(.base)` and
    /// `folder(.candidate)` hold a report per round and trace.
    ///
    /// - Throws: ``CommandLineError`` for a missing trace, two traces with one name, an output
    ///   folder that already holds runs (they would be mixed in), a tool that cannot be started,
    ///   fails, or writes no report.
    func run() throws {
        try checkInputs()
        let progress = isatty(2) == 1
        defer { if progress { showProgress(nil) } }
        for round in 1...rounds {
            let order: [Side] = round % 2 == 1 ? [.base, .candidate] : [.candidate, .base]
            for trace in traces {
                for side in order {
                    if progress { showProgress("compare: round \(round)/\(rounds): \(side.rawValue) \(ReplayCommand.traceName(trace))") }
                    try replay(trace, side: side, round: round)
                }
            }
        }
    }

    /// Checks that every trace can be read, no two share a name, and neither side's folder exists.
    private func checkInputs() throws {
        var names: Set<String> = []
        for trace in traces {
            guard access(trace, R_OK) == 0 else {
                throw CommandLineError("compare: \(trace): cannot read the trace (\(String(cString: strerror(errno))))")
            }
            let name = ReplayCommand.traceName(trace)
            guard names.insert(name).inserted else {
                throw CommandLineError("compare: \(trace): another trace is also named '\(name)'; their runs would share a folder")
            }
        }
        for side in Side.allCases {
            var info = stat()
            if stat(folder(side), &info) == 0 {
                throw CommandLineError("compare: \(folder(side)) already exists; its runs would be mixed with the new ones (remove it or choose another --out)")
            }
        }
    }

    /// `--measure instructions`: one process per side, `TOOL replay TRACE... --out OUT/<side>
    /// --frames none --measure instructions` (plus `--fps`/`--scale`), which counts every trace
    /// once; on return `folder(.base)` and `folder(.candidate)` hold a report and a profile per
    /// trace. Counts do not drift with the machine, so neither order nor rounds matter.
    ///
    /// - Throws: as ``run()``.
    func runCounted() throws {
        try checkInputs()
        let progress = isatty(2) == 1
        defer { if progress { showProgress(nil) } }
        for side in Side.allCases {
            if progress { showProgress("compare: counting \(side.rawValue) (\(traces.count) traces under callgrind)") }
            let tool = side == .base ? tools.base : tools.candidate
            let arguments = ["replay"] + traces + ["--out", folder(side)] + replayOptions
            try runTool(tool, arguments, side: side)
            for trace in traces {
                let report = folder(side) + "/" + ReplayCommand.traceName(trace) + "/report.json"
                guard access(report, R_OK) == 0 else {
                    throw CommandLineError("compare: \(side.rawValue) tool '\(tool)': `\(ChildProcess.display([tool] + arguments))` succeeded but wrote no \(report)")
                }
            }
        }
    }

    /// One process: `TOOL replay TRACE --out OUT/<side>/round-NN …`.
    private func replay(_ trace: String, side: Side, round: Int) throws {
        let tool = side == .base ? tools.base : tools.candidate
        let runFolder = folder(side) + "/" + roundName(round)
        let arguments = ["replay", trace, "--out", runFolder] + replayOptions
        let command = ChildProcess.display([tool] + arguments)
        try runTool(tool, arguments, side: side)
        let report = runFolder + "/" + ReplayCommand.traceName(trace) + "/report.json"
        guard access(report, R_OK) == 0 else {
            throw CommandLineError("compare: \(side.rawValue) tool '\(tool)': `\(command)` succeeded but wrote no \(report)")
        }
    }

    /// Runs `tool` with `arguments` to completion.
    ///
    /// - Throws: ``CommandLineError`` when it cannot start or does not exit with status 0,
    ///   naming the command, how it ended and the end of its stderr.
    private func runTool(_ tool: String, _ arguments: [String], side: Side) throws {
        let command = ChildProcess.display([tool] + arguments)
        let outcome = try ChildProcess.run(tool, arguments, context: "compare: \(side.rawValue) tool")
        guard outcome.termination == .exited(0) else {
            let how: String
            switch outcome.termination {
            case .exited(let status): how = "exited with status \(status)"
            case .signalled(let signal): how = "was killed by signal \(signal)"
            }
            throw CommandLineError("compare: \(side.rawValue) tool '\(tool)' failed: `\(command)` \(how)" + Self.quote(outcome.stderrTail))
        }
    }

    /// The end of a tool's stderr for a message: its last lines, or nothing when it was silent.
    private static func quote(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true).suffix(5)
        guard !lines.isEmpty else { return " and wrote nothing on stderr" }
        return "; its stderr ended:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
    }

    private func showProgress(_ text: String?) {
        var error = OutputStream.standardError
        error.write("\r\u{1B}[K" + (text ?? ""))
        error.flush()
    }
}
