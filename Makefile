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

.PHONY: deps bench-deps build run test bench fuzz monkey asan tsan soak clean

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
	set -o pipefail; scripts/bad-inputs $(BIN)/vitrine | grep -v '^bad-input ok '
	scripts/fuzz 30
	VITRINE=$(BIN)/vitrine scripts/soak 2
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

# Fuzzes every libFuzzer target (CSV/JSON/dates, traces, the command line, SQLite) for SECONDS
# each (default 60); make test runs them for 30 s, after replaying every kept finding.
SECONDS ?= 60
fuzz: deps
	$(SWIFT) build -c release --product vitrine
	scripts/fuzz $(SECONDS)

# A million random events on every screen (issue 22), with a random seed printed on failure.
EVENTS ?= 1000000
monkey: deps
	$(SWIFT) build -c release --product vitrine-bench
	VITRINE_BENCH=$(BIN)/vitrine-bench scripts/monkey all $(EVENTS) $(SEED)

# The whole test suite under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer, each
# in a build folder of its own so the ordinary build stays as it is.
# Leaks that are the system libraries' own, not ours, are named in scripts/lsan.supp; the child
# processes the tests start (vitrine itself) inherit the same options.
asan: deps
	$(SWIFT) build --build-tests --sanitize=address --build-path .build/asan
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 \
	  $(SWIFT) test --skip-build --sanitize=address --build-path .build/asan --disable-xctest

tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --build-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --build-path .build/tsan --disable-xctest

# An hour's stream into the real window under Xvfb (MINUTES, default 60); make test runs 2.
MINUTES ?= 60
soak: deps
	$(SWIFT) build -c release --product vitrine
	VITRINE=$(BIN)/vitrine scripts/soak $(MINUTES)

clean:
	rm -rf .build
