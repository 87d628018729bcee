// The seeded generator (`SplitMix64`) and the draws on every generator (`unit`, `uniform`, `int`,
// `chance`, `pick`, `magnitude`) belong to this library's API: a `SceneFuzzKind` of one's own draws
// its options with them, so a client that imports HitTestFuzzing gets them too.
@_exported import SeededRandom
