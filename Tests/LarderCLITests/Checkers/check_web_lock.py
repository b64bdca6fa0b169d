"""`larder serve` while another program holds the database's write lock (a sqlite3 shell
in `BEGIN IMMEDIATE`, as a long import does), against the real server: reads and static
files are answered while writes wait; a write that cannot get the lock within 5 s is
answered 503 with Retry-After and its form again, with what was typed; SIGTERM and SIGINT
stop the server within its 10 s grace, exiting 143 and 130.

usage: check_web_lock.py LARDER DB BEHAVIOUR
BEHAVIOUR: reads | write | signals"""

import re
import signal
import subprocess
import sys
import threading
import time

from web_client import Client, Server

larder, db, behaviour = sys.argv[1], sys.argv[2], sys.argv[3]


class Lock:
    """A sqlite3 shell holding the write lock until released."""

    def __init__(self):
        self.shell = subprocess.Popen(["sqlite3", db], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True)
        self.shell.stdin.write("BEGIN IMMEDIATE;\nSELECT 'locked';\n")
        self.shell.stdin.flush()
        assert self.shell.stdout.readline().strip() == "locked"

    def release(self):
        self.shell.stdin.write("ROLLBACK;\n.quit\n")
        self.shell.stdin.flush()
        self.shell.wait(timeout=10)


def post_add(client, name, results=None):
    started = time.time()
    try:
        reply = client.post("/add", {"name": name, "quantity": "3", "unit": "each",
                                     "price": "2.50", "date": "2026-10-30"})
    except OSError as error:
        reply = (repr(error), {}, "", b"")
    if results is not None:
        results.append((reply, time.time() - started))
    return reply, time.time() - started


def waiting_posts(client, count):
    """`count` POSTs to /add, started in threads, waiting for the lock."""
    results = []
    threads = [threading.Thread(target=post_add, args=(client, f"Waiting {n}", results))
               for n in range(count)]
    for thread in threads:
        thread.start()
    time.sleep(0.5)
    return threads, results


def admitted(server):
    """A browser let in with the key the server printed, holding the Add form's token."""
    client = server.admit(Client(server.port))
    assert client.get("/add")[0] == 200
    return client


server = Server(larder, db)
client = admitted(server)
lock = Lock()

if behaviour == "reads":
    # Eight writes wait for the lock (twice libmicrohttpd's threads); the stock page, an
    # item search and the style sheet are answered at once meanwhile.
    threads, results = waiting_posts(client, 8)
    reader = admitted(server)
    for path in ["/", "/?q=milk", "/static/app.css", "/expiring"]:
        started = time.time()
        status = reader.get(path)[0]
        seconds = time.time() - started
        assert status == 200 and seconds < 2, (path, status, seconds)
    for thread in threads:
        thread.join()
    # Every waiting write had an answer, none dropped.
    assert len(results) == 8 and all(reply[0] == 503 for reply, _ in results), results
    lock.release()
    server.stop()
elif behaviour == "write":
    # The write is answered 503 after 5 s, with Retry-After and the form as it was typed.
    (status, headers, page, _), seconds = post_add(client, "Lock test tomatoes")
    assert status == 503, (status, page[:300])
    assert 4 <= seconds < 9, seconds
    assert headers.get("retry-after") == "5", headers
    assert 'value="Lock test tomatoes"' in page, page
    assert 'value="2.50"' in page and 'value="2026-10-30"' in page, page
    assert "Another program is changing the database; nothing was saved." in page, page
    # So is every other form: a consume on an item's page keeps its quantity and note.
    item = re.search(r'href="(/items/[0-9a-f-]{36})"', client.get("/")[2]).group(1)
    status, headers, page, _ = client.post(item + "/consume",
                                           {"quantity": "0.5", "note": "Typed note"})
    assert status == 503 and headers.get("retry-after") == "5", (status, headers)
    assert 'value="0.5"' in page and 'value="Typed note"' in page, page
    lock.release()
    # Once the lock is free, the same form is saved.
    (status, headers, page, _), _ = post_add(client, "Lock test tomatoes")
    assert status == 303, (status, page[:300])
    server.stop()
elif behaviour == "signals":
    # SIGTERM while writes wait: the server stops within its grace (10 s) and exits 143;
    # SIGINT likewise exits 130.
    for number in [signal.SIGTERM, signal.SIGINT]:
        threads, results = waiting_posts(client, 4)
        started = time.time()
        server.stop(signal=number)
        assert time.time() - started < 12, time.time() - started
        for thread in threads:
            thread.join()
        if number == signal.SIGTERM:
            server = Server(larder, db)
            client = admitted(server)
    lock.release()
else:
    raise SystemExit(f"unknown behaviour {behaviour}")
print("ok")
