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
 * - Strings (JSON text, view ids, paths) must be UTF-8 up to their NUL: a byte that is not is an
 *   error naming its place ("scene: line 3, column 9: invalid UTF-8 byte 0xE9", "content offset:
 *   view id: byte 2: invalid UTF-8 byte 0xE9"), never silently replaced.
 * - A shape is immutable once created and may be shared between threads. A path may be read
 *   (counted, hit-tested) by several threads at once, but not while it is being rebuilt.
 * - Hit testing uses Touchstone's half-open boundary rule
 *   (docs/hit-testing.md#points-on-the-outline): on an axis-aligned rectangle the top and left
 *   edges are inside, the bottom and right edges outside. Points with a NaN coordinate are never
 *   inside.
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

/* A parsed shape spec (docs/formats.md#shape-specs): a rectangle generator, pill, curved rect,
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

/* ---- Rasterizing ----------------------------------------------------------------------------- */

/* Results of the drawing functions. */
enum {
    TS_OK = 0,
    TS_ERROR_ARGUMENT = -1   /* a NULL canvas or pixels, a bad buffer description, an unknown join
                                or cap, a bad shadow shape: nothing was drawn */
};

/* Drawing memory: the rasterizer's scratch buffers (edges, coverage cells, clip rows), kept
 * between calls so that, once they have grown to the largest path drawn, a fill or a clipped fill
 * allocates nothing. Not thread-safe: one thread draws with a canvas at a time (use one per
 * thread). It holds no pixels; those are the caller's (ts_pixels). */
typedef struct ts_canvas ts_canvas;

/* New, empty drawing memory. */
ts_canvas *ts_canvas_create(void);

/* Frees drawing memory. NULL is ignored. */
void ts_canvas_destroy(ts_canvas *canvas);

/* A caller's frame buffer: `height` rows of `width` pixels, RGBA8 premultiplied (bytes R, G, B, A
 * in memory; colour components at most alpha), row starts `stride` bytes apart. Pixel (x, y)
 * covers the square [x, x + 1) x [y, y + 1) in pixel coordinates. Valid when width and height
 * are 0...16384 with at most 2^28 pixels, stride >= 4 * width, and `data` is not NULL (unless
 * there are no pixels); anything else is TS_ERROR_ARGUMENT. */
typedef struct ts_pixels {
    uint8_t *data;
    int32_t width;
    int32_t height;
    size_t stride;
} ts_pixels;

/* An affine map from path coordinates to pixels: x' = a*x + c*y + tx, y' = b*x + d*y + ty
 * (CGAffineTransform's fields). A NULL transform is the identity. */
typedef struct ts_transform {
    double a, b, c, d, tx, ty;
} ts_transform;

/* Colours are straight (not premultiplied) RGBA packed as 0xRRGGBBAA, as in "#RRGGBBAA": red in
 * the high byte, alpha in the low byte. They are premultiplied (rounded to nearest) before
 * drawing. Drawing composites source-over with exact integer rounding; coverage is the exact area
 * of each pixel inside the outline, to 1/255 (docs/rendering.md#coverage). */

/* Sets every pixel to `rgba` (premultiplied), replacing what was there. */
int32_t ts_clear(const ts_pixels *pixels, uint32_t rgba);

/* Fills `path` (open subpaths closed) under `rule`, mapped by `transform`, anti-aliased, in
 * `rgba` over the pixels. A NULL or empty path, a transparent colour, or a path with a non-finite
 * point after the transform draws nothing and returns TS_OK. */
int32_t ts_fill_path(ts_canvas *canvas, const ts_pixels *pixels, const ts_path *path, uint32_t rgba,
                     ts_fill_rule rule, const ts_transform *transform);

/* Fills `path` as ts_fill_path does, clipped to `clip` (filled under `clip_rule`, mapped by
 * `clip_transform`): each pixel's coverage is the product of the two coverages, exactly rounded.
 * Only the pixels where both outlines' bounds overlap are rasterized (no frame-sized mask). A NULL
 * clip path clips everything away. */
int32_t ts_fill_path_clipped(ts_canvas *canvas, const ts_pixels *pixels, const ts_path *path,
                             uint32_t rgba, ts_fill_rule rule, const ts_transform *transform,
                             const ts_path *clip, ts_fill_rule clip_rule,
                             const ts_transform *clip_transform);

/* Line joins and caps (CGLineJoin, CGLineCap). */
enum { TS_JOIN_MITER = 0, TS_JOIN_ROUND = 1, TS_JOIN_BEVEL = 2 };
enum { TS_CAP_BUTT = 0, TS_CAP_ROUND = 1, TS_CAP_SQUARE = 2 };

/* A stroke: full width in path units (centred on the path), join, cap and miter limit (a
 * multiple of the width; Core Animation's default is 10). */
typedef struct ts_stroke_style {
    double width;
    int32_t join;
    int32_t cap;
    double miter_limit;
} ts_stroke_style;

/* Strokes `path` with `style` (in path units, so `transform` scales the stroke too) and fills the
 * outline non-zero, as a shape layer draws its stroke. A width that is not a positive finite
 * number draws nothing (TS_OK); an unknown join or cap is TS_ERROR_ARGUMENT. The outline is
 * built anew by each call, so a stroke allocates it (fills do not). */
int32_t ts_stroke_path(ts_canvas *canvas, const ts_pixels *pixels, const ts_path *path, uint32_t rgba,
                       const ts_stroke_style *style, const ts_transform *transform);

/* Draws MDC's two elevation shadows (key, then ambient: MDCShadowMetrics) of a rectangle or
 * rounded rectangle `shape` (TS_ANALYTIC_RECT or TS_ANALYTIC_ROUNDED_RECT; corner radius clamped
 * to half the shorter side) at `elevation` points, in `rgba` (usually opaque black: the alpha
 * multiplies the shadows' opacities), each masked off the shape's interior as MDCShadowLayer does.
 * The shape, the elevation and the shadows' offsets and radii are in points, mapped to pixels by
 * `transform`; an axis-aligned transform takes the closed-form (erf) shadow. Elevation <= 0 draws
 * nothing. A NULL shape, another kind, min > max, a negative radius or any non-finite value is
 * TS_ERROR_ARGUMENT. The shadow masks are allocated per call. */
int32_t ts_draw_elevation_shadows(ts_canvas *canvas, const ts_pixels *pixels, const ts_analytic_shape *shape,
                                  double elevation, uint32_t rgba, const ts_transform *transform);
/* ==== Labels (TextLabel.swift) ============================================================== */

/* One line of text in Roboto (Debian 12's fonts-roboto-unhinted, read by path from
 * /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF; no system font lookup), shaped by HarfBuzz
 * with kerning on, its glyph outlines from FreeType unhinted in font units, laid out once and
 * drawn by Touchstone's exact-area rasterizer: the text path of a scene's titles and labels, for
 * callers that time it (Benchmarks/, BM_Text). Scenes need none of this: ts_scene_create draws
 * every title and label of the file. */
typedef struct ts_label ts_label;

/* Font weights (MDC's typography scheme uses these three). */
enum {
    TS_WEIGHT_LIGHT = 300,
    TS_WEIGHT_REGULAR = 400,
    TS_WEIGHT_MEDIUM = 500
};

/* How ts_label_draw gets the coverage. */
enum {
    TS_LABEL_UNCACHED = 0,   /* shaped, laid out and rasterized afresh: a label's first frame */
    TS_LABEL_CACHED = 1      /* kept from the last cached draw at the same scale and fraction of a
                                pixel (rasterized again otherwise): a title under a ripple */
};

/* A label of NUL-terminated UTF-8 `text` at `size` points (1 to 1000) in `weight`. NULL with a
 * message for text that is not UTF-8, a size out of range, an unknown weight, or a missing font
 * file (named with its path). */
ts_label *ts_label_create(const char *text, double size, int32_t weight, char *error, size_t error_capacity);

/* Frees a label. NULL is ignored. */
void ts_label_destroy(ts_label *label);

/* The number of glyphs HarfBuzz shapes the text into (0 for NULL). */
size_t ts_label_glyph_count(const ts_label *label);

/* Draws the label in `rgba` over the pixels, its pen starting at (x, y) points on the baseline,
 * at `scale` pixels per point, by `mode`. Both modes give the same pixels. TS_ERROR_ARGUMENT for a
 * NULL label, bad pixels, a scale that is not positive and finite or an unknown mode. */
int32_t ts_label_draw(ts_label *label, const ts_pixels *pixels, double x, double y, double scale,
                      uint32_t rgba, int32_t mode);

/* ==== Scene frames (SceneFrames.swift, TraceEvents.swift) ================================== */

/* A scene file (docs/formats.md#scene-files-scenejson; every Material kind, with the titles of buttons, chips,
 * extended FABs and paper views and the `label` kind, drawn in Roboto as docs/formats.md says)
 * with its renderer and touch dispatcher, on its own simulated clock that starts at 0 and only
 * moves forward:
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
    uint64_t scrolled_pixels_drawn;   /* pixels of scrolled-content backing stores drawn */
    uint64_t scrolled_pixels_copied;  /* frame pixels copied from those stores instead of drawn */
} ts_frame_stats;

/* Loads a NUL-terminated scene file's text. `scale` > 0 replaces the file's scale (pixels per
 * point); 0 keeps it; a negative or non-finite scale is an error. Returns NULL with a message
 * naming the JSON path (or line and column) of what is wrong (a missing font file at the title
 * or label that needs it). Nothing is drawn until the first ts_scene_render, which draws
 * everything. */
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

/* Moves the clock to `time_ns`, runs the views' layout pass (where titles and labels lay out
 * their text, as touchstone replay does before each frame) and renders the frame presented then
 * in `mode`, writing its counters into `*stats` (may be NULL). False, with a message, for an
 * unknown mode or a time in the past. */
bool ts_scene_render(ts_scene *scene, int64_t time_ns, ts_render_mode mode, ts_frame_stats *stats,
                     char *error, size_t error_capacity);

/* Points `*pixels` (the struct of "Rasterizing") at the last rendered frame, in place: RGBA8,
 * premultiplied, ceil(scene width x scale) x ceil(scene height x scale), rows `stride` bytes
 * apart. Read them only (the renderer redraws just what changed, so a write would stay): valid
 * until the next ts_scene_render or ts_scene_destroy. Before the first render the canvas is the
 * background. False for NULL. */
bool ts_scene_pixels(const ts_scene *scene, ts_pixels *pixels);

/* A stable 64-bit digest of the last rendered frame: Canvas.contentHash (the size, then the bytes
 * as little-endian 64-bit words in four multiply-xorshift lanes; the definition is in its doc
 * comment), the `hash` of touchstone replay's reports. */
uint64_t ts_scene_pixels_hash(const ts_scene *scene);

/* Scrolls the view with scene id `view_id` as a scroll view does (SceneScrolling.swift): its
 * layer's bounds origin becomes (x, y) in points (the content offset; the children, laid out in
 * content coordinates, move by minus it), the layer masks to bounds, and it caches its scrolled
 * content (Scene's Layer.cachesScrolledContent: the content drawn once into a backing store and
 * copied at the offset) when `caches` is true. Takes effect at the next ts_scene_render. False,
 * with a message, for an unknown id or a non-finite offset. */
bool ts_scene_set_content_offset(ts_scene *scene, const char *view_id, double x, double y, bool caches,
                                 char *error, size_t error_capacity);

/* A touch trace (docs/formats.md#traces-tracejson), read and validated. */
typedef struct ts_trace ts_trace;

/* One event of a trace, its time rounded to whole nanoseconds as the replayer does. */
typedef struct ts_touch_event {
    int64_t time_ns;
    int64_t id;
    int32_t phase;   /* TS_TOUCH_* */
    double x, y;     /* scene points (a trace in device pixels is converted) */
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

/* What one replay did. */
typedef struct ts_replay_result {
    int64_t frames;          /* frames rendered, through settling and one more */
    int64_t settled_at_ns;   /* when the scene settled; -1 if it never did within the limit */
    uint64_t final_hash;     /* ts_scene_pixels_hash of the last frame */
    uint64_t dirty_pixels;   /* summed over the frames */
} ts_replay_result;

/* Replays the trace file at `trace_path` as `touchstone replay` does (Replay's Replayer): loads
 * the trace's scene (its "scene", relative to the trace's folder) with every Material kind at its
 * scale or `scale` (> 0; 0 keeps it), delivers each event at its exact time, renders a damage frame
 * at every frame boundary until the scene settles, and one more. Writes `*result` (may be NULL).
 * False, with a message naming the file and place, for an unreadable or invalid trace or scene,
 * or a touch outside the scene (checked before replaying, as `touchstone replay` checks it). */
bool ts_replay(const char *trace_path, double scale, ts_replay_result *result, char *error,
               size_t error_capacity);

/* ==== End of scene frames ================================================================== */

#ifdef __cplusplus
}
#endif

#endif /* TOUCHSTONE_H */
