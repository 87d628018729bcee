#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only wall clock: `clock_gettime(CLOCK_MONOTONIC)`, for measuring how long work took (the
/// replayer's `stepNs` and `renderNs`, the fuzzers' time budgets). Nothing simulated reads it.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; never decreases.
    public static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
