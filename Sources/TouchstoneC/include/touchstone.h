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

/* ==== Scene frames (SceneFrames.swift, TraceEvents.swift) ================================== */

/* A scene file (design.md, "Scene"; every Material kind) with its renderer and touch dispatcher,
 * on its own simulated clock that starts at 0 and only moves forward:
 *
 *     ts_scene *scene = ts_scene_create(json, 3, error, sizeof error);   // scale 3; 0: the file's
 *     ts_frame_stats stats;
 *     ts_scene_render(scene, 0, TS_RENDER_DAMAGE, &stats, error, sizeof error);  // first frame: all
 *     ts_scene_send_touch(scene, 0, TS_TOUCH_BEGAN, 120, 130, 0, error, sizeof error);
 *     ts_scene_render(scene, 8333333, TS_RENDER_DAMAGE, &stats, error, sizeof error);
 *     // stats.dirty_pixels: the ripple's growing rectangle; ts_scene_pixels gives the frame
 *     ts_scene_destroy(scene);
 *
 * Times are nanoseconds of the scene's clock. Sending a touch or rendering at a time first moves
 * the clock there, running every animation and recognizer event due by then; a time before the
 * clock's present is an error. Functions returning bool write a NUL-terminated message into
 * `error` (truncated to `error_capacity` bytes; NULL with capacity 0 is allowed) when they return
 * false. A scene is not thread-safe. */
typedef struct ts_scene ts_scene;

/* Touch phases (UITouchPhase's order). */
enum {
    TS_TOUCH_BEGAN = 0,
    TS_TOUCH_MOVED = 1,
    TS_TOUCH_STATIONARY = 2,
    TS_TOUCH_ENDED = 3,
    TS_TOUCH_CANCELLED = 4
};

/* How a frame is redrawn. Both give bit-identical pixels; the damage tracking runs in both. */
typedef int32_t ts_render_mode;
enum {
    TS_RENDER_DAMAGE = 0,   /* clear and redraw only the rectangles that changed */
    TS_RENDER_FULL = 1      /* clear and redraw the whole canvas */
};

/* Deterministic work counters of one rendered frame (Scene's FrameStatistics). */
typedef struct ts_frame_stats {
    int64_t time_ns;                  /* the frame's time */
    uint64_t dirty_pixels;            /* pixels cleared and redrawn: 0 when nothing changed, all
                                         of them in TS_RENDER_FULL */
    uint64_t damage_rects;            /* disjoint rectangles redrawn */
    uint64_t layers_visited;          /* layers the change-tracking pass looked at */
    uint64_t layers_drawn;            /* layers whose drawing reached the redrawn region */
    uint64_t paths_rasterized;        /* fills, strokes, shadow and clip masks rasterized */
    uint64_t offscreen_allocations;   /* offscreen canvases allocated (0 once warmed up) */
} ts_frame_stats;

/* A frame's pixels: RGBA8, premultiplied, rows top to bottom, `stride` bytes apart. */
typedef struct ts_pixels {
    const uint8_t *bytes;
    int32_t width, height;   /* ceil(scene width x scale), ceil(scene height x scale) */
    size_t stride;
} ts_pixels;

/* Loads a NUL-terminated scene file's text. `scale` > 0 replaces the file's scale (pixels per
 * point); 0 keeps it; a negative or non-finite scale is an error. Returns NULL with a message
 * naming the JSON path (or line and column) of what is wrong. Nothing is drawn until the first
 * ts_scene_render, which draws everything. */
ts_scene *ts_scene_create(const char *json, double scale, char *error, size_t error_capacity);

/* Frees a scene. NULL is ignored. */
void ts_scene_destroy(ts_scene *scene);

/* The scene clock's present, in nanoseconds (0 for NULL). */
int64_t ts_scene_now(const ts_scene *scene);

/* Whether no clock event is queued: every animation has ended and no recognizer deadline is
 * pending, so frames after this show the same pixels until the next touch. */
bool ts_scene_is_settled(const ts_scene *scene);

/* Moves the clock to `time_ns` and delivers one finger event at (x, y) in scene points with
 * UIKit's rules (the touch goes to the view hit at TS_TOUCH_BEGAN). False, with a message, for an
 * unknown phase, a time in the past, a non-finite location or an out-of-order event (a touch that
 * moves before it begins, begins twice); the event is then not delivered, though the clock may
 * have moved. */
bool ts_scene_send_touch(ts_scene *scene, int64_t id, int32_t phase, double x, double y,
                         int64_t time_ns, char *error, size_t error_capacity);

/* Moves the clock to `time_ns` and renders the frame presented then in `mode`, writing its
 * counters into `*stats` (may be NULL). False, with a message, for an unknown mode or a time in
 * the past. */
bool ts_scene_render(ts_scene *scene, int64_t time_ns, ts_render_mode mode, ts_frame_stats *stats,
                     char *error, size_t error_capacity);

/* Points `*pixels` at the last rendered frame, in place: valid until the next ts_scene_render or
 * ts_scene_destroy. Before the first render the canvas is the background. False for NULL. */
bool ts_scene_pixels(const ts_scene *scene, ts_pixels *pixels);

/* A stable 64-bit digest of the last rendered frame (FNV-1a over the width and height as 32-bit
 * little-endian integers, then every byte; the `hash` of touchstone replay's reports). */
uint64_t ts_scene_pixels_hash(const ts_scene *scene);

/* A touch trace (design.md, "Trace"), read and validated. */
typedef struct ts_trace ts_trace;

/* One event of a trace, its time rounded to whole nanoseconds as the replayer does. */
typedef struct ts_touch_event {
    int64_t time_ns;
    int64_t id;
    int32_t phase;   /* TS_TOUCH_* */
    double x, y;     /* scene points */
} ts_touch_event;

/* Reads a NUL-terminated trace file's text; NULL with a message naming the place on failure. */
ts_trace *ts_trace_create(const char *json, char *error, size_t error_capacity);

/* Frees a trace. NULL is ignored. */
void ts_trace_destroy(ts_trace *trace);

/* The trace's frames per second (120 unless the file says otherwise; 0 for NULL). */
int32_t ts_trace_frame_rate(const ts_trace *trace);

/* The number of events, in time order (0 for NULL). */
size_t ts_trace_event_count(const ts_trace *trace);

/* Copies event `index` into `*event`; false when `index` is out of range. */
bool ts_trace_event(const ts_trace *trace, size_t index, ts_touch_event *event);

/* ==== End of scene frames ================================================================== */

#ifdef __cplusplus
}
#endif

#endif /* TOUCHSTONE_H */
