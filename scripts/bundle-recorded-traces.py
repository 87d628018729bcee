#!/usr/bin/env python3
"""Copies the project's recorded touch traces into Traces/, set up to replay on the feed scene.

    python3 scripts/bundle-recorded-traces.py DIR [--check]

DIR is the folder of the converted recordings (`*.trace.json`, described in Traces/RECORDED.md).
Each trace is copied with the same bytes except
three header edits, made on the text so that everything else (the events, the provenance) stays
exactly as converted:

- "scene" becomes "feed.scene.json" (the bundled feed, a full-screen scroll view at 412 x 732
  points), for every file;
- the AOSP sailfish recordings get "units": {"devicePixels": {"pixelsPerPoint": 2.625}} after
  "frameRate": the Pixel (2016) has ro.sf.lcd_density 420 (LineageOS/android_device_google_marlin
  at 8e5ea8c, sailfish/vendor.prop line 2), and 420 / 160 = 2.625 px per dp;
- the Flutter recordings get "units": "points": Flutter's logical pixels are its
  density-independent unit, one to a point;
- the AOSP swordfish recording keeps no "units" (points): AOSP names its device only by code name
  and gives no density, so its pixels are replayed one to a point, and its description says so.

--check compares Traces/ with what the script would write and exits 1 on a difference.
Standard library only.
"""

import argparse
import glob
import os
import sys

SAILFISH_UNITS = '  "units": {"devicePixels": {"pixelsPerPoint": 2.625}},\n'
POINTS_UNITS = '  "units": "points",\n'
SWORDFISH_NOTE = ("; positions are the device's pixels replayed one to a point, since the swordfish"
                  " density is unpublished")


def bundled(name, text):
    """The bundled text of recording `name` converted as `text`."""
    lines = text.splitlines(keepends=True)
    result = []
    for line in lines:
        if line.startswith('  "scene": '):
            line = '  "scene": "feed.scene.json",\n'
        result.append(line)
        if line.startswith('  "frameRate": '):
            if name.startswith("aosp-sailfish-"):
                result.append(SAILFISH_UNITS)
            elif name.startswith("flutter-"):
                result.append(POINTS_UNITS)
    if name.startswith("aosp-swordfish-"):
        for index, line in enumerate(result):
            if line.startswith('  "description": "') and line.endswith('",\n'):
                result[index] = line[:-3] + SWORDFISH_NOTE + '",\n'
    return "".join(result)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", metavar="DIR", help="the folder of the converted recordings (*.trace.json)")
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    arguments = parser.parse_args()
    names = sorted(os.path.basename(p) for p in glob.glob(os.path.join(arguments.source, "*.trace.json")))
    if not names:
        print("%s: no *.trace.json files" % arguments.source, file=sys.stderr)
        return 2
    stale = []
    for name in names:
        with open(os.path.join(arguments.source, name), encoding="utf-8") as handle:
            text = bundled(name, handle.read())
        target = os.path.join(root, "Traces", name)
        if arguments.check:
            try:
                with open(target, encoding="utf-8") as handle:
                    current = handle.read()
            except OSError:
                current = None
            if current != text:
                stale.append(target)
        else:
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(text)
    for path in stale:
        print("%s: differs from its recording; run scripts/bundle-recorded-traces.py" % path)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
