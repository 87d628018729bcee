// BM_Scroll: frames of a scrolled feed through the scene ABI (include/touchstone.h, "Scene frames"),
// beside the floor any scrolled frame pays: copying the frame's pixels.
//
// The feed: a 412 x 732-point scene (the Pixel's) whose full-screen view "feed" holds 30 rows of
// shaped cards, 96 points apart (2888 points of content): MDC cards at elevation 2, shaped views
// with cut and rounded corners at elevation 1 with a border, and rounded panels holding a chip and
// a ripple view. The view is scrolled with ts_scene_set_content_offset, which caches its scrolled
// content (Layer.cachesScrolledContent): tiles of a backing store in content pixels, copied into
// the frame at the offset.
//
// BM_Scroll/touchstone/feed_scale3: the feed at scale 3 (1236 x 2196 pixels). One iteration moves
// the offset by 7 pixels (a triangle wave between 0 and 476 pixels, so after the first pass every
// tile it shows is kept) and renders the frame in damage mode: a frame in which only the offset
// changed. Items are frames.
//
// BM_Scroll/memcpy/frame_scale3: memcpy of 1236 x 2196 x 4 bytes between two buffers, both
// touched before timing: the floor. The goal is the scrolled frame within 2x of it.
//
// BM_Scroll/touchstone/fling_scale1: the feed at scale 1, flung down from the top at 3000 pt/s and
// back up from where it stopped, again and again: each frame at 1/120 s, the offset UIKit's
// deceleration (rate 0.998 per millisecond: v(t) = v0 * 0.998^t_ms, offset = x0 + v0 (0.998^t_ms
// - 1) / (1000 ln 0.998)) rounded to whole points, until the remaining travel is under half a
// point. New content scrolling in is drawn into new tiles, as it must be. One iteration is one
// frame; items per second is the fling's replay rate (goal: at least 5000 frames/s).
//
// Before timing, the check renders frames of both feeds through the store and compares each
// with a fresh scene drawn without it (caches false): the hashes must be equal. A mismatch aborts.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "Families.hpp"
#include "Support.hpp"
#include "touchstone.h"

