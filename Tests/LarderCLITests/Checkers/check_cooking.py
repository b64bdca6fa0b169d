"""Recomputes Larder's recipes, plan and planned shopping lines from the database, exactly.

Usage: python3 check_cooking.py DATABASE AS-OF WITHIN KIND < larder_output.json
       python3 check_cooking.py --self-test

KIND is one of
  suggest   the JSON of `larder cook --suggest --as-of D --within N --limit 100000 --format json`
  plan      the JSON of `larder plan --as-of D --format json`
  shopping  the JSON of `larder shopping --as-of D --format json` (only the lines with a
            "planned" key are checked, and that no "suggested" line names an item a planned
            line names)

An independent oracle: it is written from docs/definitions.md (definitions 5, 8, 13, 26,
27, 28 and "Other choices"), never from the Swift sources. It reads the tables directly
with sqlite3 (what is left of a lot at D is recomputed from its quantity and its events, as
check_forecast.py does, not taken from the stored `remaining`) and computes with
fractions.Fraction and integers (thousandths, minor units) only.

Prints "ok: ..." and exits 0 when everything agrees; "FAILED: <first difference>" and
exits 1 otherwise. A ranking that differs from this oracle's only in the order of recipes
whose rescued values and missing counts tie (Larder breaks those ties by the Unicode
collation of names, `NameOrder`, which Python's standard library does not have; here they
are compared in Python's code-point order) prints "tie order: ..." and exits 2: the values
agree, only the collation differs.
"""
import datetime
import json
import sqlite3
import sys
import unicodedata
from fractions import Fraction

MINOR_UNITS = {"EUR": 2, "CHF": 2, "USD": 2, "GBP": 2, "JPY": 0, "KWD": 3}

# Units an item is counted in (definition 5: "any unit that is not one of mass or volume"
# counts pieces). Factors to grams and to millilitres.
ITEM_MASS = {"mg": Fraction(1, 1000), "g": Fraction(1), "kg": Fraction(1000)}
ITEM_VOLUME = {"ml": Fraction(1), "mL": Fraction(1), "cl": Fraction(10), "cL": Fraction(10),
               "dl": Fraction(100), "dL": Fraction(100), "l": Fraction(1000), "L": Fraction(1000)}

# Definition 26: "Cooking units convert exactly within their family: mass (mg, g, kg,
# oz = 28.349523125 g, lb = 453.59237 g) and volume (ml, cl, dl, l, tsp = 5 ml, tbsp =
# 15 ml, the US cup = 240 ml for `cup`, the metric cup = 250 ml for `tasse`, the Japanese
# カップ = 200 ml, 合 = 180 ml, Taiwan's 杯 = 240 ml ...)". The stored symbols are those of
# the brief (`metric cup` for the metric cup).
COOKING_MASS = dict(ITEM_MASS, oz=Fraction("28.349523125"), lb=Fraction("453.59237"))
COOKING_VOLUME = dict(ITEM_VOLUME, tsp=Fraction(5), tbsp=Fraction(15), cup=Fraction(240),
                      **{"metric cup": Fraction(250), "カップ": Fraction(200), "合": Fraction(180),
                         "杯": Fraction(240)})

# Definition 19's search key ignores "ligatures and special letters" (`oeufs` is `Œufs`),
# which NFKD does not decompose.
SPECIAL_LETTERS = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o",
                                 "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d",
                                 "þ": "th", "Þ": "th", "ı": "i"})


class Mismatch(Exception):
    """The first difference between Larder's output and the oracle's."""


class TieOrder(Exception):
    """Values agree; recipes whose rank keys tie are in another order (collation)."""


# ---------------------------------------------------------------------------- numbers

def rounded(value):
    """Half away from zero to a whole number (as check_forecast.py's `rounded`)."""
    value = Fraction(value)
    magnitude = (abs(value.numerator) * 2 + value.denominator) // (2 * value.denominator)
    return magnitude if value >= 0 else -magnitude


def ceil_thousandths(value):
    """`value` (in units) rounded UP to the thousandth, as an integer of thousandths."""
    return -((-Fraction(value) * 1000) // 1)


def decimal(value, places, trimmed):
    """`value` half away from zero to `places` decimals; trailing zeros cut if `trimmed`."""
    scaled = rounded(Fraction(value) * 10**places)
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled)).rjust(places + 1, "0")
    whole, fraction = digits[: len(digits) - places], digits[len(digits) - places:]
    if trimmed:
        fraction = fraction.rstrip("0")
    return sign + whole + ("." + fraction if fraction else "")


def quantity_text(thousandths):
    """A quantity of thousandths as Larder prints it: "0.5", "600", "1.667"."""
    return decimal(Fraction(thousandths, 1000), 3, trimmed=True)


def money_text(minor, currency):
    """Minor units with the currency's decimals: "3.85" EUR, "120" JPY."""
    places = MINOR_UNITS.get(currency, 2)
    return decimal(Fraction(minor, 10**places), places, trimmed=False)


def plus_days(day_text, days):
    return (datetime.date.fromisoformat(day_text) + datetime.timedelta(days=days)).isoformat()


