import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// Every read the read commands make, with the views they print, on one store as of one
/// day: list, search, show, rates, restock, forecast, expiring, waste, spending by every breakdown,
/// the monthly report (Markdown, CSV and the XLSX sheets), the export's iterations and
/// sheets' figures, the digest and the calendar. Options are at their command-line limits
/// (36,600 days) as well as their defaults.
public enum ReadEveryPath {
  /// How many reads ran and the errors of those that failed, as "read: error".
  public static func run(_ store: Store, asOf: CalendarDate) -> (count: Int, errors: [String]) {
    var count = 0
    var errors: [String] = []
    func read(_ name: String, _ body: () throws -> Void) {
      count += 1
      do { try body() } catch {
        let message = (error as? any LocalizedMessage)?.message(.english) ?? "\(error)"
        errors.append("\(name): \(message)")
      }
    }
    let everything = CalendarDate.everything
    read("list") {
      _ = StockListing.text(try store.stock(asOf: asOf, includeUsedUp: true))
      _ = StockListing.json(try store.stock(asOf: asOf, includeUsedUp: false))
      _ = StockListing.text(try store.search("i", asOf: asOf))
    }
    read("show") {
      for line in try store.stock(asOf: .everything.to, includeUsedUp: true) {
        let history = try store.history(of: line.item.name)
        _ = ItemHistoryView.text(history) + ItemHistoryView.json(history)
      }
    }
    for window in [1, 36_600] {
      read("rates \(window)") {
        let rates = try store.projections(asOf: asOf, window: window, minHistory: 1)
        _ = RatesView.text(rates) + RatesView.json(rates)
      }
      for horizon in [7, 36_600] {
        read("restock \(horizon) \(window)") {
          let projections = try store.projections(asOf: asOf, window: window, minHistory: 1)
          let suggestions = try store.restockSuggestions(of: projections, horizon: horizon)
          _ = RestockView.text(suggestions) + RestockView.json(suggestions)
        }
      }
      read("forecast \(window)") {
        let forecast = try store.forecast(asOf: asOf, window: window, minHistory: 14)
        _ = try ForecastView.text(forecast, within: nil) + ForecastView.json(forecast, within: 7)
      }
    }
    for within in [7, 36_600] {
      read("expiring \(within)") {
        let outlook = try store.expiryOutlook(asOf: asOf, within: within)
        _ = try ExpiryView.text(outlook) + ExpiryView.json(outlook)
      }
    }
    for period in [everything, DateRange(month: asOf.month)] {
      read("waste") {
        let waste = try store.waste(in: period)
        _ = WasteView.text(waste) + WasteView.json(waste)
      }
      for dimension in SpendingDimension.allCases {
        read("spending \(dimension)") {
          for overview in [
            try store.spendingOverview(in: period, by: dimension),
            try store.spendingOverview(of: asOf.month, by: dimension),
          ] {
            _ = SpendingView.text(overview) + SpendingView.json(overview)
          }
        }
      }
    }
    read("report") {
      let report = try store.monthlyReport(asOf.month, asOf: asOf, minHistory: 14)
      _ = MarkdownReport(report, locale: "en_US").rendered() + CSVReport(report).rendered()
      _ = XLSXReport(report).sheets()
    }
    read("export") { try export(store, asOf: asOf, period: DateRange(year: asOf.year)) }
    read("digest") {
      let digest = try store.digest(
        asOf: asOf, within: 36_600, horizon: 36_600, minHistory: 14)
      _ =
        DigestText(digest, locale: "en_US").rendered()
        + DigestHTML(digest, locale: "en_US")
        .rendered() + DigestSubject(digest).rendered()
    }
    read("budget, prices, inflation, history, check") {
      _ = try BudgetView.text(try store.budgetReport(asOf.month, asOf: asOf))
      _ = BudgetView.text(try store.budgets())
      _ = PricesView.text(try store.priceOverview(asOf: asOf))
      for line in try store.stock(asOf: asOf, includeUsedUp: true) {
        let prices = try store.priceHistory(
          of: line.item.name, from: nil, to: asOf, asOf: asOf)
        _ = PricesView.text(prices, asOf: asOf) + PricesView.json(prices)
      }
      let inflation = try store.inflation(asOf.month, base: asOf.month.adding(months: -12))
      _ = InflationView.text(inflation) + InflationView.json(inflation)
      _ = HistoryView.text(try store.changes(limit: 100))
      _ = try store.check()
    }
    read("calendar") {
      let lots = try store.lotsWithExpiry(asOf: asOf)
      _ = ExpiryCalendar(lots: lots, stamp: asOf, locale: "en_US").rendered()
    }
    return (count, errors)
  }

  /// What `export` reads: the CSV export's rows, and the workbook's figures.
  private static func export(_ store: Store, asOf: CalendarDate, period: DateRange) throws {
    _ = try store.lotCount(in: nil) + store.eventCount(in: period)
    try store.forEachExportedLot { _ = ImportFormat.purchaseFields($0) }
    try store.forEachExportedEvent { _ = ImportFormat.eventFields($0) }
    try store.forEachLot(in: period, asOf: asOf) { _ = $0.state(asOf: asOf) }
    try store.forEachEvent(in: period) { _ = $0.event.occurredOn }
    for history in [try store.spendingHistory(in: nil), try store.spendingHistory(in: period)] {
      for currency in history.currencies {
        let categories = history.categories(in: currency)
        for month in history.months {
          _ = history.total(currency, month: month)
          for category in categories {
            _ = history.amount(currency, month: month, category: category)
          }
        }
        for year in history.years { _ = history.total(currency, year: year) }
        for category in categories { _ = history.total(currency, category: category) }
        _ = history.total(currency)
      }
    }
    _ = try store.nextExpiries(asOf: asOf)
    _ = try store.projections(asOf: asOf, window: 90, minHistory: 14)
    _ = try store.expiryOutlook(asOf: asOf, within: 7)
  }
}

extension CalendarDate {
  /// Every day Larder can write: 0001-01-01 to 9999-12-31.
  fileprivate static var everything: DateRange {
    let first = CalendarDate(year: 1, month: 1, day: 1) ?? CalendarDate(daysSinceEpoch: 0)
    let last = CalendarDate(year: 9999, month: 12, day: 31) ?? first
    return (try? DateRange(from: first, to: last)) ?? DateRange(month: first.month)
  }
}
