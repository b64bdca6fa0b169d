"""The phone's Stock page (issue 61), in `make bench`: `larder serve` (the release build) on
a copy of the 100,000-lot household, wrk with 64 connections for 10 s on `/`, whose every
row carries its usual portion's button (one read of the pack sizes per page, kept while the
database is unchanged). Judged: p99 under 50 ms. Run alone with `python3 bench/run.py
--phone-only`.
"""
import os
import re

import web

LOTS = 100_000
TARGET_MS = 50


def bench(serve_database):
    """The Stock page's figures: rows, bytes, p50, p99, requests/s, answers not 2xx/3xx."""
    db = serve_database(LOTS)
    server = web.Server(db)
    try:
        status, body = server.get("/")
        if status != 200:
            return {"status": status}
        text = body.decode() if isinstance(body, bytes) else body
        rows = len(re.findall(r'<li id="item-', text))
        buttons = len(re.findall(r'class="quick consume"|class="quick discard-expired"', text))
        server.drain()
        p50, p99, rate, bad = web.wrk(server.base, server.cookie, web.CONNECTIONS, web.SECONDS, "/")
        print(f"phone stock {rows} rows p50 {p50:.1f} ms p99 {p99:.1f} ms {rate:.0f}/s failed {bad}",
              flush=True)
        return {"rows": rows, "buttons": buttons, "bytes": len(body), "p50": p50, "p99": p99,
                "rate": rate, "bad": bad}
    finally:
        server.stop()


def lines(figures):
    """The section of bench/RESULTS.md."""
    out = ["## The phone's Stock page", "",
           f"`python3 bench/run.py --phone-only`: `larder serve` (the release build) on a copy of the "
           f"{LOTS:,}-lot household, wrk (Debian) with {web.CONNECTIONS} connections for "
           f"{web.SECONDS} s on `/`, one session, on the same two cores. Each row is one item with its "
           "usual portion's button (docs/definitions.md, 24).", ""]
    if "status" in figures:
        return out + [f"The page answered HTTP {figures['status']}: not measured.", ""]
    verdict = "met" if figures["p99"] < TARGET_MS and figures["bad"] == 0 else "missed"
    out += ["| rows | buttons | size | p50 | p99 | requests/s | failed |", "|---:|---:|---:|---:|---:|---:|---:|",
            f"| {figures['rows']} | {figures['buttons']} | {figures['bytes'] / 1024:.0f} KiB | "
            f"{figures['p50']:.1f} ms | {figures['p99']:.1f} ms | {figures['rate']:.0f} | {figures['bad']} |", "",
            "| Target | Measured | Verdict |", "|---|---|---|",
            f"| Stock: p99 < {TARGET_MS} ms with {web.CONNECTIONS} clients at {LOTS:,} lots | "
            f"{figures['p99']:.1f} ms | {verdict} |", ""]
    return out