# ---------------------------------------------------------------------------- names

def search_key(text):
    """Definition 19's search key: "the same ignoring case, accents, width, ligatures and
    special letters". Here: NFKD, combining marks removed, special letters spelled out,
    casefolded, then NFKC (which also folds width: `ｍｉｌｋ` is `milk`)."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFKC", bare.translate(SPECIAL_LETTERS).casefold())


# ---------------------------------------------------------------------------- the database

def columns(db, table):
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


class Household:
    """The rows this oracle needs, read once, and what is left of each lot at D.

    Definition 2: "On hand at D: the quantities of lots bought on or before D minus their
    events dated on or before D" (every kind, as check_forecast.py: an `adjust` that gives
    back is a negative quantity)."""

    def __init__(self, db, as_of):
        self.as_of = as_of
        density = "grams_per_ml" if "grams_per_ml" in columns(db, "items") else "NULL"
        piece = "grams_per_piece" if "grams_per_piece" in columns(db, "items") else "NULL"
        self.items = {
            row[0]: {"id": row[0], "uuid": row[1], "name": row[2], "unit": row[3], "gpm": row[4],
                     "gpp": row[5]}
            for row in db.execute(f"SELECT id, uuid, name, unit, {density}, {piece} FROM items")
        }
        self.names = {item_id: [item["name"]] for item_id, item in self.items.items()}
        for item_id, name in db.execute("SELECT item_id, name FROM item_names ORDER BY rowid"):
            self.names.setdefault(item_id, []).append(name)
        self.learned = [
            (food, item_id) for food, item_id in
            db.execute("SELECT food, item_id FROM ingredient_matches ORDER BY rowid")
        ]
        self.lots = {}
        for row in db.execute(
            """SELECT lots.id, lots.uuid, lots.item_id, lots.purchased_on, lots.quantity, lots.price,
                 lots.currency, lots.expires_on, lots.date_kind,
                 lots.quantity - (SELECT coalesce(sum(quantity), 0) FROM events
                   WHERE lot_id = lots.id AND occurred_on <= ?)
               FROM lots WHERE purchased_on <= ?""",
            (as_of, as_of),
        ):
            lot = dict(zip(["id", "uuid", "item", "purchased", "quantity", "price", "currency",
                            "expires", "kind", "left"], row))
            if lot["left"] > 0:
                self.lots[lot["id"]] = lot
        self.recipes = [
            {"id": row[0], "uuid": row[1], "name": row[2], "servings": row[3] or 1}
            for row in db.execute("SELECT id, uuid, name, servings FROM recipes ORDER BY id")
        ]
        self.ingredients = {}
        for row in db.execute(
            """SELECT recipe_id, position, food, amount_numerator, amount_denominator, unit
               FROM recipe_ingredients ORDER BY recipe_id, position, id"""
        ):
            recipe_id, _, food, numerator, denominator, unit = row
            amount = None if numerator is None or denominator is None else Fraction(numerator, denominator)
            self.ingredients.setdefault(recipe_id, []).append({"food": food, "amount": amount, "unit": unit})
        self.meals = [
            {"id": row[0], "uuid": row[1], "recipe": row[2], "day": row[3], "servings": row[4], "cooked": row[5]}
            for row in db.execute(
                "SELECT id, uuid, recipe_id, day, servings, cooked_on FROM planned_meals ORDER BY day, id")
        ]
        self.recipe_by_id = {recipe["id"]: recipe for recipe in self.recipes}

    # -- definition 26: matching

    def match(self, food):
        """Definition 26: "An ingredient is matched to: the item the household chose for that
        food before (... learned by the food's search key ...), else the item one of whose
        names or aliases is the food ignoring case, else the one item whose names have the
        food's search key (definition 19's first and third steps); else it is unmatched."
        Returns an item id or None."""
        key = search_key(food)
        chosen = [item_id for learned, item_id in self.learned
                  if search_key(learned) == key and (item_id is None or item_id in self.items)]
        if chosen:
            # The latest choice, should the food have been matched twice; AT_HAND for a food
            # "at hand": "never drawn and never missing".
            return AT_HAND if chosen[-1] is None else chosen[-1]
        folded = food.casefold()
        exact = {item_id for item_id, names in self.names.items()
                 if any(name.casefold() == folded for name in names)}
        if len(exact) == 1:
            return exact.pop()
        if exact:
            return None  # "no two items share a name ... ignoring case": cannot happen
        similar = {item_id for item_id, names in self.names.items()
                   if any(search_key(name) == key for name in names)}
        if similar:
            return similar.pop() if len(similar) == 1 else None
        # "else the one item one of whose names holds it as a whole word or a run of Chinese
        # or Japanese characters".
        if len(key) < 2:
            return None  # "for a food of two characters or more"
        holding = {item_id for item_id, names in self.names.items()
                   if any(holds_word(search_key(name), key) for name in names)}
        return holding.pop() if len(holding) == 1 else None

    # -- definition 26: needs

    def need(self, ingredient, item_id, servings, recipe_servings):
        """Definition 26: "Its need at s servings is amount × s ÷ S converted exactly to its
        item's unit and rounded up to the thousandth (1/3 tsp of an item in ml is 1.667
        ml)." Pieces are the item's pieces (`pcs` to an item in `pcs`, another count word
        to an item in that word); "mass and volume convert into each other only through
        the density the household states once per item". Thousandths of the item's unit,
        or None when the unit does not convert (the ingredient is then missing)."""
        amount = ingredient["amount"] * servings / recipe_servings
        unit = ingredient["unit"] or "pcs"
        item = self.items[item_id]
        target = item["unit"]
        density = None if item["gpm"] is None else Fraction(item["gpm"], 1000)  # g per ml
        piece = item.get("gpp")
        if unit == "pcs" and target not in ("pcs",) and piece is not None and (
                target in ITEM_MASS or target in ITEM_VOLUME):
            # "for an item kept by weight or volume, that many times the weight of one
            # piece the household states once"
            unit, amount = "g", amount * Fraction(piece, 1000)
        if unit in COOKING_MASS:
            grams = amount * COOKING_MASS[unit]
            if target in ITEM_MASS:
                return ceil_thousandths(grams / ITEM_MASS[target])
            if target in ITEM_VOLUME and density:
                return ceil_thousandths(grams / density / ITEM_VOLUME[target])
            return None
        if unit in COOKING_VOLUME:
            millilitres = amount * COOKING_VOLUME[unit]
            if target in ITEM_VOLUME:
                return ceil_thousandths(millilitres / ITEM_VOLUME[target])
            if target in ITEM_MASS and density:
                return ceil_thousandths(millilitres * density / ITEM_MASS[target])
            return None
        return ceil_thousandths(amount) if unit == target else None

    def lines(self, recipe, servings):
        """The recipe's measured ingredients at `servings`, in the recipe's order, each with
        its item (or None), its need in the item's unit (or None: missing per definition 26)
        and the written amount × s ÷ S rounded up to the thousandth in the recipe's unit.
        Unmeasured ingredients are left out: "never drawn, never missing and never bought"."""
        result = []
        for ingredient in self.ingredients.get(recipe["id"], []):
            if ingredient["amount"] is None:
                continue
            item_id = self.match(ingredient["food"])
            if item_id is AT_HAND:
                continue
            need = None if item_id is None else self.need(ingredient, item_id, servings, recipe["servings"])
            written = ceil_thousandths(ingredient["amount"] * servings / recipe["servings"])
            result.append({"food": ingredient["food"], "item": item_id, "need": need,
                           "written": written, "unit": ingredient["unit"]})
        return result


# ---------------------------------------------------------------------------- drawing

AT_HAND = object()


def is_cjk(character):
    """A Chinese or Japanese character (Han, kana)."""
    code = ord(character)
    return 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF


def holds_word(name, key):
    """Whether the folded `name` holds the folded `key` as a whole word (letters and digits
    on neither side), or, for a key of Chinese or Japanese characters, anywhere."""
    if not key:
        return False
    start = name.find(key)
    while start >= 0:
        if all(is_cjk(c) for c in key):
            return True
        before = name[start - 1] if start > 0 else " "
        after = name[start + len(key)] if start + len(key) < len(name) else " "
        if not before.isalnum() and not after.isalnum():
            return True
        start = name.find(key, start + 1)
    return False


def usable_on(lot, day):
    """Definitions 5 and 13: a lot is usable on a day with "no expiry, an expiry on or after
    D, or a best-before (past it, the lot is still usable)"."""
    return lot["expires"] is None or lot["expires"] >= day or lot["kind"] == "best-before"


