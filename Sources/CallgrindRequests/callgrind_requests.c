// See include/callgrind_requests.h.
#include "callgrind_requests.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define TOUCHSTONE_HAVE_CALLGRIND 1
#endif
#endif

#ifdef TOUCHSTONE_HAVE_CALLGRIND

int touchstone_callgrind_available(void) { return 1; }

int touchstone_running_on_valgrind(void) { return (int)RUNNING_ON_VALGRIND; }

void touchstone_callgrind_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }

void touchstone_callgrind_stop_instrumentation(void) { CALLGRIND_STOP_INSTRUMENTATION; }

void touchstone_callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }

void touchstone_callgrind_dump_stats_at(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }

#else

int touchstone_callgrind_available(void) { return 0; }

int touchstone_running_on_valgrind(void) { return 0; }

void touchstone_callgrind_start_instrumentation(void) {}

void touchstone_callgrind_stop_instrumentation(void) {}

void touchstone_callgrind_toggle_collect(void) {}

void touchstone_callgrind_dump_stats_at(const char *label) { (void)label; }

#endif
