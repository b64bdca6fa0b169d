"""HTTP tests of `larder serve` with Python's http.client.

usage: check_web_http.py LARDER DB HOSTILE_NAME...

DB holds the sample household. Prints "ok" when every check passes."""

import html
import urllib.parse
import re
import subprocess
import sys
import time
import uuid

from web_client import Client, Server, free_port, sqlite

larder, db = sys.argv[1], sys.argv[2]
corpus = sys.argv[3:]


def state():
    return sqlite(db, "SELECT (SELECT count(*) FROM items), (SELECT count(*) FROM lots), "
                      "(SELECT count(*) FROM events), (SELECT count(*) FROM changes)")


def cli_error(arguments):
    result = subprocess.run([larder] + arguments + ["--db", db], capture_output=True, text=True)
    # A note may come first ("Milk is a new item; it could be …"); the refusal is the error line.
    return next(line for line in result.stderr.splitlines()
                if line.startswith("Error: ")).removeprefix("Error: ")


def item_path(client, name):
    status, _, page, _ = client.get("/?all=1")
    escaped = html.escape(name).replace("&#x27;", "&#39;")
    # A Stock row: its link holds the name, then what is left.
    found = re.search(r'<a class="what" href="(/items/[0-9a-f-]+)"><span class="name" title="[^"]*">'
                      + re.escape(escaped) + "</span>", page)
    assert found, name
    return found.group(1)


server = Server(larder, db)
client = server.admit(Client(server.port))
before = state()

# Every page answers, and reading changes nothing.
for path in ["/", "/?sort=expiry", "/?all=1", "/add", "/expiring", "/restock", "/spending",
             "/spending?month=2026-10", "/downloads", "/static/app.css", "/static/app.js"]:
    status, headers, page, _ = client.get(path)
    assert status == 200, (path, status)
milk = item_path(client, "Whole milk")
for path in [milk, milk + "/edit"]:
    assert client.get(path)[0] == 200, path
assert client.request("HEAD", "/")[0] == 200
assert state() == before, "a GET changed the database"

# Search folds case and accents, and finds Chinese inside any of an item's names.
page = client.get("/?q=creme")[2]
assert "Crème fraîche" in page, "creme"
page = client.get("/?q=" + urllib.parse.quote("牛奶"))[2]
assert "鮮牛奶" in page, "牛奶"
assert "Whole milk" in page, "its Chinese name 全脂牛奶"
assert "Butter" not in page

# Add a purchase: 303 to the item, stored once.
client.get("/add")
status, headers, _, _ = client.post("/add", {
    "name": "Web oat milk", "quantity": "2", "unit": "L", "price": "3.10", "currency": "EUR",
    "store": "Lidl", "expires": "2026-11-20", "category": "dairy", "location": "fridge",
    "date": "2026-10-30", "note": "first"})
assert status == 303 and headers["location"].startswith("/items/"), status
row = sqlite(db, "SELECT items.name, lots.quantity, lots.price, lots.currency, lots.store, "
                 "lots.expires_on, lots.purchased_on FROM lots JOIN items ON items.id = "
                 "lots.item_id WHERE items.name = 'Web oat milk'")
assert row == "Web oat milk|2000|310|EUR|Lidl|2026-11-20|2026-10-30", row
assert "Added 2 L of Web oat milk" in client.get(headers["location"])[2]

# Consume across two lots, then discard.
client.post("/add", {"name": "Two lots", "quantity": "2", "expires": "2026-11-05",
                     "date": "2026-10-20"})
client.post("/add", {"name": "Two lots", "quantity": "2", "expires": "2026-11-09",
                     "date": "2026-10-21"})
two = item_path(client, "Two lots")
client.get(two)
status, headers, _, _ = client.post(two + "/consume", {"quantity": "3", "date": "2026-10-25"})
assert status == 303, status
assert "Consumed 3 pcs of Two lots from 2 lots." in client.get(two)[2]
assert sqlite(db, "SELECT count(*) FROM events JOIN lots ON lots.id = events.lot_id JOIN items "
                  "ON items.id = lots.item_id WHERE items.name = 'Two lots'") == "2"
