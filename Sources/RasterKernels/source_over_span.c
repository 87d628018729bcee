#include "raster_kernels.h"

#include <string.h>

// The arithmetic is `Raster`'s `SourceOver` step 2, integer for integer. Pixels are loaded as
// 16-bit lanes as they lie, so each lane holds two neighbouring components: `v & 0xFF` is (r, b)
// of every pixel and `v >> 8` is (g, a). Per lane the result is `s + round(d·inverse / 255)`, the
// product rounded as the high half of `(d·inverse + 128)·257` (`SourceOver.multiply`), so the
// pixels are bit-identical to the Swift loop of `SourceOverBlitter`; RasterTests'
// `SpanKernelTests` check every kernel against a scalar reference. `d·inverse + 128` ≤ 65 153
// fits a lane, and `s + round(d·inverse / 255)` ≤ 255 for a premultiplied source, so the two
// halves never carry into each other.

#if defined(__x86_64__)
#include <immintrin.h>

#define V3 __attribute__((target("avx2")))
#define V4 __attribute__((target("avx2,avx512f,avx512bw")))

// One vector of split lanes over the 4, 8 (128 bits) or 16 (256 bits) pixels at `p`. The 64-bit
// and 32-bit cases (two pixels, one) load and store only their own bytes.
V3 static inline __m128i over128(__m128i v, __m128i rb, __m128i ga, __m128i inverse) {
    const __m128i mask = _mm_set1_epi16(0x00FF), round = _mm_set1_epi16(128), m257 = _mm_set1_epi16(257);
    __m128i low = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(v, mask), inverse), round), m257);
    __m128i high = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_srli_epi16(v, 8), inverse), round), m257);
    return _mm_or_si128(_mm_add_epi16(rb, low), _mm_slli_epi16(_mm_add_epi16(ga, high), 8));
}

V3 static inline __m256i over256(__m256i v, __m256i rb, __m256i ga, __m256i inverse) {
    const __m256i mask = _mm256_set1_epi16(0x00FF), round = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257);
    __m256i low = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(v, mask), inverse), round),
                                     m257);
    __m256i high = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(v, 8), inverse), round),
                                      m257);
    return _mm256_or_si256(_mm256_add_epi16(rb, low), _mm256_slli_epi16(_mm256_add_epi16(ga, high), 8));
}

V4 static inline __m512i over512(__m512i v, __m512i rb, __m512i ga, __m512i inverse) {
    const __m512i mask = _mm512_set1_epi16(0x00FF), round = _mm512_set1_epi16(128), m257 = _mm512_set1_epi16(257);
    __m512i low = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(v, mask), inverse), round),
                                     m257);
    __m512i high = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(v, 8), inverse), round),
                                      m257);
    return _mm512_or_si512(_mm512_add_epi16(rb, low), _mm512_slli_epi16(_mm512_add_epi16(ga, high), 8));
}

// The last 0…7 pixels at `p` in vectors of halving width: four, two, one.
V3 static inline void tail(uint8_t *p, size_t count, __m128i rb, __m128i ga, __m128i inverse) {
    size_t i = 0;
    if (i + 4 <= count) {
        __m128i v = _mm_loadu_si128((const __m128i *)p);
        _mm_storeu_si128((__m128i *)p, over128(v, rb, ga, inverse));
        i += 4;
    }
    if (i + 2 <= count) {
        __m128i v = _mm_loadl_epi64((const __m128i *)(p + i * 4));
        _mm_storel_epi64((__m128i *)(p + i * 4), over128(v, rb, ga, inverse));
        i += 2;
    }
    if (i < count) {
        uint32_t word;
        memcpy(&word, p + i * 4, 4);
        word = (uint32_t)_mm_cvtsi128_si32(over128(_mm_cvtsi32_si128((int)word), rb, ga, inverse));
        memcpy(p + i * 4, &word, 4);
    }
}

V3 void raster_source_over_span_x86_64_v3(uint32_t source, uint8_t *p, size_t count) {
    const __m256i rb = _mm256_set1_epi32((int)(source & 0x00FF00FFu));
    const __m256i ga = _mm256_set1_epi32((int)((source >> 8) & 0x00FF00FFu));
    const __m256i inverse = _mm256_set1_epi16((short)(255 - (source >> 24)));
    size_t i = 0;
    // Two registers (16 pixels) per step, then one.
    for (; i + 16 <= count; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(p + i * 4));
        __m256i b = _mm256_loadu_si256((const __m256i *)(p + i * 4 + 32));
        _mm256_storeu_si256((__m256i *)(p + i * 4), over256(a, rb, ga, inverse));
        _mm256_storeu_si256((__m256i *)(p + i * 4 + 32), over256(b, rb, ga, inverse));
    }
    if (i + 8 <= count) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(p + i * 4));
        _mm256_storeu_si256((__m256i *)(p + i * 4), over256(a, rb, ga, inverse));
        i += 8;
    }
    tail(p + i * 4, count - i, _mm256_castsi256_si128(rb), _mm256_castsi256_si128(ga),
         _mm256_castsi256_si128(inverse));
}

V4 void raster_source_over_span_x86_64_v4(uint32_t source, uint8_t *p, size_t count) {
    const __m512i rb = _mm512_set1_epi32((int)(source & 0x00FF00FFu));
    const __m512i ga = _mm512_set1_epi32((int)((source >> 8) & 0x00FF00FFu));
    const __m512i inverse = _mm512_set1_epi16((short)(255 - (source >> 24)));
    size_t i = 0;
    // Two registers (32 pixels) per step, then one, then half of one.
    for (; i + 32 <= count; i += 32) {
        __m512i a = _mm512_loadu_si512((const void *)(p + i * 4));
        __m512i b = _mm512_loadu_si512((const void *)(p + i * 4 + 64));
        _mm512_storeu_si512((void *)(p + i * 4), over512(a, rb, ga, inverse));
        _mm512_storeu_si512((void *)(p + i * 4 + 64), over512(b, rb, ga, inverse));
    }
    if (i + 16 <= count) {
        __m512i a = _mm512_loadu_si512((const void *)(p + i * 4));
        _mm512_storeu_si512((void *)(p + i * 4), over512(a, rb, ga, inverse));
        i += 16;
    }
    __m256i rb8 = _mm512_castsi512_si256(rb), ga8 = _mm512_castsi512_si256(ga),
            inverse8 = _mm512_castsi512_si256(inverse);
    if (i + 8 <= count) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(p + i * 4));
        _mm256_storeu_si256((__m256i *)(p + i * 4), over256(a, rb8, ga8, inverse8));
        i += 8;
    }
    tail(p + i * 4, count - i, _mm256_castsi256_si128(rb8), _mm256_castsi256_si128(ga8),
         _mm256_castsi256_si128(inverse8));
}

#else

// Other architectures: `Raster` never calls these (the processor check says no), but they exist
// so the package links everywhere, and they compute the same pixels one component at a time.
static void scalar_span(uint32_t source, uint8_t *p, size_t count) {
    unsigned inverse = 255 - (source >> 24);
    for (size_t i = 0; i < count * 4; i++) {
        unsigned s = (source >> (8 * (i & 3))) & 0xFF;
        unsigned t = p[i] * inverse + 128;
        p[i] = (uint8_t)(s + ((t * 257) >> 16));
    }
}

void raster_source_over_span_x86_64_v3(uint32_t source, uint8_t *p, size_t count) {
    scalar_span(source, p, count);
}

void raster_source_over_span_x86_64_v4(uint32_t source, uint8_t *p, size_t count) {
    scalar_span(source, p, count);
}

#endif
