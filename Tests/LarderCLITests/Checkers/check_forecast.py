"""Computes `larder forecast` from the database with exact fractions and compares it.

Usage: python3 check_forecast.py DATABASE AS-OF WINDOW MIN-HISTORY [WITHIN]
         [--restock=RESTOCK.json --horizon=H] [--plan] < forecast.json

Reads the tables directly with the sqlite3 module (on hand at D is recomputed from each
lot's quantity and its events, not from the stored remaining quantity), projects every
item as docs definition 5 says with fractions.Fraction (in whole pieces for an item in a
count unit: a lot's use rounded up to whole pieces, the rest wasted and valued), and
compares every field of
the JSON `larder forecast --as-of AS-OF --window WINDOW --min-history MIN-HISTORY
--format json` printed, and the advice of items with a short history (their usable lots
expiring within WITHIN days, 7 by default, valued whole). Prints "ok" or the first
difference. With --restock, also recomputes `larder restock --horizon H --format json`
(docs definition 8): which items, the quantity in whole usual packs (the most frequent
lot quantity, the smallest of ties) and the buy-by day.
With --plan, the projection runs over each usable lot's remaining less what the planned
meals ahead reserve from it (docs definition 28, "Planned meals in the forecast": "the
reserved part is used on its meal's day, never projected wasted"); the reservations are
check_cooking.py's. Without it, nothing changes.
"""
import datetime
import json
import sqlite3
import sys
from fractions import Fraction

with_plan = "--plan" in sys.argv[5:]
arguments = [arg for arg in sys.argv if arg != "--plan"]
database, as_of_text, window, min_history = arguments[1], arguments[2], int(arguments[3]), int(arguments[4])
flags = dict(arg[2:].split("=", 1) for arg in arguments[5:] if arg.startswith("--"))
positional = [arg for arg in arguments[5:] if not arg.startswith("--")]
within = int(positional[0]) if positional else 7
restock_json = json.load(open(flags["restock"])) if "restock" in flags else None
horizon = int(flags.get("horizon", "7"))
given = json.load(sys.stdin)
as_of = datetime.date.fromisoformat(as_of_text)
MINOR_UNITS = {"EUR": 2, "CHF": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3}
# Units of mass and volume; any other unit counts pieces, whose advice is in whole pieces.
MEASURES = {"mg", "g", "kg", "ml", "mL", "cl", "cL", "dl", "dL", "l", "L"}


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
# Thousandths each lot's meals ahead reserve (definition 28), by lot id; none without --plan.
reserved = {}
if with_plan:
    import check_cooking

    reserved = check_cooking.plan(check_cooking.Household(db, as_of_text))[1]
items = db.execute("SELECT id, name, unit FROM items ORDER BY name").fetchall()
minimums = dict(db.execute("SELECT id, min_stock FROM items").fetchall())
expected_restock = []


