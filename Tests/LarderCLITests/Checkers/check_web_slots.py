"""The connection slots of `larder serve`, against the real server: one address holding
300 half-sent requests (more than the 256 slots) cannot stop another address from being
served. 127.0.0.1 and 127.0.0.2 are both this machine on Linux.

usage: check_web_slots.py LARDER DB"""

import socket
import sys
import time

from web_client import Client, Server

larder, db = sys.argv[1], sys.argv[2]
server = Server(larder, db)

hogs = []
for _ in range(300):
    try:
        s = socket.create_connection(("127.0.0.1", server.port), timeout=5,
                                     source_address=("127.0.0.1", 0))
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # never finished
        hogs.append(s)
    except OSError:
        pass
time.sleep(0.5)
started = time.time()
other = Client(server.port, source="127.0.0.2")
assert other.get("/static/app.css")[0] == 200
assert server.admit(other).get("/")[0] == 200
assert time.time() - started < 5, time.time() - started
for s in hogs:
    s.close()
server.stop()
print("ok")
