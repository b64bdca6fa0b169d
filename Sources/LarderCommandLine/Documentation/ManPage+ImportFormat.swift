import LarderCore

/// `larder-import(5)`: the file format `larder import` reads and `larder export --format
/// csv` writes, as hledger ships hledger_csv(5). Written by `--generate-manual` beside the
/// commands' pages and installed in section 5.
extension ManPage {
  /// One column of an import file: its name and what it holds.
  typealias Column = (name: String, meaning: String)

  /// The columns of a purchases file, required ones first, in the order an export writes
  /// them.
  static let purchaseColumns: [Column] =
    [
      ("date", "The day of the purchase, YYYY-MM-DD; never after today. Required."),
      (
        "item",
        "The item's own name. A new name creates the item; a name that differs from one of an "
          + "item's names (its own, one in a language, an alias) only by case is that item. "
          + "Required."
      ),
      (
        "quantity",
        "How much was bought, greater than zero, at most 3 decimals, with '.' as the decimal "
          + "separator. Required."
      ),
      (
        "price",
        "The total paid for the line, in the currency's decimals (2 for EUR, 0 for JPY), '.' "
          + "as the decimal separator; 0 for a gift or a free sample. Required."
      ),
      (
        "unit",
        "The unit of the quantity (g, kg, L, pcs, box...). For an existing item, another unit "
          + "of its family is converted exactly, as 'larder add' converts it; empty or absent, "
          + "the item's unit, or pcs for a new item."
      ),
      ("category", "The category of a new item (default other); an existing item keeps its own."),
      ("currency", "An ISO 4217 code; empty or absent, $LARDER_CURRENCY, else EUR."),
      ("store", "Where it was bought."),
      ("expires", "The expiry date, YYYY-MM-DD; may be in the future, never before the purchase."),
      ("location", "Where the lot is kept."),
      ("note", "Free text."),
      (
        "lot",
        "A lot's id as 'larder export --format csv' writes it; the lot keeps that id, so an "
          + "export imports back to the very same lots."
      ),
      (
        "date_kind",
        "What the expiry means: use-by, best-before or unknown (read as use-by); empty or "
          + "absent, the item's date kind, else unknown."
      ),
      ("expires_estimated", "yes when the expiry was estimated from a shelf life; default no."),
      (
        "expires_month",
        "yes when a best-before date is a month (best before end 03/2027): the expiry is its "
          + "last day; default no."
      ),
      ("state", "sealed (the default), opened, frozen or thawed."),
      ("state_on", "The day the state began, YYYY-MM-DD; empty for a sealed lot."),
      (
        "barcodes",
        "The item's barcodes (GTIN-8, -12, -13 or -14), separated by spaces; the item gains those it lacks."
      ),
    ] + nameColumns

  /// The columns of an item's other names: its name in each language, and its aliases.
  static let nameColumns: [Column] =
    ImportFormat.nameLanguages.map { code -> Column in
      (
        name: "name_" + code.lowercased(),
        meaning: "The item's name in \(code), which a reader of that language is shown; an "
          + "item with none in that language takes it."
      )
    } + [
      (
        name: "aliases",
        meaning: "Other names the item is found by, separated by |; the item gains those it lacks."
      )
    ]

  /// The columns of an events file.
  static let eventColumns: [Column] = [
    ("date", "The day of the event, YYYY-MM-DD; never after today. Required."),
    ("item", "The item's name; the item must exist. Required."),
    ("action", "consume, or discard for waste. Required."),
    ("quantity", "How much was taken, greater than zero, at most 3 decimals. Required."),
    ("note", "Free text."),
    (
      "lot",
      "The id of the lot to draw from; absent or empty, the row draws from the lots bought "
        + "on or before its date, earliest expiry first."
    ),
  ]

  /// The pages of file formats (section 5), by name.
  static var formatPages: [(name: String, text: String)] {
    [("larder-import", importFormat())]
  }

