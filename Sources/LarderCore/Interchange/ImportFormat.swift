import Foundation

/// The two import file layouts, told apart by their header row.
///
/// - Purchases: `date,item,quantity,price` required; `unit,category,currency,store,
///   expires,location,note,lot,date_kind,expires_estimated,expires_month,state,state_on,
///   barcodes,name_en,name_fr,name_ja,name_zh-hant,aliases` optional (`barcodes`: the
///   item's barcodes, separated by spaces; `name_…`: its name in that language; `aliases`:
///   its other names, separated by `|`).
/// - Events: `date,item,action,quantity` required; `note,lot` optional.
///
/// `lot` is a lot's id, as `larder export --format csv` writes it: in a purchases file it
/// keeps the lot's id, in an events file it names the lot drawn from instead of the FEFO
/// rule, so an export imports back to the very same lots.
///
/// Column order is free; an unknown or repeated column is an error.
public enum ImportFormat: String, Sendable, CaseIterable {
  case purchases
  case events

  /// The columns the format must have.
  public var requiredColumns: [String] {
    switch self {
    case .purchases: return ["date", "item", "quantity", "price"]
    case .events: return ["date", "item", "action", "quantity"]
    }
  }

  /// The columns the format may have.
  public var optionalColumns: [String] {
    switch self {
    case .purchases:
      return [
        "unit", "category", "currency", "store", "expires", "location", "note", "lot",
        "date_kind", "expires_estimated", "expires_month", "state", "state_on", "barcodes",
      ] + ImportFormat.nameLanguages.map { "name_" + $0.lowercased() } + ["aliases"]
    case .events: return ["note", "lot"]
    }
  }

  /// The column order Larder writes in an export.
  public var exportColumns: [String] { requiredColumns + optionalColumns }

  /// The languages an item's names are written in, a column each (`name_fr`): those
  /// Larder speaks, by BCP 47 code.
  public static let nameLanguages = ["en", "fr", "ja", "zh-Hant"]

  /// What separates an item's aliases in the `aliases` column.
  public static let aliasSeparator: Character = "|"
}

/// A column an import file may have, numbered so that a row's fields are found by
/// position, not by hashing each name for each row.
public enum ImportColumn: Int, CaseIterable, Sendable {
  case date, item, quantity, price, unit, category, currency, store, expires, location, note
  case lot, dateKind, expiresEstimated, expiresMonth, state, stateOn, barcodes
  case nameEnglish, nameFrench, nameJapanese, nameChinese, aliases, action

  /// The column of the item's name in `language` (a code of `ImportFormat.nameLanguages`).
  public static func name(in language: String) -> ImportColumn? {
    ImportColumn(name: "name_" + language.lowercased())
  }

  /// The column's name in a header.
  public var name: String {
    switch self {
    case .date: "date"
    case .item: "item"
    case .quantity: "quantity"
    case .price: "price"
    case .unit: "unit"
    case .category: "category"
    case .currency: "currency"
    case .store: "store"
    case .expires: "expires"
    case .location: "location"
    case .note: "note"
    case .lot: "lot"
    case .dateKind: "date_kind"
    case .expiresEstimated: "expires_estimated"
    case .expiresMonth: "expires_month"
    case .state: "state"
    case .stateOn: "state_on"
    case .barcodes: "barcodes"
    case .nameEnglish: "name_en"
    case .nameFrench: "name_fr"
    case .nameJapanese: "name_ja"
    case .nameChinese: "name_zh-hant"
    case .aliases: "aliases"
    case .action: "action"
    }
  }

  /// The column named `name` in a header, if Larder knows one.
  public init?(name: String) {
    guard let column = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = column
  }
}

/// Reads the typed rows of an import file from CSV records.
///
/// Pure: it checks each field's shape and range and names the line and column of the
/// first problem. Whether items exist and stock suffices is for the store to check.
public struct ImportParser: Sendable {
  /// Which layout the header announced.
  public let format: ImportFormat
  private let header: [String]
  /// Each known column's position in the header, by `ImportColumn.rawValue`.
  private let positions: [Int?]
  private let defaultCurrency: Currency
  private let today: CalendarDate

