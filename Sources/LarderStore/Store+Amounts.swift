import LarderCore
import LarderErrors

extension Store {
  /// The item `reference` names and `amount` in its unit: a unit of its family converted
  /// exactly (100 g of an item counted in kg is 0.1 kg), packs as that many of its usual
  /// pack (`usualPack`).
  ///
  /// - Throws: the errors of `findItem`; `StoreError.unitMismatch` for a unit of another
  ///   family, `.cannotConvert` for a conversion that needs more than 3 decimals,
  ///   `.noUsualPack` for packs of an item never bought, `ValueError` for packs whose
  ///   product needs more than 3 decimals or is too large.
  public func quantity(_ amount: Amount, of reference: String) throws -> (
    item: Item, quantity: Quantity
  ) {
    let record = try findItem(reference)
    let item = record.item
    do {
      let quantity = try amount.converted(to: item.unit) { try usualPack(record) }
      return (item, quantity)
    } catch let error as UnitError {
      guard case .otherFamily(let from, _) = error else {
        throw StoreError.cannotConvert(item: item.name, unit: item.unit, reason: error)
      }
      throw StoreError.unitMismatch(item: item.name, unit: item.unit, given: from.symbol)
    }
  }

  /// The usual pack of the item `reference` names: the quantity it was most often bought
  /// in, the smaller of two bought as often (`UsualPack`).
  ///
  /// - Throws: the errors of `findItem`, `StoreError.noUsualPack` for an item never bought.
  public func usualPack(of reference: String) throws -> Quantity {
    try usualPack(findItem(reference))
  }

  /// The usual pack of `record` (`UsualPack`), among all its lots.
  ///
  /// - Throws: `StoreError.noUsualPack` for an item never bought.
  func usualPack(_ record: ItemRecord) throws -> Quantity {
    let bought = try db.firstRow(
      "SELECT 1 FROM lots WHERE item_id = ? LIMIT 1", [.integer(record.rowID)]
    ) { _ in true }
    guard bought != nil else { throw StoreError.noUsualPack(item: record.item.name) }
    return try usualPack(of: record.item.id, asOf: .latest)
  }
}
