"""Visits without a cookie (what `<img>` tags on any other site make a browser send) never
push out a household member's session, though they outnumber the sessions kept:
$LARDER_WEB_SESSIONS sets that number low, so that a few hundred requests are enough.

usage: check_web_session_flood.py LARDER DB

Prints "ok" when every check passes."""

import sys

from web_client import Client, Server

larder, db = sys.argv[1], sys.argv[2]
CAPACITY = 20
FLOOD = 5 * CAPACITY


def adds(member, name):
    """Whether the form the member opened before the flood is still accepted."""
    status, _, _, _ = member.post("/add", {"name": name, "quantity": "1", "date": "2026-10-30"})
    return status == 303


# Without a password: the key's member keeps its session and its form's token; the
# cookie-less visits are refused without making a session at all.
server = Server(larder, db, env={"LARDER_WEB_SESSIONS": str(CAPACITY)})
member = server.admit(Client(server.port))
assert member.get("/add")[0] == 200
for _ in range(FLOOD):
    assert Client(server.port).get("/")[0] == 403
assert adds(member, "After the anonymous flood")
server.stop()

# With a password: each visitor of the login page gets an anonymous session, kept apart
# from the logged-in ones. The flood pushes out the oldest anonymous one, never a member.
server = Server(larder, db, env={"LARDER_WEB_SESSIONS": str(CAPACITY),
                                 "LARDER_WEB_PASSWORD": "correct horse"})
member = Client(server.port)
member.get("/login")
assert member.post("/login", {"password": "correct horse"})[0] == 303
assert member.get("/add")[0] == 200
early = Client(server.port)
assert early.get("/login")[0] == 200
for _ in range(FLOOD):
    assert Client(server.port).get("/login")[0] == 200
assert adds(member, "After the login-page flood")
status, _, _, _ = early.post("/login", {"password": "correct horse"})
assert status == 403, f"the oldest anonymous session was kept ({status}): is the capacity set?"
server.stop()
print("ok")
