"""`larder serve` against what one member can do to the others, over HTTP on the real
server: receipts being read never hold a write, a long receipt is recorded in one post, a
stale tick buys nothing, a language choice is a POST that never holds a page, logging out
clears the phone, and a lot's location is trimmed as the command line trims it.

usage: check_web_members_apart.py LARDER DB BEHAVIOUR
BEHAVIOUR: receipts | long-receipt | stale-tick | language | logout | lot-location"""

import re
import subprocess
import sys
import threading
import time

from web_client import Client, Server, sqlite

larder, db, behaviour = sys.argv[1], sys.argv[2], sys.argv[3]


def multipart(fields):
    """A multipart/form-data body of text `fields` and an empty file, and its type."""
    boundary = "----larder-test-boundary-5e0f"
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'
                     .encode() + value.encode() + b"\r\n")
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="file"; '
                 f'filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n'.encode())
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def paste(client, text):
    """Pastes `text` as a receipt: its review."""
    client.get("/receipt")
    body, kind = multipart({"csrf": client.csrf or "", "text": text})
    return client.request("POST", "/receipt", body=body, headers={"Content-Type": kind})


def receipt(lines):
    """A Carrefour receipt of `lines` products at 1,00 each, and its total."""
    body = "\n".join(f"PRODUIT NUMERO {n:04d}   1,00" for n in range(lines))
    return f"CARREFOUR\n28/10/2026\n{body}\nTOTAL   {lines},00\n"


server = Server(larder, db)
client = server.admit(Client(server.port))

if behaviour == "receipts":
    # Eight members paste a receipt of nearly 2,000 lines at once (the most a receipt has)
    # while another ticks a line of the shopping list: the tick is answered at once, and
    # every upload is answered (read, or 503 when too many wait).
    client.get("/shopping")
    assert client.post("/shopping/add", {"name": "Lemons", "quantity": "2"})[0] == 303
    readers = [server.admit(Client(server.port)) for _ in range(8)]
    answers = []

    def upload(reader):
        answers.append(paste(reader, receipt(1_990))[0])

    threads = [threading.Thread(target=upload, args=(reader,)) for reader in readers]
    for thread in threads:
        thread.start()
    time.sleep(0.3)
    client.get("/shopping")
    started = time.time()
    status = client.post("/shopping/buy", {"name": "Lemons", "price": "1.00"})[0]
    ticked = time.time() - started
    for thread in threads:
        thread.join(timeout=300)
    assert status in (303, 422), status
    assert ticked < 2, f"the tick waited {ticked:.1f} s for the receipts"
    assert len(answers) == 8 and all(s in (200, 422, 503) for s in answers), answers
    assert 200 in answers, answers
    # A receipt past the bound is refused whole, on a small page.
    status, _, page, data = paste(client, receipt(2_500))
    assert status == 422 and "over 2000 lines" in page, (status, page[:500])
    assert len(data) < 64 * 1024, len(data)

elif behaviour == "long-receipt":
    # A receipt of 420 lines is reviewed, then recorded in one post (67 KB and more).
    status, _, page, _ = paste(client, receipt(420))
    assert status == 200, (status, page[:500])
    encoded = re.search(r'name="receipt" value="([^"]*)"', page).group(1)
    fields = {"receipt": encoded.replace("&amp;", "&"), "store": "CARREFOUR",
              "date": "2026-10-28", "csrf": client.csrf}
    for index in range(420):
        fields[f"item.{index}"] = f"Produit {index:04d}"
    status, _, page, _ = client.request("POST", "/receipt/record", fields=fields)
    assert status == 303, (status, re.findall(r'class="error"[^>]*>([^<]*)', page))
    assert sqlite(db, "SELECT count(*) FROM receipts") == "1"

elif behaviour == "stale-tick":
    # One phone still shows "Lemons 1" after another removed it: its tick buys nothing.
    other = server.admit(Client(server.port))
    client.get("/add")
    assert client.post("/add", {"name": "Lemons", "quantity": "3", "unit": "pcs",
                                "price": "1.20", "date": "2026-10-30"})[0] == 303
    client.get("/shopping")
    assert client.post("/shopping/add", {"name": "Lemons", "quantity": "1"})[0] == 303
    page = client.get("/shopping")[2]
    line = re.search(r'name="line" value="(listed-[0-9-]+)"', page).group(1)
    other.get("/shopping")
    assert other.post("/shopping/remove", {"name": "Lemons", "line": line})[0] == 303
    lots = sqlite(db, "SELECT count(*) FROM lots")
    status, _, page, _ = client.post("/shopping/buy", {"name": "Lemons", "line": line})
    assert status == 422 and "changed meanwhile" in page, (status, page[:800])
    assert sqlite(db, "SELECT count(*) FROM lots") == lots

elif behaviour == "language":
    # A GET no longer changes the language; the POST does, on a writer: while another
    # program holds the write lock, pages are answered at once.
    assert client.get("/language?to=ja&back=/")[0] == 405
    shell = subprocess.Popen(["sqlite3", db], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    shell.stdin.write("BEGIN IMMEDIATE;\nSELECT 'locked';\n")
    shell.stdin.flush()
    assert shell.stdout.readline().strip() == "locked"
    try:
        choosers = [threading.Thread(target=client.post,
                                     args=("/language", {"to": "fr", "back": "/"}))
                    for _ in range(4)]
        for thread in choosers:
            thread.start()
        started = time.time()
        status = server.admit(Client(server.port)).get("/")[0]
        assert status == 200 and time.time() - started < 1, time.time() - started
        for thread in choosers:
            thread.join(timeout=30)
    finally:
        shell.stdin.write("ROLLBACK;\n.quit\n")
        shell.stdin.flush()
        shell.wait(timeout=10)
    status, headers, _, _ = client.post("/language", {"to": "ja", "back": "/"})
    assert status == 303 and "larder-lang=ja" in headers.get("set-cookie", ""), headers

elif behaviour == "logout":
    client.get("/")
    status, headers, _, _ = client.post("/logout", {})
    assert status == 303, status
    assert headers.get("clear-site-data") == '"cache", "storage"', headers

elif behaviour == "lot-location":
    client.get("/add")
    assert client.post("/add", {"name": "Milk", "quantity": "2", "unit": "L",
                                "price": "2.00", "date": "2026-10-30"})[0] == 303
    item = "/items/" + sqlite(db, "SELECT uuid FROM items WHERE name = 'Milk'")
    lot = sqlite(db, "SELECT lots.uuid FROM lots JOIN items ON items.id = lots.item_id "
                     "WHERE items.name = 'Milk'")
    client.get(f"{item}/lots/{lot}")
    status, _, page, _ = client.post(f"{item}/lots/{lot}", {"location": "Fridge\t"})
    assert status == 303, (status, page[:800])
    assert sqlite(db, f"SELECT location FROM lots WHERE uuid = '{lot}'") == "Fridge"

else:
    raise SystemExit(f"unknown behaviour {behaviour}")

server.stop()
print("ok")
