#!/usr/bin/env python3
"""Instructions per call of one benchmark, from a callgrind output file.

    TOUCHSTONE_BENCH_PROFILE=1 valgrind --tool=callgrind --compress-strings=no --compress-pos=no \\
        --callgrind-out-file=cg.out BIN --benchmark_filter='BM_Raster/cairo/card_50$' --benchmark_min_time=1
    python3 Benchmarks/callgrind_per_call.py cg.out register_fill cairo_fill_preserve

BIN is a copy of Benchmarks/.build/release/touchstone-bench (`make bench` builds it) with
`strip --strip-debug` (valgrind 3.19 cannot read Swift 6.3's DWARF 5). The benchmark's loop is the
`Run` (or `operator()`) of the lambda whose name contains LAMBDA (register_fill,
register_rasterizing); its cost is its own instructions plus the inclusive instructions of
everything it calls, divided by the number of calls it made to a function whose name contains
ENTRY (the drawing call, once per iteration). Set-up inside the lambda (a cairo context, an AGG
renderer) is included, amortised over the calls: use a --benchmark_min_time that gives at least a
few dozen. TOUCHSTONE_BENCH_PROFILE=1 skips the agreement check, which under valgrind takes
minutes; it is for profiling only.

Only the standard library.
"""
import re
import sys


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    path, lam, entry = argv
    names = {}

    def name(token):
        # Compressed names are "(id) name" the first time and "(id)" after.
        m = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not m:
            return token
        if m.group(2):
            names[m.group(1)] = m.group(2)
        return names.get(m.group(1), token)

    callee = None
    pending_calls = None
    total = calls = 0
    in_loop = False
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("fn="):
                fn = name(line[3:])
                in_loop = lam in fn and ("operator()" in fn or "::Run(" in fn)
            elif line.startswith("cfn="):
                callee = name(line[4:])
            elif line.startswith("calls="):
                pending_calls = int(line.split("=")[1].split()[0])
            elif line and (line[0].isdigit() or line[0] in "+-*"):
                parts = line.split()
                if len(parts) < 2:
                    continue
                if in_loop:
                    total += int(parts[1])
                    if pending_calls is not None and entry in callee:
                        calls += pending_calls
                pending_calls = None
    if calls == 0:
        print(f"no calls to a function named like {entry!r} from a loop named like {lam!r}", file=sys.stderr)
        return 1
    print(f"{total / calls:.0f} instructions per call ({calls} calls)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
