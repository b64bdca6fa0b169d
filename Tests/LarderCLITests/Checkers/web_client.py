"""A small client for `larder serve` tests: starts the server on a free loopback port,
keeps the session cookie, reads the CSRF token from pages, and checks the security
headers on every response."""

import http.client
import os
import re
import secrets
import socket
import subprocess
import threading
import time
import urllib.parse

SECURITY_HEADERS = {
    "content-security-policy": "default-src 'self'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`larder serve` in a child process, stopped with SIGTERM.

    Without a password, serve admits only visitors with its key: `key` is put in
    $LARDER_WEB_KEY (a random one when True; None leaves serve to make its own, read from
    the start line). `address` is the address serve printed when it started."""

    def __init__(self, larder, db, listen=None, env=None, as_of="2026-11-01", options=(),
                 key=True):
        self.port = free_port()
        self.listen = listen or f"127.0.0.1:{self.port}"
        if listen and ":" in listen and listen.endswith(":0"):
            self.listen = listen[:-2] + f":{self.port}"
        environment = dict(os.environ)
        for name in ["LARDER_WEB_PASSWORD", "LARDER_WEB_KEY"]:
            environment.pop(name, None)
        if key is True:
            key = secrets.token_hex(16)
        if key:
            environment["LARDER_WEB_KEY"] = key
        environment.update(env or {})
        command = [larder, "serve", "--db", db, "--listen", self.listen, "--locale", "en_US"]
        if as_of:
            command += ["--as-of", as_of]
        command += list(options)
        self.process = subprocess.Popen(
            command, env=environment, stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.lines = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        deadline = time.time() + 20
        while time.time() < deadline:
            started = [line for line in list(self.lines) if line.startswith("Serving ")]
            if started:
                self.address = re.search(r"https?://\S+", started[0]).group(0)
                query = urllib.parse.urlsplit(self.address).query
                self.key = urllib.parse.parse_qs(query).get("key", [None])[0]
                return
            if self.process.poll() is not None:
                self.reader.join(timeout=5)
                raise AssertionError("serve exited: " + "".join(self.lines))
            time.sleep(0.05)
        raise AssertionError("serve did not start: " + "".join(self.lines))

    def _read(self):
        for line in self.process.stderr:
            self.lines.append(line)

    def admit(self, client):
        """Opens the printed address (with its key) in `client`, as its user would: 303 to
        the same page without the key, and a session cookie. Returns `client`."""
        parts = urllib.parse.urlsplit(self.address)
        status, headers, _, _ = client.get(parts.path + "?" + parts.query)
        assert status == 303 and headers["location"] == "/", (status, headers)
        assert client.cookies, headers
        return client

    def stop(self, signal=15):
        """Sends SIGTERM (or `signal`); serve exits 128 + the signal's number, 143 or 130,
        as a shell reports a command stopped by it."""
        self.process.send_signal(signal)
        self.process.wait(timeout=30)
        self.reader.join(timeout=30)
        err = "".join(self.lines)
        self.log = err
        expected = 128 + signal
        assert self.process.returncode == expected, \
            f"serve exited {self.process.returncode}, not {expected}: {err}"
        assert "Stopped." in err, err
        return err


class Client:
    """One browser: its cookies and the last CSRF token seen."""

    def __init__(self, port, host=None, tls=None, source=None):
        """`tls`: an `ssl.SSLContext` to speak HTTPS with, verifying the server by it;
        `source`: the loopback address to connect from, such as 127.0.0.2."""
        self.port = port
        self.host = host
        self.tls = tls
        self.source = (source, 0) if source else None
        self.cookies = {}
        self.csrf = None

    def request(self, method, path, fields=None, body=None, headers=None):
        if self.tls:
            connection = http.client.HTTPSConnection(
                "127.0.0.1", self.port, timeout=30, context=self.tls,
                source_address=self.source)
        else:
            connection = http.client.HTTPConnection(
                "127.0.0.1", self.port, timeout=30, source_address=self.source)
        sent = dict(headers or {})
        if self.host:
            sent["Host"] = self.host
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if fields is not None:
            body = urllib.parse.urlencode(fields).encode()
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        headers = {k.lower(): v for k, v in response.getheaders()}
        for name, expected in SECURITY_HEADERS.items():
            assert expected in headers.get(name, ""), f"{method} {path}: {name} missing: {headers}"
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                cookie_value = rest.split(";")[0]
                # The session's cookie is Strict; the device's language (no secret) is Lax.
                same_site = "SameSite=Lax" if name == "larder-lang" else "SameSite=Strict"
                assert "HttpOnly" in value and same_site in value, value
                assert ("; Secure" in value) == bool(self.tls), value
                if cookie_value:
                    self.cookies[name] = cookie_value
                else:
                    self.cookies.pop(name, None)
        text = data.decode("utf-8", "replace")
        found = re.search(r'name="csrf" value="([0-9a-f]+)"', text)
        if found:
            self.csrf = found.group(1)
        return response.status, headers, text, data

    def get(self, path, **kwargs):
        return self.request("GET", path, **kwargs)

    def post(self, path, fields, csrf=True):
        fields = dict(fields)
        if csrf and "csrf" not in fields:
            fields["csrf"] = self.csrf or ""
        return self.request("POST", path, fields=fields)


def sqlite(db, query):
    return subprocess.run(
        ["sqlite3", db, query], capture_output=True, text=True, check=True).stdout.strip()
