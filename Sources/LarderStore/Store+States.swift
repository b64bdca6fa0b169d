import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Opens, freezes or thaws (`state`) some of an item, earliest expiry first, as consume
  /// draws (`StateChange` says which lots each applies to and their new expiry). Without a
  /// quantity, the whole of the first such lot changes; a lot changed in part is split
  /// first (`LotSplit`), and the part changes. Only lots bought, and in their state, on or
  /// before `day` count.
  ///
  /// - Returns: the item, the quantity changed and the lots in their new state.
  /// - Throws: `ValueError.futureDate` for a day after `today`, `StoreError.unknownItem`,
  ///   `.noLife` when the item has no life for `state`, `.nothingToChange` or
  ///   `.notEnoughToChange` when its lots in the states it applies to hold less, or
  ///   `ValueError.tooLarge` for a quantity beyond `Quantity.maximum`.
  ///
  /// - Parameters:
  ///   - quantity: how much, in the item's unit; nil for the whole of the first lot.
  ///   - origin: where the change was asked for, for the change history.
  @discardableResult
  public func change(
    _ name: String, to state: FoodState, quantity: Quantity?, on day: CalendarDate,
    today: CalendarDate, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> (item: Item, quantity: Quantity, lots: [Lot]) {
    _ = try day.checkedNotAfter(Store.lastWritableDay(today))
    if let quantity { try Store.checkLotBounds(quantity: quantity, price: nil) }
    return try recorded(
      origin,
      action: { (item: Item, quantity: Quantity, lots: [Lot]) in
        .changedState(
          state: state, item: item.name, quantity: quantity, unit: item.unit, lots: lots.count)
      }
    ) {
      let record = try findItem(name)
      guard let life = record.item.lives.life(in: state) else {
        throw StoreError.noLife(item: record.item.name, change: state)
      }
      let held = try changeable(record, to: state, on: day)
      guard
        let first = held.sorted(by: { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) })
          .first
      else { throw StoreError.nothingToChange(item: record.item.name, change: state) }
      let wanted = quantity ?? first.status.remaining
      let draws: [FEFOAllocation.Draw<Int64>]
      do {
        draws = try FEFOAllocation.allocate(wanted, from: held.map(\.candidate))
      } catch let error as FEFOAllocation.Shortfall {
        throw StoreError.notEnoughToChange(
          item: record.item.name, change: state, requested: error.requested,
          available: error.available, unit: record.item.unit)
      }
      let lots = Dictionary(uniqueKeysWithValues: held.map { ($0.candidate.id, $0.status) })
      var changed: [Lot] = []
      for draw in draws {
        guard let status = lots[draw.lotID] else { continue }
        changed.append(
          try change(status, rowID: draw.lotID, part: draw.quantity, state, life, day, record))
      }
      return (record.item, wanted, changed)
    }
  }

  /// A lot held now that a change to `state` applies to, as a FEFO candidate keyed by row id.
  private struct Changeable {
    var candidate: FEFOAllocation.Candidate<Int64>
    var status: LotStatus
  }

  /// The item's lots on hand on `day` in a state a change to `state` applies to.
  private func changeable(_ record: ItemRecord, to state: FoodState, on day: CalendarDate)
    throws -> [Changeable]
  {
    let states = StateChange.sources(of: state).map { "'\($0.rawValue)'" }.sorted()
    return try db.rows(
      """
      SELECT \(LotColumns.select()) FROM lots
      WHERE item_id = ?1 AND remaining > 0 AND purchased_on <= ?2
        AND (state_on IS NULL OR state_on <= ?2)
        AND state IN (\(states.joined(separator: ", ")))
      """, [.integer(record.rowID), .text(day.description)]
    ) { row in
      let rowID = ColumnReader<LotColumns>(row, table: "lots").rowID
      let status = try LotColumns.decode(row, itemID: record.item.id)
      return Changeable(
        candidate: FEFOAllocation.Candidate(
          id: rowID, expiresOn: status.lot.expiresOn, purchasedOn: status.lot.purchasedOn,
          creationOrder: rowID, remaining: status.remaining),
        status: status)
    }
  }

  /// Puts `part` of the lot `status` (row `rowID`) in `state`: the whole lot when `part`
  /// is all that is left of it, else a new lot split from it.
  private func change(
    _ status: LotStatus, rowID: Int64, part: Quantity, _ state: FoodState, _ life: Int,
    _ day: CalendarDate, _ record: ItemRecord
  ) throws -> Lot {
    guard part < status.remaining else {
      let lot = StateChange.apply(state, life: life, to: status.lot, on: day)
      try writeState(lot, rowID: rowID)
      return lot
    }
    let split = try LotSplit(status.lot, remaining: status.remaining, part: part)
    try db.run(
      "UPDATE lots SET quantity = ?, remaining = ?, price = ? WHERE id = ?",
      [
        .integer(split.kept.quantity.thousandths), .integer(split.keptRemaining.thousandths),
        .integer(split.kept.price.minorUnits), .integer(rowID),
      ])
    let lot = StateChange.apply(state, life: life, to: split.part, on: day)
    try insertLotRow(lot, itemRowID: record.rowID)
    return lot
  }

  /// Writes a lot's expiry, its kind, estimate and month, and its state.
  private func writeState(_ lot: Lot, rowID: Int64) throws {
    try db.run(
      """
      UPDATE lots SET expires_on = ?, date_kind = ?, expires_estimated = ?, expires_month = ?,
        state = ?, state_on = ? WHERE id = ?
      """,
      [lot.expiresOn.map { .text($0.description) } ?? .null] + Store.stateValues(lot)
        + [.integer(rowID)])
  }
}
