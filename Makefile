# Copydeck's commands. Each target installs what it needs first (scripts/bootstrap is idempotent).
SWIFT ?= swift
# libmicrohttpd is opened at run time, not linked, so SwiftPM no longer asks pkg-config for it; on macOS its header
# sits under Homebrew's prefix, which clang does not search by itself.
BREW_PREFIX := $(shell command -v brew >/dev/null 2>&1 && brew --prefix)
SWIFTFLAGS := $(if $(BREW_PREFIX),-Xcc -I$(BREW_PREFIX)/include)
COPYDECK = .build/debug/copydeck

.PHONY: preview test rules-doc docs bootstrap bench bench-launch bench-site bench-check fuzz fuzz-xcstrings fuzz-stringsdict fuzz-xliff fuzz-pbxproj goldens screenshots build-without-preview format fuzz-source fuzz-review

## Start the copywriter's preview on the bundled Localizations/ at http://127.0.0.1:8080
preview: bootstrap
	$(SWIFT) build $(SWIFTFLAGS) --product copydeck
	$(COPYDECK) serve --localizations Localizations

## Run every test, then check the bundled copy the way an app's CI would
test: bootstrap
	bash scripts/check-platform-imports
	bash scripts/check-runtime
	bash scripts/format --check
	$(SWIFT) build $(SWIFTFLAGS) --build-tests
	$(SWIFT) test $(SWIFTFLAGS)
	$(COPYDECK) check --strict --localizations Localizations
	bash scripts/docs

## Write docs/rules.md from the rules (Sources/CopydeckChecks/Rules); a test fails when it is stale
rules-doc: bootstrap
	$(SWIFT) build $(SWIFTFLAGS) --product copydeck
	$(COPYDECK) help rules --markdown > docs/rules.md

## Build the library's DocC archive (.build-docs/Copydeck.doccarchive) with the toolchain's docc from Copydeck's symbol
## graphs; fails on a docc warning or a public symbol without a summary (CI runs it as part of `make test`)
docs:
	bash scripts/docs

## Format every Swift file with swift-format and .swift-format (make test fails on unformatted code)
format:
	bash scripts/format

bootstrap:
	@bash scripts/bootstrap

## Build the tool without the preview (no libmicrohttpd), as docs/ci.md's Xcode build phase does; CI runs it on both legs.
## A build of its own (another scratch folder), so it is not part of `make test`.
build-without-preview:
	$(SWIFT) build --product copydeck --disable-default-traits --scratch-path .build-without-preview
	.build-without-preview/debug/copydeck check --strict --localizations Localizations
	! .build-without-preview/debug/copydeck serve 2>/dev/null

## Benchmarks (release build); figures are recorded in BENCHMARKS.md
bench:
	@bash scripts/bootstrap --bench
	$(SWIFT) build -c release --product copydeck   # the memory benchmark runs the release copydeck
	$(SWIFT) run -c release copydeck-benchmarks
	bash Benchmarks/serve.sh
	bash Benchmarks/edit-check.sh
	$(MAKE) bench-launch

## The static site for 1,000 entries × 2 languages against the server rendering the same pages (about 6 minutes)
bench-site:
	$(SWIFT) build -c release --product copydeck
	python3 Benchmarks/site-scale.py .build/release/copydeck

## An app's launch (Catalog.load(bundle:) + first resolution) and one resolution against Bundle, on an Xcode-built
## bundle (scripts/xcode-bundle: Python 3 and plutil), each side in fresh processes
bench-launch:
	$(SWIFT) build -c release --product copydeck-launch
	.build/release/copydeck-launch

## `copydeck check` on generated repositories shaped like two large public apps (82 languages with .stringsdict; 107
## languages in UTF-16 with storyboards), against Foundation's PropertyListSerialization reading every table (issue 35)
bench-check:
	bash Benchmarks/check-apps.sh

