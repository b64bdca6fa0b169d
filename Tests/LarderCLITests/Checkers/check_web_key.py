"""Without a password, `larder serve` on loopback admits only whoever started it: the
visitor must open the address it printed, whose `?key=` is exchanged for a session cookie.
Another account on the machine (`nobody`, through setpriv; the test runs as root) gets
neither the stock, nor the Downloads page with the calendar token, nor a purchase added.

usage: check_web_key.py LARDER DB

Prints "ok" when every check passes."""

import json
import os
import re
import subprocess
import sys

from web_client import Client, Server, free_port, sqlite

larder, db = sys.argv[1], sys.argv[2]


def state():
    return sqlite(db, "SELECT (SELECT count(*) FROM lots), (SELECT count(*) FROM changes)")


# serve makes its own random key and prints it only in its start line, on standard error;
# it is not on the command line, which every account can read in /proc.
server = Server(larder, db, key=None)
assert server.key and re.fullmatch(r"[0-9a-f]{64}", server.key), server.address
assert server.address == f"http://127.0.0.1:{server.port}/?key={server.key}", server.address
with open(f"/proc/{server.process.pid}/cmdline", "rb") as f:
    assert server.key.encode() not in f.read()

# As nobody: every page and form is refused (403) with a page saying what to open, and no
# session is made; the key cannot be read from serve's environment either.
NOBODY = r'''
import http.client, json, sys
port, pid = int(sys.argv[1]), sys.argv[2]
answers = []
for method, path, body in [
        ("GET", "/", None), ("GET", "/add", None), ("GET", "/downloads", None),
        ("GET", "/?key=" + "0" * 64, None), ("GET", "/calendar.ics", None),
        ("POST", "/add", "name=Intruder&quantity=1&csrf=x"),
        ("POST", "/add?key=" + "0" * 64, "name=Intruder&quantity=1&csrf=x")]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Content-Type": "application/x-www-form-urlencoded"} if body else {}
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    answers.append([method, path, response.status, response.getheader("Set-Cookie"),
                    response.read().decode()])
try:
    open(f"/proc/{pid}/environ", "rb").read()
    environ = "read"
except OSError:
    environ = "refused"
print(json.dumps({"answers": answers, "environ": environ}))
'''
before = state()
run = subprocess.run(
    ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-c",
     NOBODY, str(server.port), str(server.process.pid)],
    capture_output=True, text=True, timeout=120, cwd="/")
assert run.returncode == 0, run.stderr
seen = json.loads(run.stdout)
assert seen["environ"] == "refused", seen["environ"]
for method, path, status, cookie, page in seen["answers"]:
    assert status == 403, (method, path, status)
    assert cookie is None, (method, path, cookie)
    if path != "/calendar.ics":
        assert "key" in page and "printed" in page, (method, path, page[:2000])
    assert "Whole milk" not in page and "calendar.ics?token" not in page, (method, path)
assert state() == before, "nobody changed the database"

# The user who started it opens the printed address: 303 to the address without the key,
# with a session cookie, which then opens every page and form.
owner = server.admit(Client(server.port))
status, _, page, _ = owner.get("/")
assert status == 200 and "Whole milk" in page, status
assert owner.get("/add")[0] == 200
status, headers, _, _ = owner.post("/add", {"name": "Key oat milk", "quantity": "1",
                                            "date": "2026-10-30"})
assert status == 303, status
assert sqlite(db, "SELECT count(*) FROM items WHERE name = 'Key oat milk'") == "1"

# The key opens any page: the redirect keeps the path and the other arguments.
visitor = Client(server.port)
status, headers, _, _ = visitor.get(f"/spending?month=2026-10&key={server.key}")
assert status == 303 and headers["location"] == "/spending?month=2026-10", headers
assert visitor.get("/spending?month=2026-10")[0] == 200

# The calendar feed keeps its own token, without the key.
token = re.search(r"/calendar\.ics\?token=([0-9a-f]+)", owner.get("/downloads")[2]).group(1)
assert Client(server.port).get("/calendar.ics?token=" + token)[0] == 200

# Logging the key's session out ends it.
assert owner.post("/logout", {})[0] == 303
assert owner.get("/")[0] == 403
log = server.stop()
assert server.key not in log.split("\n", 1)[1], "the key was logged after the start line"

# $LARDER_WEB_KEY sets the key (so a bookmark outlives a restart); a short one is refused.
chosen = "k" * 40
server = Server(larder, db, key=chosen)
assert server.key == chosen, server.address
server.admit(Client(server.port))
server.stop()
refused = subprocess.run(
    [larder, "serve", "--db", db, "--listen", f"127.0.0.1:{free_port()}"],
    capture_output=True, text=True, timeout=30,
    env={"PATH": "/usr/bin:/bin", "HOME": "/tmp", "LARDER_WEB_KEY": "short"})
assert refused.returncode == 64, refused
assert "LARDER_WEB_KEY" in refused.stderr.splitlines()[0], refused.stderr
print("ok")
