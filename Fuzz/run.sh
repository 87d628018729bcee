#!/bin/sh
# Builds the libFuzzer targets of Fuzz/ (release, -sanitize=fuzzer,address) and runs one of them,
# or replays the regression corpus through all of them.
#
#   Fuzz/run.sh TARGET [SECONDS] [libFuzzer options…]   fuzz TARGET for SECONDS (default 60)
#   Fuzz/run.sh --regressions                            replay FailCases/<target>/ (-runs=0)
#   Fuzz/run.sh --build                                  build only
#
# TARGET is shape-spec, svg-path, contains-oracle, trace, scene, scene-hit-test, w3c-actions,
# getevent or callgrind-profile. A run keeps its growing corpus in
# Fuzz/Corpus/<target>/ (seeded from FailCases, not committed) and writes crashes to
# Fuzz/Crashes/<target>/; copy every crash into FailCases/<target>/ once it is fixed.
set -eu
cd "$(dirname "$0")"
SWIFT=${SWIFT:-swift}

build() {
    "$SWIFT" build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
}

executable() {
    case "$1" in
        shape-spec) echo FuzzShapeSpec ;;
        svg-path) echo FuzzSVGPath ;;
        contains-oracle) echo FuzzContainsOracle ;;
        trace) echo FuzzTrace ;;
        scene) echo FuzzScene ;;
        scene-hit-test) echo FuzzSceneHitTest ;;
        w3c-actions) echo FuzzW3CActions ;;
        getevent) echo FuzzGetevent ;;
        callgrind-profile) echo FuzzCallgrindProfile ;;
        *) echo "unknown target '$1': expected one of $TARGETS" >&2; exit 2 ;;
    esac
}

TARGETS="shape-spec svg-path contains-oracle trace scene scene-hit-test w3c-actions getevent callgrind-profile"

case "${1:-}" in
    ""|-h|--help)
        sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
        ;;
    --build)
        build
        ;;
    --regressions)
        build
        for target in $TARGETS; do
            dir="FailCases/$target"
            [ -n "$(ls -A "$dir" 2>/dev/null)" ] || continue
            echo "== $target: $(ls "$dir" | wc -l) inputs"
            ".build/release/$(executable "$target")" -runs=0 "$dir"
        done
        ;;
    *)
        target=$1
        name=$(executable "$target")
        seconds=${2:-60}
        [ $# -ge 2 ] && shift 2 || shift 1
        build
        mkdir -p "Corpus/$target" "Crashes/$target"
        dict=""
        [ -f "$target.dict" ] && dict="-dict=$target.dict"
        ".build/release/$name" -max_total_time="$seconds" -artifact_prefix="Crashes/$target/" \
            $dict "$@" "Corpus/$target" "FailCases/$target"
        ;;
esac