  /// Reads the header row. Rows dated after `today` will be refused; expiry dates may be
  /// any day.
  ///
  /// - Throws: `ImportError` for an unknown or repeated column, or when the header fits
  ///   neither layout.
  public init(header record: CSVRecord, defaultCurrency: Currency, today: CalendarDate)
    throws(ImportError)
  {
    var index: [String: Int] = [:]
    for (offset, raw) in record.fields.enumerated() {
      let name = raw.trimmingASCIISpaces().lowercased()
      guard index[name] == nil else {
        throw ImportError(
          line: record.line, column: offset + 1, columnName: name,
          problem: .duplicateColumn(name))
      }
      index[name] = offset
    }
    let format: ImportFormat = index["action"] != nil ? .events : .purchases
    for (offset, raw) in record.fields.enumerated() {
      let name = raw.trimmingASCIISpaces().lowercased()
      guard format.requiredColumns.contains(name) || format.optionalColumns.contains(name) else {
        let known = format.requiredColumns + format.optionalColumns
        throw ImportError(
          line: record.line, column: offset + 1, columnName: raw,
          problem: .unknownColumn(raw, format: format, known: known))
      }
    }
    let missing = format.requiredColumns.filter { index[$0] == nil }
    guard missing.isEmpty else {
      throw ImportError(
        line: record.line, column: record.fields.count + 1, columnName: nil,
        problem: .missingColumns(missing))
    }
    self.format = format
    self.header = record.fields
    var positions = [Int?](repeating: nil, count: ImportColumn.allCases.count)
    for (name, offset) in index {
      if let column = ImportColumn(name: name) { positions[column.rawValue] = offset }
    }
    self.positions = positions
    self.defaultCurrency = defaultCurrency
    self.today = today
  }

  /// The 1-based column of `name` in this file's header, if it has one.
  public func column(_ name: String) -> Int? {
    ImportColumn(name: name).flatMap { positions[$0.rawValue] }.map { $0 + 1 }
  }

  private func field(_ column: ImportColumn, of record: CSVRecord) -> String? {
    guard let position = positions[column.rawValue] else { return nil }
    return record.fields[position]
  }

  private func fail(_ column: ImportColumn, _ record: CSVRecord, _ problem: ImportProblem)
    -> ImportError
  {
    ImportError(
      line: record.line, column: positions[column.rawValue].map { $0 + 1 },
      columnName: column.name, problem: problem)
  }

  /// The error of a field whose value was refused.
  private func fail(_ column: ImportColumn, _ record: CSVRecord, _ error: ValueError)
    -> ImportError
  {
    fail(column, record, .value(error))
  }

  private func checkWidth(_ record: CSVRecord) throws(ImportError) {
    guard record.fields.count == header.count else {
      let column = min(record.fields.count, header.count) + 1
      throw ImportError(
        line: record.line, column: column, columnName: nil,
        problem: .fieldCount(found: record.fields.count, header: header.count))
    }
  }

  private func required(_ column: ImportColumn, _ record: CSVRecord) throws(ImportError)
    -> String
  {
    let text = field(column, of: record) ?? ""
    guard !text.isEmpty else { throw fail(column, record, .emptyField(column.name)) }
    return text
  }

  private func date(_ column: ImportColumn, _ record: CSVRecord) throws(ImportError)
    -> CalendarDate
  {
    let text = try required(column, record)
    do { return try CalendarDate(parsing: text) } catch {
      throw fail(column, record, error)
    }
  }

  /// The row's date, which is not after today.
  private func pastDate(_ record: CSVRecord) throws(ImportError) -> CalendarDate {
    let date = try date(.date, record)
    do { return try date.checkedNotAfter(today) } catch {
      throw fail(.date, record, error)
    }
  }

  private func quantity(_ record: CSVRecord) throws(ImportError) -> Quantity {
    let text = try required(.quantity, record)
    do { return try Quantity.positive(parsing: text, what: .quantity) } catch {
      throw fail(.quantity, record, error)
    }
  }

  /// The quantity of an `adjust` row: positive for what a stocktake found missing,
  /// negative for what it found in excess; never zero.
  private func adjustment(_ record: CSVRecord) throws(ImportError) -> Quantity {
    let text = try required(.quantity, record)
    do throws(ValueError) {
      let value = try Quantity(parsing: text)
      guard value != .zero else { throw .notPositive(what: .quantity, value: text) }
      return value
    } catch { throw fail(.quantity, record, error) }
  }

  private func name(_ column: ImportColumn, _ record: CSVRecord) throws(ImportError) -> String {
    let text = try required(column, record)
    guard !text.trimmedLabel.isEmpty else {
      throw fail(column, record, .blankField(column.name))
    }
    return text
  }

  private func lot(_ record: CSVRecord) throws(ImportError) -> UUID? {
    guard let text = optional(.lot, record) else { return nil }
    guard let id = UUIDText.parse(text) else {
      throw fail(.lot, record, .notALotID(text))
    }
    return id
  }

  /// One of the words of `Value` (`use-by`, `sealed`…), or nil when empty or absent.
  private func word<Value: RawRepresentable<String> & CaseIterable>(
    _ column: ImportColumn, _ record: CSVRecord, as: Value.Type
  ) throws(ImportError) -> Value? {
    guard let text = optional(column, record) else { return nil }
    guard let value = Value(rawValue: text) else {
      throw fail(column, record, .notOneOf(text, allowed: Value.allCases.map(\.rawValue)))
    }
    return value
  }

