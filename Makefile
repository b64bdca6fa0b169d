# Larder: build, test and demo. Every target installs what it needs on a fresh Debian
# machine that has only the Swift toolchain (with apt-get when run as root; otherwise
# it prints the exact command to run).

SWIFT ?= swift
APT_PACKAGES := pkg-config libsqlite3-dev libxlsxwriter-dev libcurl4-openssl-dev libmicrohttpd-dev \
  libsodium-dev libzbar-dev libgdk-pixbuf-2.0-dev zlib1g-dev libcjson-dev sqlite3 strace \
  libtesseract5 liblept5 tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-jpn tesseract-ocr-chi-tra libpoppler-glib8 \
  libgmime-3.0-0 libxml2 libmosquitto1
# The real clients the tests open Larder's outputs with, and the programs that read its man
# pages and completion scripts.
TEST_APT_PACKAGES := libreoffice-calc-nogui poppler-utils chromium chromium-driver fonts-noto-cjk \
  man-db groff-base bash-completion zsh fish dpkg-dev lintian gettext openssl zbar-tools hledger ledger \
  tesseract-ocr fonts-dejavu-core fonts-wqy-zenhei mosquitto
# numpy and reportlab: the receipt generator's scene photos and PDFs (Tests/Fixtures/make_receipt.py),
# whose Japanese and Taiwanese PDFs embed WenQuanYi Zen Hei (fonts-wqy-zenhei, TrueType).
# recipe-scrapers: the independent reader of saved recipe pages (Tests/Fixtures/recipes/read_recipes.py).
PY_PACKAGES := openpyxl aiosmtpd icalendar vobject markdown-it-py selenium pillow python-barcode qrcode \
  numpy reportlab axe-selenium-python openapi-spec-validator schemathesis standardwebhooks paho-mqtt \
  recipe-scrapers
# The release build: the Swift runtime linked in (it runs without the toolchain), and a
# position-dependent executable, whose hundreds of pages of pointers the loader need not
# relocate and copy at every start (a quarter of a small command's time; bench/RESULTS.md,
# "Start-up"). The libraries it loads stay position-independent and randomised. It exports
# no symbol but main (scripts/larder.exports), so that start-up's one dladdr is short.
RELEASE_FLAGS := -c release --product larder --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie \
  -Xlinker --version-script=$(CURDIR)/scripts/larder.exports
DEMO_DB := .build/demo/larder.sqlite
DEMO_AS_OF := 2026-11-01
LARDER := .build/debug/larder

FUZZ_SECONDS ?= 600
FUZZ_TARGETS := csv-reader values import overflow receipt-text einvoice off-line grocy email-receipt
FUZZ_BUILD := .build/fuzz

.PHONY: all deps test-deps python-deps build test test-fast demo demo-recipes bench fuzz format lint clean \
  release generated install uninstall deb pot catalogs api-docs

all: build

deps:
	@bash scripts/install-deps.sh $(APT_PACKAGES)

test-deps: deps
	@bash scripts/install-deps.sh $(TEST_APT_PACKAGES)

python-deps:
	@python3 -c "import openpyxl, aiosmtpd, icalendar, vobject, markdown_it, selenium, PIL, barcode, qrcode, numpy, reportlab, axe_selenium_python, openapi_spec_validator, schemathesis, standardwebhooks, paho.mqtt, recipe_scrapers" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check $(PY_PACKAGES) \
	  || python3 -m pip install --quiet --break-system-packages $(PY_PACKAGES)

build: deps
	$(SWIFT) build

# Every test, as make test-fast runs its share: the command-line tests and the others as
# two test processes at once (scripts/test-fast.sh), so that a test waiting for a process
# it started (Chromium, LibreOffice, the binary) leaves the processors to the others. '^$$'
# skips nothing: no test's name is empty.
test: test-deps python-deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) bash scripts/test-fast.sh '^$$'

