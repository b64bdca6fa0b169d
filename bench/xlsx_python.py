"""The Python peer for `larder export --format xlsx`: XlsxWriter in constant-memory mode
writing the same Purchases and Events cells from the same database. Like Larder's, a
full sheet (Excel's 1,048,576 rows) continues on "Events (2)" …, with the same header.

Usage: python3 xlsx_python.py DATABASE OUTPUT.xlsx
"""
import datetime
import sqlite3
import sys

import xlsxwriter

db = sqlite3.connect(sys.argv[1])
book = xlsxwriter.Workbook(sys.argv[2], {"constant_memory": True})
date_format = book.add_format({"num_format": "yyyy-mm-dd"})
money_format = book.add_format({"num_format": "[$EUR] #,##0.00"})


ROW_LIMIT = 1_048_576


def part(name, number, header):
    ws = book.add_worksheet(name if number == 1 else f"{name} ({number})")
    ws.write_row(0, 0, header)
    ws.freeze_panes(1, 0)
    return ws


def sheet(name, sql, dates, numbers, money):
    cursor = db.execute(sql)
    header = [d[0] for d in cursor.description]
    number = 1
    ws = part(name, number, header)
    row = 1
    for values in cursor:
        if row == ROW_LIMIT:
            ws.autofilter(0, 0, row - 1, len(header) - 1)
            number += 1
            ws = part(name, number, header)
            row = 1
        for column, value in enumerate(values):
            if value is None:
                continue
            if column in dates:
                ws.write_datetime(row, column, datetime.datetime.strptime(value, "%Y-%m-%d"), date_format)
            elif column in numbers:
                ws.write_number(row, column, value, money_format if column in money else None)
            else:
                ws.write_string(row, column, value)
        row += 1
    ws.autofilter(0, 0, row - 1, len(header) - 1)


sheet("Purchases",
      "SELECT lots.purchased_on, items.name, items.category, lots.store, lots.quantity / 1000.0,"
      " items.unit, lots.price / 100.0, lots.currency, lots.expires_on, lots.remaining / 1000.0,"
      " CASE WHEN lots.remaining = 0 THEN 'used up' WHEN lots.expires_on < '2026-11-01'"
      " THEN 'expired' ELSE 'in stock' END, lots.location, lots.note, lots.uuid"
      " FROM lots JOIN items ON items.id = lots.item_id ORDER BY lots.purchased_on, lots.id",
      {0, 8}, {4, 6, 9}, {6})
sheet("Events",
      "SELECT events.occurred_on, items.name, events.kind, events.quantity / 1000.0, items.unit,"
      " lots.uuid, lots.purchased_on, events.note FROM events JOIN lots ON lots.id = events.lot_id"
      " JOIN items ON items.id = lots.item_id ORDER BY events.id",
      {0, 6}, {3}, set())
book.close()