def fefo(lot):
    """"earliest expiry first, lots without expiry last, then earliest purchase, then
    creation order" (Other choices)."""
    return (lot["expires"] is None, lot["expires"] or "", lot["purchased"], lot["id"])


def draw(household, item_id, need, left, day):
    """Draws `need` thousandths of an item from the lots usable on `day`, first-expiring-
    first-out, out of `left` (lot id -> thousandths, changed in place). Returns the draws
    [(lot, thousandths)] and the shortfall."""
    draws = []
    lots = sorted((lot for lot in household.lots.values()
                   if lot["item"] == item_id and usable_on(lot, day) and left.get(lot["id"], 0) > 0),
                  key=fefo)
    for lot in lots:
        if need == 0:
            break
        taken = min(need, left[lot["id"]])
        left[lot["id"]] -= taken
        need -= taken
        draws.append((lot, taken))
    return draws, need


# ---------------------------------------------------------------------------- definition 28

def plan(household):
    """Definition 28: "As of D, the meals ahead (not cooked, M ≥ D) reserve in turn, by day
    and then in the order they were planned: each measured matched ingredient takes its
    need at s from its item's lots usable on M ... with what is left of them at D once
    earlier meals took their part, first-expiring-first-out. ... What a meal cannot reserve
    is its shortfall (need − reserved, in the item's unit; the amount as written for a
    missing ingredient of definition 26) ... Meals past or cooked reserve nothing."

    Returns the meals as `larder plan --format json` lists them (every meal not cooked) and
    the reservations, lot id -> thousandths reserved. A past meal (M < D) reserves nothing
    and lists as missing only its ingredients missing by definition 26 (unmatched or
    unconverted): "always missing", whereas a shortfall is what a meal ahead could not
    reserve."""
    left = {lot_id: lot["left"] for lot_id, lot in household.lots.items()}
    meals = []
    for meal in household.meals:
        if meal["cooked"] is not None:
            continue
        recipe = household.recipe_by_id[meal["recipe"]]
        servings = meal["servings"] or recipe["servings"]
        ahead = meal["day"] >= household.as_of
        reserved, missing = [], []
        for line in household.lines(recipe, servings):
            item = household.items.get(line["item"])
            if not ahead:
                # "Meals past or cooked reserve nothing": nor do they lack anything.
                continue
            if line["need"] is None:
                missing.append({"ingredient": line["food"], "item": item and item["name"],
                                "quantity": quantity_text(line["written"]), "unit": line["unit"],
                                "_uuid": item and item["uuid"]})
                continue
            draws, shortfall = draw(household, line["item"], line["need"], left, meal["day"])
            for lot, taken in draws:
                reserved.append({"ingredient": line["food"], "item": item["name"], "lot": lot["uuid"],
                                 "quantity": quantity_text(taken), "unit": item["unit"]})
            if shortfall > 0:
                missing.append({"ingredient": line["food"], "item": item["name"],
                                "quantity": quantity_text(shortfall), "unit": item["unit"],
                                "_uuid": item["uuid"]})
        meals.append({"id": meal["uuid"], "recipe": recipe["name"], "day": meal["day"],
                      "servings": servings, "ahead": ahead, "reserved": reserved, "missing": missing})
    reservations = {lot_id: lot["left"] - left[lot_id] for lot_id, lot in household.lots.items()
                    if left[lot_id] != lot["left"]}
    return meals, reservations


