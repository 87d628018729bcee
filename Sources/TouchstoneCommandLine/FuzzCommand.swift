import HitTestFuzzing
import JSON
import Replay

/// `touchstone fuzz hit-test|scene-hit-test|scene-repro|corpus`: differential hit-test fuzzing of
/// shapes and scenes, the replay of a scene repro, and the replay of the libFuzzer corpus of inputs
/// that ever failed (docs/fuzzing.md). The logic lives in HitTestFuzzing (``HitTestFuzzing/FuzzRun``,
/// ``HitTestFuzzing/FuzzCorpus``, ``HitTestFuzzing/SceneReproReplay``); this file parses arguments
/// and prints.
enum FuzzCommand {
    static let help = """
        usage: touchstone fuzz <subcommand> [options]

        subcommands:
          hit-test        fuzz hit testing against an exact oracle and the rasterizer
          scene-hit-test  fuzz View.hitTest on random scenes against a brute-force oracle
          scene-repro     replay a repro file of scene-hit-test
          corpus          replay Fuzz/FailCases (every input that ever failed a libFuzzer target)

        Run 'touchstone fuzz <subcommand> --help' for its options.
        """

    static let hitTestHelp = """
        usage: touchstone fuzz hit-test [--seed N] [--iterations N | --seconds S] [--out DIR] [--shard I/N]

        Generates random shape specs (every corner and edge treatment, percentages, offsets,
        pills, curved and slanted rectangles, SVG outlines; zero, tiny, huge and negative sizes;
        self-intersecting outlines) and points aimed at the hard places (vertices, edges within
        1e-3 to 1e-12, curve extrema, vertex heights, the bounding box), and compares every answer
        of 'shape contains' with an exact winding number under both fill rules. Each shape is also
        rasterized: fully covered pixels must contain their centre, empty ones must not. Points
        closer to a curve than the oracle can certify (about 1e-12 of the shape) are counted as
        ambiguous, not compared. Shapes with a closed form (rects, rounded rects, pills) also have
        their analytic fast path checked at points on and near their corner circles against
        exact big-integer arithmetic; points within its rounding of a circle are not compared.

        Prints the seed first, then cases per second, counts by shape kind and point kind, and the
        ambiguous count. A mismatch is shrunk to a small case, printed with the command that
        replays it and, with --out, written to DIR as a JSON repro; the exit status is then 1.

        options:
        \(runOptionsHelp(defaultIterations: HitTestFuzzer.defaultCases))

        example:
          touchstone fuzz hit-test --seed 7 --seconds 20 --out out/fuzz
        """

    static let sceneHitTestHelp = """
        usage: touchstone fuzz scene-hit-test [--seed N] [--iterations N | --seconds S] [--out DIR]
                                              [--shard I/N]

        Generates random scenes (up to 12 plain, shaped and scroll views nested up to 5 deep: every
        shape kind, borders, scroll views with content offsets inside, at the ends of and beyond
        their content (as insets allow) and on pixel-grid ties at scale 1 or 2, overlapping
        siblings, children overflowing their parent or scrolled out of it, zero-sized views, hidden
        views, alpha 0, 0.01 and the next double above, non-interactive views), loads each as a
        scene file with the Material kinds, and compares the root view's hitTest at 64 points per
        scene (frame corners and edges, exactly and 1e-3 to 1e-12 or a few ulps off, border bands,
        the content masks' vertices and curves) with a brute-force oracle of UIKit's rules (a
        scroll view's bounds start at its offset on the pixel grid) whose mask test is the exact
        winding number. Points the oracle cannot place exactly (a rounded frame coordinate or
        scroll shift, a point on a mask curve) are counted as ambiguous.

        Prints the seed first, then cases per second and counts. A mismatch is shrunk (fewer
        views, fewer attributes, simpler shapes, rounder numbers), printed and, with --out,
        written to DIR as a JSON repro that 'touchstone fuzz scene-repro FILE' replays; the exit
        status is then 1.

        options:
        \(runOptionsHelp(defaultIterations: SceneHitTestFuzzer.defaultCases))
        """

