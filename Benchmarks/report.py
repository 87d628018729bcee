#!/usr/bin/env python3
"""Tables and goal checks from touchstone-bench's JSON output (Google Benchmark's
--benchmark_out_format=json), and the comparison of two runs.

    report.py out/bench/bench.json                          # per family: ns per item, ratios, goals
    report.py out/bench/bench.json --reference REF.json     # the same, then the change from REF
    report.py --compare base.json candidate.json            # per benchmark: change between two builds

Benchmark names have the form BM_<Family>/<method or library>/<case>. Every family is tabulated
the same way (cases down, methods across), so new families need no change here; the goals of
Benchmarks/README.md that this run can measure are checked after the tables. A value is the median
of the repetitions when the run has aggregates (--benchmark_repetitions), otherwise the single run,
in nanoseconds per item (1e9 / items_per_second), or per iteration for a benchmark without items.

With --reference (make bench passes Benchmarks/reference.json) the report ends with each
benchmark's change from that run; the report itself always exits 0, since one run on a shared
machine is no verdict. --compare exits 1 when a benchmark is slower by more than the threshold.

Only the standard library: python3 is on every machine.
"""
import json
import os
import sys

# The method whose time the other columns are divided by, per family.
BASELINES = {"BM_HitTest": "generic", "BM_PathBuild": "touchstone", "BM_Raster": "touchstone", "BM_Text": "touchstone"}

# (description, family, method, case, kind, limit): kind "max_ns" checks value <= limit;
# "min_speedup:PEER" checks value(PEER) / value(method) >= limit for the same case;
# "max_ratio:PEER_METHOD/PEER_CASE[*SCALE]" checks value / (value(PEER_METHOD, PEER_CASE) · SCALE)
# <= limit (SCALE sizes a whole-frame floor to a smaller shape: the card's bounding box is a
# quarter of the frame).
CARD_AREA = 960 * 540 / (1080 * 1920)
GOALS = [
    ("hit test, generic rounded-rect path, random points", "BM_HitTest", "generic", "random", "max_ns", 25),
    ("hit test, generic path, outside the bounds", "BM_HitTest", "generic", "outside", "max_ns", 2),
    ("hit test near a corner vs cairo_in_fill", "BM_HitTest", "generic", "corner", "min_speedup:cairo", 20),
    ("hit test, analytic rounded rect, random points", "BM_HitTest", "analytic_rrect", "random", "max_ns", 3),
] + [
    (f"path generation, {shape}", "BM_PathBuild", "touchstone", shape, "max_ns", 80)
    for shape in ("rounded", "cut", "curved", "triangle", "pill", "slanted")
] + [
    ("full opaque fill vs memset of the frame", "BM_Raster", "touchstone", "full", "max_ratio:floor/clear", 1.15),
    ("full fill at 50 % vs the src-over floor", "BM_Raster", "touchstone", "full_50", "max_ratio:floor/srcover", 1.1),
    ("card fill at 50 % vs the src-over floor (× card area)", "BM_Raster", "touchstone", "card_50",
     f"max_ratio:floor/srcover*{CARD_AREA!r}", 1.1),
    ("full fill at 50 % vs cairo", "BM_Raster", "touchstone", "full_50", "max_ratio:cairo/full_50", 0.6),
    ("card fill at 50 % vs cairo", "BM_Raster", "touchstone", "card_50", "max_ratio:cairo/card_50", 0.6),
    ("full fill at 50 %, faster than AGG", "BM_Raster", "touchstone", "full_50", "min_speedup:agg", 10),
    ("card fill at 50 %, faster than AGG", "BM_Raster", "touchstone", "card_50", "min_speedup:agg", 10),
    ("48×48 button, path build included, opaque", "BM_Raster", "touchstone", "btn", "max_ns", 2000),
    ("48×48 button, path build included, 50 %", "BM_Raster", "touchstone", "btn_50", "max_ns", 2000),
] + [
    (f"3 px border stroke, {shape}, vs cairo", "BM_Raster", "touchstone", f"stroke_{shape}",
     f"max_ratio:cairo/stroke_{shape}", 0.7)
    for shape in ("btn", "card", "full")
] + [
    ("r 200 circle clipped to the card vs cairo", "BM_Raster", "touchstone", "clip_circle",
     "max_ratio:cairo/clip_circle", 0.7),
    ("card elevation shadow", "BM_Raster", "touchstone", "shadow_card", "max_ns", 300_000),
]

