// BM_Frame and BM_Replay: whole frames of the gallery scene through the scene ABI
// (include/touchstone.h, "Scene frames").
//
// BM_Frame/touchstone/gallery_scale3_{full,damage}: the gallery (Traces/gallery.scene.json) at
// scale 3 (1236 x 2196 pixels) with three ripples growing. Each window starts from a freshly loaded
// scene drawn once at t = 0, with fingers put down on the button, the card and the shaped view at
// t = 0; the window's frames are the 24 frames of 1/120 s that follow (8.3 to 200 ms, inside the
// ripples' 225 ms touch-down animation). One iteration advances the clock one frame and renders
// it; after the 24th the next iteration first loads a new window, with the timer paused (once
// per 24 frames), so loading and the first full drawing are not timed. Google Benchmark's rates
// divide by CPU time, which manual timing would not cover, hence the pauses.
//
// BM_Replay/touchstone/<trace>_scale1: a bundled trace replayed on the gallery at its own scale 1
// as the replayer does (docs/replay.md): each event delivered at its exact time, a frame
// rendered at every frame boundary k * 1e9 / fps (rounded down) from t = 0, in damage mode, until
// every event has been delivered and the scene's clock has settled (no animation left), and one
// frame more (the stepping and stopping rule of Replay's Replayer). One
// iteration is one whole replay from a freshly loaded scene; the replay is timed, the loading
// (timer paused) is not. Items are frames, so items per second is the replay throughput.
//
// BM_Replay/replayer/<trace>_scale1: the same replay through ts_replay (Replay's Replayer, the
// engine of `touchstone replay`), scene loading and trace reading included.
//
// Before timing, the frames of each case are rendered in damage mode and in full mode and their
// hashes compared: damage tracking must give the pixels of a full redraw (the renderer promises
// bit-identical frames); each replay must also give the Replayer's frame count and last frame.
// A mismatch aborts the run.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "Families.hpp"
#include "Registration.hpp"
#include "Support.hpp"
#include "touchstone.h"

