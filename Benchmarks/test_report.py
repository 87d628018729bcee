#!/usr/bin/env python3
"""Tests of report.py on small Google Benchmark JSON files written here, with values worked by hand.

    python3 Benchmarks/test_report.py        # make test runs it
"""
import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True   # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # noqa: E402


def benchmark(name, items_per_second, aggregate=None):
    """One entry as touchstone-bench writes it; `aggregate` names a repetition aggregate."""
    entry = {"name": name if aggregate is None else f"{name}_{aggregate}", "run_name": name,
             "run_type": "iteration" if aggregate is None else "aggregate",
             "cpu_time": 1.0, "time_unit": "ns", "items_per_second": items_per_second}
    if aggregate is not None:
        entry["aggregate_name"] = aggregate
    return entry


class ReportTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.folder.cleanup()

    def write(self, name, benchmarks):
        path = os.path.join(self.folder.name, name)
        with open(path, "w") as handle:
            json.dump({"context": {"date": "d"}, "benchmarks": benchmarks}, handle)
        return path

    def run_main(self, *arguments):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            status = report.main(list(arguments))
        return status, output.getvalue()

    def test_the_median_aggregate_is_the_value_in_nanoseconds_per_item(self):
        path = self.write("run.json", [benchmark("BM_HitTest/generic/random", 1e8, "mean"),
                                       benchmark("BM_HitTest/generic/random", 5e7, "median")])
        _, results = report.load(path)
        self.assertAlmostEqual(results["BM_HitTest/generic/random"][0], 20.0)   # 1e9 / 5e7

    def test_the_reference_comparison_lists_this_runs_benchmarks_with_their_change(self):
        # Reference 10 ns and 100 ns per item; this run 12 ns (+20 %, past the 15 % threshold) and
        # the other benchmark filtered out, plus one the reference lacks.
        reference = self.write("reference.json", [benchmark("BM_HitTest/generic/random", 1e8),
                                                  benchmark("BM_HitTest/generic/outside", 1e7)])
        run = self.write("run.json", [benchmark("BM_HitTest/generic/random", 1e9 / 12),
                                      benchmark("BM_HitTest/generic/centre", 1e8)])
        status, text = self.run_main(run, "--reference", reference)
        self.assertEqual(status, 0, "a report never fails on speed")
        self.assertIn("against the reference run", text)
        line = next(row for row in text.splitlines() if row.startswith("BM_HitTest/generic/random"))
        self.assertEqual(line.split()[1:], ["10.0", "ns", "12.0", "ns", "+20.0%", "slower"])
        self.assertNotIn("BM_HitTest/generic/outside", text.split("against the reference run")[1])
        self.assertIn("not in the reference: BM_HitTest/generic/centre", text)

    def test_a_missing_reference_is_said_and_skipped(self):
        run = self.write("run.json", [benchmark("BM_HitTest/generic/random", 1e8)])
        status, text = self.run_main(run, "--reference", os.path.join(self.folder.name, "none.json"))
        self.assertEqual(status, 0)
        self.assertIn("no reference run at", text)

    def test_compare_exits_1_only_beyond_the_threshold(self):
        base = self.write("base.json", [benchmark("BM_Raster/touchstone/btn", 1e6)])        # 1 µs
        slower = self.write("slower.json", [benchmark("BM_Raster/touchstone/btn", 1e9 / 1100)])  # +10 %
        self.assertEqual(self.run_main("--compare", base, slower)[0], 0)
        self.assertEqual(self.run_main("--compare", base, slower, "--threshold", "5")[0], 1)

    def test_goals_are_checked_against_their_limits(self):
        # 25 ns is the generic random-point goal: 20 ns meets it, and the allocation counter is 0.
        entry = benchmark("BM_HitTest/generic/random", 5e7)
        build = benchmark("BM_PathBuild/touchstone/rounded", 1e8)
        build["allocs_per_build"] = 0
        status, text = self.run_main(self.write("run.json", [entry, build]))
        self.assertEqual(status, 0)
        goal = next(row for row in text.splitlines() if row.startswith("hit test, generic rounded-rect path"))
        self.assertTrue(goal.rstrip().endswith("met") and "NOT" not in goal, goal)
        self.assertIn("path generation allocates nothing after warm-up", text)


if __name__ == "__main__":
    unittest.main()
