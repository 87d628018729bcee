#!/usr/bin/env python3
"""Writes the bundled feed scenes, Traces/feed.scene.json and Traces/feed-no-scroll-ripple.scene.json.

    python3 scripts/feed-scenes.py [--check] [--out DIR]

Both are one full-screen `scroll` view at a Pixel phone's 412 x 732 points (scale 1, as the
gallery) over 42 rows: a chip row (titled chips), a raised paper view with a title, then ten groups
of a card with a ripple (an avatar, a title and a line of body text), two stateful rows (a line of
text each) and a shaped card with a border and a ripple clipped to its shape (Traces/README.md).
The two files differ in one thing only: in feed-no-scroll-ripple every ripple touch controller
(cards, shaped cards, chips) has "shouldProcessRippleWithScrollViewGestures": false, MDC's opt-in
fix for #4105; feed.scene.json keeps MDC's default (true). Stateful rows have no touch controller
(the key is refused there) and take their touches as views.

--check compares the files with what this script would write and exits 1 if they differ, so the
two scenes cannot drift apart by hand edits. Standard library only; the output is deterministic.
"""

import argparse
import json
import os
import sys

WIDTH, HEIGHT = 412, 732
MARGIN = 16
ROW_WIDTH = WIDTH - 2 * MARGIN
GAP = 12
GROUPS = 10


def number(value):
    """A number as the scene files write it: integers without a fraction."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def dump(value):
    """Compact JSON with `, ` and `: ` separators, numbers as `number` writes them."""
    if isinstance(value, dict):
        return "{" + ", ".join(json.dumps(k) + ": " + dump(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(dump(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return number(value)
    return json.dumps(value)


def label(view_id, x, y, w, h, text, style, color):
    """A line of text (a label takes no touches: they go to the row beneath)."""
    return {"id": view_id, "kind": "label", "frame": [x, y, w, h], "text": text, "font": {"style": style},
            "color": color}


def ripple(color, fix):
    """A ripple's options; with `fix`, the opt-in of MDC PR #6487."""
    options = {"color": color}
    if fix:
        options["shouldProcessRippleWithScrollViewGestures"] = False
    return options


def rows(fix):
    """The scroll view's children, in content coordinates, and the content height."""
    views = []
    y = MARGIN
    chips = []
    x = MARGIN
    for index, (label_width, color, title) in enumerate([(88, "#E0E0E0", "Latest"), (104, "#E8DEF8", "Following"),
                                                         (80, "#E0E0E0", "Nearby"), (84, "#E0F2F1", "Saved")]):
        chips.append({"id": "chip-%d" % (index + 1), "kind": "chip", "frame": [x, 0, label_width, 32],
                      "color": color, "ripple": ripple("#0000001F", fix), "title": {"text": title}})
        x += label_width + 8
    views.append({"id": "chips", "kind": "view", "frame": [0, y, WIDTH, 32], "children": chips})
    y += 32 + GAP
    views.append({"id": "paper", "kind": "paper", "frame": [MARGIN, y, ROW_WIDTH, 96], "color": "#FFFFFF",
                  "paper": {"raised": True}, "title": {"text": "Smart Color paper", "color": "#2196F3"}})
    y += 96 + GAP
    for group in range(1, GROUPS + 1):
        views.append({"id": "card-%d" % group, "kind": "card", "frame": [MARGIN, y, ROW_WIDTH, 120],
                      "color": "#FFFFFF", "elevation": 2, "ripple": ripple("#6200EE1F", fix),
                      "children": [
                          {"id": "card-%d-avatar" % group, "kind": "view", "frame": [16, 16, 40, 40],
                           "color": "#B39DDB", "cornerRadius": 20, "interactive": False},
                          label("card-%d-title" % group, 72, 24, 292, 24, "Card %d" % group, "headline6",
                                "#000000DE"),
                          label("card-%d-text" % group, 16, 72, 348, 20,
                                "Supporting text of card %d, one line of body copy cut at the end" % group,
                                "body2", "#00000099"),
                      ]})
        y += 120 + GAP
        for half in ("a", "b"):
            row_id = "row-%d%s" % (group, half)
            views.append({"id": row_id, "kind": "statefulRipple", "frame": [MARGIN, y, ROW_WIDTH, 64],
                          "color": "#FFFFFF", "allowsSelection": True,
                          "children": [label(row_id + "-text", 16, 20, 348, 24, "List item %d%s" % (group, half),
                                             "body1", "#000000DE")]})
            y += 64 + GAP
        views.append({"id": "shaped-%d" % group, "kind": "shaped", "frame": [MARGIN, y, ROW_WIDTH, 96],
                      "color": "#E3F2FD",
                      "shape": {"rectangle": {"corners": [{"cut": 16}, {"rounded": 24}, {"cut": 16}, {"rounded": 24}]}},
                      "border": {"width": 2, "color": "#1565C0"}, "elevation": 1,
                      "ripple": ripple("#1565C033", fix)})
        y += 96 + GAP
    return views, y - GAP + MARGIN


def scene(fix):
    """The scene file's text."""
    views, content_height = rows(fix)
    feed = {"id": "feed", "kind": "scroll", "frame": [0, 0, WIDTH, HEIGHT], "contentSize": [WIDTH, content_height],
            "decelerationRate": "normal"}
    lines = [
        "{",
        '  "format": "touchstone.scene",',
        '  "version": 1,',
        '  "size": [%d, %d],' % (WIDTH, HEIGHT),
        '  "scale": 1,',
        '  "background": "#FAFAFA",',
        '  "shapeScheme": {',
        '    "small": {"family": "rounded", "size": 4},',
        '    "medium": {"family": "cut", "size": 8},',
        '    "large": {"family": "rounded", "size": 16}',
        "  },",
        '  "views": [',
        "    " + dump(feed)[:-1] + ', "children": [',
    ]
    for index, view in enumerate(views):
        lines.append("      " + dump(view) + ("," if index < len(views) - 1 else ""))
    lines += ["    ]}", "  ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Traces"))
    arguments = parser.parse_args()
    stale = []
    for name, fix in (("feed.scene.json", False), ("feed-no-scroll-ripple.scene.json", True)):
        path = os.path.join(arguments.out, name)
        text = scene(fix)
        if arguments.check:
            try:
                with open(path, encoding="utf-8") as handle:
                    current = handle.read()
            except OSError:
                current = None
            if current != text:
                stale.append(path)
        else:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
    for path in stale:
        print("%s: differs from what scripts/feed-scenes.py writes; run it" % path)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