  /// `yes` or `no` (empty or absent: no).
  private func flag(_ column: ImportColumn, _ record: CSVRecord) throws(ImportError) -> Bool {
    guard let text = optional(column, record) else { return false }
    guard text == "yes" || text == "no" else {
      throw fail(column, record, .notOneOf(text, allowed: ["yes", "no"]))
    }
    return text == "yes"
  }

  private func optional(_ column: ImportColumn, _ record: CSVRecord) -> String? {
    guard let text = field(column, of: record), !text.isEmpty else { return nil }
    return text
  }

  /// Reads a purchase line; its date may not be after today, its expiry may.
  public func purchase(_ record: CSVRecord) throws(ImportError) -> PurchaseRow {
    try checkWidth(record)
    let date = try pastDate(record)
    let item = try name(.item, record)
    let quantity = try quantity(record)
    let currency: Currency
    if let code = optional(.currency, record) {
      do { currency = try Currency(code: code) } catch {
        throw fail(.currency, record, error)
      }
    } else {
      currency = defaultCurrency
    }
    let priceText = try required(.price, record)
    let price: Money
    do { price = try Money(parsing: priceText, currency: currency) } catch {
      if case .tooPrecise = error {
        throw fail(.price, record, .tooManyDecimals(priceText, currency: currency))
      }
      throw fail(.price, record, error)
    }
    guard price.minorUnits >= 0 else {
      throw fail(.price, record, .negative(what: .price, value: priceText))
    }
    var expires: CalendarDate?
    if let text = optional(.expires, record) {
      do { expires = try CalendarDate(parsing: text) } catch {
        throw fail(.expires, record, error)
      }
    }
    var row = PurchaseRow(
      line: record.line, date: date, item: item, quantity: quantity, price: price,
      unit: optional(.unit, record), category: optional(.category, record),
      store: field(.store, of: record) ?? "", expires: expires,
      location: optional(.location, record), note: field(.note, of: record) ?? "",
      lot: try lot(record))
    row.dateKind = try word(.dateKind, record, as: DateKind.self)
    row.expiresEstimated = try flag(.expiresEstimated, record)
    row.expiresMonth = try flag(.expiresMonth, record)
    row.state = try word(.state, record, as: FoodState.self) ?? .sealed
    if let text = optional(.stateOn, record) {
      do { row.stateOn = try CalendarDate(parsing: text) } catch {
        throw fail(.stateOn, record, error)
      }
    }
    // An opened, frozen or thawed lot without its day changed on its purchase day.
    switch (row.state, row.stateOn) {
    case (.sealed, .some): throw fail(.stateOn, record, .sealedWithStateDay)
    case (_, let day?) where day < date:
      throw fail(.stateOn, record, .stateBeforePurchase(stateOn: day, purchased: date))
    case (.sealed, nil), (_, .some): break
    case (_, nil): row.stateOn = date
    }
    if let text = optional(.barcodes, record) {
      for code in text.split(separator: " ", omittingEmptySubsequences: true) {
        do { row.barcodes.append(try GTIN(String(code))) } catch {
          throw fail(.barcodes, record, error)
        }
      }
    }
    for language in ImportFormat.nameLanguages {
      guard let column = ImportColumn.name(in: language) else { continue }
      if let name = optional(column, record).trimmedLabel { row.namesIn[language] = name }
    }
    row.aliases = (optional(.aliases, record) ?? "").split(separator: ImportFormat.aliasSeparator)
      .compactMap { Optional(String($0)).trimmedLabel }
    do { try row.checkText() } catch { throw fail(column(of: error), record, error) }
    return row
  }

  /// The column of a text the rules refused: `item` for a name, else the field's own.
  private func column(of error: ValueError) -> ImportColumn {
    guard case .badText(let field, _) = error, field != .name else { return .item }
    return ImportColumn(name: field.rawValue) ?? .item
  }

  /// Reads a consume or discard line; its date may not be after today.
  public func event(_ record: CSVRecord) throws(ImportError) -> EventRow {
    try checkWidth(record)
    let date = try pastDate(record)
    let item = try name(.item, record)
    let actionText = try required(.action, record)
    guard let kind = Event.Kind(rawValue: actionText.lowercased()) else {
      throw fail(.action, record, .unknownAction(actionText))
    }
    let quantity = kind == .adjust ? try adjustment(record) : try quantity(record)
    let lot = try lot(record)
    if quantity < .zero, lot == nil { throw fail(.lot, record, .foundWithoutLot) }
    let row = EventRow(
      line: record.line, date: date, item: item, kind: kind, quantity: quantity,
      note: field(.note, of: record) ?? "", lot: lot)
    do { try row.checkText() } catch { throw fail(column(of: error), record, error) }
    return row
  }
}

extension String {
  /// The string without leading and trailing ASCII spaces and tabs.
  func trimmingASCIISpaces() -> String {
    let bytes = utf8
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }),
      let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
    return String(self[first...last])
  }

}
