// BM_Text: a six-glyph title, "BUTTON" in Roboto Medium at 14 pt and scale 3 (42 px/em), the
// gallery button's title at the benchmark frames' scale. Items are glyphs.
//
// BM_Text/touchstone/title_uncached: ts_label_draw(TS_LABEL_UNCACHED): HarfBuzz shaping, the
//   glyph outlines placed (FreeType's, kept by glyph in the face), the exact-area rasterizer's
//   coverage and its compositing: what a label's first frame costs.
// BM_Text/touchstone/title_cached: ts_label_draw(TS_LABEL_CACHED): the coverage kept from the
//   last draw composited again: what a title costs in each frame of a ripple growing over it.
// BM_Text/freetype/load_render: FreeType 2.12's FT_Load_Glyph(FT_LOAD_NO_HINTING) and
//   FT_Render_Glyph(FT_RENDER_MODE_NORMAL) for each glyph: FreeType's own rasterizing of the same
//   outlines into its bitmaps (no compositing).
// BM_Text/cairo/show_glyphs: cairo 1.16's cairo_show_glyphs of the six glyphs, unhinted, with its
//   glyph cache warm, into an image surface of the same size.
// BM_Text/floor/blit_mask: the title's coverage (Touchstone's) composited source-over in the
//   frame's colour by a plain loop: the floor of the cached route.
//
// Before timing, Touchstone's coverage of "B" at a whole-pixel pen position is compared with
// FreeType's smooth rendering of the same outline (the same place and the same total ink; curved
// edges differ by FreeType's coarser flattening of conics); the cached and uncached draws must
// give the same bytes.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <cairo-ft.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H

#include "Families.hpp"
#include "Registration.hpp"
#include "Support.hpp"
#include "touchstone.h"

