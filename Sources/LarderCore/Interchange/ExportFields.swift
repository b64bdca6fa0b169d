extension ImportFormat {
  /// A lot as a row of a purchases file, in `exportColumns` order.
  ///
  /// Every value is written exactly: the quantity and price as plain decimals, the
  /// currency always, the lot's id so the file imports back to the same lot.
  public static func purchaseFields(_ lot: ExportedLot) -> [String] {
    [
      lot.purchasedOn, lot.item.name, lot.quantity.description, lot.price.amount, lot.item.unit,
      lot.item.category, lot.price.currency.code, lot.store, lot.expiresOn, lot.location,
      lot.note, lot.id, lot.dateKind.rawValue, lot.expiresEstimated ? "yes" : "no",
      lot.expiresMonth ? "yes" : "no", lot.state.rawValue, lot.stateOn,
      lot.barcodes.map(\.digits).joined(separator: " "),
    ] + nameFields(lot.names?.byLanguage ?? [:], aliases: lot.names?.aliases ?? [])
  }

  /// The name columns of a purchase row: the item's name in each of `nameLanguages`, then
  /// its aliases.
  static func nameFields(_ names: [String: String], aliases: [String]) -> [String] {
    nameLanguages.map { names[$0] ?? "" }
      + [aliases.joined(separator: String(aliasSeparator))]
  }

  /// An event as a row of an events file, in `exportColumns` order, naming its lot.
  public static func eventFields(_ event: ExportedEvent) -> [String] {
    [
      event.occurredOn, event.item.name, event.kind.rawValue, event.quantity.description,
      event.note, event.lotID,
    ]
  }

  /// A purchase row as a line of a purchases file, in `exportColumns` order; the currency
  /// is always written.
  public static func purchaseFields(_ row: PurchaseRow) -> [String] {
    [
      row.date.description, row.item, row.quantity.description, row.price.amount,
      row.unit ?? "", row.category ?? "", row.price.currency.code, row.store,
      row.expires?.description ?? "", row.location ?? "", row.note,
      row.lot.map(UUIDText.format) ?? "", row.dateKind?.rawValue ?? "",
      row.expiresEstimated ? "yes" : "no", row.expiresMonth ? "yes" : "no", row.state.rawValue,
      row.stateOn?.description ?? "", row.barcodes.map(\.digits).joined(separator: " "),
    ] + nameFields(row.namesIn, aliases: row.aliases)
  }

  /// An event row as a line of an events file, in `exportColumns` order.
  public static func eventFields(_ row: EventRow) -> [String] {
    [
      row.date.description, row.item, row.kind.rawValue, row.quantity.description, row.note,
      row.lot.map(UUIDText.format) ?? "",
    ]
  }
}
