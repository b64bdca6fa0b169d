"""`larder serve --webhook` against a receiver that verifies every delivery with the
Standard Webhooks reference library (PyPI `standardwebhooks`) and fails each message's
first two attempts (500), then takes it (200).

Usage: python3 check_webhooks.py LARDER DB

Checks: a change made by another process (`larder add`), a line put on the shopping list
and ticked, and the morning's expiries (the alarm time, 00:00, long past, so due at start)
each arrive signed, verified, on the third attempt; the first attempt of the write
arrives soon after the write's end (within 2 s here; the bench judges 1 s); the server
logs each failed attempt; `larder serve --webhook-log` shows the two failures and the
success. Prints "ok" last.
"""
import atexit
import base64
import http.server
import json
import os
import secrets
import subprocess
import sys
import threading
import time

from standardwebhooks.webhooks import Webhook, WebhookVerificationError
from web_client import Server, free_port

larder, db = sys.argv[1], sys.argv[2]
secret = "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()
verifier = Webhook(secret)

lock = threading.Lock()
attempts = {}  # webhook-id: the attempts received
verified = {}  # webhook-id: the payload, once verified and taken
arrivals = []  # (time, type) of every attempt
problems = []


class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        headers = {name: value for name, value in self.headers.items()}
        try:
            payload = verifier.verify(body, headers)
        except WebhookVerificationError as error:
            with lock:
                problems.append(f"not verified: {error}: {headers}")
            self.answer(400)
            return
        if self.headers.get("Content-Type") != "application/json":
            problems.append("content type: " + str(self.headers.get("Content-Type")))
        # A forged signature is refused by the same library.
        forged = dict(headers, **{"webhook-signature": "v1," + base64.b64encode(b"x" * 32).decode()})
        try:
            verifier.verify(body, forged)
            problems.append("a forged signature was verified")
        except WebhookVerificationError:
            pass
        message = headers["webhook-id"]
        with lock:
            arrivals.append((time.monotonic(), payload["type"]))
            count = attempts[message] = attempts.get(message, 0) + 1
            if count > 2:
                verified[message] = payload
        self.answer(500 if count <= 2 else 200)

    def answer(self, status):
        self.send_response(status)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")

    def log_message(self, *args):
        pass


port = free_port()
receiver = http.server.ThreadingHTTPServer(("127.0.0.1", port), Receiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()

subprocess.run([larder, "add", "Yoghurt", "4", "--date", "2026-10-28", "--expires",
                "2026-11-02", "--price", "2.00", "--db", db], check=True, capture_output=True)
server = Server(larder, db, options=[
    "--webhook", f"http://127.0.0.1:{port}/hook", "--alarm-time", "00:00"],
    env={"LARDER_WEBHOOK_SECRET": secret, "LARDER_WEBHOOK_RETRY_SCALE": "0.001"})
# A failed check leaves no server behind.
atexit.register(lambda: server.process.poll() is None and server.process.kill())


def wait_for(condition, what, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        with lock:
            if condition():
                return
        time.sleep(0.02)
    raise AssertionError(f"{what}: attempts {attempts}, problems {problems}, log "
                         + "".join(server.lines))


def taken(kind):
    return [p for p in verified.values() if p["type"] == kind]


# The morning's expiries: the alarm time (00:00) has passed, none was sent today.
wait_for(lambda: taken("expiring.digest"), "the morning's expiries")
digest = taken("expiring.digest")[0]
assert digest["data"]["asOf"] == "2026-11-01", digest
assert [lot["item"] for lot in digest["data"]["expiring"]] == ["Yoghurt"], digest
assert digest["data"]["expiring"][0]["valueAtRisk"] == "2.00", digest
assert "1 expiring" in digest["message"], digest

# A write by another process: its first attempt within a second of the write's end.
subprocess.run([larder, "add", "Whole milk", "1", "--unit", "L", "--db", db], check=True,
               capture_output=True)
written = time.monotonic()
wait_for(lambda: any(kind == "change.made" for _, kind in arrivals), "the write's change")
first = min(at for at, kind in arrivals if kind == "change.made")
latency = first - written
# The bench judges 1 s on a quiet machine (bench/webhooks.py); here other tests share the
# processors, so the guard is looser.
assert latency < 2.0, f"the write's webhook came {latency:.2f} s after it"
wait_for(lambda: taken("change.made"), "the write's change, taken")
change = taken("change.made")[0]
assert change["data"]["action"]["kind"] == "added", change
assert change["data"]["action"]["item"] == "Whole milk", change
assert change["data"]["origin"]["kind"] == "commandLine", change
assert change["message"].startswith("added 1 L of Whole milk"), change

subprocess.run([larder, "shopping", "add", "Bread", "--db", db], check=True,
               capture_output=True)
wait_for(lambda: taken("shopping.added"), "the shopping line")
assert taken("shopping.added")[0]["data"]["action"]["name"] == "Bread"
subprocess.run([larder, "shopping", "done", "Bread", "1", "--price", "2.40", "--db", db],
               check=True, capture_output=True)
wait_for(lambda: taken("shopping.ticked"), "the line ticked")
ticked = taken("shopping.ticked")[0]["data"]["action"]
assert (ticked["kind"], ticked["item"], ticked["price"]["amount"]) == ("boughtFromList", "Bread", "2.40"), ticked

log = server.stop()
assert not problems, problems
change_id = next(m for m, p in verified.items() if p["type"] == "change.made")
assert attempts[change_id] == 3, attempts
failures = [line for line in log.splitlines() if line.startswith("webhook: " + change_id)]
assert len(failures) == 2, log
assert "attempt 1 failed: status 500; next attempt in" in failures[0], failures
assert "attempt 2 failed: status 500" in failures[1], failures

shown = subprocess.run([larder, "serve", "--webhook-log", "--db", db], check=True,
                       capture_output=True, text=True, env=dict(os.environ, TZ="UTC")).stdout
rows = [line.split() for line in shown.splitlines() if change_id in line]
rows = [row[row.index(change_id) + 1:] for row in rows]
assert [tuple(row[:3]) for row in rows] == [
    ("3", "200:", "delivered"), ("2", "500:", "failed"), ("1", "500:", "failed")], shown
assert shown.splitlines()[0].split() == ["TIME", "TYPE", "ID", "ATTEMPT", "RESULT", "NEXT",
                                         "ATTEMPT"], shown
print(f"the write's first attempt came {latency * 1000:.0f} ms after it")
print("ok")
