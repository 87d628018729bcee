#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON
import Platform
import HitTestFuzzing
import Replay

/// `touchstone fuzz hit-test|scene-hit-test|scene-repro|corpus`: differential hit-test fuzzing of
/// shapes and scenes, the replay of a scene repro, and the replay of the libFuzzer corpus of inputs
/// that ever failed (docs/fuzzing.md). The logic lives in HitTestFuzzing; this file parses
/// arguments, keeps time and writes files.
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
        \(runOptionsHelp(defaultIterations: 1000000))

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
        \(runOptionsHelp(defaultIterations: 100000))
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

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        try Subcommands(command: "fuzz", noun: "subcommand", help: help, entries: [
            .init(name: "hit-test", help: hitTestHelp) { arguments in
                try hitTest(try ArgumentList(arguments, command: "fuzz hit-test",
                                             options: ["seed", "iterations", "seconds", "out", "shard"], flags: []))
            },
            .init(name: "scene-hit-test", help: sceneHitTestHelp) { arguments in
                try sceneHitTest(try ArgumentList(arguments, command: "fuzz scene-hit-test",
                                                  options: ["seed", "iterations", "seconds", "out", "shard"], flags: []))
            },
            .init(name: "scene-repro", help: sceneReproHelp) { arguments in
                let list = try ArgumentList(arguments, command: "fuzz scene-repro", options: [], flags: [])
                return try sceneRepro(try list.exactPositionals(["FILE"])[0])
            },
            .init(name: "corpus", help: corpusHelp) { arguments in
                let list = try ArgumentList(arguments, command: "fuzz corpus", options: ["shard"], flags: [])
                return try corpus(try list.exactPositionals(["DIR"])[0], shard: try list.shard("shard") ?? .whole)
            },
        ]).run(arguments)
    }

    /// A fuzzing subcommand's seed, limits and repro folder, from its arguments.
    struct Run {
        let seed: UInt64
        let iterations: Int?
        let seconds: Double?
        /// `--out DIR`, where repros go.
        let out: String?
        /// `--shard I/N`.
        let shard: Shard

        init(_ list: ArgumentList) throws {
            _ = try list.exactPositionals([])
            seed = try list.integer("seed", in: UInt64.min...UInt64.max)
                ?? UInt64(truncatingIfNeeded: monotonicNanoseconds() ^ (UInt64(time(nil)) &* 0x9E37_79B9_7F4A_7C15))
            iterations = try list.integer("iterations", in: 1...Int.max, expecting: "a positive whole number")
            seconds = try list.double("seconds", .positive, expecting: "a positive number of seconds")
            if iterations != nil, seconds != nil {
                throw CommandLineError("\(list.command): give --iterations or --seconds, not both")
            }
            out = list.value("out")
            shard = try list.shard("shard") ?? .whole
        }

        /// Prints the seed, then runs a `Fuzzer` of the seed for `--iterations` cases, until the
        /// `--seconds` deadline, or for `defaultCases`; returns its report and the wall-clock
        /// seconds it took.
        func run<Fuzzer: SeededFuzzer>(_ type: Fuzzer.Type, defaultCases: Int) -> (report: Fuzzer.Report, elapsed: Double) {
            print(shard.isWhole ? "seed \(seed)" : "seed \(seed), shard \(shard)")
            let start = monotonicNanoseconds()
            let deadline = seconds.map { start + UInt64($0 * 1e9) }
            var fuzzer = Fuzzer.seeded(seed)
            fuzzer.shard = shard
            let report = fuzzer.run(cases: iterations ?? (seconds == nil ? defaultCases : .max)) {
                deadline.map { monotonicNanoseconds() >= $0 } ?? false
            }
            return (report, Double(monotonicNanoseconds() - start) / 1e9)
        }

        /// Writes the run's record into `--out` (nothing without it).
        func writeRecord(_ record: FuzzRunRecord) throws {
            guard let out else { return }
            try makeDirectory(out)
            try writeText(record.jsonText(), to: "\(out)/\(record.fileName)")
        }

        /// The length of the run for its record: `--iterations`, the default, or none with `--seconds`.
        func recordedIterations(defaultCases: Int) -> Int? {
            seconds == nil ? iterations ?? defaultCases : nil
        }

        /// Writes the repro of finding `number` (from 1) as `OUT/NAME-SEED-NUMBER.json` and returns
        /// its path; `nil` without `--out`.
        func writeRepro(_ json: JSONValue, name: String, number: Int) throws -> String? {
            guard let out else { return nil }
            let file = "\(out)/\(name)-\(seed)-\(number).json"
            try writeText(json.serialized() + "\n", to: file)
            return file
        }
    }

    static func hitTest(_ list: ArgumentList) throws -> ExitCode {
        let run = try Run(list)
        let (report, elapsed) = run.run(HitTestFuzzer.self, defaultCases: 1_000_000)
        print(summary(report, elapsed: elapsed))
        try run.writeRecord(FuzzRunRecord(hitTest: report, seed: run.seed, iterations: run.recordedIterations(defaultCases: 1_000_000),
                                          seconds: run.seconds, shard: run.shard, elapsedSeconds: elapsed))

        guard !report.findings.isEmpty || report.mismatches > 0 || report.rasterMismatches > 0
                || report.analyticMismatches > 0 else { return .success }
        for finding in report.analyticFindings { print("ANALYTIC MISMATCH: \(finding)") }
        if let out = run.out { try makeDirectory(out) }
        for (index, finding) in report.findings.enumerated() {
            print("""
                MISMATCH \(index + 1) (\(finding.check)): expected \(finding.expected ? 1 : 0), hit test says \(finding.actual ? 1 : 0)
                  replay: \(finding.testCase.command)
                """)
            if let file = try run.writeRepro(finding.json, name: "hit-test", number: index + 1) {
                print("  repro: \(file)")
            }
        }
        print("seed \(run.seed): \(report.mismatches) oracle, \(report.rasterMismatches) raster and \(report.analyticMismatches) analytic mismatches")
        return .checkFailed
    }

    static func sceneHitTest(_ list: ArgumentList) throws -> ExitCode {
        let run = try Run(list)
        let (report, elapsed) = run.run(SceneHitTestFuzzer.self, defaultCases: 100_000)
        print(sceneSummary(report, elapsed: elapsed))
        try run.writeRecord(FuzzRunRecord(sceneHitTest: report, seed: run.seed, iterations: run.recordedIterations(defaultCases: 100_000),
                                          seconds: run.seconds, shard: run.shard, elapsedSeconds: elapsed))
        guard report.mismatches > 0 || !report.loadFailures.isEmpty else { return .success }
        for failure in report.loadFailures { print("LOAD FAILURE: \(failure)") }
        if let out = run.out, !report.findings.isEmpty { try makeDirectory(out) }
        for (index, finding) in report.findings.enumerated() {
            print("""
                MISMATCH \(index + 1): expected \(finding.expected ?? "none"), hit test says \(finding.actual ?? "none") \
                (\(finding.testCase.viewCount) views, point \(number(finding.testCase.point.x)) \(number(finding.testCase.point.y)))
                  scene: \(finding.testCase.sceneJSON.serialized())
                """)
            if let file = try run.writeRepro(finding.json, name: "scene-hit-test", number: index + 1) {
                print("  repro: \(file); replay: touchstone fuzz scene-repro \(file)")
            }
        }
        print("seed \(run.seed): \(report.mismatches) mismatches, \(report.loadFailures.count) scenes that did not load")
        return .checkFailed
    }

    static func sceneSummary(_ report: SceneHitTestFuzzer.Report, elapsed: Double) -> String {
        func rate(_ n: Int) -> String { perSecond(n, elapsed) }
        return [
            "cases \(report.cases) in \(formatted(elapsed)) s: \(rate(report.cases)) cases/s, \(rate(report.scenes)) scenes/s",
            "scenes \(report.scenes) (\(report.views) views, \(report.scrollViews) of them scroll views); decided: a view \(report.hitView), the root \(report.hitRoot), "
                + "nothing \(report.hitNothing); ambiguous \(report.ambiguous) ("
                + SceneHitTestOracle.Ambiguity.allCases.map { "\($0.rawValue) \(report.ambiguousByReason[$0.rawValue] ?? 0)" }
                    .joined(separator: ", ") + ")",
            "mismatches \(report.mismatches)",
            "by point (cases/ambiguous): " + ScenePointKind.allCases.map {
                "\($0.rawValue) \(report.casesByPointKind[$0.rawValue] ?? 0)/\(report.ambiguousByPointKind[$0.rawValue] ?? 0)"
            }.joined(separator: ", "),
        ].joined(separator: "\n")
    }

    static func sceneRepro(_ path: String) throws -> ExitCode {
        let bytes = try readBytes(path)
        let c = try SceneHitTestFinding.testCase(repro: JSONReader(parsing: bytes, source: path))
        let actual: String?
        do {
            actual = try SceneHitTestFuzzer(seed: 0).actual(c)
        } catch {
            throw CommandLineError("\(path): the repro's scene does not load: \(error)")
        }
        print("point \(number(c.point.x)) \(number(c.point.y)) in \(c.viewCount) views")
        print("hitTest: \(actual ?? "none")")
        guard case .hit(let expected) = SceneHitTestOracle.answer(c) else {
            print("oracle: ambiguous (a rounded coordinate or a point on a mask curve)")
            return .success
        }
        print("oracle: \(expected ?? "none")")
        if expected == actual { print("agree"); return .success }
        print("MISMATCH")
        return .checkFailed
    }

    static func summary(_ report: HitTestFuzzer.Report, elapsed: Double) -> String {
        func rate(_ n: Int) -> String { perSecond(n, elapsed) }
        var lines = [
            "cases \(report.cases) in \(formatted(elapsed)) s: \(rate(report.cases)) cases/s (oracle), "
                + "\(rate(report.cases + report.rasterChecked)) hit tests/s with the raster check",
            "shapes \(report.shapes); decided \(report.inside) inside, \(report.outside) outside; ambiguous \(report.ambiguous)",
            "raster: \(report.rasterChecked) pixel centres (\(report.rasterClean) clean), \(report.rasterSlivers) slivers "
                + "settled by the oracle, \(report.rasterUnsettled) unsettled, \(report.rasterMismatches) mismatches",
            "oracle mismatches \(report.mismatches)",
            "analytic fast path: \(report.analyticShapes) shapes, \(report.analyticCases) points, \(report.analyticDecided) decided exactly, "
                + "\(report.analyticRounding) within rounding of a corner circle, \(report.analyticMismatches) mismatches",
        ]
        lines.append("by shape: " + report.casesByShapeKind.sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        lines.append("by point (cases/ambiguous): " + HitPointKind.allCases.map {
            "\($0.rawValue) \(report.casesByPointKind[$0.rawValue] ?? 0)/\(report.ambiguousByPointKind[$0.rawValue] ?? 0)"
        }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    static func corpus(_ directory: String, shard: Shard = .whole) throws -> ExitCode {
        var failures = 0, inputs = 0
        var all: [(target: FuzzTarget, name: String)] = []
        for target in FuzzTarget.allCases {
            for name in try listDirectory("\(directory)/\(target.rawValue)") { all.append((target, name)) }
        }
        let share = shard.select(all.map { "\($0.target.rawValue)/\($0.name)" })
        for (target, name) in all where share.contains("\(target.rawValue)/\(name)") {
            let bytes = try readBytes("\(directory)/\(target.rawValue)/\(name)")
            inputs += 1
            if let violation = target.run(bytes) {
                failures += 1
                print("FAIL \(target.rawValue)/\(name): \(violation)")
            }
        }
        print("corpus \(directory)\(shard.isWhole ? "" : ", shard \(shard)"): \(inputs) inputs, \(failures) failures")
        return failures == 0 ? .success : .checkFailed
    }

    // MARK: System

    static func monotonicNanoseconds() -> UInt64 { UInt64(MonotonicClock.nanoseconds()) }

    /// `count` per second of `elapsed`, rounded to a whole number; "-" for no time.
    static func perSecond(_ count: Int, _ elapsed: Double) -> String {
        elapsed > 0 ? String(Int((Double(count) / elapsed).rounded())) : "-"
    }

    static func formatted(_ seconds: Double) -> String { String((seconds * 100).rounded() / 100) }

    static func makeDirectory(_ path: String) throws {
        do { try Directory.create(path) } catch {
            throw CommandLineError("\(path): cannot create directory (\(error.reason))")
        }
    }

    static func writeText(_ text: String, to path: String) throws {
        do { try FileWriter.write(Array(text.utf8), toPath: path) } catch {
            if case .cannotCreate = error.kind { throw CommandLineError("\(path): cannot write (\(error.reason))") }
            throw CommandLineError("\(path): write failed")
        }
    }

    /// The names in a directory except dot files, sorted (so the replay order is fixed); a
    /// missing directory is empty.
    static func listDirectory(_ path: String) throws -> [String] {
        do {
            return try Directory.names(in: path).filter { !$0.hasPrefix(".") }
        } catch {
            if error.errorNumber == ENOENT { return [] }
            throw CommandLineError("\(path): cannot list (\(error.reason))")
        }
    }

    static func readBytes(_ path: String, limit: Int = 1 << 20) throws -> [UInt8] {
        do { return try FileReader.bytes(atPath: path, limit: limit) } catch {
            if case .tooLarge = error.kind { throw CommandLineError("\(path): more than \(limit) bytes") }
            throw CommandLineError(error.description)
        }
    }
}

extension FuzzCommand {
    /// The shortest text that reads back as `value`.
    static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }
}

/// A fuzzer `touchstone fuzz` runs: made from a seed, run for a number of cases or until told to
/// stop.
protocol SeededFuzzer {
    associatedtype Report
    /// The fuzzer of `seed` with its production checks.
    static func seeded(_ seed: UInt64) -> Self
    /// The share of the seed's sequence checked.
    var shard: Shard { get set }
    mutating func run(cases limit: Int, shouldStop: () -> Bool) -> Report
}

extension HitTestFuzzer: SeededFuzzer {
    static func seeded(_ seed: UInt64) -> HitTestFuzzer { HitTestFuzzer(seed: seed) }
}

extension SceneHitTestFuzzer: SeededFuzzer {
    static func seeded(_ seed: UInt64) -> SceneHitTestFuzzer { SceneHitTestFuzzer(seed: seed) }
}
