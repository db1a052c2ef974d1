#!/usr/bin/env bash
# Editing in the preview: how long the server takes to answer the findings of one edited entry
# (POST /api/edit/check, the request the page sends while a copywriter types), over a generated catalog of 10,000
# entries, p50 and p99 of 1,000 requests over loopback (each request a different entry, with its title changed).
# Side by side, the obvious alternative: running the whole `copydeck check` on the same folder again and taking
# that entry's findings (best of three). Release build. Figures go to BENCHMARKS.md ("How fast is a save in the preview?").
#
#   Benchmarks/edit-check.sh
#   ENTRIES=20000 REQUESTS=5000 Benchmarks/edit-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ENTRIES=${ENTRIES:-10000}
REQUESTS=${REQUESTS:-1000}
command -v python3 >/dev/null || { echo "edit-check.sh: error: python3 is missing; run scripts/bootstrap --bench" >&2; exit 1; }
swift build -c release --product copydeck >/dev/null

work=$(mktemp -d)
python3 Benchmarks/generate-catalog.py Localizations "$work/Localizations" "$ENTRIES" >/dev/null
.build/release/copydeck serve --port 0 --localizations "$work/Localizations" >"$work/serve.out" 2>&1 &
server=$!
trap 'kill -TERM $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 600); do grep -q "http://" "$work/serve.out" && break; sleep 0.1; done
# The address with this run's secret (?edit=…): opening it once sets the cookie every edit request needs.
url=$(grep -o 'http://[0-9.:]*/?edit=[0-9a-f]*' "$work/serve.out" | head -1)

python3 - "$url" "$work/Localizations/catalog.json" "$REQUESTS" "$work/p99" <<'PY'
import http.client, json, sys, time, urllib.parse
url, manifest_path, requests = sys.argv[1], sys.argv[2], int(sys.argv[3])
manifest = json.load(open(manifest_path, encoding="utf-8"))
entries = [e for e in manifest["entries"] if e.get("kind", "alert") != "inline"]
parsed = urllib.parse.urlparse(url)
connection = http.client.HTTPConnection(parsed.hostname, parsed.port)
connection.request("GET", f"{parsed.path}?{parsed.query}")
unlock = connection.getresponse()
unlock.read()
cookie = (unlock.getheader("Set-Cookie") or "").split(";")[0]
assert cookie, (unlock.status, "no edit cookie: open the ?edit= address copydeck serve printed")
times, findings = [], 0
for index in range(requests):
    entry = entries[index % len(entries)]
    body = json.dumps({"entry": entry["id"], "changes": [
        {"lang": "ko", "table": entry["table"], "key": entry["id"] + ".title", "value": "수정 중인 제목이에요 " * (1 + index % 6)}]})
    start = time.perf_counter()
    connection.request("POST", "/api/edit/check", body=body.encode(), headers={"Content-Type": "application/json", "Cookie": cookie})
    response = connection.getresponse()
    answer = response.read()
    times.append((time.perf_counter() - start) * 1000)
    assert response.status == 200, (response.status, answer[:200])
    findings += len(json.loads(answer)["findings"])
times.sort()
p50, p99 = times[len(times) // 2], times[int(len(times) * 0.99) - 1]
print(f"edit-check: {len(manifest['entries'])} entries, {requests} requests of one edited entry's findings ({findings} findings in all)")
print(f"  POST /api/edit/check: p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")
open(sys.argv[4], "w").write(f"{p99}")
PY

best=""
for _ in 1 2 3; do
  start=$(date +%s%N)
  .build/release/copydeck check --localizations "$work/Localizations" --format json >/dev/null || true
  elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
done
p99=$(cat "$work/p99")
echo "  whole copydeck check on the same folder (the alternative), best of 3: ${best} ms"
python3 -c "print(f'  ratio whole check ÷ one-entry p99: {$best / $p99:.0f}×')"