def public(meals):
    """The meals without the oracle's private keys (those starting with `_`)."""
    return [dict(meal, missing=[{k: v for k, v in line.items() if not k.startswith("_")}
                                for line in meal["missing"]]) for meal in meals]


# ---------------------------------------------------------------------------- definition 27

def suggest(household, within, reservations):
    """Definition 27: "the available stock is every lot usable at D (definition 5) with its
    remaining at D, less what the planned meals ahead reserve from it (definition 28). For
    each recipe at its own servings S, its measured matched ingredients draw their needs in
    the recipe's order from their items' available lots, first-expiring-first-out ...; two
    ingredients of one item draw in turn, and what one drew is gone for the next. A draw
    from a lot whose expiry E has D ≤ E ≤ D + N is rescued: its value is price × drawn ÷
    lot quantity, rounded half away from zero to the minor unit; a recipe's rescued value
    is the sum of its rescued draws' values per currency. An ingredient is missing when it
    cannot draw its whole need (and as definition 26 says). Ranking: more rescued value
    first (compared currency by currency in code order), then fewer missing ingredients,
    then the recipe's name."

    An ingredient that cannot draw its whole need still draws what there is (it is
    missing all the same). Returns the suggestions, ranked, each with a private `_key`
    (rescued values and missing count) for the tie check."""
    as_of = household.as_of
    last = plus_days(as_of, within)
    available = {lot_id: lot["left"] - reservations.get(lot_id, 0)
                 for lot_id, lot in household.lots.items() if usable_on(lot, as_of)}
    suggestions = []
    for recipe in household.recipes:
        left = dict(available)
        rescued, uses, first_seen, missing = {}, {}, {}, []
        for line in household.lines(recipe, recipe["servings"]):
            if line["item"] is not None:
                first_seen.setdefault(line["item"], len(first_seen))
            if line["need"] is None:
                missing.append(line["food"])
                continue
            draws, shortfall = draw(household, line["item"], line["need"], left, as_of)
            for lot, taken in draws:
                if lot["expires"] is not None and as_of <= lot["expires"] <= last and taken > 0:
                    value = rounded(Fraction(lot["price"] * taken, lot["quantity"]))
                    rescued[lot["currency"]] = rescued.get(lot["currency"], 0) + value
                    use = uses.setdefault(line["item"], [0, lot["expires"]])
                    use[0] += taken
                    use[1] = min(use[1], lot["expires"])
            if shortfall > 0:
                missing.append(line["food"])
        uses_up = sorted(uses.items(), key=lambda pair: (pair[1][1], first_seen[pair[0]]))
        suggestions.append({
            "recipe": recipe["name"], "id": recipe["uuid"],
            "rescued": [{"currency": code, "amount": money_text(rescued[code], code)} for code in sorted(rescued)],
            "usesUp": [{"item": household.items[item_id]["name"], "quantity": quantity_text(amount),
                        "unit": household.items[item_id]["unit"], "by": by}
                       for item_id, (amount, by) in uses_up],
            "missing": missing, "_rescued": rescued,
        })
    codes = sorted({code for suggestion in suggestions for code in suggestion["_rescued"]})
    for suggestion in suggestions:
        values = suggestion.pop("_rescued")
        suggestion["_key"] = (tuple(-values.get(code, 0) for code in codes), len(suggestion["missing"]))
    suggestions.sort(key=lambda suggestion: (suggestion["_key"], suggestion["recipe"]))
    return suggestions