# The suites and tests tagged .slow (a Swift Testing tag), as Suite or Suite/test, which
# make test-fast skips: this toolchain's swift test cannot select by tag, so they are
# named here. The tags and this list must agree; SlowTagTests checks that they do.
SLOW_TESTS := CrashSafetyTests ConcurrencyTests ExportMemoryTests CatalogMemoryTests RealClientTests PackageTests \
  WebServerTests WebBrowserTests WebRobustnessTests WebTLSTests WebAccessTests WebUndoTests WebSafetyTests \
  WebSharedListTests APIServerTests HomeAssistantMQTTTests \
  StorageFailureTests/aFullDiskFailsClearlyAndKeepsThePreviousData \
  OverflowTests/tenThousandLotsOfOneItemAtTheRowBound \
  OutOfBoundDataTests/theIssuesTenThousandLotsOfATrillion \
  OverflowPropertyTests/randomWritesNearTheBoundsNeverBreakARead \
  SummaryPropertyTests/aGeneratedHouseholdOf20000LotsReadsTheSameFromSummariesAsFromRows \
  FuzzCorpusTests/everyCommittedInputRunsCleanly \
  BackupCommandTests/aBackupKilledAnywhereLeavesNoFileUnderItsName \
  ProductsCommandTests/anInterruptedImportLeavesNoPartialCatalogBehind \
  ReceiptCommandTests/aPhotoOfAReceiptLyingOnATableIsFoundStraightenedAndRead \
  ReceiptCommandTests/aPhotoIsReadByTesseractWithMostAmountsRight \
  ReceiptCommandTests/taiwanEInvoiceCodesInAPhotoGiveEveryLineExactly \
  ReceiptCommandTests/everyPDFLayoutIsReadExactly \
  ExportTests/longSheetsContinueOnNumberedSheetsPastTheRowLimit \
  BackupCommandTests/aBackupTakenWhileAnotherProcessWritesIsAStateAtACommitBoundary \
  DigestTests/aSendmailKilledByASignalIsReportedAsSuch \
  DigestTests/aSendmailThatFailsWithoutReadingIsReportedWithItsStatus \
  DigestTests/aSendmailThatSucceedsWithoutReadingTheMessageIsAnError \
  DigestTests/aSendmailThatExitsBeforeReadingABigMessageIsReportedWithItsStatus \
  ExportTests/theWorkbookReadsBackTypedWithSumTotals \
  ExportTests/aWorkbookExportedInJapaneseIsInJapanese \
  OverflowTests/aDatabaseWrittenBeforeTheBoundsNeverTraps \
  ReceiptCommandTests/textMailAndPDFReceiptsAreReadExactly \
  HelpExampleTests/everyExampleRunsAgainstTheSampleHousehold \
  ManPageTests/everyPageReadsWithoutWarningsAndNamesEveryOption \
  SummaryPropertyTests/theSampleHouseholdAfterRandomWritesReadsTheSameFromSummariesAsFromRows \
  UndoPropertyTests/twoHundredWritesUndoneGiveTheHouseholdBackAndRedoneGiveTheirEnd
SPACE := $(subst x, ,x)
SLOW_SKIP := \.($(subst $(SPACE),|,$(strip $(SLOW_TESTS))))(/|\(|$$)

# Every test except the slow ones, in under a minute on two processors: the command-line
# tests beside the in-process ones, as two test processes (scripts/test-fast.sh). make test
# runs them all.
test-fast: test-deps python-deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) bash scripts/test-fast.sh '$(SLOW_SKIP)'

