"""A real SMTP server on 127.0.0.1 for the digest tests (aiosmtpd).

Usage: python3 smtp_server.py RECORD.json

Prints the port it listens on, then serves until killed. It offers AUTH (PLAIN and
LOGIN) without TLS and accepts the login larder / s3cret only. It refuses the recipient
nobody@example.org with a 550 reply. RECORD.json is written at each AUTH command and each
message received, as {"auth", "mail_from", "rcpt_tos", "login", "data"}: "auth" lists the
mechanism of every AUTH command so far (so a login sent in clear shows there even when it
is refused), the rest describe the last message. No AUTH and no message: no RECORD.json.
"""
import json
import socket
import sys
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import MISSING, AuthResult, LoginPassword

record_path = sys.argv[1]
record = {"auth": []}


def write_record():
    with open(record_path, "w") as f:
        json.dump(record, f)


class Handler:
    async def handle_AUTH(self, server, session, envelope, args):
        record["auth"].append(args[0] if args else "")
        write_record()
        return MISSING

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address == "nobody@example.org":
            return "550 5.1.1 <nobody@example.org>: no such user here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        login = session.auth_data.login.decode() if session.authenticated and session.auth_data else None
        record.update(
            {
                "mail_from": envelope.mail_from,
                "rcpt_tos": envelope.rcpt_tos,
                "login": login,
                "data": envelope.original_content.decode("utf-8", "replace"),
            }
        )
        write_record()
        return "250 Message accepted for delivery"


def authenticator(server, session, envelope, mechanism, auth_data):
    if isinstance(auth_data, LoginPassword) and auth_data.login == b"larder" and auth_data.password == b"s3cret":
        return AuthResult(success=True, auth_data=auth_data)
    return AuthResult(success=False, handled=False)


with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]

controller = Controller(
    Handler(), hostname="127.0.0.1", port=port, authenticator=authenticator,
    auth_require_tls=False, auth_required=False,
)
controller.start()
print(port, flush=True)
try:
    while True:
        time.sleep(1)
finally:
    controller.stop()
