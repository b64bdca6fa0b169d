"""Recomputes Larder's food figures from the database with exact fractions and compares them.

Usage: python3 check_food.py DATABASE AS-OF FOLDER [--from=FROM --to=TO] [--states=ITEM]...
       python3 check_food.py DATABASE lots ITEM

The first form reads the JSON that `larder list`, `expiring`, `waste` (of the as-of
month, or `--from FROM --to TO`), `rates`, `forecast` and `restock` printed with `--as-of AS-OF --format json`
(defaults: 7 days ahead, a 90-day window, 14 days of history, a 7-day horizon) from
FOLDER/list.json, expiring.json, waste.json, rates.json, forecast.json and restock.json.
It reads the tables directly with the sqlite3 module (what is left of a lot at AS-OF is
its quantity less its events dated by then, not the stored remaining quantity), computes
each figure as docs/definitions.md says, and compares every field: prints "ok: …" or the
first difference. The forecast and restock are checked by check_forecast.py, run on the
same database. The lots of each --states item that were opened, frozen or thawed are
checked against the item's lives (definition 15; an import keeps its rows as written, so
the sample's own lots are not).

The second form prints ITEM's lots, one a line in creation order: quantity, left now,
price in minor units, state, the day it began, expiry, date kind, and "estimated", "month"
(a best-before month) or "-".
"""
import datetime
import json
import os
import sqlite3
import subprocess
import sys
from fractions import Fraction

MINOR_UNITS = {"EUR": 2, "CHF": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3}


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def rounded(value):
    """Half away from zero to a whole number."""
    magnitude = (abs(value.numerator) * 2 + value.denominator) // (2 * value.denominator)
    return magnitude if value >= 0 else -magnitude


def decimal(value, places, trimmed):
    scaled = rounded(Fraction(value) * 10**places)
    digits = str(abs(scaled)).rjust(places + 1, "0")
    whole, fraction = digits[: len(digits) - places], digits[len(digits) - places :]
    if trimmed:
        fraction = fraction.rstrip("0")
    return ("-" if scaled < 0 else "") + whole + ("." + fraction if fraction else "")


def quantity(thousandths):
    return decimal(Fraction(thousandths, 1000), 3, trimmed=True)


def money(minor, currency):
    places = MINOR_UNITS[currency]
    return decimal(Fraction(minor, 10**places), places, trimmed=False)


def share(lot, part):
    """Definitions 6 and 7: price × part ÷ lot quantity, in minor units, half away from zero."""
    return rounded(Fraction(lot["price"]) * part / lot["quantity"])


def totals(rows, key):
    """Per currency, sorted by code: [{"currency", key}] of the rows' `_minor`."""
    sums = {}
    for row in rows:
        sums[row["currency"]] = sums.get(row["currency"], 0) + row["_minor"]
    return [{"currency": code, key: money(value, code)} for code, value in sorted(sums.items())]


def compare(what, given, expected):
    """Every field of two lists of rows, in order; rows lose their `_` helpers first."""
    expected = [{k: v for k, v in row.items() if not k.startswith("_")} for row in expected]
    if len(given) != len(expected):
        fail(f"{what}: {len(given)} rows, expected {len(expected)}")
    for got, want in zip(given, expected):
        if got != want:
            fail(f"{what}: {got!r}, expected {want!r}")


db_path = sys.argv[1]
db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
db.row_factory = sqlite3.Row

if sys.argv[2] == "lots":
    for lot in db.execute(
        """SELECT lots.* FROM lots JOIN items ON items.id = lots.item_id
           WHERE items.name = ? ORDER BY lots.id""",
        (sys.argv[3],),
    ):
        estimated = "estimated" if lot["expires_estimated"] else "month" if lot["expires_month"] else "-"
        print(
            quantity(lot["quantity"]), quantity(lot["remaining"]), lot["price"], lot["state"],
            lot["state_on"] or lot["purchased_on"], lot["expires_on"] or "-", lot["date_kind"], estimated,
        )
    sys.exit(0)

as_of_text, folder = sys.argv[2], sys.argv[3]
as_of = datetime.date.fromisoformat(as_of_text)
flags = [arg[2:].split("=", 1) for arg in sys.argv[4:] if arg.startswith("--")]
checked_states = {value for key, value in flags if key == "states"}
period = dict((key, value) for key, value in flags if key in ("from", "to"))
WITHIN, WINDOW, MIN_HISTORY, HORIZON = 7, 90, 14, 7


def read(name):
    with open(os.path.join(folder, name + ".json")) as file:
        return json.load(file)


def offset(days):
    return (as_of + datetime.timedelta(days=days)).isoformat()


