import CallgrindRequests

/// Callgrind's client requests, through the `CallgrindRequests` C target: how a replay under
/// `valgrind --tool=callgrind --collect-atstart=no` counts only each frame's step and render.
///
/// Natively every request is a no-op and ``isRunningUnderValgrind`` is false, so the same code
/// runs with or without Valgrind.
public enum Callgrind {
    /// Whether the process runs under Valgrind.
    public static var isRunningUnderValgrind: Bool { touchstone_running_on_valgrind() > 0 }

    /// Whether the build has callgrind's requests at all (false when `<valgrind/callgrind.h>` was
    /// missing at compile time, and the requests do nothing even under Valgrind).
    public static var requestsAvailable: Bool { touchstone_callgrind_available() != 0 }

    /// Starts instrumenting (under `--instr-atstart=no`, nothing before this is even seen).
    public static func startInstrumentation() {
        touchstone_callgrind_start_instrumentation()
    }

    /// Stops instrumenting: the rest runs at Valgrind's uninstrumented speed.
    public static func stopInstrumentation() {
        touchstone_callgrind_stop_instrumentation()
    }

    /// Switches event collection on when off, off when on.
    @inline(__always)
    public static func toggleCollection() {
        touchstone_callgrind_toggle_collect()
    }

    /// Writes the counts collected since the last dump to a new profile part labelled `label`
    /// and zeroes them.
    public static func dump(_ label: String) {
        touchstone_callgrind_dump_stats_at(label)
    }

    /// The dump label of frame `index`'s step or render, as ``CountedParts`` reads it back.
    public static func label(frame index: Int, part: FramePart) -> String {
        "frame \(index) \(part.rawValue)"
    }
}
