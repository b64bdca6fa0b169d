import LarderCore

extension Store {
  /// Draws the uses of item `rowID` again over all its lots, in the caller's transaction
  /// (`EventRedraw`): each consume and discard takes from the lots the first-expiring-first
  /// rule picks among all of them, as if they had always been one item's. An event whose
  /// draws change is updated to its first and new events are added for the others; each
  /// lot keeps what is left of it. Nothing changes for an item with a stocktake's
  /// adjustment or a lot that is opened, frozen or thawed (whose split lots keep their
  /// draws).
  func redrawUses(ofRow rowID: Int64) throws {
    let item: [SQLiteValue] = [.integer(rowID)]
    let lots = try db.rows(
      "SELECT \(RedrawnLotColumns.select) FROM lots WHERE item_id = ? ORDER BY id", item
    ) { row in
      let reader = ColumnReader<RedrawnLotColumns>(row, table: "lots")
      return (
        state: reader.text(.state),
        candidate: FEFOAllocation.Candidate(
          id: reader.rowID, expiresOn: try reader.optionalDate(.expiresOn),
          dateKind: try reader.value(.dateKind), purchasedOn: try reader.date(.purchasedOn),
          creationOrder: reader.rowID, remaining: reader.quantity(.quantity)),
        remaining: reader.quantity(.remaining)
      )
    }
    guard lots.allSatisfy({ $0.state == FoodState.sealed.rawValue }) else { return }
    let events = try db.rows(
      """
      SELECT \(RedrawnEventColumns.select) FROM events JOIN lots ON lots.id = events.lot_id
      WHERE lots.item_id = ? ORDER BY events.occurred_on, events.id
      """, item
    ) { row in
      let reader = ColumnReader<RedrawnEventColumns>(row, table: "events")
      return (
        use: EventRedraw.Use(
          id: reader.rowID, date: try reader.date(.occurredOn), kind: try reader.value(.kind),
          quantity: reader.quantity(.quantity)),
        lot: reader.int64(.lot), note: reader.text(.note)
      )
    }
    guard let redrawn = EventRedraw.redraw(events.map(\.use), from: lots.map(\.candidate))
    else { return }
    var left = Dictionary(
      uniqueKeysWithValues: lots.map { ($0.candidate.id, $0.candidate.remaining) })
    for (event, new) in zip(events, redrawn) {
      for draw in new.draws {
        left[draw.lotID] = Quantity(
          thousandths: (left[draw.lotID] ?? .zero).thousandths - draw.quantity.thousandths)
      }
      guard let first = new.draws.first,
        new.draws.count > 1 || first.lotID != event.lot || first.quantity != event.use.quantity
      else { continue }
      try db.run(
        "UPDATE events SET lot_id = ?, quantity = ? WHERE id = ?",
        [.integer(first.lotID), .integer(first.quantity.thousandths), .integer(event.use.id)])
      for draw in new.draws.dropFirst() {
        try db.run(
          """
          INSERT INTO events (uuid, lot_id, occurred_on, kind, quantity, note)
            VALUES (?, ?, ?, ?, ?, ?)
          """,
          [
            .text(UUIDText.format(UUIDText.random())), .integer(draw.lotID),
            .text(event.use.date.description), .text(event.use.kind.rawValue),
            .integer(draw.quantity.thousandths), .text(event.note),
          ])
      }
    }
    for lot in lots where left[lot.candidate.id] != lot.remaining {
      try db.run(
        "UPDATE lots SET remaining = ? WHERE id = ?",
        [.integer((left[lot.candidate.id] ?? .zero).thousandths), .integer(lot.candidate.id)])
    }
  }
}

/// A lot as a merge draws its uses again.
enum RedrawnLotColumns: Int32, ResultColumns {
  case id, purchasedOn, quantity, remaining, expiresOn, dateKind, state

  var sql: String {
    switch self {
    case .id: "id"
    case .purchasedOn: "purchased_on"
    case .quantity: "quantity"
    case .remaining: "remaining"
    case .expiresOn: "expires_on"
    case .dateKind: "date_kind"
    case .state: "state"
    }
  }
}

/// An event as a merge draws it again.
enum RedrawnEventColumns: Int32, ResultColumns {
  case id, lot, occurredOn, kind, quantity, note

  var sql: String {
    switch self {
    case .id: "events.id"
    case .lot: "events.lot_id"
    case .occurredOn: "events.occurred_on"
    case .kind: "events.kind"
    case .quantity: "events.quantity"
    case .note: "events.note"
    }
  }
}