## Re-record the golden files of the rendering tests
goldens: bootstrap
	RECORD_GOLDENS=1 $(SWIFT) test --filter Golden || true
	@echo "goldens re-recorded: review them with git diff, then run make test"

## Refresh the screenshots the docs show (docs/screenshots/); test runs write theirs under .build/screenshots/
screenshots: bootstrap
	SCREENSHOTS_DIR=$(CURDIR)/docs/screenshots $(SWIFT) test --filter ScreenshotTests
	@echo "screenshots refreshed: review them with git status, then commit"

## Fuzz the .strings parser and writer with libFuzzer for RUNS executions; crashing inputs land in Fuzz/artifacts/
RUNS ?= 1000000
fuzz:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-strings-parser
	mkdir -p Fuzz/corpus Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-strings-parser -runs=$(RUNS) -print_final_stats=1 -artifact_prefix=Fuzz/artifacts/ \
	  Fuzz/corpus Tests/CopydeckTests/Fixtures/Strings/Regressions

## Fuzz the String Catalog reader, Xcode-formatted writer, editor and conversion to tables, seeded from the fixtures
fuzz-xcstrings:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-xcstrings-parser
	mkdir -p Fuzz/corpus-xcstrings Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-xcstrings-parser -runs=$(RUNS) -print_final_stats=1 -artifact_prefix=Fuzz/artifacts/ \
	  Fuzz/corpus-xcstrings Tests/CopydeckTests/Fixtures/StringCatalog

## Fuzz the .stringsdict reader (property lists over the one XML reader), seeded from the fixtures
fuzz-stringsdict:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-stringsdict-parser
	mkdir -p Fuzz/corpus-stringsdict Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-stringsdict-parser -runs=$(RUNS) -timeout=10 -print_final_stats=1 \
	  -artifact_prefix=Fuzz/artifacts/ Fuzz/corpus-stringsdict Tests/CopydeckTests/Fixtures/StringsDict

## Fuzz the XLIFF reader and `copydeck import`'s checks (nothing written), seeded with exports, deep nesting and one line
fuzz-xliff:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-xliff-reader
	mkdir -p Fuzz/corpus-xliff Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-xliff-reader -runs=$(RUNS) -timeout=10 -max_len=1048576 -print_final_stats=1 \
	  -artifact_prefix=Fuzz/artifacts/ Fuzz/corpus-xliff Fuzz/Seeds/xliff

## Fuzz the project-file reader (Xcode's old-style property lists, project.pbxproj) and the project model, seeded with
## the fixtures' project files and a few hand-written edge cases
fuzz-pbxproj:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-pbxproj-parser
	mkdir -p Fuzz/corpus-pbxproj Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-pbxproj-parser -runs=$(RUNS) -timeout=10 -print_final_stats=1 \
	  -artifact_prefix=Fuzz/artifacts/ Fuzz/corpus-pbxproj Fuzz/Seeds/pbxproj

## Fuzz the review file reader and writer (`<Table>.copydeck-review`): round trips, placed errors, seeded with examples
fuzz-review:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-review-file
	mkdir -p Fuzz/corpus-review Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-review-file -runs=$(RUNS) -timeout=10 -print_final_stats=1 \
	  -artifact_prefix=Fuzz/artifacts/ Fuzz/corpus-review Fuzz/Seeds/review

## Fuzz the Swift and Objective-C lexer and the lookup finder (`copydeck check`'s source scan), seeded with sources
fuzz-source:
	cd Fuzz && $(SWIFT) build -c release -Xswiftc -sanitize=fuzzer --product fuzz-source-lexer
	mkdir -p Fuzz/corpus-source Fuzz/artifacts
	SWIFT_BACKTRACE=enable=no Fuzz/.build/release/fuzz-source-lexer -runs=$(RUNS) -timeout=10 -print_final_stats=1 \
	  -artifact_prefix=Fuzz/artifacts/ Fuzz/corpus-source Fuzz/Seeds/source
