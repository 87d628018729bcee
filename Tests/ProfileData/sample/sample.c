// A small program for callgrind to profile (Tests/ProfileData/README.md): an inlined helper from
// another file (fi=/fe= lines), calls inside loops whose targets lie above and below the caller
// (relative target positions), recursion (--separate-recs), a C library call (cob=/cfi=) and lazy
// binding through the dynamic linker on the first call.
#include <stdlib.h>
#include <string.h>
#include "blend.h"

static unsigned canvas[64 * 64];

__attribute__((noinline)) static void fill_span(unsigned *row, int count, unsigned color, unsigned alpha) {
    for (int i = 0; i < count; i++)
        row[i] = blend(row[i], color, alpha);
}

__attribute__((noinline)) static void fill_disk(int cx, int cy, int r, unsigned color) {
    for (int y = cy - r; y <= cy + r; y++) {
        if (y < 0 || y >= 64) continue;
        int dy = y - cy, half = 0;
        while ((half + 1) * (half + 1) + dy * dy <= r * r) half++;
        int x0 = cx - half < 0 ? 0 : cx - half, x1 = cx + half > 63 ? 63 : cx + half;
        fill_span(canvas + y * 64 + x0, x1 - x0 + 1, color, 128);
    }
}

__attribute__((noinline)) static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

__attribute__((noinline)) void work(int frames) {
    for (int f = 0; f < frames; f++) {
        memset(canvas, 0, sizeof canvas);
        fill_disk(32, 32, 4 + f * 3, 0xff00ffu);
        depth(f);
    }
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 6;
    work(frames);
    return (int)(canvas[32 * 64 + 32] & 1);
}
