#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// The command line's entry point: dispatches to a command, prints errors on stderr and exits with
/// design.md's codes (0 success, 1 a check failed, 2 usage or input error).
let usage = """
    usage: touchstone <command> [arguments]

    Touchstone is a headless, deterministic simulation engine for Material-style touch feedback on
    shaped views.

    commands:
      shape path           print a shape's outline as SVG path data
      shape contains       hit-test points read on stdin against a shape
      shape render         draw a shape, its border and its elevation shadows into a PNG
      render               draw a scene file at rest, or at a moment of a trace, into a PNG
      replay               replay traces: reports, frames, contact sheets, charts, goldens
      import w3c           convert W3C WebDriver touch actions into a trace
      import getevent      convert an Android 'getevent -lt' capture into a trace
      gesture              write a synthetic trace: tap, long-press, drag, fling, pinch
      compare              frame-time verdicts and differing frames between two sets of reports
      merge                join the output folders of sharded replays or fuzz runs
      fuzz hit-test        fuzz hit testing against an exact oracle; shrinks and saves failures
      fuzz scene-hit-test  fuzz View.hitTest on random scenes against a brute-force oracle
      fuzz scene-repro     replay a repro file of 'fuzz scene-hit-test'
      fuzz corpus          replay Fuzz/FailCases through every libFuzzer target's body

    Run 'touchstone <command> --help' for a command's options. Exit codes: 0 success, 1 a check
    failed, 2 usage or input error.
    """

/// The commands by name.
let commands: [String: (ArraySlice<String>) throws -> ExitCode] = [
    "shape": ShapeCommand.run, "render": RenderSceneCommand.run, "replay": ReplayCommand.run,
    "import": ImportCommand.run, "gesture": GestureCommand.run, "compare": CompareCommand.run,
    "fuzz": FuzzCommand.run, "merge": MergeCommand.run,
]

// A reader that closes the pipe early (`| head`) ends the output quietly instead of killing us.
signal(SIGPIPE, SIG_IGN)

let arguments = CommandLine.arguments.dropFirst()
var status = ExitCode.success
do {
    // TOUCHSTONE_SPAN_KERNELS forces the span kernels' level, read once, here: a value that names
    // no level, or one this processor does not run, stops every command (docs/rendering.md).
    _ = try SpanKernels.fromEnvironment()
    _ = SpanKernels.selected
    switch arguments.first {
    case nil:
        var error = OutputStream.standardError
        error.write(usage + "\n")
        error.flush()
        status = .inputError
    case "--help", "-h", "help":
        print(usage)
    case let command?:
        guard let run = commands[command] else {
            throw CommandLineError("unknown command '\(command)'; the commands are shape, render, replay, import, gesture, compare, fuzz and merge (see 'touchstone --help')")
        }
        status = try run(arguments.dropFirst())
    }
} catch {
    var stderr = OutputStream.standardError
    stderr.write("touchstone: \(error)\n")
    stderr.flush()
    status = .inputError
}
exit(status.rawValue)
