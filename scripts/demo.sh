#!/usr/bin/env bash
# The main job: replays every bundled trace of Traces/ (README there) with `touchstone replay` into
# out/replay/<trace>/ (report.json, changed frames, contact sheet, frame-time chart, perfetto.json)
# and prints the summary table; replay's default --jobs runs as many traces at once as there are
# processors. Then, for every shape of Examples/shapes.tsv, renders a PNG with
# `touchstone shape render` (white surface, 1 pt border, elevation 2, scale 2), writes the outline
# as SVG with `touchstone shape path`, checks a few points with `touchstone shape contains`, and
# writes out/shapes/index.html, a gallery to open in a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=.build/release/touchstone
"$tool" replay Traces/*.trace.json --out out/replay --state --perfetto
echo "replayed $(ls Traces/*.trace.json | wc -l) traces into out/replay/ (open out/replay/index.html in a browser)"
echo
out=out/shapes
mkdir -p "$out"
index="$out/index.html"
printf '<!doctype html><meta charset="utf-8"><title>Touchstone shapes</title>\n<body style="font-family:sans-serif">\n<h1>Touchstone shape gallery</h1>\n' > "$index"
count=0
while IFS=$'\t' read -r name size spec; do
    spec=${spec%$'\r'}   # a CRLF copy of the file reads as the LF one
    case "$name" in ''|'#'*) continue ;; esac
    "$tool" shape render "$spec" --size "$size" --scale 2 --margin 12 --color '#FFFFFF' \
        --background '#F5F5F5' --border '1:#6200EE' --elevation 2 -o "$out/$name.png"
    "$tool" shape path "$spec" --size "$size" --format svg > "$out/$name.svg"
    "$tool" shape path "$spec" --size "$size" > "$out/$name.path"
    # The view's centre and its top-left corner point, under both fill rules.
    w=${size%x*}; h=${size#*x}
    points="$(awk -v w="$w" -v h="$h" 'BEGIN { printf "%g %g\n0.5 0.5\n", w / 2, h / 2 }')"
    nonzero=$(printf '%s\n' "$points" | "$tool" shape contains "$spec" --size "$size" | tr '\n' ' ')
    evenodd=$(printf '%s\n' "$points" | "$tool" shape contains "$spec" --size "$size" --even-odd | tr '\n' ' ')
    printf '<figure style="display:inline-block;margin:12px"><img src="%s.png"> <img src="%s.svg" height="120"><figcaption>%s %s<br><code>%s</code></figcaption></figure>\n' \
        "$name" "$name" "$name" "$size" "$(printf '%s' "$spec" | sed 's/&/\&amp;/g; s/</\&lt;/g')" >> "$index"
    printf '%-26s %-8s centre, corner contained (nonzero): %s  (even-odd): %s\n' "$name" "$size" "$nonzero" "$evenodd"
    count=$((count + 1))
done < Examples/shapes.tsv
printf '</body>\n' >> "$index"
echo "wrote $count shapes to $out/ (open $index)"
