// How every family registers its benchmarks: through Google Benchmark as usual, or, when
// TOUCHSTONE_BENCH_ITERATIONS is set, for exactly that many iterations with the body run inside
// bench::counted_run, so that `make bench-count` can run one benchmark under callgrind for K
// iterations and collect only inside it (--toggle-collect=bench::counted_run*). Google
// Benchmark 1.7.1's --benchmark_min_time takes only seconds, and its own run functions are not
// visible to callgrind in Debian's shared library.
#pragma once

#include <cstdlib>
#include <functional>
#include <type_traits>
#include <utility>

#include <benchmark/benchmark.h>

namespace bench {

// TOUCHSTONE_BENCH_ITERATIONS as a positive whole number; 0 when unset or not one.
inline benchmark::IterationCount fixed_iterations() {
    const char *text = std::getenv("TOUCHSTONE_BENCH_ITERATIONS");
    if (!text || !*text) return 0;
    char *end = nullptr;
    long long value = std::strtoll(text, &end, 10);
    return (*end == '\0' && value > 0) ? value : 0;
}

// One run of a benchmark's body when counting: a function of its own for callgrind to collect in.
__attribute__((noinline)) inline void counted_run(benchmark::State &state,
                                                  const std::function<void(benchmark::State &)> &body) {
    body(state);
}

// benchmark::RegisterBenchmark(name, fn, extra...), unchanged unless a fixed count is asked for.
template <class Fn, class... Extra>
benchmark::internal::Benchmark *register_benchmark(const char *name, Fn &&fn, Extra &&...extra) {
    benchmark::IterationCount count = fixed_iterations();
    if (count == 0) return benchmark::RegisterBenchmark(name, std::forward<Fn>(fn), std::forward<Extra>(extra)...);
    std::decay_t<Fn> function = std::forward<Fn>(fn);
    std::function<void(benchmark::State &)> body = [function, extra...](benchmark::State &state) {
        function(state, extra...);
    };
    return benchmark::RegisterBenchmark(name, [body](benchmark::State &state) { counted_run(state, body); })
        ->Iterations(count);
}

}  // namespace bench
