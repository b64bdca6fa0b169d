import LarderCore
import LarderStore

/// What each fuzz target does with one input. Throwing an error is the right answer to
/// bad input; a crash, a failed check or a hang is a bug.
///
/// `make fuzz` runs these under libFuzzer; `FuzzCorpusTests` replays every committed
/// input through them in `make test`.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The CSV reader, fed whole and in uneven chunks: both must give the same records.
  case csvReader = "csv-reader"
  /// The date, month, quantity, money and currency parsers, with round-trip checks.
  case values
  /// A whole import into an in-memory database, as a dry run.
  case importer = "import"
  /// Writes at and beyond the bounds, then every read path: no trap, no failed read, and
  /// every error one line (see `OverflowWorkload`).
  case overflow
  /// A receipt's text, read each way it comes, then planned and reviewed
  /// (`readReceiptText`).
  case receiptText = "receipt-text"
  /// The QR codes of a Taiwan e-invoice, then its receipt planned and reviewed
  /// (`readEInvoice`).
  case eInvoice = "einvoice"
  /// Open Food Facts catalog lines, whole and in chunks (`readCatalogLines`).
  case catalogLine = "off-line"
  /// A Grocy database's rows mapped to items, lots and events (`planGrocy`).
  case grocy
  /// An e-mail receipt, its text by GMime, then planned and reviewed (`readMailReceipt`).
  case mailReceipt = "email-receipt"

  /// Runs the target on one input.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .csvReader: FuzzTarget.readCSV(bytes)
    case .values: FuzzTarget.parseValues(bytes)
    case .importer: FuzzTarget.importCSV(bytes)
    case .overflow: FuzzTarget.writeAndReadNearTheBounds(bytes)
    case .receiptText: FuzzTarget.readReceiptText(bytes)
    case .eInvoice: FuzzTarget.readEInvoice(bytes)
    case .catalogLine: FuzzTarget.readCatalogLines(bytes)
    case .grocy: FuzzTarget.planGrocy(bytes)
    case .mailReceipt: FuzzTarget.readMailReceipt(bytes)
    }
  }

  static func readCSV(_ bytes: [UInt8]) {
    var whole = CSVReader(bytes: bytes)
    let chunk = max(1, Int(bytes.first ?? 1) % 7 + 1)
    var offset = 0
    var chunked = CSVReader(source: {
      guard offset < bytes.count else { return nil }
      defer { offset += chunk }
      return Array(bytes[offset..<min(offset + chunk, bytes.count)])
    })
    while true {
      let first = Result { try whole.next() }
      let second = Result { try chunked.next() }
      switch (first, second) {
      case (.success(let a), .success(let b)):
        precondition(a == b, "chunked reading differs from whole reading")
        if a == nil { return }
      case (.failure, .failure): return
      default: preconditionFailure("chunked reading fails differently from whole reading")
      }
    }
  }

  static func parseValues(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    if let date = try? CalendarDate(parsing: text) {
      precondition((try? CalendarDate(parsing: date.description)) == date, "date round trip")
    }
    if let month = try? Month(parsing: text) {
      precondition((try? Month(parsing: month.description)) == month, "month round trip")
    }
    if let quantity = try? Quantity(parsing: text) {
      precondition(
        (try? Quantity(parsing: quantity.description)) == quantity, "quantity round trip")
    }
    for code in ["EUR", "JPY", "KWD"] {
      guard let currency = try? Currency(code: code) else { continue }
      if let money = try? Money(parsing: text, currency: currency) {
        precondition(
          (try? Money(parsing: money.amount, currency: currency)) == money, "money round trip")
      }
    }
    _ = try? Currency(code: text)
    parseTypedValues(text)
  }

  /// The readers of typed input (numbers in both decimal conventions, dates in every
  /// reading and both rules for a missing year, months, amounts): no trap, and what they
  /// read writes back as the same value.
  static func parseTypedValues(_ text: String) {
    for decimal in DecimalSeparator.allCases {
      if let quantity = try? Quantity(typing: text, decimal: decimal) {
        precondition(
          (try? Quantity(typing: quantity.description, decimal: decimal)) == quantity,
          "typed quantity round trip")
      }
      _ = try? Amount.reading(text, unit: nil, decimal: decimal)
    }
    let readings = [
      DateReading.english, DateReading(order: .dayMonth, words: ["demain": 1]),
      DateReading(order: .monthDay, words: ["明日": 1]),
    ]
    for today in [CalendarDate.earliest, .latest, CalendarDate(daysSinceEpoch: 20_788)] {
      for reading in readings {
        for missing in [MissingYear.next, .last] {
          if let date = try? CalendarDate(
            typing: text, today: today, reading: reading, missingYear: missing)
          {
            precondition((try? CalendarDate(parsing: date.description)) == date, "typed date")
          }
        }
      }
    }
    if let month = try? Month(typing: text) {
      precondition((try? Month(parsing: month.description)) == month, "typed month round trip")
    }
  }

  static func importCSV(_ bytes: [UInt8]) {
    guard let store = FuzzTarget.store else { return }
    var reader = CSVReader(bytes: bytes)
    _ = try? store.importCSV(&reader, defaultCurrency: .unknown, today: .latest, dryRun: true)
  }

  static func writeAndReadNearTheBounds(_ bytes: [UInt8]) {
    let outcome = OverflowWorkload.run(bytes)
    precondition(outcome.readErrors.isEmpty, "a read failed: \(outcome.readErrors)")
    for message in outcome.messages {
      precondition(!message.contains(where: \.isNewline), "an error of several lines: \(message)")
    }
  }

  /// An in-memory household with a few items, so that events have something to draw on.
  nonisolated(unsafe) static let store: Store? = {
    guard let store = try? Store(path: ":memory:") else { return nil }
    let csv = """
      date,item,quantity,price,unit,expires
      2026-01-01,Milk,2,1.50,L,2026-01-10
      2026-01-01,Rice,1000,2.00,g,
      2026-01-02,Crème brûlée,2,5.00,pcs,2026-01-05

      """
    var reader = CSVReader(bytes: Array(csv.utf8))
    _ = try? store.importCSV(&reader, defaultCurrency: .unknown, today: .latest, dryRun: false)
    return store
  }()
}
