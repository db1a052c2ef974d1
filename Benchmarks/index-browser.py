#!/usr/bin/env python3
"""The index of a large catalog in headless Chromium (issue #12): how soon it is usable.

For each binary, over a generated catalog of SIZE entries (default 10,000) served by a real `copydeck serve`, it opens
`/` in Chromium through chromedriver (plain WebDriver JSON over HTTP) as soon as the server prints its address, and
prints, in milliseconds:
  - the page: the first byte, DOMContentLoaded and load, from the navigation's start (Navigation Timing);
  - scrolling: from a jump to the bottom of the page to the second animation frame after it;
  - search: from typing an id that is not on the first page into the search box to the results shown
    (`copydeck:results`, after preview.js's 150 ms pause in typing), then a second search (texts already drawn);
  - the problems filter: from ticking the box to its results shown.
Each row also says whether the search found the entry and the filter showed only entries with findings.

Usage: index-browser.py COPYDECK [BEFORE_COPYDECK]   (env SIZE=10000, CHROMIUM_BINARY, CHROMEDRIVER_BINARY)
"""
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import preview_server

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE = int(os.environ.get("SIZE", "10000"))
CHROMIUM = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER_BINARY", "/usr/bin/chromedriver")


class Driver:
    def __init__(self):
        self.process = subprocess.Popen([CHROMEDRIVER, "--port=0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for line in self.process.stdout:
            found = re.search(r"started successfully on port (\d+)", line)
            if found:
                self.port = int(found.group(1))
                break
        arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]
        answer = self.command("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": {"binary": CHROMIUM, "args": arguments}}}})
        self.session = answer["sessionId"]
        self.command("POST", f"/session/{self.session}/timeouts", {"script": 120000, "pageLoad": 120000})

    def command(self, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
        connection.request(method, path, json.dumps(body) if body is not None else None, {"Content-Type": "application/json"})
        answer = json.loads(connection.getresponse().read() or b"{}")
        connection.close()
        value = answer.get("value", answer)
        if isinstance(value, dict) and "error" in value:
            raise RuntimeError(value.get("message", value["error"]))
        return value

    def open(self, url):
        self.command("POST", f"/session/{self.session}/url", {"url": url})

    def run_async(self, script):
        return self.command("POST", f"/session/{self.session}/execute/async", {"script": script, "args": []})

    def quit(self):
        try:
            self.command("DELETE", f"/session/{self.session}")
        finally:
            self.process.terminate()
            self.process.wait()


# Runs `action` (JavaScript) and answers, once preview.js has shown the new results, how long it took and `check`.
def after_results(action, check):
    return """
const done = arguments[arguments.length - 1];
const start = performance.now();
document.addEventListener("copydeck:results", () => done([performance.now() - start, %s]), { once: true });
%s
""" % (check, action)


def type_search(text):
    return f"""const box = document.querySelector('.toolbar input[name="q"]'); box.focus(); box.value = {json.dumps(text)};
box.dispatchEvent(new Event("input", {{ bubbles: true }}));"""


def measure(binary, driver):
    folder = tempfile.mkdtemp(prefix="copydeck-index-browser-")
    try:
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/generate-catalog.py"), os.path.join(ROOT, "Localizations"),
                        folder, str(SIZE)], check=True, stdout=subprocess.DEVNULL)
        server, port = preview_server.start([binary, "serve", "--port", "0", "--localizations", folder, "--public", os.path.join(ROOT, "public")])
        try:
            driver.open(f"http://127.0.0.1:{port}/")
            timing = driver.run_async("""const done = arguments[arguments.length - 1];
const n = performance.getEntriesByType("navigation")[0];
done([n.responseStart, n.domContentLoadedEventEnd, n.loadEventEnd, document.querySelectorAll(".entry-card").length]);""")
            scroll = driver.run_async("""const done = arguments[arguments.length - 1]; const start = performance.now();
window.scrollTo(0, document.documentElement.scrollHeight);
requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));""")
            wanted = "account.sessionExpired100" if SIZE > 1000 else "account.sessionExpired10"
            found = f"[...document.querySelectorAll('.entry-card')].map(c => c.dataset.entryCard).join() === '{wanted}'"
            search = driver.run_async(after_results(type_search(wanted.split(".")[1]), found))
            other = wanted.replace("100", "200") if SIZE > 1000 else wanted.replace("10", "20")
            found_other = f"[...document.querySelectorAll('.entry-card')].map(c => c.dataset.entryCard).join() === '{other}'"
            again = driver.run_async(after_results(type_search(other.split(".")[1]), found_other))
            driver.run_async(after_results(type_search(""), "true"))
            problems = driver.run_async(after_results(
                "document.querySelector('.toolbar input[name=\"problems\"]').click();",
                "[...document.querySelectorAll('.entry-card')].every(c => c.dataset.problems !== '0') && "
                + "document.getElementById('index-results').dataset.matches === document.querySelector('.attention .count').textContent"))
            return timing, scroll, search, again, problems
        finally:
            server.terminate()
            server.wait()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    binaries = [("after", sys.argv[1])] + ([("before", sys.argv[2])] if len(sys.argv) > 2 else [])
    driver = Driver()
    try:
        print(f"{SIZE:,} entries, Chromium 1280 × 900; milliseconds")
        print("| build | first byte | DOMContentLoaded | load | cards | scroll to the bottom | search (found) | second search | problems filter (right) | load average |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for name, binary in binaries:
            (first, ready, loaded, cards), scroll, search, again, problems = measure(binary, driver)
            load = " ".join(open("/proc/loadavg").read().split()[:3])
            print(f"| {name} | {first:.0f} | {ready:.0f} | {loaded:.0f} | {cards} | {scroll:.0f} | {search[0]:.0f} ({'yes' if search[1] else 'NO'}) "
                  f"| {again[0]:.0f} ({'yes' if again[1] else 'NO'}) | {problems[0]:.0f} ({'yes' if problems[1] else 'NO'}) | {load} |", flush=True)
    finally:
        driver.quit()


main()