def usual_pack(item_id, unit):
    """The most frequent lot quantity bought on or before AS-OF, the smallest of ties; 1."""
    counts = {}
    for (size,) in db.execute(
        "SELECT quantity FROM lots WHERE item_id = ? AND purchased_on <= ? AND quantity > 0",
        (item_id, as_of_text),
    ):
        counts[size] = counts.get(size, 0) + 1
    pack = min(counts, key=lambda size: (-counts[size], size)) if counts else 1000
    return -((-pack) // 1000) * 1000 if unit not in MEASURES else pack


def restock(item_id, name, unit, usable_total, held_total, rate, status, supply, waste, last_expiry):
    """The restock row of an item, or None when it needs none (definition 8)."""
    minimum = minimums.get(item_id)
    below = minimum is not None and usable_total < minimum
    if status == "ok":
        needed = below or (supply is not None and supply // 1 <= horizon)
    elif status == "out":
        needed = below or (rate is not None and rate > 0)
    else:
        needed = below
    if not needed:
        return None
    from_minimum = Fraction((minimum or 0) - usable_total)
    need = from_minimum
    if rate is not None and rate > 0 and status in ("ok", "out"):
        left = max(Fraction(horizon) - (supply or 0), 0)
        need = max(from_minimum, rate * left)
    pack = usual_pack(item_id, unit)
    packs = 1 if need <= 0 else -((-need) // pack)
    run_out = None if supply is None else day(int(supply // 1))
    if status == "out" or (below and not waste > 0):
        buy_by = as_of_text
    else:
        buy_by = run_out or last_expiry or as_of_text
        if last_expiry is not None and last_expiry < buy_by:
            buy_by = last_expiry
        buy_by = max(buy_by, as_of_text)
    return {
        "item": name, "unit": unit, "onHand": quantity(held_total), "usable": quantity(usable_total),
        "status": status, "minStock": None if minimum is None else quantity(minimum),
        "runOutOn": run_out, "buyBy": buy_by, "suggested": quantity(packs * pack),
        "pack": quantity(pack), "packs": int(packs),
    }

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
expected_items, expected_lots, expected_past, unpaced_lots, short_items = [], [], [], [], 0
last_day = (as_of + datetime.timedelta(days=within)).isoformat()
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
        row = restock(item_id, name, unit, 0, sum(lot[8] for lot in held), rate, "out", None, 0, None)
        if row:
            expected_restock.append(row)
        continue
    status = "out" if usable_total == 0 else "short-history" if rate is None else "unused" if rate == 0 else "ok"
    if status == "short-history":
        # No pace: advice from expiry dates alone, each lot valued whole.
        short_items += 1
        for lot in usable:
            # With --plan, what the meals ahead reserve of a lot is not at stake (definition
            # 28): the advice is about what is left of it.
            left = lot[8] - reserved.get(lot[0], 0)
            if lot[7] is not None and lot[7] <= last_day and left > 0:
                value = rounded(Fraction(lot[5]) * left / lot[4])
                unpaced_lots.append({
                    "item": name, "lot": lot[2], "expires": lot[7], "remaining": quantity(left),
                    "unit": unit, "currency": lot[6],
                    "value": decimal(Fraction(value, 10 ** MINOR_UNITS[lot[6]]), MINOR_UNITS[lot[6]], False),
                })
    # FEFO: earliest expiry, no expiry last, then purchase date, then creation order.
    usable.sort(key=lambda lot: (lot[7] is None, lot[7] or "", lot[3], lot[0]))
    clock, waste_total, supply = Fraction(0), Fraction(0), None
    pieces = unit not in MEASURES
    if rate is not None and usable_total > 0:
        for lot in usable:
            remaining = Fraction(lot[8] - reserved.get(lot[0], 0))
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
            if pieces and waste > 0:
                # A started piece is eaten: use rounded up to whole pieces, the rest wasted.
                whole_use = min(remaining, -((-use) // 1000) * 1000)
                use, waste = Fraction(whole_use), remaining - whole_use
            waste_total += waste
            if waste > 0:
                price, currency = lot[5], lot[6]
                value = rounded(Fraction(price) * waste / lot[4])
                finished = day(int(clock // 1)) if waste == 0 and use > 0 else None
                (expected_past if lot[9] == "best-before" else expected_lots).append(
                    {
                        "item": name, "lot": lot[2], "expires": lot[7], "remaining": quantity(remaining),
                        "projectedUse": quantity(rounded(use)), "projectedWaste": quantity(rounded(waste)),
                        "currency": currency, "wasteValue": decimal(Fraction(value, 10 ** MINOR_UNITS[currency]), MINOR_UNITS[currency], False),
                        "finishedOn": finished, "_value": value,
                    }
                )
        if rate > 0:
            supply = clock
    usable_fefo = sorted(usable, key=lambda lot: (lot[7] is None, lot[7] or "", lot[3], lot[0]))
    last_expiry = usable_fefo[-1][7] if usable_fefo else None
    row = restock(item_id, name, unit, usable_total, sum(lot[8] for lot in held), rate, status,
                  supply, waste_total if rate is not None else 0, last_expiry)
    if row:
        expected_restock.append(row)
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


for lots in [expected_lots, expected_past, unpaced_lots]:
    lots.sort(key=lambda lot: (lot["expires"], rank[lot["item"]], lot["lot"]))
expected = {
    "asOf": as_of_text, "window": window, "items": expected_items, "lots": expected_lots,
    "totals": totals_of(expected_lots), "pastBestBefore": expected_past,
    "pastBestBeforeTotals": totals_of(expected_past),
    "shortHistory": {"items": short_items, "minHistory": min_history, "lots": unpaced_lots},
}
for key in ["asOf", "window", "totals", "pastBestBeforeTotals", "shortHistory"]:
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
if restock_json is not None:
    names = [row.get("item") for row in restock_json]
    if sorted(names) != sorted(row["item"] for row in expected_restock):
        fail(f"restock items {names!r}, expected {sorted(row['item'] for row in expected_restock)!r}")
    order = {name: index for index, name in enumerate(names)}
    for got, want in zip(restock_json, sorted(expected_restock, key=lambda row: order[row["item"]])):
        if got != want:
            fail(f"restock: {got!r}, expected {want!r}")
restocked = "" if restock_json is None else f", {len(expected_restock)} to restock"
print(f"ok: {len(expected_items)} items, {len(expected_lots)} lots, {len(unpaced_lots)} lots without a pace{restocked}")
