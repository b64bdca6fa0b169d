"""The login throttle of `larder serve`, against the real server: it slows a client's tries
by a growing pause and never refuses the right password; simultaneous tries are each
counted; behind a `--trusted-proxy`, each forwarded client is counted apart.

usage: check_web_throttle.py LARDER DB BEHAVIOUR
BEHAVIOUR: right-password | simultaneous | proxy"""

import re
import sys
import threading
import time

from web_client import Client, Server

larder, db, behaviour = sys.argv[1], sys.argv[2], sys.argv[3]
PASSWORD = {"LARDER_WEB_PASSWORD": "correct horse"}


def visitor(server):
    """A browser with a session and its form token, from the login page."""
    client = Client(server.port)
    assert client.get("/login")[0] == 200
    return client


def attempt(client, password, forwarded=None):
    """One POST /login: (status, page, seconds taken)."""
    fields = {"password": password, "csrf": client.csrf}
    headers = {"X-Forwarded-For": forwarded} if forwarded else None
    started = time.time()
    status, _, page, _ = client.request("POST", "/login", fields=fields, headers=headers)
    return status, page, time.time() - started


def simultaneous(server, count, forwarded=None):
    """`count` wrong passwords sent at once, each from its own browser: their pages."""
    clients = [visitor(server) for _ in range(count)]
    results = [None] * count
    start = threading.Barrier(count)

    def guess(index):
        start.wait()
        results[index] = attempt(clients[index], f"guess {index}", forwarded)

    threads = [threading.Thread(target=guess, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def wrong_counts(results):
    counts = []
    for status, page, _ in results:
        assert status == 403, (status, page[:300])
        found = re.search(r"The password is wrong \((\d+) wrong in a row", page)
        assert found, page[:500]
        counts.append(int(found.group(1)))
    return sorted(counts)


if behaviour == "right-password":
    # Five wrong passwords, then the right one: it logs in, after the pause (16 s after
    # five wrong ones), never refused.
    server = Server(larder, db, env=PASSWORD)
    simultaneous(server, 5)
    status, page, seconds = attempt(visitor(server), "correct horse")
    assert status == 303, (status, page[:400])
    assert 15 <= seconds < 40, seconds
    server.stop()
elif behaviour == "simultaneous":
    # 24 wrong passwords at once are 24 wrong passwords: each page names its own place.
    server = Server(larder, db, env=PASSWORD)
    counts = wrong_counts(simultaneous(server, 24))
    assert counts == list(range(1, 25)), counts
    server.stop()
elif behaviour == "proxy":
    # Behind a trusted proxy at 127.0.0.1, the client is the right-most address in
    # X-Forwarded-For that is not the proxy's: one client's wrong passwords do not slow
    # another, and what a client wrote to the left of the header is not believed.
    server = Server(larder, db, env=PASSWORD, options=["--trusted-proxy", "127.0.0.1"])
    guesser = "203.0.113.5"
    assert wrong_counts(simultaneous(server, 5, guesser)) == [1, 2, 3, 4, 5]
    status, page, seconds = attempt(visitor(server), "correct horse",
                                    "198.51.100.7")
    assert status == 303 and seconds < 5, (status, seconds, page[:300])
    # Spoofing an address to the left does not make another client of the guesser.
    status, page, seconds = attempt(visitor(server), "guess", f"198.51.100.9, {guesser}")
    assert status == 403 and "(6 wrong in a row" in page and seconds >= 15, (status, seconds)
    server.stop()
    # Without --trusted-proxy, the header is not believed: every try is 127.0.0.1's.
    server = Server(larder, db, env=PASSWORD)
    counts = wrong_counts(simultaneous(server, 2, guesser)
                          + simultaneous(server, 1, "198.51.100.7"))
    assert counts == [1, 2, 3], counts
    server.stop()
else:
    raise SystemExit(f"unknown behaviour {behaviour}")
print("ok")
