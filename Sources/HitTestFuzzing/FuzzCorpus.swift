import Replay

/// The regression corpus (`Fuzz/FailCases`: every input that ever failed a libFuzzer target)
/// replayed through each target's body without the sanitizer build, as `touchstone fuzz corpus`
/// does.
///
///     let result = try FuzzCorpus.replay("Fuzz/FailCases")
///     result.failures.isEmpty   // every input now satisfies its target's property
public enum FuzzCorpus {
    /// What a corpus replay found.
    public struct Result: Sendable {
        /// Inputs replayed (this shard's).
        public var inputs = 0
        /// Each input that violates its target's property: `target/name` and the violation.
        public var failures: [(input: String, violation: FuzzViolation)] = []
    }

    /// Replays `DIR/<target>/*` through each target's body (``FuzzTarget``), or only the share
    /// `shard` picks: the inputs sorted as `target/name` (UTF-8 bytes), input k (from 0) in shard
    /// k mod N + 1.
    ///
    /// - Throws: ``FuzzFileError`` for a folder or input that cannot be read.
    public static func replay(_ directory: String, shard: Shard = .whole) throws -> Result {
        var all: [(target: FuzzTarget, name: String)] = []
        for target in FuzzTarget.allCases {
            for name in try FuzzFiles.listDirectory("\(directory)/\(target.rawValue)") { all.append((target, name)) }
        }
        let share = shard.select(all.map { "\($0.target.rawValue)/\($0.name)" })
        var result = Result()
        for (target, name) in all where share.contains("\(target.rawValue)/\(name)") {
            let bytes = try FuzzFiles.readBytes("\(directory)/\(target.rawValue)/\(name)")
            result.inputs += 1
            if let violation = target.run(bytes) {
                result.failures.append(("\(target.rawValue)/\(name)", violation))
            }
        }
        return result
    }
}
