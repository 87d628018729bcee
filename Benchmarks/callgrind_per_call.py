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

Instructions per iteration of whole benchmarks (`make bench-count`, iai-callgrind style):

    python3 Benchmarks/callgrind_per_call.py --run BIN [--filter REGEX] [--iterations K1,K2]
        [--times BENCH.json] [--out COUNT.json]

runs every benchmark whose name matches REGEX (one process each) under callgrind twice, for
exactly K1 and K2 iterations (TOUCHSTONE_BENCH_ITERATIONS, which touchstone-bench applies with
Benchmark::Iterations), and reports (I(K2) - I(K1)) / (K2 - K1) from the two processes' total
instruction counts, collected only inside bench::counted_run, the one call of the benchmark's body
(callgrind's --toggle-collect): start-up, registration and the agreement checks are not counted,
and fixtures
set up inside the benchmark cost the same in both runs and cancel, leaving the loop body (work
done with the timer paused included, as BM_Frame's reload every 24 frames). BIN is touchstone-bench itself; a `strip --strip-debug`
copy is made in a temporary folder. With --times (the JSON `make bench` writes), each row also
shows Google Benchmark's median real time per iteration. The table goes to stdout; --out writes
the same as JSON: {"iterations": [K1, K2], "benchmarks": [{"name", "instructions": [I1, I2],
"instructionsPerIteration", "timeNsPerIteration"}]}.

Only the standard library.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def total_instructions(path):
    """The process's total instruction count: callgrind's `totals:` (or `summary:`) line."""
    with open(path) as f:
        for line in f:
            if line.startswith("totals:") or line.startswith("summary:"):
                return int(line.split()[1])
    raise SystemExit(f"{path}: no totals line; is it a callgrind output file?")


def median_times(path):
    """Median real time per iteration in ns, by benchmark name, from Google Benchmark's JSON."""
    scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
    with open(path) as f:
        document = json.load(f)
    times, plain = {}, {}
    for entry in document.get("benchmarks", []):
        value = entry["real_time"] * scale[entry.get("time_unit", "ns")]
        if "aggregate_name" in entry:
            if entry["aggregate_name"] == "median":
                times[entry["run_name"]] = value
        else:
            plain[entry["name"]] = value
    # A run without repetitions has no aggregates: its one measurement is the time.
    for name, value in plain.items():
        times.setdefault(name, value)
    return times


def run_counts(argv):
    options = {"--filter": ".", "--iterations": "24,72", "--times": None, "--out": None}
    binary = None
    rest = list(argv)
    while rest:
        word = rest.pop(0)
        if word in options and rest:
            options[word] = rest.pop(0)
        elif binary is None and not word.startswith("--"):
            binary = word
        else:
            print(f"callgrind_per_call.py --run: unexpected argument {word!r}\n{__doc__}", file=sys.stderr)
            return 2
    if binary is None or not os.access(binary, os.X_OK):
        print(f"callgrind_per_call.py --run: {binary!r} is not an executable (build it with make bench)", file=sys.stderr)
        return 2
    try:
        k1, k2 = (int(k) for k in options["--iterations"].split(","))
        assert 0 < k1 < k2
    except (ValueError, AssertionError):
        print(f"callgrind_per_call.py --run: --iterations {options['--iterations']!r}: expected K1,K2 with 0 < K1 < K2", file=sys.stderr)
        return 2
    if shutil.which("valgrind") is None:
        print("callgrind_per_call.py --run: valgrind is not installed (make bench-count installs it as root)", file=sys.stderr)
        return 2
    times = {}
    if options["--times"]:
        if os.path.exists(options["--times"]):
            times = median_times(options["--times"])
        else:
            print(f"note: {options['--times']} does not exist (run make bench first); no times", file=sys.stderr)
    listed = subprocess.run([binary, "--benchmark_list_tests=true", f"--benchmark_filter={options['--filter']}"],
                            capture_output=True, text=True, check=True, env=dict(os.environ, TOUCHSTONE_BENCH_PROFILE="1"))
    names = [line for line in listed.stdout.splitlines() if line.startswith("BM_")]
    if not names:
        print(f"no benchmark matches {options['--filter']!r}", file=sys.stderr)
        return 1
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        # valgrind 3.19 cannot read the DWARF 5 of Swift 6.3 and clang 21: a copy without it.
        stripped = os.path.join(scratch, "touchstone-bench")
        shutil.copy(binary, stripped)
        subprocess.run(["strip", "--strip-debug", stripped], check=True)
        # The copy finds Traces/ as the original does, through the source path compiled in.
        for name in names:
            counts = []
            for k in (k1, k2):
                out = os.path.join(scratch, f"cg.{k}.out")
                environment = dict(os.environ, TOUCHSTONE_BENCH_ITERATIONS=str(k), TOUCHSTONE_BENCH_PROFILE="1")
                # Google Benchmark names a run of fixed length NAME/iterations:K. Only the
                # benchmark's body is collected (fixtures inside it cancel in the
                # difference); start-up, registration and the checks are not.
                subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                                "--toggle-collect=bench::counted_run*", stripped,
                                f"--benchmark_filter=^{re.escape(name)}(/iterations:[0-9]+)?$", "--benchmark_repetitions=1"],
                               check=True, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                counts.append(total_instructions(out))
            per = (counts[1] - counts[0]) / (k2 - k1)
            rows.append({"name": name, "instructions": counts, "instructionsPerIteration": round(per, 1),
                         "timeNsPerIteration": times.get(name)})
            print(f"{name}: {per:,.1f} instructions per iteration", file=sys.stderr)
    width = max(len(row["name"]) for row in rows)
    print(f"{'benchmark':<{width}}  {'instructions/iteration':>22}  {'time/iteration':>14}")
    for row in rows:
        time = row["timeNsPerIteration"]
        shown = "-" if time is None else (f"{time:,.1f} ns" if time < 1e4 else f"{time / 1e3:,.1f} us")
        print(f"{row['name']:<{width}}  {row['instructionsPerIteration']:>22,.1f}  {shown:>14}")
    if options["--out"]:
        os.makedirs(os.path.dirname(options["--out"]) or ".", exist_ok=True)
        with open(options["--out"], "w") as f:
            json.dump({"iterations": [k1, k2], "benchmarks": rows}, f, indent=1)
            f.write("\n")
    return 0


def main(argv):
    if argv and argv[0] == "--run":
        return run_counts(argv[1:])
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
