#!/usr/bin/env python3
"""Writes the sample household: samples/purchases.csv and samples/events.csv.

A household of three in Lyon, from 2025-09-01 to 2026-10-31. It shops weekly at a
supermarket, on Saturdays at the market, now and then at an Asian grocery and an
organic shop. Stock is simulated with the same first-expiring-first-out rule as Larder,
so every consume and discard fits what is on hand. Deterministic: same file every run.

Dates are of the kind EU Regulation 1169/2011 gives them: use-by on highly perishable
food (fresh meat and fish, fresh milk, cream, fresh cheese, tofu, chilled juice and
dips), best-before on the rest that carries a date (dry and canned goods, tea, coffee,
chocolate, frozen food, yoghurt, eggs, butter, hard cheese, packaged bread, drinks),
canned tomatoes and chickpeas best before the end of a month; fresh fruit, vegetables
and loose bread carry no printed date, and their dates stay of unknown kind. A few lots
are opened on the day they are first used (their date cut to the opened life), a few
frozen on the day they were bought (a frozen life as a best-before), and two stocktakes
correct the records (one loss, one find naming its lot). These are chosen so that every
draw stays what the first-expiring-first-out rule gives with the dates as written.
Run: python3 samples/make_samples.py
"""
import calendar
import csv
import datetime as dt
import os
import random
import uuid

random.seed(20251)
START, END = dt.date(2025, 9, 1), dt.date(2026, 10, 31)

