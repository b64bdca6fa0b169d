/*
 * The limit for `larder export --format xlsx`: the same Purchases and Events cells,
 * read from the same database with SQLite's C API and written by libxlsxwriter in
 * constant-memory mode, with nothing else around them. Like Larder's, a sheet that is
 * full (Excel's 1,048,576 rows) continues on "Events (2)" …, with the same header:
 * libxlsxwriter drops the cells of rows past the limit, so a single sheet would write
 * less than Larder does.
 *
 * Usage: xlsx_reference DATABASE OUTPUT.xlsx
 */
#include <sqlite3.h>
#include <stdio.h>
#include <xlsxwriter.h>

static const char *purchases =
    "SELECT lots.purchased_on, items.name, items.category, lots.store, lots.quantity / 1000.0,"
    " items.unit, lots.price / 100.0, lots.currency, lots.expires_on, lots.remaining / 1000.0,"
    " CASE WHEN lots.remaining = 0 THEN 'used up' WHEN lots.expires_on < '2026-11-01'"
    " THEN 'expired' ELSE 'in stock' END, lots.location, lots.note, lots.uuid,"
    " CASE lots.date_kind WHEN 'use-by' THEN 'use by' WHEN 'best-before' THEN 'best before'"
    " ELSE 'unknown' END, CASE WHEN lots.expires_estimated THEN 'yes' ELSE 'no' END, lots.state,"
    " coalesce(lots.state_on, lots.purchased_on)"
    " FROM lots JOIN items ON items.id = lots.item_id ORDER BY lots.purchased_on, lots.id";
static const char *events =
    "SELECT events.occurred_on, items.name, events.kind, events.quantity / 1000.0, items.unit,"
    " lots.uuid, lots.purchased_on, events.note FROM events JOIN lots ON lots.id = events.lot_id"
    " JOIN items ON items.id = lots.item_id ORDER BY events.id";
static const int purchase_dates[] = {0, 8, 17}, event_dates[] = {0, 6};
static const int purchase_numbers[] = {4, 6, 9}, event_numbers[] = {3};

static int contains(const int *list, int count, int value) {
  for (int i = 0; i < count; i++)
    if (list[i] == value) return 1;
  return 0;
}

/* Starts a sheet (part 1 is `name`, then "name (2)" …) with the statement's header. */
static lxw_worksheet *start_part(lxw_workbook *book, sqlite3_stmt *statement, const char *name,
                                 int part) {
  char title[64];
  if (part == 1)
    snprintf(title, sizeof title, "%s", name);
  else
    snprintf(title, sizeof title, "%s (%d)", name, part);
  lxw_worksheet *sheet = workbook_add_worksheet(book, title);
  int columns = sqlite3_column_count(statement);
  for (int c = 0; c < columns; c++) worksheet_write_string(sheet, 0, c, sqlite3_column_name(statement, c), NULL);
  worksheet_freeze_panes(sheet, 1, 0);
  return sheet;
}

static void write_sheet(lxw_workbook *book, sqlite3 *db, const char *name, const char *sql,
                        const int *dates, int date_count, const int *numbers, int number_count,
                        lxw_format *date_format, lxw_format *money_format) {
  sqlite3_stmt *statement;
  sqlite3_prepare_v2(db, sql, -1, &statement, NULL);
  int columns = sqlite3_column_count(statement);
  int part = 1;
  lxw_worksheet *sheet = start_part(book, statement, name, part);
  lxw_row_t row = 1;
  while (sqlite3_step(statement) == SQLITE_ROW) {
    if (row == LXW_ROW_MAX) {
      worksheet_autofilter(sheet, 0, 0, row - 1, columns - 1);
      sheet = start_part(book, statement, name, ++part);
      row = 1;
    }
    for (int c = 0; c < columns; c++) {
      if (sqlite3_column_type(statement, c) == SQLITE_NULL) continue;
      const char *text = (const char *)sqlite3_column_text(statement, c);
      if (contains(dates, date_count, c)) {
        lxw_datetime date = {0};
        sscanf(text, "%d-%d-%d", &date.year, &date.month, &date.day);
        worksheet_write_datetime(sheet, row, c, &date, date_format);
      } else if (contains(numbers, number_count, c) || (c == 6 && numbers == purchase_numbers)) {
        worksheet_write_number(sheet, row, c, sqlite3_column_double(statement, c),
                               c == 6 && numbers == purchase_numbers ? money_format : NULL);
      } else {
        worksheet_write_string(sheet, row, c, text, NULL);
      }
    }
    row++;
  }
  sqlite3_finalize(statement);
  worksheet_autofilter(sheet, 0, 0, row - 1, columns - 1);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s DATABASE OUTPUT.xlsx\n", argv[0]);
    return 64;
  }
  sqlite3 *db;
  if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) return 66;
  lxw_workbook_options options = {.constant_memory = LXW_TRUE};
  lxw_workbook *book = workbook_new_opt(argv[2], &options);
  lxw_format *date_format = workbook_add_format(book);
  format_set_num_format(date_format, "yyyy-mm-dd");
  lxw_format *money_format = workbook_add_format(book);
  format_set_num_format(money_format, "[$EUR] #,##0.00");
  write_sheet(book, db, "Purchases", purchases, purchase_dates, 3, purchase_numbers, 3, date_format, money_format);
  write_sheet(book, db, "Events", events, event_dates, 2, event_numbers, 1, date_format, money_format);
  sqlite3_close(db);
  return workbook_close(book) == LXW_NO_ERROR ? 0 : 1;
}
