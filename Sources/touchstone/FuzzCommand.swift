#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON
import Replay

/// `touchstone fuzz hit-test|corpus`: differential hit-test fuzzing, and the replay of the libFuzzer
/// corpus of inputs that ever failed. The logic lives in Replay (`Sources/Replay/Fuzz`); this file
/// parses arguments, keeps time and writes files.
enum FuzzCommand {
    static let help = """
        usage: touchstone fuzz <subcommand> [options]

        subcommands:
          hit-test   fuzz hit testing against an exact oracle and the rasterizer
          corpus     replay Fuzz/FailCases (every input that ever failed a libFuzzer target)

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
        ambiguous, not compared.

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

    static let corpusHelp = """
        usage: touchstone fuzz corpus DIR

        Replays DIR/<target>/* through each libFuzzer target's body (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))),
        without the sanitizer build: the regression corpus Fuzz/FailCases, in the ordinary build.
        Exits 1 if any input violates its target's property.
        """

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        guard let subcommand = arguments.first else {
            throw CommandLineError("fuzz: missing subcommand (hit-test or corpus); see 'touchstone fuzz --help'")
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
        case "corpus":
            if rest.contains("--help") { print(corpusHelp); return .success }
            let list = try ArgumentList(rest, command: "fuzz corpus", options: [], flags: [])
            return try corpus(try list.exactPositionals(["DIR"])[0])
        default:
            throw CommandLineError("fuzz: unknown subcommand '\(subcommand)'; expected hit-test or corpus")
        }
    }

    static func hitTest(_ list: ArgumentList) throws -> ExitCode {
        _ = try list.exactPositionals([])
        let seed: UInt64
        if let text = list.value("seed") {
            guard let value = UInt64(text) else {
                throw CommandLineError("fuzz hit-test: --seed '\(text)': expected an integer from 0 to 18446744073709551615")
            }
            seed = value
        } else {
            seed = UInt64(truncatingIfNeeded: monotonicNanoseconds() ^ (UInt64(time(nil)) &* 0x9E37_79B9_7F4A_7C15))
        }
        var iterations: Int? = nil, seconds: Double? = nil
        if let text = list.value("iterations") {
            guard let value = Int(text), value > 0 else {
                throw CommandLineError("fuzz hit-test: --iterations '\(text)': expected a positive integer")
            }
            iterations = value
        }
        if let text = list.value("seconds") {
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw CommandLineError("fuzz hit-test: --seconds '\(text)': expected a positive number of seconds")
            }
            seconds = value
        }
        if iterations != nil, seconds != nil {
            throw CommandLineError("fuzz hit-test: give --iterations or --seconds, not both")
        }
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

        guard !report.findings.isEmpty || report.mismatches > 0 || report.rasterMismatches > 0 else { return .success }
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
        print("seed \(seed): \(report.mismatches) oracle and \(report.rasterMismatches) raster mismatches")
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

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    static func formatted(_ seconds: Double) -> String { String((seconds * 100).rounded() / 100) }

    static func makeDirectory(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw CommandLineError("\(path): cannot create directory (\(String(cString: strerror(errno))))")
            }
        }
    }

    static func writeText(_ text: String, to path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw CommandLineError("\(path): cannot write (\(String(cString: strerror(errno))))")
        }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
            throw CommandLineError("\(path): write failed")
        }
    }

    /// The names in a directory except dot files, sorted (so the replay order is fixed); a
    /// missing directory is empty.
    static func listDirectory(_ path: String) throws -> [String] {
        guard let handle = opendir(path) else {
            if errno == ENOENT { return [] }
            throw CommandLineError("\(path): cannot list (\(String(cString: strerror(errno))))")
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    static func readBytes(_ path: String, limit: Int = 1 << 20) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw CommandLineError("\(path): cannot open (\(String(cString: strerror(errno))))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { break }
            bytes += buffer[0..<n]
            if bytes.count > limit { throw CommandLineError("\(path): more than \(limit) bytes") }
        }
        return bytes
    }
}
