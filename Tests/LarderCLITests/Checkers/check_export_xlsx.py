"""Reads a `larder export --format xlsx` workbook with openpyxl and checks it.

Usage: python3 check_export_xlsx.py FILE LOTS EVENTS MAX_ROWS

LOTS and EVENTS are the rows the Purchases and Events sheets must hold in all, and
MAX_ROWS the rows per sheet (header included). Prints "ok", or the first failed check
and exits 1.
"""
import datetime
import re
import sys

import openpyxl

path, lots, events, max_rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
formulas = openpyxl.load_workbook(path)
values = openpyxl.load_workbook(path, data_only=True)


def check(condition, message):
    if not condition:
        print("FAILED:", message)
        sys.exit(1)


def parts(name):
    return [ws for ws in formulas.worksheets if ws.title == name or re.fullmatch(re.escape(name) + r" \(\d+\)", ws.title)]


names = formulas.sheetnames
check(all(len(n) <= 31 for n in names), f"a sheet name is longer than 31: {names}")
check(names[0] == "Summary" and names[1] == "Spending", f"Summary and Spending come first: {names}")
check(names[-2:] == ["Stock", "Expiring"], f"Stock and Expiring come last: {names}")
for ws in formulas.worksheets:
    check(ws.freeze_panes == "A2", f"{ws.title}: the header row is frozen")

# Streamed sheets: split at the row limit, each part with the header and a filter.
for name, expected, date_column in (("Purchases", lots, "A"), ("Events", events, "A")):
    sheets = parts(name)
    check(sheets, f"{name} is there")
    expected_names = [name] + [f"{name} ({i})" for i in range(2, len(sheets) + 1)]
    check([ws.title for ws in sheets] == expected_names, f"{name} parts are named in order: {[ws.title for ws in sheets]}")
    header = [c.value for c in sheets[0][1]]
    total = 0
    for ws in sheets:
        check([c.value for c in ws[1]] == header, f"{ws.title} repeats the header")
        check(ws.max_row <= max_rows, f"{ws.title} has {ws.max_row} rows, more than {max_rows}")
        check(ws.auto_filter.ref == f"A1:{openpyxl.utils.get_column_letter(len(header))}{max(ws.max_row, 2)}", f"{ws.title} autofilter {ws.auto_filter.ref}")
        check(not ws.tables, f"{ws.title} is streamed, not a table")
        total += ws.max_row - 1
        for row in ws.iter_rows(min_row=2, max_row=min(ws.max_row, 50)):
            check(isinstance(row[0].value, datetime.datetime), f"{ws.title}!{row[0].coordinate} is a date")
            for cell in row:
                check(cell.data_type != "f", f"{ws.title}!{cell.coordinate} is not a formula")
    full = [ws for ws in sheets[:-1]]
    check(all(ws.max_row == max_rows for ws in full), f"{name}: every part but the last is full")
    check(total == expected, f"{name} holds {total} rows, expected {expected}")

purchases = parts("Purchases")
header = [c.value for c in purchases[0][1]]
check(header[:11] == ["Date", "Item", "Category", "Store", "Quantity", "Unit", "Price", "Currency", "Expires", "Remaining", "Status"], f"Purchases header {header}")
price_total = {}
for ws in purchases:
    for row in ws.iter_rows(min_row=2, values_only=False):
        price, currency, status = row[6], row[7].value, row[10].value
        check(isinstance(price.value, (int, float)), f"{ws.title}!{price.coordinate} price is a number")
        check(price.number_format.startswith(f"[${currency}]"), f"{ws.title}!{price.coordinate} has the {currency} format, not {price.number_format}")
        check(row[1].data_type == "s", f"{ws.title}!{row[1].coordinate} item is a string cell")
        check(status in ("in stock", "used up", "expired", "past best before"), f"status {status!r}")
        price_total[currency] = price_total.get(currency, 0) + round(price.value * 100)

# Tables on the sheets kept in memory.
for name in ("Summary", "Spending", "Stock", "Expiring"):
    check(formulas[name].tables, f"{name} is an Excel table")

# The pivot: SUM formulas for the Total column and row, with cached values that add up.
for ws in [w for w in formulas.worksheets if w.title == "Spending" or w.title.startswith("Spending (")]:
    cached = values[ws.title]
    header = [c.value for c in ws[1]]
    check(header[0] == "Month" and header[-1] == "Total", f"{ws.title} header {header}")
    last = ws.max_row
    if str(ws.cell(last, 1).value).startswith("Budget ("):
        last -= 1  # the budget row follows the totals
    check(ws.cell(last, 1).value == "Total", f"{ws.title} ends with a Total row")
    width = len(header)
    for r in range(2, last):
        formula = ws.cell(r, width).value
        check(formula == f"=SUM(B{r}:{openpyxl.utils.get_column_letter(width - 1)}{r})", f"{ws.title} row {r} total formula {formula!r}")
        cells = [cached.cell(r, c).value or 0 for c in range(2, width)]
        check(abs(sum(cells) - cached.cell(r, width).value) < 0.005, f"{ws.title} row {r} cached total")
    for c in range(2, width + 1):
        letter = openpyxl.utils.get_column_letter(c)
        formula = ws.cell(last, c).value
        check(formula == f"=SUM({letter}2:{letter}{last - 1})", f"{ws.title} total row formula {formula!r}")
        cells = [cached.cell(r, c).value or 0 for r in range(2, last)]
        check(abs(sum(cells) - cached.cell(last, c).value) < 0.005, f"{ws.title} column {letter} cached total")
    currency = ws.title[len("Spending ("):-1] if ws.title != "Spending" else None
    if currency is None:
        fmt = ws.cell(2, 2).number_format
        currency = fmt[2:5]
    grand = round(cached.cell(last, width).value * 100)
    check(grand == price_total.get(currency, 0), f"{ws.title}: grand total {grand} equals the Purchases prices {price_total.get(currency)} in {currency}")

# The Summary has one chart of the months per currency.
summary = values["Summary"]
codes = [cell.value for cell in summary[1] if cell.value][1:]
codes = codes[: codes.index("Year")] if "Year" in codes else codes
check(len(formulas["Summary"]._charts) == len(codes), f"Summary has a chart for each of {codes}")
print("ok")
