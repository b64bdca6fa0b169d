"""The web at a food bank's size (issue 36), in `make bench`: `larder serve` on a copy of the
1,000,000-lot household.

- Each page under wrk with 64 connections for 10 s: Stock, Item (the item whose lot count
  is nearest 5,000), Spending, Budgets, Shopping, Eat first (`/expiring`), Stocktake and
  History. Judged: each page's p99 under 50 ms.
- Soaks: SOAK_RUNS (default 3) in a row, each 16 connections for SOAK_SECONDS (default 600)
  over all those pages in turn, as wrk runs of SOAK_SLICE seconds one after the other so that
  a failed request is dated within a slice; the server's resident memory is read every 10 s,
  and what it logs other than its requests (libmicrohttpd's messages, a connection cut off)
  is kept with the time. Judged: it grows by less than 5 MiB after the first minute, and no
  request fails in any soak (issue 65).
- Reads while a household member imports: 16 clients reading the same pages in turn while
  `larder import` adds 100,000 purchases to the same database from the command line.
  Judged: the p99 of every request sent while the import ran, under 200 ms (reads never
  wait for the writer).

The server and wrk share this machine's cores, as a household's server and its phones do
not: the figures are an upper bound. Run alone with `python3 bench/run.py --web-only`.
"""
import http.client
import os
import re
import secrets
import shutil
import socket
import subprocess
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LARDER = os.environ.get("BENCH_LARDER", os.path.join(ROOT, ".build/release/larder"))
WORK = os.path.join(ROOT, ".build/bench")
LOTS = 1_000_000
ITEM_LOTS = 5_000
CONNECTIONS = 64
SECONDS = 10
PAGE_TARGET_MS = 50
SOAK_SECONDS = int(os.environ.get("BENCH_SOAK_SECONDS", "600"))
SOAK_CONNECTIONS = 16
SOAK_RUNS = int(os.environ.get("BENCH_SOAK_RUNS", "3"))
SOAK_SLICE = 60
SOAK_GROWTH_MIB = 5
IMPORT_LOTS = 100_000
IMPORT_TARGET_MS = 200
AS_OF = "2026-11-01"

# Cycles through the paths of `paths` (one per request), so that one wrk run reads them all.
ROTATION = """
local paths = {%s}
local i = 0
request = function()
  i = i %% #paths + 1
  return wrk.format("GET", paths[i])
end
"""


def wrk(base, cookie, connections, seconds, path=None, script=None, header=None):
    """wrk's latency figures: (p50 ms, p99 ms, requests/s, answers not 2xx/3xx). Each request
    carries the session's cookie, or `header` (the API's `Authorization`) instead."""
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", "10s",
               "-H", header or f"Cookie: {cookie}"]
    if script:
        command += ["-s", script]
    out = subprocess.run(command + [base + (path or "/")], capture_output=True, text=True).stdout
    latency = dict(re.findall(r"^\s+(50|99)%\s+([0-9.]+\w+)", out, re.M))
    rate = re.search(r"Requests/sec:\s+([0-9.]+)", out)
    failed = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    bad = int(failed.group(1)) if failed else 0
    if errors:
        bad += sum(int(n) for n in errors.groups())
    if bad:
        # Which failures they were, for the log: answers, or connect/read/write/timeout errors.
        print("wrk: " + "; ".join(line.strip() for line in out.splitlines()
                                  if "Non-2xx" in line or "Socket errors" in line), flush=True)
    return (milliseconds(latency.get("50", "")), milliseconds(latency.get("99", "")),
            float(rate.group(1)) if rate else 0.0, bad)


