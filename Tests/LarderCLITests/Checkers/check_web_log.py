"""The request log of `larder serve`, against the real server: what a client sends in the
method or the path reaches the log escaped, so that control characters (ESC, CR, LF, BEL)
cannot erase a line or print a fake one.

usage: check_web_log.py LARDER DB"""

import socket
import sys

from web_client import Client, Server

larder, db = sys.argv[1], sys.argv[2]
server = Server(larder, db)

# A method that erases its line and writes a fake one; a path (percent-decoded by the
# server) with a newline, a carriage return, a space, a bidirectional override.
hostile = [
    b"\x1b[2K\r\x07POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    b"GET /x%0aPOST%20/login%20303%0d%e2%80%ae%7f HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Connection: close\r\n\r\n",
]
for request in hostile:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(request)
        while s.recv(65536):
            pass
assert server.admit(Client(server.port)).get("/")[0] == 200
log = server.stop()
raw = log.encode()
for byte in [b"\x1b", b"\x07", b"\r", b"\x7f", "\u202e".encode()]:
    assert byte not in raw, (byte, log)
lines = log.splitlines()
assert any(line.startswith("\\x1b[2K\\r\\x07POST /login ") for line in lines), log
assert any(line.startswith("GET /x\\nPOST\\x20/login\\x20303\\r\\u{202e}\\x7f ")
           for line in lines), log
assert not any(line.startswith("POST /login 303") for line in lines), log
print("ok")