status, _, _, _ = client.post(two + "/discard", {"quantity": "1", "reason": "mouldy",
                                                 "date": "2026-10-26"})
assert status == 303
assert sqlite(db, "SELECT note FROM events WHERE kind = 'discard' ORDER BY id DESC LIMIT 1") \
    == "mouldy"

# Edit, then undo the edit from the item page.
client.get(two + "/edit")
status, _, _, _ = client.post(two + "/edit", {
    "name": "Two lots renamed", "category": "other", "unit": "pcs", "min-stock": "1",
    "location": ""})
assert status == 303, status
assert sqlite(db, "SELECT min_stock FROM items WHERE name = 'Two lots renamed'") == "1000"
page = client.get(two)[2]
change = re.search(r'name="change" value="([0-9a-f-]+)"', page).group(1)
status, headers, _, _ = client.post("/undo", {"change": change, "back": two})
assert status == 303 and headers["location"] == two
assert sqlite(db, "SELECT count(*) FROM items WHERE name = 'Two lots'") == "1"

# After an undo, only a plain path on this site is followed: a backslash (which browsers
# read as "//", another host) or CR LF (which would split the header) goes to the stock.
# Asked from no item's page, the undo is confirmed first.
for back in ["/\\evil.example", "/\r\nSet-Cookie: x=1", "//evil.example", "https://evil.example"]:
    client.post("/add", {"name": "Undo me", "quantity": "1", "date": "2026-10-30"})
    status, _, page, _ = client.post("/undo", {"back": back})
    assert status == 200 and 'name="confirm"' in page, (back, status)
    change = re.search(r'name="change" value="([0-9a-f-]+)"', page).group(1)
    status, headers, _, _ = client.post("/undo", {"back": back, "change": change,
                                                  "confirm": "1"})
    assert status == 303 and headers["location"] == "/", (back, headers)
    assert "set-cookie" not in headers or "x=1" not in headers["set-cookie"], back
assert sqlite(db, "SELECT count(*) FROM items WHERE name = 'Undo me'") == "0"
status, headers, _, _ = client.request(
    "POST", "/undo", body=f"csrf={client.csrf}&back=/%0d%0aX-Evil:%201".encode(),
    headers={"Content-Type": "application/x-www-form-urlencoded"})
assert status == 200 and "x-evil" not in headers, (status, headers)

# Correct a lot and an event from the item page, as `larder edit --lot/--event` do: refused
# corrections are 422 with the command line's message and change nothing.
client.post("/add", {"name": "Correct me", "quantity": "3", "price": "2.00", "currency": "EUR",
                     "expires": "2026-11-10", "date": "2026-10-20"})
fix = item_path(client, "Correct me")
client.post(fix + "/consume", {"quantity": "2", "date": "2026-10-25"})
page = client.get(fix)[2]
lot = re.search(fix + r"/lots/([0-9a-f-]{36})", page).group(1)
event = re.search(fix + r"/events/([0-9a-f-]{36})", page).group(1)
assert client.get(f"{fix}/lots/{lot}")[0] == 200
assert client.get(f"{fix}/events/{event}")[0] == 200
assert client.get(f"{fix}/lots/{uuid.uuid4()}")[0] == 404
assert client.get(f"{fix}/events/{uuid.uuid4()}")[0] == 404
lot_fields = {"quantity": "3", "price": "2.00", "expires": "2026-11-10", "location": ""}
event_fields = {"quantity": "2", "date": "2026-10-25", "note": ""}
refusals = [
    (f"/lots/{lot}", dict(lot_fields, quantity="1"),
     cli_error(["edit", "--lot", lot, "--quantity", "1"])),
    (f"/lots/{lot}", dict(lot_fields, price="-1"), "the price must not be negative"),
    (f"/lots/{lot}", dict(lot_fields, price="2.005"),
     cli_error(["edit", "--lot", lot, "--price", "2.005"])),
    (f"/lots/{lot}", dict(lot_fields, expires="soon"),
     "The value 'soon' is invalid for expires: "
     + cli_error(["edit", "--lot", lot, "--expires", "soon"]).split(": ", 1)[1]),
    (f"/lots/{lot}", lot_fields, "Nothing to correct"),
    (f"/events/{event}", dict(event_fields, quantity="4"),
     cli_error(["edit", "--event", event, "--quantity", "4"])),
    (f"/events/{event}", dict(event_fields, date="2026-10-01"),
     cli_error(["edit", "--event", event, "--date", "2026-10-01"])),
    (f"/events/{event}", dict(event_fields, quantity="0"),
     "The value '0' is invalid for quantity: "
     + cli_error(["edit", "--event", event, "--quantity", "0"]).split(": ", 1)[1]),
    (f"/events/{event}", event_fields, "Nothing to correct"),
]
for path, fields, message in refusals:
    before = state()
    status, _, page, _ = client.post(fix + path, fields)
    assert status == 422, (path, fields, status)
    assert message in html.unescape(page), (message, page[:3000])
    assert state() == before, (path, fields)
