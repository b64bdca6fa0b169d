/// What the morning e-mail says: what has expired but is still on hand, what expires in
/// the next days (grouped by day), what goes to waste at the current pace, what will run
/// out, and spending so far this month.
///
/// Pure: the store gathers the figures, the mail and text writers present them (and word
/// them: day labels and the subject line are theirs).
public struct Digest: Hashable, Sendable {
  /// How many days of consumption the run-out rates are measured over.
  public static let rateWindow = 90

  /// The lots that expire on one day.
  public struct Day: Hashable, Sendable {
    /// The expiry day.
    public var date: CalendarDate
    /// The lots expiring that day, by item.
    public var lots: [ExpiringLot]
  }

  /// The day the digest is for.
  public var asOf: CalendarDate
  /// How many days ahead it looks for expiries.
  public var within: Int
  /// How many days ahead it looks for run-outs.
  public var horizon: Int
  /// Lots with something left whose use-by (or unknown) day has passed.
  public var expired: [ExpiringLot]
  /// Lots with something left whose best-before day has passed: check them, then use them.
  public var pastBestBefore: [ExpiringLot]
  /// Lots expiring from the as-of date to `within` days after it, one entry per day.
  public var expiring: [Day]
  /// Items that run out within `horizon` days or are below their minimum.
  public var restock: [RestockSuggestion]
  /// The lots projected partly or wholly wasted at the current pace (docs definition 5)
  /// that expire within `within` days, by expiry.
  public var wasteAtPace: [LotProjection]
  /// The value at risk of the expired lots, per currency.
  public var expiredTotals: MoneyTotals
  /// The value at risk of the lots expiring within `within` days, per currency.
  public var expiringTotals: MoneyTotals
  /// The waste value of `wasteAtPace`, per currency.
  public var wasteAtPaceTotals: MoneyTotals
  /// The budgets of the as-of month that are overspent or on pace to be.
  public var budgetsAtRisk: [BudgetLine]
  /// How many items have too short a history for a pace (their lots are in `expiring`
  /// by their dates alone).
  public var shortHistoryCount: Int
  /// The fewest days of history for a pace.
  public var minHistory: Int
  /// Spending from the 1st of the as-of month to the as-of date.
  public var spentThisMonth: MoneyTotals
  /// Spending from the 1st of the previous month to the same day of it (or its last day).
  public var spentLastMonthToDate: MoneyTotals
  /// The recipe to cook tonight: the first of the ranking (docs definition 27) when it
  /// uses up something that expires; nil otherwise.
  public var tonight: CookingSuggestion?
  /// This month's spending so far minus last month's to the same day, per currency.
  private var spendingChanges: [Currency: Money] = [:]

  /// Groups an expiry outlook by day and keeps the forecast's wasted lots within its days;
  /// the spending totals come from the caller.
  ///
  /// - Parameters:
  ///   - forecast: the forecast as of the outlook's day.
  ///   - suggestions: the recipes ranked as of the outlook's day; the first is tonight's
  ///     when it uses up something.
  /// - Throws: `ValueError.overflow` when the change in spending or a currency's total
  ///   does not fit in 64 bits of minor units.
  public init(
    outlook: ExpiryOutlook, forecast: Forecast, restock: [RestockSuggestion], horizon: Int,
    spentThisMonth: MoneyTotals, spentLastMonthToDate: MoneyTotals,
    budget: BudgetReport? = nil, suggestions: [CookingSuggestion] = []
  ) throws(ValueError) {
    tonight = suggestions.first.flatMap { $0.rescuesSomething ? $0 : nil }
    budgetsAtRisk = (budget?.lines ?? []).filter(\.isAtRisk)
    shortHistoryCount = forecast.shortHistoryCount
    minHistory = forecast.minHistory
    asOf = outlook.asOf
    within = outlook.within
    self.horizon = horizon
    expired = outlook.expired
    pastBestBefore = outlook.pastBestBefore
    var days: [Day] = []
    for lot in outlook.expiring {
      if days.last?.date == lot.expires {
        days[days.count - 1].lots.append(lot)
      } else {
        days.append(Day(date: lot.expires, lots: [lot]))
      }
    }
    expiring = days
    self.restock = restock
    wasteAtPace = forecast.wastedLots(within: outlook.within)
    expiredTotals = try MoneyTotals(outlook.expired.map(\.valueAtRisk))
    expiringTotals = try MoneyTotals(outlook.expiring.map(\.valueAtRisk))
    wasteAtPaceTotals = try Forecast.totals(of: wasteAtPace)
    self.spentThisMonth = spentThisMonth
    self.spentLastMonthToDate = spentLastMonthToDate
    for currency in Set(spentThisMonth.currencies + spentLastMonthToDate.currencies) {
      spendingChanges[currency] = try spentThisMonth[currency] - spentLastMonthToDate[currency]
    }
  }

  /// This month's spending so far minus last month's to the same day, in `currency`.
  public func spendingChange(in currency: Currency) -> Money {
    spendingChanges[currency] ?? .zero(currency)
  }

  /// The period the month-to-date comparison covers last month: the 1st to the same day,
  /// or to the month's last day when it is shorter.
  public static func lastMonthToDate(asOf: CalendarDate) -> DateRange {
    let previous = asOf.month.adding(months: -1)
    let day = min(asOf.components.day, previous.lastDay.components.day)
    let end = CalendarDate(year: previous.year, month: previous.month, day: day) ?? previous.lastDay
    return (try? DateRange(from: previous.firstDay, to: end)) ?? DateRange(month: previous)
  }

  /// Whether there is nothing to act on: nothing expired, past best before, expiring, going
  /// to waste at the
  /// current pace, to restock, or over budget.
  public var isEmpty: Bool {
    expired.isEmpty && pastBestBefore.isEmpty && expiring.isEmpty && wasteAtPace.isEmpty
      && restock.isEmpty && budgetsAtRisk.isEmpty
  }

  /// The number of lots expiring within the window.
  public var expiringCount: Int { expiring.reduce(0) { $0 + $1.lots.count } }

  /// The last day of the expiry window: `within` days after the as-of date.
  public var expiringThrough: CalendarDate { asOf.adding(days: within) }

  /// How many days after the as-of date `date` is: 0 for the as-of date itself, 1 for
  /// the next day, negative before it.
  public func daysAhead(_ date: CalendarDate) -> Int { date.days(since: asOf) }
}
