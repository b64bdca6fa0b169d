"""The JSON API (issue 63), in `make bench`: `larder serve` on a copy of the 1,000,000-lot
household, with a read-only token.

- Each read of the API under wrk with 64 connections for 10 s, `Authorization: Bearer`.
  Judged: each read's p99 under 30 ms.
- A write's webhook: `larder serve --webhook` to a receiver on this machine; a consume sent
  through the API, and the time until the receiver has its signed `change` event. Judged:
  under 1 s, for each of 20 writes (the worst is reported).

The server and wrk share this machine's cores: the figures are an upper bound. Run alone
with `python3 bench/run.py --api-only`.
"""
import base64
import http.client
import http.server
import json
import os
import secrets
import socket
import subprocess
import threading
import time

import web

CONNECTIONS = 64
SECONDS = 10
READ_TARGET_MS = 30
WEBHOOK_TARGET_S = 1.0
WEBHOOK_WRITES = 20


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`larder serve` on `db`, on a free loopback port, with `options`."""

    def __init__(self, db, options=(), env=None):
        self.port = free_port()
        self.process = subprocess.Popen(
            [web.LARDER, "serve", "--db", db, "--listen", f"127.0.0.1:{self.port}",
             "--as-of", web.AS_OF, *options],
            stderr=subprocess.DEVNULL, env=dict(os.environ, LARDER_WEB_KEY=secrets.token_hex(16),
                                                **(env or {})))
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(200):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                connection.request("GET", "/api/v1/openapi.json")
                connection.getresponse().read()
                return
            except OSError:
                time.sleep(0.1)
        raise SystemExit("larder serve did not start")

    def call(self, method, path, token, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        headers = {"Authorization": f"Bearer {token}"}
        if body is not None:
            headers["Content-Type"] = "application/json"
        connection.request(method, "/api/v1" + path, body=json.dumps(body) if body else None,
                           headers=headers)
        response = connection.getresponse()
        return response.status, response.read()

    def stop(self):
        self.process.terminate()
        self.process.wait()


def token(db, *options):
    return subprocess.run([web.LARDER, "serve", "--db", db, "--add-token",
                           "bench-" + secrets.token_hex(4), *options],
                          capture_output=True, text=True, check=True).stdout.strip()


def bench(serve_database):
    db = web.database(serve_database)
    item, item_lots = web.item_near(db, web.ITEM_LOTS)
    reads = [("stock", "/stock"), (f"items/{{item}} ({item_lots:,} lots)", f"/items/{item}"),
             ("expiring", "/expiring"), ("forecast", "/forecast"), ("restock", "/restock"),
             ("spending", "/spending?month=2026-10"), ("budgets", "/budgets"),
             ("prices", "/prices"), ("waste", "/waste?month=2026-10"), ("shopping", "/shopping"),
             ("history", "/history")]
    reader = token(db, "--read-only")
    figures = {"lots": web.LOTS, "reads": [], "webhook": None}
    server = Server(db)
    try:
        for name, path in reads:
            status, body = server.call("GET", path, reader)
            if status != 200:
                figures["reads"].append({"name": name, "status": status})
                continue
            p50, p99, rate, bad = web.wrk(server.base + "/api/v1", None, CONNECTIONS, SECONDS, path,
                                          header=f"Authorization: Bearer {reader}")
            figures["reads"].append({"name": name, "p50": p50, "p99": p99, "rate": rate,
                                     "bad": bad, "bytes": len(body)})
            print(f"api {name:28} p50 {p50:6.1f} ms  p99 {p99:6.1f} ms  {rate:7.0f}/s  failed {bad}",
                  flush=True)
    finally:
        server.stop()
    figures["webhook"] = webhook(db)
    return figures


def webhook(db):
    """Seconds from a consume's answer to its `change` event at a receiver, worst of
    WEBHOOK_WRITES; None when the server has no --webhook."""
    arrivals = {}
    arrived = threading.Condition()

    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            self.send_response(200)
            self.end_headers()
            try:
                event = json.loads(body)
            except ValueError:
                return
            change = (event.get("data") or {}).get("change") or event.get("change") or {}
            with arrived:
                arrivals[change.get("id")] = time.monotonic()
                arrived.notify_all()

        def log_message(self, *args):
            pass

    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    secret = "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()
    writer = token(db)
    server = Server(db, ["--webhook", f"http://127.0.0.1:{receiver.server_port}/hook",
                         "--webhook-events", "changes"], env={"LARDER_WEBHOOK_SECRET": secret})
    worst = 0.0
    try:
        status, body = server.call("GET", "/stock", writer)
        item = next(line["id"] for line in json.loads(body) if line["usable"] not in ("0", "0.0"))
        for _ in range(WEBHOOK_WRITES):
            status, body = server.call("POST", f"/items/{item}/consume", writer,
                                       {"quantity": "0.001"})
            answered = time.monotonic()
            if status != 200:
                return {"error": f"HTTP {status}: {body[:200]!r}"}
            change = json.loads(body)["change"]["id"]
            with arrived:
                arrived.wait_for(lambda: change in arrivals, timeout=10)
            if change not in arrivals:
                return {"error": "no event within 10 s"}
            worst = max(worst, arrivals[change] - answered)
    finally:
        server.stop()
        receiver.shutdown()
    print(f"api webhook: worst of {WEBHOOK_WRITES} writes {worst * 1000:.0f} ms", flush=True)
    return {"worst": worst, "writes": WEBHOOK_WRITES}


def lines(figures):
    """The section of bench/RESULTS.md."""
    out = ["## The API", "",
           f"`python3 bench/run.py --api-only`: `larder serve` (the release build) on a copy of the "
           f"{figures['lots']:,}-lot household, wrk (Debian) on the same two cores, "
           f"{CONNECTIONS} connections for {SECONDS} s on each read, with a read-only token.", "",
           "| read | size | p50 | p99 | requests/s | failed | p99 < 30 ms |",
           "|---|---:|---:|---:|---:|---:|---|"]
    verdicts = []
    for row in figures["reads"]:
        if "status" in row:
            out.append(f"| {row['name']} | HTTP {row['status']} | | | | | **missed** |")
            verdicts.append((f"GET {row['name']}: p99 < {READ_TARGET_MS} ms", f"HTTP {row['status']}", False))
            continue
        met = row["p99"] < READ_TARGET_MS and row["bad"] == 0
        out.append(f"| {row['name']} | {row['bytes'] / 1024:.0f} KiB | {row['p50']:.1f} ms | "
                   f"{row['p99']:.1f} ms | {row['rate']:.0f} | {row['bad']} | {'met' if met else '**missed**'} |")
        verdicts.append((f"GET {row['name']}: p99 < {READ_TARGET_MS} ms with {CONNECTIONS} clients",
                         f"{row['p99']:.1f} ms", met))
    hook = figures.get("webhook")
    if hook and "worst" in hook:
        met = hook["worst"] < WEBHOOK_TARGET_S
        out += ["", f"Webhook: {hook['writes']} consumes through the API, each answered, then its "
                f"signed `change` event received by a server on this machine: the worst took "
                f"{hook['worst'] * 1000:.0f} ms."]
        verdicts.append(("A write's webhook delivered within 1 s", f"{hook['worst'] * 1000:.0f} ms", met))
    elif hook:
        verdicts.append(("A write's webhook delivered within 1 s", hook["error"], False))
    out += ["", "| target | figure | verdict |", "|---|---:|---|"]
    out += [f"| {target} | {figure} | {'met' if met else '**missed**'} |" for target, figure, met in verdicts]
    return out + [""]
