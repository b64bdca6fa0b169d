"""Renders a Markdown report as GitHub would (CommonMark with GFM tables, markdown-it-py)
and checks its tables.

Usage: python3 check_markdown.py FILE.md [NAME ...]

Checks that every table has as many cells in every row of its source as in its header
(GitHub pads or drops cells silently, so the source is counted, cell by cell, splitting on
the pipes that are not escaped), that the document has at least one table, and that each
NAME given appears whole inside one rendered cell (never split across cells or outside the
table). Prints "ok N" (N tables) or the first failure.
"""
import re
import sys

from markdown_it import MarkdownIt

path, names = sys.argv[1], sys.argv[2:]
source = open(path, encoding="utf-8").read()
lines = source.split("\n")
tokens = MarkdownIt("commonmark").enable("table").parse(source)


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


tables, cells, header, row, in_head = 0, [], None, 0, False
current = None
for token in tokens:
    if token.type == "table_open":
        tables += 1
        header = None
        first, last = token.map
        widths = [len(re.split(r"(?<!\\)\|", line.strip().strip("|"))) for line in lines[first:last]]
        if len(set(widths)) != 1:
            fail(f"table {tables} (line {first + 1}): rows of {widths} cells in the source")
    elif token.type == "thead_open":
        in_head = True
    elif token.type == "thead_close":
        in_head = False
    elif token.type == "tr_open":
        row = 0
    elif token.type in ("th_open", "td_open"):
        row += 1
        current = ""
    elif token.type == "inline" and current is not None:
        current += "".join(child.content for child in token.children or [] if child.type == "text")
    elif token.type in ("th_close", "td_close"):
        cells.append(current)
        current = None
    elif token.type == "tr_close":
        if in_head:
            header = row
        elif row != header:
            fail(f"table {tables}: a row of {row} cells under a header of {header}: {cells[-row:]}")
if tables == 0:
    fail("no table")
for name in names:
    if not any(name in cell for cell in cells):
        fail(f"{name!r} is not whole in any cell")
print(f"ok {tables}")
