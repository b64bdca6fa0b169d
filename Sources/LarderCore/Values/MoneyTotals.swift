/// Sums of money kept apart per currency, so that EUR and USD are never added together.
///
/// Every sum is checked: adding an amount that would take a currency's total past 64 bits
/// of minor units throws `ValueError.overflow`, so a total is either exact or an error.
public struct MoneyTotals: Hashable, Sendable {
  private var sums: [Currency: Int64] = [:]

  /// No money in any currency.
  public init() {}

  /// Totals that start from `amounts`.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total does not fit in 64 bits.
  public init(_ amounts: some Sequence<Money>) throws(ValueError) {
    for amount in amounts { try add(amount) }
  }

  /// Adds an amount to the total of its currency; nothing changes when it throws.
  ///
  /// - Throws: `ValueError.overflow` when the currency's total would not fit in 64 bits.
  public mutating func add(_ amount: Money) throws(ValueError) {
    let (sum, overflow) = (sums[amount.currency] ?? 0).addingReportingOverflow(amount.minorUnits)
    guard !overflow else { throw .overflow(what: .currencyTotal(amount.currency)) }
    sums[amount.currency] = sum
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
