#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HitTestFuzzing
import Material
import Raster
import Scene

/// The whole `touchstone` command line — `shape`, `render`, `replay`, `import`, `gesture`,
/// `compare`, `fuzz`, `merge` — for the `touchstone` executable and for tools of one's own, whose
/// view factories add their kinds to the built-in ones:
///
///     // Sources/my-touchstone/main.swift
///     import TouchstoneCommandLine
///     TouchstoneCommandLine(factories: [TicketViewFactory()]).exit()
///
/// Then `my-touchstone replay --out o ticket.trace.json` writes the same reports, frames and
/// HTML pages as `touchstone replay` does for the built-in kinds, `--state` records whatever a
/// custom view reports through ``Scene/FeedbackReporting``, `render` and `gesture` load scenes with
/// the custom kinds, `compare --run` and `--measure instructions` run the tool itself (or the
/// builds given), and `fuzz scene-hit-test` puts the ``HitTestFuzzing/SceneFuzzKind``s given into
/// its random scenes.
///
/// Exit codes: 0 success, 1 a check failed (golden, regression, fuzz finding), 2 usage or input
/// error, its message on stderr naming the file or option and the place.
public struct TouchstoneCommandLine {
    /// The view factories scene files are loaded with: the caller's, then Material's (which makes
    /// `view` and `scroll` too).
    public let factory: any ViewFactory
    /// The caller's kinds for `fuzz scene-hit-test` and `fuzz scene-repro`.
    public let sceneFuzzKinds: [any SceneFuzzKind]

    /// A command line whose scenes may use the kinds of `factories` besides the built-in ones (a
    /// caller's kind named like a built-in one replaces it), and whose scene fuzzing draws the
    /// `sceneFuzzKinds` too.
    public init(factories: [any ViewFactory] = [], sceneFuzzKinds: [any SceneFuzzKind] = []) {
        factory = CombinedViewFactory(factories + [MaterialViewFactory()])
        self.sceneFuzzKinds = sceneFuzzKinds
    }

    /// Runs the command `arguments` name (without the program's name) and returns the exit
    /// status; output goes to stdout, errors to stderr.
    public func run(_ arguments: [String]) -> Int32 {
        // A reader that closes the pipe early (`| head`) ends the output quietly instead of killing us.
        signal(SIGPIPE, SIG_IGN)
        let arguments = ArraySlice(arguments)
        var status = ExitCode.success
        do {
            // TOUCHSTONE_SPAN_KERNELS forces the span kernels' level, read once, here: a value that
            // names no level, or one this processor does not run, stops every command
            // (docs/rendering.md).
            _ = try SpanKernels.fromEnvironment()
            switch arguments.first {
            case nil:
                var error = OutputStream.standardError
                error.write(Self.usage + "\n")
                error.flush()
                status = .inputError
            case "--help", "-h", "help":
                print(Self.usage)
            case let command?:
                guard let run = Self.commands[command] else {
                    throw CommandLineError("unknown command '\(command)'; the commands are shape, render, replay, import, gesture, compare, fuzz and merge (see 'touchstone --help')")
                }
                status = try run(arguments.dropFirst(), self)
            }
        } catch {
            var stderr = OutputStream.standardError
            stderr.write("touchstone: \(error)\n")
            stderr.flush()
            status = .inputError
        }
        return status.rawValue
    }

    /// Runs the process's own arguments (``run(_:)``) and exits with the status.
    public func exit() -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()))
        fflush(stdout)
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// The commands by name.
    static let commands: [String: (ArraySlice<String>, TouchstoneCommandLine) throws -> ExitCode] = [
        "shape": { arguments, _ in try ShapeCommand.run(arguments) },
        "render": RenderSceneCommand.run, "replay": ReplayCommand.run,
        "import": ImportCommand.run, "gesture": GestureCommand.run,
        "compare": { arguments, _ in try CompareCommand.run(arguments) },
        "fuzz": FuzzCommand.run, "merge": { arguments, _ in try MergeCommand.run(arguments) },
    ]

    /// The answer to `--help` and to no arguments.
    static let usage = """
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
}