# name, category, unit, pack size, pack price (cents), shelf life (days, 0 = none),
# use per day (units), store kind
ITEMS = [
    ("Whole milk", "dairy", "L", 1, 119, 8, 0.55, "super"),
    ("Butter", "dairy", "g", 250, 259, 45, 12, "super"),
    ("Plain yoghurt", "dairy", "pcs", 4, 189, 18, 0.45, "super"),
    ("Crème fraîche", "dairy", "g", 200, 165, 14, 6, "super"),
    ("Comté", "dairy", "g", 300, 690, 30, 14, "market"),
    ("Mozzarella", "dairy", "g", 125, 99, 12, 5, "super"),
    ("Œufs fermiers", "dairy", "pcs", 12, 420, 28, 0.9, "market"),
    ("Bananas", "produce", "kg", 1, 189, 6, 0.12, "super"),
    ("Apples", "produce", "kg", 1.5, 349, 25, 0.14, "market"),
    ("Carrots", "produce", "kg", 1, 129, 20, 0.08, "market"),
    ("Tomatoes", "produce", "kg", 0.5, 199, 7, 0.06, "market"),
    ("Onions", "produce", "kg", 1, 149, 40, 0.05, "super"),
    ("Potatoes", "produce", "kg", 2.5, 349, 35, 0.15, "super"),
    ("Lettuce", "produce", "pcs", 1, 119, 5, 0.18, "market"),
    ("Lemons", "produce", "pcs", 4, 199, 21, 0.2, "super"),
    ("Courgettes", "produce", "kg", 0.75, 229, 8, 0.07, "market"),
    ("Spinach", "produce", "g", 400, 249, 5, 35, "market"),
    ("Avocados", "produce", "pcs", 2, 249, 5, 0.25, "super"),
    ("Chicken breast", "meat", "g", 600, 899, 4, 60, "super"),
    ("Minced beef", "meat", "g", 500, 649, 3, 40, "super"),
    ("Ham", "meat", "g", 240, 389, 10, 18, "super"),
    ("Salmon fillet", "meat", "g", 400, 1190, 3, 20, "market"),
    ("Sausages", "meat", "pcs", 6, 549, 7, 0.35, "market"),
    ("Bacon lardons", "meat", "g", 200, 279, 14, 8, "super"),
    ("Baguette", "bakery", "pcs", 1, 110, 2, 0.8, "super"),
    ("Pain de campagne", "bakery", "pcs", 1, 390, 5, 0.2, "market"),
    ("Croissants", "bakery", "pcs", 4, 380, 3, 0.25, "market"),
    ("Sliced bread", "bakery", "pcs", 1, 219, 8, 0.12, "super"),
    ("Rice", "pantry", "kg", 2, 449, 0, 0.06, "super"),
    ("Pasta", "pantry", "g", 500, 129, 0, 45, "super"),
    ("Flour", "pantry", "kg", 1, 99, 240, 0.02, "super"),
    ("Sugar", "pantry", "kg", 1, 139, 0, 0.015, "super"),
    ("Olive oil", "pantry", "L", 1, 899, 540, 0.03, "super"),
    ("Canned tomatoes", "pantry", "pcs", 4, 356, 720, 0.12, "super"),
    ("Coffee beans", "pantry", "g", 1000, 1490, 180, 40, "bio"),
    ("Black tea", "pantry", "pcs", 50, 399, 540, 1.1, "super"),
    ("Honey", "pantry", "g", 500, 749, 0, 6, "bio"),
    ("Oats", "pantry", "g", 1000, 229, 300, 25, "bio"),
    ("Lentils", "pantry", "g", 500, 249, 540, 8, "bio"),
    ("Chickpeas", "pantry", "pcs", 2, 198, 720, 0.05, "super"),
    ("醤油", "pantry", "ml", 500, 450, 365, 6, "asia"),
    ("味噌", "pantry", "g", 400, 590, 180, 7, "asia"),
    ("Jasmine rice", "pantry", "kg", 5, 1290, 0, 0.07, "asia"),
    ("Peanut butter", "pantry", "g", 350, 399, 180, 6, "bio"),
    ("Frozen peas", "frozen", "g", 1000, 219, 300, 20, "super"),
    ("Ice cream", "frozen", "ml", 900, 449, 240, 28, "super"),
    ("Frozen pizza", "frozen", "pcs", 2, 499, 180, 0.1, "super"),
    ("Fish fingers", "frozen", "pcs", 15, 389, 240, 0.4, "super"),
    ("餃子", "frozen", "pcs", 20, 690, 180, 0.45, "asia"),
    ("Orange juice", "drinks", "L", 1, 229, 10, 0.25, "super"),
    ("Sparkling water", "drinks", "L", 6, 330, 365, 0.9, "super"),
    ("Beer", "drinks", "pcs", 6, 599, 180, 0.3, "super"),
    ("Red wine", "drinks", "pcs", 1, 790, 0, 0.1, "market"),
    ("Apple cider", "drinks", "pcs", 1, 450, 365, 0.05, "market"),
    ("緑茶", "drinks", "g", 100, 650, 365, 3, "asia"),
    ("鮮牛奶", "drinks", "L", 1, 289, 10, 0.12, "asia"),
    ("豆腐", "produce", "g", 400, 259, 10, 20, "asia"),
    ("Toilet paper", "household", "pcs", 12, 549, 0, 0.45, "super"),
    ("Dish soap", "household", "ml", 750, 259, 0, 14, "super"),
    ("Laundry detergent", "household", "L", 2, 1199, 0, 0.035, "super"),
    ("Bin bags", "household", "pcs", 20, 349, 0, 0.3, "super"),
    ("Sponges", "household", "pcs", 6, 249, 0, 0.12, "super"),
    ("Paper towels", "household", "pcs", 4, 399, 0, 0.12, "super"),
    ("Toothpaste", "household", "pcs", 2, 429, 720, 0.03, "bio"),
    ("Shampoo", "household", "ml", 400, 499, 720, 8, "bio"),
    ("Chocolate", "pantry", "g", 200, 249, 240, 10, "super"),
    ("Hummus", "produce", "g", 200, 219, 10, 9, "super"),
]
STORES = {"super": "Carrefour", "market": "Marché Saint-Antoine", "asia": "Tang Frères",
          "bio": "Biocoop"}
USE_BY = {"Whole milk", "Crème fraîche", "Mozzarella", "Chicken breast", "Minced beef", "Ham",
          "Salmon fillet", "Sausages", "Bacon lardons", "Orange juice", "鮮牛奶", "豆腐", "Hummus"}
