#!/usr/bin/env bash
# The preview server's speed: requests per second and p99 latency with wrk on loopback, for `/`, for
# `/entries/ID` and for a static file from public/ served by the same server, over a generated catalog of 10,000
# entries; plus the in-server render time of an entry page (p50, p99), read from the Server-Timing header the
# server sends with every page. Release build. Figures go to BENCHMARKS.md ("How does the preview server hold up under load?").
#
#   Benchmarks/serve.sh                 # 10 s per wrk run
#   DURATION=30s Benchmarks/serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${DURATION:-10s}
ENTRIES=${ENTRIES:-10000}

for tool in wrk python3; do
  command -v "$tool" >/dev/null || { echo "serve.sh: error: $tool is missing; run scripts/bootstrap --bench" >&2; exit 1; }
done
swift build -c release --product copydeck >/dev/null

work=$(mktemp -d)
python3 Benchmarks/generate-catalog.py Localizations "$work/Localizations" "$ENTRIES" >/dev/null
.build/release/copydeck serve --port 0 --localizations "$work/Localizations" >"$work/serve.out" 2>&1 &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 300); do grep -q "http://" "$work/serve.out" && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.:]*' "$work/serve.out" | head -1)

# wrk scripts that take paths in turn: entry pages over the first 1,000 ids (so the run is not one page over and
# over), and the static file through the same kind of script, so both runs cost wrk the same per request. The
# static file is public/drawing.css, about the size of an entry page (both sizes are printed).
python3 - "$work/Localizations/catalog.json" "$work" <<'PY'
import json, sys
ids = [entry["id"] for entry in json.load(open(sys.argv[1], encoding="utf-8"))["entries"][:1000]]
def script(name, paths):
    with open(f"{sys.argv[2]}/{name}.lua", "w", encoding="utf-8") as file:
        file.write("local paths = {" + ",".join(f'"{path}"' for path in paths) + "}\n")
        file.write("local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format('GET', paths[(n % #paths) + 1])\nend\n")
script("entries", [f"/entries/{i}" for i in ids])
script("static", ["/public/drawing.css"])
with open(f"{sys.argv[2]}/uncached.lua", "w", encoding="utf-8") as file:  # a query never seen before: always rendered
    file.write("local ids = {" + ",".join(f'"{i}"' for i in ids) + "}\n")
    file.write("local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format('GET', '/entries/' .. ids[(n % #ids) + 1] .. '?run=' .. tostring({}):sub(8) .. n)\nend\n")
PY

# Prints "req/s p99" for one wrk run.
measure() {
  local out
  out=$(wrk --latency "$@")
  if grep -q -e "Non-2xx" -e "Socket errors" <<<"$out"; then echo "serve.sh: error: wrk saw errors:" >&2; echo "$out" >&2; exit 1; fi
  echo "$(awk '/Requests\/sec/ {print $2}' <<<"$out") $(awk '$1 == "99%" {print $2}' <<<"$out")"
}

# In-server render time of entry pages, from the Server-Timing header of 2,000 sequential requests for distinct
# pages, before any wrk run (a page already rendered comes from the page cache and says `cache;desc=hit`).
read -r render_p50 render_p99 index_render < <(python3 - "$url" "$work/Localizations/catalog.json" <<'PY'
import http.client, json, sys, urllib.parse
url = urllib.parse.urlparse(sys.argv[1])
ids = [entry["id"] for entry in json.load(open(sys.argv[2], encoding="utf-8"))["entries"]]
connection = http.client.HTTPConnection(url.hostname, url.port)
connection.request("GET", "/")
index = connection.getresponse()
index.read()
index_render = float(index.getheader("Server-Timing").split("dur=")[1])
times = []
for n in range(2000):
    connection.request("GET", "/entries/" + ids[(n * 5) % len(ids)])
    response = connection.getresponse()
    response.read()
    timing = response.getheader("Server-Timing")
    if "render;dur=" in timing:
        times.append(float(timing.split("dur=")[1]))
times.sort()
print(f"{times[len(times) // 2]:.3f} {times[int(len(times) * 0.99)]:.3f} {index_render:.0f}")
PY
)

load=$(cut -d' ' -f1-3 /proc/loadavg)
read -r static_rps static_p99 < <(measure -t2 -c32 -d"$DURATION" -s "$work/static.lua" "$url")
read -r entry_rps entry_p99 < <(measure -t2 -c32 -d"$DURATION" -s "$work/entries.lua" "$url")
# The index draws all 10,000 entries in two languages (a page of tens of MB): two connections, a long timeout.
read -r index_rps index_p99 < <(measure -t1 -c2 -d"$DURATION" --timeout 60s "$url/")
# Last, since its thousands of one-off pages push the others out of the page cache.
read -r uncached_rps uncached_p99 < <(measure -t2 -c32 -d"$DURATION" -s "$work/uncached.lua" "$url")

ratio=$(python3 -c "print(f'{$entry_rps / $static_rps:.2f}')")
uncached_ratio=$(python3 -c "print(f'{$uncached_rps / $static_rps:.2f}')")
static_size=$(wc -c <public/drawing.css)
entry_size=$(python3 -c "import urllib.request; print(len(urllib.request.urlopen('$url/entries/group.full').read()))")
cat <<REPORT
copydeck serve, release build, $ENTRIES entries, wrk on loopback ($DURATION per run, $(nproc) cores shared with wrk,
load average before the runs: $load)
static file: $static_size bytes; entry page /entries/group.full: $entry_size bytes

| route                        | requests/s | p99 latency |
|------------------------------|-----------:|------------:|
| /public/drawing.css (static) | $static_rps | $static_p99 |
| /entries/ID                  | $entry_rps | $entry_p99 |
| /entries/ID?run=N (rendered every time, no cache) | $uncached_rps | $uncached_p99 |
| / (all $ENTRIES entries)      | $index_rps | $index_p99 |

entry pages / static file rate: $ratio (target >= 0.5); without the page cache: $uncached_ratio
entry page render time in the server: p50 ${render_p50} ms, p99 ${render_p99} ms (target p50 < 1 ms)
index page render time in the server (all $ENTRIES entries, once per reload): ${index_render} ms
(pages are rendered once per reload and then served from the page cache; the wrk runs above include the first renders)
REPORT
