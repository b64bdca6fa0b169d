import Foundation

/// One purchase line of an import file, checked and typed.
public struct PurchaseRow: Hashable, Sendable {
  /// The line of the file it came from.
  public var line: Int
  /// The purchase date.
  public var date: CalendarDate
  /// The item's name as written.
  public var item: String
  /// The quantity bought (greater than zero).
  public var quantity: Quantity
  /// The total price paid.
  public var price: Money
  /// The unit, when the file gives one.
  public var unit: String?
  /// The category, when the file gives one.
  public var category: String?
  /// The store.
  public var store: String
  /// The expiry date, if any (never before `date`).
  public var expires: CalendarDate?
  /// The location, when the file gives one.
  public var location: String?
  /// A note.
  public var note: String
  /// The id the lot keeps, when the file gives one (as an export does).
  public var lot: UUID?
  /// What `expires` means; nil for the item's date kind (unknown when it has none).
  public var dateKind: DateKind?
  /// Whether `expires` was estimated (an export writes it; `add` estimates from the shelf
  /// life when `expires` is nil).
  public var expiresEstimated = false
  /// Whether `expires` is the last day of a best-before month.
  public var expiresMonth = false
  /// The lot's state and the day it began (an export writes them); sealed for a purchase.
  public var state = FoodState.sealed
  public var stateOn: CalendarDate?
  /// How it was paid, when known (a receipt's payment line).
  public var payment: PaymentMethod?
  /// Barcodes the item has (an export writes every barcode of the item on each of its rows).
  public var barcodes: [GTIN] = []
  /// The item's names in other languages, by BCP 47 code, and its aliases (an export
  /// writes them on each of its rows).
  public var namesIn: [String: String] = [:]
  public var aliases: [String] = []

  /// Creates a purchase row; `line` is 0 when it did not come from a file. The item, unit,
  /// category, store and location are trimmed of white space and, like the note, cleaned of
  /// invisible characters (`trimmedLabel`, `withoutInvisibles`); a unit, category or
  /// location that is only white space counts as absent. `checkText` applies the rest of
  /// the text rules.
  public init(
    line: Int, date: CalendarDate, item: String, quantity: Quantity, price: Money,
    unit: String? = nil, category: String? = nil, store: String = "",
    expires: CalendarDate? = nil, location: String? = nil, note: String = "", lot: UUID? = nil
  ) {
    self.line = line
    self.date = date
    self.item = item.trimmedLabel
    self.quantity = quantity
    self.price = price
    self.unit = unit.trimmedLabel
    self.category = category.trimmedLabel
    self.store = store.trimmedLabel
    self.expires = expires
    self.location = location.trimmedLabel
    self.note = note.withoutInvisibles
    self.lot = lot
  }

  /// Refuses a name, unit, category, store, location or note that breaks `TextField`'s
  /// rules (a control character, too long).
  ///
  /// - Throws: `ValueError.badText` for the first such field.
  public func checkText() throws(ValueError) {
    try TextField.name.check(item)
    try TextField.unit.check(unit)
    try TextField.category.check(category)
    try TextField.store.check(store)
    try TextField.location.check(location)
    try TextField.note.check(note)
    for name in namesIn.values.sorted() + aliases { try TextField.name.check(name) }
  }
}

/// One consume or discard line of an import file, checked and typed.
public struct EventRow: Hashable, Sendable {
  /// The line of the file it came from.
  public var line: Int
  /// The day it happened.
  public var date: CalendarDate
  /// The item's name as written.
  public var item: String
  /// Consume or discard.
  public var kind: Event.Kind
  /// The quantity (greater than zero).
  public var quantity: Quantity
  /// A note.
  public var note: String
  /// The lot to draw from, when the file names one; otherwise the FEFO rule chooses.
  public var lot: UUID?

  /// Creates an event row; `line` is 0 when it did not come from a file. The item's name is
  /// trimmed of white space and, like the note, cleaned of invisible characters.
  public init(
    line: Int, date: CalendarDate, item: String, kind: Event.Kind, quantity: Quantity,
    note: String = "", lot: UUID? = nil
  ) {
    self.line = line
    self.date = date
    self.item = item.trimmedLabel
    self.kind = kind
    self.quantity = quantity
    self.note = note.withoutInvisibles
    self.lot = lot
  }

  /// Refuses a note that breaks `TextField`'s rules (the item's name only refers to an
  /// item, and is never stored).
  ///
  /// - Throws: `ValueError.badText`.
  public func checkText() throws(ValueError) {
    try TextField.note.check(note)
  }
}

/// A refused line of an import file: where, and why.
public struct ImportError: Error, Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, when the problem is in one field.
  public var column: Int?
  /// The column's name from the header, when known.
  public var columnName: String?
  /// What is wrong, as a value a program words for its reader.
  public var problem: ImportProblem

  /// Creates an import error for a problem of the file.
  public init(line: Int, column: Int?, columnName: String?, problem: ImportProblem) {
    self.line = line
    self.column = column
    self.columnName = columnName
    self.problem = problem
  }

  /// Where the refused row, or its field, is.
  public var place: RowPlace { RowPlace(line: line, column: column, columnName: columnName) }

}
