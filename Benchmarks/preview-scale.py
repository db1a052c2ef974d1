#!/usr/bin/env python3
"""The preview at catalog scale (issue #12), over real sockets against `copydeck serve` processes.

For each catalog size it prints:
  - the index's first response: bytes and time (the first GET after the server loaded, so it is rendered), with the
    server's own render time from Server-Timing;
  - save-to-page latency: a table is rewritten (atomically, as an editor saves) and the clock runs until the entry
    page, fetched when /events announces the new generation, shows the new text (best and median of SAVES saves,
    default 5; and the medians of the two halves: from the write to the event, and from the event to the page);
  - the server's resident memory with a table of DUPLICATES repeated keys, and after that table is fixed.

Usage: preview-scale.py COPYDECK [BEFORE_COPYDECK]   (BEFORE_COPYDECK, e.g. an older release build, runs the same
measures side by side; env SIZES=1000,10000, DUPLICATES=60000 (0 skips the memory part), SAVES=5)
"""
import http.client
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import preview_server

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = [int(size) for size in os.environ.get("SIZES", "1000,10000").split(",") if size]
DUPLICATES = int(os.environ.get("DUPLICATES", "60000"))  # 0: skip the memory part
SAVES = int(os.environ.get("SAVES", "5"))


def generate(folder, count):
    subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/generate-catalog.py"), os.path.join(ROOT, "Localizations"), folder, str(count)],
                   check=True, stdout=subprocess.DEVNULL)


class Server:
    def __init__(self, binary, folder):
        self.process, self.port = preview_server.start([binary, "serve", "--port", "0", "--localizations", folder])

    def get(self, path):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        start = time.perf_counter()
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        elapsed = time.perf_counter() - start
        connection.close()
        return response.status, body, elapsed, response.getheader("Server-Timing") or ""

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0

    def wait_for_generation_after(self, generation, deadline=120):
        """Reads /events until a generation other than `generation` arrives; returns it."""
        stream = self.events(deadline)
        value = stream.next_generation(generation)
        stream.close()
        return value

    def events(self, deadline=120):
        """An open /events stream."""
        return EventStream(self.port, deadline)

    def generation(self):
        """The generation the server is at: the first one /events sends."""
        return self.wait_for_generation_after(None)

    def stop(self):
        self.process.terminate()
        self.process.wait()


class EventStream:
    def __init__(self, port, deadline):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=deadline)
        self.connection.request("GET", "/events")
        self.response = self.connection.getresponse()

    def next_generation(self, other_than=None):
        """Reads until a generation other than `other_than` arrives; returns it."""
        event = None
        while True:
            line = self.response.fp.readline().decode()
            if line.startswith("event:"):
                event = line.split(":", 1)[1].strip()
            elif line.startswith("data:") and event == "generation":
                value = line.split(":", 1)[1].strip()
                if value != other_than:
                    return value

    def close(self):
        self.connection.close()


def atomic_write(path, text):
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)


def index_and_save(binary, count):
    folder = tempfile.mkdtemp(prefix="copydeck-scale-")
    try:
        generate(folder, count)
        server = Server(binary, folder)
        try:
            status, body, elapsed, timing = server.get("/")
            assert status == 200, status
            render = timing.split("dur=")[1] if "dur=" in timing else "?"
            # Save-to-page: change the English title of one entry, then fetch its page once the reload is announced.
            table = os.path.join(folder, "en.lproj", "Alerts.strings")
            if not os.path.exists(table):
                table = next(os.path.join(folder, "en.lproj", name) for name in sorted(os.listdir(os.path.join(folder, "en.lproj"))))
            text = open(table, encoding="utf-8").read()
            key, value = re.search(r'^"([^"]+\.title)" = "([^"]*)";$', text, re.M).groups()
            entry = key[: -len(".title")]
            latencies, announced, fetched = [], [], []
            for run in range(SAVES):
                # The stream is open (and has sent the generation now) before the save, so the clock runs from the
                # write to the event, then to the page.
                stream = server.events()
                generation = stream.next_generation()
                marker = f"{value} (edit {run})"
                start = time.perf_counter()
                atomic_write(table, text.replace(f'"{key}" = "{value}";', f'"{key}" = "{marker}";', 1))
                stream.next_generation(generation)
                event = time.perf_counter()
                stream.close()
                _, page, _, _ = server.get(f"/entries/{entry}?lang=en")
                assert marker.encode() in page, "the page does not show the saved text"
                done = time.perf_counter()
                latencies.append(done - start)
                announced.append(event - start)
                fetched.append(done - event)
            median = lambda values: sorted(values)[len(values) // 2]
            return len(body), elapsed, render, min(latencies), median(latencies), median(announced), median(fetched), server.rss_mb()
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def duplicates_memory(binary):
    folder = tempfile.mkdtemp(prefix="copydeck-dups-")
    try:
        generate(folder, 100)
        table = os.path.join(folder, "en.lproj", "Duplicates.strings")
        atomic_write(table, '"dup.key" = "value";\n' * DUPLICATES)
        start = time.perf_counter()
        server = Server(binary, folder)
        loaded = time.perf_counter() - start
        try:
            server.get("/")
            with_duplicates = server.rss_mb()
            generation = server.generation()
            atomic_write(table, '"dup.key" = "value";\n')
            server.wait_for_generation_after(generation)
            server.get("/")
            time.sleep(1)
            return loaded, with_duplicates, server.rss_mb()
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    binaries = [("after", sys.argv[1])] + ([("before", sys.argv[2])] if len(sys.argv) > 2 else [])
    print(f"load average {open('/proc/loadavg').read().split()[:3]}, {SAVES} saves per row")
    print("| build | entries | index first response | time | render (server) | save-to-page best | median | median: write to event | event to page | server RSS | load |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for count in SIZES:
        for name, binary in binaries:
            size, elapsed, render, best, median, announced, fetched, rss = index_and_save(binary, count)
            load = " ".join(open('/proc/loadavg').read().split()[:3])
            print(f"| {name} | {count:,} | {size / 1e6:.2f} MB | {elapsed * 1000:.0f} ms | {render} ms | {best * 1000:.0f} ms | {median * 1000:.0f} ms | {announced * 1000:.0f} ms | {fetched * 1000:.0f} ms | {rss:.0f} MB | {load} |", flush=True)
    print()
    if DUPLICATES == 0:
        return
    print(f"| build | start with {DUPLICATES:,} duplicate keys | RSS with them | RSS after the fix |")
    print("|---|---:|---:|---:|")
    for name, binary in binaries:
        loaded, before, after = duplicates_memory(binary)
        print(f"| {name} | {loaded:.2f} s | {before:.0f} MB | {after:.0f} MB |", flush=True)


main()
