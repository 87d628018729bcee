// Rasterizing: BM_Raster/<library>/<case>, into a 1080×1920 frame (8.3 MB, Benchmarks/README.md).
//
// Libraries: touchstone (the C ABI: ts_fill_path and friends into a caller's buffer, RGBA8
// premultiplied), cairo (an image surface over the same size of buffer, ARGB32 premultiplied),
// agg (rendering_buffer + pixfmt_bgra32_pre + rasterizer_scanline_aa + scanline_p8), and floor
// (what the memory system allows: memset, a vectorised constant source-over).
//
// Cases (rounded rectangles whose corners are one cubic each):
//   full, full_50     1059.4×1899.4, r 48, at (10.3, 10.3): opaque, and at alpha 128 (50 %)
//   card, card_50     960×540, r 36, at (60, 60)
//   256, 256_50       256×256, r 32, at (100, 100)
//   btn, btn_50       48×48, r 12, at (100, 100), the path built on every iteration
//   stroke_btn, stroke_card, stroke_full   the shape's outline stroked 3 px wide (miter joins), opaque
//   clip_circle       an r 200 circle centred on the card's corner square (160, 160), clipped to the
//                     card, at 50 %
//   shadow_card       MDC's two elevation shadows of the card (touchstone only: cairo and AGG have
//                     no blur); drawn as a 320×180 pt card, r 12 pt, at elevation 8 pt and scale 3,
//                     so the key shadow's σ is 8 px
//   clear             the whole frame set to one colour (touchstone: ts_clear; floor: memset)
//   srcover           the whole frame, one colour at 50 % over it (floor only: the store-and-blend
//                     limit a 50 % fill of `full` approaches)
// Paths other than btn's are built once: each iteration rasterizes and composites (cairo:
// cairo_fill_preserve; AGG: add_path into a reset rasterizer). Items are pixels of the frame for
// clear/srcover and shapes drawn otherwise, so ns per item is the time per fill.
//
// Before anything is timed, check() draws every case with Touchstone and cairo into two frames
// over the same background and compares them pixel by pixel (cairo's BGRA swizzled): see the
// comment there for the tolerance. The shadow, which cairo cannot draw, is compared with an
// independent numerical convolution.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <agg_conv_curve.h>
#include <agg_conv_stroke.h>
#include <agg_pixfmt_rgba.h>
#include <agg_rasterizer_scanline_aa.h>
#include <agg_renderer_base.h>
#include <agg_renderer_scanline.h>
#include <agg_rendering_buffer.h>
#include <agg_scanline_p.h>
#include <benchmark/benchmark.h>
#include <cairo.h>

#include "Families.hpp"
#include "Registration.hpp"
#include "Support.hpp"

namespace bench {
namespace {

const int kWidth = 1080, kHeight = 1920;
const size_t kStride = size_t(kWidth) * 4;
const size_t kBytes = kStride * kHeight;

// The fill colour: 0x336699, opaque or at alpha 128; the background of the checks: opaque 0xEEEEEE.
const uint32_t kOpaque = 0x336699FFu, kHalf = 0x33669980u, kBackground = 0xEEEEEEFFu;

struct Shape {
    const char *name;
    double x, y, width, height, radius;
};
const Shape kFull = {"full", 10.3, 10.3, 1059.4, 1899.4, 48};
const Shape kCard = {"card", 60, 60, 960, 540, 36};
const Shape k256 = {"256", 100, 100, 256, 256, 32};
const Shape kButton = {"btn", 100, 100, 48, 48, 12};

// A frame buffer, 64-byte aligned.
struct Frame {
    uint8_t *data;
    Frame() : data(static_cast<uint8_t *>(std::aligned_alloc(64, kBytes))) { std::memset(data, 0, kBytes); }
    ~Frame() { std::free(data); }
    Frame(const Frame &) = delete;
    Frame &operator=(const Frame &) = delete;
    ts_pixels pixels() const { return ts_pixels{data, kWidth, kHeight, kStride}; }
};

ts_transform translation(double x, double y) { return ts_transform{1, 0, 0, 1, x, y}; }

std::string rounded_json(double radius) {
    char json[96];
    std::snprintf(json, sizeof json, "{\"rectangle\": {\"corners\": {\"rounded\": %g}}}", radius);
    return json;
}

// A Touchstone shape with its path built once, and the same elements read out for cairo and AGG.
struct Drawn {
    Shape shape;
    ts_shape *handle = nullptr;
    ts_path *path = nullptr;
    struct Element {
        int32_t kind;
        double p[6];
    };
    std::vector<Element> elements;

