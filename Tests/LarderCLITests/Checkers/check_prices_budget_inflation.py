"""Recomputes `prices ITEM`, `budget` and `inflation` from the database with exact fractions
and compares every field of their JSON (docs definitions 10 to 12).

Usage: python3 check_prices_budget_inflation.py DATABASE AS-OF MONTH ITEM PRICES.json BUDGET.json INFLATION.json

PRICES.json is `larder prices ITEM --as-of AS-OF --format json`, BUDGET.json is
`larder budget --month MONTH --as-of AS-OF --format json`, INFLATION.json is
`larder inflation --month MONTH --format json` (base 12 months before). Reads the tables
with the sqlite3 module. Prints "ok" or the first difference.
"""
import calendar
import datetime
import json
import sqlite3
import sys
from fractions import Fraction

database, as_of_text, month, item_name = sys.argv[1:5]
prices_json, budget_json, inflation_json = (json.load(open(path)) for path in sys.argv[5:8])
as_of = datetime.date.fromisoformat(as_of_text)
DECIMALS = {"EUR": 2, "CHF": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3}
db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def rounded(value):
    """Half away from zero to a whole number."""
    magnitude = (abs(value.numerator) * 2 + value.denominator) // (2 * value.denominator)
    return magnitude if value >= 0 else -magnitude


def decimal(value, places):
    scaled = rounded(Fraction(value) * 10**places)
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled)).rjust(places + 1, "0")
    return sign + (digits[:-places] + "." + digits[-places:] if places else digits)


def money(minor, currency):
    return decimal(Fraction(minor, 10 ** DECIMALS[currency]), DECIMALS[currency])


def price_unit(unit):
    table = {"mg": ("kg", 10**6), "g": ("kg", 1000), "kg": ("kg", 1), "ml": ("L", 1000),
             "cl": ("L", 100), "dl": ("L", 10), "l": ("L", 1)}
    return table.get(unit.lower(), (unit, 1))


def unit_price(price, quantity, unit):
    """Minor units per price unit, exact."""
    return Fraction(price * 1000 * price_unit(unit)[1], quantity)


def shown(value, currency):
    places = DECIMALS[currency] + 2
    return decimal(value / 10 ** DECIMALS[currency], places)


