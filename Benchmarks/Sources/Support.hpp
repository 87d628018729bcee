// Shared fixtures of the benchmark families: Touchstone shapes through the C ABI, the same
// outlines replayed into cairo and AGG, seeded points, the allocation counter and the abort used
// when a peer disagrees before timing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <agg_path_storage.h>
#include <cairo.h>

#include "touchstone.h"

namespace bench {

// One shape of the benchmarks: a JSON shape spec at a view size, in points (scale 1, so points
// are pixels for cairo and AGG).
struct ShapeCase {
    const char *name;  // the name part of a benchmark, such as "rounded"
    const char *json;
    double width, height;
};

// The card (960×540, r = 36): the hit-testing shape.
extern const ShapeCase kCard;
// The card with sharp corners: the analytic rectangle.
extern const ShapeCase kCardRect;

// A Touchstone shape with its path built once at the case's size; owns both handles.
class Outline {
public:
    explicit Outline(const ShapeCase &shape);
    ~Outline();
    Outline(const Outline &) = delete;
    Outline &operator=(const Outline &) = delete;

    const ShapeCase &shape() const { return shape_; }
    ts_shape *handle() const { return handle_; }
    ts_path *path() const { return path_; }
    size_t element_count() const { return ts_path_element_count(path_); }

    // Replays the path's elements into cairo's current path (after cairo_new_path).
    void replay(cairo_t *cr) const;
    // Replays the path's elements into an AGG path (cubics as curve4, for conv_curve).
    void replay(agg::path_storage &path) const;

private:
    ShapeCase shape_;
    ts_shape *handle_;
    ts_path *path_;
};

struct Point {
    double x, y;
};

// SplitMix64 (Steele, Lea and Flood 2014), as Sources/SeededRandom: a seeded generator, so the
// points are the same in every run and on every machine.
class SplitMix64 {
public:
    explicit SplitMix64(uint64_t seed) : state_(seed) {}
    uint64_t next();
    // Uniform in [lower, upper), from the top 53 bits.
    double uniform(double lower, double upper);

private:
    uint64_t state_;
};

// `count` points uniform in the shape's bounds grown by 10% (5% on each side), seeded.
std::vector<Point> random_points(const ShapeCase &shape, size_t count, uint64_t seed);

// Signed distance from (x, y) to the true rounded rectangle [0, w] × [0, h] with corner radius r:
// negative inside. The checks use it to leave out points near the boundary, where the libraries
// may legitimately differ (cairo flattens curves to 0.1 px, AGG answers per pixel, Touchstone's
// cubic corners are 2.7e-4·r from the circle).
double rounded_rect_distance(double x, double y, double w, double h, double r);

// Prints "touchstone-bench: <message>" on stderr and exits with status 1: a family whose peers
// disagree is not timed, and neither is anything else.
[[noreturn]] void fail(const std::string &message);

// Heap allocations (malloc, calloc, realloc, aligned variants) made by this process so far,
// counted by AllocationCounter.cpp.
size_t allocation_count();

}  // namespace bench
