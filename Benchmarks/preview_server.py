"""Starts `copydeck serve` for the benchmarks that talk to the preview over HTTP (preview-scale, index-browser,
site-scale): one way to run it and learn the port it chose."""

import re
import subprocess
import tempfile
import time


def start(arguments, timeout=60):
    """Runs `arguments` (a `copydeck serve --port 0 …` command line) and returns (process, port) as soon as the server
    prints its address; raises with the server's output if it exits or says nothing for `timeout` seconds."""
    output = tempfile.TemporaryFile()
    process = subprocess.Popen(arguments, stdout=output, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        output.seek(0)
        found = re.search(rb"http://127\.0\.0\.1:(\d+)", output.read())
        if found:
            return process, int(found.group(1))
        time.sleep(0.005)
    process.kill()
    process.wait()
    output.seek(0)
    said = output.read().decode("utf-8", "replace").strip()
    raise RuntimeError(f"the server did not start: {' '.join(arguments)}\n{said}")
