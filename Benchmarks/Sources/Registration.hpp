// How every family registers its benchmarks: through Google Benchmark, plus a fixed iteration
// count when TOUCHSTONE_BENCH_ITERATIONS is set, so that `make bench-count` can run one benchmark
// under callgrind for exactly K iterations (Google Benchmark 1.7.1's --benchmark_min_time takes
// only seconds).
#pragma once

#include <cstdlib>
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

// benchmark::RegisterBenchmark, then ->Iterations(K) when a fixed count is asked for.
template <class... Args>
benchmark::internal::Benchmark *register_benchmark(const char *name, Args &&...args) {
    benchmark::internal::Benchmark *registered = benchmark::RegisterBenchmark(name, std::forward<Args>(args)...);
    if (benchmark::IterationCount count = fixed_iterations()) registered->Iterations(count);
    return registered;
}

}  // namespace bench
