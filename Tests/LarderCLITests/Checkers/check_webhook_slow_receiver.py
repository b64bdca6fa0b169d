"""A receiver that takes its time never slows `larder serve --webhook` down.

Usage: python3 check_webhook_slow_receiver.py LARDER DB

The receiver answers each delivery after 2 seconds. While it holds the first one, the
server takes a purchase on its Add form and shows its pages within a second, and the
purchase's event arrives after the first is answered; a server stopped while a delivery
hangs stops at once. Prints "ok" last.
"""
import atexit
import base64
import http.server
import secrets
import sys
import threading
import time

from standardwebhooks.webhooks import Webhook
from web_client import Client, Server, free_port

larder, db = sys.argv[1], sys.argv[2]
secret = "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()
verifier = Webhook(secret)
lock = threading.Lock()
received = []
HOLD = 2


class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        payload = verifier.verify(body, {k: v for k, v in self.headers.items()})
        with lock:
            received.append(payload["data"]["action"].get("item"))
        time.sleep(HOLD)
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


port = free_port()
receiver = http.server.ThreadingHTTPServer(("127.0.0.1", port), Receiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()
server = Server(larder, db, options=[
    "--webhook", f"http://127.0.0.1:{port}/hook", "--webhook-events", "changes"],
    env={"LARDER_WEBHOOK_SECRET": secret})
# A failed check leaves no server behind.
atexit.register(lambda: server.process.poll() is None and server.process.kill())
client = server.admit(Client(server.port))
assert client.get("/add")[0] == 200


def wait_for(item):
    deadline = time.time() + 2 * HOLD + 5
    while time.time() < deadline:
        with lock:
            if item in received:
                return
        time.sleep(0.02)
    raise AssertionError(f"{item} did not arrive: {received}")


def purchase(item):
    """A purchase on the Add form and three pages: how long they took, in seconds."""
    started = time.monotonic()
    status, _, _, _ = client.post("/add", {"name": item, "quantity": "1", "price": "1.10"})
    assert status == 303, status
    for page in ["/", "/expiring", "/shopping"]:
        assert client.get(page)[0] == 200, page
    return time.monotonic() - started


purchase("Rice")
wait_for("Rice")
# The receiver holds the first event: a purchase and pages meanwhile are as quick as ever.
took = purchase("Beans")
assert took < 1.0, f"a purchase and three pages took {took:.2f} s while a delivery hung"
# Its event arrives once the first is answered: deliveries go one after another.
wait_for("Beans")
# Stopped while a delivery hangs: the server does not wait for it.
stopping = time.monotonic()
server.stop()
assert time.monotonic() - stopping < HOLD, "the server waited for a hanging delivery"
print("ok")