namespace bench {
namespace {

constexpr int kRows = 30;
constexpr double kRowPitch = 96;

// The feed scene's JSON text.
std::string feed_json() {
    std::string rows;
    for (int i = 0; i < kRows; ++i) {
        char row[512];
        int y = 8 + int(kRowPitch) * i;
        switch (i % 3) {
        case 0:
            std::snprintf(row, sizeof row,
                          R"({"id": "card-%d", "kind": "card", "frame": [16, %d, 380, 88], "color": "#FFFFFF", "elevation": 2})",
                          i, y);
            break;
        case 1:
            std::snprintf(row, sizeof row,
                          R"({"id": "shaped-%d", "kind": "shaped", "frame": [16, %d, 380, 88], "color": "#E3F2FD",)"
                          R"( "shape": {"rectangle": {"corners": [{"cut": 12}, {"rounded": 20}, {"cut": 12}, {"rounded": 20}]}},)"
                          R"( "border": {"width": 1, "color": "#1565C0"}, "elevation": 1, "ripple": {"color": "#1565C033"}})",
                          i, y);
            break;
        default:
            std::snprintf(row, sizeof row,
                          R"({"id": "panel-%d", "kind": "view", "frame": [16, %d, 380, 88], "color": "#FFFFFF", "cornerRadius": 8,)"
                          R"( "children": [{"id": "chip-%d", "kind": "chip", "frame": [12, 28, 120, 32], "color": "#E0E0E0"},)"
                          R"( {"id": "ripple-%d", "kind": "ripple", "frame": [144, 8, 224, 72], "color": "#FFF3E0"}]})",
                          i, y, i, i);
            break;
        }
        if (i > 0) rows += ",\n     ";
        rows += row;
    }
    return std::string(R"({"format": "touchstone.scene", "version": 1, "size": [412, 732], "scale": 1,)"
                       R"( "background": "#FAFAFA", "views": [{"id": "feed", "kind": "view", "frame": [0, 0, 412, 732],)"
                       R"( "color": "#F5F5F5", "children": [)") +
           rows + "]}]}";
}

ts_scene *load(const std::string &json, double scale) {
    char error[512];
    ts_scene *scene = ts_scene_create(json.c_str(), scale, error, sizeof error);
    if (!scene) fail(std::string("feed scene: ") + error);
    return scene;
}

void scroll_to(ts_scene *scene, double y, bool caches) {
    char error[512];
    if (!ts_scene_set_content_offset(scene, "feed", 0, y, caches, error, sizeof error)) {
        fail(std::string("content offset: ") + error);
    }
}

ts_frame_stats render(ts_scene *scene, int64_t time) {
    ts_frame_stats stats{};
    char error[512];
    if (!ts_scene_render(scene, time, TS_RENDER_DAMAGE, &stats, error, sizeof error)) {
        fail(std::string("render: ") + error);
    }
    return stats;
}

// Frame k's time at 120 frames per second.
int64_t frame_time(int64_t k) { return k * 1000000000 / 120; }

// The scale-3 case's offset at frame k, in pixels: a triangle wave 0, 7, …, 476, …, 7, 0.
int triangle_pixels(int64_t k) {
    int64_t step = k % 136;
    return int(7 * (step <= 68 ? step : 136 - step));
}

// The fling's offsets in points, one per frame: down from 0 at 3000 pt/s until it stops, then up
// from there at 3000 pt/s until it stops.
std::vector<double> fling_offsets() {
    std::vector<double> offsets;
    const double rate = 0.998, v0 = 3000;
    const double travel = v0 / (1000 * -std::log(rate));   // the whole distance, in points
    for (int direction : {1, -1}) {
        double start = direction > 0 ? 0 : std::round(travel);
        for (int64_t k = 0;; ++k) {
            double t_ms = 1000.0 * double(k) / 120;
            double moved = v0 * (std::pow(rate, t_ms) - 1) / (1000 * std::log(rate));
            offsets.push_back(std::round(start + direction * moved));
            if (travel - moved < 0.5) break;
        }
    }
    return offsets;
}

// Frames through the store against fresh scenes drawn without it.
void check_scroll(const std::string &json, double scale, const std::vector<double> &offsets) {
    ts_scene *scene = load(json, scale);
    uint64_t copied = 0;
    for (size_t k = 0; k < offsets.size(); ++k) {
        scroll_to(scene, offsets[k], true);
        copied += render(scene, frame_time(int64_t(k))).scrolled_pixels_copied;
        ts_scene *plain = load(json, scale);
        scroll_to(plain, offsets[k], false);
        render(plain, 0);
        if (ts_scene_pixels_hash(plain) != ts_scene_pixels_hash(scene)) {
            char message[200];
            std::snprintf(message, sizeof message,
                          "BM_Scroll: frame %zu (offset %g pt) at scale %g: store hash %016llx, normal route %016llx", k,
                          offsets[k], scale, (unsigned long long)ts_scene_pixels_hash(scene),
                          (unsigned long long)ts_scene_pixels_hash(plain));
            fail(message);
        }
        ts_scene_destroy(plain);
    }
    ts_scene_destroy(scene);
    if (copied == 0) fail("BM_Scroll: the store copied nothing; the feed should scroll through it");
    std::fprintf(stderr, "touchstone-bench: BM_Scroll check: %zu frames at scale %g equal the normal route\n",
                 offsets.size(), scale);
}

void feed_frame(benchmark::State &state, const std::string *json) {
    ts_scene *scene = load(*json, 3);
    scroll_to(scene, 0, true);
    render(scene, 0);
    // One pass over the wave first: every tile it shows is drawn before timing.
    int64_t k = 1;
    for (; k <= 136; ++k) {
        scroll_to(scene, triangle_pixels(k) / 3.0, true);
        render(scene, frame_time(k));
    }
    double copied = 0, drawn = 0, dirty = 0, rasterized = 0, layers = 0;
    for (auto _ : state) {
        scroll_to(scene, triangle_pixels(k) / 3.0, true);
        ts_frame_stats stats{};
        char error[256];
        if (!ts_scene_render(scene, frame_time(k), TS_RENDER_DAMAGE, &stats, error, sizeof error)) {
            state.SkipWithError(error);
            break;
        }
        ++k;
        copied += double(stats.scrolled_pixels_copied);
        drawn += double(stats.scrolled_pixels_drawn);
        dirty += double(stats.dirty_pixels);
        rasterized += double(stats.paths_rasterized);
        layers += double(stats.layers_drawn);
    }
    ts_scene_destroy(scene);
    double frames = double(state.iterations());
    state.SetItemsProcessed(state.iterations());
    state.SetBytesProcessed(state.iterations() * int64_t(1236) * 2196 * 4);
    if (frames > 0) {
        state.counters["copied_pixels"] = copied / frames;
        state.counters["store_pixels_drawn"] = drawn / frames;
        state.counters["dirty_pixels"] = dirty / frames;
        state.counters["paths_rasterized"] = rasterized / frames;
        state.counters["layers_drawn"] = layers / frames;
    }
}

void frame_memcpy(benchmark::State &state) {
    const size_t bytes = size_t(1236) * 2196 * 4;
    std::vector<unsigned char> from(bytes, 0x5a), to(bytes, 0);
    for (auto _ : state) {
        std::memcpy(to.data(), from.data(), bytes);
        benchmark::DoNotOptimize(to.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations());
    state.SetBytesProcessed(state.iterations() * int64_t(bytes));
}

void fling(benchmark::State &state, const std::string *json, const std::vector<double> *offsets) {
    ts_scene *scene = load(*json, 1);
    scroll_to(scene, 0, true);
    render(scene, 0);
    int64_t k = 1;
    double copied = 0, drawn = 0;
    for (auto _ : state) {
        scroll_to(scene, (*offsets)[size_t(k) % offsets->size()], true);
        ts_frame_stats stats{};
        char error[256];
        if (!ts_scene_render(scene, frame_time(k), TS_RENDER_DAMAGE, &stats, error, sizeof error)) {
            state.SkipWithError(error);
            break;
        }
        ++k;
        copied += double(stats.scrolled_pixels_copied);
        drawn += double(stats.scrolled_pixels_drawn);
    }
    ts_scene_destroy(scene);
    double frames = double(state.iterations());
    state.SetItemsProcessed(state.iterations());
    if (frames > 0) {
        state.counters["copied_pixels"] = copied / frames;
        state.counters["store_pixels_drawn"] = drawn / frames;
    }
}

}  // namespace

void register_scrolling() {
    // Owned for the whole run: the benchmarks keep pointers to them.
    static const std::string json = feed_json();
    static const std::vector<double> flings = fling_offsets();
    std::vector<double> wave;
    for (int64_t k = 0; k < 24; ++k) wave.push_back(triangle_pixels(k * 5) / 3.0);
    check_scroll(json, 3, wave);
    std::vector<double> sampled;
    for (size_t k = 0; k < flings.size(); k += 9) sampled.push_back(flings[k]);
    check_scroll(json, 1, sampled);
    benchmark::RegisterBenchmark("BM_Scroll/touchstone/feed_scale3", feed_frame, &json);
    benchmark::RegisterBenchmark("BM_Scroll/memcpy/frame_scale3", frame_memcpy);
    benchmark::RegisterBenchmark("BM_Scroll/touchstone/fling_scale1", fling, &json, &flings);
}

}  // namespace bench
