# Two commands do everything on a fresh machine: `make run` and `make test`.
# Each installs the Debian packages it needs first (CI and developers run as root).

SHELL := /bin/bash
SWIFT ?= swift
DEPS = pkg-config libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libsdl2-dev libsystemd-dev libsqlite3-dev \
       libespeak-ng-dev espeak-ng-data libspeechd-dev python3-numpy fonts-dejavu-core \
       python3 xvfb xauth xdotool imagemagick ffmpeg
# ffmpeg encodes `render --video`; the clip tests count its frames with ffprobe.
# Cairo is the raster peer that `make test` gates against; gnuplot is only the bench's lens peer.
GATE_DEPS = libcairo2-dev
BENCH_DEPS = $(GATE_DEPS) gnuplot-nox
BIN = .build/release

.PHONY: deps bench-deps build run test bench fuzz monkey clean

deps:
	@scripts/install-deps $(DEPS) $(GATE_DEPS)

bench-deps:
	@scripts/install-deps $(BENCH_DEPS)

build: deps
	$(SWIFT) build -c release

run: build
	scripts/run-default

test: deps
	$(SWIFT) test --disable-xctest 2>&1 | tee .build-test.log; test $${PIPESTATUS[0]} -eq 0
	$(SWIFT) build -c release --product vitrine-bench
	$(BIN)/vitrine-bench raster --gate
	VITRINE_BENCH=$(BIN)/vitrine-bench scripts/monkey all 100000 2206
	$(SWIFT) build -c release --product vitrine
	scripts/smoke $(BIN)/vitrine
	scripts/kiosk-check $(BIN)/vitrine
	scripts/sound-check $(BIN)/vitrine
	set -o pipefail; scripts/bad-inputs $(BIN)/vitrine | tail -n 25
	@scripts/test-summary .build-test.log

bench: deps bench-deps
	@python3 -c "import pandas" 2>/dev/null || python3 -m pip install --quiet pandas || \
	  echo "make bench: pandas not installed; the data bench runs without its peer"
	$(SWIFT) build -c release --product vitrine-bench
	$(BIN)/vitrine-bench raster $(BENCH_ARGS)
	$(BIN)/vitrine-bench text
	$(BIN)/vitrine-bench motion
	$(BIN)/vitrine-bench glass
	$(BIN)/vitrine-bench data
	$(BIN)/vitrine-bench scrub
	$(BIN)/vitrine-bench stream
	$(BIN)/vitrine-bench lens --gnuplot
	$(BIN)/vitrine-bench trail
	$(BIN)/vitrine-bench wheel
	$(BIN)/vitrine-bench bars
	$(BIN)/vitrine-bench sound
	$(SWIFT) build -c release --product vitrine
	$(BIN)/vitrine-bench peers
	if [ -z "$$DISPLAY" ] && command -v xvfb-run >/dev/null; then \
	  xvfb-run -a -s "-screen 0 1920x1080x24" $(BIN)/vitrine-bench frame; \
	else $(BIN)/vitrine-bench frame; fi

# Fuzzes the CSV, JSON and date parsers with libFuzzer for SECONDS (default 60).
SECONDS ?= 60
fuzz: deps
	scripts/fuzz $(SECONDS)

# A million random events on every screen (issue 22), with a random seed printed on failure.
EVENTS ?= 1000000
monkey: deps
	$(SWIFT) build -c release --product vitrine-bench
	VITRINE_BENCH=$(BIN)/vitrine-bench scripts/monkey all $(EVENTS) $(SEED)

clean:
	rm -rf .build
