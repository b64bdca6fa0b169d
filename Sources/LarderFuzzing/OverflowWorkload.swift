import Foundation
import LarderCore
import LarderLanguage
import LarderStore

/// Writes near Larder's bounds on a fresh in-memory store, then every read path: what the
/// `overflow` fuzz target and `OverflowPropertyTests` run.
///
/// The bytes decode into a sequence of `add`, `consume`, `discard`, purchase and event
/// imports, lot corrections and minimum stocks. Quantities and prices come mostly from
/// the edges: the per-row bounds exactly, just over them, the per-item bound in one row,
/// and what an older Larder accepted. Writes may be refused; reads must all succeed; every
/// error, of a refused write or of a read, must be one line. Nothing may trap.
public enum OverflowWorkload {
  /// What one run did.
  public struct Outcome: Sendable {
    /// Writes the store accepted.
    public var acceptedWrites = 0
    /// The errors of refused writes.
    public var refusals: [String] = []
    /// The reads that ran.
    public var reads = 0
    /// The errors of reads, as "read: error"; there should be none.
    public var readErrors: [String] = []

    /// Every error message, of refused writes and of reads.
    public var messages: [String] { refusals + readErrors }
  }

  /// Decodes `bytes` into writes on a new in-memory store, then runs every read as of the
  /// last day written and as of the end of 2026.
  public static func run(_ bytes: [UInt8]) -> Outcome {
    var outcome = Outcome()
    let store: Store
    do { store = try Store(path: ":memory:") } catch {
      outcome.readErrors.append("open: \(error)")
      return outcome
    }
    var input = FuzzInput(bytes)
    var writer = WorkloadWriter(store: store)
    while !input.isAtEnd { writer.step(&input, &outcome) }
    for asOf in [writer.lastDay, WorkloadWriter.day(2026, 12, 31)] {
      let reads = ReadEveryPath.run(store, asOf: asOf)
      outcome.reads += reads.count
      outcome.readErrors += reads.errors
    }
    return outcome
  }
}

/// The write half of `OverflowWorkload`: one decoded operation at a time.
struct WorkloadWriter {
  let store: Store
  /// The day of the latest write.
  private(set) var lastDay = WorkloadWriter.day(2025, 6, 1)
  private var lots: [String] = []

  static let items = ["Rice", "Milk", "Tea"]
  static let currencies = ["EUR", "JPY", "KWD", "CLF", "USD"]

  init(store: Store) {
    self.store = store
  }

