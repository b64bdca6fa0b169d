"""Reads a Larder report workbook with openpyxl, independently of the code that wrote it.

Usage: python3 check_report_xlsx.py FILE [HOSTILE-NAME ...]
Checks the sheet names, that Trend has the months as text with a money column and a chart
per currency, that the forward-looking sheets name the as-of date in their
headers, that the Eat first sheet holds dates, quantities and money, that date cells are
dates, that money cells are numbers with a currency format, that shares, waste ratios and
changes are fractions with a percent format, that the summary has no row of zeros, that
both charts exist and the document properties; with names given, that each appears
verbatim as a string cell. Prints 'ok' or the first problem.
"""
import datetime
import sys

import openpyxl

path, hostile = sys.argv[1], sys.argv[2:]
book = openpyxl.load_workbook(path)
expected = ["Summary", "Budget", "Categories", "Stores", "Top items", "Trend", "Waste", "Consumption",
            "Expired", "Expiring", "Eat first", "Restock"]
assert book.sheetnames == expected, book.sheetnames
assert book.properties.creator == "Larder", book.properties.creator
assert book.properties.title.startswith("Larder report"), book.properties.title
trend = book["Trend"]
assert trend.freeze_panes == "A2", trend.freeze_panes
assert trend.auto_filter.ref, "no autofilter on Trend"
assert trend["A1"].font.b, "header is not bold"
# Trend: months as text labels (a date axis draws serial numbers in LibreOffice), one money
# column per currency, 12 months.
currencies = [cell.value for cell in trend[1]][1:]
assert trend.max_row == 13, trend.max_row
for row in trend.iter_rows(min_row=2):
    month, amounts = row[0], row[1:]
    assert isinstance(month.value, str) and len(month.value) == 7, month.value
    for code, spent in zip(currencies, amounts):
        assert isinstance(spent.value, (int, float)), spent.value
        assert "[$" + code + "]" in spent.number_format, spent.number_format


def percent_column(sheet_name, header, fractions=True):
    """Every value under `header` is a number shown with the format 0.0%."""
    sheet = book[sheet_name]
    headers = [cell.value for cell in sheet[1]]
    assert header in headers, f"no {header!r} column in {sheet_name}: {headers}"
    column = headers.index(header)
    for row in sheet.iter_rows(min_row=2):
        cell = row[column]
        if cell.value is None:
            continue
        assert isinstance(cell.value, (int, float)), f"{sheet_name}!{cell.coordinate}"
        assert cell.number_format == "0.0%", f"{sheet_name}!{cell.coordinate}: {cell.number_format}"
        assert not fractions or 0 <= cell.value <= 1, f"{sheet_name}!{cell.coordinate}: {cell.value}"


percent_column("Summary", "Change %", fractions=False)
percent_column("Categories", "Share")
percent_column("Waste", "Waste ratio")
for row in book["Summary"].iter_rows(min_row=2):
    if row[0].value == "Purchases":
        continue
    spent, previous, waste = row[1].value, row[2].value, row[7].value
    assert spent or previous or waste, f"a row of zeros for {row[0].value} in Summary"
assert len(trend._charts) == len(currencies), "one trend chart per currency"
as_of = book.properties.created.date().isoformat()
for name in ["Consumption", "Expired", "Expiring", "Eat first", "Restock"]:
    headers = [cell.value for cell in book[name][1]]
    assert any(as_of in str(h) for h in headers), f"{name} headers do not name {as_of}: {headers}"
for row in book["Eat first"].iter_rows(min_row=2):
    expires, item, left, unit, wasted, value = row
    assert expires.is_date, expires.value
    assert isinstance(left.value, (int, float)) and isinstance(wasted.value, (int, float)), row
    assert 0 < wasted.value <= left.value, (wasted.value, left.value)
    assert isinstance(value.value, (int, float)) and "[$" in value.number_format, value.number_format
category_currencies = {row[1] for row in book["Categories"].iter_rows(min_row=2, values_only=True)}
assert len(book["Categories"]._charts) == len(category_currencies), "one category chart per currency"
strings = set()
for sheet in book.worksheets:
    for row in sheet.iter_rows():
        for cell in row:
            if cell.data_type == "s":
                strings.add(cell.value)
            assert cell.data_type != "f", f"formula in {sheet.title}!{cell.coordinate}"
for name in hostile:
    assert name in strings, f"{name!r} is not a string cell"
print("ok")
