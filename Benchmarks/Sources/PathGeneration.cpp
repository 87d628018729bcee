// Path generation: BM_PathBuild/<library>/<shape>.
//
// Touchstone builds each shape's outline from its spec through the C ABI into a reused path, as a
// renderer does every frame. cairo builds the same rounded rectangle two ways: with the usual
// cairo_arc recipe (computing the corners, as Touchstone does) and by replaying Touchstone's
// elements (only recording them: the floor of any path builder). Items are paths; the counter
// "elements" is the path's length and "allocs_per_build" the heap allocations per build measured
// over 1000 untimed builds after the first (the goal is 0).
#include <cmath>

#include <benchmark/benchmark.h>

#include "Families.hpp"
#include "Registration.hpp"
#include "Support.hpp"

namespace bench {
namespace {

const ShapeCase kShapes[] = {
    {"rounded", R"({"rectangle": {"corners": {"rounded": 36}}})", 960, 540},
    {"cut", R"({"rectangle": {"corners": {"cut": 24}}})", 960, 540},
    {"curved", R"({"curvedRect": {"cornerSize": [24, 16]}})", 960, 540},
    {"triangle",
     R"({"rectangle": {"corners": {"sharp": true}, "edges": [{"triangle": {"size": 16, "style": "handle"}}, )"
     R"({"straight": true}, {"triangle": {"size": 16, "style": "cut"}}, {"straight": true}]}})",
     960, 540},
    {"pill", R"({"pill": {}})", 960, 540},
    {"slanted", R"({"slantedRect": {"slant": 24}})", 960, 540},
};

void touchstone_build(benchmark::State &state, const ShapeCase &shape) {
    Outline outline(shape);  // the warm-up build: the path has held this outline once
    const size_t checks = 1000;
    size_t before = allocation_count();
    for (size_t i = 0; i < checks; i++) {
        ts_shape_build_path(outline.handle(), shape.width, shape.height, outline.path());
    }
    double allocations = double(allocation_count() - before) / checks;

    for (auto _ : state) {
        size_t elements = ts_shape_build_path(outline.handle(), shape.width, shape.height, outline.path());
        benchmark::DoNotOptimize(elements);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["elements"] = double(outline.element_count());
    state.counters["allocs_per_build"] = allocations;
}

// cairo's rounded rectangle, starting like Touchstone's at the top-left corner's lower end and
// running clockwise on screen: four quarter arcs (one cubic each at the default tolerance) joined
// by the lines cairo_arc adds.
void cairo_build_rounded(benchmark::State &state) {
    const double w = 960, h = 540, r = 36;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, int(w), int(h));
    cairo_t *cr = cairo_create(surface);
    for (auto _ : state) {
        cairo_new_path(cr);
        cairo_arc(cr, r, r, r, M_PI, 1.5 * M_PI);
        cairo_arc(cr, w - r, r, r, 1.5 * M_PI, 2 * M_PI);
        cairo_arc(cr, w - r, h - r, r, 0, 0.5 * M_PI);
        cairo_arc(cr, r, h - r, r, 0.5 * M_PI, M_PI);
        cairo_close_path(cr);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations());
    cairo_path_t *path = cairo_copy_path(cr);
    state.counters["elements"] = double(path->num_data);  // headers and points, cairo's unit
    cairo_path_destroy(path);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

// cairo recording Touchstone's elements for the rounded card, read out beforehand.
void cairo_replay_rounded(benchmark::State &state) {
    Outline outline(kShapes[0]);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 960, 540);
    cairo_t *cr = cairo_create(surface);
    struct Element {
        int32_t kind;
        double p[6];
    };
    std::vector<Element> elements(outline.element_count());
    for (size_t i = 0; i < elements.size(); i++) {
        elements[i].kind = ts_path_element(outline.path(), i, elements[i].p);
        if (elements[i].kind == TS_ELEMENT_QUAD) fail("cairo_replay: the rounded card has no quadratics");
    }
    for (auto _ : state) {
        cairo_new_path(cr);
        for (const Element &e : elements) {
            switch (e.kind) {
            case TS_ELEMENT_MOVE: cairo_move_to(cr, e.p[0], e.p[1]); break;
            case TS_ELEMENT_LINE: cairo_line_to(cr, e.p[0], e.p[1]); break;
            case TS_ELEMENT_CUBIC: cairo_curve_to(cr, e.p[0], e.p[1], e.p[2], e.p[3], e.p[4], e.p[5]); break;
            default: cairo_close_path(cr); break;
            }
        }
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["elements"] = double(elements.size());
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

}  // namespace

void register_path_generation() {
    for (const ShapeCase &shape : kShapes) {
        bench::register_benchmark((std::string("BM_PathBuild/touchstone/") + shape.name).c_str(),
                                     touchstone_build, shape);
    }
    bench::register_benchmark("BM_PathBuild/cairo/rounded", cairo_build_rounded);
    bench::register_benchmark("BM_PathBuild/cairo_replay/rounded", cairo_replay_rounded);
}

}  // namespace bench
