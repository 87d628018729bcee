import HitTestFuzzing

/// The tests' seeded generator is the fuzzers' one (``HitTestFuzzing/FuzzRandom``, SplitMix64), so
/// there is one implementation; its `unit`, `uniform`, `int` and `chance` come with it.
public typealias SplitMix64 = FuzzRandom
