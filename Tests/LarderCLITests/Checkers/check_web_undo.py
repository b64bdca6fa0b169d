"""Undo and redo on `larder serve`, over HTTP: one tap for a single change of the item on
the page, a confirmation page (what it removes, brings back and sets back, and the items
it touches) for anything more, and Redo with the command line's rules.

usage: check_web_undo.py LARDER DB WORK

DB is an empty household, WORK a folder for the CSV file. Prints "ok" when every check
passes."""

import html
import os
import re
import subprocess
import sys

from web_client import Client, Server, sqlite

larder, db, work = sys.argv[1], sys.argv[2], sys.argv[3]


def cli(*arguments):
    result = subprocess.run([larder, *arguments, "--db", db], capture_output=True, text=True)
    assert result.returncode == 0, (arguments, result.stderr)
    return result.stdout


def state():
    return sqlite(db, "SELECT (SELECT count(*) FROM items), (SELECT count(*) FROM lots), "
                      "(SELECT count(*) FROM events), (SELECT count(*) FROM changes)")


def events():
    return int(sqlite(db, "SELECT count(*) FROM events"))


def item_path(client, name):
    page = client.get("/?all=1")[2]
    # A Stock row: its link holds the name, then what is left.
    found = re.search(r'<a class="what" href="(/items/[0-9a-f-]+)"><span class="name" title="[^"]*">'
                      + re.escape(html.escape(name)) + "</span>", page)
    assert found, name
    return found.group(1)


def undo_of(page, words):
    """The change id of the Undo button beside the change whose summary has `words`."""
    found = re.search(re.escape(words) + r'[^<]*<form method="post" action="/undo"[^>]*>'
                      r'(?:<input[^>]*>)*?<input type="hidden" name="change" value="([0-9a-f-]+)"',
                      page)
    assert found, (words, page[-3000:])
    return found.group(1)


def redo_offer(page):
    """The change id the page's Redo button names, or None."""
    found = re.search(r'<form method="post" action="/redo"[^>]*>(?:<input[^>]*>)*?'
                      r'<input type="hidden" name="change" value="([0-9a-f-]+)"', page)
    return found.group(1) if found else None


# Two items bought by hand, then an import of 40 events drawing from both of them.
cli("add", "Whole milk", "10", "--unit", "L", "--date", "2026-10-01")
cli("add", "Eggs", "30", "--date", "2026-10-01")
rows = ["date,item,action,quantity"]
for day in range(2, 22):
    rows.append(f"2026-10-{day:02d},Whole milk,consume,0.1")
    rows.append(f"2026-10-{day:02d},Eggs,consume,0.5")
path = os.path.join(work, "events.csv")
with open(path, "w") as f:
    f.write("\n".join(rows) + "\n")
cli("import", path)
assert events() == 40

server = Server(larder, db)
client = server.admit(Client(server.port))
client.get("/")
milk = item_path(client, "Whole milk")
page = client.get(milk)[2]
imported = undo_of(page, "imported events.csv")

# Without confirmation, an undo of the import changes nothing and shows what it would do.
before = state()
status, _, page, _ = client.post("/undo", {"change": imported, "back": milk})
assert status == 200, status
text = html.unescape(page)
assert "It removes 40 events." in text, text[-3000:]
assert "It sets back 2 lots." in text, text[-3000:]
assert "Items touched: 2" in text and "<li>Eggs</li>" in text and "<li>Whole milk</li>" in text
assert 'name="confirm" value="1"' in page and f'name="change" value="{imported}"' in page
assert state() == before, "an unconfirmed undo changed the household"

# Without the session's CSRF token, a confirmation is refused.
assert client.post("/undo", {"change": imported, "back": milk, "confirm": "1"},
                   csrf=False)[0] == 403
# A confirmation that names no change, or another one, confirms nothing.
for other in [{}, {"change": "00000000-0000-4000-8000-000000000000"}]:
    status, _, page, _ = client.post("/undo", dict(other, back=milk, confirm="1"))
    assert state() == before, other
