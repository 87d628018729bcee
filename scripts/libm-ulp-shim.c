// An LD_PRELOAD library for `make test` (the Makefile's libm-check-run, docs/rendering.md): every
// result of the approximate math functions touchstone imports from the C library's libm moved by
// one ulp, alternately up and down, so that a replay shows whether any frame depends on the last
// bit of the platform's libm. The exact ones (sqrt, floor, ceil, round, trunc, fma, fmod) are left
// alone: IEEE 754 fixes their results on every platform. At exit the library adds the number of
// results it moved to the file named by LIBM_SHIM_REPORT, so the check can tell it took effect.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long moved;

static double nudge(double result) {
    if (!isfinite(result)) return result;
    unsigned long n = __atomic_fetch_add(&moved, 1, __ATOMIC_RELAXED);
    return nextafter(result, (n & 1) ? -INFINITY : INFINITY);
}

#define ONE(name)                                                                  \
    double name(double x) {                                                        \
        static double (*real)(double);                                             \
        if (!real) real = (double (*)(double))dlsym(RTLD_NEXT, #name);             \
        return nudge(real(x));                                                     \
    }
#define TWO(name)                                                                  \
    double name(double x, double y) {                                              \
        static double (*real)(double, double);                                     \
        if (!real) real = (double (*)(double, double))dlsym(RTLD_NEXT, #name);     \
        return nudge(real(x, y));                                                  \
    }

ONE(acos) ONE(cos) ONE(sin) ONE(tan) ONE(exp) ONE(log) ONE(log10) ONE(erfc)
TWO(atan2) TWO(pow)

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("LIBM_SHIM_REPORT");
    FILE *file = path ? fopen(path, "a") : NULL;
    if (!file) return;
    fprintf(file, "%lu\n", moved);
    fclose(file);
}
