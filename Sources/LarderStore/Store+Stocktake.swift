import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// What a stocktake counted of one item.
  public struct StockCount: Hashable, Sendable {
    /// The item's name or id, as `consume` takes it.
    public var item: String
    /// What is actually there, in the item's unit; zero or more.
    public var counted: Quantity

    /// A count of `counted` of `item`.
    public init(item: String, counted: Quantity) {
      self.item = item
      self.counted = counted
    }
  }

  /// Records what a stocktake on `date` counted, as one undoable change: for each item
  /// whose count differs from what its lots bought on or before `date` hold, `adjust`
  /// events make them hold the count. What is missing is drawn first-expiring-first; what
  /// is in excess is given back to the lots FEFO drew last, up to what each was bought
  /// with. Nothing is written when every count agrees with the records.
  ///
  /// - Returns: one line per count, in the order given.
  /// - Throws: `ValueError.futureDate` for a day after `today`, `.tooLarge` for a count
  ///   beyond `Quantity.maximum`, `StoreError.unknownItem` (and the other refusals of a
  ///   name), or `.countAboveBought` when a count is more than the lots were ever bought with.
  @discardableResult
  public func stocktake(
    _ counts: [StockCount], on date: CalendarDate, today: CalendarDate, note: String = "",
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> [StocktakeLine] {
    _ = try date.checkedNotAfter(Store.lastWritableDay(today))
    for count in counts { try Store.checkLotBounds(quantity: count.counted, price: nil) }
    return try recorded(origin, action: { .stocktake(date: date, lines: $0) }) {
      let lines = try counts.map { try countedLine($0, on: date, note: note) }
      // A stocktake that agrees with the records everywhere changes nothing: no change.
      return (lines, lines.contains(where: \.corrects) ? .commit : .rollback)
    }
  }

  /// The line of one count, with the `adjust` events that make the lots hold it.
  private func countedLine(_ count: StockCount, on date: CalendarDate, note: String) throws
    -> StocktakeLine
  {
    let record = try findItem(count.item)
    let lots = try db.rows(
      """
      SELECT \(CandidateColumns.select) FROM lots
      WHERE item_id = ? AND purchased_on <= ?
      """, [.integer(record.rowID), .text(date.description)]
    ) { try StocktakeLot($0) }
    let recorded = Quantity(thousandths: lots.reduce(0) { $0 + $1.remaining.thousandths })
    let line = StocktakeLine(
      item: record.item.name, unit: record.item.unit, recorded: recorded, counted: count.counted)
    guard line.corrects else { return line }
    let draws: [FEFOAllocation.Draw<LotKey>]
    if line.lost > .zero {
      draws = try FEFOAllocation.allocate(line.lost, from: lots.map(\.held))
    } else {
      do { draws = try FEFOAllocation.giveBack(line.found, to: lots.map(\.room)) } catch {
        throw StoreError.countAboveBought(
          item: line.item, counted: line.counted, bought: try recorded + error.available,
          unit: line.unit, date: date)
      }
    }
    let sign: Int64 = line.lost > .zero ? 1 : -1
    for draw in draws {
      let taken = sign * draw.quantity.thousandths  // |taken| ≤ Quantity.itemMaximum
      try db.run(
        """
        INSERT INTO events (uuid, lot_id, occurred_on, kind, quantity, note)
        VALUES (?, ?, ?, 'adjust', ?, ?)
        """,
        [
          .text(UUIDText.format(UUIDText.random())), .integer(draw.lotID.rowID),
          .text(date.description), .integer(taken), .text(note),
        ])
      try db.run(
        "UPDATE lots SET remaining = remaining - ? WHERE id = ?",
        [.integer(taken), .integer(draw.lotID.rowID)])
    }
    return line
  }
}

/// A lot a stocktake may correct: what is left of it, and what was drawn from it.
struct StocktakeLot {
  /// The lot of a row of `CandidateColumns`.
  init(_ row: Statement.Row) throws {
    let reader = ColumnReader<CandidateColumns>(row, table: "lots")
    key = LotKey(rowID: reader.rowID, uuid: try reader.uuid(.uuid))
    expiresOn = try reader.optionalDate(.expiresOn)
    purchasedOn = try reader.date(.purchasedOn)
    quantity = Quantity(thousandths: reader.int64(.quantity))
    remaining = Quantity(thousandths: reader.int64(.remaining))
  }

  var key: LotKey
  var expiresOn: CalendarDate?
  var purchasedOn: CalendarDate
  var quantity: Quantity
  var remaining: Quantity

  /// The lot as FEFO draws from it: what is left.
  var held: FEFOAllocation.Candidate<LotKey> {
    .init(
      id: key, expiresOn: expiresOn, purchasedOn: purchasedOn, creationOrder: key.rowID,
      remaining: remaining)
  }

  /// The lot as a stocktake gives back to it: what was drawn from it.
  var room: FEFOAllocation.Candidate<LotKey> {
    .init(
      id: key, expiresOn: expiresOn, purchasedOn: purchasedOn, creationOrder: key.rowID,
      remaining: Quantity(thousandths: quantity.thousandths - remaining.thousandths))
  }
}
