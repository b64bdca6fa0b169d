/// One budget against what was spent in a month (docs definition 10).
///
/// - remaining = budget − spent (negative when overspent);
/// - used = spent ÷ budget (nil for a budget of 0);
/// - elapsed = day of the month of D ÷ days in the month when the month is the as-of
///   month, 1 for a month before it, 0 for one after it;
/// - projected = spent × days in the month ÷ day of the month of D when the month is the
///   as-of month (the pace so far carried to the month's end), else spent; rounded half
///   away from zero to the minor unit. Nil before day `firstPaceDay` (7) of the as-of
///   month: a few days' shopping says nothing of a month's. The budget is compared only
///   with spending in its own currency.
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
  /// The share of the month gone by D.
  public var elapsed: Ratio
  /// What the month comes to at the pace so far; nil before `firstPaceDay`.
  public var projected: Money?
  /// spent − budget: above zero, the month is over budget by that much.
  public var overspent: Money
  /// projected − budget: above zero, the month is on pace to overspend by that much; nil
  /// when there is no projection yet.
  public var overPace: Money?

  /// The first day of a month on which its pace is carried to the month's end.
  public static let firstPaceDay = 7

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
    overspent = try spent - budget
    used = Ratio(Int128(spent.minorUnits), Int128(budget.minorUnits))
    let days = Int128(month.lastDay.components.day)
    let day = Int128(asOf.components.day)
    elapsed =
      asOf.month == month ? Ratio(day, days) ?? .one : asOf.month > month ? .one : .zero
    if asOf.month == month && day < Int128(BudgetLine.firstPaceDay) {
      projected = nil
      overPace = nil
      return
    }
    if asOf.month == month {
      guard
        let value = ScaledDecimal.scale(Int128(spent.minorUnits), by: days, over: day),
        let minorUnits = Int64(exactly: value)
      else { throw .overflow(what: .projectedSpending(category: category)) }
      let pace = Money(minorUnits: minorUnits, currency: spent.currency)
      projected = pace
      overPace = try pace - budget
    } else {
      projected = spent
      overPace = overspent
    }
  }

  /// Whether the line is over budget already, or on pace to be.
  public var isAtRisk: Bool {
    overspent.minorUnits > 0 || (overPace?.minorUnits ?? 0) > 0
  }
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
