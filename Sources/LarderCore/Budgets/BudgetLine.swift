/// One budget against what was spent in a month (docs definition 10).
///
/// - remaining = budget − spent (negative when overspent);
/// - used = spent ÷ budget (nil for a budget of 0);
/// - projected = spent × days in the month ÷ day of the month of D when the month is the
///   as-of month (the pace so far carried to the month's end), else spent; rounded half
///   away from zero to the minor unit. The budget is compared only with spending in its
///   own currency.
public struct BudgetLine: Hashable, Sendable {
  /// The category, or `Budget.household`.
  public var category: String
  /// The budget for the month.
  public var budget: Money
  /// What was spent in the category (everything, for the household) in the month.
  public var spent: Money
  /// budget − spent.
  public var remaining: Money
  /// spent ÷ budget; nil when the budget is 0.
  public var used: Ratio?
  /// What the month comes to at the pace so far.
  public var projected: Money

  /// Compares `budget` with `spent` in `month` as of `asOf`.
  ///
  /// - Throws: `ValueError.overflow` when a difference or the projection passes 64 bits of
  ///   minor units.
  public init(budget: Money, category: String, spent: Money, month: Month, asOf: CalendarDate)
    throws(ValueError)
  {
    self.category = category
    self.budget = budget
    self.spent = spent
    remaining = try budget - spent
    used = Ratio(Int128(spent.minorUnits), Int128(budget.minorUnits))
    if asOf.month == month {
      let days = Int128(month.lastDay.components.day)
      let day = Int128(asOf.components.day)
      guard
        let value = ScaledDecimal.scale(Int128(spent.minorUnits), by: days, over: day),
        let minorUnits = Int64(exactly: value)
      else { throw .overflow(what: .projectedSpending(category: category)) }
      projected = Money(minorUnits: minorUnits, currency: spent.currency)
    } else {
      projected = spent
    }
  }

  /// projected − budget: above zero, the month is on pace to overspend by that much.
  ///
  /// - Throws: `ValueError.overflow` beyond 64 bits of minor units.
  public func overPace() throws(ValueError) -> Money { try projected - budget }
}

/// The budgets in effect in a month against its spending, as of a day.
public struct BudgetReport: Hashable, Sendable {
  /// The month.
  public var month: Month
  /// The day computed for.
  public var asOf: CalendarDate
  /// One line per budget in effect, by category (the household last), then currency.
  public var lines: [BudgetLine]

  /// Compares each budget in effect in `month` with `spending` (by category, for the month).
  ///
  /// - Throws: `ValueError.overflow` as `BudgetLine` does.
  public init(month: Month, asOf: CalendarDate, budgets: [Budget], spending: Spending)
    throws(ValueError)
  {
    self.month = month
    self.asOf = asOf
    var lines: [BudgetLine] = []
    for budget in Budget.inEffect(budgets, in: month) {
      guard let amount = budget.amount else { continue }
      let spent =
        budget.category == Budget.household
        ? spending.totals[budget.currency]
        : spending.rows.first {
          $0.key == budget.category && $0.amount.currency == budget.currency
        }?
        .amount ?? .zero(budget.currency)
      lines.append(
        try BudgetLine(
          budget: amount, category: budget.category, spent: spent, month: month, asOf: asOf))
    }
    self.lines = lines
  }
}
