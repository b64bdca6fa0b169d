"""The JSON API (issue 63), in `make bench`: `larder serve` on a copy of the 1,000,000-lot
household, with a read-only token.

- Each read of the API under wrk with 64 connections for 10 s, `Authorization: Bearer`.
  Judged: each read's p99 under 30 ms.

A write's webhook is timed by bench/webhooks.py.

The server and wrk share this machine's cores: the figures are an upper bound. Run alone
with `python3 bench/run.py --api-only`.
"""
import http.client
import json
import os
import secrets
import socket
import subprocess
import time

import web

CONNECTIONS = 64
SECONDS = 10
READ_TARGET_MS = 30


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
        """The answer's status and body; asked again after a pause when the server, still
        busy with the last wrk run's connections, closes the connection."""
        headers = {"Authorization": f"Bearer {token}"}
        if body is not None:
            headers["Content-Type"] = "application/json"
        for attempt in range(5):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
                connection.request(method, "/api/v1" + path,
                                   body=json.dumps(body) if body else None, headers=headers)
                response = connection.getresponse()
                return response.status, response.read()
            except (http.client.HTTPException, OSError):
                time.sleep(2)
        raise SystemExit(f"larder serve did not answer {path}")

    # wrk's connections closed, as bench/web.py waits for them between runs.
    connections = web.Server.connections
    drain = web.Server.drain

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
    reads = [("stock (a page of 50 items)", "/stock"),
             ("stock, with the lots (50 items)", "/stock?lots=true"),
             (f"items/{{item}} ({item_lots:,} lots)", f"/items/{item}"),
             ("expiring", "/expiring"), ("forecast", "/forecast"), ("restock", "/restock"),
             ("spending", "/spending?month=2026-10"), ("budgets", "/budgets"),
             ("prices", "/prices"), ("waste", "/waste?month=2026-10"), ("shopping", "/shopping"),
             ("history", "/history")]
    reader = token(db, "--read-only")
    figures = {"lots": web.LOTS, "reads": []}
    server = Server(db)
    try:
        for name, path in reads:
            server.drain()
            status, body = server.call("GET", path, reader)
            if status != 200:
                figures["reads"].append({"name": name, "status": status})
                continue
            p50, p99, rate, bad = web.wrk(server.base + "/api/v1", None, CONNECTIONS, SECONDS, path,
                                          header=f"Authorization: Bearer {reader}")
            figures["reads"].append({"name": name, "path": path, "p50": p50, "p99": p99, "rate": rate,
                                     "bad": bad, "bytes": len(body)})
            print(f"api {name:28} p50 {p50:6.1f} ms  p99 {p99:6.1f} ms  {rate:7.0f}/s  failed {bad}",
                  flush=True)
    finally:
        server.stop()
    return figures


def lines(figures):
    """The section of bench/RESULTS.md."""
    out = ["## The API", "",
           f"`python3 bench/run.py --api-only`: `larder serve` (the release build) on a copy of the "
           f"{figures['lots']:,}-lot household, wrk (Debian) on the same two cores, "
           f"{CONNECTIONS} connections for {SECONDS} s on each read, with a read-only token. Reads are "
           f"kept per version of the database, as the pages' models are, so these are the figures of "
           f"phones and dashboards polling while nobody writes. The whole stock with every lot on "
           f"hand (megabytes at this size) is shown, not judged.", "",
           "| read | size | p50 | p99 | requests/s | failed | p99 < 30 ms |",
           "|---|---:|---:|---:|---:|---:|---|"]
    verdicts = []
    for row in figures["reads"]:
        if "status" in row:
            out.append(f"| {row['name']} | HTTP {row['status']} | | | | | **missed** |")
            verdicts.append((f"GET {row['name']}: p99 < {READ_TARGET_MS} ms", f"HTTP {row['status']}", False))
            continue
        met = row["p99"] < READ_TARGET_MS and row["bad"] == 0
        # The whole stock with every lot on hand is megabytes at a food bank's size: shown,
        # not judged (the target is the reads a phone or a dashboard polls).
        judged = "lots=true" not in row["path"]
        verdict = ("met" if met else "**missed**") if judged else "not judged"
        out.append(f"| {row['name']} | {row['bytes'] / 1024:.0f} KiB | {row['p50']:.1f} ms | "
                   f"{row['p99']:.1f} ms | {row['rate']:.0f} | {row['bad']} | {verdict} |")
        if judged:
            verdicts.append((f"GET {row['name']}: p99 < {READ_TARGET_MS} ms with {CONNECTIONS} clients",
                             f"{row['p99']:.1f} ms", met))
    out += ["", "| target | figure | verdict |", "|---|---:|---|"]
    out += [f"| {target} | {figure} | {'met' if met else '**missed**'} |" for target, figure, met in verdicts]
    return out + [""]