before = state()
assert client.post(fix + f"/lots/{lot}", dict(lot_fields, quantity="5"), csrf=False)[0] == 403
assert client.post(fix + f"/events/{event}", dict(event_fields, quantity="1"),
                   csrf=False)[0] == 403
assert state() == before
status, headers, _, _ = client.post(fix + f"/lots/{lot}", {
    "quantity": "4", "price": "2.40", "expires": "", "location": "pantry"})
assert status == 303 and headers["location"] == fix, status
assert f"Updated lot {lot[:8]}: 4 for 2.40 EUR, expires never." in client.get(fix)[2]
assert sqlite(db, f"SELECT quantity, price, expires_on IS NULL, location FROM lots "
                  f"WHERE uuid = '{lot}'") == "4000|240|1|pantry"
status, headers, _, _ = client.post(fix + f"/events/{event}", {
    "quantity": "1", "date": "2026-10-26", "note": "only one"})
assert status == 303 and headers["location"] == fix, status
assert (f"Updated event {event[:8]}: consume 1 pcs of Correct me on 2026-10-26."
        in client.get(fix)[2])
assert sqlite(db, f"SELECT quantity, occurred_on, note FROM events WHERE uuid = '{event}'") \
    == "1000|2026-10-26|only one"
assert "Usable: <strong>3 pcs" in client.get(fix)[2]

# Refused forms: 422, the command line's message, nothing stored.
cases = [
    ({"name": "Milk", "quantity": "abc"}, "'abc' is not a number"),
    ({"name": "Milk", "quantity": "1", "price": "-1"}, "the price must not be negative"),
    ({"name": "Milk", "quantity": "1", "currency": "XX"}, "not a known ISO 4217 currency code"),
    ({"name": "  ", "quantity": "1"}, "The item name must not be blank"),
    ({"name": "Milk", "quantity": "1", "date": "2026-10-05", "expires": "2026-10-01"},
     cli_error(["add", "Milk", "1", "--date", "2026-10-05", "--expires", "2026-10-01"])),
    ({"name": "Whole milk", "quantity": "1", "unit": "g"},
     cli_error(["add", "Whole milk", "1", "--unit", "g"])),
    # A NUL or another control character is refused, never cut or stored.
    ({"name": "Eggs\x00junk", "quantity": "1"}, "the name holds a control character (U+0000)"),
    ({"name": "Eggs", "quantity": "1", "store": "Li\x1b[2Jdl"},
     "the store holds a control character (U+001B)"),
    ({"name": "Eggs", "quantity": "1", "category": "da\x07iry"},
     "the category holds a control character (U+0007)"),
    ({"name": "Eggs", "quantity": "1", "note": "a\x00b"}, "the note holds a control character (U+0000)"),
]
for fields, message in cases:
    before = state()
    status, _, page, _ = client.post("/add", fields)
    assert status == 422, (fields, status)
    assert message in html.unescape(page), (message, page[:2000])
    if fields["name"].isprintable():
        assert f'value="{html.escape(fields["name"], quote=True).replace("&#x27;", "&#39;")}"' in page, "the form lost its values"
    assert "\x00" not in page and "\x1b" not in page, "a control character reached the page"
    assert state() == before