  /// The page `larder-import(5)`.
  static func importFormat() -> String {
    var out = ".TH \"LARDER-IMPORT\" 5 \"\" \"larder \(Version.number)\" \"Larder Manual\"\n"
    out += ".nh\n.ad l\n"
    out += ".SH NAME\nlarder\\-import \\- the CSV files of purchases and events Larder reads\n"
    out += ".SH DESCRIPTION\n"
    out += Roff.paragraphs(
      """
      'larder import FILE' reads one of two kinds of CSV file: purchases (lots bought) or \
      events (stock consumed or discarded). 'larder export --format csv --output DIR' \
      writes both, purchases.csv and events.csv, in this format, so that an export \
      imports back exactly into an empty database.

      A file is UTF-8 (a byte-order mark is accepted), quoted as RFC 4180 says, with LF \
      or CRLF line ends and a header row. The header tells the kind of file. Column \
      order is free; an unknown or repeated column is an error. Blank lines, such as a \
      spreadsheet's trailing empty line, are skipped. A row holds at most 1,000 fields \
      and a field at most 100,000 bytes.
      """)
    out += ".SH PURCHASES\n"
    out += Roff.paragraphs(
      "The header has date, item, quantity and price, and any of the other columns.")
    for column in purchaseColumns { out += Roff.tagged("\\fB\(column.name)\\fR", column.meaning) }
    out += ".SH EVENTS\n"
    out += Roff.paragraphs(
      "The header has date, item, action and quantity, and any of the other columns. Rows "
        + "are applied in file order.")
    for column in eventColumns { out += Roff.tagged("\\fB\(column.name)\\fR", column.meaning) }
    out += ".SH TEXT FIELDS\n"
    out += Roff.paragraphs(
      """
      Every text field follows the rules 'larder add' and the web follow. Names, units, \
      categories, stores and locations are trimmed of the white space around them. \
      Invisible characters (zero-width spaces and joiners, soft hyphens, byte-order \
      marks, variation selectors) are removed everywhere. A control character (a tab, a \
      line end, ESC, any of C0, DEL or C1) is refused. A name, unit, category, store or \
      location holds at most 1,000 bytes of UTF-8, a note 10,000.
      """)
    out += ".SH ERRORS\n"
    out += Roff.paragraphs(
      """
      A file with any bad row imports nothing: the whole file is one transaction. The \
      error names the line, the column and the reason, and the exit status is 65, for \
      example: Error: line 3, column 3 (quantity): the quantity must be greater than \
      zero, not -1. Bytes that are not UTF-8, an unclosed quote or a row with the wrong \
      number of fields are refused the same way. 'larder import --dry-run' checks \
      everything and writes nothing.
      """)
    out += ".SH DUPLICATES\n"
    out += Roff.paragraphs(
      """
      Larder remembers a SHA-256 fingerprint of the rows of every file it imported, as \
      it stores them. Importing the same rows again is refused, naming the earlier file, \
      even when the file was saved again with other line ends, quoting, column order or \
      letter case. 'larder import --allow-duplicate' imports it anyway.
      """)
    out += ".SH EXAMPLES\n"
    out += Roff.paragraphs("A purchases file:")
    out += ".PP\n.RS 4\n.EX\n"
    out += "date,item,quantity,price,unit,category,store,expires\n"
    out += "2026\\-11\\-02,Whole milk,2,2.38,L,dairy,Lidl,2026\\-11\\-09\n"
    out += "2026\\-11\\-02,\"Eggs, free range\",6,3.10,pcs,dairy,Lidl,\n"
    out += ".EE\n.RE\n"
    out += Roff.paragraphs("An events file:")
    out += ".PP\n.RS 4\n.EX\n"
    out += "date,item,action,quantity,note\n"
    out += "2026\\-11\\-03,Whole milk,consume,0.5,\n"
    out += "2026\\-11\\-04,\"Eggs, free range\",discard,1,cracked\n"
    out += ".EE\n.RE\n"
    out += ".SH SEE ALSO\n.BR larder\\-import (1),\n.BR larder\\-export (1),\n.BR larder (1)\n"
    return out
  }
}
