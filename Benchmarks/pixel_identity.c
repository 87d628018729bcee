// Pixel-identity harness for rasterizer changes: draws 2 400 random fills (non-zero, even-odd),
// strokes (every join and cap) and clipped fills of the shape kinds through the C ABI, under random
// translations, scales and rotations, and prints a hash of the frame after each group of 40.
// Build the shared library of two commits, then compare the outputs:
//
//   swift build -c release --product TouchstoneC && mkdir -p /tmp/new && cp .build/release/libTouchstoneC.so /tmp/new/
//   (the same for the base commit into /tmp/base)
//   cc -O1 -I Sources/TouchstoneC/include Benchmarks/pixel_identity.c -L/tmp/new -lTouchstoneC -lm -o /tmp/pixid
//   LD_LIBRARY_PATH=/tmp/base /tmp/pixid > base.txt; LD_LIBRARY_PATH=/tmp/new /tmp/pixid > new.txt; diff base.txt new.txt
//
// Not part of the package build (SwiftPM does not see this folder's C files).
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#include "touchstone.h"

static uint64_t rng = 88172645463325252ull;
static double uni(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return (rng >> 11) * (1.0 / 9007199254740992.0); }
static uint64_t fnv(const uint8_t *d, size_t n, uint64_t h) { for (size_t i = 0; i < n; i++) { h ^= d[i]; h *= 1099511628211ull; } return h; }

int main(void) {
    const int W = 300, H = 220;
    uint8_t *buf = calloc((size_t)W * H * 4, 1);
    ts_pixels px = {buf, W, H, (size_t)W * 4};
    ts_canvas *cv = ts_canvas_create();
    const char *shapes[] = {
        "{\"rectangle\": {\"corners\": {\"rounded\": %g}}}",
        "{\"rectangle\": {\"corners\": {\"cut\": %g}}}",
        "{\"rectangle\": {\"corners\": {\"sharp\": true}}}",
        "{\"curvedRect\": {\"cornerSize\": [%g, 6]}}",
        "{\"pill\": {}}",
        "{\"slantedRect\": {\"slant\": %g}}",
        "{\"rectangle\": {\"corners\": {\"sharp\": true}, \"edges\": [{\"triangle\": {\"size\": %g, \"style\": \"handle\"}}, {\"straight\": true}, {\"triangle\": {\"size\": 8, \"style\": \"cut\"}}, {\"straight\": true}]}}",
    };
    uint64_t total = 1469598103934665603ull;
    char json[512], err[256];
    for (int group = 0; group < 60; group++) {
        uint64_t h = 1469598103934665603ull;
        for (int it = 0; it < 40; it++) {
            int k = (int)(uni() * 7);
            double size = 2 + uni() * 20;
            snprintf(json, sizeof json, shapes[k], size);
            ts_shape *s = ts_shape_create(json, err, sizeof err);
            if (!s) { fprintf(stderr, "shape: %s\n", err); return 1; }
            ts_path *p = ts_path_create();
            double w = 3 + uni() * (uni() < 0.5 ? 40 : 250), hh = 3 + uni() * (uni() < 0.5 ? 40 : 200);
            ts_shape_build_path(s, w, hh, p);
            ts_transform t = {1, 0, 0, 1, uni() * W - 40, uni() * H - 40};
            double r = uni();
            if (r < 0.25) { double a = uni() * 6.3, sc = 0.5 + uni() * 1.5; t.a = cos(a) * sc; t.b = sin(a) * sc; t.c = -sin(a) * sc; t.d = cos(a) * sc; }
            else if (r < 0.5) { t.a = 0.3 + uni() * 2; t.d = 0.3 + uni() * 2; }
            else if (r < 0.6) { t.tx = floor(t.tx); t.ty = floor(t.ty); }
            uint32_t color = ((uint32_t)(uni() * 0xFFFFFF) << 8) | (uni() < 0.4 ? 0xFF : (uint32_t)(uni() * 255));
            int op = (int)(uni() * 4);
            if (op == 0) ts_fill_path(cv, &px, p, color, TS_FILL_NONZERO, &t);
            else if (op == 1) ts_fill_path(cv, &px, p, color, TS_FILL_EVEN_ODD, &t);
            else if (op == 2) {
                ts_stroke_style st = {0.3 + uni() * 8, (int32_t)(uni() * 3), (int32_t)(uni() * 3), 1 + uni() * 10};
                ts_stroke_path(cv, &px, p, color, &st, &t);
            } else {
                ts_shape *s2 = ts_shape_create(shapes[0], err, sizeof err);
                snprintf(json, sizeof json, shapes[(int)(uni() * 2)], 1 + uni() * 30);
                ts_shape_destroy(s2);
                s2 = ts_shape_create(json, err, sizeof err);
                ts_path *c = ts_path_create();
                ts_shape_build_path(s2, 10 + uni() * 250, 10 + uni() * 200, c);
                ts_transform ct = {1, 0, 0, 1, uni() * W - 60, uni() * H - 60};
                if (uni() < 0.3) { ct.a = 0.5 + uni(); ct.d = 0.5 + uni(); }
                ts_fill_path_clipped(cv, &px, p, color, TS_FILL_NONZERO, &t, c, uni() < 0.5 ? TS_FILL_NONZERO : TS_FILL_EVEN_ODD, &ct);
                ts_path_destroy(c);
                ts_shape_destroy(s2);
            }
            ts_path_destroy(p);
            ts_shape_destroy(s);
            h = fnv(buf, (size_t)W * H * 4, h);
        }
        total = fnv((const uint8_t *)&h, 8, total);
        printf("group %2d %016llx\n", group, (unsigned long long)h);
        if (group % 7 == 6) memset(buf, 0, (size_t)W * H * 4);
    }
    printf("total %016llx\n", (unsigned long long)total);
    return 0;
}
