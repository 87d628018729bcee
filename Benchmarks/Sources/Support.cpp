#include "Support.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace bench {

const ShapeCase kCard = {"card", R"({"rectangle": {"corners": {"rounded": 36}}})", 960, 540};
const ShapeCase kCardRect = {"card_rect", R"({"rectangle": {"corners": {"sharp": true}}})", 960, 540};

Outline::Outline(const ShapeCase &shape) : shape_(shape) {
    char error[512];
    handle_ = ts_shape_create(shape.json, error, sizeof error);
    if (!handle_) fail(std::string("shape ") + shape.name + ": " + error);
    path_ = ts_path_create();
    ts_shape_build_path(handle_, shape.width, shape.height, path_);
}

Outline::~Outline() {
    ts_path_destroy(path_);
    ts_shape_destroy(handle_);
}

void Outline::replay(cairo_t *cr) const {
    double p[6];
    for (size_t i = 0, n = element_count(); i < n; i++) {
        switch (ts_path_element(path_, i, p)) {
        case TS_ELEMENT_MOVE: cairo_move_to(cr, p[0], p[1]); break;
        case TS_ELEMENT_LINE: cairo_line_to(cr, p[0], p[1]); break;
        case TS_ELEMENT_QUAD: {
            // cairo has no quadratic: the exact cubic with controls 2/3 of the way to the control.
            double x0, y0;
            cairo_get_current_point(cr, &x0, &y0);
            cairo_curve_to(cr, x0 + 2.0 / 3.0 * (p[0] - x0), y0 + 2.0 / 3.0 * (p[1] - y0),
                           p[2] + 2.0 / 3.0 * (p[0] - p[2]), p[3] + 2.0 / 3.0 * (p[1] - p[3]),
                           p[2], p[3]);
            break;
        }
        case TS_ELEMENT_CUBIC: cairo_curve_to(cr, p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case TS_ELEMENT_CLOSE: cairo_close_path(cr); break;
        default: fail("ts_path_element: unexpected kind");
        }
    }
}

void Outline::replay(agg::path_storage &path) const {
    double p[6];
    for (size_t i = 0, n = element_count(); i < n; i++) {
        switch (ts_path_element(path_, i, p)) {
        case TS_ELEMENT_MOVE: path.move_to(p[0], p[1]); break;
        case TS_ELEMENT_LINE: path.line_to(p[0], p[1]); break;
        case TS_ELEMENT_QUAD: path.curve3(p[0], p[1], p[2], p[3]); break;
        case TS_ELEMENT_CUBIC: path.curve4(p[0], p[1], p[2], p[3], p[4], p[5]); break;
        case TS_ELEMENT_CLOSE: path.close_polygon(); break;
        default: fail("ts_path_element: unexpected kind");
        }
    }
}

uint64_t SplitMix64::next() {
    state_ += 0x9E3779B97F4A7C15ull;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double SplitMix64::uniform(double lower, double upper) {
    return lower + (upper - lower) * (double(next() >> 11) * 0x1p-53);
}

std::vector<Point> random_points(const ShapeCase &shape, size_t count, uint64_t seed) {
    SplitMix64 rng(seed);
    double mx = 0.05 * shape.width, my = 0.05 * shape.height;
    std::vector<Point> points(count);
    for (auto &p : points) {
        p.x = rng.uniform(-mx, shape.width + mx);
        p.y = rng.uniform(-my, shape.height + my);
    }
    return points;
}

double rounded_rect_distance(double x, double y, double w, double h, double r) {
    // Fold to the nearest corner's quadrant, measured from the corner circle's centre.
    double qx = std::fabs(x - w / 2) - (w / 2 - r);
    double qy = std::fabs(y - h / 2) - (h / 2 - r);
    double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
    return outside + std::min(std::max(qx, qy), 0.0) - r;
}

void fail(const std::string &message) {
    std::fprintf(stderr, "touchstone-bench: %s\n", message.c_str());
    std::exit(1);
}

}  // namespace bench
