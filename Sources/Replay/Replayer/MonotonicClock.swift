#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The replayer's only wall clock: `clock_gettime(CLOCK_MONOTONIC)`, used to measure how long
/// stepping and rendering took. Nothing simulated ever reads it; it only fills the `stepNs` and
/// `renderNs` samples of a report.
enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point; never decreases.
    static func nanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
