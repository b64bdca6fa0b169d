"""`larder serve` over HTTPS: a self-signed certificate made by openssl at test time, pages
loaded by Python's ssl verifying against it, the session cookie marked Secure, and the
errors for a certificate or key that is missing (66), unreadable (66) or refused (65).

usage: check_web_tls.py LARDER DB WORKDIR"""

import os
import ssl
import subprocess
import sys

from web_client import Client, Server, free_port

larder, db, work = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(work, exist_ok=True)
cert, key = os.path.join(work, "cert.pem"), os.path.join(work, "key.pem")
other_cert, other_key = os.path.join(work, "other-cert.pem"), os.path.join(work, "other-key.pem")


def make_certificate(cert, key, name):
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
         "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", f"/CN={name}",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True)


make_certificate(cert, key, "larder test")
make_certificate(other_cert, other_key, "someone else")

# Pages load over HTTPS, verified against the certificate; logging in sets a Secure cookie.
server = Server(larder, db, env={"LARDER_WEB_PASSWORD": "correct horse"},
                options=["--tls-cert", cert, "--tls-key", key])
trusting = ssl.create_default_context(cafile=cert)
visitor = Client(server.port, tls=trusting)
status, headers, _, _ = visitor.get("/")
assert status == 303 and headers["location"] == "/login", (status, headers)
assert visitor.get("/login")[0] == 200
status, headers, _, _ = visitor.post("/login", {"password": "correct horse"})
assert status == 303, status
assert "session" in " ".join(visitor.cookies), visitor.cookies
for path in ["/", "/expiring", "/restock", "/spending?month=2026-10", "/downloads", "/add"]:
    assert visitor.get(path)[0] == 200, path

# A client that trusts another certificate refuses the connection; plain HTTP gets no page.
stranger = Client(server.port, tls=ssl.create_default_context(cafile=other_cert))
try:
    stranger.get("/")
    raise AssertionError("a client trusting another certificate connected")
except ssl.SSLCertVerificationError:
    pass
try:
    status = Client(server.port).get("/login")[0]
    raise AssertionError(f"plain HTTP was answered {status}")
except (OSError, AssertionError) as error:
    if isinstance(error, AssertionError) and "plain HTTP" in str(error):
        raise
    pass
server.stop()


def refused(cert_path, key_path):
    """Runs serve with these files; returns (exit status, standard error)."""
    run = subprocess.run(
        [larder, "serve", "--db", db, "--listen", f"127.0.0.1:{free_port()}",
         "--tls-cert", cert_path, "--tls-key", key_path],
        capture_output=True, text=True, timeout=30,
        env={k: v for k, v in os.environ.items() if k != "LARDER_WEB_PASSWORD"})
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), run.stderr
    return run.returncode, lines[0]


status, line = refused(os.path.join(work, "missing.pem"), key)
assert status == 66 and "missing.pem" in line, (status, line)
status, line = refused(cert, os.path.join(work, "missing-key.pem"))
assert status == 66 and "missing-key.pem" in line, (status, line)
status, line = refused(cert, work)  # a folder cannot be read as a key
assert status == 66, (status, line)
garbage = os.path.join(work, "garbage.pem")
with open(garbage, "w") as f:
    f.write("not a certificate\n")
status, line = refused(garbage, key)
assert status == 65 and "certificate or key was refused" in line, (status, line)
status, line = refused(cert, garbage)
assert status == 65 and "certificate or key was refused" in line, (status, line)
status, line = refused(cert, other_key)
assert status == 65 and "do not match" in line, (status, line)
status, line = refused(key, cert)  # swapped
assert status == 65, (status, line)
print("ok")