    explicit Drawn(const Shape &s) : shape(s) {
        char error[256];
        handle = ts_shape_create(rounded_json(s.radius).c_str(), error, sizeof error);
        if (!handle) fail(std::string("shape: ") + error);
        path = ts_path_create();
        size_t n = ts_shape_build_path(handle, s.width, s.height, path);
        for (size_t i = 0; i < n; i++) {
            Element e{};
            e.kind = ts_path_element(path, i, e.p);
            if (e.kind == TS_ELEMENT_QUAD) fail("unexpected quadratic in a rounded rectangle");
            elements.push_back(e);
        }
    }
    ~Drawn() {
        ts_path_destroy(path);
        ts_shape_destroy(handle);
    }
    ts_transform placement() const { return translation(shape.x, shape.y); }

    // The elements, moved to the shape's place, appended to cairo's current path.
    void replay(cairo_t *cr, double dx = 0, double dy = 0) const {
        dx += shape.x;
        dy += shape.y;
        for (const Element &e : elements) {
            switch (e.kind) {
            case TS_ELEMENT_MOVE: cairo_move_to(cr, e.p[0] + dx, e.p[1] + dy); break;
            case TS_ELEMENT_LINE: cairo_line_to(cr, e.p[0] + dx, e.p[1] + dy); break;
            case TS_ELEMENT_CUBIC:
                cairo_curve_to(cr, e.p[0] + dx, e.p[1] + dy, e.p[2] + dx, e.p[3] + dy, e.p[4] + dx, e.p[5] + dy);
                break;
            case TS_ELEMENT_CLOSE: cairo_close_path(cr); break;
            }
        }
    }
    void replay(agg::path_storage &out) const {
        double dx = shape.x, dy = shape.y;
        for (const Element &e : elements) {
            switch (e.kind) {
            case TS_ELEMENT_MOVE: out.move_to(e.p[0] + dx, e.p[1] + dy); break;
            case TS_ELEMENT_LINE: out.line_to(e.p[0] + dx, e.p[1] + dy); break;
            case TS_ELEMENT_CUBIC:
                out.curve4(e.p[0] + dx, e.p[1] + dy, e.p[2] + dx, e.p[3] + dy, e.p[4] + dx, e.p[5] + dy);
                break;
            case TS_ELEMENT_CLOSE: out.close_polygon(); break;
            }
        }
    }
};

// cairo over a frame.
struct CairoTarget {
    cairo_surface_t *surface;
    cairo_t *cr;
    explicit CairoTarget(Frame &frame) {
        surface = cairo_image_surface_create_for_data(frame.data, CAIRO_FORMAT_ARGB32, kWidth, kHeight,
                                                      cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, kWidth));
        if (cairo_image_surface_get_stride(surface) != int(kStride)) fail("cairo's stride differs");
        cr = cairo_create(surface);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
    }
    ~CairoTarget() {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
    void source(uint32_t rgba) {
        cairo_set_source_rgba(cr, (rgba >> 24) / 255.0, ((rgba >> 16) & 255) / 255.0, ((rgba >> 8) & 255) / 255.0,
                              (rgba & 255) / 255.0);
    }
};

// AGG over a frame, BGRA premultiplied like cairo's.
struct AggTarget {
    agg::rendering_buffer buffer;
    agg::pixfmt_bgra32_pre format;
    agg::renderer_base<agg::pixfmt_bgra32_pre> renderer;
    agg::rasterizer_scanline_aa<> rasterizer;
    agg::scanline_p8 scanline;
    explicit AggTarget(Frame &frame)
        : buffer(frame.data, kWidth, kHeight, int(kStride)), format(buffer), renderer(format) {
        rasterizer.filling_rule(agg::fill_non_zero);
    }
    static agg::rgba8 color(uint32_t rgba) {
        agg::rgba8 c(rgba >> 24, (rgba >> 16) & 255, (rgba >> 8) & 255, rgba & 255);
        c.premultiply();
        return c;
    }
    template <class Source> void fill(Source &source, uint32_t rgba) {
        rasterizer.reset();
        rasterizer.add_path(source);
        agg::render_scanlines_aa_solid(rasterizer, scanline, renderer, color(rgba));
    }
};

// ---- Floors ------------------------------------------------------------------------------------

typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));