def lower_median(values):
    ordered = sorted(values)
    return ordered[(len(ordered) - 1) // 2]


def same(what, given, expected):
    if given != expected:
        fail(f"{what}: larder says {given!r}, expected {expected!r}")


# prices ITEM
item_id, unit = db.execute("SELECT id, unit FROM items WHERE name = ?", (item_name,)).fetchone()
lots = db.execute(
    "SELECT purchased_on, store, quantity, price, currency FROM lots WHERE item_id = ? "
    "AND purchased_on <= ? ORDER BY purchased_on, id", (item_id, as_of_text)).fetchall()
same("priceUnit", prices_json["priceUnit"], price_unit(unit)[0])
same("history length", len(prices_json["history"]), len(lots))
for given, (date, store, quantity, price, currency) in zip(prices_json["history"], lots):
    expected = {"date": date, "store": store, "quantity": decimal(Fraction(quantity, 1000), 3).rstrip("0").rstrip("."),
                "unitPrice": shown(unit_price(price, quantity, unit), currency), "currency": currency}
    same(f"history {date}", given, expected)
stores = {}
for date, store, quantity, price, currency in lots:
    stores.setdefault((store, currency), []).append(unit_price(price, quantity, unit))
expected_stores = [
    {"store": store, "currency": currency, "count": len(values),
     "min": shown(min(values), currency), "median": shown(lower_median(values), currency),
     "max": shown(max(values), currency), "last": shown(values[-1], currency)}
    for (store, currency), values in sorted(stores.items())]
same("stores", prices_json["stores"], expected_stores)
start = (as_of - datetime.timedelta(days=89)).isoformat()
recent = [lot for lot in lots if lot[0] >= start and lot[1] != ""]
cheapest = None
if recent:
    currency = recent[-1][4]
    groups = {}
    for date, store, quantity, price, lot_currency in recent:
        if lot_currency == currency:
            groups.setdefault(store, []).append(unit_price(price, quantity, unit))
    store, median = min(((s, lower_median(v)) for s, v in groups.items()), key=lambda p: (p[1], p[0]))
    cheapest = {"store": store, "currency": currency, "median": shown(median, currency)}
same("cheapest", prices_json["cheapest"], cheapest)

# budget --month MONTH
year, number = map(int, month.split("-"))
first, last = f"{month}-01", f"{month}-{calendar.monthrange(year, number)[1]:02d}"
end = min(last, as_of_text) if month == as_of_text[:7] else last
budgets = {}
for category, currency, amount, from_month in db.execute(
        "SELECT category, currency, amount, from_month FROM budgets WHERE from_month <= ? "
        "ORDER BY from_month", (month,)):
    budgets[(category, currency)] = amount
rows = []
for (category, currency), amount in sorted(budgets.items(), key=lambda kv: (kv[0][0] == "*", kv[0])):
    if amount is None:
        continue
    if category == "*":
        spent = db.execute("SELECT coalesce(sum(price), 0) FROM lots WHERE currency = ? AND "
                           "purchased_on BETWEEN ? AND ?", (currency, first, end)).fetchone()[0]
    else:
        spent = db.execute("SELECT coalesce(sum(lots.price), 0) FROM lots JOIN items ON items.id = "
                           "lots.item_id WHERE items.category = ? AND lots.currency = ? AND "
                           "purchased_on BETWEEN ? AND ?", (category, currency, first, end)).fetchone()[0]
    days = calendar.monthrange(year, number)[1]
    projected, elapsed = spent, Fraction(1 if month < as_of_text[:7] else 0)
    if month == as_of_text[:7]:
        elapsed = Fraction(as_of.day, days)
        # No pace before the 7th: a few days' shopping says nothing of a month's.
        projected = rounded(Fraction(spent * days, as_of.day)) if as_of.day >= 7 else None
    rows.append({"category": category, "currency": currency, "budget": money(amount, currency),
                 "spent": money(spent, currency), "remaining": money(amount - spent, currency),
                 "used": decimal(Fraction(spent, amount), 3) if amount else None,
                 "elapsed": decimal(elapsed, 3),
                 "projected": None if projected is None else money(projected, currency)})
same("budget", budget_json, {"month": month, "asOf": as_of_text, "rows": rows})

# inflation --month MONTH (base 12 months before)
base = f"{year - 1}-{number:02d}"
periods = {}
for name, item_unit, currency, purchased, quantity, price in db.execute(
        "SELECT items.name, items.unit, lots.currency, lots.purchased_on, lots.quantity, lots.price "
        "FROM lots JOIN items ON items.id = lots.item_id WHERE substr(purchased_on, 1, 7) IN (?, ?) "
        "ORDER BY purchased_on, lots.id", (base, month)):
    entry = periods.setdefault((currency, name), {"unit": item_unit})
    period = entry.setdefault(purchased[:7], {"prices": [], "q": 0, "s": 0})
    period["prices"].append(unit_price(price, quantity, item_unit))
    period["q"] += quantity
    period["s"] += price
expected_rows = []
for currency in sorted({c for c, _ in periods}):
    now = then = change = outside = 0
    basket = []
    for (c, name), entry in sorted(periods.items()):
        if c != currency or month not in entry:
            continue
        if base not in entry:
            outside += entry[month]["s"]
            continue
        factor = price_unit(entry["unit"])[1]
        p, p0 = lower_median(entry[month]["prices"]), lower_median(entry[base]["prices"])
        q0 = Fraction(entry[base]["q"], 1000 * factor)
        now += p * q0
        then += p0 * q0
        change += entry[month]["s"] - entry[base]["s"]
        places = 3 + len(str(factor)) - 1
        quantity = decimal(q0, places).rstrip("0").rstrip(".")
        basket.append({"item": name, "priceUnit": price_unit(entry["unit"])[0],
                       "baseUnitPrice": shown(p0, currency), "unitPrice": shown(p, currency),
                       "baseQuantity": quantity, "ratio": decimal(p / p0, 4)})
    effect = now - then
    expected_rows.append({
        "currency": currency, "index": decimal(now / then, 4) if basket else None,
        "priceEffect": money(rounded(effect), currency),
        "quantityEffect": money(rounded(change - effect), currency),
        "outsideBasket": money(outside, currency), "basket": basket})
# Larder orders the basket by the Unicode collation (checked by NameOrderCommandTests),
# which Python's standard library lacks: the baskets are compared by item.
for row in inflation_json["rows"]:
    row["basket"] = sorted(row["basket"], key=lambda entry: entry["item"])
same("inflation", inflation_json, {"month": month, "base": base, "rows": expected_rows})
print("ok")
