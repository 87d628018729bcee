// Callgrind's client requests as plain C functions, for `replay --measure instructions`: the
// replayer switches event collection on around each frame's step and render and dumps the
// counts after each, so that only the frames' own work is counted (docs/replay.md, "Counting
// instructions").
//
// The requests are macros of inline assembly in <valgrind/callgrind.h> (Debian's `valgrind`
// package), which Swift cannot import; these functions wrap them. Without the header, or when the
// process does not run under Valgrind, every function does nothing (the requests are a few
// no-op instructions a processor runs natively) and `touchstone_running_on_valgrind` returns 0.
#ifndef CALLGRIND_REQUESTS_H
#define CALLGRIND_REQUESTS_H

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this build was compiled with <valgrind/callgrind.h>, 0 when its requests are no-ops.
int touchstone_callgrind_available(void);

/// The number of Valgrind layers the process runs under (0 natively): RUNNING_ON_VALGRIND.
int touchstone_running_on_valgrind(void);

/// Starts instrumenting code (CALLGRIND_START_INSTRUMENTATION): with `--instr-atstart=no` the
/// process runs several times faster under Valgrind until this, and no event can be collected.
void touchstone_callgrind_start_instrumentation(void);

/// Stops instrumenting code (CALLGRIND_STOP_INSTRUMENTATION).
void touchstone_callgrind_stop_instrumentation(void);

/// Switches callgrind's event collection on if it is off and off if it is on
/// (CALLGRIND_TOGGLE_COLLECT).
void touchstone_callgrind_toggle_collect(void);

/// Writes the counts collected since the last dump to a new profile file, with `label` as its
/// trigger (`desc: Trigger: Client Request: LABEL`), and zeroes them (CALLGRIND_DUMP_STATS_AT).
void touchstone_callgrind_dump_stats_at(const char *label);

#ifdef __cplusplus
}
#endif

#endif