// One colour (premultiplied, RGBA byte order) at its alpha over every pixel, d' = s + d·(255 − α)/255
// rounded exactly, four pixels per 16-byte vector: the floor of a translucent fill's interior.
// Written with vector extensions so that -O2 (SSE2) gives the kernel a hand-written one would: the
// 16 bytes are read as eight 16-bit lanes as they lie, `d & 0xFF` holding (r, b) and `d >> 8`
// holding (g, a); round(x/255) of t = x + 128 is the high half of t·257 (one pmulhuw); no unpacking.
// 18 instructions per four pixels (checked in the -O2 assembly), the same as Touchstone's span loop.
void constant_source_over(uint8_t *pixels, size_t bytes, const uint8_t premultiplied[4]) {
    u16x8 rb, ga, inverse;
    for (int i = 0; i < 8; i++) {
        rb[i] = premultiplied[(i & 1) * 2];
        ga[i] = premultiplied[(i & 1) * 2 + 1];
        inverse[i] = uint16_t(255 - premultiplied[3]);
    }
    for (size_t i = 0; i + 16 <= bytes; i += 16) {
        u16x8 d;
        std::memcpy(&d, pixels + i, 16);
        u16x8 low = (d & 0xFF) * inverse + 128, high = (d >> 8) * inverse + 128;
        low = __builtin_convertvector((__builtin_convertvector(low, u32x8) * 257) >> 16, u16x8);
        high = __builtin_convertvector((__builtin_convertvector(high, u32x8) * 257) >> 16, u16x8);
        u16x8 out = (rb + low) | ((ga + high) << 8);
        std::memcpy(pixels + i, &out, 16);
    }
}

// 0x336699 at alpha 128, premultiplied as Touchstone rounds it: round(c · 128 / 255).
const uint8_t kHalfPremultiplied[4] = {26, 51, 77, 128};

// ---- Agreement ----------------------------------------------------------------------------------

// The largest difference between Touchstone's frame (RGBA) and cairo's (BGRA in memory), and where.
struct Difference {
    int max = 0;
    int x = -1, y = -1;
};

// The largest per-channel differences between Touchstone's frame (RGBA) and cairo's (BGRA in
// memory), separately for edge pixels (those whose 3×3 neighbourhood in cairo's frame is not
// uniform: partly covered, or next to one) and all others (the background and the shapes'
// interiors, where both must give the same colour up to rounding).
struct Comparison {
    Difference edge, flat;
};

Comparison compare(const Frame &touchstone, const Frame &cairo) {
    Comparison result;
    auto same = [](const uint8_t *a, const uint8_t *b) { return std::memcmp(a, b, 4) == 0; };
    for (int y = 0; y < kHeight; y++) {
        const uint8_t *t = touchstone.data + y * kStride, *c = cairo.data + y * kStride;
        for (int x = 0; x < kWidth; x++, t += 4, c += 4) {
            int worst = std::max({std::abs(t[0] - c[2]), std::abs(t[1] - c[1]), std::abs(t[2] - c[0]),
                                  std::abs(t[3] - c[3])});
            if (worst == 0) continue;
            bool uniform = true;
            for (int dy = -1; dy <= 1 && uniform; dy++)
                for (int dx = -1; dx <= 1 && uniform; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= kWidth || ny >= kHeight) continue;
                    uniform = same(c, cairo.data + ny * kStride + nx * 4);
                }
            Difference &d = uniform ? result.flat : result.edge;
            if (worst > d.max) d = Difference{worst, x, y};
        }
    }
    return result;
}

// Fills both frames with the background (as each library's pixel order wants it).
void background(Frame &touchstone, Frame &cairo) {
    ts_pixels p = touchstone.pixels();
    if (ts_clear(&p, kBackground) != TS_OK) fail("ts_clear refused the frame");
    std::memcpy(cairo.data, touchstone.data, kBytes);  // 0xEEEEEE is the same in both orders
}

