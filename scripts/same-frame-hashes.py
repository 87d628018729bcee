#!/usr/bin/env python3
"""Checks that replay output folders hold the same frames: every trace's report.json in the first
folder has a twin in each other folder with the same frame hashes, frame by frame, and no folder
has a trace the first lacks. Used by `make test` on the golden check's replays under each level of
the span kernels (TOUCHSTONE_SPAN_KERNELS, docs/rendering.md).

    scripts/same-frame-hashes.py FOLDER FOLDER...

Exits 0 when all agree, 1 naming each trace and first frame that differ, 2 on bad arguments.
"""
import json
import os
import sys


def hashes(folder):
    """Each trace's frame hashes, by trace name."""
    result = {}
    for name in sorted(os.listdir(folder)):
        report = os.path.join(folder, name, "report.json")
        if os.path.isfile(report):
            with open(report, encoding="utf-8") as f:
                result[name] = [frame["hash"] for frame in json.load(f)["frames"]]
    return result


def main(folders):
    if len(folders) < 2:
        print("usage: same-frame-hashes.py FOLDER FOLDER...", file=sys.stderr)
        return 2
    first = hashes(folders[0])
    if not first:
        print(f"{folders[0]}: no <trace>/report.json", file=sys.stderr)
        return 2
    problems = []
    for folder in folders[1:]:
        other = hashes(folder)
        for name in sorted(set(first) | set(other)):
            a, b = first.get(name), other.get(name)
            if a is None or b is None:
                problems.append(f"{name}: only in {folders[0] if b is None else folder}")
            elif a != b:
                index = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
                problems.append(f"{name}: frame {index} differs between {folders[0]} and {folder}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"same frame hashes in {len(folders)} folders, {len(first)} traces")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