demo: build
	@rm -rf .build/demo && mkdir -p .build/demo
	@$(LARDER) import samples/purchases.csv --db $(DEMO_DB)
	@$(LARDER) import samples/events.csv --db $(DEMO_DB)
	@tail -n +2 samples/budgets.tsv | while IFS="$$(printf '\t')" read -r category amount currency month; do \
	  $(LARDER) budget set "$$category" "$$amount" --currency "$$currency" --from "$$month" --db $(DEMO_DB) >/dev/null; \
	done
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --locale en_US --format csv --output reports/2026-10.csv
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --format xlsx --output reports/2026-10.xlsx
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --locale en_US --output reports/2026-10.md
	@for lang in fr zh-Hant ja; do \
	  $(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --lang $$lang --output reports/2026-10.$$lang.md; \
	done
	@$(LARDER) report --db $(DEMO_DB) --as-of $(DEMO_AS_OF) --lang fr --format xlsx --output reports/2026-10.fr.xlsx
	@cat reports/2026-10.md
	@$(MAKE) --no-print-directory demo-recipes

# The sample recipes (samples/recipes: five each in French, English, Japanese and Chinese)
# in the demo household, after its reports (a plan changes the forecast): the items' names
# in the recipes' languages, the household's own matches, the staples it always has at
# hand (water, salt, pepper: never drawn, never missing, never bought), densities for what
# recipes measure by volume and the household keeps by weight, and a week of meals from
# the demo's today (docs/cooking.md).
DEMO_MEALS := 2026-11-02="Avocado toast with poached eggs" 2026-11-02="Chicken, spinach and lemon rice" \
  2026-11-03="Banana oat pancakes" 2026-11-03=番茄炒蛋 2026-11-04="Omelette aux épinards et au comté" \
  2026-11-05=蒜炒菠菜 2026-11-07="Gratin dauphinois"
demo-recipes:
	@$(LARDER) recipe import samples/recipes/* --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Potatoes --name-in fr "Pommes de terre" --name-in ja じゃがいも --name-in zh-Hant 馬鈴薯 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Tomatoes --name-in fr Tomates --name-in ja トマト --name-in zh-Hant 番茄 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Spinach --name-in fr Épinards --name-in ja ほうれん草 --name-in zh-Hant 菠菜 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Chicken breast" --name-in fr "Blanc de poulet" --name-in ja 鶏むね肉 --name-in zh-Hant 雞胸肉 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Minced beef" --name-in fr "Bœuf haché" --name-in ja 牛ひき肉 --name-in zh-Hant 牛絞肉 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Salmon fillet" --name-in fr "Pavé de saumon" --name-in ja 生鮭 --name-in zh-Hant 鮭魚 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Butter --name-in fr Beurre --name-in ja バター --name-in zh-Hant 奶油 --grams-per-ml 0.96 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Flour --name-in fr Farine --name-in ja 小麦粉 --name-in zh-Hant 麵粉 --grams-per-ml 0.53 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Sugar --name-in fr Sucre --name-in ja 砂糖 --name-in zh-Hant 糖 --grams-per-ml 0.85 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Onions --name-in fr oignon --name-in ja 玉ねぎ --name-in zh-Hant 洋蔥 --grams-per-piece 150 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Courgettes --grams-per-piece 200 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Bananas --name-in zh-Hant 香蕉 --grams-per-piece 120 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Rice --name-in fr Riz --name-in ja 米 --name-in zh-Hant 米 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Olive oil" --name-in fr "Huile d'olive" --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Bacon lardons" --name-in fr Lardons --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Honey --name-in fr Miel --name-in ja はちみつ --name-in zh-Hant 蜂蜜 --grams-per-ml 1.42 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Lemons --name-in fr Citrons --name-in ja レモン --name-in zh-Hant 檸檬 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit Oats --grams-per-ml 0.36 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Jasmine rice" --grams-per-ml 0.8 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit "Crème fraîche" --grams-per-ml 1 --db $(DEMO_DB) >/dev/null
	@$(LARDER) edit 味噌 --grams-per-ml 1.2 --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Banana oat pancakes" --match "all-purpose flour=Flour" --match "rolled oats=Oats" \
	  --match "ripe bananas=Bananas" --match "eggs=Œufs fermiers" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Avocado toast with poached eggs" --match "lemon=Lemons" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Salmon with crushed potatoes and peas" --match "salmon fillets=Salmon fillet" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Gratin dauphinois" --match "pommes de terre à chair ferme=Potatoes" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Omelette aux épinards et au comté" --match "épinards frais=Spinach" --match "comté râpé=Comté" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Quiche lorraine" --match "beurre froid=Butter" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit "Crêpes de la Chandeleur" --match "beurre fondu=Butter" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit 牛肉蛋炒飯 --match 醬油=醤油 --match 油="Olive oil" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit 肉じゃが --match サラダ油="Olive oil" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit 香蕉牛奶 --match 鮮奶="Whole milk" --db $(DEMO_DB) >/dev/null
	@$(LARDER) recipe edit 肉じゃが --at-hand 水 --at-hand water --at-hand eau --at-hand "eau froide" \
	  --at-hand salt --at-hand sel --at-hand 塩 --at-hand 鹽 \
	  --at-hand pepper --at-hand poivre --at-hand こしょう --at-hand 白胡椒粉 --db $(DEMO_DB) >/dev/null
	@for meal in $(DEMO_MEALS); do \
	  $(LARDER) plan add "$${meal%%=*}" "$${meal#*=}" --as-of $(DEMO_AS_OF) --db $(DEMO_DB) >/dev/null; \
	done
	@echo; echo "The week's meals (larder plan --as-of $(DEMO_AS_OF)):"
	@$(LARDER) plan --as-of $(DEMO_AS_OF) --db $(DEMO_DB)
	@echo; echo "What to cook tonight (larder cook --suggest --as-of $(DEMO_AS_OF)):"
	@$(LARDER) cook --suggest --as-of $(DEMO_AS_OF) --db $(DEMO_DB)

# Benchmarks (not part of make test): a release build (the Swift runtime linked in, as a
# distributed binary would be: it starts in a few milliseconds) against the sqlite3 shell, a C
# libxlsxwriter program, hledger, ledger and Python's XlsxWriter; writes bench/RESULTS.md.
# BENCH_SIZES=10000,100000 make bench runs fewer sizes.
bench: deps
	@bash scripts/install-deps.sh hledger ledger wrk tesseract-ocr fonts-noto-cjk fonts-dejavu-core fonts-wqy-zenhei
	@python3 -c "import PIL" 2>/dev/null || python3 -m pip install --quiet pillow \
	  || python3 -m pip install --quiet --break-system-packages pillow
	@python3 -c "import numpy, reportlab" 2>/dev/null || python3 -m pip install --quiet numpy reportlab \
	  || python3 -m pip install --quiet --break-system-packages numpy reportlab
	@python3 -c "import xlsxwriter" 2>/dev/null || python3 -m pip install --quiet XlsxWriter \
	  || python3 -m pip install --quiet --break-system-packages XlsxWriter
	$(SWIFT) build $(RELEASE_FLAGS)
	@mkdir -p .build/bench
	cc -O2 -o .build/bench/xlsx_reference bench/xlsx_reference.c $$(pkg-config --cflags --libs xlsxwriter sqlite3)
	python3 bench/run.py

# libFuzzer with AddressSanitizer, FUZZ_SECONDS per target (default 600). The corpora
# grow in Tests/Fuzz/<target>; crashes land in Tests/Fuzz/crashes. LeakSanitizer leaves
# out what Swift's regex literals compile once (Tests/Fuzz/lsan-suppressions.txt). Not part
# of make test, which replays every committed input (FuzzCorpusTests).
fuzz: deps
	$(SWIFT) build --product larder-fuzz --build-path $(FUZZ_BUILD) \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld \
	  -Xlinker --allow-multiple-definition
	@for target in $(FUZZ_TARGETS); do \
	  echo "== fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Tests/Fuzz/lsan-suppressions.txt \
	  LARDER_FUZZ_TARGET=$$target $(FUZZ_BUILD)/debug/larder-fuzz Tests/Fuzz/$$target \
	    -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
	    -artifact_prefix=Tests/Fuzz/crashes/$$target- -print_final_stats=1 || exit 1; \
	done

# Installing: a release build with the Swift runtime linked in (so it runs without the
# toolchain), the man pages (section 1, and larder-import(5) for the import format) and
# completion scripts it generates from its command specs, the README and the guides in
# docs/, and the sample household. PREFIX=/usr/local and DESTDIR= by default.
PREFIX ?= /usr/local
DESTDIR ?=
# Its own build folder, so that a test can run it while swift test holds .build.
RELEASE_BUILD := .build/install
RELEASE := $(RELEASE_BUILD)/release/larder
GENERATED := .build/generated
# The version is written once, in Sources/LarderCommandLine/Version.swift.
VERSION := $(shell sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/LarderCommandLine/Version.swift)
BIN_DIR = $(DESTDIR)$(PREFIX)/bin
MAN_DIR = $(DESTDIR)$(PREFIX)/share/man/man1
MAN5_DIR = $(DESTDIR)$(PREFIX)/share/man/man5
DOC_DIR = $(DESTDIR)$(PREFIX)/share/doc/larder
BASH_DIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path $(RELEASE_BUILD)

# docs/api.md, written again from the API's declarations (APIDescriptionTests checks it).
api-docs:
	$(SWIFT) build --build-tests
	LARDER_UPDATE_DOCS=1 $(SWIFT) test --skip-build --filter APIDescriptionTests

generated: release
	@rm -rf $(GENERATED) && mkdir -p $(GENERATED)/completions
	$(RELEASE) --generate-manual $(GENERATED)/man
	$(RELEASE) --generate-completion-script bash > $(GENERATED)/completions/larder
	$(RELEASE) --generate-completion-script zsh > $(GENERATED)/completions/_larder
	$(RELEASE) --generate-completion-script fish > $(GENERATED)/completions/larder.fish

install: generated
	install -d $(BIN_DIR) $(MAN_DIR) $(MAN5_DIR) $(DOC_DIR)/docs $(DOC_DIR)/examples $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR)
	install -m 0755 $(RELEASE) $(BIN_DIR)/larder
	install -m 0644 $(GENERATED)/man/*.1 $(MAN_DIR)/
	install -m 0644 $(GENERATED)/man/*.5 $(MAN5_DIR)/
	install -m 0644 $(GENERATED)/completions/larder $(BASH_DIR)/larder
	install -m 0644 $(GENERATED)/completions/_larder $(ZSH_DIR)/_larder
	install -m 0644 $(GENERATED)/completions/larder.fish $(FISH_DIR)/larder.fish
	install -m 0644 README.md $(DOC_DIR)/README.md
	install -m 0644 docs/*.md $(DOC_DIR)/docs/
	install -m 0644 samples/purchases.csv samples/events.csv $(DOC_DIR)/examples/

uninstall:
	rm -f $(BIN_DIR)/larder $(MAN_DIR)/larder.1 $(MAN_DIR)/larder-*.1 $(MAN5_DIR)/larder-import.5
	rm -f $(BASH_DIR)/larder $(ZSH_DIR)/_larder $(FISH_DIR)/larder.fish
	rm -rf $(DOC_DIR)

# larder_VERSION_ARCH.deb in .build/deb, made with dpkg-deb; Depends computed by
# dpkg-shlibdeps; checked with lintian.
deb: generated
	@bash scripts/install-deps.sh dpkg-dev lintian
	bash scripts/build-deb.sh $(VERSION)

# Translations (docs/languages.md): make pot extracts the texts to translate into
# po/larder.pot and merges them into each po/LANG.po; make catalogs compiles po/*.po into
# Sources/LarderLanguage/Catalogs/. Both need GNU gettext.
pot:
	@bash scripts/install-deps.sh gettext
	sh scripts/po-extract.sh

catalogs:
	@bash scripts/install-deps.sh gettext
	python3 scripts/po-catalogs.py

format:
	$(SWIFT) format --in-place --recursive Sources Tests

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests

clean:
	rm -rf .build
