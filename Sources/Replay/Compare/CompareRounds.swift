#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform

/// `compare --run`: replays traces with two builds in alternating order, one process per side per
/// trace per round, into two folders of runs for a paired comparison (``ReportComparison``), or
/// once per side under callgrind (``runCounted(progress:)``).
///
/// Round i runs, for each trace in turn, both tools one right after the other: the baseline first
/// in odd rounds and the candidate first in even ones (ABBA), so that neither side always runs
/// second (warmer caches, or the start of a slow phase) and the two runs of a pair are as close
/// in time as they can be. Run i of each side goes to `OUT/base/round-NN` and
/// `OUT/candidate/round-NN` (NN the round, zero-padded so byte order is round order).
public struct CompareRounds {
    /// One side of the comparison.
    public enum Side: String, CaseIterable, Sendable {
        case base
        case candidate
    }

    /// The baseline's and the candidate's executables: anything taking `touchstone replay`'s
    /// arguments (two builds of `touchstone`, or of a tool made with `TouchstoneCommandLine`).
    public let tools: (base: String, candidate: String)
    /// The trace files, each replayed in its own processes.
    public let traces: [String]
    /// The output folder; `base/` and `candidate/` are created in it.
    public let out: String
    /// The number of rounds (pairs of runs per trace).
    public let rounds: Int
    /// Arguments added to every replay after `--out DIR`: `--repeat K --frames none`, and
    /// `--fps`/`--scale` when given.
    public let replayOptions: [String]

    /// Rounds of `tools` over `traces` into `out`.
    public init(tools: (base: String, candidate: String), traces: [String], out: String, rounds: Int,
                replayOptions: [String]) {
        self.tools = tools
        self.traces = traces
        self.out = out
        self.rounds = rounds
        self.replayOptions = replayOptions
    }

    /// The folder of one side's runs.
    public func folder(_ side: Side) -> String {
        FileSystem.join(out, side.rawValue)
    }

    /// The name of round `round` (1-based): `round-01`…, wide enough for ``rounds``.
    public func roundName(_ round: Int) -> String {
        let digits = max(2, String(rounds).count)
        let number = String(round)
        return "round-" + String(repeating: "0", count: digits - number.count) + number
    }

    /// Checks the inputs, then runs every round; on return `folder(.base)` and
    /// `folder(.candidate)` hold a report per round and trace. `progress` is told each run as it
    /// starts (`round 3/20: base tap-card`).
    ///
    /// - Throws: ``ReplayError`` for a missing trace, two traces with one name, an output folder
    ///   that already holds runs (they would be mixed in), a tool that cannot be started, fails,
    ///   or writes no report.
    public func run(progress: (String) -> Void = { _ in }) throws {
        try checkInputs()
        for round in 1...rounds {
            let order: [Side] = round % 2 == 1 ? [.base, .candidate] : [.candidate, .base]
            for trace in traces {
                for side in order {
                    progress("round \(round)/\(rounds): \(side.rawValue) \(Trace.name(ofFileAt: trace))")
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
                throw ReplayError(.traceUnreadable, "\(trace): cannot read the trace (\(String(cString: strerror(errno))))")
            }
            let name = Trace.name(ofFileAt: trace)
            guard names.insert(name).inserted else {
                throw ReplayError(.duplicateTraceName, "\(trace): another trace is also named '\(name)'; their runs would share a folder")
            }
        }
        for side in Side.allCases {
            var info = stat()
            if stat(folder(side), &info) == 0 {
                throw ReplayError(.outputExists, "\(folder(side)) already exists; its runs would be mixed with the new ones (remove it or choose another --out)")
            }
        }
    }

    /// `--measure instructions`: one process per side, `TOOL replay TRACE... --out OUT/<side>
    /// --frames none --measure instructions` (plus `--fps`/`--scale`), which counts every trace
    /// once; on return `folder(.base)` and `folder(.candidate)` hold a report and a profile per
    /// trace. Counts do not drift with the machine, so neither order nor rounds matter.
    ///
    /// - Throws: as ``run(progress:)``.
    public func runCounted(progress: (String) -> Void = { _ in }) throws {
        try checkInputs()
        for side in Side.allCases {
            progress("counting \(side.rawValue) (\(traces.count) traces under callgrind)")
            let tool = side == .base ? tools.base : tools.candidate
            let arguments = ["replay"] + traces + ["--out", folder(side)] + replayOptions
            try runTool(tool, arguments, side: side)
            for trace in traces {
                try requireReport(folder(side) + "/" + Trace.name(ofFileAt: trace) + "/report.json",
                                  side: side, command: [tool] + arguments)
            }
        }
    }

    /// One process: `TOOL replay TRACE --out OUT/<side>/round-NN …`.
    private func replay(_ trace: String, side: Side, round: Int) throws {
        let tool = side == .base ? tools.base : tools.candidate
        let runFolder = folder(side) + "/" + roundName(round)
        let arguments = ["replay", trace, "--out", runFolder] + replayOptions
        try runTool(tool, arguments, side: side)
        try requireReport(runFolder + "/" + Trace.name(ofFileAt: trace) + "/report.json", side: side,
                          command: [tool] + arguments)
    }

    /// Throws unless the tool wrote `report`.
    private func requireReport(_ report: String, side: Side, command: [String]) throws {
        guard access(report, R_OK) == 0 else {
            throw ReplayError(.toolFailed, "\(side.rawValue) tool '\(command[0])': `\(ChildProcess.display(command))` succeeded but wrote no \(report)")
        }
    }

    /// Runs `tool` with `arguments` to completion.
    ///
    /// - Throws: ``ReplayError`` of kind ``ReplayError/Kind/toolFailed`` when it cannot start or
    ///   does not exit with status 0, naming the command, how it ended and the end of its stderr.
    private func runTool(_ tool: String, _ arguments: [String], side: Side) throws {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(tool, arguments)
        } catch {
            throw ReplayError(.toolFailed, "\(side.rawValue) tool: \(error)")
        }
        guard outcome.succeeded else {
            throw ReplayError(.toolFailed, "\(side.rawValue) tool '\(tool)' failed: `\(ChildProcess.display([tool] + arguments))` \(outcome.failureDescription)")
        }
    }
}
