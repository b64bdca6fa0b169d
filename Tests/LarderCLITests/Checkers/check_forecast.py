"""Computes `larder forecast` from the database with exact fractions and compares it.

Usage: python3 check_forecast.py DATABASE AS-OF WINDOW MIN-HISTORY < forecast.json

Reads the tables directly with the sqlite3 module (on hand at D is recomputed from each
lot's quantity and its events, not from the stored remaining quantity), projects every
item as docs definition 5 says with fractions.Fraction, and compares every field of
the JSON `larder forecast --as-of AS-OF --window WINDOW --min-history MIN-HISTORY
--format json` printed. Prints "ok" or the first difference.
"""
import datetime
import json
import sqlite3
import sys
from fractions import Fraction

database, as_of_text, window, min_history = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
given = json.load(sys.stdin)
as_of = datetime.date.fromisoformat(as_of_text)
MINOR_UNITS = {"EUR": 2, "CHF": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3}


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def rounded(value):
    """Half away from zero to a whole number."""
    whole = abs(value.numerator) * 2 + value.denominator
    magnitude = whole // (2 * value.denominator)
    return magnitude if value >= 0 else -magnitude


def decimal(value, places, trimmed):
    scaled = rounded(Fraction(value) * 10**places)
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled)).rjust(places + 1, "0")
    whole, fraction = digits[: len(digits) - places], digits[len(digits) - places :]
    if trimmed:
        fraction = fraction.rstrip("0")
    return sign + whole + ("." + fraction if fraction else "")


def quantity(thousandths):
    return decimal(Fraction(thousandths, 1000), 3, trimmed=True)


def day(offset):
    date = as_of + datetime.timedelta(days=offset)
    return None if date > datetime.date(9999, 12, 31) else date.isoformat()


db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
items = db.execute("SELECT id, name, unit FROM items ORDER BY name").fetchall()
lots_by_item = {}
for row in db.execute(
    """SELECT lots.id, lots.item_id, lots.uuid, lots.purchased_on, lots.quantity, lots.price,
         lots.currency, lots.expires_on,
         lots.quantity - (SELECT coalesce(sum(quantity), 0) FROM events
           WHERE lot_id = lots.id AND occurred_on <= ?), lots.date_kind
       FROM lots WHERE purchased_on <= ?""",
    (as_of_text, as_of_text),
):
    lots_by_item.setdefault(row[1], []).append(row)

