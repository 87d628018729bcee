// Hit testing: BM_HitTest/<method>/<where>, on the card (960×540, r = 36).
//
// Methods:
//   generic          ts_path_contains on the card's generated path (4 lines, 4 cubics), non-zero
//   generic_evenodd  the same under the even-odd rule
//   analytic_rrect   ts_analytic_contains on the card's closed form (true circular corners)
//   analytic_rect    ts_analytic_contains on the sharp-cornered card (a rectangle)
//   cairo            cairo_in_fill on the same path, replayed into a cairo context
//   agg_cached       AGG rasterizer_scanline_aa::hit_test, cells built and sorted once
//   agg_rebuilt      the same, rebuilding the cells from the path for every query
// Where:
//   centre   (480, 270)
//   corner   (12, 12): inside, in the top-left corner's square, so the corner cubic must be solved
//   outside  (1000, 270): right of the bounds
//   random   1024 seeded points uniform in the bounds grown by 10%, one pass per iteration
// Items are hit tests, so ns per test is 1e9 / items_per_second.
//
// Before anything is timed, check() compares the answers on these points and 100 000 more.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <agg_conv_curve.h>
#include <agg_rasterizer_scanline_aa.h>
#include <benchmark/benchmark.h>

#include "Families.hpp"
#include "Registration.hpp"
#include "Support.hpp"

namespace bench {
namespace {

const size_t kRandomCount = 1024;
const uint64_t kRandomSeed = 0x7041C4E5ull;

struct Where {
    const char *name;
    Point point;
};
const Where kPoints[] = {{"centre", {480, 270}}, {"corner", {12, 12}}, {"outside", {1000, 270}}};

using Rasterizer = agg::rasterizer_scanline_aa<>;

// Everything the family's benchmarks share, built once.
struct Fixture {
    Outline card{kCard};
    Outline rect{kCardRect};
    ts_analytic_shape analytic_rrect{};
    ts_analytic_shape analytic_rect{};
    cairo_surface_t *surface = nullptr;
    cairo_t *cr = nullptr;
    agg::path_storage agg_path;
    agg::conv_curve<agg::path_storage> agg_curve{agg_path};
    Rasterizer agg_cells;
    std::vector<Point> random = random_points(kCard, kRandomCount, kRandomSeed);

    Fixture() {
        if (ts_shape_analytic(card.handle(), kCard.width, kCard.height, &analytic_rrect) != TS_ANALYTIC_ROUNDED_RECT)
            fail("the card has no analytic rounded rectangle");
        if (ts_shape_analytic(rect.handle(), kCardRect.width, kCardRect.height, &analytic_rect) != TS_ANALYTIC_RECT)
            fail("the sharp card has no analytic rectangle");
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, int(kCard.width), int(kCard.height));
        cr = cairo_create(surface);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        card.replay(cr);
        card.replay(agg_path);
        agg_cells.filling_rule(agg::fill_non_zero);
        agg_cells.add_path(agg_curve);
    }
};

Fixture &fixture() {
    static Fixture *shared = new Fixture();  // lives as long as the process, like the benchmarks
    return *shared;
}

bool agg_hit(Rasterizer &ras, double x, double y) {
    return ras.hit_test(int(std::floor(x)), int(std::floor(y)));
}

// Touchstone against cairo, AGG and its own closed form, on the family's points and 100 000 more,
// leaving out the band near the boundary where each may legitimately differ:
// - cairo flattens to 0.1 px and works in 24.8 fixed point: compared beyond 0.5 px;
// - AGG answers for the pixel containing the point (any coverage): compared beyond 1.5 px of the
//   pixel's centre;
// - the analytic rounded rectangle is the true circle, 2.7e-4·r from the cubics: compared beyond
//   3e-4·r; the analytic rectangle is exactly the sharp card's path: compared everywhere.
// Points exactly on the straight edges and at the ends of the arcs are compared exactly too.
void check() {
    Fixture &f = fixture();
    const double w = kCard.width, h = kCard.height, r = 36;
    std::vector<Point> points;
    for (const Where &where : kPoints) points.push_back(where.point);
    points.insert(points.end(), f.random.begin(), f.random.end());
    std::vector<Point> more = random_points(kCard, 100000, kRandomSeed + 1);
    points.insert(points.end(), more.begin(), more.end());
    const Point edges[] = {{0, 270}, {960, 270}, {480, 0}, {480, 540}, {36, 0}, {924, 0}, {0, 36},
                           {0, 504}, {960, 36}, {36, 540}, {0, 0}, {960, 540}, {0, 540}, {960, 0}};
    std::vector<Point> exact(std::begin(edges), std::end(edges));

    size_t compared_cairo = 0, compared_agg = 0;
    auto mismatch = [](const char *peer, Point p, bool touchstone, bool other) {
        char message[256];
        std::snprintf(message, sizeof message,
                      "BM_HitTest: Touchstone and %s disagree at (%.17g, %.17g): %d vs %d", peer, p.x, p.y,
                      int(touchstone), int(other));
        fail(message);
    };
    for (const Point &p : points) {
        double d = rounded_rect_distance(p.x, p.y, w, h, r);
        bool ts = ts_path_contains(f.card.path(), p.x, p.y, TS_FILL_NONZERO);
        if (ts != ts_path_contains(f.card.path(), p.x, p.y, TS_FILL_EVEN_ODD)) mismatch("its even-odd rule", p, ts, !ts);
        if (std::fabs(d) > 3e-4 * r) {
            if (ts != (d < 0)) mismatch("the distance function", p, ts, d < 0);
            if (ts != ts_analytic_contains(&f.analytic_rrect, p.x, p.y)) mismatch("analytic_rrect", p, ts, !ts);
        }
        if (std::fabs(d) > 0.5) {
            bool cairo = cairo_in_fill(f.cr, p.x, p.y);
            if (ts != cairo) mismatch("cairo_in_fill", p, ts, cairo);
            compared_cairo++;
        }
        double cx = std::floor(p.x) + 0.5, cy = std::floor(p.y) + 0.5;
        double dc = rounded_rect_distance(cx, cy, w, h, r);
        if (std::fabs(dc) > 1.5) {
            bool agg = agg_hit(f.agg_cells, p.x, p.y);
            if ((dc < 0) != agg) mismatch("AGG hit_test", p, dc < 0, agg);
            compared_agg++;
        }
        bool rect_path = ts_path_contains(f.rect.path(), p.x, p.y, TS_FILL_NONZERO);
        bool rect_analytic = ts_analytic_contains(&f.analytic_rect, p.x, p.y);
        if (rect_path != rect_analytic) mismatch("analytic_rect", p, rect_path, rect_analytic);
    }
    for (const Point &p : exact) {
        bool ts = ts_path_contains(f.card.path(), p.x, p.y, TS_FILL_NONZERO);
        if (ts != ts_analytic_contains(&f.analytic_rrect, p.x, p.y)) mismatch("analytic_rrect on an edge", p, ts, !ts);
        bool rect_path = ts_path_contains(f.rect.path(), p.x, p.y, TS_FILL_NONZERO);
        if (rect_path != ts_analytic_contains(&f.analytic_rect, p.x, p.y))
            mismatch("analytic_rect on an edge", p, rect_path, !rect_path);
    }
    if (compared_cairo < points.size() / 2 || compared_agg < points.size() / 2)
        fail("BM_HitTest: too few points compared; the exclusion bands are too wide");
}

// One benchmark body per method: `test(point)` answers one query. The point is not hidden from
// the compiler: every library is called through an opaque function, so nothing can be hoisted,
// and queries overlap as they would in a loop over touches (forcing the point through memory
// each time would add a store-to-load round trip of ~2 ns to every library alike).
template <class Test>
void single(benchmark::State &state, Point p, Test test) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(test(p));
    }
    state.SetItemsProcessed(state.iterations());
}