// The state every benchmark of the family shares, built once.
struct RasterFixture {
    Frame frame;
    ts_canvas *canvas = ts_canvas_create();
    Drawn full{kFull}, card{kCard}, d256{k256}, button{kButton};
    Drawn circle{Shape{"circle", kCard.x + 160 - 200, kCard.y + 160 - 200, 400, 400, 200}};
    ts_shape *button_shape = nullptr;
    ts_path *button_path = ts_path_create();
    agg::path_storage agg_paths[4];

    RasterFixture() {
        button_shape = button.handle;

        full.replay(agg_paths[0]);
        card.replay(agg_paths[1]);
        d256.replay(agg_paths[2]);
        button.replay(agg_paths[3]);
    }
    const Drawn &shape(const std::string &name) const {
        if (name == "full") return full;
        if (name == "card") return card;
        if (name == "256") return d256;
        return button;
    }
    agg::path_storage &agg_path(const std::string &name) {
        if (name == "full") return agg_paths[0];
        if (name == "card") return agg_paths[1];
        if (name == "256") return agg_paths[2];
        return agg_paths[3];
    }
};

RasterFixture &fixture() {
    static RasterFixture *shared = new RasterFixture();
    return *shared;
}

const ts_stroke_style kBorder = {3, TS_JOIN_MITER, TS_CAP_BUTT, 10};
const ts_analytic_shape kCardPoints = {TS_ANALYTIC_ROUNDED_RECT, 20, 20, 340, 200, 12};
const ts_transform kScale3 = {3, 0, 0, 3, 0, 0};
const double kCardElevation = 8;

// Touchstone's drawing of each case, as timed.
void touchstone_fill(RasterFixture &f, const Drawn &d, uint32_t rgba, Frame &into) {
    ts_pixels p = into.pixels();
    ts_transform t = d.placement();
    ts_fill_path(f.canvas, &p, d.path, rgba, TS_FILL_NONZERO, &t);
}
void touchstone_button(RasterFixture &f, uint32_t rgba, Frame &into) {
    ts_pixels p = into.pixels();
    ts_shape_build_path(f.button_shape, kButton.width, kButton.height, f.button_path);
    ts_transform t = translation(kButton.x, kButton.y);
    ts_fill_path(f.canvas, &p, f.button_path, rgba, TS_FILL_NONZERO, &t);
}
void touchstone_stroke(RasterFixture &f, const Drawn &d, Frame &into) {
    ts_pixels p = into.pixels();
    ts_transform t = d.placement();
    ts_stroke_path(f.canvas, &p, d.path, kOpaque, &kBorder, &t);
}
void touchstone_clip(RasterFixture &f, Frame &into) {
    ts_pixels p = into.pixels();
    ts_transform circle = f.circle.placement(), card = f.card.placement();
    ts_fill_path_clipped(f.canvas, &p, f.circle.path, kHalf, TS_FILL_NONZERO, &circle, f.card.path, TS_FILL_NONZERO,
                         &card);
}
void touchstone_shadow(RasterFixture &f, Frame &into) {
    ts_pixels p = into.pixels();
    if (ts_draw_elevation_shadows(f.canvas, &p, &kCardPoints, kCardElevation, 0x000000FFu, &kScale3) != TS_OK)
        fail("ts_draw_elevation_shadows refused the card");
}