# Definition 13: what a best-before lot leaves unused by its date is past its best before
# by then, in its own list and total; every other kind goes in the bin.
expected_items, expected_lots, expected_past = [], [], []
start = (as_of - datetime.timedelta(days=window)).isoformat()
for item_id, name, unit in items:
    first = db.execute("SELECT min(purchased_on) FROM lots WHERE item_id = ?", (item_id,)).fetchone()[0]
    if first is None or first > as_of_text:
        continue
    consumed = db.execute(
        """SELECT coalesce(sum(events.quantity), 0) FROM events JOIN lots ON lots.id = events.lot_id
           WHERE lots.item_id = ? AND events.kind = 'consume' AND events.occurred_on > ?
             AND events.occurred_on <= ?""",
        (item_id, start, as_of_text),
    ).fetchone()[0]
    span = (as_of - datetime.date.fromisoformat(first)).days + 1
    days = min(window, span)
    rate = Fraction(consumed, days) if span >= min_history and days > 0 else None
    held = [lot for lot in lots_by_item.get(item_id, []) if lot[8] > 0]
    # Definition 13: a lot past its best-before is still usable; past a use-by (or a date
    # of unknown kind) it is expired.
    usable = [lot for lot in held if lot[7] is None or lot[7] >= as_of_text or lot[9] == "best-before"]
    expired = [lot for lot in held if lot not in usable]
    usable_total = sum(lot[8] for lot in usable)
    if usable_total == 0 and not (rate is not None and rate > 0):
        continue
    status = "out" if usable_total == 0 else "short-history" if rate is None else "unused" if rate == 0 else "ok"
    # FEFO: earliest expiry, no expiry last, then purchase date, then creation order.
    usable.sort(key=lambda lot: (lot[7] is None, lot[7] or "", lot[3], lot[0]))
    clock, waste_total, supply = Fraction(0), Fraction(0), None
    if rate is not None and usable_total > 0:
        for lot in usable:
            remaining = Fraction(lot[8])
            deadline = None if lot[7] is None else (datetime.date.fromisoformat(lot[7]) - as_of).days + 1
            if rate == 0:
                use = Fraction(0)
                waste = Fraction(0) if deadline is None else remaining
            else:
                if deadline is not None and clock >= deadline:
                    use = Fraction(0)
                else:
                    use = remaining if deadline is None else min(remaining, rate * (deadline - clock))
                clock += use / rate
                waste = remaining - use
            waste_total += waste
            if waste > 0:
                price, currency = lot[5], lot[6]
                value = rounded(Fraction(price) * waste / lot[4])
                finished = day(int(clock // 1)) if waste == 0 and use > 0 else None
                (expected_past if lot[9] == "best-before" else expected_lots).append(
                    {
                        "item": name, "lot": lot[2], "expires": lot[7], "remaining": quantity(lot[8]),
                        "projectedUse": quantity(rounded(use)), "projectedWaste": quantity(rounded(waste)),
                        "currency": currency, "wasteValue": decimal(Fraction(value, 10 ** MINOR_UNITS[currency]), MINOR_UNITS[currency], False),
                        "finishedOn": finished, "_value": value,
                    }
                )
        if rate > 0:
            supply = clock
    expected_items.append(
        {
            "item": name, "unit": unit, "usable": quantity(usable_total),
            "expired": quantity(sum(lot[8] for lot in expired)),
            "ratePerDay": None if rate is None else decimal(rate / 1000, 3, False),
            "daysOfSupply": None if supply is None else decimal(supply, 1, False),
            "runOutOn": None if supply is None else day(int(supply // 1)),
            "status": status,
            "projectedWaste": None if rate is None else quantity(rounded(waste_total)),
        }
    )

# Names sort in the Unicode collation's root order, which Python's standard library does
# not have: NameOrderCommandTests checks that order. Here the items are taken in the order
# Larder gives them, once their names are known to be the expected ones.
given_names = [row.get("item") for row in given.get("items", [])]
if sorted(given_names) != sorted(row["item"] for row in expected_items):
    fail(f"items {given_names!r}, expected {sorted(row['item'] for row in expected_items)!r}")
rank = {name: index for index, name in enumerate(given_names)}
expected_items.sort(key=lambda row: rank[row["item"]])
def totals_of(lots):
    totals = {}
    for lot in lots:
        totals[lot["currency"]] = totals.get(lot["currency"], 0) + lot.pop("_value")
    return [
        {"currency": code, "wasteValue": decimal(Fraction(value, 10 ** MINOR_UNITS[code]), MINOR_UNITS[code], False)}
        for code, value in sorted(totals.items())
    ]


for lots in [expected_lots, expected_past]:
    lots.sort(key=lambda lot: (lot["expires"], rank[lot["item"]], lot["lot"]))
expected = {
    "asOf": as_of_text, "window": window, "items": expected_items, "lots": expected_lots,
    "totals": totals_of(expected_lots), "pastBestBefore": expected_past,
    "pastBestBeforeTotals": totals_of(expected_past),
}
for key in ["asOf", "window", "totals", "pastBestBeforeTotals"]:
    if given.get(key) != expected[key]:
        fail(f"{key}: {given.get(key)!r}, expected {expected[key]!r}")
for key in ["items", "lots", "pastBestBefore"]:
    if len(given.get(key, [])) != len(expected[key]):
        fail(f"{len(given.get(key, []))} {key}, expected {len(expected[key])}")
    for got, want in zip(given[key], expected[key]):
        if got != want:
            fail(f"{key}: {got!r}, expected {want!r}")
if set(given) != set(expected):
    fail(f"keys {sorted(given)}, expected {sorted(expected)}")
print(f"ok: {len(expected_items)} items, {len(expected_lots)} lots")