template <class Test>
void sweep(benchmark::State &state, Test test) {
    const std::vector<Point> &points = fixture().random;
    for (auto _ : state) {
        size_t inside = 0;
        for (const Point &p : points) inside += test(p);
        benchmark::DoNotOptimize(inside);
    }
    state.SetItemsProcessed(state.iterations() * int64_t(points.size()));
}

template <class Test>
void register_method(const std::string &method, Test test, bool with_random = true) {
    for (const Where &where : kPoints) {
        bench::register_benchmark(("BM_HitTest/" + method + "/" + where.name).c_str(),
                                     [test, p = where.point](benchmark::State &state) { single(state, p, test); });
    }
    if (with_random) {
        bench::register_benchmark(("BM_HitTest/" + method + "/random").c_str(),
                                     [test](benchmark::State &state) { sweep(state, test); });
    }
}

}  // namespace

void register_hit_testing() {
    check();
    Fixture &f = fixture();
    ts_path *card = f.card.path();
    register_method("generic", [card](Point p) { return ts_path_contains(card, p.x, p.y, TS_FILL_NONZERO); });
    bench::register_benchmark("BM_HitTest/generic_evenodd/random", [card](benchmark::State &state) {
        sweep(state, [card](Point p) { return ts_path_contains(card, p.x, p.y, TS_FILL_EVEN_ODD); });
    });
    const ts_analytic_shape *rrect = &f.analytic_rrect, *rect = &f.analytic_rect;
    register_method("analytic_rrect", [rrect](Point p) { return ts_analytic_contains(rrect, p.x, p.y); });
    register_method("analytic_rect", [rect](Point p) { return ts_analytic_contains(rect, p.x, p.y); });
    cairo_t *cr = f.cr;
    register_method("cairo", [cr](Point p) { return bool(cairo_in_fill(cr, p.x, p.y)); });
    Rasterizer *cells = &f.agg_cells;
    register_method("agg_cached", [cells](Point p) { return agg_hit(*cells, p.x, p.y); });
    // Rebuilding costs tens of microseconds, so no random sweep (1024 rebuilds per iteration).
    agg::conv_curve<agg::path_storage> *curve = &f.agg_curve;
    static Rasterizer rebuilt;
    rebuilt.filling_rule(agg::fill_non_zero);
    register_method(
        "agg_rebuilt",
        [curve](Point p) {
            rebuilt.reset();
            rebuilt.add_path(*curve);
            return agg_hit(rebuilt, p.x, p.y);
        },
        false);
}

}  // namespace bench
