"""What `larder serve --tls-cert --tls-key` speaks, against the real server with openssl
s_client: TLS 1.1 (and older) refused, TLS 1.2 and 1.3 accepted, no CBC or SHA-1 suite
accepted; every response over TLS carries Strict-Transport-Security.

usage: check_web_tls_policy.py LARDER DB WORKDIR BEHAVIOUR
BEHAVIOUR: versions | hsts"""

import os
import ssl
import subprocess
import sys

from web_client import Client, Server

larder, db, work, behaviour = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
os.makedirs(work, exist_ok=True)
cert, key = os.path.join(work, "cert.pem"), os.path.join(work, "key.pem")
# An RSA key, so that both ECDHE-RSA and plain-RSA suites could be agreed on if allowed.
subprocess.run(
    ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
     "-days", "2", "-subj", "/CN=larder test", "-addext", "subjectAltName=IP:127.0.0.1"],
    check=True, capture_output=True)
server = Server(larder, db, env={"LARDER_WEB_PASSWORD": "correct horse"},
                options=["--tls-cert", cert, "--tls-key", key])


def handshake(*options):
    """The protocol and cipher openssl s_client agreed on, or None when refused. Security
    level 0 lets this client offer what the server must refuse."""
    run = subprocess.run(
        ["openssl", "s_client", "-connect", f"127.0.0.1:{server.port}", "-brief", *options],
        input="", capture_output=True, text=True, timeout=30)
    if run.returncode != 0:
        return None
    lines = dict(line.split(": ", 1) for line in run.stderr.splitlines() if ": " in line)
    return lines.get("Protocol version"), lines.get("Ciphersuite")


if behaviour == "versions":
    legacy = "DEFAULT:@SECLEVEL=0"
    for version in ["-tls1", "-tls1_1"]:
        agreed = handshake(version, "-cipher", legacy)
        assert agreed is None, (version, agreed)
    agreed = handshake("-tls1_2")
    assert agreed and agreed[0] == "TLSv1.2", agreed
    assert "GCM" in agreed[1] or "CHACHA20" in agreed[1], agreed
    agreed = handshake("-tls1_3")
    assert agreed and agreed[0] == "TLSv1.3", agreed
    # Offered only CBC suites (with SHA-1 or SHA-2 MACs), the server refuses them all.
    cbc = "ALL:!AESGCM:!CHACHA20:!AESCCM:!ARIAGCM:@SECLEVEL=0"
    agreed = handshake("-tls1_2", "-cipher", cbc)
    assert agreed is None, agreed
    for suite in ["ECDHE-RSA-AES128-SHA", "AES128-SHA", "ECDHE-RSA-AES256-SHA384"]:
        agreed = handshake("-tls1_2", "-cipher", suite + ":@SECLEVEL=0")
        assert agreed is None, (suite, agreed)
elif behaviour == "hsts":
    visitor = Client(server.port, tls=ssl.create_default_context(cafile=cert))
    for path in ["/login", "/static/app.css", "/", "/no-such-page"]:
        headers = visitor.get(path)[1]
        assert headers.get("strict-transport-security") == "max-age=31536000", (path, headers)
    # Plain HTTP never says it (a browser would ignore it, and it is no promise there).
    plain = Server(larder, db)
    assert "strict-transport-security" not in Client(plain.port).get("/")[1]
    plain.stop()
else:
    raise SystemExit(f"unknown behaviour {behaviour}")
server.stop()
print("ok")
