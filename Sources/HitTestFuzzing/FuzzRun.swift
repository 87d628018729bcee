#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSON
import Platform
import Replay

/// One run of a seeded fuzzer as `touchstone fuzz hit-test|scene-hit-test` makes it: its seed, its
/// length (a number of cases, or wall-clock seconds), its share of the seed's sequence and the
/// folder its record and repro files go to.
///
///     let run = FuzzRun(seed: 7, seconds: 20, out: "out/fuzz")
///     let (report, elapsed) = run.run { HitTestFuzzer(seed: $0) }
///     try run.writeRecord(FuzzRunRecord(hitTest: report, run: run, elapsedSeconds: elapsed))
public struct FuzzRun: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// Stop after this many cases (all shards' together); `nil` for `seconds` or the fuzzer's
    /// ``SeededFuzzer/defaultCases``.
    public var iterations: Int?
    /// Stop after this many seconds of wall-clock time.
    public var seconds: Double?
    /// Where repros and the run's record go; `nil` writes nothing.
    public var out: String?
    /// The share of the seed's sequence checked.
    public var shard: Shard

    /// A run; give `iterations` or `seconds`, not both.
    public init(seed: UInt64, iterations: Int? = nil, seconds: Double? = nil, out: String? = nil, shard: Shard = .whole) {
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.out = out
        self.shard = shard
    }

    /// A seed from the clock, for a run not given one (printed, so it can be repeated).
    public static func seedFromClock() -> UInt64 {
        UInt64(truncatingIfNeeded: MonotonicClock.nanoseconds()) ^ (UInt64(time(nil)) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// The line the run prints first: `seed 7`, or `seed 7, shard 2/3`.
    public var seedLine: String { shard.isWhole ? "seed \(seed)" : "seed \(seed), shard \(shard)" }

    /// Runs the fuzzer `make` gives for the seed for ``iterations`` cases, until the ``seconds``
    /// deadline, or for the fuzzer's ``SeededFuzzer/defaultCases``; returns its report and the
    /// wall-clock seconds it took.
    public func run<Fuzzer: SeededFuzzer>(_ make: (UInt64) -> Fuzzer) -> (report: Fuzzer.Report, elapsed: Double) {
        let start = MonotonicClock.nanoseconds()
        let deadline = seconds.map { start + Int64($0 * 1e9) }
        var fuzzer = make(seed)
        fuzzer.shard = shard
        let report = fuzzer.run(cases: iterations ?? (seconds == nil ? Fuzzer.defaultCases : .max)) {
            deadline.map { MonotonicClock.nanoseconds() >= $0 } ?? false
        }
        return (report, Double(MonotonicClock.nanoseconds() - start) / 1e9)
    }

    /// The length of a run of `Fuzzer` for its record: ``iterations``, the fuzzer's default, or
    /// none with ``seconds``.
    func recordedIterations<Fuzzer: SeededFuzzer>(of _: Fuzzer.Type) -> Int? {
        seconds == nil ? iterations ?? Fuzzer.defaultCases : nil
    }

    /// Writes the run's record into ``out`` (nothing without it).
    ///
    /// - Throws: ``FuzzFileError`` naming the folder or file.
    public func writeRecord(_ record: FuzzRunRecord) throws {
        guard let out else { return }
        try FuzzFiles.makeDirectory(out)
        try FuzzFiles.writeText(record.jsonText(), to: "\(out)/\(record.fileName)")
    }

    /// Writes the repro of finding `number` (from 1) of the run `record` describes into ``out`` as
    /// ``FuzzRunRecord/reproFileName(_:)`` names it, creating the folder, and returns its path;
    /// `nil` without ``out``.
    ///
    /// - Throws: ``FuzzFileError`` naming the folder or file.
    public func writeRepro(_ json: JSONValue, of record: FuzzRunRecord, number: Int) throws -> String? {
        guard let out else { return nil }
        try FuzzFiles.makeDirectory(out)
        let file = "\(out)/\(record.reproFileName(number))"
        try FuzzFiles.writeText(json.serialized() + "\n", to: file)
        return file
    }
}