# Frames (Frames.cpp): per item is one frame, so ≥ 5000 frames/s is ≤ 200 µs per frame.
GOALS += [
    ("gallery frame at scale 3, ripples live, full redraw", "BM_Frame", "touchstone", "gallery_scale3_full",
     "max_ns", 4_000_000),
    ("gallery frame at scale 3, ripples live, damage tracking", "BM_Frame", "touchstone", "gallery_scale3_damage",
     "max_ns", 500_000),
] + [
    (f"replay throughput, gallery at scale 1, {trace} (≥ 5000 frames/s)", "BM_Replay", "touchstone",
     f"{trace}_scale1", "max_ns", 200_000)
    for trace in ("tap_card", "two_fingers", "rapid_taps_paper")
]

# Scrolling (Scrolling.cpp): a frame that only moves a cached scroll offset against the
# memcpy of the frame, and a fling's frames at scale 1.
GOALS += [
    ("scrolled feed frame at scale 3 vs memcpy of the frame", "BM_Scroll", "touchstone", "feed_scale3",
     "max_ratio:memcpy/frame_scale3", 2),
    ("fling on the feed at scale 1 (≥ 5000 frames/s)", "BM_Scroll", "touchstone", "fling_scale1", "max_ns", 200_000),
]


# Text (Text.cpp): a six-glyph title at scale 3, per glyph.
GOALS += [
    ("title uncached vs FreeType load + render, per glyph", "BM_Text", "touchstone", "title_uncached",
     "max_ratio:freetype/load_render", 1),
    ("title cached vs blitting its mask", "BM_Text", "touchstone", "title_cached", "max_ratio:floor/blit_mask", 2),
]


def load(path):
    """{run name: (ns per item, counters)} for one JSON file."""
    try:
        with open(path) as f:
            data = json.load(f)
    except FileNotFoundError:
        sys.exit(f"report.py: {path}: no such file (did the benchmark run?)")
    except json.JSONDecodeError as error:
        sys.exit(f"report.py: {path}: not Google Benchmark JSON ({error}); "
                 "an empty file means no benchmark matched the filter")
    medians, singles = {}, {}
    for b in data.get("benchmarks", []):
        name = b.get("run_name", b["name"])
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                medians[name] = b
        elif b.get("error_occurred"):
            singles[name] = b
        else:
            singles.setdefault(name, b)
    results = {}
    for name in list(singles) + [n for n in medians if n not in singles]:
        b = medians.get(name, singles.get(name))
        if b.get("error_occurred"):
            results[name] = (None, b)
            continue
        if b.get("items_per_second"):
            ns = 1e9 / b["items_per_second"]
        else:
            scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
            ns = b["cpu_time"] * scale
        results[name] = (ns, b)
    return data.get("context", {}), results


def split(name):
    parts = name.split("/")
    return parts[0], parts[1] if len(parts) > 1 else "", "/".join(parts[2:])


def fmt_ns(ns):
    if ns is None:
        return "error"
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.1f} ns" if ns >= 10 else f"{ns:.2f} ns"


def table(rows):
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    out = []
    for k, r in enumerate(rows):
        out.append("  ".join(str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i])
                             for i, c in enumerate(r)))
        if k == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