    /// The options of both fuzzing runs, for their helps.
    private static func runOptionsHelp(defaultIterations: Int) -> String {
        """
          --seed N          the run's seed, 0 to 2^64-1 (default: taken from the clock, printed)
          --iterations N    stop after N hit tests (default \(defaultIterations) unless --seconds is given)
          --seconds S       stop after S seconds of wall-clock time
          --out DIR         write repros of failures to DIR (created if missing), and the run's
                            record NAME-SEED.run.json (counts and findings; 'touchstone merge'
                            joins shards by it)
          --shard I/N       check only the I-th of N shares of the seed's sequence (1-based):
                            shape or scene k (from 0) goes to shard k mod N + 1; the length
                            counts every shard's cases, so the N shards of one seed and
                            --iterations check exactly the unsharded run's cases
          --help            show this help
        """
    }

    static let sceneReproHelp = """
        usage: touchstone fuzz scene-repro FILE

        Replays a repro file of 'fuzz scene-hit-test' (format touchstone.scene-hit-test-repro):
        loads its scene, hit-tests its point, and prints the oracle's and View.hitTest's answers
        (a view's id, #root, or none). Exits 1 when they disagree, 0 when they agree or the oracle
        cannot decide.
        """

    static let corpusHelp = """
        usage: touchstone fuzz corpus DIR [--shard I/N]

        Replays DIR/<target>/* through each libFuzzer target's body (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))),
        without the sanitizer build: the regression corpus Fuzz/FailCases, in the ordinary build.
        Exits 1 if any input violates its target's property.

        --shard I/N replays only the I-th of N shares (1-based): the inputs sorted as
        target/name (UTF-8 bytes), input k (from 0) goes to shard k mod N + 1.
        """

    static func run(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        try Subcommands(command: "fuzz", noun: "subcommand", help: help, entries: [
            .init(name: "hit-test", help: hitTestHelp) { arguments in
                try hitTest(try ArgumentList(arguments, command: "fuzz hit-test",
                                             options: ["seed", "iterations", "seconds", "out", "shard"], flags: []))
            },
            .init(name: "scene-hit-test", help: sceneHitTestHelp) { arguments in
                try sceneHitTest(try ArgumentList(arguments, command: "fuzz scene-hit-test",
                                                  options: ["seed", "iterations", "seconds", "out", "shard"], flags: []),
                                 tool)
            },
            .init(name: "scene-repro", help: sceneReproHelp) { arguments in
                let list = try ArgumentList(arguments, command: "fuzz scene-repro", options: [], flags: [])
                return try sceneRepro(try list.exactPositionals(["FILE"])[0], tool)
            },
            .init(name: "corpus", help: corpusHelp) { arguments in
                let list = try ArgumentList(arguments, command: "fuzz corpus", options: ["shard"], flags: [])
                return try corpus(try list.exactPositionals(["DIR"])[0], shard: try list.shard("shard") ?? .whole)
            },
        ]).run(arguments)
    }

    /// A fuzzing subcommand's run (``HitTestFuzzing/FuzzRun``) from its arguments.
    static func fuzzRun(_ list: ArgumentList) throws -> FuzzRun {
        _ = try list.exactPositionals([])
        let iterations = try list.integer("iterations", in: 1...Int.max, expecting: "a positive whole number")
        let seconds = try list.double("seconds", .positive, expecting: "a positive number of seconds")
        if iterations != nil, seconds != nil {
            throw CommandLineError("\(list.command): give --iterations or --seconds, not both")
        }
        return FuzzRun(seed: try list.integer("seed", in: UInt64.min...UInt64.max) ?? FuzzRun.seedFromClock(),
                       iterations: iterations, seconds: seconds, out: list.value("out"),
                       shard: try list.shard("shard") ?? .whole)
    }

