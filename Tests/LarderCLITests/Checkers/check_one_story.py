"""Checks that no command or report section contradicts the stock at the as-of date.

Usage: python3 check_one_story.py DATABASE AS-OF RATES.json RESTOCK.json FORECAST.json REPORT.csv

Reads the lots and events directly with the sqlite3 module and recomputes, for each item,
what is left of each lot bought on or before AS-OF at the end of that day (its quantity
minus its events up to that day): usable lots (no expiry, expiry >= AS-OF, or a
best-before, definition 13) and expired ones. Then, in the JSON of `rates`, `restock` and `forecast` and in the `consumption` and
`restock` rows of the CSV report, it checks that:

- an item with nothing usable is `out`, with no run-out date;
- no run-out date is later than the day after the last usable lot expires (or AS-OF, when
  that lot is past its best before), when every usable lot has an expiry;
- usable and expired stock, where shown, are the recomputed ones.

Prints "ok" or the first contradiction.
"""
import csv
import datetime
import json
import sqlite3
import sys

database, as_of_text = sys.argv[1], sys.argv[2]
rates_path, restock_path, forecast_path, report_path = sys.argv[3:7]
as_of = datetime.date.fromisoformat(as_of_text)


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def quantity(thousandths):
    whole, part = divmod(abs(thousandths), 1000)
    return ("-" if thousandths < 0 else "") + str(whole) + (
        "." + str(part).rjust(3, "0").rstrip("0") if part else "")


db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
stock = {}  # name -> (usable thousandths, expired thousandths, last usable expiry or None)
for name, expires, best_before, left in db.execute(
    """SELECT items.name, lots.expires_on, lots.date_kind = 'best-before',
         lots.quantity - (SELECT coalesce(sum(quantity), 0) FROM events
           WHERE lot_id = lots.id AND occurred_on <= ?1)
       FROM lots JOIN items ON items.id = lots.item_id WHERE lots.purchased_on <= ?1""",
    (as_of_text,),
):
    usable, expired, last, endless = stock.get(name, (0, 0, None, False))
    if left > 0 and expires is not None and expires < as_of_text and not best_before:
        expired += left
    elif left > 0:
        usable += left
        if expires is None:
            endless = True
        else:
            last = max(last or expires, expires)
    stock[name] = (usable, expired, last, endless)


def check(source, name, usable_shown, expired_shown, status, run_out):
    if name not in stock:
        fail(f"{source}: {name} is not an item bought by {as_of_text}")
    usable, expired, last, endless = stock[name]
    if usable_shown is not None and usable_shown != quantity(usable):
        fail(f"{source}: {name} usable {usable_shown}, recomputed {quantity(usable)}")
    if expired_shown is not None and expired_shown != quantity(expired):
        fail(f"{source}: {name} expired {expired_shown}, recomputed {quantity(expired)}")
    if usable == 0:
        if status is not None and status != "out":
            fail(f"{source}: {name} has nothing usable but is {status}")
        if run_out:
            fail(f"{source}: {name} has nothing usable but runs out on {run_out}")
    elif run_out and last is not None and not endless:
        latest = max(datetime.date.fromisoformat(last) + datetime.timedelta(days=1),
                     as_of).isoformat()
        if run_out > latest:
            fail(f"{source}: {name} runs out on {run_out}, after {latest}")


checked = 0
with open(rates_path) as file:
    for row in json.load(file):
        check("rates", row["item"], row.get("usable"), row.get("expired"), row.get("status"),
              row["runOutOn"])
        checked += 1
with open(restock_path) as file:
    for row in json.load(file):
        check("restock", row["item"], row.get("usable"), None, row.get("status"), row["runOutOn"])
        checked += 1
with open(forecast_path) as file:
    for row in json.load(file)["items"]:
        check("forecast", row["item"], row["usable"], row["expired"], row["status"], row["runOutOn"])
        checked += 1
with open(report_path, newline="") as file:
    for row in csv.DictReader(file):
        if row["section"] == "consumption":
            check("report consumption", row["label"], None, None, row.get("status"), row["date"])
            checked += 1
        elif row["section"] == "restock":
            check("report restock", row["label"], None, None, row.get("status"), row["date"])
            checked += 1
if checked == 0:
    fail("nothing to check")
print(f"ok {checked}")
