#include "raster_kernels.h"

int touchstone_cpu_supports_x86_64_v3(void) {
#if defined(__x86_64__)
    // Harmless when the runtime has already initialised its table (it has, before main); needed
    // only for a call from another constructor.
    __builtin_cpu_init();
    // Each feature named separately rather than "x86-64-v3", which older compilers' runtimes do
    // not know. The compiler runtime reports AVX and AVX2 only when XGETBV says the operating
    // system saves the YMM state.
    return __builtin_cpu_supports("avx") && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi")
           && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("f16c") && __builtin_cpu_supports("fma")
           && __builtin_cpu_supports("lzcnt") && __builtin_cpu_supports("movbe");
#else
    return 0;
#endif
}

int touchstone_cpu_supports_x86_64_v4(void) {
#if defined(__x86_64__)
    // x86-64-v4 is x86-64-v3 plus AVX-512 F, BW, CD, DQ and VL. The compiler runtime reports the
    // AVX-512 features only when XGETBV says the operating system saves the opmask and ZMM state
    // as well as the YMM state, so a kernel using zmm registers is safe when this says 1.
    return touchstone_cpu_supports_x86_64_v3() && __builtin_cpu_supports("avx512f")
           && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512cd")
           && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#else
    return 0;
#endif
}
