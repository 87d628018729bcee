# Touchstone: build, test and demo entry points. Every target installs what it needs first, so
# `make demo` and `make test` work on a fresh machine (run as root to install Debian packages).

SWIFT ?= swift
# Debian packages the build needs: the raster layer reads and writes PNG through libpng; the
# benchmarks will add libbenchmark-dev, libcairo2-dev and libagg-dev.
DEBIAN_PACKAGES ?= pkg-config libpng-dev zlib1g-dev

.PHONY: all deps build release test demo clean

all: build

# Installs any missing Debian package when run as root; otherwise says which are missing.
deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	  else echo "missing Debian packages:$$missing (run 'make deps' as root)" >&2; exit 2; fi; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "the Swift toolchain is not on PATH (expected at /opt/swift/usr/bin)" >&2; exit 2; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The test command the README and CI use: the whole XCTest suite in debug, then the same in
# release, so determinism and optimiser-sensitive numerics are checked in both. (The suite is
# XCTest only; Swift Testing's empty run is switched off so its "0 tests" line is not the last word.)
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
	$(SWIFT) test -c release --disable-swift-testing

# The main job: draws the example shapes into out/shapes (SVG documents, path data, a gallery page).
demo: release
	scripts/demo.sh

clean:
	rm -rf .build out
