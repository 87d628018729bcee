// touchstone-bench: Touchstone's hot paths against cairo and AGG in one binary, so ratios cancel
// machine drift. See Benchmarks/README.md; `make bench` runs it and tabulates the ratios.
#include <cstdio>
#include <fstream>
#include <string>

#include <benchmark/benchmark.h>
#include <cairo.h>

#include "Families.hpp"

namespace {

// The CPU model from /proc/cpuinfo, recorded in the JSON context with the library versions.
std::string cpu_model() {
    std::ifstream cpuinfo("/proc/cpuinfo");
    std::string line;
    while (std::getline(cpuinfo, line)) {
        if (line.rfind("model name", 0) == 0) {
            size_t colon = line.find(':');
            if (colon != std::string::npos) return line.substr(colon + 2);
        }
    }
    return "unknown";
}

}  // namespace

int main(int argc, char **argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    benchmark::AddCustomContext("cpu_model", cpu_model());
    benchmark::AddCustomContext("cairo", cairo_version_string());
    benchmark::AddCustomContext("agg", "2.6 (Debian libagg-dev)");
    benchmark::AddCustomContext("cxx_compiler", __VERSION__);

    bench::register_path_generation();
    bench::register_hit_testing();
    bench::register_rasterizing();
    bench::register_frames();
    bench::register_scrolling();
    bench::register_text();

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