def report(path):
    context, results = load(path)
    print(f"touchstone-bench: {path}")
    for key in ("date", "host_name", "cpu_model", "num_cpus", "mhz_per_cpu", "cairo", "agg", "cxx_compiler"):
        if key in context:
            print(f"  {key}: {context[key]}")
    families = {}
    for name in results:
        family, method, case = split(name)
        families.setdefault(family, {}).setdefault(case, {})[method] = results[name][0]
    for family in sorted(families):
        cases = families[family]
        methods = []
        for case in cases.values():
            methods += [m for m in case if m not in methods]
        base = BASELINES.get(family, methods[0])
        if base in methods:
            methods.remove(base)
            methods.insert(0, base)
        print(f"\n{family}: time per item; × = that column's time ÷ {base}'s")
        rows = [["case"] + methods]
        for case in cases:
            row = [case]
            for m in methods:
                ns = cases[case].get(m)
                b = cases[case].get(base)
                if m not in cases[case]:
                    row.append("")
                elif m == base or ns is None or not b:
                    row.append(fmt_ns(ns))
                else:
                    row.append(f"{fmt_ns(ns)} ({ns / b:.1f}×)")
            rows.append(row)
        print(table(rows))
    # Counters worth a line: allocations per path build.
    allocations = {n: r[1].get("allocs_per_build") for n, r in results.items()
                   if r[1].get("allocs_per_build") is not None}
    if allocations:
        worst = max(allocations.values())
        print(f"\nheap allocations per path build after warm-up: {worst:g} (worst of {len(allocations)})")
    print("\ngoals (Benchmarks/README.md):")
    met = 0
    rows = [["goal", "limit", "measured", ""]]
    # A run that holds none of a family's benchmarks (a filtered run) skips that family's goals.
    measured_families = {split(name)[0] for name in results}
    for text, family, method, case, kind, limit in GOALS:
        if family not in measured_families:
            continue
        ns = results.get(f"{family}/{method}/{case}", (None,))[0]
        if kind == "max_ns":
            ok = ns is not None and ns <= limit
            rows.append([text, f"≤ {fmt_ns(limit)}", fmt_ns(ns) if ns is not None else "missing",
                         "met" if ok else "NOT MET"])
        elif kind.startswith("max_ratio:"):
            peer, _, scale = kind.split(":")[1].partition("*")
            peer_method, peer_case = peer.split("/")
            other = results.get(f"{family}/{peer_method}/{peer_case}", (None,))[0]
            ratio = ns / (other * float(scale or 1)) if ns and other else None
            ok = ratio is not None and ratio <= limit
            rows.append([text, f"≤ {limit}×", f"{ratio:.2f}× ({fmt_ns(ns)})" if ratio else "missing",
                         "met" if ok else "NOT MET"])
        else:
            peer = kind.split(":")[1]
            other = results.get(f"{family}/{peer}/{case}", (None,))[0]
            ratio = other / ns if ns and other else None
            ok = ratio is not None and ratio >= limit
            rows.append([text, f"≥ {limit}×", f"{ratio:.1f}×" if ratio else "missing", "met" if ok else "NOT MET"])
        met += ok
    if allocations:
        ok = max(allocations.values()) == 0
        rows.append(["path generation allocates nothing after warm-up", "0", f"{max(allocations.values()):g}",
                     "met" if ok else "NOT MET"])
        met += ok
    print(table(rows))
    print(f"{met} of {len(rows) - 1} met")


def compare(base_path, new_path, threshold, reference=False):
    """Prints each benchmark's change from the base run to the new one; returns 1 when any is slower
    by more than `threshold` percent. As a reference (`reference`), the base may hold benchmarks the
    new run filtered out: only those of the new run are listed."""
    _, base = load(base_path)
    _, new = load(new_path)
    rows = [["benchmark", "reference" if reference else "base", "this run" if reference else "candidate",
             "change", ""]]
    slower = 0
    for name in base:
        if name not in new:
            continue
        a, b = base[name][0], new[name][0]
        if a is None or b is None:
            rows.append([name, fmt_ns(a), fmt_ns(b), "", "error"])
            continue
        change = (b - a) / a * 100
        verdict = "slower" if change > threshold else "faster" if change < -threshold else ""
        slower += verdict == "slower"
        rows.append([name, fmt_ns(a), fmt_ns(b), f"{change:+.1f}%", verdict])
    if len(rows) > 1:
        print(table(rows))
    only = sorted(set(new) - set(base)) if reference else sorted(set(base) ^ set(new))
    if only:
        print(("\nnot in the reference: " if reference else "\nin only one run: ") + ", ".join(only))
    print(f"\n{slower} slower by more than {threshold:g}% (machine noise on the project's VMs is about 15%;"
          " compare ratios to cairo/AGG from one run for a verdict that cancels drift)")
    return 1 if slower else 0


def main(argv):
    if len(argv) >= 1 and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if len(argv) >= 3 and argv[0] == "--compare":
        threshold = 15.0
        if len(argv) == 5 and argv[3] == "--threshold":
            threshold = float(argv[4])
        return compare(argv[1], argv[2], threshold)
    if len(argv) == 1:
        report(argv[0])
        return 0
    if len(argv) == 3 and argv[1] == "--reference":
        report(argv[0])
        if not os.path.exists(argv[2]):
            print(f"\nno reference run at {argv[2]}: nothing to compare with")
            return 0
        print(f"\nagainst the reference run {argv[2]}:")
        compare(argv[2], argv[0], 15.0, reference=True)
        return 0
    print("usage: report.py BENCH.json [--reference REF.json] | "
          "report.py --compare BASE.json CANDIDATE.json [--threshold PCT]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
