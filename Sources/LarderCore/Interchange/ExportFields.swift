extension ImportFormat {
  /// A lot as a row of a purchases file, in `exportColumns` order.
  ///
  /// Every value is written exactly: the quantity and price as plain decimals, the
  /// currency always, the lot's id so the file imports back to the same lot.
  public static func purchaseFields(_ line: LotLine) -> [String] {
    [
      line.lot.purchasedOn.description, line.item.name, line.lot.quantity.description,
      line.lot.price.amount, line.item.unit, line.item.category, line.lot.price.currency.code,
      line.lot.store, line.lot.expiresOn?.description ?? "", line.lot.location, line.lot.note,
      UUIDText.format(line.lot.id),
    ]
  }

  /// An event as a row of an events file, in `exportColumns` order, naming its lot.
  public static func eventFields(_ line: EventLine) -> [String] {
    [
      line.event.occurredOn.description, line.item.name, line.event.kind.rawValue,
      line.event.quantity.description, line.event.note, UUIDText.format(line.event.lotID),
    ]
  }

  /// A purchase row as a line of a purchases file, in `exportColumns` order; the currency
  /// is always written.
  public static func purchaseFields(_ row: PurchaseRow) -> [String] {
    [
      row.date.description, row.item, row.quantity.description, row.price.amount,
      row.unit ?? "", row.category ?? "", row.price.currency.code, row.store,
      row.expires?.description ?? "", row.location ?? "", row.note,
      row.lot.map(UUIDText.format) ?? "",
    ]
  }

  /// An event row as a line of an events file, in `exportColumns` order.
  public static func eventFields(_ row: EventRow) -> [String] {
    [
      row.date.description, row.item, row.kind.rawValue, row.quantity.description, row.note,
      row.lot.map(UUIDText.format) ?? "",
    ]
  }
}