items = {row["id"]: dict(row) for row in db.execute("SELECT * FROM items")}
# Definition 2: a lot bought on or before D holds its quantity less its events dated by D;
# adjustments (definition 18) count, positive for lost, negative for found.
lots = {}
for row in db.execute(
    """SELECT lots.*, lots.quantity - (SELECT coalesce(sum(quantity), 0) FROM events
         WHERE lot_id = lots.id AND occurred_on <= ?) AS left_at
       FROM lots WHERE purchased_on <= ? ORDER BY id""",
    (as_of_text, as_of_text),
):
    lots.setdefault(row["item_id"], []).append(dict(row))


def standing(lot):
    """Definition 13 on day D: usable (not past its date), past best before, or expired."""
    if lot["expires_on"] is None or lot["expires_on"] >= as_of_text:
        return "usable"
    return "past best before" if lot["date_kind"] == "best-before" else "expired"


def fefo(lot):
    """Earliest expiry first, lots without expiry last, then purchase day, then creation."""
    return (lot["expires_on"] is None, lot["expires_on"] or "", lot["purchased_on"], lot["id"])


def held(item_id):
    return [lot for lot in lots.get(item_id, []) if lot["left_at"] > 0]


def stock(item_id):
    """(on hand, usable, expired) at D: past best before is usable (definitions 5, 13)."""
    on_hand = held(item_id)
    usable = sum(lot["left_at"] for lot in on_hand if standing(lot) != "expired")
    expired = sum(lot["left_at"] for lot in on_hand if standing(lot) == "expired")
    return usable + expired, usable, expired


def uuid(text):
    return text.lower()


# Definition 15: a lot opened, frozen or thawed began that state on or after its purchase;
# freezing gives D + frozen life as a best-before, thawing D + thawed life as a use-by,
# opening at most D + opened life, and when that is the date, an estimated use-by.
states = {"opened": 0, "frozen": 0, "thawed": 0}
for item_id, item_lots in lots.items():
    item = items[item_id]
    for lot in item_lots:
        if lot["state"] == "sealed" or item["name"] not in checked_states:
            continue
        states[lot["state"]] += 1
        began = lot["state_on"]
        if began is None or began < lot["purchased_on"]:
            fail(f"{item['name']} lot {lot['uuid']}: {lot['state']} on {began!r}")
        life = item[{"opened": "opened_life", "frozen": "frozen_life", "thawed": "thawed_life"}[lot["state"]]]
        if life is None:
            fail(f"{item['name']} lot {lot['uuid']} is {lot['state']}, but the item has no such life")
        by_life = (datetime.date.fromisoformat(began) + datetime.timedelta(days=life)).isoformat()
        kind = {"frozen": "best-before", "thawed": "use-by"}.get(lot["state"])
        if lot["state"] == "opened":
            # The lot's own date when it is the earlier (its kind kept), else D + opened life.
            good = lot["expires_on"] is not None and lot["expires_on"] <= by_life
            if lot["expires_on"] == by_life and lot["expires_estimated"] == 1:
                kind = "use-by"
        else:
            good = lot["expires_on"] == by_life and lot["expires_estimated"] == 1
        if not good or (kind is not None and lot["date_kind"] != kind):
            fail(
                f"{item['name']} lot {lot['uuid']} {lot['state']} on {began}: expires "
                f"{lot['expires_on']} ({lot['date_kind']}, estimated {lot['expires_estimated']}), "
                f"expected {'at most ' if lot['state'] == 'opened' else ''}{by_life} ({kind})"
            )

# list: every item with something on hand, its lots with something left.
given_list = read("list")
names = {row.get("name"): index for index, row in enumerate(given_list)}
rank = lambda item_id: names.get(items[item_id]["name"], len(names))
expected_list = []
for item_id in sorted((i for i in items if held(i)), key=rank):
    item = items[item_id]
    on_hand, usable, expired = stock(item_id)
    # The next expiry is that of the usable stock, a best-before already past included.
    usable_dates = [
        lot["expires_on"] for lot in held(item_id) if standing(lot) != "expired" and lot["expires_on"]
    ]
    expected_list.append({
        "id": uuid(item["uuid"]), "name": item["name"], "category": item["category"],
        "unit": item["unit"],
        "onHand": quantity(on_hand), "usable": quantity(usable), "expired": quantity(expired),
        "nextExpiry": min(usable_dates) if usable_dates else None,
        "lots": [
            {
                "id": uuid(lot["uuid"]), "remaining": quantity(lot["left_at"]),
                "expiresOn": lot["expires_on"],
                "dateKind": lot["date_kind"], "expiresEstimated": lot["expires_estimated"] == 1,
                "state": lot["state"], "stateSince": lot["state_on"] or lot["purchased_on"],
            }
            # The docs give no order of an item's lots: Larder lists them as bought.
            for lot in sorted(held(item_id), key=lambda lot: (lot["purchased_on"], lot["id"]))
        ],
    })
