"""`larder serve`'s photo button over HTTP: a multipart/form-data body built here, parsed
by libmicrohttpd's post processor, the photo decoded by zbar; the upload bound.

usage: check_web_photo.py LARDER DB MAKE_PHOTO

Prints "ok" when every check passes."""

import html
import os
import socket
import subprocess
import sys
import tempfile

from web_client import Client, Server, sqlite

larder, db, make_photo = sys.argv[1], sys.argv[2], sys.argv[3]
folder = tempfile.mkdtemp(prefix="larder-photo-")
photo = os.path.join(folder, "shelf.jpg")
subprocess.run([sys.executable, make_photo, photo, "--rotate", "20", "--blur", "1",
                "ean13:400638133393"], check=True)

server = Server(larder, db)
client = server.admit(Client(server.port))


def multipart(fields, files):
    """A multipart/form-data body of `fields` (name: text) and `files` (name: (filename,
    bytes)), and its content type."""
    boundary = "----larder-test-boundary-7d77571a"
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
                     .encode() + value.encode() + b"\r\n")
    for name, (filename, data) in files.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; '
                     f'filename="{filename}"\r\nContent-Type: image/jpeg\r\n\r\n'.encode()
                     + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def upload(files, csrf=True):
    body, kind = multipart({"csrf": client.csrf or ""} if csrf else {}, files)
    return client.request("POST", "/add/photo", body=body, headers={"Content-Type": kind})


# Rice is bought and given its barcode through the Add page, as after an unknown code.
assert client.get("/add")[0] == 200
status, _, _, _ = client.post(
    "/add", {"barcode": "4006381333931", "name": "Rice", "quantity": "1", "unit": "kg"})
assert status == 303, status
assert sqlite(db, "SELECT digits FROM item_barcodes") == "4006381333931"

# The photo of its barcode fills in the form with Rice.
client.get("/add")
with open(photo, "rb") as f:
    data = f.read()
status, _, page, _ = upload({"photo": ("shelf.jpg", data)})
assert status == 200, (status, page[:2000])
assert "The barcode 4006381333931 is on Rice." in html.unescape(page), page[:3000]
assert 'name="name" id="field-name" value="Rice"' in page

# Without the session's token: refused.
status, _, _, _ = upload({"photo": ("shelf.jpg", data)}, csrf=False)
assert status == 403, status

# A photo of 2 MiB passes (the upload bound is 10 MiB at this path only); 11 MiB does not,
# nor 100 KiB to another path.
client.get("/add")
padded = data + b"\0" * (2 * 1024 * 1024)
status, _, page, _ = upload({"photo": ("big.jpg", padded)})
assert status == 200 and "is on Rice." in html.unescape(page), (status, page[:2000])


def declared(path, length, kind="multipart/form-data; boundary=x"):
    """The status line answered to headers declaring a body of `kind` and `length` bytes,
    sent without the body: the bound is checked before any of it is read."""
    cookies = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as connection:
        connection.sendall(
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nCookie: {cookies}\r\n"
            f"Content-Type: {kind}\r\nContent-Length: {length}\r\n\r\n"
            .encode())
        return connection.recv(4096).split(b"\r\n")[0].decode()


assert declared("/add/photo", 11 * 1024 * 1024).startswith("HTTP/1.1 413"), "11 MiB photo"
assert declared("/add", 100 * 1024).startswith("HTTP/1.1 413"), "100 KiB to /add"
assert declared("/add/photo", 100 * 1024, "application/x-www-form-urlencoded").startswith(
    "HTTP/1.1 413"), "100 KiB of a plain form to /add/photo"
server.stop()
print("ok")