namespace bench {
namespace {

constexpr const char *kFontPath = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf";
constexpr const char *kTitle = "BUTTON";
constexpr double kSize = 14, kScale = 3;
constexpr int kWidth = 200, kHeight = 64;
constexpr size_t kStride = size_t(kWidth) * 4;
// The pen: 1.3 points in, the baseline 15.2 points down (fractions of a pixel at scale 3).
constexpr double kPenX = 1.3, kPenY = 15.2;
constexpr uint32_t kColor = 0x6200EEFF;

struct Frame {
    std::vector<uint8_t> bytes = std::vector<uint8_t>(kStride * kHeight, 0);
    ts_pixels pixels() { return ts_pixels{bytes.data(), kWidth, kHeight, kStride}; }
};

ts_label *make_label(const char *text) {
    char error[512] = {0};
    ts_label *label = ts_label_create(text, kSize, TS_WEIGHT_MEDIUM, error, sizeof error);
    if (!label) fail(std::string("ts_label_create: ") + error);
    return label;
}

FT_Face open_face(FT_Library library) {
    FT_Face face = nullptr;
    if (FT_New_Face(library, kFontPath, 0, &face) != 0) fail(std::string("FreeType cannot open ") + kFontPath);
    if (FT_Set_Pixel_Sizes(face, 0, FT_UInt(kSize * kScale)) != 0) fail("FT_Set_Pixel_Sizes failed");
    return face;
}

// Touchstone's "B" against FreeType's smooth rendering, pen at whole pixels (20, 60).
void check_agreement(FT_Face face) {
    ts_label *label = make_label("B");
    Frame frame;
    ts_pixels p = frame.pixels();
    // Opaque black over transparent pixels: the alpha byte is the coverage.
    if (ts_label_draw(label, &p, 20 / kScale, 60 / kScale, kScale, 0x000000FF, TS_LABEL_UNCACHED) != TS_OK) {
        fail("ts_label_draw refused the frame");
    }
    ts_label_destroy(label);
    if (FT_Load_Char(face, 'B', FT_LOAD_NO_HINTING) != 0) fail("FT_Load_Char failed");
    if (FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL) != 0) fail("FT_Render_Glyph failed");
    const FT_Bitmap &bitmap = face->glyph->bitmap;
    int left = 20 + face->glyph->bitmap_left, top = 60 - face->glyph->bitmap_top;
    int worst = 0, covered = 0;
    long sum_ours = 0, sum_theirs = 0;
    for (int y = 0; y < kHeight; ++y) {
        for (int x = 0; x < kWidth; ++x) {
            int ours = frame.bytes[size_t(y) * kStride + size_t(x) * 4 + 3];
            int bx = x - left, by = y - top;
            int theirs = (bx >= 0 && by >= 0 && bx < int(bitmap.width) && by < int(bitmap.rows))
                             ? bitmap.buffer[by * bitmap.pitch + bx] : 0;
            worst = std::max(worst, std::abs(ours - theirs));
            sum_ours += ours;
            sum_theirs += theirs;
            if (ours > 0) ++covered;
        }
    }
    double total = double(sum_ours - sum_theirs) / double(sum_theirs);
    std::printf("touchstone-bench: BM_Text check: \"B\" at 42 px/em, %d pixels covered, largest difference from "
                "FreeType %d/255, total coverage %+.3f%%\n", covered, worst, 100 * total);
    if (covered < 200) fail("BM_Text: Touchstone drew too little of \"B\"");
    // FreeType's smooth rasterizer splits conic arcs into far fewer line segments than
    // Touchstone's 1/512-pixel flattening, so pixels on the curved edges differ (16/255 measured;
    // Touchstone's own coverage is within 2/255 of the exact area, TextCoverageTests); the glyph's
    // place and its total ink must agree.
    if (worst > 24) fail("BM_Text: Touchstone's \"B\" differs from FreeType's by more than 24/255");
    if (std::fabs(total) > 0.005) fail("BM_Text: Touchstone's \"B\" has more than 0.5% more or less ink than FreeType's");
}

void title_draw(benchmark::State &state, int32_t mode) {
    ts_label *label = make_label(kTitle);
    size_t glyphs = ts_label_glyph_count(label);
    Frame frame;
    ts_pixels p = frame.pixels();
    ts_clear(&p, 0xFFFFFFFF);
    ts_label_draw(label, &p, kPenX, kPenY, kScale, kColor, mode);
    for (auto _ : state) {
        ts_label_draw(label, &p, kPenX, kPenY, kScale, kColor, mode);
        benchmark::DoNotOptimize(frame.bytes.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(glyphs));
    ts_label_destroy(label);
}

void freetype_load_render(benchmark::State &state) {
    FT_Library library = nullptr;
    if (FT_Init_FreeType(&library) != 0) fail("FT_Init_FreeType failed");
    FT_Face face = open_face(library);
    std::vector<FT_UInt> glyphs;
    for (const char *c = kTitle; *c; ++c) glyphs.push_back(FT_Get_Char_Index(face, FT_ULong(*c)));
    for (auto _ : state) {
        for (FT_UInt glyph : glyphs) {
            FT_Load_Glyph(face, glyph, FT_LOAD_NO_HINTING);
            FT_Render_Glyph(face->glyph, FT_RENDER_MODE_NORMAL);
            benchmark::DoNotOptimize(face->glyph->bitmap.buffer);
        }
    }
    state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(glyphs.size()));
    FT_Done_Face(face);
    FT_Done_FreeType(library);
}

void cairo_show(benchmark::State &state) {
    FT_Library library = nullptr;
    if (FT_Init_FreeType(&library) != 0) fail("FT_Init_FreeType failed");
    FT_Face face = open_face(library);
    std::vector<cairo_glyph_t> glyphs;
    double x = kPenX * kScale;
    for (const char *c = kTitle; *c; ++c) {
        FT_UInt index = FT_Get_Char_Index(face, FT_ULong(*c));
        glyphs.push_back(cairo_glyph_t{index, x, kPenY * kScale});
        FT_Fixed advance = 0;
        FT_Get_Advance(face, index, FT_LOAD_NO_HINTING, &advance);
        x += double(advance) / 65536.0;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
    cairo_t *cr = cairo_create(surface);
    cairo_font_face_t *font = cairo_ft_font_face_create_for_ft_face(face, FT_LOAD_NO_HINTING);
    cairo_set_font_face(cr, font);
    cairo_set_font_size(cr, kSize * kScale);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_set_source_rgba(cr, 0x62 / 255.0, 0, 0xEE / 255.0, 1);
    cairo_show_glyphs(cr, glyphs.data(), int(glyphs.size()));   // warms the glyph cache
    for (auto _ : state) {
        cairo_show_glyphs(cr, glyphs.data(), int(glyphs.size()));
        cairo_surface_flush(surface);
    }
    state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(glyphs.size()));
    cairo_font_options_destroy(options);
    cairo_destroy(cr);
    cairo_font_face_destroy(font);
    cairo_surface_destroy(surface);
    FT_Done_Face(face);
    FT_Done_FreeType(library);
}

// The title's coverage as an A8 mask over its box, read from a draw in opaque black over
// transparent pixels, then composited by a plain source-over loop (premultiplied, rounding as
// x * y / 255 to nearest).
void floor_blit(benchmark::State &state) {
    ts_label *label = make_label(kTitle);
    size_t glyphs = ts_label_glyph_count(label);
    Frame coverage;
    ts_pixels cp = coverage.pixels();
    ts_label_draw(label, &cp, kPenX, kPenY, kScale, 0x000000FF, TS_LABEL_UNCACHED);
    ts_label_destroy(label);
    int x0 = kWidth, y0 = kHeight, x1 = 0, y1 = 0;
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x)
            if (coverage.bytes[size_t(y) * kStride + size_t(x) * 4 + 3]) {
                x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x + 1), y1 = std::max(y1, y + 1);
            }
    int w = x1 - x0, h = y1 - y0;
    std::vector<uint8_t> mask(size_t(w) * size_t(h));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) mask[size_t(y) * w + x] = coverage.bytes[size_t(y + y0) * kStride + size_t(x + x0) * 4 + 3];
    Frame frame;
    ts_pixels p = frame.pixels();
    ts_clear(&p, 0xFFFFFFFF);
    const uint8_t color[4] = {0x62, 0x00, 0xEE, 0xFF};
    auto mul = [](unsigned a, unsigned b) { unsigned t = a * b + 128; return uint8_t((t + (t >> 8)) >> 8); };
    for (auto _ : state) {
        for (int y = 0; y < h; ++y) {
            const uint8_t *m = mask.data() + size_t(y) * w;
            uint8_t *d = frame.bytes.data() + size_t(y + y0) * kStride + size_t(x0) * 4;
            for (int x = 0; x < w; ++x, d += 4) {
                unsigned c = m[x];
                if (c == 0) continue;
                if (c == 255) { std::memcpy(d, color, 4); continue; }
                unsigned a = mul(color[3], c);
                for (int k = 0; k < 4; ++k) d[k] = uint8_t(mul(color[k], c) + mul(d[k], 255 - a));
            }
        }
        benchmark::DoNotOptimize(frame.bytes.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(glyphs));
}

}  // namespace

