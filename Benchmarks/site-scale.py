#!/usr/bin/env python3
"""The static site at scale (issue 38): `copydeck export --site` against `copydeck serve` rendering the same pages.

Generates a catalog of ENTRIES entries (default 1,000) × 2 languages (Benchmarks/generate-catalog.py), then:
  - times `copydeck export --site DIR` (every page the server offers, written to disk), best of RUNS (default 1);
  - starts `copydeck serve --read-only` (so its entry pages carry no editing form, as the site's do not) and times
    GETting every page the site has (its files mapped back to the server's addresses), CLIENTS at a time (default: the
    number of cores, as the export renders on every core), each page requested once, so the server renders each;
    sums the server's own render time (Server-Timing) too;
  - prints the ratio site ÷ server. The bar (BENCHMARKS.md) is ≤ 3.

Usage: site-scale.py COPYDECK   (a release build: swift build -c release --product copydeck)
"""
import http.client
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

import preview_server

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENTRIES = int(os.environ.get("ENTRIES", "1000"))
RUNS = int(os.environ.get("RUNS", "1"))
CLIENTS = int(os.environ.get("CLIENTS", str(os.cpu_count() or 2)))


def address(page):
    """The server's address of a site file (Sources/CopydeckPreview/Site/SitePaths.swift names them)."""
    if page == "index.html":
        return "/"
    if page.startswith("index-"):
        parts = page[len("index-"):-len(".html")].split("-")
        query = {"lang": parts[0], "design": parts[1], "appearance": parts[2]}
        if len(parts) > 3:
            query["page"] = parts[3][1:]
        return "/?" + urllib.parse.urlencode(query)
    folder, name = page[len("entries/"):].rsplit("/", 1)
    lang, design, appearance, size = name[: -len(".html")].split("-")
    query = {"lang": lang, "design": design, "appearance": appearance, "size": size}
    return f"/entries/{folder}?" + urllib.parse.urlencode(query)


def fetch(arguments):
    """GETs `paths` from the server on `port` over one connection; returns (pages, bytes, summed render ms)."""
    port, paths = arguments
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    total, rendered = 0, 0.0
    for path in paths:
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
        if response.status != 200:
            raise RuntimeError(f"{path}: {response.status}")
        total += len(body)
        timing = re.search(r"render;dur=([0-9.]+)", response.getheader("Server-Timing") or "")
        rendered += float(timing.group(1)) if timing else 0.0
    return len(paths), total, rendered


def main():
    copydeck = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="copydeck-site-scale-")
    try:
        copy = os.path.join(work, "Localizations")
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/generate-catalog.py"), os.path.join(ROOT, "Localizations"), copy, str(ENTRIES)],
                       check=True, stdout=subprocess.DEVNULL)
        site = os.path.join(work, "site")
        best = None
        for _ in range(RUNS):
            start = time.perf_counter()
            written = subprocess.run([copydeck, "export", "--site", site, "--localizations", copy, "--public", os.path.join(ROOT, "public")],
                                     check=True, capture_output=True, text=True).stdout.strip()
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        pages = sorted(os.path.relpath(os.path.join(folder, name), site)
                       for folder, _, names in os.walk(site) for name in names
                       if name.endswith(".html") and not os.path.relpath(folder, site).startswith(("public", "changes")))
        size = sum(os.path.getsize(os.path.join(site, page)) for page in pages)
        print(f"site: {ENTRIES} entries × 2 languages, {len(pages)} pages, {size / 1e6:.0f} MB ({written})")
        print(f"  copydeck export --site:        {best:.2f} s (best of {RUNS})")
        shutil.rmtree(site)

        server, port = preview_server.start(
            [copydeck, "serve", "--read-only", "--port", "0", "--localizations", copy, "--public", os.path.join(ROOT, "public")])
        try:
            fetch((port, ["/"]))  # the server has loaded the copy
            paths = [address(page) for page in pages]
            shares = [(port, paths[index::CLIENTS]) for index in range(CLIENTS)]
            start = time.perf_counter()
            with multiprocessing.Pool(CLIENTS) as pool:
                results = pool.map(fetch, shares)
            served = time.perf_counter() - start
        finally:
            server.terminate()
            server.wait()
        count = sum(result[0] for result in results)
        served_bytes = sum(result[1] for result in results)
        rendered = sum(result[2] for result in results) / 1000
        print(f"  copydeck serve, every page:    {served:.2f} s ({count} GETs, {CLIENTS} at a time, {served_bytes / 1e6:.0f} MB;"
              f" render alone {rendered:.2f} s summed over the requests)")
        print(f"  ratio site ÷ server: {best / served:.2f} (bar: ≤ 3)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
