# Larder: build, test and demo. Every target installs what it needs on a fresh Debian
# machine that has only the Swift toolchain (with apt-get when run as root; otherwise
# it prints the exact command to run).

SWIFT ?= swift
APT_PACKAGES := pkg-config libsqlite3-dev libxlsxwriter-dev libcurl4-openssl-dev sqlite3 strace
# The real clients the tests open Larder's outputs with, and the programs that read its man
# pages and completion scripts.
TEST_APT_PACKAGES := libreoffice-calc-nogui poppler-utils chromium chromium-driver fonts-noto-cjk \
  man-db groff-base bash-completion zsh fish
PY_PACKAGES := openpyxl aiosmtpd icalendar vobject markdown-it-py selenium
DEMO_DB := .build/demo/larder.sqlite
DEMO_AS_OF := 2026-11-01
LARDER := .build/debug/larder

FUZZ_SECONDS ?= 600
FUZZ_TARGETS := csv-reader values import overflow
FUZZ_BUILD := .build/fuzz

.PHONY: all deps test-deps python-deps build test test-fast demo bench fuzz format lint clean

all: build

deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES)

test-deps: deps
	@bash scripts/install-deps.sh $(TEST_APT_PACKAGES)

python-deps:
	@python3 -c "import openpyxl, aiosmtpd, icalendar, vobject, markdown_it, selenium" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check $(PY_PACKAGES) \
	  || python3 -m pip install --quiet --break-system-packages $(PY_PACKAGES)

build: deps
	$(SWIFT) build

test: test-deps python-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The suites and tests tagged .slow (a Swift Testing tag), as Suite or Suite/test, which
# make test-fast skips: this toolchain's swift test cannot select by tag, so they are
# named here. The tags and this list must agree; SlowTagTests checks that they do.
SLOW_TESTS := CrashSafetyTests ConcurrencyTests ExportMemoryTests RealClientTests \
  StorageFailureTests/aFullDiskFailsClearlyAndKeepsThePreviousData \
  OverflowTests/tenThousandLotsOfOneItemAtTheRowBound
SPACE := $(subst x, ,x)
SLOW_SKIP := \.($(subst $(SPACE),|,$(strip $(SLOW_TESTS))))(/|\(|$$)

# Every test except the slow ones: well under a minute. make test runs them all.
test-fast: test-deps python-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip '$(SLOW_SKIP)'

demo: build
	@rm -rf .build/demo && mkdir -p .build/demo
	@$(LARDER) import samples/purchases.csv --db $(DEMO_DB)
	@$(LARDER) import samples/events.csv --db $(DEMO_DB)
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --locale en_US --format csv --output reports/2026-10.csv
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --format xlsx --output reports/2026-10.xlsx
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --locale en_US --output reports/2026-10.md
	@cat reports/2026-10.md

# Benchmarks (not part of make test): a release build (the Swift runtime linked in, as a
# distributed binary would be: it starts in a few milliseconds) against the sqlite3 shell, a C
# libxlsxwriter program, hledger, ledger and Python's XlsxWriter; writes bench/RESULTS.md.
# BENCH_SIZES=10000,100000 make bench runs fewer sizes.
bench: deps
	@bash scripts/install-deps.sh hledger ledger
	@python3 -c "import xlsxwriter" 2>/dev/null || python3 -m pip install --quiet XlsxWriter \
	  || python3 -m pip install --quiet --break-system-packages XlsxWriter
	$(SWIFT) build -c release --product larder --static-swift-stdlib
	@mkdir -p .build/bench
	cc -O2 -o .build/bench/xlsx_reference bench/xlsx_reference.c $$(pkg-config --cflags --libs xlsxwriter sqlite3)
	python3 bench/run.py

# libFuzzer with AddressSanitizer, FUZZ_SECONDS per target (default 600). The corpora
# grow in Tests/Fuzz/<target>; crashes land in Tests/Fuzz/crashes. Not part of make test,
# which replays every committed input (FuzzCorpusTests).
fuzz: deps
	$(SWIFT) build --product larder-fuzz --build-path $(FUZZ_BUILD) \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld \
	  -Xlinker --allow-multiple-definition
	@for target in $(FUZZ_TARGETS); do \
	  echo "== fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no LARDER_FUZZ_TARGET=$$target $(FUZZ_BUILD)/debug/larder-fuzz Tests/Fuzz/$$target \
	    -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix=Tests/Fuzz/crashes/$$target- -print_final_stats=1 || exit 1; \
	done

format:
	$(SWIFT) format --in-place --recursive Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

clean:
	rm -rf .build
