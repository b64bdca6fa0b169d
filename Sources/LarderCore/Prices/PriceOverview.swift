/// One item of `larder prices` without an item: its last unit price, the change from a
/// year before, and the cheapest store of the last 90 days (docs definition 11).
public struct PriceOverviewLine: Sendable {
  /// The item.
  public var item: Item
  /// The unit its prices are per.
  public var priceUnit: PriceUnit
  /// The unit price of its latest purchase up to the as-of date.
  public var last: UnitPrice
  /// The unit price of its latest purchase up to 12 months before, in the same currency.
  public var yearAgo: UnitPrice?
  /// The cheapest store over the last 90 days.
  public var cheapest: PriceHistory.StoreSummary?

  /// Creates a line.
  public init(
    item: Item, last: UnitPrice, yearAgo: UnitPrice?, cheapest: PriceHistory.StoreSummary?
  ) {
    self.item = item
    priceUnit = PriceUnit(itemUnit: item.unit)
    self.last = last
    self.yearAgo = yearAgo.flatMap { $0.currency == last.currency ? $0 : nil }
    self.cheapest = cheapest
  }

  /// last ÷ year ago − 1, a fraction; nil without a price a year ago.
  public var change: Ratio? {
    guard let yearAgo, let ratio = Inflation.quotient(last.minorUnits, yearAgo.minorUnits),
      ratio.numerator.magnitude <= Ratio.maximumTerm.magnitude / 2
    else { return nil }
    return Ratio(ratio.numerator - ratio.denominator, ratio.denominator)
  }
}
