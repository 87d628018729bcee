// The processor features Touchstone's raster kernels dispatch on, read at run time, and the C
// library's run-time dispatched 32-bit fill.
//
// Swift has no counterpart of the compilers' `__builtin_cpu_supports`, so this small C target asks
// the compiler's runtime (which reads CPUID and, for AVX, whether the operating system saves the
// wide registers) and reports a yes or no. Nothing is cached here: the compiler runtime fills its
// table once when the program starts, and each call only reads it.
#ifndef TOUCHSTONE_CPU_H
#define TOUCHSTONE_CPU_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this processor (and the operating system) supports every feature of the x86-64-v3
/// level (AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT, MOVBE, XSAVE with the AVX state enabled), which
/// is what code compiled with `-march=x86-64-v3` may use; 0 otherwise, and always 0 on
/// processors other than x86-64.
int touchstone_cpu_supports_x86_64_v3(void);

/// 1 when this processor (and the operating system) supports every feature of the x86-64-v4
/// level: x86-64-v3 and AVX-512 F, BW, CD, DQ and VL, with XSAVE enabled for the opmask and ZMM
/// state (what code compiled with `-march=x86-64-v4` may use); 0 otherwise, and always 0 on
/// processors other than x86-64.
int touchstone_cpu_supports_x86_64_v4(void);

_Static_assert(sizeof(wchar_t) == 4, "touchstone_fill_words needs a 32-bit wchar_t");

/// Stores `word` into the `count` 32-bit words at `p`, which must be 4-byte aligned (glibc aligns
/// its stores counting from `p`; the words need not be wchar_t data): the C library's `wmemset`, which
/// glibc dispatches at run time to the widest stores the processor has. Swift's Glibc module does
/// not export `wmemset`, so the raster layer reaches it through this inline function.
static inline void touchstone_fill_words(void *p, uint32_t word, size_t count) {
    wmemset((wchar_t *)p, (wchar_t)word, count);
}

#ifdef __cplusplus
}
#endif

#endif
