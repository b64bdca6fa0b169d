"""Opens a workbook in LibreOffice Calc (headless) and checks what it shows.

Usage: python3 check_libreoffice.py WORKBOOK OUTDIR MONTH-AXES [--pivot]

Converts WORKBOOK with `soffice --headless` to PDF and to one CSV file per sheet in
OUTDIR, then checks that:
- every sheet converted, and each CSV holds the values Larder wrote (read independently
  with openpyxl): text as text, dates as YYYY-MM-DD, numbers equal (percentages as shown);
- in the PDF text (pdftotext), no chart axis shows 5-digit date serial numbers, and at
  least MONTH-AXES lines show six or more month labels (YYYY-MM), one per month chart;
- with --pivot, each Spending sheet's totals as LibreOffice shows them are the sums of
  their rows and columns, and its grand total is the sum of the Purchases prices in
  that sheet's currency.
Prints "ok" or the first failure.
"""
import datetime
import glob
import os
import re
import subprocess
import sys

import openpyxl

workbook, outdir, month_axes = sys.argv[1], sys.argv[2], int(sys.argv[3])
pivot = "--pivot" in sys.argv[4:]
stem = os.path.splitext(os.path.basename(workbook))[0]
os.makedirs(outdir, exist_ok=True)


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def soffice(target, directory):
    # A private profile, so that conversions running at the same time do not share one.
    profile = "file://" + os.path.abspath(os.path.join(outdir, "profile"))
    result = subprocess.run(
        ["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", target,
         "--outdir", directory, workbook],
        capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        fail(f"soffice --convert-to {target}: {result.stderr.strip()}")


soffice("pdf", outdir)
csv_dir = os.path.join(outdir, "csv")
# 44 comma, 34 quote, 76 UTF-8, 1 first line; -1 at the end: every sheet to its own file.
soffice("csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1", csv_dir)

import csv  # noqa: E402  (after the conversions, which are the slow part)

book = openpyxl.load_workbook(workbook, data_only=True)
shown = {}
for sheet in book.worksheets:
    path = os.path.join(csv_dir, f"{stem}-{sheet.title}.csv")
    if not os.path.exists(path):
        fail(f"the sheet {sheet.title!r} did not convert: {sorted(glob.glob(csv_dir + '/*'))[:5]}")
    with open(path, newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file))
    shown[sheet.title] = rows
    for row in sheet.iter_rows():
        for cell in row:
            if cell.value is None:
                continue
            r, c = cell.row - 1, cell.column - 1
            text = rows[r][c] if r < len(rows) and c < len(rows[r]) else ""
            value = cell.value
            where = f"{sheet.title}!{cell.coordinate}"
            if isinstance(value, datetime.datetime):
                if text != value.date().isoformat():
                    fail(f"{where}: LibreOffice shows {text!r} for the date {value.date()}")
            elif isinstance(value, (int, float)):
                try:
                    number = float(text[:-1]) / 100 if text.endswith("%") else float(text)
                except ValueError:
                    fail(f"{where}: LibreOffice shows {text!r} for the number {value}")
                tolerance = 0.0005 if text.endswith("%") else 1e-9 * max(1.0, abs(value))
                if abs(number - value) > tolerance:
                    fail(f"{where}: LibreOffice shows {text!r} for the number {value}")
            elif text != str(value):
                fail(f"{where}: LibreOffice shows {text!r} for the text {value!r}")

pdf_text = subprocess.run(
    ["pdftotext", "-layout", os.path.join(outdir, stem + ".pdf"), "-"],
    capture_output=True, text=True, check=True).stdout
serials = re.findall(r"(?<![\w.,-])\d{5}(?![\w.,-])", pdf_text)
if serials:
    fail(f"date serial numbers in the PDF: {serials[:5]}")
axes = [line for line in pdf_text.splitlines() if len(re.findall(r"\b\d{4}-\d{2}\b(?!-)", line)) >= 6]
if len(axes) < month_axes:
    fail(f"{len(axes)} lines of month labels in the PDF, expected {month_axes}")

if pivot:
    formats = openpyxl.load_workbook(workbook)
    prices = {}
    for sheet in book.worksheets:
        if sheet.title == "Purchases" or sheet.title.startswith("Purchases ("):
            header = [cell.value for cell in sheet[1]]
            price, currency = header.index("Price"), header.index("Currency")
            for row in sheet.iter_rows(min_row=2, values_only=True):
                prices[row[currency]] = prices.get(row[currency], 0) + round(row[price] * 1000)
    spending = [name for name in shown if name == "Spending" or name.startswith("Spending (")]
    if not spending:
        fail("no Spending sheet")
    for name in spending:
        rows = shown[name]
        # The months, then the Total row (a Budget row may follow it).
        rows = rows[: next(i for i, row in enumerate(rows) if row and row[0] == "Total") + 1]
        code = re.search(r"\[\$(\w{3})\]", formats[name]["B2"].number_format or "")
        if code is None:
            fail(f"{name}: no currency format in B2")
        body = rows[1:-1]
        for row in body:
            cells = [round(float(value) * 1000) for value in row[1:-1] if value != ""]
            if round(float(row[-1]) * 1000) != sum(cells):
                fail(f"{name}: the total of {row[0]} is {row[-1]}, its cells sum to {sum(cells) / 1000}")
        grand = round(float(rows[-1][-1]) * 1000)
        if grand != prices.get(code.group(1), 0):
            fail(f"{name}: the grand total {rows[-1][-1]} is not the sum of the "
                 f"{code.group(1)} purchases, {prices.get(code.group(1), 0) / 1000}")
print("ok")