before = state()
status, _, page, _ = client.post(milk + "/consume", {"quantity": "100000"})
assert status == 422 and cli_error(["consume", "Whole milk", "100000"]) in html.unescape(page)
assert state() == before

# Months the spending page cannot chart (it reaches 12 months back) are a styled 400;
# the calendar's last month is shown, without a link past it.
for month in ["0001-05", "0001-12"]:
    status, _, page, _ = client.get("/spending?month=" + month)
    assert status == 400 and "0002-01 to 9999-12" in page, (month, status)
    assert '<link rel="stylesheet" href="/static/app.css">' in page
status, _, page, _ = client.get("/spending?month=9999-12")
assert status == 200 and "10000" not in page, status
assert client.get("/spending?month=0002-01")[0] == 200

# Unknown pages, bad methods, large bodies.
assert client.get("/nope")[0] == 404
assert client.get("/items/" + str(uuid.uuid4()))[0] == 404
assert client.get("/items/not-an-id")[0] == 404
status, headers, _, _ = client.post("/", {})
assert status == 405 and "GET" in headers["allow"]
assert client.get("/undo")[0] == 405
assert client.request("PUT", "/add", body=b"x")[0] == 405
status, _, page, _ = client.request(
    "POST", "/add", body=b"name=" + b"x" * 200_000,
    headers={"Content-Type": "application/x-www-form-urlencoded"})
assert status == 413 and "Too large" in page
for status_page in ["/nope"]:
    assert '<link rel="stylesheet" href="/static/app.css">' in client.get(status_page)[2]

# CSRF: missing or wrong is 403 and nothing changes; another host name is refused.
before = state()
assert client.post("/add", {"name": "CSRF", "quantity": "1"}, csrf=False)[0] == 403
assert client.post("/add", {"name": "CSRF", "quantity": "1", "csrf": "0" * 64})[0] == 403
assert client.post(milk + "/consume", {"quantity": "1", "csrf": ""})[0] == 403
stranger = Client(server.port)
assert stranger.post("/add", {"name": "CSRF", "quantity": "1", "csrf": client.csrf})[0] == 403
assert state() == before
assert Client(server.port, host="evil.example").get("/")[0] == 403

# Downloads and the calendar feed.
page = client.get("/downloads")[2]
token = re.search(r"/calendar\.ics\?token=([0-9a-f]+)", page).group(1)
status, headers, text, _ = client.get("/calendar.ics?token=" + token)
assert status == 200 and headers["content-type"].startswith("text/calendar")
assert text.startswith("BEGIN:VCALENDAR")
assert Client(server.port).get("/calendar.ics?token=wrong")[0] == 403
assert Client(server.port).get("/calendar.ics")[0] == 403

# Rotating the token with the command line while the server runs: the old address stops
# working at once and the Downloads page shows the new one, which works.
subprocess.run([larder, "serve", "--rotate-calendar-token", "--db", db], check=True,
               capture_output=True, timeout=60)
assert Client(server.port).get("/calendar.ics?token=" + token)[0] == 403
page = client.get("/downloads")[2]
rotated = re.search(r"/calendar\.ics\?token=([0-9a-f]+)", page).group(1)
assert rotated != token
assert Client(server.port).get("/calendar.ics?token=" + rotated)[0] == 200
token = rotated
for form, start in [("md", b"# "), ("csv", b""), ("xlsx", b"PK")]:
    status, headers, _, data = client.get(f"/downloads/report?month=2026-10&format={form}")
    assert status == 200 and data.startswith(start) and len(data) > 100, form
    assert "attachment" in headers["content-disposition"]
status, _, _, data = client.get("/downloads/household.xlsx")
assert status == 200 and data.startswith(b"PK")

# 200 hostile names (the injection corpus and markup made for pages), as items, stores and
# categories, come back only escaped, on the stock, item, eat-first and spending pages.
payloads = corpus + ['"><script>alert(1)</script>', "</title><svg onload=alert(1)>",
                     "' onmouseover='alert(1)", "<!--", "]]><x>", "&amp;lt;", "javascript:alert(1)"]