assert state() == before

# Confirmed, it undoes the whole import.
status, headers, _, _ = client.post("/undo", {"change": imported, "back": milk, "confirm": "1"})
assert status == 303 and headers["location"] == milk, (status, headers)
assert events() == 0
page = client.get(milk)[2]
assert "Undid: imported events.csv" in html.unescape(page)

# Redo is offered after the undo; redoing the import is confirmed the same way.
assert redo_offer(page) == imported, page[-3000:]
before = state()
status, _, page, _ = client.post("/redo", {"change": imported, "back": milk})
assert status == 200 and "It brings back 40 events." in html.unescape(page), page[-3000:]
assert state() == before
status, headers, _, _ = client.post("/redo", {"change": imported, "back": milk, "confirm": "1"})
assert status == 303 and headers["location"] == milk, status
assert events() == 40
assert redo_offer(client.get(milk)[2]) is None

# A single change of this item, on its page, undoes and redoes in one tap.
status, _, _, _ = client.post(milk + "/consume", {"quantity": "1", "date": "2026-10-25"})
assert status == 303
page = client.get(milk)[2]
consumed = undo_of(page, "consumed 1 L of Whole milk")
status, headers, _, _ = client.post("/undo", {"change": consumed, "back": milk})
assert status == 303 and headers["location"] == milk, status
assert events() == 40
page = client.get(milk)[2]
assert redo_offer(page) == consumed
status, headers, _, _ = client.post("/redo", {"change": consumed, "back": milk})
assert status == 303 and headers["location"] == milk, status
assert events() == 41

# Redo has the command line's rules: once a new change is made, there is nothing to redo.
client.post("/undo", {"change": consumed, "back": milk})
cli("add", "Tea", "1", "--date", "2026-10-26")
assert redo_offer(client.get(milk)[2]) is None
before = state()
status, _, page, _ = client.post("/redo", {"change": consumed, "back": milk})
assert status == 422, status
cli_error = subprocess.run([larder, "redo", "--db", db], capture_output=True,
                           text=True).stderr.splitlines()[0].removeprefix("Error: ")
assert cli_error in html.unescape(page), (cli_error, page[-2000:])
assert state() == before

# Another item's change, asked from this item's page, is confirmed first and names it.
eggs = item_path(client, "Eggs")
client.post(eggs + "/consume", {"quantity": "2", "date": "2026-10-25"})
egg_change = undo_of(client.get(eggs)[2], "consumed 2 pcs of Eggs")
before = state()
status, _, page, _ = client.post("/undo", {"change": egg_change, "back": milk})
assert status == 200 and "<li>Eggs</li>" in page and "It removes 1 event." in page, page[-2000:]
assert state() == before
# From its own page, the same change is one tap.
status, headers, _, _ = client.post("/undo", {"change": egg_change, "back": eggs})
assert status == 303 and headers["location"] == eggs, status

# Undoing the purchase that created an item, from its page, goes back to the stock.
status, _, _, _ = client.post("/add", {"name": "Oat milk", "quantity": "1", "date": "2026-10-27"})
assert status == 303
oat = item_path(client, "Oat milk")
added = undo_of(client.get(oat)[2], "added 1 pcs of Oat milk")
status, headers, _, _ = client.post("/undo", {"change": added, "back": oat})
assert status == 303 and headers["location"] == "/", (status, headers)
assert sqlite(db, "SELECT count(*) FROM items WHERE name = 'Oat milk'") == "0"

# Undoing a purge brings back what it deleted: confirmed first, with the counts.
cli("delete", "Tea", "--purge")
before = state()
status, _, page, _ = client.post("/undo", {"back": milk})
assert status == 200 and "It brings back 1 item and 1 lot." in page, page[-2000:]
assert "<li>Tea</li>" in page
assert state() == before
server.stop()
print("ok")