namespace bench {
namespace {

// The repository's Traces/ folder: found from this file's path (SwiftPM compiles it by absolute
// path), else relative to the working directory (the repository root, as `make bench` runs).
std::string traces_folder() {
    std::string file = __FILE__;
    size_t cut = file.rfind("/Benchmarks/Sources/");
    if (cut != std::string::npos) {
        std::string folder = file.substr(0, cut) + "/Traces/";
        if (std::ifstream(folder + "gallery.scene.json")) return folder;
    }
    return "Traces/";
}

std::string read_text(const std::string &name) {
    std::string path = traces_folder() + name;
    std::ifstream file(path);
    if (!file) fail("cannot read " + path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

// FNV-1a over the frames' hashes (8 bytes each, little-endian): one number per case, printed by
// the checks, so that a change to the renderer can be seen to keep every frame's pixels.
uint64_t digest(const std::vector<uint64_t> &hashes) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (uint64_t value : hashes) {
        for (int shift = 0; shift < 64; shift += 8) h = (h ^ ((value >> shift) & 0xff)) * 0x100000001b3ull;
    }
    return h;
}

// Frame k's time at `fps`: k * 1e9 / fps, rounded down (Scene's FrameRate).
int64_t frame_time(int64_t k, int64_t fps) { return k * 1000000000 / fps; }

ts_scene *load_gallery(const std::string &json, double scale) {
    char error[512];
    ts_scene *scene = ts_scene_create(json.c_str(), scale, error, sizeof error);
    if (!scene) fail(std::string("gallery scene: ") + error);
    return scene;
}

ts_frame_stats render(ts_scene *scene, int64_t time, ts_render_mode mode) {
    ts_frame_stats stats{};
    char error[512];
    if (!ts_scene_render(scene, time, mode, &stats, error, sizeof error)) fail(std::string("render: ") + error);
    return stats;
}

void touch(ts_scene *scene, int64_t id, int32_t phase, double x, double y, int64_t time) {
    char error[512];
    if (!ts_scene_send_touch(scene, id, phase, x, y, time, error, sizeof error)) {
        fail(std::string("touch: ") + error);
    }
}

// ---- BM_Frame ----------------------------------------------------------------------------------

constexpr double kFrameScale = 3;
constexpr int kWindowFrames = 24;
constexpr int64_t kFps = 120;

// Where the three fingers go down, in scene points: the button (16, 16, 140 x 40), the card
// (16, 88, 380 x 140, elevation 2) and the shaped view (16, 244, 182 x 104: cut and rounded corners,
// a border, elevation 4, its ripple clipped to the shape).
constexpr Point kFingers[] = {{86, 36}, {206, 158}, {107, 296}};

// A scene at the start of a window: drawn at t = 0, fingers down at t = 0.
ts_scene *start_window(const std::string &json, ts_render_mode mode) {
    ts_scene *scene = load_gallery(json, kFrameScale);
    render(scene, 0, mode);
    for (int64_t id = 0; id < 3; ++id) touch(scene, id, TS_TOUCH_BEGAN, kFingers[id].x, kFingers[id].y, 0);
    return scene;
}

// The hash of each frame of the window in `mode`.
std::vector<uint64_t> window_hashes(const std::string &json, ts_render_mode mode) {
    ts_scene *scene = start_window(json, mode);
    std::vector<uint64_t> hashes;
    uint64_t dirty = 0;
    for (int k = 1; k <= kWindowFrames; ++k) {
        ts_frame_stats stats = render(scene, frame_time(k, kFps), mode);
        // Every frame must walk the tree (the ripples animate); late in the window a frame may
        // redraw nothing, once each circle covers its whole view and only grows beyond it.
        if (stats.layers_visited == 0) {
            fail("BM_Frame: frame " + std::to_string(k) + " of the window was skipped; the ripples should be live");
        }
        dirty += stats.dirty_pixels;
        hashes.push_back(ts_scene_pixels_hash(scene));
    }
    if (dirty == 0) fail("BM_Frame: the window redrew nothing; the ripples should be live");
    ts_scene_destroy(scene);
    return hashes;
}

void check_frame_window(const std::string &json) {
    std::vector<uint64_t> damage = window_hashes(json, TS_RENDER_DAMAGE);
    std::vector<uint64_t> full = window_hashes(json, TS_RENDER_FULL);
    for (size_t i = 0; i < damage.size(); ++i) {
        if (damage[i] != full[i]) {
            char message[160];
            std::snprintf(message, sizeof message,
                          "BM_Frame: frame %zu at scale 3: damage mode hash %016llx, full mode %016llx",
                          i + 1, (unsigned long long)damage[i], (unsigned long long)full[i]);
            fail(message);
        }
    }
    std::fprintf(stderr, "touchstone-bench: BM_Frame check: %zu frames at scale 3 agree, digest %016llx\n",
                 damage.size(), (unsigned long long)digest(damage));
}

void touchstone_frame(benchmark::State &state, const std::string *json, ts_render_mode mode) {
    ts_scene *scene = nullptr;
    int k = kWindowFrames;
    double dirty = 0, visited = 0, drawn = 0, rasterized = 0;
    for (auto _ : state) {
        if (k == kWindowFrames) {
            // Once per 24 frames (tens of ms at this scale): the pause's own cost, a few clock
            // reads, is far below the noise.
            state.PauseTiming();
            if (scene) ts_scene_destroy(scene);
            scene = start_window(*json, mode);
            k = 0;
            state.ResumeTiming();
        }
        ++k;
        ts_frame_stats stats{};
        char error[256];
        if (!ts_scene_render(scene, frame_time(k, kFps), mode, &stats, error, sizeof error)) {
            state.SkipWithError(error);
            break;
        }
        dirty += double(stats.dirty_pixels);
        visited += double(stats.layers_visited);
        drawn += double(stats.layers_drawn);
        rasterized += double(stats.paths_rasterized);
    }
    if (scene) ts_scene_destroy(scene);   // the timer has stopped with the loop
    double frames = double(state.iterations());
    state.SetItemsProcessed(state.iterations());
    if (frames > 0) {
        state.counters["dirty_pixels"] = dirty / frames;
        state.counters["layers_visited"] = visited / frames;
        state.counters["layers_drawn"] = drawn / frames;
        state.counters["paths_rasterized"] = rasterized / frames;
    }
}

// ---- BM_Replay ---------------------------------------------------------------------------------

struct ReplayCase {
    const char *name;   // the benchmark's case, before "_scale1"
    const char *file;   // in Traces/
};

constexpr ReplayCase kReplays[] = {
    {"tap_card", "tap-card.trace.json"},
    {"two_fingers", "two-fingers.trace.json"},
    {"rapid_taps_paper", "rapid-taps-paper.trace.json"},
};

// A trace's events and frame rate, read through the ABI (Replay's trace reader and validator).
struct TraceEvents {
    std::vector<ts_touch_event> events;
    int64_t fps = 0;
};

TraceEvents read_trace(const ReplayCase &replay) {
    std::string json = read_text(replay.file);
    char error[512];
    ts_trace *trace = ts_trace_create(json.c_str(), error, sizeof error);
    if (!trace) fail(std::string(replay.file) + ": " + error);
    TraceEvents result;
    result.fps = ts_trace_frame_rate(trace);
    result.events.resize(ts_trace_event_count(trace));
    for (size_t i = 0; i < result.events.size(); ++i) ts_trace_event(trace, i, &result.events[i]);
    ts_trace_destroy(trace);
    return result;
}

// Frames rendered in the longest replay allowed: 60 s at the trace's rate, far beyond any bundled
// trace's settling (a scene that never settles is an error here, not a hang).
constexpr int64_t kReplaySeconds = 60;

// What one replay did.
struct ReplayResult {
    int64_t frames = 0;
    uint64_t dirty_pixels = 0;
    std::vector<uint64_t> hashes;   // filled only when asked
};

// Replays `trace` on `scene` from t = 0 until settled. Returns false with `error` on failure.
bool replay(ts_scene *scene, const TraceEvents &trace, ts_render_mode mode, bool hash, ReplayResult &result,
            char *error, size_t capacity) {
    size_t next = 0;
    bool settled = false;
    for (int64_t k = 0; k <= kReplaySeconds * trace.fps; ++k) {
        int64_t time = frame_time(k, trace.fps);
        for (; next < trace.events.size() && trace.events[next].time_ns <= time; ++next) {
            const ts_touch_event &e = trace.events[next];
            if (!ts_scene_send_touch(scene, e.id, e.phase, e.x, e.y, e.time_ns, error, capacity)) return false;
        }
        ts_frame_stats stats{};
        if (!ts_scene_render(scene, time, mode, &stats, error, capacity)) return false;
        ++result.frames;
        result.dirty_pixels += stats.dirty_pixels;
        if (hash) result.hashes.push_back(ts_scene_pixels_hash(scene));
        if (settled) return true;
        // Settled: every event delivered (the bundled traces lift every finger) and no clock
        // event queued. One frame more shows the scene still, as Replay's Replayer does.
        settled = next == trace.events.size() && ts_scene_is_settled(scene);
    }
    std::snprintf(error, capacity, "the scene did not settle within %lld s", (long long)kReplaySeconds);
    return false;
}

void check_replay(const std::string &json, const ReplayCase &replay_case, const TraceEvents &trace) {
    ReplayResult results[2];
    const ts_render_mode modes[2] = {TS_RENDER_DAMAGE, TS_RENDER_FULL};
    for (int m = 0; m < 2; ++m) {
        ts_scene *scene = load_gallery(json, 0);
        char error[512];
        if (!replay(scene, trace, modes[m], true, results[m], error, sizeof error)) {
            fail(std::string("BM_Replay ") + replay_case.file + ": " + error);
        }
        ts_scene_destroy(scene);
    }
    if (results[0].hashes != results[1].hashes) {
        fail(std::string("BM_Replay ") + replay_case.file + ": damage and full mode frames differ");
    }
    // Replay's own Replayer (ts_replay) must render the same frames: as many, the same last one.
    ts_replay_result replayer{};
    char error[512];
    if (!ts_replay((traces_folder() + replay_case.file).c_str(), 0, &replayer, error, sizeof error)) {
        fail(std::string("BM_Replay ") + replay_case.file + ": ts_replay: " + error);
    }
    if (replayer.frames != results[0].frames || replayer.final_hash != results[0].hashes.back()) {
        fail(std::string("BM_Replay ") + replay_case.file + ": the replayer gives " +
             std::to_string(replayer.frames) + " frames, this loop " + std::to_string(results[0].frames) +
             (replayer.final_hash != results[0].hashes.back() ? ", and another last frame" : ""));
    }
    std::fprintf(stderr, "touchstone-bench: BM_Replay check: %s: %lld frames agree, digest %016llx\n",
                 replay_case.file, (long long)results[0].frames, (unsigned long long)digest(results[0].hashes));
}

void touchstone_replay(benchmark::State &state, const std::string *json, const TraceEvents *trace) {
    int64_t frames = 0;
    uint64_t dirty = 0;
    int64_t per_replay = 0;
    for (auto _ : state) {
        // Loading the scene (parsing, building the views) is not part of a replay's frames.
        state.PauseTiming();
        ts_scene *scene = load_gallery(*json, 0);
        state.ResumeTiming();
        ReplayResult result;
        char error[512];
        bool ok = replay(scene, *trace, TS_RENDER_DAMAGE, false, result, error, sizeof error);
        state.PauseTiming();
        ts_scene_destroy(scene);
        state.ResumeTiming();
        if (!ok) {
            state.SkipWithError(error);
            break;
        }
        frames += result.frames;
        dirty += result.dirty_pixels;
        per_replay = result.frames;
    }
    state.SetItemsProcessed(frames);
    state.counters["frames"] = double(per_replay);
    if (frames > 0) state.counters["dirty_pixels"] = double(dirty) / double(frames);
}

// The same replay through ts_replay, Replay's Replayer: each iteration reads the trace file and
// loads the scene too (the replayer owns both), and measures its frames with its own clock reads.
void replayer_replay(benchmark::State &state, const ReplayCase *replay_case) {
    std::string path = traces_folder() + replay_case->file;
    int64_t frames = 0;
    for (auto _ : state) {
        ts_replay_result result{};
        char error[512];
        if (!ts_replay(path.c_str(), 0, &result, error, sizeof error)) {
            state.SkipWithError(error);
            break;
        }
        frames += result.frames;
    }
    state.SetItemsProcessed(frames);
}

}  // namespace

void register_frames() {
    // Owned for the whole run: the benchmarks keep pointers to them.
    static const std::string gallery = read_text("gallery.scene.json");
    check_frame_window(gallery);
    bench::register_benchmark("BM_Frame/touchstone/gallery_scale3_full", touchstone_frame, &gallery,
                                 ts_render_mode(TS_RENDER_FULL));
    bench::register_benchmark("BM_Frame/touchstone/gallery_scale3_damage", touchstone_frame, &gallery,
                                 ts_render_mode(TS_RENDER_DAMAGE));

    static std::vector<TraceEvents> traces;
    traces.reserve(sizeof kReplays / sizeof kReplays[0]);
    for (const ReplayCase &replay_case : kReplays) {
        traces.push_back(read_trace(replay_case));
        check_replay(gallery, replay_case, traces.back());
        bench::register_benchmark((std::string("BM_Replay/touchstone/") + replay_case.name + "_scale1").c_str(),
                                     touchstone_replay, &gallery, &traces.back());
        bench::register_benchmark((std::string("BM_Replay/replayer/") + replay_case.name + "_scale1").c_str(),
                                     replayer_replay, &replay_case);
    }
}

}  // namespace bench
