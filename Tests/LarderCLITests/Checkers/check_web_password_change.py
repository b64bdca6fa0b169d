"""`larder serve --set-password`, run while a server runs, takes effect at once: every
session made with the old password (or, on a server that had none, with the key) ends,
the old password is refused and the new one logs in.

usage: check_web_password_change.py LARDER DB

Prints "ok" when every check passes."""

import subprocess
import sys

from web_client import Client, Server

larder, db = sys.argv[1], sys.argv[2]
keyed = db + ".without-password.sqlite"
subprocess.run(["sqlite3", db, f".backup '{keyed}'"], check=True, capture_output=True)


def set_password(database, password):
    subprocess.run([larder, "serve", "--set-password", "--db", database], input=password + "\n",
                   check=True, capture_output=True, text=True, timeout=60)


def logged_in(server, password):
    client = Client(server.port)
    assert client.get("/login")[0] == 200
    status, headers, _, _ = client.post("/login", {"password": password})
    assert status == 303 and headers["location"] == "/", (password, status)
    return client


# A server with a stored password; two members log in.
set_password(db, "old password")
server = Server(larder, db)
first, second = logged_in(server, "old password"), logged_in(server, "old password")
assert first.get("/add")[0] == 200 and second.get("/")[0] == 200

set_password(db, "new password")
# Both sessions are logged out: pages go to the login page, forms are refused.
status, headers, _, _ = first.post("/add", {"name": "Old session", "quantity": "1"})
assert status == 403, status
status, headers, _, _ = second.get("/")
assert status == 303 and headers["location"] == "/login", (status, headers)
assert first.get("/")[0] == 303
# The old password is refused, the new one logs in.
stranger = Client(server.port)
stranger.get("/login")
status, _, page, _ = stranger.post("/login", {"password": "old password"})
assert status == 403 and "The password is wrong" in page, status
member = logged_in(server, "new password")
assert member.get("/")[0] == 200
status, _, _, _ = member.post("/add", {"name": "New session", "quantity": "1",
                                       "date": "2026-10-30", "csrf": member.csrf})
assert status == 303, status
server.stop()

# A server started without a password: storing one while it runs ends the key's sessions,
# and from then on every page asks to log in (the key no longer opens anything).
server = Server(larder, keyed)
owner = server.admit(Client(server.port))
assert owner.get("/")[0] == 200
set_password(keyed, "first password")
status, headers, _, _ = owner.get("/")
assert status == 303 and headers["location"] == "/login", (status, headers)
parts = server.address.split("/", 3)[3]
status, headers, _, _ = Client(server.port).get("/" + parts)
assert status == 303 and headers["location"] == "/login", (status, headers)
assert logged_in(server, "first password").get("/")[0] == 200
server.stop()
print("ok")
