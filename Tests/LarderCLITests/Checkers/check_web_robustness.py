"""Robustness of `larder serve`: malformed and oversized requests, a slow client, and 1,000
requests from 32 connections; the server answers throughout and the database passes
integrity_check afterwards.

usage: check_web_robustness.py LARDER DB"""

import socket
import sys
import threading
import time

from web_client import Client, Server, sqlite

larder, db = sys.argv[1], sys.argv[2]
server = Server(larder, db)
probe = server.admit(Client(server.port))


def raw(data, read=True):
    with socket.create_connection(("127.0.0.1", server.port), timeout=20) as s:
        try:
            s.sendall(data)
        except OSError:
            return b""
        if not read:
            return b""
        chunks = []
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        except OSError:
            pass
        return b"".join(chunks)


def answers():
    status = probe.get("/")[0]
    assert status == 200, status


malformed = [
    b"GARBAGE\r\n\r\n",
    b"\x00\x01\x02\x03\r\n\r\n",
    b"GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET " + b"/" + b"a" * 70_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"b" * 100_000 + b"\r\n\r\n",
    b"GET /%zz%00%ff HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    b"POST /add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
    b"POST /add HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999\r\n\r\n",
    b"POST /add HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nxx\r\n",
    b"POST /add HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n"
    b"Content-Type: application/x-www-form-urlencoded\r\n\r\n"
    + b"".join(b"8000\r\n" + b"x" * 0x8000 + b"\r\n" for _ in range(4)) + b"0\r\n\r\n",
    b"GET / HTTP/1.1\r\n" + b"".join(b"H%d: v\r\n" % i for i in range(3000)) + b"\r\n",
]
for request in malformed:
    reply = raw(request)
    assert not reply or reply.startswith(b"HTTP/1."), reply[:100]
    if b"chunked" in request and b"8000" in request:
        assert b" 413 " in reply.split(b"\r\n")[0], reply[:200]
    answers()

# A long target or large headers within what libmicrohttpd can hold are refused by Larder
# itself, 414 and 431 as pages with the security headers (beyond that, libmicrohttpd's own
# bare answer above: it offers no way to add headers to it).
for request, status in [
    (b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 414),
    (b"GET /?q=" + b"a" * 10_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
     414),
    (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
     + b"".join(b"X-H%d: %s\r\n" % (i, b"v" * 1000) for i in range(20)) + b"\r\n", 431),
]:
    head = raw(request).split(b"\r\n\r\n")[0].decode()
    assert head.startswith(f"HTTP/1.1 {status} "), head[:200]
    assert "Content-Security-Policy: default-src 'self'" in head, head
    assert "X-Content-Type-Options: nosniff" in head, head
    answers()

# Slow clients: 50 connections trickle a header a byte a second, then fall silent. Others
# are served all along, and the silent ones are cut off after the idle timeout. They come
# from 127.0.0.2 and 127.0.0.3, 25 each: one address may hold 64 connections at most
# (check_web_slots.py).
slow = [socket.create_connection(("127.0.0.1", server.port),
                                 source_address=(f"127.0.0.{2 + n % 2}", 0))
        for n in range(50)]
for s in slow:
    s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
for _ in range(5):
    for s in slow:
        s.sendall(b"X")
    answers()
    time.sleep(1)
# A generous ceiling: a loaded machine may be slow to cut them off, never too early.
for s in slow:
    s.settimeout(120)
    try:
        assert s.recv(1) == b"", "a slow client got an answer to half a request"
    except (ConnectionResetError, socket.timeout) as error:
        assert not isinstance(error, socket.timeout), "a silent client was never cut off"
    s.close()
answers()

# A slowloris: a client trickling its headers a byte a second, never idle, is cut off when
# its request has not arrived whole within the request deadline (20 s), while other clients
# are served all along.
trickler = socket.create_connection(("127.0.0.1", server.port))
trickler.settimeout(1)
started = time.time()
endless = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"s" * 200  # > 200 s to send
cut_off = None
for byte in endless:
    try:
        trickler.sendall(bytes([byte]))
        if trickler.recv(1) == b"":
            cut_off = time.time() - started
            break
        raise AssertionError("a trickling client got an answer to half a request")
    except socket.timeout:
        pass
    except (ConnectionResetError, BrokenPipeError):
        cut_off = time.time() - started
        break
    answers()
trickler.close()
# Never before the deadline; the ceiling is structural (cut off before its 200-odd bytes
# were all sent), so a loaded machine's slow watch thread cannot fail the test.
assert cut_off is not None, "a client trickling a byte a second was never cut off"
assert 19 <= cut_off, f"the trickling client was cut off after {cut_off:.1f} s"
answers()

# 1,000 requests from 32 connections, reading and writing.
client = server.admit(Client(server.port))
client.get("/add")
token, cookies = client.csrf, dict(client.cookies)
item = None
failures = []


def worker(number):
    visitor = Client(server.port)
    visitor.cookies = dict(cookies)
    visitor.csrf = token
    for index in range(1000 // 32 + (1 if number < 1000 % 32 else 0)):
        try:
            kind = index % 4
            if kind == 0:
                status = visitor.post("/add", {"name": f"Load {number}", "quantity": "1",
                                               "date": "2026-10-30"})[0]
                expected = 303
            elif kind == 1:
                status, expected = visitor.get("/?q=milk")[0], 200
            elif kind == 2:
                status, expected = visitor.get("/spending?month=2026-10")[0], 200
            else:
                status, expected = visitor.get("/expiring")[0], 200
            if status != expected:
                failures.append((number, index, status))
        except Exception as error:  # noqa: BLE001 - every failure is reported
            failures.append((number, index, repr(error)))


threads = [threading.Thread(target=worker, args=(n,)) for n in range(32)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
assert not failures, failures[:10]
answers()
count = sqlite(db, "SELECT count(*) FROM lots JOIN items ON items.id = lots.item_id "
                   "WHERE items.name LIKE 'Load %'")
assert count == "256", count  # 8 adds in each worker's 31 or 32 requests
server.stop()
assert sqlite(db, "PRAGMA integrity_check") == "ok"
print("ok")