# ---------------------------------------------------------------------------- comparisons

def expect(got, want, what):
    if got != want:
        raise Mismatch(f"{what}: {got!r}, expected {want!r}")


def compare_suggest(given, household, within):
    meals, reservations = plan(household)
    expected = suggest(household, within, reservations)
    expect(given.get("asOf"), household.as_of, "asOf")
    expect(given.get("within"), within, "within")
    rows = given.get("suggestions")
    if not isinstance(rows, list):
        raise Mismatch(f"suggestions: {rows!r}, expected a list")
    expect(sorted(row.get("id") for row in rows), sorted(row["id"] for row in expected), "recipe ids")
    by_id = {row["id"]: row for row in expected}
    for row in rows:
        want = {k: v for k, v in by_id[row["id"]].items() if not k.startswith("_")}
        for key in want:
            expect(row.get(key), want[key], f"{want['recipe']}: {key}")
        expect(sorted(row), sorted(want), f"{want['recipe']}: keys")
    # Ranking: the rescued values and missing counts must come in the expected order; only
    # the order of recipes that tie on both is the collation's.
    for index, (row, want) in enumerate(zip(rows, expected)):
        if by_id[row["id"]]["_key"] != want["_key"]:
            raise Mismatch(f"rank {index + 1}: {row['recipe']!r} (rescued {row['rescued']}, "
                           f"{len(row['missing'])} missing), expected {want['recipe']!r} "
                           f"(rescued {want['rescued']}, {len(want['missing'])} missing)")
    differing = [(row["recipe"], want["recipe"]) for row, want in zip(rows, expected)
                 if row["recipe"] != want["recipe"]]
    if differing:
        raise TieOrder(f"{len(differing)} recipes whose rescued values and missing counts tie are "
                       f"in another order than Python's (first: {differing[0][0]!r} where code-point "
                       f"order has {differing[0][1]!r})")
    rescuing = sum(1 for row in expected if row["rescued"])
    return f"{len(expected)} recipes ranked, {rescuing} rescuing, {len(meals)} meals planned"


def compare_plan(given, household):
    meals, _ = plan(household)
    expected = public(meals)
    expect(given.get("asOf"), household.as_of, "asOf")
    rows = given.get("meals")
    if not isinstance(rows, list):
        raise Mismatch(f"meals: {rows!r}, expected a list")
    expect(len(rows), len(expected), "number of meals")
    for index, (row, want) in enumerate(zip(rows, expected)):
        for key in want:
            expect(row.get(key), want[key], f"meal {index + 1} ({want['recipe']} on {want['day']}): {key}")
        expect(sorted(row), sorted(want), f"meal {index + 1}: keys")
    reserved = sum(len(meal["reserved"]) for meal in expected)
    return f"{len(expected)} meals, {reserved} reservations"


def compare_shopping(given, household):
    """Definition 28: a shortfall is "a line of the shopping list marked "for R on M", to buy
    by M"; "the list's restock suggestions leave out an item a meal's line names"."""
    meals, _ = plan(household)
    lines = given if isinstance(given, list) else given.get("lines", given.get("items"))
    if not isinstance(lines, list):
        raise Mismatch("the shopping list is not a list of lines")
    expected = []
    for meal in meals:
        if not meal["ahead"]:
            continue
        for missing in meal["missing"]:
            expected.append({
                "name": missing["item"] if missing["item"] is not None else missing["ingredient"],
                "item": missing["_uuid"], "quantity": missing["quantity"], "unit": missing["unit"],
                "suggested": False, "planned": {"recipe": meal["recipe"], "day": meal["day"]},
                "buyBy": meal["day"],
            })
    planned = [line for line in lines if isinstance(line, dict) and "planned" in line]
    # The list shows its lines by name (not in plan order): compare them in one order.
    def order(line):
        return (line.get("buyBy") or "", line["planned"]["recipe"], line.get("name") or "",
                str(line.get("quantity")))
    planned.sort(key=order)
    expected.sort(key=order)
    expect(len(planned), len(expected), "number of planned lines")
    for index, (line, want) in enumerate(zip(planned, expected)):
        for key in want:
            expect(line.get(key), want[key], f"planned line {index + 1} ({want['name']} for "
                                             f"{want['planned']['recipe']} on {want['buyBy']}): {key}")
    named = {line["item"] for line in expected if line["item"] is not None}
    for line in lines:
        if isinstance(line, dict) and line.get("suggested") is True and line.get("item") in named:
            raise Mismatch(f"suggested line {line.get('name')!r}: a planned line already names its item")
    suggested = sum(1 for line in lines if isinstance(line, dict) and line.get("suggested") is True)
    return f"{len(expected)} planned lines, {suggested} suggested lines apart"


