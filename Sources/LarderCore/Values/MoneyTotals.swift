/// Sums of money kept apart per currency, so that EUR and USD are never added together.
public struct MoneyTotals: Hashable, Sendable {
  private var sums: [Currency: Int64] = [:]

  /// No money in any currency.
  public init() {}

  /// Totals that start from `amounts`.
  public init(_ amounts: some Sequence<Money>) {
    for amount in amounts { add(amount) }
  }

  /// Adds an amount to the total of its currency.
  public mutating func add(_ amount: Money) {
    sums[amount.currency, default: 0] += amount.minorUnits
  }

  /// The total in one currency (zero when nothing was added in it).
  public subscript(currency: Currency) -> Money {
    Money(minorUnits: sums[currency] ?? 0, currency: currency)
  }

  /// The currencies that have a total, in code order.
  public var currencies: [Currency] { sums.keys.sorted() }

  /// One amount per currency, in code order.
  public var amounts: [Money] { currencies.map { self[$0] } }

  /// Whether nothing was added.
  public var isEmpty: Bool { sums.isEmpty }
}