// cairo's drawing of each case. The path is in the context already (fill_preserve) unless `build`.
void cairo_fill_shape(CairoTarget &c, const Drawn &d, uint32_t rgba, bool build) {
    if (build) {
        cairo_new_path(c.cr);
        d.replay(c.cr);
    }
    c.source(rgba);
    cairo_fill_preserve(c.cr);
}
void cairo_stroke_shape(CairoTarget &c) {
    c.source(kOpaque);
    cairo_stroke_preserve(c.cr);
}
void cairo_clip_circle(CairoTarget &c, const RasterFixture &f) {
    cairo_save(c.cr);
    cairo_new_path(c.cr);
    f.card.replay(c.cr);
    cairo_clip(c.cr);
    f.circle.replay(c.cr);
    c.source(kHalf);
    cairo_fill(c.cr);
    cairo_restore(c.cr);
}
void stroke_setup(CairoTarget &c, const Drawn &d) {
    cairo_new_path(c.cr);
    d.replay(c.cr);
    cairo_set_line_width(c.cr, kBorder.width);
    cairo_set_line_join(c.cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_cap(c.cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_miter_limit(c.cr, kBorder.miter_limit);
}

// ---- The shadow's reference ---------------------------------------------------------------------

double Phi(double t) { return 0.5 * std::erfc(-t / std::sqrt(2.0)); }

// The Gaussian blur (σ) of the true rounded rectangle [x0, x1] × [y0, y1], radius r, sampled at
// (px, py): the closed form along x, the midpoint rule along y in steps of at most 1/4 px (σ ≥ 8
// here, so the Gaussian is smooth on that scale; the arc's square-root end costs < 10⁻⁴). (Sampling at
// the pixel's centre instead of averaging over it differs by < 0.0101/σ² ≈ 2·10⁻⁴ here.)
double blurred_rounded_rect(double px, double py, double x0, double y0, double x1, double y1, double r,
                            double sigma) {
    double lo = std::max(y0, py - 7 * sigma), hi = std::min(y1, py + 7 * sigma);
    if (lo >= hi) return 0;
    int steps = int(std::ceil((hi - lo) * 4));
    double h = (hi - lo) / steps, sum = 0;
    for (int i = 0; i < steps; i++) {
        double v = lo + (i + 0.5) * h;
        double depth = std::min(v - y0, y1 - v), inset = 0;
        if (depth < r) inset = r - std::sqrt(std::max(0.0, r * r - (r - depth) * (r - depth)));
        double a = x0 + inset, b = x1 - inset;
        double g = std::exp(-0.5 * ((v - py) / sigma) * ((v - py) / sigma)) / (sigma * std::sqrt(2 * M_PI));
        sum += g * (Phi((b - px) / sigma) - Phi((a - px) / sigma));
    }
    return sum * h;
}

// Checks ts_draw_elevation_shadows against MDC's metrics and a numerical convolution: over the
// background, each pixel outside the card must be bg·(1 − α_key·S_key)·(1 − α_ambient·S_ambient)
// within 2/255, pixels inside it untouched (MDC masks the shadows off the interior). Pixels within
// 1 px of the card's outline are left out: there the interior mask is the outline's anti-aliased
// coverage, which this reference does not model. Checked: every 9th pixel of the shadow's reach
// and every 3rd of the top-left and bottom-right corner boxes.
void check_shadow(RasterFixture &f) {
    Frame frame, unused;
    background(frame, unused);
    touchstone_shadow(f, frame);
    const double scale = 3, e = kCardElevation;
    const double x0 = kCardPoints.min_x * scale, y0 = kCardPoints.min_y * scale;
    const double x1 = kCardPoints.max_x * scale, y1 = kCardPoints.max_y * scale, r = kCardPoints.radius * scale;
    const double key_sigma = (0.666920 * e - 0.001648) / 2 * scale, key_dy = (1.23118 * e - 0.03933) * scale;
    const double ambient_sigma = (0.889544 * e - 0.003701) / 2 * scale;
    // The compositing alphas: black at opacity 0.26 and 0.08, rounded to 8 bits as Core Animation's
    // colours are.
    const double key_alpha = std::round(0.26 * 255) / 255, ambient_alpha = std::round(0.08 * 255) / 255;
    double worst = 0;
    int wx = 0, wy = 0;
    size_t checked = 0;
    auto check = [&](int x, int y) {
        double px = x + 0.5, py = y + 0.5;
        double inside = -rounded_rect_distance(px - x0, py - y0, x1 - x0, y1 - y0, r);
        if (std::fabs(inside) <= 1) return;
        double expected = 0xEE;
        if (inside < 0) {
            double key = blurred_rounded_rect(px, py, x0, y0 + key_dy, x1, y1 + key_dy, r, key_sigma);
            double ambient = blurred_rounded_rect(px, py, x0, y0, x1, y1, r, ambient_sigma);
            expected = 0xEE * (1 - key_alpha * key) * (1 - ambient_alpha * ambient);
        }
        const uint8_t *p = frame.data + y * kStride + x * 4;
        if (p[3] != 255) fail("shadow: the frame is no longer opaque");
        for (int k = 0; k < 3; k++) {
            double d = std::fabs(p[k] - expected);
            if (d > worst) {
                worst = d;
                wx = x;
                wy = y;
            }
        }
        checked++;
    };
    int reach_x0 = int(x0 - 8 * ambient_sigma), reach_x1 = int(x1 + 8 * ambient_sigma);
    int reach_y0 = int(y0 - 8 * ambient_sigma), reach_y1 = int(y1 + key_dy + 8 * key_sigma);
    for (int y = std::max(reach_y0, 0); y < std::min(reach_y1, kHeight); y += 9)
        for (int x = std::max(reach_x0, 0); x < std::min(reach_x1, kWidth); x += 9) check(x, y);
    for (int y = int(y0) - 40; y < int(y0) + 60; y += 3)
        for (int x = int(x0) - 40; x < int(x0) + 60; x += 3) check(x, y);
    for (int y = int(y1) - 20; y < int(y1 + key_dy) + 40; y += 3)
        for (int x = int(x1) - 60; x < int(x1) + 40; x += 3) check(x, y);
    std::fprintf(stderr, "touchstone-bench: shadow_card: %zu pixels against a numerical convolution, max difference "
                         "%.2f/255 at (%d, %d)\n", checked, worst, wx, wy);
    if (worst > 2) fail("shadow_card: Touchstone's elevation shadow differs from the reference by more than 2/255");
}

// Tolerances for Touchstone against cairo, per channel, out of 255 (Benchmarks/README.md,
// "Agreement checks"):
// - Away from edges, 2: the colours differ only by premultiplication rounding (cairo goes through
//   16-bit colour and truncates; Touchstone rounds once).
// - cairo is asked to flatten curves to 0.001 px (its default, 0.1 px, puts chords up to 0.1 px
//   inside convex curves: 21/255 on the full shape's corners), close to Touchstone's 1/512 px.
// - On edge pixels of fills and the clipped circle, 9: cairo's scan converter (cairo-tor, 1.16)
//   samples coverage on 15 sub-rows per pixel, so an edge crossing a row off the sample grid (the
//   full shape's top edge at y = 10.3) is off by up to 1/30 of a pixel, 8.5/255 of alpha; plus
//   rounding. Touchstone's is the exact area. Measured: 6/255 at most.
// - On edge pixels of strokes, 9, for the same reason as fills: a closed convex outline (all three
//   shapes) is stroked as the ring between two offset loops (Sources/Raster/Stroke/RingStroker.swift),
//   an exact-area fill with no overlapping pieces, its curves within 2/3 of 0.025 px of the true
//   offset. Measured: 7, 7, 5/255 (btn, card, full).
const int kFlatTolerance = 2, kFillEdgeTolerance = 9, kStrokeEdgeTolerance = 9;
const double kCairoCheckTolerance = 0.001;

// Draws one case with both libraries over the background and compares.
template <class DrawTouchstone, class DrawCairo>
void check_case(const char *name, int edge_tolerance, DrawTouchstone touchstone, DrawCairo cairo) {
    Frame t, c;
    background(t, c);
    touchstone(t);
    {
        CairoTarget target(c);
        cairo_set_tolerance(target.cr, kCairoCheckTolerance);
        cairo(target);
        cairo_surface_flush(target.surface);
    }
    Comparison result = compare(t, c);
    std::fprintf(stderr, "touchstone-bench: %s: max difference from cairo %d/255 on edges (allowed %d), %d/255 "
                         "elsewhere (allowed %d)\n", name, result.edge.max, edge_tolerance, result.flat.max,
                 kFlatTolerance);
    for (auto [d, tolerance] : {std::pair{result.edge, edge_tolerance}, std::pair{result.flat, kFlatTolerance}}) {
        if (d.max <= tolerance) continue;
        const uint8_t *p = t.data + d.y * kStride + d.x * 4, *q = c.data + d.y * kStride + d.x * 4;
        char message[256];
        std::snprintf(message, sizeof message,
                      "%s: Touchstone (%d, %d, %d, %d) and cairo (%d, %d, %d, %d) differ by %d/255 at (%d, %d); "
                      "tolerance %d/255", name, p[0], p[1], p[2], p[3], q[2], q[1], q[0], q[3], d.max, d.x, d.y,
                      tolerance);
        fail(message);
    }
}

void check(RasterFixture &f) {
    for (const Drawn *d : {&f.full, &f.card, &f.d256, &f.button}) {
        for (uint32_t rgba : {kOpaque, kHalf}) {
            std::string name = std::string(d->shape.name) + (rgba == kHalf ? "_50" : "");
            check_case(name.c_str(), kFillEdgeTolerance, [&](Frame &fr) { touchstone_fill(f, *d, rgba, fr); },
                       [&](CairoTarget &c) { cairo_fill_shape(c, *d, rgba, true); });
        }
    }
    {
        Frame t, c;
        background(t, c);
        touchstone_button(f, kHalf, t);
        Frame u, unused;
        background(u, unused);
        touchstone_fill(f, f.button, kHalf, u);
        if (std::memcmp(t.data, u.data, kBytes) != 0) fail("btn: building the path again changed the pixels");
    }
    for (const Drawn *d : {&f.button, &f.card, &f.full}) {
        std::string name = std::string("stroke_") + d->shape.name;
        check_case(name.c_str(), kStrokeEdgeTolerance, [&](Frame &fr) { touchstone_stroke(f, *d, fr); },
                   [&](CairoTarget &c) { stroke_setup(c, *d); cairo_stroke_shape(c); });
    }
    check_case("clip_circle", kFillEdgeTolerance, [&](Frame &fr) { touchstone_clip(f, fr); },
               [&](CairoTarget &c) { cairo_clip_circle(c, f); });
    check_shadow(f);
    // The floor computes what Touchstone's fill of the whole frame computes, bit for bit.
    {
        Frame t, c;
        background(t, c);
        constant_source_over(c.data, kBytes, kHalfPremultiplied);
        char error[256];
        ts_shape *frame_shape = ts_shape_create("{\"rectangle\": {\"corners\": {\"sharp\": true}}}", error,
                                                sizeof error);
        ts_path *frame_path = ts_path_create();
        ts_shape_build_path(frame_shape, kWidth, kHeight, frame_path);
        ts_pixels p = t.pixels();
        ts_fill_path(f.canvas, &p, frame_path, kHalf, TS_FILL_NONZERO, nullptr);
        ts_path_destroy(frame_path);
        ts_shape_destroy(frame_shape);
        if (std::memcmp(t.data, c.data, kBytes) != 0) fail("srcover: the floor differs from Touchstone's fill of the frame");
    }
}

// ---- Registration -------------------------------------------------------------------------------

void register_fill(const std::string &shape, bool half) {
    std::string name = shape + (half ? "_50" : "");
    uint32_t rgba = half ? kHalf : kOpaque;
    bool button = shape == "btn";
    bench::register_benchmark(("BM_Raster/touchstone/" + name).c_str(), [shape, rgba, button](benchmark::State &state) {
        RasterFixture &f = fixture();
        const Drawn &d = f.shape(shape);
        for (auto _ : state) {
            if (button) touchstone_button(f, rgba, f.frame);
            else touchstone_fill(f, d, rgba, f.frame);
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
    });
    bench::register_benchmark(("BM_Raster/cairo/" + name).c_str(), [shape, rgba, button](benchmark::State &state) {
        RasterFixture &f = fixture();
        const Drawn &d = f.shape(shape);
        CairoTarget c(f.frame);
        cairo_new_path(c.cr);
        d.replay(c.cr);
        for (auto _ : state) {
            cairo_fill_shape(c, d, rgba, button);
            cairo_surface_flush(c.surface);
        }
        state.SetItemsProcessed(state.iterations());
    });
    bench::register_benchmark(("BM_Raster/agg/" + name).c_str(), [shape, rgba, button](benchmark::State &state) {
        RasterFixture &f = fixture();
        const Drawn &d = f.shape(shape);
        AggTarget a(f.frame);
        agg::path_storage &stored = f.agg_path(shape);
        agg::path_storage rebuilt;
        for (auto _ : state) {
            if (button) {
                rebuilt.remove_all();
                d.replay(rebuilt);
                agg::conv_curve<agg::path_storage> curve(rebuilt);
                a.fill(curve, rgba);
            } else {
                agg::conv_curve<agg::path_storage> curve(stored);
                a.fill(curve, rgba);
            }
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
    });
}

}  // namespace

void register_rasterizing() {
    RasterFixture &f = fixture();
    // TOUCHSTONE_BENCH_PROFILE=1 skips the check, for profiling under valgrind only (where the
    // check's frame comparisons would take minutes); timed runs always check.
    if (!std::getenv("TOUCHSTONE_BENCH_PROFILE")) check(f);

    for (const char *shape : {"full", "card", "256", "btn"}) {
        register_fill(shape, false);
        register_fill(shape, true);
    }
    for (const char *shape : {"btn", "card", "full"}) {
        std::string s = shape;
        bench::register_benchmark(("BM_Raster/touchstone/stroke_" + s).c_str(), [s](benchmark::State &state) {
            RasterFixture &f = fixture();
            const Drawn &d = f.shape(s);
            for (auto _ : state) {
                touchstone_stroke(f, d, f.frame);
                benchmark::ClobberMemory();
            }
            state.SetItemsProcessed(state.iterations());
        });
        bench::register_benchmark(("BM_Raster/cairo/stroke_" + s).c_str(), [s](benchmark::State &state) {
            RasterFixture &f = fixture();
            CairoTarget c(f.frame);
            stroke_setup(c, f.shape(s));
            for (auto _ : state) {
                cairo_stroke_shape(c);
                cairo_surface_flush(c.surface);
            }
            state.SetItemsProcessed(state.iterations());
        });
        bench::register_benchmark(("BM_Raster/agg/stroke_" + s).c_str(), [s](benchmark::State &state) {
            RasterFixture &f = fixture();
            AggTarget a(f.frame);
            agg::conv_curve<agg::path_storage> curve(f.agg_path(s));
            agg::conv_stroke<agg::conv_curve<agg::path_storage>> stroke(curve);
            stroke.width(kBorder.width);
            stroke.line_join(agg::miter_join);
            stroke.miter_limit(kBorder.miter_limit);
            for (auto _ : state) {
                a.fill(stroke, kOpaque);
                benchmark::ClobberMemory();
            }
            state.SetItemsProcessed(state.iterations());
        });
    }
    bench::register_benchmark("BM_Raster/touchstone/clip_circle", [](benchmark::State &state) {
        RasterFixture &f = fixture();
        for (auto _ : state) {
            touchstone_clip(f, f.frame);
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
    });
    bench::register_benchmark("BM_Raster/cairo/clip_circle", [](benchmark::State &state) {
        RasterFixture &f = fixture();
        CairoTarget c(f.frame);
        for (auto _ : state) {
            cairo_clip_circle(c, f);
            cairo_surface_flush(c.surface);
        }
        state.SetItemsProcessed(state.iterations());
    });
    bench::register_benchmark("BM_Raster/touchstone/shadow_card", [](benchmark::State &state) {
        RasterFixture &f = fixture();
        for (auto _ : state) {
            touchstone_shadow(f, f.frame);
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
    });
    bench::register_benchmark("BM_Raster/touchstone/clear", [](benchmark::State &state) {
        RasterFixture &f = fixture();
        ts_pixels p = f.frame.pixels();
        for (auto _ : state) {
            ts_clear(&p, kOpaque);
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
        state.SetBytesProcessed(state.iterations() * int64_t(kBytes));
    });
    bench::register_benchmark("BM_Raster/floor/clear", [](benchmark::State &state) {
        RasterFixture &f = fixture();
        for (auto _ : state) {
            std::memset(f.frame.data, 0x5A, kBytes);
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
        state.SetBytesProcessed(state.iterations() * int64_t(kBytes));
    });
    bench::register_benchmark("BM_Raster/floor/srcover", [](benchmark::State &state) {
        RasterFixture &f = fixture();
        for (auto _ : state) {
            constant_source_over(f.frame.data, kBytes, kHalfPremultiplied);
            benchmark::ClobberMemory();
        }
        state.SetItemsProcessed(state.iterations());
        state.SetBytesProcessed(state.iterations() * int64_t(kBytes));
    });
}

}  // namespace bench