compare("list", given_list, expected_list)

# expiring (definition 6): value at risk = price × left ÷ quantity; each list by expiry, item.
given_expiring = read("expiring")
expected_expiring = {"expiring": [], "expired": [], "pastBestBefore": []}
last_day = offset(WITHIN)
for item_id in items:
    for lot in held(item_id):
        if lot["expires_on"] is None or lot["expires_on"] > last_day:
            continue
        key = {"usable": "expiring", "expired": "expired", "past best before": "pastBestBefore"}
        key = key[standing(lot)]
        expected_expiring[key].append({
            "item": items[item_id]["name"], "lot": uuid(lot["uuid"]), "expires": lot["expires_on"],
            "dateKind": lot["date_kind"], "expiresEstimated": lot["expires_estimated"] == 1,
            "expiresMonth": lot["expires_month"] == 1, "remaining": quantity(lot["left_at"]),
            "unit": items[item_id]["unit"], "currency": lot["currency"],
            "valueAtRisk": money(share(lot, lot["left_at"]), lot["currency"]),
            "_minor": share(lot, lot["left_at"]),
            "_order": (lot["expires_on"], rank(item_id), lot["uuid"]),
        })
for key, rows in expected_expiring.items():
    rows.sort(key=lambda row: row["_order"])
    compare(f"expiring {key}", given_expiring.get(key, []), rows)
expected_totals = {key: totals(rows, "valueAtRisk") for key, rows in expected_expiring.items()}
if given_expiring.get("totals") != expected_totals:
    fail(f"expiring totals {given_expiring.get('totals')!r}, expected {expected_totals!r}")
if (given_expiring.get("asOf"), given_expiring.get("within")) != (as_of_text, WITHIN):
    fail(f"expiring asOf/within {given_expiring.get('asOf')!r}/{given_expiring.get('within')!r}")
if set(given_expiring) != {"asOf", "within", "totals", *expected_expiring}:
    fail(f"expiring keys {sorted(given_expiring)}")

# waste (definition 7) over the period: discards only; adjustments are no waste.
if period:
    first, last = (datetime.date.fromisoformat(period[key]) for key in ("from", "to"))