def check(db, as_of, within, kind, given):
    """Compares `given` (parsed JSON) with the recomputation; returns a summary or raises."""
    household = Household(db, as_of)
    if kind == "suggest":
        return compare_suggest(given, household, within)
    if kind == "plan":
        return compare_plan(given, household)
    if kind == "shopping":
        return compare_shopping(given, household)
    raise SystemExit(f"unknown KIND {kind!r}: suggest, plan or shopping")


# ---------------------------------------------------------------------------- self-test

SCHEMA = """
CREATE TABLE items (id INTEGER PRIMARY KEY, uuid TEXT, name TEXT, unit TEXT, grams_per_ml INTEGER);
CREATE TABLE item_names (id INTEGER PRIMARY KEY, item_id INTEGER, language TEXT, name TEXT);
CREATE TABLE lots (id INTEGER PRIMARY KEY, uuid TEXT, item_id INTEGER, purchased_on TEXT,
  quantity INTEGER, remaining INTEGER, price INTEGER, currency TEXT, expires_on TEXT, date_kind TEXT);
CREATE TABLE events (id INTEGER PRIMARY KEY, lot_id INTEGER, occurred_on TEXT, kind TEXT, quantity INTEGER);
CREATE TABLE recipes (id INTEGER PRIMARY KEY, uuid TEXT, name TEXT, servings INTEGER);
CREATE TABLE recipe_ingredients (id INTEGER PRIMARY KEY, recipe_id INTEGER, position INTEGER, line TEXT,
  food TEXT, amount_numerator INTEGER, amount_denominator INTEGER, unit TEXT);
CREATE TABLE ingredient_matches (id INTEGER PRIMARY KEY, food_key TEXT, food TEXT, item_id INTEGER);
CREATE TABLE planned_meals (id INTEGER PRIMARY KEY, uuid TEXT, recipe_id INTEGER, day TEXT,
  servings INTEGER, cooked_on TEXT);
"""