names = [f"{payloads[i % len(payloads)]} #{i}" for i in range(200)]
for index, name in enumerate(names):
    status, headers, page, _ = client.post("/add", {
        "name": name, "quantity": "1", "price": "1.00", "date": "2026-11-01",
        "expires": "2026-11-02", "store": names[(index + 1) % 200][:60],
        "category": names[(index + 2) % 200][:60], "note": name})
    assert status == 303, (name, status, page[:3000])
pages = [client.get(path)[2] for path in ["/?all=1", "/?q=%3C", "/expiring", "/spending"]]
pages.append(client.get(item_path(client, names[3]))[2])
raw_markup = ["<script>", "<svg onload", "<img src=x", "' onmouseover='", "<x>", "<!-- #"]
for page in pages:
    for bad in raw_markup:
        assert bad not in page, bad
    for tag in re.findall(r"<([a-zA-Z][a-zA-Z0-9]*)", page):
        assert tag.lower() in {"html", "head", "meta", "title", "link", "script", "body",
                               "header", "a", "nav", "ul", "li", "form", "input", "button",
                               "main", "h1", "h2", "p", "div", "table", "thead", "tr", "th",
                               "tbody", "td", "span", "strong", "section", "figure", "svg",
                               "g", "rect", "text", "path", "circle", "line", "figcaption",
                               "label", "datalist", "option", "code", "footer", "time", "br",
                               "meter", "h3", "details", "summary", "select", "fieldset",
                               "legend"}, tag
    assert page.count("<script") == 1  # the page's own /static/app.js
assert html.escape(names[3]).replace("&#x27;", "&#39;") in pages[0]

# The log: one line per request, never the query.
log = server.stop()
assert re.search(r"^GET / 200 [0-9.]+ ms$", log, re.M), log[-2000:]
assert "token=" not in log and "q=" not in log

# Another address needs a password: without one, serve refuses (64) and says why.
refused = subprocess.run([larder, "serve", "--db", db, "--listen", f"0.0.0.0:{free_port()}"],
                         capture_output=True, text=True, timeout=30,
                         env={"PATH": "/usr/bin:/bin", "HOME": "/tmp"})
assert refused.returncode == 64, refused
assert "needs a household password" in refused.stderr, refused.stderr

# With one: login, wrong password, logout, session expiry, throttling.
server = Server(larder, db, listen="0.0.0.0:0",
                env={"LARDER_WEB_PASSWORD": "correct horse", "LARDER_WEB_SESSION_SECONDS": "4"})
visitor = Client(server.port)
status, headers, _, _ = visitor.get("/")
assert status == 303 and headers["location"] == "/login"
assert visitor.get("/spending")[0] == 303
before = state()
assert visitor.post("/add", {"name": "Intruder", "quantity": "1", "csrf": "x"})[0] == 403
assert visitor.get("/login")[0] == 200
status, _, page, _ = visitor.post("/login", {"password": "wrong horse"})
assert status == 403 and "The password is wrong" in page
status, headers, _, _ = visitor.post("/login", {"password": "correct horse"})
assert status == 303 and headers["location"] == "/"
assert visitor.get("/")[0] == 200 and "Log out" in visitor.get("/")[2]
assert visitor.post("/logout", {})[0] == 303
assert visitor.get("/")[0] == 303
visitor.get("/login")
visitor.post("/login", {"password": "correct horse"})
assert visitor.get("/")[0] == 200
time.sleep(4 + 2)  # the lifetime, and a margin; being late only makes it more expired
assert visitor.get("/")[0] == 303, "the session did not expire"
assert state() == before
# Wrong passwords slow the next try (1 s, then 2 s…: check_web_throttle.py); the right one
# still logs in.
guesser = Client(server.port)
guesser.get("/login")
status, _, page, _ = guesser.post("/login", {"password": "guess 1"})
assert status == 403 and "(1 wrong in a row from this address)" in page, page
assert "the next try waits 1 second." in page, page
assert guesser.post("/login", {"password": "correct horse"})[0] == 303
assert Client(server.port).get("/calendar.ics?token=" + token)[0] == 200
server.stop()
print("ok")
