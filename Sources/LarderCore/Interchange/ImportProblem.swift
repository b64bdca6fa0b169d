/// What is wrong with a line of an import file, as a value: a program words it for its
/// reader from the case; `description` is its English.
public enum ImportProblem: Hashable, Sendable, CustomStringConvertible {
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
  case expiryBeforePurchase(expires: CalendarDate, purchased: CalendarDate)
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

  public var description: String {
    switch self {
    case .value(let error): return error.description
    case .emptyFile:
      return "the file is empty; it needs a header row such as date,item,quantity,price"
    case .duplicateColumn(let name): return "the column '\(name)' appears twice in the header"
    case .unknownColumn(let name, let format, let known):
      return
        "unknown column '\(name)' for \(format == .events ? "an" : "a") \(format.rawValue) "
        + "file; known columns: "
        + known.joined(separator: ", ")
    case .missingColumns(let missing):
      return
        "the header lacks \(missing.joined(separator: ", ")); a purchases file needs "
        + "date,item,quantity,price and an events file date,item,action,quantity"
    case .fieldCount(let found, let header):
      return "the row has \(found) fields but the header has \(header)"
    case .emptyField(let name): return "the \(name) is empty"
    case .blankField(let name): return "the \(name) is blank"
    case .notALotID(let text):
      return "'\(text)' is not a lot id (a UUID such as larder export writes)"
    case .tooManyDecimals(let text, let currency):
      return "'\(text)' has more decimals than \(currency.code) allows (\(currency.minorUnits))"
    case .expiryBeforePurchase(let expires, let purchased):
      return "the expiry \(expires) is before the purchase date \(purchased)"
    case .unknownAction(let text):
      return "the action must be consume, discard or adjust, not '\(text)'"
    case .foundWithoutLot:
      return "an adjust row with a negative quantity (found at a stocktake) must name its lot"
    case .notOneOf(let text, let allowed):
      return "'\(text)' is not one of \(allowed.joined(separator: ", "))"
    case .stateBeforePurchase(let stateOn, let purchased):
      return "the state began on \(stateOn), before the purchase date \(purchased)"
    case .sealedWithStateDay:
      return "a sealed lot has no day its state began; leave that column empty"
    }
  }
}