void register_text() {
    FT_Library library = nullptr;
    if (FT_Init_FreeType(&library) != 0) fail("FT_Init_FreeType failed");
    FT_Face face = open_face(library);
    check_agreement(face);
    FT_Done_Face(face);
    FT_Done_FreeType(library);
    {
        // The cached route gives the uncached route's bytes.
        ts_label *label = make_label(kTitle);
        Frame a, b;
        ts_pixels pa = a.pixels(), pb = b.pixels();
        ts_label_draw(label, &pa, kPenX, kPenY, kScale, kColor, TS_LABEL_UNCACHED);
        ts_label_draw(label, &pb, kPenX, kPenY, kScale, kColor, TS_LABEL_CACHED);
        ts_clear(&pb, 0);
        ts_label_draw(label, &pb, kPenX, kPenY, kScale, kColor, TS_LABEL_CACHED);
        ts_label_destroy(label);
        if (a.bytes != b.bytes) fail("BM_Text: the cached title differs from the uncached one");
    }
    register_benchmark("BM_Text/touchstone/title_uncached", title_draw, int32_t(TS_LABEL_UNCACHED));
    register_benchmark("BM_Text/touchstone/title_cached", title_draw, int32_t(TS_LABEL_CACHED));
    register_benchmark("BM_Text/freetype/load_render", freetype_load_render);
    register_benchmark("BM_Text/cairo/show_glyphs", cairo_show);
    register_benchmark("BM_Text/floor/blit_mask", floor_blit);
}

}  // namespace bench
