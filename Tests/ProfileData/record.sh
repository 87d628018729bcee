#!/bin/sh
# Records the sample profiles of this folder with the valgrind and gcc on PATH (README.md says which
# made the committed ones). Run from anywhere; writes next to this script. The profiles hold the
# build folder's paths, so the build happens in /tmp/callgrind-sample.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=/tmp/callgrind-sample
rm -rf "$build" && mkdir -p "$build"
cp "$here/sample/sample.c" "$here/sample/blend.h" "$build/"
cd "$build"
gcc -O2 -g -o sample sample.c

# Each profile: the program's `work` only (--toggle-collect), with one of callgrind's options.
record() {
    name=$1
    shift
    valgrind -q --tool=callgrind --toggle-collect=work "$@" --callgrind-out-file="$build/$name" ./sample
    cp "$build/$name" "$here/$name"
}
record sample-default.out
record sample-instr.out --dump-instr=yes
record sample-instr-only.out --dump-instr=yes --dump-line=no
record sample-jumps.out --collect-jumps=yes
record sample-jumps-instr.out --collect-jumps=yes --dump-instr=yes
record sample-uncompressed.out --compress-strings=no --compress-pos=no
record sample-cache.out --cache-sim=yes --branch-sim=yes
record sample-callers.out --separate-callers=2 --separate-recs=4 --skip-direct-rec=no
record sample-systime.out --collect-systime=nsec --collect-bus=yes
# Two options valgrind's --help does not list: basic-block positions, and basic-block notes.
record sample-dump-bb.out --dump-bb=yes
record sample-dump-bbs.out --dump-bbs=yes

# Three frames dumped at each fill_disk call, into one file and into one file each.
valgrind -q --tool=callgrind --toggle-collect=work --dump-before=fill_disk.constprop.0 --combine-dumps=yes \
    --callgrind-out-file="$build/sample-combined.out" ./sample 3
cp "$build/sample-combined.out" "$here/"
mkdir -p "$build/parts"
valgrind -q --tool=callgrind --toggle-collect=work --dump-before=fill_disk.constprop.0 \
    --callgrind-out-file="$build/parts/sample-parts.out" ./sample 3
rm -f "$here"/sample-parts.out*
cp "$build"/parts/sample-parts.out* "$here/"