    static func hitTest(_ list: ArgumentList) throws -> ExitCode {
        let run = try fuzzRun(list)
        print(run.seedLine)
        let (report, elapsed) = run.run { HitTestFuzzer(seed: $0) }
        print(report.summary(elapsed: elapsed))
        let record = FuzzRunRecord(hitTest: report, run: run, elapsedSeconds: elapsed)
        try run.writeRecord(record)
        guard report.failed else { return .success }
        for finding in report.analyticFindings { print("ANALYTIC MISMATCH: \(finding)") }
        for (index, finding) in report.findings.enumerated() {
            print("""
                MISMATCH \(index + 1) (\(finding.check)): expected \(finding.expected ? 1 : 0), hit test says \(finding.actual ? 1 : 0)
                  replay: \(finding.testCase.command)
                """)
            if let file = try run.writeRepro(finding.json, of: record, number: index + 1) {
                print("  repro: \(file)")
            }
        }
        print("seed \(run.seed): \(report.mismatches) oracle, \(report.rasterMismatches) raster and \(report.analyticMismatches) analytic mismatches")
        return .checkFailed
    }

    /// The scene fuzzer of a seed, with the tool's kinds.
    static func sceneFuzzer(_ seed: UInt64, _ tool: TouchstoneCommandLine) -> SceneHitTestFuzzer {
        SceneHitTestFuzzer(seed: seed, factory: tool.factory, kinds: tool.sceneFuzzKinds)
    }

    static func sceneHitTest(_ list: ArgumentList, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        let run = try fuzzRun(list)
        print(run.seedLine)
        let (report, elapsed) = run.run { sceneFuzzer($0, tool) }
        print(report.summary(elapsed: elapsed))
        let record = FuzzRunRecord(sceneHitTest: report, run: run, elapsedSeconds: elapsed)
        try run.writeRecord(record)
        guard report.failed else { return .success }
        for failure in report.loadFailures { print("LOAD FAILURE: \(failure)") }
        for (index, finding) in report.findings.enumerated() {
            print("""
                MISMATCH \(index + 1): expected \(finding.expected ?? "none"), hit test says \(finding.actual ?? "none") \
                (\(finding.testCase.viewCount) views, point \(number(finding.testCase.point.x)) \(number(finding.testCase.point.y)))
                  scene: \(finding.testCase.sceneJSON.serialized())
                """)
            if let file = try run.writeRepro(finding.json, of: record, number: index + 1) {
                print("  repro: \(file); replay: touchstone fuzz scene-repro \(file)")
            }
        }
        print("seed \(run.seed): \(report.mismatches) mismatches, \(report.loadFailures.count) scenes that did not load")
        return .checkFailed
    }

    static func sceneRepro(_ path: String, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        let replay = try SceneReproReplay(contentsOfFile: path, fuzzer: sceneFuzzer(0, tool))
        let c = replay.testCase
        print("point \(number(c.point.x)) \(number(c.point.y)) in \(c.viewCount) views")
        print("hitTest: \(replay.actual ?? "none")")
        guard case .hit(let expected) = replay.expected else {
            print("oracle: ambiguous (a rounded coordinate or a point on a mask curve)")
            return .success
        }
        print("oracle: \(expected ?? "none")")
        if replay.agrees { print("agree"); return .success }
        print("MISMATCH")
        return .checkFailed
    }

    static func corpus(_ directory: String, shard: Shard = .whole) throws -> ExitCode {
        let result = try FuzzCorpus.replay(directory, shard: shard)
        for failure in result.failures { print("FAIL \(failure.input): \(failure.violation)") }
        print("corpus \(directory)\(shard.isWhole ? "" : ", shard \(shard)"): \(result.inputs) inputs, \(result.failures.count) failures")
        return result.failures.isEmpty ? .success : .checkFailed
    }

    /// The shortest text that reads back as `value`.
    static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }
}
