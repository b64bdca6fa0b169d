import LarderCore

/// The order of the Spending page's currencies: most spent first.
///
/// Amounts in different currencies are never added nor converted; each currency is
/// ranked by what it totals over the page's months (the 12 months of the trend and the
/// month shown), in its own major units read as a plain number (1 234,56 EUR is 1234.56,
/// 900 JPY is 900): a household that spends mostly in euros sees its euros first. Equal
/// totals go by currency code.
enum SpendingOrder {
  /// `overview`'s currencies, most spent first.
  static func currencies(_ overview: SpendingOverview) -> [Currency] {
    var totals: [Currency: Int128] = [:]
    for point in overview.trend {
      for money in point.totals.amounts {
        totals[money.currency, default: 0] += Int128(money.minorUnits)
      }
    }
    for money in overview.byCategory.totals.amounts where totals[money.currency] == nil {
      totals[money.currency] = Int128(money.minorUnits)
    }
    return overview.currencies.sorted { lhs, rhs in
      let order = compare(totals[lhs] ?? 0, lhs, totals[rhs] ?? 0, rhs)
      return order == 0 ? lhs.code < rhs.code : order > 0
    }
  }

  /// The sign of `a` minor units of `ca` − `b` minor units of `cb`, each read in its major
  /// units: compared exactly by bringing both to the finer currency's decimals.
  static func compare(_ a: Int128, _ ca: Currency, _ b: Int128, _ cb: Currency) -> Int {
    var left = a
    var right = b
    for _ in 0..<max(0, cb.minorUnits - ca.minorUnits) { left *= 10 }
    for _ in 0..<max(0, ca.minorUnits - cb.minorUnits) { right *= 10 }
    return left == right ? 0 : left > right ? 1 : -1
  }
}
