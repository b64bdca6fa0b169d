"""An event still due when `larder serve --webhook` stops is sent when it starts again.

Usage: python3 check_webhook_restart.py LARDER DB

The receiver fails every attempt while the first server runs; that server is stopped
once two attempts of a shopping line's event have failed; a second server on the same
database sends the same event (the same webhook-id, verified with `standardwebhooks`) at
its third attempt, which the delivery log shows. Prints "ok" last.
"""
import atexit
import base64
import http.server
import os
import secrets
import subprocess
import sys
import threading
import time

from standardwebhooks.webhooks import Webhook
from web_client import Server, free_port

larder, db = sys.argv[1], sys.argv[2]
secret = "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()
verifier = Webhook(secret)
lock = threading.Lock()
taking = threading.Event()
received = []  # (webhook-id, status answered)


class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        payload = verifier.verify(body, {k: v for k, v in self.headers.items()})
        status = 200 if taking.is_set() else 503
        with lock:
            received.append((self.headers["webhook-id"], payload["type"], status))
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


port = free_port()
receiver = http.server.ThreadingHTTPServer(("127.0.0.1", port), Receiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()
options = ["--webhook", f"http://127.0.0.1:{port}/hook", "--webhook-events", "shopping"]
# Pauses of 0, 0.05, 3, 18 s...: two quick failures, then a wait the restart falls in.
env = {"LARDER_WEBHOOK_SECRET": secret, "LARDER_WEBHOOK_RETRY_SCALE": "0.01"}


def wait_for(condition, what, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        with lock:
            if condition():
                return
        time.sleep(0.02)
    raise AssertionError(f"{what}: {received}")


first = Server(larder, db, options=options, env=env)
# A failed check leaves no server behind.
atexit.register(lambda: first.process.poll() is None and first.process.kill())
subprocess.run([larder, "shopping", "add", "Bread", "--db", db], check=True,
               capture_output=True)
wait_for(lambda: len(received) >= 2, "two failed attempts")
log = first.stop()
assert "shopping.added attempt 2 failed: status 503; next attempt in 3s" in log, log
message = received[0][0]
assert [r[0] for r in received] == [message, message], received

taking.set()
second = Server(larder, db, options=options, env=env)
# A failed check leaves no server behind.
atexit.register(lambda: second.process.poll() is None and second.process.kill())
wait_for(lambda: any(status == 200 for _, _, status in received), "the event after a restart")
second.stop()
assert received[-1] == (message, "shopping.added", 200), received
assert len(received) == 3, received

shown = subprocess.run([larder, "serve", "--webhook-log", "--db", db], check=True,
                       capture_output=True, text=True).stdout
rows = [line.split() for line in shown.splitlines() if message in line]
rows = [row[row.index(message) + 1:][:3] for row in rows]
assert rows == [["3", "200:", "delivered"], ["2", "503:", "failed"], ["1", "503:", "failed"]], shown
print("ok")
