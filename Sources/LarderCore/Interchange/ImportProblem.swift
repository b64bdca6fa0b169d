/// What is wrong with a line of an import file, as a value: a program words it for its
/// reader from the case; `description` is its English.
public enum ImportProblem: Hashable, Sendable {
  /// A field's value was refused.
  case value(ValueError)
  /// The file has no header row.
  case emptyFile
  case duplicateColumn(String)
  case unknownColumn(String, format: ImportFormat, known: [String])
  case missingColumns([String])
  /// A row with another number of fields than the header.
  case fieldCount(found: Int, header: Int)
  /// A required field with nothing in it.
  case emptyField(String)
  /// A name field holding only white space.
  case blankField(String)
  case notALotID(String)
  /// A price with more decimals than its currency has.
  case tooManyDecimals(String, currency: Currency)
  case unknownAction(String)
  /// A stocktake's `adjust` row with a negative quantity (found) that names no lot: what
  /// was found is given back to a lot, so the row must say which.
  case foundWithoutLot
  /// A value of a column that takes one of a few words (`state`: sealed, opened, …).
  case notOneOf(String, allowed: [String])
  /// A lot's state began before it was bought.
  case stateBeforePurchase(stateOn: CalendarDate, purchased: CalendarDate)
  /// A sealed lot given the day its state began.
  case sealedWithStateDay

}
