import LarderCore

/// The monthly report as one tidy RFC 4180 table that loads in one call.
///
/// Columns: `section,label,currency,amount,quantity,unit,date,share,rate_per_week,
/// days_of_supply,status`. Numbers are plain (dot decimal, no symbols), dates ISO. `share`
/// is a fraction to 3 decimals (`0.267`, never `26.7`): a category's share of its
/// currency's spending, the waste ratio, or the change from the previous month.
/// Consumption, expired, expiring, eat-first (quantity: the projected waste; amount: its
/// value) and restock rows are as of the as-of date. Text cells that start with `=`, `+`,
/// `-`, `@`, tab or CR get a leading `'` so that spreadsheets do not run them.
public struct CSVReport {
  let report: MonthlyReport

  /// The header row.
  public static let columns = [
    "section", "label", "currency", "amount", "quantity", "unit", "date", "share",
    "rate_per_week", "days_of_supply", "status",
  ]

  /// Creates the CSV writer for a report.
  public init(_ report: MonthlyReport) {
    self.report = report
  }

  private struct Row {
    var section: String
    var label = ""
    var currency = ""
    var amount = ""
    var quantity = ""
    var unit = ""
    var date = ""
    var share = ""
    var ratePerWeek = ""
    var daysOfSupply = ""
    var status = ""
  }

  /// The whole file.
  public func rendered() -> String {
    var rows: [Row] = []
    let comparison = report.comparison
    for currency in comparison.recentCurrencies {
      rows.append(
        Row(
          section: "spent", label: report.month.description, currency: currency.code,
          amount: comparison.current[currency].amount))
      rows.append(
        Row(
          section: "previous_month", label: report.month.adding(months: -1).description,
          currency: currency.code, amount: comparison.previous[currency].amount))
      var change = Row(
        section: "change", label: "from previous month", currency: currency.code,
        amount: comparison.change(in: currency).amount)
      change.share = comparison.relativeChange(in: currency)?.description ?? ""
      rows.append(change)
      if let average = comparison.average12 {
        rows.append(
          Row(
            section: "average_12_months", label: "\(comparison.averagedMonths) months",
            currency: currency.code, amount: average[currency].amount))
        rows.append(
          Row(
            section: "difference_from_average", label: "", currency: currency.code,
            amount: comparison.differenceFromAverage(in: currency)?.amount ?? ""))
      }
    }
    rows.append(Row(section: "purchases", label: "count", quantity: String(report.purchaseCount)))
    for row in report.inflation.rows {
      guard let index = row.index,
        let change = Ratio(index.numerator - index.denominator, index.denominator)
      else { continue }
      rows.append(
        Row(
          section: "price_change", label: "index \(index.formatted(places: 4))",
          currency: row.currency.code, amount: row.priceEffect.amount,
          share: change.formatted(places: 3)))
      rows.append(
        Row(
          section: "quantity_change", label: "bought more", currency: row.currency.code,
          amount: row.quantityEffect.amount, share: row.boughtMore?.formatted(places: 3) ?? ""))
    }
    for total in report.waste.totals.amounts {
      rows.append(
        Row(
          section: "waste_total", label: report.month.description, currency: total.currency.code,
          amount: total.amount))
    }
    for line in report.budget.lines {
      rows.append(
        Row(
          section: "budget", label: line.category, currency: line.budget.currency.code,
          amount: line.budget.amount, share: line.used?.formatted(places: 3) ?? ""))
      rows.append(
        Row(
          section: "budget_spent", label: line.category, currency: line.spent.currency.code,
          amount: line.spent.amount))
    }
    for row in report.byCategory.rows {
      var line = Row(
        section: "category", label: row.key, currency: row.amount.currency.code,
        amount: row.amount.amount)
      line.share = report.share(of: row)?.description ?? ""
      rows.append(line)
    }
    for row in report.byStore.rows {
      rows.append(
        Row(
          section: "store", label: row.key, currency: row.amount.currency.code,
          amount: row.amount.amount))
    }
    for row in report.topItems {
      rows.append(
        Row(
          section: "top_item", label: row.key, currency: row.amount.currency.code,
          amount: row.amount.amount))
    }
    for point in report.trend {
      for amount in point.totals.amounts {
        rows.append(
          Row(
            section: "trend", label: point.month.description, currency: amount.currency.code,
            amount: amount.amount, date: point.month.firstDay.description))
      }
    }
    for row in report.waste.rows {
      var line = Row(
        section: "waste", label: row.item, currency: row.value.currency.code,
        amount: row.value.amount, quantity: row.quantity.description, unit: row.unit)
      line.share = row.ratio?.description ?? ""
      rows.append(line)
    }
    for item in report.fastest {
      var line = Row(
        section: "consumption", label: item.item.name, quantity: item.usable.description,
        unit: item.item.unit, date: item.runOutOn?.description ?? "")
      line.ratePerWeek = item.perWeek?.formatted(places: 3) ?? ""
      line.daysOfSupply = item.daysOfSupply?.formatted(places: 1) ?? ""
      line.status = item.status.rawValue
      rows.append(line)
    }
    for (section, lots) in [
      ("expired", report.outlook.expired), ("expiring", report.outlook.expiring),
    ] {
      for lot in lots {
        rows.append(
          Row(
            section: section, label: lot.item, currency: lot.valueAtRisk.currency.code,
            amount: lot.valueAtRisk.amount, quantity: lot.remaining.description, unit: lot.unit,
            date: lot.expires.description))
      }
    }
    for lot in report.eatFirst {
      rows.append(
        Row(
          section: "eat-first", label: lot.item, currency: lot.wasteValue.currency.code,
          amount: lot.wasteValue.amount, quantity: lot.projectedWaste.description, unit: lot.unit,
          date: lot.lot.expiresOn?.description ?? ""))
    }
    for total in report.eatFirstTotals.amounts {
      rows.append(
        Row(
          section: "eat-first-total", label: report.asOf.description,
          currency: total.currency.code, amount: total.amount))
    }
    for suggestion in report.restock {
      let item = suggestion.projection
      var line = Row(
        section: "restock", label: item.item.name, quantity: suggestion.suggested.description,
        unit: item.item.unit, date: item.runOutOn?.description ?? "")
      line.status = item.status.rawValue
      rows.append(line)
    }
    var writer = CSVWriter()
    writer.write(CSVReport.columns)
    for row in rows {
      writer.write([
        row.section, CSVReport.neutralise(row.label), row.currency, row.amount, row.quantity,
        CSVReport.neutralise(row.unit), row.date, row.share, row.ratePerWeek, row.daysOfSupply,
        row.status,
      ])
    }
    return writer.text
  }

  /// Prefixes `'` to text a spreadsheet would take for a formula.
  public static func neutralise(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else {
      return text
    }
    return "'" + text
  }
}
