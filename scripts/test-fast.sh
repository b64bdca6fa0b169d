#!/usr/bin/env bash
# Runs the tests of `make test-fast` (all but those whose names are in $1, a --skip
# pattern; `make test` gives one that skips nothing) as two test processes at once: the
# command-line tests, which often wait for the processes they start, beside the others,
# which keep the processors busy meanwhile. (One process runs Swift Testing's tests on as many threads as there are
# processors, each held by a test that waits.) Prints each process's output when both
# have ended; fails when either failed. Needs the tests built (swift build --build-tests).
# Every test here is a Swift Testing test: the bundle is run for that library only.
set -uo pipefail
skip=$1
swift=${SWIFT:-swift}
tests="$("$swift" build --show-bin-path)/LarderPackageTests.xctest"
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
"$tests" --testing-library swift-testing --skip "$skip" --filter '^LarderCLITests\.' \
  >"$logs/cli" 2>&1 &
pids+=($!)
"$tests" --testing-library swift-testing --skip "$skip" --skip '^LarderCLITests\.' \
  >"$logs/library" 2>&1 &
pids+=($!)
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
cat "$logs/library" "$logs/cli"
exit "$failed"
