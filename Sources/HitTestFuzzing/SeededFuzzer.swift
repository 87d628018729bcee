import Replay

/// A fuzzer a ``FuzzRun`` runs: made from a seed, run for a number of cases or until told to
/// stop, over a share of the seed's sequence.
public protocol SeededFuzzer {
    /// What a run found.
    associatedtype Report
    /// How many cases a run given neither a count nor seconds checks.
    static var defaultCases: Int { get }
    /// The share of the seed's sequence checked.
    var shard: Shard { get set }
    /// Runs `limit` cases (all shards' together), or until `shouldStop` says to stop.
    mutating func run(cases limit: Int, shouldStop: () -> Bool) -> Report
}

extension HitTestFuzzer: SeededFuzzer {}

extension SceneHitTestFuzzer: SeededFuzzer {}
