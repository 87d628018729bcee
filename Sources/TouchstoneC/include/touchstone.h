/*
 * touchstone.h: the C ABI of Touchstone, a small surface over its hot paths for the C++ benchmarks
 * (Benchmarks/) and for other languages.
 *
 *     char error[256];
 *     ts_shape *card = ts_shape_create("{\"rectangle\": {\"corners\": {\"rounded\": 36}}}",
 *                                      error, sizeof error);
 *     if (!card) { fprintf(stderr, "%s\n", error); return 2; }
 *     ts_path *path = ts_path_create();
 *     ts_shape_build_path(card, 960, 540, path);        // reuse `path` every frame
 *     bool hit = ts_path_contains(path, 480, 270, TS_FILL_NONZERO);
 *     ts_path_destroy(path);
 *     ts_shape_destroy(card);
 *
 * Conventions
 * - Coordinates are UIKit's: points, origin at the top left, y grows down. A view's outline is in
 *   the view's own coordinates (its bounds start at 0, 0).
 * - Handles are opaque. Every `_create` has a `_destroy`. A NULL handle is accepted everywhere and
 *   acts as an empty shape or path (counts 0, hit tests false); a destroyed handle is undefined
 *   behaviour. User input (JSON text, sizes, points) never aborts the process.
 * - A shape is immutable once created and may be shared between threads. A path may be read
 *   (counted, hit-tested) by several threads at once, but not while it is being rebuilt.
 * - Hit testing uses Touchstone's half-open boundary rule (README, "Hit testing"): on an
 *   axis-aligned rectangle the top and left edges are inside, the bottom and right edges outside.
 *   Points with a NaN coordinate are never inside.
 *
 * Implemented in Swift with @_cdecl (the .swift files next to include/); this header is the only
 * declaration, and the Swift side checks its own signatures against it when it compiles
 * (Sources/TouchstoneC/HeaderConformance.swift). Link with the package's TouchstoneC target;
 * SwiftPM adds the Swift runtime.
 */
#ifndef TOUCHSTONE_H
#define TOUCHSTONE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Shapes ---------------------------------------------------------------------------------- */

/* A parsed shape spec (design.md, "Shape spec"): a rectangle generator, pill, curved rect,
 * slanted rect, scheme category (resolved with MDC's default shape scheme) or SVG outline. */
typedef struct ts_shape ts_shape;

/* Parses a NUL-terminated JSON shape spec such as {"pill": {}}.
 * Returns a new shape, or NULL with a NUL-terminated message in `error` (truncated to
 * `error_capacity` bytes; `error` may be NULL when `error_capacity` is 0). The message names the
 * line and column of malformed JSON, or the JSON path of a spec that does not follow the format. */
ts_shape *ts_shape_create(const char *json, char *error, size_t error_capacity);

/* Frees a shape. NULL is ignored. */
void ts_shape_destroy(ts_shape *shape);

/* ---- Paths ----------------------------------------------------------------------------------- */

/* A reusable path: lines and Bezier curves with CoreGraphics' semantics. Rebuilding a path keeps
 * its storage, so after the first build of an outline at least as long, building allocates
 * nothing. */
typedef struct ts_path ts_path;

/* An empty path. */
ts_path *ts_path_create(void);

/* Frees a path. NULL is ignored. */
void ts_path_destroy(ts_path *path);

/* Replaces the contents of `path` with the closed outline of `shape` for a view of
 * `width` x `height` points (zero and negative sizes are drawn as MDC draws them) and returns the
 * number of elements. Allocates nothing once `path` has held an outline with as many elements. */
size_t ts_shape_build_path(const ts_shape *shape, double width, double height, ts_path *path);

/* The number of elements of `path` (moves and closes included). */
size_t ts_path_element_count(const ts_path *path);

/* Element kinds, CGPathElementType's order. */
enum {
    TS_ELEMENT_MOVE = 0,   /* points[0..1]: the new subpath's start */
    TS_ELEMENT_LINE = 1,   /* points[0..1]: the end */
    TS_ELEMENT_QUAD = 2,   /* points[0..1]: the control point, points[2..3]: the end */
    TS_ELEMENT_CUBIC = 3,  /* points[0..3]: the two control points, points[4..5]: the end */
    TS_ELEMENT_CLOSE = 4   /* no points: a line back to the subpath's start */
};

/* Writes the points of element `index` as x, y pairs into `points` (room for 6 doubles; unused
 * entries are left alone) and returns its TS_ELEMENT_* kind, or -1 if `index` is out of range.
 * Replaying the elements into cairo (move_to, line_to, curve_to, close_path) or AGG draws the same
 * outline. */
int32_t ts_path_element(const ts_path *path, size_t index, double points[6]);

/* Fill rules. They agree on outlines that neither cross themselves nor overlap. */
typedef int32_t ts_fill_rule;
enum {
    TS_FILL_NONZERO = 0,   /* inside where the winding number is not zero */
    TS_FILL_EVEN_ODD = 1   /* inside where the winding number is odd */
};

/* The winding number of `path` around (x, y): +1 inside a subpath drawn clockwise on screen (as
 * every shape generator draws), computed analytically per segment. 0 outside the control-point
 * bounds. */
int32_t ts_path_winding(const ts_path *path, double x, double y);

/* Whether (x, y) is inside `path` under `rule` (any value other than TS_FILL_EVEN_ODD counts as
 * TS_FILL_NONZERO). Allocates nothing; a point outside the bounds costs four comparisons. */
bool ts_path_contains(const ts_path *path, double x, double y, ts_fill_rule rule);

/* ---- Analytic fast path ---------------------------------------------------------------------- */

/* Kinds of closed-form shape. */
enum {
    TS_ANALYTIC_NONE = 0,          /* no closed form: hit-test the path */
    TS_ANALYTIC_RECT = 1,          /* [min_x, max_x) x [min_y, max_y), radius 0 */
    TS_ANALYTIC_ROUNDED_RECT = 2   /* the same with circular corners of `radius` */
};

/* A rectangle or a rounded rectangle with circular corners, in view coordinates. For a rounded
 * rectangle 0 < radius <= half of each side. */
typedef struct ts_analytic_shape {
    int32_t kind;   /* TS_ANALYTIC_* */
    double min_x, min_y, max_x, max_y;
    double radius;
} ts_analytic_shape;

/* Describes the outline of `shape` at `width` x `height` in closed form when it is exactly a
 * rectangle (all corners sharp, straight edges, no corner offsets, positive size) or a rounded
 * rectangle (all corners rounded with the same radius in points, at most half of each side).
 * Writes `*out` (kind TS_ANALYTIC_NONE otherwise) and returns its kind.
 *
 * A rounded rectangle here is the TRUE circular one. The path approximates each quarter circle by
 * one cubic whose radial error reaches 2.7e-4 of the radius, so within that band of the arcs the
 * two tests may disagree (the band includes the arcs' ends, which the path computes with
 * rounding); elsewhere, straight edges included, they give the same answer. A rectangle's closed
 * form is exactly its path. */
int32_t ts_shape_analytic(const ts_shape *shape, double width, double height,
                          ts_analytic_shape *out);

/* Whether (x, y) is inside `shape`, with the same half-open rule as ts_path_contains (on the
 * arcs: left halves inside, right halves outside). Both fill rules give the same answer for these
 * shapes. False for TS_ANALYTIC_NONE. */
bool ts_analytic_contains(const ts_analytic_shape *shape, double x, double y);

#ifdef __cplusplus
}
#endif

#endif /* TOUCHSTONE_H */
