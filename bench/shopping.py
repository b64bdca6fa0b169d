"""The shared shopping list's figures of `make bench` (issue 35): at 100,000 lots, 64
simulated phones poll the Shopping page as the page script does (every 3 seconds, each
starting at its own moment) while 4 members tick lines ("Bought as usual", each tick a
purchase recorded as usual) for 30 seconds: a line a second each (judged), then one after
another with no pause (reported). Each member puts their lines back on the list after
ticking them all (untimed). A tick's round trip is its POST and the Shopping page it is
sent back to, as the phone sees it. Judged: the p99 of those round trips, under 100 ms.
The phones' own page loads are reported too.

Run alone with `python3 bench/run.py --shopping-only`.
"""
import http.client
import os
import re
import secrets
import shutil
import socket
import statistics
import subprocess
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LARDER = os.environ.get("BENCH_LARDER", os.path.join(ROOT, ".build/release/larder"))
WORK = os.path.join(ROOT, ".build/bench")
LOTS = 100_000
PHONES = 64
TICKERS = 4
POLL_SECONDS = 3
TICK_SECONDS = 30
PAUSE = 1.0
TARGET_MS = 100
AS_OF = "2026-11-01"


class Phone:
    """One phone's session, from its own loopback address (`source`: a household's phones
    are as many clients, and the server takes at most 64 connections from one): its
    cookie and form token."""

    def __init__(self, port, key, source):
        self.port = port
        self.source = source
        self.connection = None
        status, headers, _ = self.request("GET", "/?key=" + key)
        self.cookie = headers["set-cookie"].split(";")[0]
        _, _, page = self.request("GET", "/shopping")
        self.csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)

    def request(self, method, path, fields=None):
        for attempt in range(2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection(
                    "127.0.0.1", self.port, timeout=30, source_address=(self.source, 0))
            headers = {"Cookie": self.cookie} if getattr(self, "cookie", None) else {}
            body = None
            if fields is not None:
                body = urllib.parse.urlencode(fields)
                headers["Content-Type"] = "application/x-www-form-urlencoded"
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                text = response.read().decode("utf-8", "replace")
                return response.status, {k.lower(): v for k, v in response.getheaders()}, text
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = None
                if attempt:
                    raise
        raise AssertionError("unreachable")


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def database(serve_database):
    """A copy of the benchmark household of LOTS lots, every item on its shopping list."""
    source = serve_database(LOTS)
    db = os.path.join(WORK, "shopping.sqlite")
    shutil.copyfile(source, db)
    for suffix in ("-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)
    names = subprocess.run(["sqlite3", db, "SELECT name FROM items ORDER BY id"],
                           capture_output=True, text=True, check=True).stdout.splitlines()
    for name in names:
        subprocess.run([LARDER, "shopping", "add", name, "--db", db, "--as-of", AS_OF],
                       check=True, stdout=subprocess.DEVNULL)
    return db, names


def bench(serve_database):
    """Two runs on the same household: members ticking a line a second (`PAUSE`, already
    quicker than a person in a shop), judged; and without a pause, reported."""
    db, names = database(serve_database)
    return {"paced": run(db, names, PAUSE), "flat out": run(db, names, 0)}


def run(db, names, pause):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    key = secrets.token_hex(16)
    server = subprocess.Popen(
        [LARDER, "serve", "--db", db, "--listen", f"127.0.0.1:{port}", "--as-of", AS_OF],
        stderr=subprocess.DEVNULL, env=dict(os.environ, LARDER_WEB_KEY=key))
    try:
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)
        phones = [Phone(port, key, f"127.0.1.{i + 1}") for i in range(PHONES)]
        tickers = [Phone(port, key, f"127.0.2.{i + 1}") for i in range(TICKERS)]
        stop = threading.Event()
        polls, ticks, failures = [], [], []
        lock = threading.Lock()

        def poll(phone, offset):
            time.sleep(offset)
            while not stop.is_set():
                started = time.perf_counter()
                status, _, _ = phone.request("GET", "/shopping")
                with lock:
                    polls.append(time.perf_counter() - started)
                    if status != 200:
                        failures.append(f"poll {status}")
                stop.wait(POLL_SECONDS)

        share = [names[i::TICKERS] for i in range(TICKERS)]

        def tick(phone, lines):
            end = time.perf_counter() + TICK_SECONDS
            while time.perf_counter() < end:
                for name in lines:
                    started = time.perf_counter()
                    status, headers, _ = phone.request(
                        "POST", "/shopping/buy", {"name": name, "csrf": phone.csrf})
                    if status == 303:
                        status, _, _ = phone.request("GET", headers["location"])
                    with lock:
                        ticks.append(time.perf_counter() - started)
                        if status != 200:
                            failures.append(f"tick {name} {status}")
                    if pause:
                        time.sleep(pause)
                # The lines again, for the next pass (not timed).
                for name in lines:
                    phone.request("POST", "/shopping/add", {"name": name, "csrf": phone.csrf})

        pollers = [threading.Thread(target=poll, args=(phone, POLL_SECONDS * i / PHONES))
                   for i, phone in enumerate(phones)]
        for thread in pollers:
            thread.start()
        time.sleep(POLL_SECONDS)
        tick_threads = [threading.Thread(target=tick, args=(phone, lines))
                        for phone, lines in zip(tickers, share)]
        started = time.perf_counter()
        for thread in tick_threads:
            thread.start()
        for thread in tick_threads:
            thread.join()
        elapsed = time.perf_counter() - started
        stop.set()
        for thread in pollers:
            thread.join()
        bought = int(subprocess.run(
            ["sqlite3", db, "SELECT count(*) FROM shopping_lines WHERE bought_on IS NOT NULL"],
            capture_output=True, text=True, check=True).stdout)
        return {"lots": LOTS, "phones": PHONES, "tickers": TICKERS, "ticks": len(ticks),
                "bought": bought, "seconds": elapsed, "failures": failures[:5],
                "failed": len(failures),
                "tick_p50": statistics.median(ticks) * 1000,
                "tick_p99": percentile(ticks, 0.99) * 1000,
                "poll_p50": statistics.median(polls) * 1000,
                "poll_p99": percentile(polls, 0.99) * 1000, "polls": len(polls)}
    finally:
        server.terminate()
        server.wait()


def lines(runs):
    paced = runs["paced"]
    verdict = "PASS" if paced["tick_p99"] < TARGET_MS and paced["failed"] == 0 else "FAIL"
    out = [
        "## The shared shopping list",
        "",
        "`python3 bench/run.py --shopping-only`: a copy of the 100,000-lot household with every",
        f"item on its shopping list; {paced['phones']} phones (each from its own loopback address)",
        f"poll the Shopping page every {POLL_SECONDS} s, as the page script does, while "
        f"{paced['tickers']} members tick lines",
        f"(\"Bought as usual\", each a purchase) for {TICK_SECONDS} s, putting their lines back on the",
        "list after ticking them all (untimed). A tick's round trip is its POST and the Shopping",
        f"page it is sent back to. *Paced*: each member ticks a line every {PAUSE:.0f} s (quicker than a",
        "person in a shop); *flat out*: one tick after another, no pause. The client is Python on",
        "the same two cores as the server.",
        "",
        "| Run | Lots | Phones polling | Members ticking | Ticks | Ticks/s | Tick p50 | Tick p99 | Poll p50 | Poll p99 | Failed |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, f in runs.items():
        out.append(
            f"| {name} | {f['lots']:,} | {f['phones']} | {f['tickers']} | {f['ticks']} | "
            f"{f['ticks'] / f['seconds']:.0f} | {f['tick_p50']:.1f} ms | {f['tick_p99']:.1f} ms | "
            f"{f['poll_p50']:.1f} ms | {f['poll_p99']:.1f} ms | {f['failed']} |")
    out += [
        "",
        "| Target | Measured | Limit | Status |",
        "|---|---:|---:|---|",
        f"| p99 of a tick's round trip at 100,000 lots (paced) | {paced['tick_p99']:.1f} ms "
        f"| {TARGET_MS} ms | {verdict} |",
        "",
    ]
    for name, f in runs.items():
        if f["failed"]:
            out.insert(-1, f"Failures ({name}): {f['failures']}")
    return out