def self_test():
    """A household made by hand, with the expected figures worked out in the comments."""
    db = sqlite3.connect(":memory:")
    db.executescript(SCHEMA)
    D = "2026-11-10"  # the as-of date; N = 3, so rescued lots expire 11-10 .. 11-13

    def uuid(n):
        return f"00000000-0000-0000-0000-{n:012d}"

    db.executemany("INSERT INTO items VALUES (?, ?, ?, ?, ?)", [
        (1, uuid(1), "Pepper", "pcs", None),
        (2, uuid(2), "Vanilla extract", "ml", None),
        (3, uuid(3), "Milk", "L", None),
        (4, uuid(4), "Flour", "ml", 530),        # 0.53 g per ml
        (5, uuid(5), "Crème fraîche", "g", None),
        (6, uuid(6), "Cheese", "kg", None),      # no density: a cup of it does not convert
        (7, uuid(7), "Œufs", "pcs", None),
    ])
    db.executemany("INSERT INTO item_names (item_id, language, name) VALUES (?, ?, ?)",
                   [(3, "fr", "Lait"), (1, None, "poivron")])
    db.execute("INSERT INTO ingredient_matches (food_key, food, item_id) VALUES ('emmental', 'Emmental', 6)")
    db.executemany("INSERT INTO lots VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)", [
        # id, uuid, item, bought, quantity, price (cents), currency, expires, kind
        (1, uuid(101), 1, "2026-11-08", 1000, 90, "EUR", "2026-11-12", "use-by"),    # 1 pepper
        (2, uuid(102), 2, "2026-11-01", 100000, 500, "EUR", None, "unknown"),        # 100 ml
        (3, uuid(103), 3, "2026-11-09", 2000, 101, "EUR", "2026-11-11", "use-by"),   # 2 L, 1.01
        (4, uuid(104), 3, "2026-11-09", 1000, 120, "EUR", "2026-11-20", "use-by"),   # 1 L, 1.20
        (5, uuid(105), 3, "2026-11-01", 1000, 100, "EUR", "2026-11-05", "use-by"),   # expired
        (6, uuid(106), 4, "2026-11-01", 1000000, 200, "EUR", None, "unknown"),       # 1 L flour
        (7, uuid(107), 5, "2026-11-09", 200000, 300, "EUR", "2026-11-13", "use-by"), # 200 g
        (8, uuid(108), 6, "2026-11-01", 500, 450, "EUR", "2026-11-30", "use-by"),    # 0.5 kg
        (9, uuid(109), 7, "2026-11-02", 6000, 300, "EUR", "2026-11-08", "best-before"),  # past bb
        (10, uuid(110), 3, "2026-11-11", 1000, 100, "EUR", "2026-11-12", "use-by"),  # bought after D
    ])
    # 200 g of crème fraîche eaten on 11-09 of lot 7? No: 50 g eaten on 11-09, so 150 g left at D;
    # an event after D does not count.
    db.executemany("INSERT INTO events (lot_id, occurred_on, kind, quantity) VALUES (?, ?, ?, ?)",
                   [(7, "2026-11-09", "consume", 50000), (7, "2026-11-11", "consume", 150000)])
    db.executemany("INSERT INTO recipes VALUES (?, ?, ?, ?)", [
        (1, uuid(201), "Stuffed peppers", 2),
        (2, uuid(202), "Pepper stir fry", 4),
        (3, uuid(203), "Vanilla custard", 3),
        (4, uuid(204), "Quiche", 4),
    ])
    db.executemany(
        "INSERT INTO recipe_ingredients (recipe_id, position, line, food, amount_numerator,"
        " amount_denominator, unit) VALUES (?, ?, ?, ?, ?, ?, ?)", [
            (1, 0, "2 peppers", "Pepper", 2, 1, "pcs"),          # at 1 serving: 1 pepper
            (2, 0, "4 poivrons", "poivron", 4, 1, "pcs"),        # alias; at 1 serving: 1
            (2, 1, "a pinch of salt", "salt", None, None, None), # unmeasured: ignored
            (3, 0, "1/3 tsp vanilla", "vanilla extract", 1, 3, "tsp"),
            (3, 1, "1.5 l lait", "lait", 3, 2, "l"),
            (3, 2, "2 oz creme fraiche", "creme fraiche", 2, 1, "oz"),
            (3, 3, "1 pinch saffron", "saffron", 1, 1, "g"),     # unmatched
            (4, 0, "100 g flour", "flour", 100, 1, "g"),
            (4, 1, "1 cup Emmental", "EMMENTAL", 1, 1, "cup"),   # learned; cup -> kg: unconverted
            (4, 2, "3 oeufs", "oeufs", 3, 1, "pcs"),             # search key: Œufs
            (4, 3, "1 l milk", "Milk", 1, 1, "l"),
        ])
    db.executemany("INSERT INTO planned_meals VALUES (?, ?, ?, ?, ?, ?)", [
        (1, uuid(301), 1, "2026-11-12", 1, None),   # Stuffed peppers, 1 serving: the pepper
        (2, uuid(302), 2, "2026-11-11", 1, None),   # Pepper stir fry, 1 serving, a day earlier
        (3, uuid(303), 4, "2026-11-09", None, None),  # past: reserves nothing
        (4, uuid(304), 3, "2026-11-10", 3, "2026-11-10"),  # cooked: not listed
    ])

    household = Household(db, D)
    # Remaining at D: lot 7 has 200 g − 50 g = 150 g; lot 10 is bought after D: absent.
    assert household.lots[7]["left"] == 150000 and 10 not in household.lots
    # Matching: alias, learned choice (folded), search key (œ = oe), accents, case.
    assert household.match("poivron") == 1 and household.match("EMMENTAL") == 6
    assert household.match("oeufs") == 7 and household.match("creme fraiche") == 5
    assert household.match("LAIT") == 3 and household.match("saffron") is None
    vanilla = {"amount": Fraction(1, 3), "unit": "tsp"}
    # 1/3 tsp = 5/3 ml = 1.6666... ml, rounded up: 1.667 ml (1667 thousandths).
    assert household.need(vanilla, 2, 3, 3) == 1667
    # 2 oz = 56.69904625 g, rounded up: 56.7 g.
    assert household.need({"amount": Fraction(2), "unit": "oz"}, 5, 3, 3) == 56700
    # 100 g of flour at 0.53 g/ml = 188.67924... ml, rounded up: 188.68 ml.
    assert household.need({"amount": Fraction(100), "unit": "g"}, 4, 4, 4) == 188680
    # A cup of cheese in kg without a density does not convert; pcs only to pcs.
    assert household.need({"amount": Fraction(1), "unit": "cup"}, 6, 4, 4) is None
    assert household.need({"amount": Fraction(1), "unit": "pcs"}, 3, 1, 1) is None
    assert rounded(Fraction(101, 2)) == 51 and rounded(Fraction(-101, 2)) == -51

    # The plan, by day then id: the stir fry (11-11, id 2) reserves before the stuffed
    # peppers (11-12, id 1), so it gets the one pepper and the stuffed peppers lack 1 pcs.
    # The quiche of 11-09 is past: it reserves nothing and lists only what is missing by
    # definition 26: Emmental (1 cup, unconverted, item Cheese). The cooked custard is gone.
    meals, reservations = plan(household)
    expected_plan = {"asOf": D, "meals": [
        {"id": uuid(303), "recipe": "Quiche", "day": "2026-11-09", "servings": 4, "ahead": False,
         "reserved": [], "missing": []},
        {"id": uuid(302), "recipe": "Pepper stir fry", "day": "2026-11-11", "servings": 1, "ahead": True,
         "reserved": [{"ingredient": "poivron", "item": "Pepper", "lot": uuid(101), "quantity": "1",
                       "unit": "pcs"}], "missing": []},
        {"id": uuid(301), "recipe": "Stuffed peppers", "day": "2026-11-12", "servings": 1, "ahead": True,
         "reserved": [], "missing": [
             {"ingredient": "Pepper", "item": "Pepper", "quantity": "1", "unit": "pcs"}]},
    ]}
    assert reservations == {1: 1000}, reservations
    assert compare_plan(expected_plan, household) == "3 meals, 1 reservations"

    # The shopping list: one line for the meal ahead that lacks the pepper, bought by its
    # day; a restock suggestion of Pepper beside it is an error; other lines are ignored.
    shopping = [
        {"name": "Milk", "item": uuid(3), "quantity": "1", "unit": "L", "suggested": True, "buyBy": D},
        {"name": "Pepper", "item": uuid(1), "quantity": "1", "unit": "pcs", "suggested": False,
         "planned": {"recipe": "Stuffed peppers", "day": "2026-11-12"}, "buyBy": "2026-11-12", "done": False},
    ]
    assert compare_shopping(shopping, household) == "1 planned lines, 1 suggested lines apart"
    shopping[0].update(name="Pepper", item=uuid(1))
    try:
        compare_shopping(shopping, household)
        raise AssertionError("a restock suggestion of a planned item went unnoticed")
    except Mismatch as error:
        assert "already names its item" in str(error)

    # What to cook at D within 3 days (rescued: expiry 11-10 .. 11-13). The pepper is
    # reserved by the stir fry, so nothing is available of it.
    # Vanilla custard (S = 3): vanilla 1.667 ml from lot 2 (no expiry: not rescued); milk
    # 1.5 L: 1.5 L of lot 3 (expires 11-11; 1.01 EUR for 2 L: 1.01 × 1.5 ÷ 2 = 0.7575 ->
    # 0.76); crème fraîche 56.7 g of 150 g left (lot 7, 11-13; 3.00 × 56.7 ÷ 200 = 0.8505 ->
    # 0.85); saffron unmatched: missing. Rescued 0.76 + 0.85 = 1.61 EUR; usesUp Milk 1.5 L
    # by 11-11, then Crème fraîche 56.7 g by 11-13.
    # Quiche (S = 4): flour 188.68 ml (no expiry); Emmental unconverted: missing; eggs 3 of
    # lot 9, past its best before (usable, but E < D: not rescued); milk 1 L: 1 L of lot 3
    # (1.01 × 1 ÷ 2 = 0.505 -> 0.51, half a cent away from zero). Rescued 0.51 EUR.
    # Stuffed peppers and the stir fry: the pepper is reserved, so both miss it (1 missing
    # each, nothing rescued): a tie broken by name, "Pepper stir fry" < "Stuffed peppers".
    expected_suggest = {"asOf": D, "within": 3, "suggestions": [
        {"recipe": "Vanilla custard", "id": uuid(203), "rescued": [{"currency": "EUR", "amount": "1.61"}],
         "usesUp": [{"item": "Milk", "quantity": "1.5", "unit": "L", "by": "2026-11-11"},
                    {"item": "Crème fraîche", "quantity": "56.7", "unit": "g", "by": "2026-11-13"}],
         "missing": ["saffron"]},
        {"recipe": "Quiche", "id": uuid(204), "rescued": [{"currency": "EUR", "amount": "0.51"}],
         "usesUp": [{"item": "Milk", "quantity": "1", "unit": "L", "by": "2026-11-11"}],
         "missing": ["EMMENTAL"]},
        {"recipe": "Pepper stir fry", "id": uuid(202), "rescued": [], "usesUp": [], "missing": ["poivron"]},
        {"recipe": "Stuffed peppers", "id": uuid(201), "rescued": [], "usesUp": [], "missing": ["Pepper"]},
    ]}
    assert compare_suggest(expected_suggest, household, 3).startswith("4 recipes ranked, 2 rescuing")
    # Within 0 days only 11-10 counts: nothing is rescued; fewer missing first (all 1), so
    # every recipe ties and goes by name.
    zero = suggest(household, 0, reservations)
    assert [row["recipe"] for row in zero] == ["Pepper stir fry", "Quiche", "Stuffed peppers",
                                               "Vanilla custard"], zero
    # Differences are caught: a value, and a tie in another order (collation).
    wrong = json.loads(json.dumps(expected_suggest))
    wrong["suggestions"][1]["rescued"][0]["amount"] = "0.50"
    try:
        compare_suggest(wrong, household, 3)
        raise AssertionError("a wrong rescued value went unnoticed")
    except Mismatch as error:
        assert "Quiche: rescued" in str(error)
    swapped = json.loads(json.dumps(expected_suggest))
    swapped["suggestions"][2:] = swapped["suggestions"][:1:-1]
    try:
        compare_suggest(swapped, household, 3)
        raise AssertionError("a tie in another order went unnoticed")
    except TieOrder:
        pass
    swapped["suggestions"][:2] = swapped["suggestions"][1::-1]
    try:
        compare_suggest(swapped, household, 3)
        raise AssertionError("a wrong rank went unnoticed")
    except Mismatch as error:
        assert error.args[0].startswith("rank 1")
    print("ok: self-test passed")


def main(argv):
    if argv[1:] == ["--self-test"]:
        self_test()
        return 0
    if len(argv) != 5:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    database, as_of, within, kind = argv[1], argv[2], int(argv[3]), argv[4]
    datetime.date.fromisoformat(as_of)
    given = json.load(sys.stdin)
    db = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        print("ok:", check(db, as_of, within, kind, given))
        return 0
    except Mismatch as error:
        print("FAILED:", error)
        return 1
    except TieOrder as error:
        print("tie order:", error)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