def milliseconds(text):
    """A wrk latency such as `812.00us`, `18.71ms` or `1.02s` in milliseconds (inf if unread)."""
    match = re.fullmatch(r"([0-9.]+)(us|ms|s)", text)
    if not match:
        return float("inf")
    return float(match.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[match.group(2)]


class Server:
    """`larder serve` on `db` on a free loopback port, with a session cookie."""

    def __init__(self, db):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        key = secrets.token_hex(16)
        self.process = subprocess.Popen(
            [LARDER, "serve", "--db", db, "--listen", f"127.0.0.1:{self.port}", "--as-of", AS_OF],
            stderr=subprocess.PIPE, env=dict(os.environ, LARDER_WEB_KEY=key))
        # What the server logs other than one line per request, with the time it came.
        self.messages = []
        self.reader = threading.Thread(target=self.keep_messages, daemon=True)
        self.reader.start()
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(200):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                connection.request("GET", "/?key=" + key)
                self.cookie = connection.getresponse().headers["Set-Cookie"].split(";")[0]
                return
            except OSError:
                time.sleep(0.1)
        raise SystemExit("larder serve did not start")

    def keep_messages(self):
        request = re.compile(rb"^(\S+ )?(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS|[A-Z]+) \S+ (\d{3}|-) [0-9.]+ ms")
        for line in self.process.stderr:
            if not request.search(line.split(b"] ", 1)[-1]):
                self.messages.append((time.time(), line.decode(errors="replace").rstrip()))

    def get(self, path):
        """The page's status and body; asked again after a pause when the server, still
        busy with the last wrk run's connections, closes the connection."""
        for attempt in range(5):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
                connection.request("GET", path, headers={"Cookie": self.cookie})
                response = connection.getresponse()
                return response.status, response.read()
            except (http.client.HTTPException, OSError):
                time.sleep(2)
        raise SystemExit(f"larder serve did not answer {path}")

    def connections(self):
        """The server's TCP connections still open (established, or closed by the client and
        not yet by the server), from /proc/net/tcp."""
        count = 0
        for table in ("/proc/net/tcp", "/proc/net/tcp6"):
            try:
                rows = open(table).read().splitlines()[1:]
            except OSError:
                continue
            for row in rows:
                fields = row.split()
                local, state = fields[1], fields[3]
                if int(local.rsplit(":", 1)[1], 16) == self.port and state in ("01", "08"):
                    count += 1
        return count

    def drain(self, seconds=30):
        """Waits until the last run's connections are closed on the server's side: it holds
        at most 64 per address, so a run started while it still answers the last one's
        requests would find some of its connections refused."""
        deadline = time.monotonic() + seconds
        while self.connections() and time.monotonic() < deadline:
            time.sleep(0.05)

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))

    def stop(self):
        self.process.terminate()
        self.process.wait()


def database(serve_database, lots=LOTS):
    """A copy of the benchmark household of `lots` lots (the import below adds to it)."""
    source = serve_database(lots)
    folder = os.path.join(WORK, "web")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    db = os.path.join(folder, "larder.sqlite")
    subprocess.run(["sqlite3", source, f".backup '{db}'"], check=True)
    return db


def item_near(db, lots):
    """The uuid and lot count of the item whose lot count is nearest `lots`."""
    out = subprocess.run(
        ["sqlite3", db, "SELECT items.uuid, count(*) AS n FROM lots JOIN items ON items.id = lots.item_id"
         f" GROUP BY items.id ORDER BY abs(count(*) - {lots}) LIMIT 1"],
        capture_output=True, text=True, check=True).stdout.strip()
    uuid, count = out.split("|")
    return uuid, int(count)


def bench(serve_database, lots=LOTS, soaks=SOAK_RUNS, during_import=True):
    """Every page under wrk at `lots` lots; then `soaks` soaks and the reads during an import
    (at 1M lots; the ten-million-lot run asks for the pages alone)."""
    db = database(serve_database, lots)
    item, item_lots = item_near(db, ITEM_LOTS)
    pages = [("Stock", "/"), (f"Item ({item_lots:,} lots)", f"/items/{item}"),
             ("Spending", "/spending?month=2026-10"), ("Budgets", "/budgets"), ("Shopping", "/shopping"),
             ("Eat first", "/expiring"), ("Stocktake", "/stocktake"), ("History", "/history")]
    rotation = os.path.join(WORK, "web", "rotation.lua")
    with open(rotation, "w") as f:
        f.write(ROTATION % ", ".join(f'"{path}"' for _, path in pages))
    server = Server(db)
    figures = {"lots": lots, "pages": [], "soaks": [], "import": None}
    try:
        for name, path in pages:
            status, body = server.get(path)
            if status != 200:
                figures["pages"].append({"name": name, "status": status})
                continue
            server.drain()
            before = server.rss_kib()
            p50, p99, rate, bad = wrk(server.base, server.cookie, CONNECTIONS, SECONDS, path)
            row = {"name": name, "path": path, "p50": p50, "p99": p99, "rate": rate, "bad": bad,
                   "bytes": len(body),
                   "rss_before": before, "rss_after": server.rss_kib()}
            print(f"web {lots:,} {name:22} p50 {p50:6.1f} ms  p99 {p99:6.1f} ms  {rate:7.0f}/s  failed {bad}",
                  flush=True)
            figures["pages"].append(row)
        for _ in range(soaks):
            figures["soaks"].append(soak(server, rotation))
        if during_import:
            figures["import"] = reads_during_import(server, [path for _, path in pages], db)
    finally:
        server.stop()
    return figures


