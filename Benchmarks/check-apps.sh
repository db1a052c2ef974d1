#!/usr/bin/env bash
# `make bench-check` (issue 35's speed bar): `copydeck check` on generated repositories shaped like the two large
# public apps of issue 35, next to Foundation's PropertyListSerialization reading every table of the same repository
# (Benchmarks/Sources/foundation-read-tables), in one run. Shapes (Benchmarks/generate-app-repository.py):
#   strings: 82 languages x 4,030 keys in three UTF-8 .strings tables plus .stringsdict
#   ib:      107 languages, UTF-16 .strings, two Base storyboards with their .strings
# Each side is a fresh process, timed from spawn to exit; they take turns, RUNS (default 3) runs each, and the best
# run of each is printed with the ratio check / Foundation (issue 35's bar: at most 2). The check's report goes to
# /dev/null; its line count is printed. Figures go to BENCHMARKS.md ("Check of repositories shaped like real apps").
#
#   Benchmarks/check-apps.sh
#   RUNS=5 Benchmarks/check-apps.sh
#   COPYDECK=/tmp/copydeck-before Benchmarks/check-apps.sh   (another build of copydeck, for a before/after row)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
command -v python3 >/dev/null || { echo "check-apps.sh: error: python3 is missing; run scripts/bootstrap --bench" >&2; exit 1; }
if [ -z "${COPYDECK:-}" ]; then
  swift build -c release --product copydeck >/dev/null
  COPYDECK=.build/release/copydeck
fi
swift build -c release --product foundation-read-tables >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now() { date +%s%N; }
for shape in strings ib; do
  root="$work/$shape"
  python3 Benchmarks/generate-app-repository.py "$shape" "$root" >"$work/$shape.tables"
  lines=$("$COPYDECK" check --localizations "$root" 2>&1 | wc -l || true)
  best_check="" best_read=""
  for _ in $(seq 1 "$RUNS"); do
    start=$(now)
    "$COPYDECK" check --localizations "$root" >/dev/null 2>&1 || true  # findings exit 1; the time is what counts
    check=$(($(now) - start))
    start=$(now)
    read_out=$(.build/release/foundation-read-tables "$work/$shape.tables")
    read=$(($(now) - start))
    if [ -z "$best_check" ] || [ "$check" -lt "$best_check" ]; then best_check=$check; fi
    if [ -z "$best_read" ] || [ "$read" -lt "$best_read" ]; then best_read=$read; fi
  done
  python3 - "$shape" "$best_check" "$best_read" "$read_out" "$lines" "$RUNS" <<'PY'
import sys
shape, check, read, read_out, lines, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
print(f"{shape}: Foundation read {read_out}; check printed {lines} lines; best of {runs} fresh processes each")
print(f"  copydeck check:                       {check / 1e9:.3f} s")
print(f"  PropertyListSerialization, every table: {read / 1e9:.3f} s")
print(f"  ratio check / Foundation:             {check / read:.2f} (issue 35's bar: at most 2)")
PY
done