  static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(daysSinceEpoch: 0)
  }

  /// Decodes and applies one operation. Every byte an operation uses is read before it is
  /// applied, so a refused write never shifts how the following bytes decode.
  mutating func step(_ input: inout FuzzInput, _ outcome: inout OverflowWorkload.Outcome) {
    let item = Self.items[input.choice(Self.items.count)]
    let date = WorkloadWriter.day(2025, 6, 1).adding(days: input.choice(256) * 2)
    lastDay = max(lastDay, date)
    switch input.choice(8) {
    case 0, 1:
      let code = Self.currencies[input.choice(Self.currencies.count)]
      let quantity = Self.quantityText(&input)
      let price = Self.priceText(&input, code)
      let expires = input.choice(2) == 0 ? nil : date.adding(days: input.choice(30))
      attempt(&outcome) {
        try add(
          PurchaseRow(
            line: 0, date: date, item: item,
            quantity: try Quantity.positive(parsing: quantity, what: .quantity),
            price: try Self.price(price, code), expires: expires))
      }
    case 2, 3:
      let kind: Event.Kind = input.choice(2) == 0 ? .consume : .discard
      let quantity = Self.quantityText(&input)
      attempt(&outcome) {
        try store.record(
          EventRow(
            line: 0, date: date, item: item, kind: kind,
            quantity: try Quantity.positive(parsing: quantity, what: .quantity)),
          today: .latest)
      }
    case 4:
      let rows = 1 + input.choice(120)
      let code = Self.currencies[input.choice(Self.currencies.count)]
      let quantity = Self.quantityText(&input)
      let price = Self.priceText(&input, code)
      var csv = "date,item,quantity,price,currency,expires\n"
      for row in 0..<rows {
        csv += "\(date),\(item),\(quantity),\(price),\(code),\(date.adding(days: row % 40))\n"
      }
      attempt(&outcome) { try importCSV(csv) }
    case 5:
      let rows = 1 + input.choice(120)
      let action = input.choice(2) == 0 ? "consume" : "discard"
      let quantity = Self.quantityText(&input)
      let csv =
        "date,item,action,quantity\n"
        + String(repeating: "\(date),\(item),\(action),\(quantity)\n", count: rows)
      attempt(&outcome) { try importCSV(csv) }
    case 6:
      let lot = lots.isEmpty ? nil : lots[input.choice(lots.count)]
      let what = input.choice(3)
      let quantity = what == 1 ? nil : Self.quantityText(&input)
      let price = what == 0 ? nil : Self.priceText(&input, "EUR")
      guard let lot else { return }
      attempt(&outcome) {
        let changes = Store.LotChanges(
          quantity: try quantity.map { try Quantity.positive(parsing: $0, what: .quantity) },
          price: price)
        try store.editLot(lot, changes)
      }
    default:
      let minimum = Self.quantityText(&input)
      attempt(&outcome) {
        let changes = Store.ItemChanges(minimumStock: .some(try Quantity(parsing: minimum)))
        try store.editItem(item, changes)
      }
    }
  }

  private func attempt(_ outcome: inout OverflowWorkload.Outcome, _ body: () throws -> Void) {
    do {
      try body()
      outcome.acceptedWrites += 1
    } catch {
      outcome.refusals.append((error as? any LocalizedMessage)?.message(.english) ?? "\(error)")
    }
  }

  private mutating func add(_ row: PurchaseRow) throws {
    let (_, lot) = try store.addPurchase(row, today: .latest)
    lots.append(UUIDText.format(lot.id))
  }

  private func importCSV(_ csv: String) throws {
    var reader = CSVReader(bytes: Array(csv.utf8))
    _ = try store.importCSV(
      &reader, defaultCurrency: try Currency(code: "EUR"), today: .latest, dryRun: false)
  }

  /// A price as `larder add` reads it: a decimal of the currency, not negative.
  static func price(_ text: String, _ code: String) throws -> Money {
    let price = try Money(parsing: text, currency: try Currency(code: code))
    guard price.minorUnits >= 0 else { throw ValueError.negative(what: .price, value: text) }
    return price
  }

  /// A quantity, mostly at the edges: the per-row bound, just over it, the per-item
  /// bound, what an older Larder accepted, or any number.
  static func quantityText(_ input: inout FuzzInput) -> String {
    switch input.choice(8) {
    case 0: return "1000000000"
    case 1: return "1000000000.001"
    case 2: return "999999999.999"
    case 3: return Quantity(thousandths: Int64(input.number(upTo: 1_000_000_000_000))).description
    case 4: return Quantity(thousandths: Int64(1 + input.number(upTo: 99_999))).description
    case 5: return "1000000000000"
    case 6: return "100000000000"
    default: return Quantity(thousandths: Int64(input.number(upTo: UInt64(Int64.max)))).description
    }
  }

  /// A price in the currency `code`, mostly at the edges: the per-row bound (10^9 whole
  /// units), one minor unit over it, what an older Larder accepted, zero, or any amount
  /// below the bound.
  static func priceText(_ input: inout FuzzInput, _ code: String) -> String {
    let currency = (try? Currency(code: code)) ?? .unknown
    var scale: UInt64 = 1
    for _ in 0..<currency.minorUnits { scale *= 10 }
    let bound = 1_000_000_000 * scale
    switch input.choice(6) {
    case 0: return "1000000000"
    case 1: return Money(minorUnits: Int64(bound + 1), currency: currency).amount
    case 2: return Money(minorUnits: Int64(input.number(upTo: bound)), currency: currency).amount
    case 3: return "0"
    case 4: return "1000000000000"
    default: return Money(minorUnits: Int64(input.number(upTo: 100_000)), currency: currency).amount
    }
  }
}
