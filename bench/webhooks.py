"""The webhooks' figure of `make bench` (issue 63): how soon a write's event reaches its
receiver. `larder serve --webhook` (the release build) on a copy of the 100,000-lot
household posts to a receiver on the same machine that checks each signature (HMAC-SHA256,
as Standard Webhooks specifies) and answers 204; 40 writes are made by `larder shopping
add`, 0.3 to 0.55 s apart (so that they fall anywhere in the watcher's quarter-second look),
each timed from the end of its process to the arrival of its `change.made` event.
Judged: the slowest under 1 s.

Run alone with `python3 bench/run.py --webhooks-only`.
"""
import base64
import hashlib
import hmac
import http.server
import json
import os
import random
import secrets
import shutil
import socket
import statistics
import subprocess
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LARDER = os.environ.get("BENCH_LARDER", os.path.join(ROOT, ".build/release/larder"))
WORK = os.path.join(ROOT, ".build/bench")
LOTS = 100_000
WRITES = 40
PAUSE = 0.3
TARGET_S = 1.0
AS_OF = "2026-11-01"


def bench(serve_database, lots=LOTS):
    """The latencies, in seconds, of each write's event; and the attempts refused."""
    folder = os.path.join(WORK, "webhooks")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    db = os.path.join(folder, "larder.sqlite")
    shutil.copyfile(serve_database(lots), db)
    key = secrets.token_bytes(32)
    secret = "whsec_" + base64.b64encode(key).decode()
    arrived = {}
    bad = []
    lock = threading.Lock()

    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            at = time.monotonic()
            signed = (f"{self.headers['webhook-id']}.{self.headers['webhook-timestamp']}."
                      .encode() + body)
            expected = "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
            good = any(hmac.compare_digest(expected, s)
                       for s in self.headers.get("webhook-signature", "").split())
            event = json.loads(body)
            with lock:
                if not good:
                    bad.append(self.headers["webhook-id"])
                elif event["type"] == "change.made":
                    arrived.setdefault(event["data"]["action"].get("name"), at)
            self.send_response(204 if good else 400)
            self.end_headers()

        def log_message(self, *args):
            pass

    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        [LARDER, "serve", "--db", db, "--listen", f"127.0.0.1:{port}", "--as-of", AS_OF,
         "--webhook", f"http://127.0.0.1:{receiver.server_address[1]}/hook",
         "--webhook-events", "changes"],
        stderr=subprocess.DEVNULL,
        env=dict(os.environ, LARDER_WEBHOOK_SECRET=secret, LARDER_WEB_KEY=secrets.token_hex(16)))
    latencies = []
    try:
        time.sleep(2)
        for n in range(WRITES):
            name = f"Bench line {n}"
            subprocess.run([LARDER, "shopping", "add", name, "--db", db], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            written = time.monotonic()
            deadline = written + 10
            while time.monotonic() < deadline:
                with lock:
                    if name in arrived:
                        latencies.append(arrived[name] - written)
                        break
                time.sleep(0.005)
            else:
                latencies.append(float("inf"))
            # Not in step with the watcher's looks: each write at its own moment of them.
            time.sleep(PAUSE + random.uniform(0, 0.25))
    finally:
        server.terminate()
        server.wait(timeout=30)
        receiver.shutdown()
    figures = {"lots": lots, "latencies": latencies, "bad": len(bad)}
    print(f"webhooks {len(latencies)} writes: median {statistics.median(latencies) * 1000:.0f} ms, "
          f"slowest {max(latencies) * 1000:.0f} ms, bad signatures {len(bad)}", flush=True)
    return figures


def lines(figures):
    """The section of bench/RESULTS.md."""
    latencies = sorted(figures["latencies"])
    slowest = latencies[-1]
    verdict = "met" if slowest < TARGET_S and figures["bad"] == 0 else "missed"
    return ["## Webhooks", "",
            f"`python3 bench/run.py --webhooks-only`: `larder serve --webhook` (the release build) on a "
            f"copy of the {figures['lots']:,}-lot household, {len(latencies)} writes by `larder shopping "
            f"add` {PAUSE} to {PAUSE + 0.25:.2f} s apart, each timed from the end of its process to the arrival of its "
            "signed `change.made` at a receiver on the same machine (docs/webhooks.md).", "",
            "| writes | median | p90 | slowest | bad signatures |", "|---:|---:|---:|---:|---:|",
            f"| {len(latencies)} | {statistics.median(latencies) * 1000:.0f} ms | "
            f"{latencies[int(len(latencies) * 0.9) - 1] * 1000:.0f} ms | {slowest * 1000:.0f} ms | "
            f"{figures['bad']} |", "",
            "| Target | Measured | Verdict |", "|---|---|---|",
            f"| A write's webhook delivered within {TARGET_S:.0f} s | {slowest * 1000:.0f} ms | {verdict} |", ""]
