#!/usr/bin/env bash
# The main job for now: draws every shape of Examples/shapes.tsv with `touchstone shape path` into
# out/shapes/ as SVG documents, checks a few points of each with `touchstone shape contains`, and
# writes out/shapes/index.html, a gallery to open in a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=.build/release/touchstone
out=out/shapes
mkdir -p "$out"
index="$out/index.html"
printf '<!doctype html><meta charset="utf-8"><title>Touchstone shapes</title>\n<body style="font-family:sans-serif">\n<h1>Touchstone shape gallery</h1>\n' > "$index"
count=0
while IFS=$'\t' read -r name size spec; do
    case "$name" in ''|'#'*) continue ;; esac
    "$tool" shape path "$spec" --size "$size" --format svg > "$out/$name.svg"
    "$tool" shape path "$spec" --size "$size" > "$out/$name.path"
    # The view's centre and its top-left corner point, under both fill rules.
    w=${size%x*}; h=${size#*x}
    points="$(awk -v w="$w" -v h="$h" 'BEGIN { printf "%g %g\n0.5 0.5\n", w / 2, h / 2 }')"
    nonzero=$(printf '%s\n' "$points" | "$tool" shape contains "$spec" --size "$size" | tr '\n' ' ')
    evenodd=$(printf '%s\n' "$points" | "$tool" shape contains "$spec" --size "$size" --even-odd | tr '\n' ' ')
    printf '<figure style="display:inline-block;margin:12px"><img src="%s.svg" width="200"><figcaption>%s %s<br><code>%s</code></figcaption></figure>\n' \
        "$name" "$name" "$size" "$(printf '%s' "$spec" | sed 's/&/\&amp;/g; s/</\&lt;/g')" >> "$index"
    printf '%-26s %-8s centre, corner contained (nonzero): %s  (even-odd): %s\n' "$name" "$size" "$nonzero" "$evenodd"
    count=$((count + 1))
done < Examples/shapes.tsv
printf '</body>\n' >> "$index"
echo "wrote $count shapes to $out/ (open $index)"