BEST_BEFORE = {"Butter", "Plain yoghurt", "Comté", "Œufs fermiers", "Sliced bread", "Flour",
               "Olive oil", "Canned tomatoes", "Coffee beans", "Black tea", "Oats", "Lentils",
               "Chickpeas", "醤油", "味噌", "Peanut butter", "Frozen peas", "Ice cream",
               "Frozen pizza", "Fish fingers", "餃子", "Sparkling water", "Beer", "Apple cider",
               "緑茶", "Chocolate", "Toothpaste", "Shampoo"}
# Best before the end of a month, as cans are marked.
BEST_BEFORE_MONTH = {"Canned tomatoes", "Chickpeas"}
# Days an opened pack keeps (its date becomes the earlier of its own and opening + this).
OPENED_LIFE = {"Whole milk": 3, "Crème fraîche": 5, "Orange juice": 5, "Peanut butter": 90,
               "醤油": 60}
# Frozen on the day bought: days the lot keeps its quality (a best-before from then), how
# many lots, and the last purchase day considered (the chicken of the summer).
FROZEN = {"Chicken breast": (90, 2, dt.date(2026, 9, 30)), "Pain de campagne": (60, 1, END)}
# A pack bought close to its best-before date, still in the fridge past it at the end.
PAST_BEST_BEFORE = ("Plain yoghurt", dt.date(2026, 10, 28))
# How many lots of each item to open: the latest ones that keep every draw as it is.
OPENED_LOTS = 3
# Stocktakes: (day, item, quantity in thousandths; positive lost, negative found, note).
STOCKTAKES = [
    (dt.date(2026, 10, 24), "Œufs fermiers", 2_000, "stocktake"),
    (dt.date(2026, 10, 24), "Jasmine rice", -300, "stocktake"),
]
# Milk and bananas are cheaper at Lidl now and then.
SECOND_STORE = {"Whole milk": "Lidl", "Bananas": "Lidl", "Pasta": "Lidl", "Butter": "Lidl"}


def money(cents):
    return f"{cents // 100}.{cents % 100:02d}"


def qty(thousandths):
    whole, frac = divmod(thousandths, 1000)
    return str(whole) if frac == 0 else f"{whole}.{frac:03d}".rstrip("0")


# lots: [expiry or None, purchased, order, remaining, purchase row, draws [(event, taken)],
# quantity bought]
stock = {item[0]: [] for item in ITEMS}
order = 0
purchases, events = [], []


def fefo(lots, day):
    """The lots bought on or before `day` with something left, in the order they are drawn."""
    held = [lot for lot in lots if lot[3] > 0 and lot[1] <= day]
    return sorted(held, key=lambda lot: (lot[0] is None, lot[0] or day, lot[1], lot[2]))


def draw(name, amount, day, kind, note=""):
    """Takes `amount` thousandths first-expiring-first-out; records one event line."""
    lots = fefo(stock[name], day)
    total = sum(lot[3] for lot in lots)
    amount = min(amount, total)
    if amount <= 0:
        return
    left = amount
    for lot in lots:
        take = min(left, lot[3])
        lot[3] -= take
        lot[5].append((len(events), take))
        left -= take
        if left == 0:
            break
    events.append([day.isoformat(), name, kind, qty(amount), note, ""])


def give_back(name, amount, day, note):
    """A stocktake's find: `amount` thousandths back to the lot FEFO would draw last."""
    lots = [lot for lot in stock[name] if lot[1] <= day]
    lots.sort(key=lambda lot: (lot[0] is None, lot[0] or day, lot[1], lot[2]), reverse=True)
    for lot in lots:
        room = lot[6] - lot[3]
        if room >= amount:
            lot[3] += amount
            lot[5].append((len(events), -amount))
            lot_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"larder-sample:{lot[2]}"))
            lot[4][11] = lot_id
            events.append([day.isoformat(), name, "adjust", "-" + qty(amount), note, lot_id])
            return


