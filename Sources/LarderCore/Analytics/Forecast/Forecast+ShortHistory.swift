extension Forecast {
  /// The days ahead of the short-history advice when no `--within` is given: a week, as
  /// `expiring`.
  public static let shortHistoryOutlook = 7

  /// How many items have a short history (status `short-history`): something usable, and
  /// fewer days since their first purchase than the minimum history, so no pace.
  public var shortHistoryCount: Int { items.filter { $0.status == .shortHistory }.count }

  /// The advice for items with a short history, from expiry dates alone (docs definition
  /// 5): their usable lots expiring on or before D + `within` days, each with what is
  /// left and its value (price × remaining ÷ quantity), by expiry, then item name, then
  /// lot id.
  ///
  /// - Throws: `ValueError.overflow` when a value does not fit in 64 bits of minor units.
  public func shortHistoryLots(within: Int) throws(ValueError) -> [ExpiringLot] {
    let last = asOf.adding(checkedDays: Int128(max(within, 0))) ?? .latest
    var lots: [ExpiringLot] = []
    for item in items where item.status == .shortHistory {
      for status in item.unpacedLots {
        guard let expires = status.lot.expiresOn, expires <= last, status.remaining > .zero
        else { continue }
        lots.append(
          try ExpiringLot(
            item: item.item.name, unit: item.item.unit, lotID: status.lot.id, expires: expires,
            quantity: status.lot.quantity, price: status.lot.price, remaining: status.remaining,
            location: status.lot.location.isEmpty ? item.item.location : status.lot.location))
      }
    }
    return ExpiringLot.sorted(lots)
  }
}
