/// A monthly budget for one category (or the whole household, `Budget.household`) in one
/// currency, in effect from a month on until a later entry for the same category and
/// currency changes or ends it.
public struct Budget: Hashable, Sendable {
  /// The category that stands for all spending in the currency.
  public static let household = "*"

  /// The category, or `household`.
  public var category: String
  /// The amount a month; nil when this entry ends an earlier budget (unset).
  public var amount: Money?
  /// The currency, also when `amount` is nil.
  public var currency: Currency
  /// The first month the entry applies to.
  public var from: Month

  /// Creates an entry.
  public init(category: String, amount: Money?, currency: Currency, from: Month) {
    self.category = category
    self.amount = amount
    self.currency = currency
    self.from = from
  }

  /// The budgets in effect in `month`: for each category and currency, the entry with the
  /// latest `from` on or before `month`, when it has an amount. By category (the household
  /// last), then currency.
  public static func inEffect(_ entries: [Budget], in month: Month) -> [Budget] {
    var latest: [String: Budget] = [:]
    for entry in entries where entry.from <= month {
      let key = entry.category + "\u{0}" + entry.currency.code
      if let known = latest[key], known.from >= entry.from { continue }
      latest[key] = entry
    }
    return latest.values.filter { $0.amount != nil }.sorted {
      let left = ($0.category == household ? 1 : 0, $0.category, $0.currency.code)
      let right = ($1.category == household ? 1 : 0, $1.category, $1.currency.code)
      return left < right
    }
  }
}