def end_of_month(day):
    return day.replace(day=calendar.monthrange(day.year, day.month)[1])


def buy(item, day, store, currency="EUR", scale=1.0):
    global order
    name, category, unit, pack, price, shelf, _, _ = item
    packs = 1 if random.random() < 0.8 else 2
    quantity = int(round(pack * 1000)) * packs
    cents = int(round(price * packs * random.uniform(0.92, 1.1) * scale))
    expires = day + dt.timedelta(days=shelf + random.randint(0, max(1, shelf // 5))) if shelf else None
    month = expires is not None and name in BEST_BEFORE_MONTH
    if month:
        expires = end_of_month(expires)
    kind = "" if expires is None else "use-by" if name in USE_BY else (
        "best-before" if name in BEST_BEFORE else "")
    order += 1
    row = [day.isoformat(), name, qty(quantity), money(cents), unit, category, currency, store,
           expires.isoformat() if expires else "", "", "", "", kind, "", "yes" if month else "",
           "", ""]
    stock[name].append([expires, day, order, quantity, row, [], quantity])
    purchases.append(row)


carry = {item[0]: 0.0 for item in ITEMS}
day = START
while day <= END:
    weekday = day.weekday()
    trips = []
    if weekday == 2:
        trips.append("super")
    if weekday == 5:
        trips += ["market", "super"]
    if weekday == 3 and day.day <= 7:
        trips += ["asia", "bio"]
    for kind in trips:
        for item in ITEMS:
            if item[7] != kind:
                continue
            on_hand = sum(lot[3] for lot in stock[item[0]]) / 1000
            need = item[6] * (9 if kind in ("super", "market") else 35)
            if on_hand < need and random.random() < 0.93:
                store = STORES[kind]
                if item[0] in SECOND_STORE and random.random() < 0.3:
                    store = SECOND_STORE[item[0]]
                if day.year == 2026 and day.month == 8 and 10 <= day.day <= 16 and kind == "super":
                    buy(item, day, "Migros Genève", currency="CHF", scale=1.25)
                else:
                    buy(item, day, store)
    for item in ITEMS:
        name = item[0]
        carry[name] += item[6] * random.uniform(0.6, 1.4)
        if weekday == 6 or carry[name] >= max(item[6] * 3, 0.5):
            step = 50 if item[2] in ("kg", "L") else 1000
            amount = int(carry[name] * 1000) // step * step
            carry[name] -= amount / 1000
            draw(name, amount, day, "consume")
        for lot in stock[name]:
            if lot[3] > 0 and lot[0] is not None and lot[0] < day and random.random() < 0.12:
                draw(name, lot[3], day, "discard", random.choice(["past its date", "mouldy", "went off"]))
    for when, name, amount, note in STOCKTAKES:
        if when == day:
            if amount > 0:
                draw(name, amount, day, "adjust", note)
            else:
                give_back(name, -amount, day, note)
    day += dt.timedelta(days=1)


def keeps_draws(name, changed):
    """Whether every event of the item draws from the same lots, the same amounts, when the
    lots in `changed` (purchase order -> new expiry) carry their new dates from the start,
    as an import reads them."""
    takes = {}
    for lot in stock[name]:
        for event, taken in lot[5]:
            takes.setdefault(event, []).append((lot[2], taken))
    left = {lot[2]: lot[6] for lot in stock[name]}
    expiry = lambda lot: changed.get(lot[2], lot[0])
    for event in sorted(takes):
        wanted = sorted(takes[event])
        if not events[event][5]:  # drawn by the FEFO rule, not from a named lot
            day = dt.date.fromisoformat(events[event][0])
            held = [lot for lot in stock[name] if lot[1] <= day and left[lot[2]] > 0]
            held.sort(key=lambda lot: (expiry(lot) is None, expiry(lot) or day, lot[1], lot[2]))
            amount, drawn = sum(taken for _, taken in wanted), []
            for lot in held:
                take = min(amount, left[lot[2]])
                drawn.append((lot[2], take))
                amount -= take
                if amount == 0:
                    break
            if sorted(drawn) != wanted:
                return False
        for bought_as, taken in wanted:
            left[bought_as] -= taken
    return True


def first_use(lot):
    """The day of the first event that drew from `lot`, or None."""
    return min((dt.date.fromisoformat(events[event][0]) for event, taken in lot[5] if taken > 0),
               default=None)


def change(lot, state, on, expires, estimated):
    row = lot[4]
    row[15], row[16] = state, on.isoformat()
    if expires != lot[0]:
        lot[0] = expires
        row[8] = expires.isoformat()
        row[13] = "yes" if estimated else ""
        row[14] = ""
        row[12] = "best-before" if state == "frozen" else "use-by"


# Opened: the latest lots of each item opened on their first use, when that keeps every draw.
for name, life in OPENED_LIFE.items():
    done = 0
    for lot in sorted(stock[name], key=lambda lot: lot[2], reverse=True):
        opened = first_use(lot)
        if done == OPENED_LOTS or opened is None or lot[0] is None:
            continue
        expires = min(lot[0], opened + dt.timedelta(days=life))
        if keeps_draws(name, {lot[2]: expires}):
            change(lot, "opened", opened, expires, True)
            done += 1
# Past best before: the pack of PAST_BEST_BEFORE that is drawn first at the end, dated
# earlier, when that keeps every draw.
name, printed = PAST_BEST_BEFORE
for lot in fefo(stock[name], END):
    if lot[1] <= printed < lot[0] and keeps_draws(name, {lot[2]: printed}):
        lot[0] = printed
        lot[4][8] = printed.isoformat()
        break
# Frozen: the latest lots frozen on the day they were bought, when that keeps every draw.
for name, (life, lots, until) in FROZEN.items():
    done = 0
    for lot in sorted(stock[name], key=lambda lot: lot[2], reverse=True):
        if done == lots:
            break
        if lot[1] > until:
            continue
        expires = lot[1] + dt.timedelta(days=life)
        if keeps_draws(name, {lot[2]: expires}):
            change(lot, "frozen", lot[1], expires, True)
            done += 1

# The household speaks three languages: some items have a name in each member's, and
# aliases (columns name_en, name_fr, name_ja, name_zh-hant and aliases, as an export writes
# them on each of the item's rows).
NAMES = {
    "Whole milk": ({"fr": "Lait entier", "ja": "牛乳", "zh-Hant": "全脂牛奶"}, ["lait"]),
    "Baguette": ({"ja": "バゲット", "zh-Hant": "法國麵包"}, []),
    "Œufs fermiers": ({"ja": "卵", "zh-Hant": "雞蛋"}, ["free-range eggs", "oeufs"]),
    "鮮牛奶": ({"fr": "Lait frais de Taïwan", "ja": "台湾の牛乳"}, ["fresh milk"]),
    "豆腐": ({"fr": "Tofu", "ja": "豆腐"}, []),
    "Crème fraîche": ({"ja": "クレームフレッシュ", "zh-Hant": "法式酸奶油"}, ["creme fraiche epaisse"]),
}
NAME_LANGUAGES = ["en", "fr", "ja", "zh-Hant"]


def name_fields(item):
    names, aliases = NAMES.get(item, ({}, []))
    return [names.get(code, "") for code in NAME_LANGUAGES] + ["|".join(aliases)]


here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "purchases.csv"), "w", newline="", encoding="utf-8") as out:
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["date", "item", "quantity", "price", "unit", "category", "currency", "store",
                     "expires", "location", "note", "lot", "date_kind", "expires_estimated",
                     "expires_month", "state", "state_on", "name_en", "name_fr", "name_ja",
                     "name_zh-hant", "aliases"])
    writer.writerows(row + name_fields(row[1]) for row in purchases)
with open(os.path.join(here, "events.csv"), "w", newline="", encoding="utf-8") as out:
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["date", "item", "action", "quantity", "note", "lot"])
    writer.writerows(events)
print(f"{len(purchases)} purchases, {len(events)} events")
