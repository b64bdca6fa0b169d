/// The order a household's currencies are shown in (docs definition 25): the currency it
/// buys in most often first. Amounts in different currencies are never added nor
/// converted, so "most" is the number of purchases in each over the trend's 12 months (a
/// household in France buying 300 times in euros and twice in yen on a trip sees euros
/// first, however many yen those two cost). Equal counts go by currency code; a currency
/// with no purchase in those months comes after, by code.
public enum CurrencyOrder {
  /// `currencies` in that order, from the purchases of `trend`'s months.
  public static func byUse(_ currencies: [Currency], trend: [TrendPoint]) -> [Currency] {
    var purchases: [Currency: Int] = [:]
    for point in trend {
      for (currency, count) in point.purchases { purchases[currency, default: 0] += count }
    }
    return Set(currencies).sorted { lhs, rhs in
      let (left, right) = (purchases[lhs] ?? 0, purchases[rhs] ?? 0)
      return left != right ? left > right : lhs.code < rhs.code
    }
  }
}
