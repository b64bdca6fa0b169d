/// The columns of the household export's lots, read by `Store.forEachExportedLot`: the
/// stored text of dates and ids, and the item's row id.
enum ExportedLotColumns: Int32, ResultColumns {
  case id, purchasedOn, quantity, price, currency, store, expiresOn, location, note, uuid
  case itemID, dateKind, expiresEstimated, expiresMonth, state, stateOn

  var sql: String {
    switch self {
    case .id: "lots.id"
    case .purchasedOn: "lots.purchased_on"
    case .quantity: "lots.quantity"
    case .price: "lots.price"
    case .currency: "lots.currency"
    case .store: "lots.store"
    case .expiresOn: "lots.expires_on"
    case .location: "lots.location"
    case .note: "lots.note"
    case .uuid: "lots.uuid"
    case .itemID: "lots.item_id"
    case .dateKind: "lots.date_kind"
    case .expiresEstimated: "lots.expires_estimated"
    case .expiresMonth: "lots.expires_month"
    case .state: "lots.state"
    case .stateOn: "lots.state_on"
    }
  }
}

/// The columns of the household export's events, read by `Store.forEachExportedEvent`
/// from `events LEFT JOIN lots`.
enum ExportedEventColumns: Int32, ResultColumns {
  case id, occurredOn, kind, quantity, note, lotUUID, itemID

  var sql: String {
    switch self {
    case .id: "events.id"
    case .occurredOn: "events.occurred_on"
    case .kind: "events.kind"
    case .quantity: "events.quantity"
    case .note: "events.note"
    case .lotUUID: "lots.uuid"
    case .itemID: "lots.item_id"
    }
  }
}

/// The item of a lot, selected after `LotColumns`.
enum LotItemColumn: Int32, ResultColumns {
  case itemID

  var sql: String { "lots.item_id" }
}

/// What an event line reads of its lot, selected after `EventColumns` from
/// `events LEFT JOIN lots`.
enum EventLotColumns: Int32, ResultColumns {
  case itemID, purchasedOn

  var sql: String {
    switch self {
    case .itemID: "lots.item_id"
    case .purchasedOn: "lots.purchased_on"
    }
  }
}
