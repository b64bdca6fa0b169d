import LarderCore
import LarderErrors

extension Store {
  /// Discards everything left of the item's lots that are past their date on `day`
  /// (`ExpiryStanding.isUsable`), as one change that `undo` takes back whole: one discard event per
  /// lot, dated `day`. Nothing is recorded when no lot is past its date.
  ///
  /// - Returns: the item, one event per lot discarded and those lots with their expiry.
  /// - Throws: `ValueError.futureDate` for a `day` after `today`, `StoreError.unknownItem`
  ///   and the other lookup errors of `findItem`.
  @discardableResult
  public func discardExpired(
    _ reference: String, on day: CalendarDate, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> RecordedUse {
    _ = try day.checkedNotAfter(Store.lastWritableDay(today))
    let record = try findItem(reference)
    let expired = try expiredLots(of: record, on: day)
    guard !expired.isEmpty else {
      return RecordedUse(item: record.item, events: [], fromExpired: [])
    }
    var total = Quantity.zero
    for lot in expired { try total += lot.quantity }
    let quantity = total
    return try recorded(
      origin,
      action: { (use: RecordedUse) in
        .used(
          use: .discard, item: use.item.name, quantity: quantity, unit: use.item.unit,
          lots: use.events.count)
      }
    ) {
      var events: [Event] = []
      for lot in expired {
        let row = EventRow(
          line: 0, date: day, item: reference, kind: .discard, quantity: lot.quantity,
          lot: lot.lotID)
        events += try insertEvent(row, cache: nil).events
      }
      return RecordedUse(item: record.item, events: events, fromExpired: expired)
    }
  }

  /// What is left of the item's lots bought on or before `day` and past their date on it,
  /// in FEFO order.
  private func expiredLots(of record: ItemRecord, on day: CalendarDate) throws -> [ExpiredDraw] {
    let held = try db.rows(
      Store.candidatesSQL, [.integer(record.rowID), .text(day.description)]
    ) { lot -> FEFOAllocation.Candidate<ExpiredDraw?> in
      let reader = ColumnReader<CandidateColumns>(lot, table: "lots")
      let expiresOn = try reader.optionalDate(.expiresOn)
      let remaining = Quantity(thousandths: reader.int64(.remaining))
      let draw = try expiresOn.map {
        ExpiredDraw(lotID: try reader.uuid(.uuid), expiresOn: $0, quantity: remaining)
      }
      return FEFOAllocation.Candidate(
        id: draw, expiresOn: expiresOn, dateKind: try reader.value(.dateKind),
        purchasedOn: try reader.date(.purchasedOn), creationOrder: reader.rowID,
        remaining: remaining)
    }
    return held.sorted(by: FEFOAllocation.drawsFirst).compactMap { candidate in
      guard let draw = candidate.id,
        !ExpiryStanding(expires: draw.expiresOn, kind: candidate.dateKind, on: day).isUsable
      else { return nil }
      return draw
    }
  }
}
