// The benchmark families. Each registers its benchmarks with Google Benchmark, after checking that
// Touchstone and its peers agree on the family's inputs; main.cpp calls them in order.
//
// Adding a family (rasterizing, frames): write <Family>.cpp with a register_<family>() that first
// runs its agreement check (for pixels: within 2/255 of cairo) and calls fail() on a
// mismatch, declare it here, call it from main.cpp, and give its names the
// BM_<Family>/<library or method>/<case> form that Benchmarks/report.py tabulates.
#pragma once

namespace bench {

// BM_PathBuild/<library>/<shape> (PathGeneration.cpp).
void register_path_generation();

// BM_HitTest/<method>/<where> (HitTesting.cpp); checks Touchstone against cairo and AGG first.
void register_hit_testing();

// BM_Raster/<library>/<case> (Rasterizing.cpp); checks Touchstone's pixels against cairo's first.
void register_rasterizing();
// BM_Frame/touchstone/gallery_scale3_{full,damage} and BM_Replay/touchstone/<trace>_scale1
// (Frames.cpp); checks that damage and full redraws give the same frames first.
void register_frames();

// BM_Scroll/touchstone/{feed_scale3,fling_scale1} and BM_Scroll/memcpy/frame_scale3 (Scrolling.cpp):
// a scrolled feed through the scrolled-content store beside the frame-copy floor; checks the
// store's frames against the normal route first.
void register_scrolling();

// BM_Text/<library>/<case> (Text.cpp): a six-glyph title at scale 3, uncached and cached, beside
// FreeType's load and render, cairo's show_glyphs and the mask-blit floor; checks Touchstone's
// glyph coverage against FreeType's first.
void register_text();

}  // namespace bench