def soak(server, rotation):
    """SOAK_SECONDS of SOAK_CONNECTIONS over every page, as wrk runs of SOAK_SLICE seconds
    (each failure dated by its slice), the server's RSS every 10 s, and what the server
    logged meanwhile other than its requests."""
    samples = []
    done = threading.Event()

    def sample():
        started = time.monotonic()
        while not done.is_set():
            samples.append((time.monotonic() - started, server.rss_kib()))
            done.wait(10)

    server.drain()
    logged = len(server.messages)
    sampler = threading.Thread(target=sample)
    sampler.start()
    slices = []
    started = time.time()
    try:
        while time.time() - started < SOAK_SECONDS - 1:
            length = max(1, min(SOAK_SLICE, int(SOAK_SECONDS - (time.time() - started))))
            begun = time.time()
            p50, p99, rate, bad = wrk(server.base, server.cookie, SOAK_CONNECTIONS, length, script=rotation)
            slices.append({"start": begun - started, "seconds": length, "p50": p50, "p99": p99,
                           "rate": rate, "bad": bad})
            if bad:
                print(f"web soak: {bad} failed between {begun - started:.0f} s and {time.time() - started:.0f} s",
                      flush=True)
    finally:
        done.set()
        sampler.join()
    samples.append((SOAK_SECONDS, server.rss_kib()))
    after_minute = [kib for t, kib in samples if t >= 60] or [samples[-1][1]]
    weights = sum(part["rate"] * part["seconds"] for part in slices) or 1
    result = {"seconds": SOAK_SECONDS,
              "p50": sum(part["p50"] * part["rate"] * part["seconds"] for part in slices) / weights,
              "p99": max(part["p99"] for part in slices),
              "rate": weights / SOAK_SECONDS, "bad": sum(part["bad"] for part in slices),
              "failures": [(part["start"], part["bad"]) for part in slices if part["bad"]],
              "messages": [(when - started, text) for when, text in server.messages[logged:]],
              "start": samples[0][1], "minute": after_minute[0], "end": samples[-1][1],
              "peak": max(kib for _, kib in samples)}
    print(f"web soak {SOAK_SECONDS} s: p99 {result['p99']:.1f} ms, RSS {result['start'] / 1024:.1f} -> "
          f"{result['minute'] / 1024:.1f} (1 min) -> {result['end'] / 1024:.1f} MiB, failed {result['bad']}",
          flush=True)
    for when, text in result["messages"]:
        print(f"web soak: the server at {when:.0f} s: {text}", flush=True)
    return result


