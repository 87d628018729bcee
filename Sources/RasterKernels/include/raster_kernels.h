// Raster's C support: the processor features its span kernels dispatch on (read at run time), the
// span kernels compiled for the wider x86-64 levels, and the C library's run-time dispatched
// 32-bit fill.
//
// The package builds for baseline x86-64 (SSE2), so a binary runs on every x86-64 processor; the
// kernels here carry `__attribute__((target(...)))` instead, so only their own code uses AVX2 or
// AVX-512, and `Raster` (`SpanKernels`) calls one only when the processor reports its level.
// Swift has no counterpart of `__builtin_cpu_supports` or of per-function target features, hence C.
#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this processor (and the operating system) supports every feature of the x86-64-v3
/// level (AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT, MOVBE, XSAVE with the AVX state enabled); 0
/// otherwise, and always 0 on processors other than x86-64.
int touchstone_cpu_supports_x86_64_v3(void);

/// 1 when this processor (and the operating system) supports every feature of the x86-64-v4
/// level: x86-64-v3 and AVX-512 F, BW, CD, DQ and VL, with XSAVE enabled for the opmask and ZMM
/// state; 0 otherwise, and always 0 on processors other than x86-64.
int touchstone_cpu_supports_x86_64_v4(void);

/// Composites one premultiplied colour over the `count` pixels at `p` (RGBA8, any alignment):
/// each component becomes `s + round(d·(255 − α) / 255)`, rounded exactly as `Raster`'s
/// `SourceOver`. `source` is the colour already scaled by its coverage, as the little-endian word
/// `r | g << 8 | b << 16 | α << 24` (premultiplied: r, g, b ≤ α). AVX2, eight pixels per 32-byte
/// vector: call it only where `touchstone_cpu_supports_x86_64_v3()` says 1.
void raster_source_over_span_x86_64_v3(uint32_t source, uint8_t *p, size_t count);

/// `raster_source_over_span_x86_64_v3` with AVX-512 (BW), sixteen pixels per 64-byte vector:
/// call it only where `touchstone_cpu_supports_x86_64_v4()` says 1. Same pixels.
void raster_source_over_span_x86_64_v4(uint32_t source, uint8_t *p, size_t count);

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
