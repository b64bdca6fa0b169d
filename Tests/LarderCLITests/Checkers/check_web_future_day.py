"""`larder serve --as-of` a day after the real today shows the household as of that day,
but no purchase or event it stores is dated after the real today.

usage: check_web_future_day.py LARDER DB

Prints "ok" when every check passes."""

import datetime
import html
import sys

from web_client import Client, Server, sqlite

larder, db = sys.argv[1], sys.argv[2]
future = (datetime.date.today() + datetime.timedelta(days=400)).isoformat()
server = Server(larder, db, as_of=future)
client = server.admit(Client(server.port))

# The form's date defaults to the as-of day, after the real today: refused, nothing stored.
assert client.get("/add")[0] == 200
status, _, page, _ = client.post("/add", {"name": "Eggs", "quantity": "6", "price": "2.10"})
assert status == 422, status
assert f"the date {future} is in the future" in html.unescape(page), page[:2000]
assert sqlite(db, "SELECT count(*) FROM lots") == "0"

# A day given by hand, after the real today too: refused.
status, _, page, _ = client.post(
    "/add", {"name": "Eggs", "quantity": "6", "price": "2.10", "date": future})
assert status == 422, status

# Today is accepted; a consume dated by the as-of day is refused, one dated today is not.
today = datetime.date.today().isoformat()
status, headers, _, _ = client.post(
    "/add", {"name": "Eggs", "quantity": "6", "price": "2.10", "date": today})
assert status == 303, status
item = headers["location"]
status, _, page, _ = client.post(item + "/consume", {"quantity": "1"})
assert status == 422 and "is in the future" in html.unescape(page), status
status, _, _, _ = client.post(item + "/consume", {"quantity": "1", "date": today})
assert status == 303, status
assert sqlite(db, "SELECT max(purchased_on) FROM lots") == today
assert sqlite(db, "SELECT max(occurred_on) FROM events") == today
server.stop()
print("ok")
