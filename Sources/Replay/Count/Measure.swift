/// What a replay measures (`replay --measure`): wall-clock time, or instructions counted under
/// Valgrind's callgrind.
public enum Measure: String, Hashable, Sendable, CaseIterable {
    /// Step and render nanoseconds by the monotonic clock: what users feel, noisy on a shared
    /// machine.
    case time
    /// Step and render instructions, counted by callgrind: deterministic to a few in a million,
    /// blind to cache and memory effects (docs/replay.md, "Counting instructions").
    case instructions
}