def reads_during_import(server, paths, db):
    """Every page's latency, in turn, from SOAK_CONNECTIONS clients while `larder import` adds
    IMPORT_LOTS purchases to the database: the p99 of every request sent while it ran."""
    folder = os.path.join(WORK, "web", "import")
    subprocess.run([LARDER, "generate", "--lots", str(IMPORT_LOTS), "--seed", "7", "--output", folder],
                   check=True, stderr=subprocess.DEVNULL)
    server.drain()
    latencies = []
    failed = []
    done = threading.Event()

    def client(offset):
        connection = None
        turn = offset
        while not done.is_set():
            path = paths[turn % len(paths)]
            turn += 1
            sent = time.monotonic()
            try:
                if connection is None:
                    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
                connection.request("GET", path, headers={"Cookie": server.cookie})
                response = connection.getresponse()
                response.read()
                if response.status != 200:
                    failed.append(response.status)
            except (http.client.HTTPException, OSError) as error:
                failed.append(str(error))
                connection = None
                continue
            latencies.append((sent, time.monotonic() - sent))

    clients = [threading.Thread(target=client, args=(n,)) for n in range(SOAK_CONNECTIONS)]
    for thread in clients:
        thread.start()
    time.sleep(1)
    started = time.monotonic()
    importer = subprocess.run([LARDER, "import", os.path.join(folder, "purchases.csv"), "--db", db],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    ended = time.monotonic()
    done.set()
    for thread in clients:
        thread.join()
    if importer.returncode != 0:
        raise SystemExit("larder import failed: " + importer.stderr.decode(errors="replace"))
    during = sorted(latency for sent, latency in latencies if started <= sent <= ended)
    if not during:
        raise SystemExit("no page was read while the import ran")
    p50 = during[len(during) // 2] * 1000
    p99 = during[min(len(during) - 1, int(0.99 * len(during)))] * 1000
    result = {"lots": IMPORT_LOTS, "seconds": ended - started, "p50": p50, "p99": p99,
              "worst": during[-1] * 1000, "requests": len(during), "bad": len(failed)}
    print(f"web during a {IMPORT_LOTS:,}-purchase import ({result['seconds']:.1f} s): {len(during)} requests, "
          f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, slowest {result['worst']:.0f} ms, failed {len(failed)}", flush=True)
    return result


def lines(figures, title="## The web at a food bank's size"):
    """The section of bench/RESULTS.md."""
    out = [title, "",
           f"`python3 bench/run.py --web-only`: `larder serve` (the release build) on a copy of the "
           f"{figures['lots']:,}-lot household, wrk (Debian) on the same two cores. Each page: "
           f"{CONNECTIONS} connections for {SECONDS} s, one session. The soak and the import run "
           f"read every page in turn with {SOAK_CONNECTIONS} connections.", "",
           "| page | size | p50 | p99 | requests/s | RSS before | RSS after | failed | p99 < 50 ms |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    verdicts = []
    for row in figures["pages"]:
        if "status" in row:
            out.append(f"| {row['name']} | HTTP {row['status']} | | | | | | | **missed** |")
            verdicts.append((f"{row['name']}: p99 < {PAGE_TARGET_MS} ms with {CONNECTIONS} clients",
                             f"HTTP {row['status']}", False))
            continue
        met = row["p99"] < PAGE_TARGET_MS and row["bad"] == 0
        out.append(f"| {row['name']} | {row['bytes'] / 1024:.0f} KiB | {row['p50']:.1f} ms | {row['p99']:.1f} ms | {row['rate']:.0f} | "
                   f"{row['rss_before'] / 1024:.0f} MiB | {row['rss_after'] / 1024:.0f} MiB | {row['bad']} | "
                   f"{'met' if met else '**missed**'} |")
        verdicts.append((f"{row['name']}: p99 < {PAGE_TARGET_MS} ms with {CONNECTIONS} clients",
                         f"{row['p99']:.1f} ms", met))
    for number, soak_row in enumerate(figures.get("soaks", []), 1):
        growth = (soak_row["end"] - soak_row["minute"]) / 1024
        failures = "; ".join(f"{bad} between {start:.0f} s and {start + SOAK_SLICE:.0f} s"
                             for start, bad in soak_row["failures"]) or "none"
        logged = "; ".join(f"at {when:.0f} s: {text}" for when, text in soak_row["messages"][:5]) or "nothing"
        out += ["", f"Soak {number} of {len(figures['soaks'])}: {soak_row['seconds']} s, {SOAK_CONNECTIONS} "
                f"connections, every page in turn, as wrk runs of {SOAK_SLICE} s: "
                f"p50 {soak_row['p50']:.1f} ms, p99 {soak_row['p99']:.1f} ms (the slowest slice's), "
                f"{soak_row['rate']:.0f} requests/s, {soak_row['bad']} failed (when: {failures}); the server "
                f"logged, other than its requests, {logged}; its RSS {soak_row['start'] / 1024:.1f} MiB at the "
                f"start, {soak_row['minute'] / 1024:.1f} MiB after the first minute, {soak_row['end'] / 1024:.1f} "
                f"MiB at the end (peak {soak_row['peak'] / 1024:.1f} MiB)."]
        verdicts.append((f"Soak {number}: RSS growth after the first minute < {SOAK_GROWTH_MIB} MiB, "
                         "no request failed", f"{growth:+.1f} MiB, {soak_row['bad']} failed",
                         growth < SOAK_GROWTH_MIB and soak_row["bad"] == 0))
    during = figures.get("import")
    if during:
        out += ["", f"During `larder import` of {during['lots']:,} purchases into the same database "
                f"({during['seconds']:.1f} s): {SOAK_CONNECTIONS} clients (Python, keep-alive) reading every page "
                f"in turn, {during['requests']:,} requests sent while it ran: p50 {during['p50']:.1f} ms, "
                f"p99 {during['p99']:.1f} ms, slowest {during['worst']:.0f} ms (the pages read afresh when the "
                f"import commits), {during['bad']} failed."]
        verdicts.append((f"Pages during a {during['lots']:,}-purchase import: p99 < {IMPORT_TARGET_MS} ms",
                         f"{during['p99']:.1f} ms", during["p99"] < IMPORT_TARGET_MS and during["bad"] == 0))
    out += ["", "| Target | Measured | Status |", "|---|---:|---|"]
    out += [f"| {name} | {value} | {'met' if met else '**missed**'} |" for name, value, met in verdicts]
    return out + [""]