else:
    first = as_of.replace(day=1)
    next_month = first.replace(year=first.year + first.month // 12, month=first.month % 12 + 1)
    last = next_month - datetime.timedelta(days=1)
given_waste = read("waste")
discarded, used, by_category = {}, {}, {}
for event in db.execute(
    """SELECT events.kind, events.quantity, lots.item_id, lots.currency, lots.price,
         lots.quantity AS lot_quantity
       FROM events JOIN lots ON lots.id = events.lot_id
       WHERE events.occurred_on BETWEEN ? AND ? ORDER BY events.id""",
    (first.isoformat(), last.isoformat()),
):
    if event["kind"] == "consume":
        used[event["item_id"]] = used.get(event["item_id"], 0) + event["quantity"]
    elif event["kind"] == "discard":
        row = discarded.setdefault((event["item_id"], event["currency"]), {"quantity": 0, "_minor": 0})
        row["quantity"] += event["quantity"]
        lot = {"price": event["price"], "quantity": event["lot_quantity"]}
        row["_minor"] += share(lot, event["quantity"])
thrown = {}
for (item_id, _), row in discarded.items():
    thrown[item_id] = thrown.get(item_id, 0) + row["quantity"]
expected_rows = []
for (item_id, currency), row in discarded.items():
    item = items[item_id]
    ratio = Fraction(thrown[item_id], thrown[item_id] + used.get(item_id, 0))
    expected_rows.append({
        "item": item["name"], "category": item["category"], "quantity": quantity(row["quantity"]),
        "unit": item["unit"], "currency": currency, "amount": money(row["_minor"], currency),
        "ratio": decimal(ratio, 3, False), "_minor": row["_minor"],
    })
    category = by_category.setdefault(
        (item["category"], currency), {"key": item["category"], "currency": currency, "_minor": 0}
    )
    category["_minor"] += row["_minor"]
for row in by_category.values():
    row["amount"] = money(row["_minor"], row["currency"])
# Definition 1's order of breakdowns: currency, then amount descending, then name.
waste_rank = {row.get("item"): index for index, row in enumerate(given_waste.get("rows", []))}
expected_rows.sort(key=lambda row: (row["currency"], -row["_minor"], waste_rank.get(row["item"], 0)))
compare("waste rows", given_waste.get("rows", []), expected_rows)
categories = sorted(by_category.values(), key=lambda row: (row["currency"], -row["_minor"], row["key"]))
compare("waste categories", given_waste.get("categories", []), categories)
if given_waste.get("totals") != totals(expected_rows, "amount"):
    fail(f"waste totals {given_waste.get('totals')!r}, expected {totals(expected_rows, 'amount')!r}")
if (given_waste.get("from"), given_waste.get("to")) != (first.isoformat(), last.isoformat()):
    fail(f"waste period {given_waste.get('from')!r} to {given_waste.get('to')!r}")
if set(given_waste) != {"from", "to", "totals", "rows", "categories"}:
    fail(f"waste keys {sorted(given_waste)}")


def rate_of(item_id):
    """Definition 3: consumed in (D − W, D] (no discards, no adjustments) ÷ min(W, span)."""
    first_day = min(lot["purchased_on"] for lot in lots[item_id])
    span = (as_of - datetime.date.fromisoformat(first_day)).days + 1
    if span < MIN_HISTORY:
        return None
    consumed = sum(
        event["quantity"]
        for lot in lots[item_id]
        for event in db.execute(
            """SELECT quantity FROM events
               WHERE lot_id = ? AND kind = 'consume' AND occurred_on > ? AND occurred_on <= ?""",
            (lot["id"], offset(-WINDOW), as_of_text),
        )
    )
    return Fraction(consumed, min(WINDOW, span))


def supply_of(item_id, rate):
    """Definition 5's projection: T after the last usable lot, first-expiring-first."""
    clock = Fraction(0)
    for lot in sorted((lot for lot in held(item_id) if standing(lot) != "expired"), key=fefo):
        if lot["expires_on"] is None:
            clock += Fraction(lot["left_at"]) / rate
            continue
        deadline = (datetime.date.fromisoformat(lot["expires_on"]) - as_of).days + 1
        if clock < deadline:
            clock += min(Fraction(lot["left_at"]), rate * (deadline - clock)) / rate
    return clock


# rates (definitions 3 to 5): every item bought by D.
given_rates = read("rates")
expected_rates = []
rate_rank = {row.get("item"): index for index, row in enumerate(given_rates)}
for item_id in sorted(lots, key=lambda item_id: rate_rank.get(items[item_id]["name"], len(rate_rank))):
    item = items[item_id]
    on_hand, usable, expired = stock(item_id)
    rate = rate_of(item_id)
    status = "out" if usable == 0 else "short-history" if rate is None else "unused" if rate == 0 else "ok"
    supply = supply_of(item_id, rate) if rate and usable > 0 else None
    run_out = None if supply is None else offset(int(supply // 1))
    expected_rates.append({
        "item": item["name"], "unit": item["unit"], "onHand": quantity(on_hand), "usable": quantity(usable),
        "expired": quantity(expired), "status": status,
        "ratePerDay": None if rate is None else decimal(rate / 1000, 3, False),
        "ratePerWeek": None if rate is None else decimal(rate * 7 / 1000, 3, False),
        "daysOfSupply": None if supply is None else decimal(supply, 1, False),
        "runOutOn": None if run_out is None or run_out > "9999-12-31" else run_out,
    })
compare("rates", given_rates, expected_rates)

# forecast and restock: the projection, whole pieces, both totals and buy-by days.
checker = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_forecast.py")
with open(os.path.join(folder, "forecast.json")) as forecast:
    result = subprocess.run(
        [sys.executable, checker, db_path, as_of_text, str(WINDOW), str(MIN_HISTORY),
         f"--restock={os.path.join(folder, 'restock.json')}", f"--horizon={HORIZON}"],
        stdin=forecast, capture_output=True, text=True,
    )
if result.returncode != 0 or not result.stdout.startswith("ok"):
    fail(f"forecast: {result.stdout.strip()} {result.stderr.strip()}")

counts = {key: len(rows) for key, rows in expected_expiring.items()}
adjusts = db.execute(
    "SELECT count(*) FROM events WHERE kind = 'adjust' AND occurred_on <= ?", (as_of_text,)
).fetchone()[0]
print(
    f"ok: {len(expected_list)} items listed, {counts['expired']} expired, "
    f"{counts['pastBestBefore']} past best before, {counts['expiring']} expiring, "
    f"{len(expected_rows)} wasted, {len(expected_rates)} rates, "
    f"{states['opened']} opened, {states['frozen']} frozen, {states['thawed']} thawed, "
    f"{adjusts} adjustments; "
    f"forecast {result.stdout.strip()[4:]}"
)
