#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON
import Platform
import HitTestFuzzing
import Replay

/// `touchstone fuzz hit-test|corpus`: differential hit-test fuzzing, and the replay of the libFuzzer
/// corpus of inputs that ever failed. The logic lives in HitTestFuzzing (`Sources/HitTestFuzzing`); this file
/// parses arguments, keeps time and writes files.
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
        usage: touchstone fuzz hit-test [--seed N] [--iterations N | --seconds S] [--out DIR]

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
          --seed N          the run's seed, 0 to 2^64-1 (default: taken from the clock, printed)
          --iterations N    stop after N hit tests (default 1000000 unless --seconds is given)
          --seconds S       stop after S seconds of wall-clock time
          --out DIR         write repros of failures to DIR (created if missing)
          --help            show this help

        example:
          touchstone fuzz hit-test --seed 7 --seconds 20 --out out/fuzz
        """

    static let sceneHitTestHelp = """
        usage: touchstone fuzz scene-hit-test [--seed N] [--iterations N | --seconds S] [--out DIR]

        Generates random scenes (up to 12 plain and shaped views nested up to 5 deep: every shape
        kind, borders, overlapping siblings, children overflowing their parent, zero-sized views,
        hidden views, alpha 0, 0.01 and the next double above, non-interactive views), loads each
        as a scene file with the Material kinds, and compares the root view's hitTest at 64 points
        per scene (frame corners and edges, exactly and 1e-3 to 1e-12 or a few ulps off, border
        bands, the content masks' vertices and curves) with a brute-force oracle of UIKit's rules
        whose mask test is the exact winding number. Points the oracle cannot place exactly (a
        rounded frame coordinate, a point on a mask curve) are counted as ambiguous.

        Prints the seed first, then cases per second and counts. A mismatch is shrunk (fewer
        views, fewer attributes, simpler shapes, rounder numbers), printed and, with --out,
        written to DIR as a JSON repro that 'touchstone fuzz scene-repro FILE' replays; the exit
        status is then 1.

        options:
          --seed N          the run's seed, 0 to 2^64-1 (default: taken from the clock, printed)
          --iterations N    stop after N hit tests (default 100000 unless --seconds is given)
          --seconds S       stop after S seconds of wall-clock time
          --out DIR         write repros of failures to DIR (created if missing)
          --help            show this help
        """

    static let sceneReproHelp = """
        usage: touchstone fuzz scene-repro FILE

        Replays a repro file of 'fuzz scene-hit-test' (format touchstone.scene-hit-test-repro):
        loads its scene, hit-tests its point, and prints the oracle's and View.hitTest's answers
        (a view's id, #root, or none). Exits 1 when they disagree, 0 when they agree or the oracle
        cannot decide.
        """

    static let corpusHelp = """
        usage: touchstone fuzz corpus DIR

        Replays DIR/<target>/* through each libFuzzer target's body (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))),
        without the sanitizer build: the regression corpus Fuzz/FailCases, in the ordinary build.
        Exits 1 if any input violates its target's property.
        """

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        guard let subcommand = arguments.first else {
            throw CommandLineError("fuzz: missing subcommand (hit-test, scene-hit-test, scene-repro or corpus); see 'touchstone fuzz --help'")
        }
        let rest = arguments.dropFirst()
        switch subcommand {
        case "--help", "-h", "help":
            print(help)
            return .success
        case "hit-test":
            if rest.contains("--help") { print(hitTestHelp); return .success }
            return try hitTest(try ArgumentList(rest, command: "fuzz hit-test",
                                                options: ["seed", "iterations", "seconds", "out"], flags: []))
        case "scene-hit-test":
            if rest.contains("--help") { print(sceneHitTestHelp); return .success }
            return try sceneHitTest(try ArgumentList(rest, command: "fuzz scene-hit-test",
                                                     options: ["seed", "iterations", "seconds", "out"], flags: []))
        case "scene-repro":
            if rest.contains("--help") { print(sceneReproHelp); return .success }
            let list = try ArgumentList(rest, command: "fuzz scene-repro", options: [], flags: [])
            return try sceneRepro(try list.exactPositionals(["FILE"])[0])
        case "corpus":
            if rest.contains("--help") { print(corpusHelp); return .success }
            let list = try ArgumentList(rest, command: "fuzz corpus", options: [], flags: [])
            return try corpus(try list.exactPositionals(["DIR"])[0])
        default:
            throw CommandLineError("fuzz: unknown subcommand '\(subcommand)'; expected hit-test, scene-hit-test, scene-repro or corpus")
        }
    }

    /// The seed, case limit and time limit of a fuzzing subcommand's arguments.
    static func runLimits(_ list: ArgumentList, command: String) throws -> (seed: UInt64, iterations: Int?, seconds: Double?) {
        _ = try list.exactPositionals([])
        let seed: UInt64
        if let text = list.value("seed") {
            guard let value = UInt64(text) else {
                throw CommandLineError("\(command): --seed '\(text)': expected an integer from 0 to 18446744073709551615")
            }
            seed = value
        } else {
            seed = UInt64(truncatingIfNeeded: monotonicNanoseconds() ^ (UInt64(time(nil)) &* 0x9E37_79B9_7F4A_7C15))
        }
        var iterations: Int? = nil, seconds: Double? = nil
        if let text = list.value("iterations") {
            guard let value = Int(text), value > 0 else {
                throw CommandLineError("\(command): --iterations '\(text)': expected a positive integer")
            }
            iterations = value
        }
        if let text = list.value("seconds") {
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw CommandLineError("\(command): --seconds '\(text)': expected a positive number of seconds")
            }
            seconds = value
        }
        if iterations != nil, seconds != nil {
            throw CommandLineError("\(command): give --iterations or --seconds, not both")
        }
        return (seed, iterations, seconds)
    }

    static func hitTest(_ list: ArgumentList) throws -> ExitCode {
        let (seed, iterations, seconds) = try runLimits(list, command: "fuzz hit-test")
        let out = list.value("out")

        print("seed \(seed)")
        let start = monotonicNanoseconds()
        let deadline = seconds.map { start + UInt64($0 * 1e9) }
        var fuzzer = HitTestFuzzer(seed: seed)
        let report = fuzzer.run(cases: iterations ?? (seconds == nil ? 1_000_000 : .max)) {
            deadline.map { monotonicNanoseconds() >= $0 } ?? false
        }
        let elapsed = Double(monotonicNanoseconds() - start) / 1e9
        print(summary(report, elapsed: elapsed))

        guard !report.findings.isEmpty || report.mismatches > 0 || report.rasterMismatches > 0
                || report.analyticMismatches > 0 else { return .success }
        for finding in report.analyticFindings { print("ANALYTIC MISMATCH: \(finding)") }
        if let out { try makeDirectory(out) }
        for (index, finding) in report.findings.enumerated() {
            print("""
                MISMATCH \(index + 1) (\(finding.check)): expected \(finding.expected ? 1 : 0), hit test says \(finding.actual ? 1 : 0)
                  replay: \(finding.testCase.command)
                """)
            if let out {
                let file = "\(out)/hit-test-\(seed)-\(index + 1).json"
                try writeText(finding.json.serialized() + "\n", to: file)
                print("  repro: \(file)")
            }
        }
        print("seed \(seed): \(report.mismatches) oracle, \(report.rasterMismatches) raster and \(report.analyticMismatches) analytic mismatches")
        return .checkFailed
    }

    static func sceneHitTest(_ list: ArgumentList) throws -> ExitCode {
        let (seed, iterations, seconds) = try runLimits(list, command: "fuzz scene-hit-test")
        let out = list.value("out")
        print("seed \(seed)")
        let start = monotonicNanoseconds()
        let deadline = seconds.map { start + UInt64($0 * 1e9) }
        var fuzzer = SceneHitTestFuzzer(seed: seed)
        let report = fuzzer.run(cases: iterations ?? (seconds == nil ? 100_000 : .max)) {
            deadline.map { monotonicNanoseconds() >= $0 } ?? false
        }
        let elapsed = Double(monotonicNanoseconds() - start) / 1e9
        print(sceneSummary(report, elapsed: elapsed))
        guard report.mismatches > 0 || !report.loadFailures.isEmpty else { return .success }
        for failure in report.loadFailures { print("LOAD FAILURE: \(failure)") }
        if let out, !report.findings.isEmpty { try makeDirectory(out) }
        for (index, finding) in report.findings.enumerated() {
            print("""
                MISMATCH \(index + 1): expected \(finding.expected ?? "none"), hit test says \(finding.actual ?? "none") \
                (\(finding.testCase.viewCount) views, point \(number(finding.testCase.point.x)) \(number(finding.testCase.point.y)))
                  scene: \(finding.testCase.sceneJSON.serialized())
                """)
            if let out {
                let file = "\(out)/scene-hit-test-\(seed)-\(index + 1).json"
                try writeText(finding.json.serialized() + "\n", to: file)
                print("  repro: \(file); replay: touchstone fuzz scene-repro \(file)")
            }
        }
        print("seed \(seed): \(report.mismatches) mismatches, \(report.loadFailures.count) scenes that did not load")
        return .checkFailed
    }

    static func sceneSummary(_ report: SceneHitTestFuzzer.Report, elapsed: Double) -> String {
        func rate(_ n: Int) -> String { elapsed > 0 ? String(Int((Double(n) / elapsed).rounded())) : "-" }
        return [
            "cases \(report.cases) in \(formatted(elapsed)) s: \(rate(report.cases)) cases/s, \(rate(report.scenes)) scenes/s",
            "scenes \(report.scenes) (\(report.views) views); decided: a view \(report.hitView), the root \(report.hitRoot), "
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
        func rate(_ n: Int) -> String { elapsed > 0 ? String(Int((Double(n) / elapsed).rounded())) : "-" }
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

    static func corpus(_ directory: String) throws -> ExitCode {
        var failures = 0, inputs = 0
        for target in FuzzTarget.allCases {
            let folder = "\(directory)/\(target.rawValue)"
            for name in try listDirectory(folder) {
                let bytes = try readBytes("\(folder)/\(name)")
                inputs += 1
                if let violation = target.run(bytes) {
                    failures += 1
                    print("FAIL \(target.rawValue)/\(name): \(violation)")
                }
            }
        }
        print("corpus \(directory): \(inputs) inputs, \(failures) failures")
        return failures == 0 ? .success : .checkFailed
    }

    // MARK: System

    static func monotonicNanoseconds() -> UInt64 { UInt64(MonotonicClock.nanoseconds()) }

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
