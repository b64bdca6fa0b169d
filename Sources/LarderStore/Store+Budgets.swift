import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Sets (or with a nil `amount`, ends) the monthly budget of `category` in `currency`
  /// from `month` on; months before keep the budget they had. `Budget.household` is the
  /// whole household. Recorded in the change history.
  ///
  /// - Throws: `StoreError.blank` for a blank category, `.noBudget` when ending a budget
  ///   that is not in effect in `month`.
  @discardableResult
  public func setBudget(
    _ category: String, amount: Money?, currency: Currency, from month: Month,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Budget {
    let typed = category.trimmedLabel
    guard !typed.isEmpty else { throw StoreError.blank(.category) }
    try TextField.category.check(typed)
    let category = typed == Budget.household ? typed : try categoryCode(typed)
    if amount == nil,
      !Budget.inEffect(try budgets(shown: false), in: month).contains(where: {
        $0.category == category && $0.currency == currency
      })
    {
      throw StoreError.noBudget(
        category: category, currency: currency.code, month: month.description)
    }
    let budget = Budget(category: category, amount: amount, currency: currency, from: month)
    return try recorded(
      origin,
      action: { (budget: Budget) in
        budget.amount.map { .setBudget(category: budget.category, amount: $0, month: month) }
          ?? .endedBudget(category: budget.category, currency: currency, month: month)
      }
    ) {
      try db.run(
        """
        INSERT INTO budgets (category, currency, amount, from_month) VALUES (?, ?, ?, ?)
        ON CONFLICT (category, currency, from_month) DO UPDATE SET amount = excluded.amount
        """,
        [
          .text(category), .text(currency.code), amount.map { .integer($0.minorUnits) } ?? .null,
          .text(month.description),
        ])
      return budget
    }
  }

  /// Every budget entry, by category, currency and month: the history `budget list` shows,
  /// each category named as the reader reads it.
  public func budgets() throws -> [Budget] { try budgets(shown: true) }

  /// Every budget entry, its category named as the reader reads it (`shown`) or by code.
  func budgets(shown: Bool) throws -> [Budget] {
    try db.rows(
      """
      SELECT \(shown ? BudgetColumns.select : BudgetColumns.codes) FROM budgets
      ORDER BY budgets.category, currency, from_month
      """
    ) { row in
      let reader = ColumnReader<BudgetColumns>(row, table: "budgets")
      let currency = try reader.currency(.currency)
      return Budget(
        category: reader.text(.category),
        amount: reader.optionalInt64(.amount).map { Money(minorUnits: $0, currency: currency) },
        currency: currency, from: try reader.month(.fromMonth))
    }
  }

  /// The budgets in effect in `month` against its spending, as of `asOf` (docs
  /// definition 10): the whole month, or for the as-of month its first day to `asOf`.
  public func budgetReport(_ month: Month, asOf: CalendarDate) throws -> BudgetReport {
    let period =
      asOf.month == month
      ? try DateRange(from: month.firstDay, to: asOf) : DateRange(month: month)
    return try BudgetReport(
      month: month, asOf: asOf, budgets: try budgets(),
      spending: try spending(in: period, by: .category))
  }
}

/// The columns of a budget entry.
enum BudgetColumns: Int32, ResultColumns {
  case id, category, currency, amount, fromMonth

  var sql: String {
    switch self {
    case .id: "id"
    case .category: ShownNameSQL.category("budgets.category")
    case .currency: "currency"
    case .amount: "amount"
    case .fromMonth: "from_month"
    }
  }

  /// The columns with the category's code, not its shown name.
  static let codes = allCases.map { $0 == .category ? "budgets.category" : $0.sql }
    .joined(separator: ", ")

  var name: String {
    switch self {
    case .id: "budgets.id"
    case .category: "budgets.category"
    default: sql
    }
  }
}
