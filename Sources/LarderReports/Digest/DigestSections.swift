import LarderCore

/// The digest as headed sections of lines, the one layout that the text and the HTML
/// versions both render, so they always say the same.
struct DigestSections {
  /// One line: the item, then what to know about it.
  struct Line {
    var item: String
    var detail: String
    var amount: String
    /// Whether the line is an alarm (an expired lot), shown apart.
    var isAlert = false
  }

  /// Lines under an optional sub-heading, such as "Tomorrow".
  struct Group {
    var label: String?
    var lines: [Line]
  }

  struct Section {
    var title: String
    var groups: [Group]
    /// The section's total, e.g. "In all: €12.30 at risk"; nil for none.
    var total: String? = nil
  }

  var title: String
  var sections: [Section] = []
  var spending: String

  init(_ digest: Digest, money: MoneyFormatter) {
    title = "Larder digest for " + DayLabel.short(digest.asOf) + " \(digest.asOf.year)"
    func lotLine(_ lot: ExpiringLot, expired: Bool) -> Line {
      Line(
        item: lot.item.singleLine,
        detail: "\(lot.remaining) \(lot.unit.singleLine)"
          + (expired ? ", expired \(DayLabel.short(lot.expires))" : ""),
        amount: money.string(lot.valueAtRisk) + " at risk", isAlert: expired)
    }
    func total(_ totals: MoneyTotals, _ what: String) -> String {
      "In all: " + totals.amounts.map(money.string).joined(separator: " and ") + " " + what
    }
    if !digest.expired.isEmpty {
      sections.append(
        Section(
          title: "Expired, still on hand",
          groups: [Group(label: nil, lines: digest.expired.map { lotLine($0, expired: true) })],
          total: total(digest.expiredTotals, "at risk")))
    }
    if !digest.expiring.isEmpty {
      let days = digest.within == 1 ? "day" : "\(digest.within) days"
      sections.append(
        Section(
          title: "Expiring in the next \(days)",
          groups: digest.expiring.map { day in
            Group(
              label: DayLabel.relative(day.date, in: digest),
              lines: day.lots.map { lotLine($0, expired: false) })
          }, total: total(digest.expiringTotals, "at risk")))
    }
    if !digest.wasteAtPace.isEmpty {
      sections.append(
        Section(
          title: "At this pace, these go to waste",
          groups: [
            Group(
              label: nil,
              lines: digest.wasteAtPace.map { lot in
                let by = lot.lot.expiresOn.map { " by " + DigestSections.day($0, in: digest) } ?? ""
                return Line(
                  item: lot.item.singleLine,
                  detail: "use \(lot.remaining) \(lot.unit.singleLine)\(by); "
                    + "\(lot.projectedWaste) \(lot.unit.singleLine) left over at this pace",
                  amount: money.string(lot.wasteValue) + " in the bin")
              })
          ], total: total(digest.wasteAtPaceTotals, "in the bin")))
    }
    if !digest.restock.isEmpty {
      sections.append(
        Section(
          title: "Running out within \(digest.horizon) days",
          groups: [
            Group(
              label: nil,
              lines: digest.restock.map { suggestion in
                let item = suggestion.projection
                let unit = item.item.unit.singleLine
                let expired = item.expired > .zero ? ", \(item.expired) \(unit) expired" : ""
                let runsOut =
                  item.runOutOn.map { date -> String in
                    let label = DigestSections.day(date, in: digest)
                    return ", runs out " + (DigestSections.isNear(date, in: digest) ? "" : "on ")
                      + label
                  } ?? ""
                return Line(
                  item: item.item.name.singleLine,
                  detail: item.status == .out
                    ? "out of stock" + expired : "\(item.usable) \(unit) usable" + runsOut,
                  amount: "buy \(suggestion.suggested) \(unit)")
              })
          ]))
    }
    if !digest.budgetsAtRisk.isEmpty {
      sections.append(
        Section(
          title: "Budgets",
          groups: [
            Group(
              label: nil,
              lines: digest.budgetsAtRisk.map { line in
                let over = (try? line.spent - line.budget) ?? line.spent
                let pace = (try? line.overPace()) ?? line.projected
                return Line(
                  item: line.category == Budget.household
                    ? "All spending" : line.category.singleLine,
                  detail: over.minorUnits > 0
                    ? "over budget by \(money.string(over))"
                    : "on pace to overspend by \(money.string(pace))",
                  amount: "\(money.string(line.spent)) of \(money.string(line.budget))",
                  isAlert: over.minorUnits > 0)
              })
          ]))
    }
    spending = DigestSections.spendingLine(digest, money)
  }

  /// "today", "tomorrow", or the day as "Thu 3 Dec", as it reads inside a sentence.
  static func day(_ date: CalendarDate, in digest: Digest) -> String {
    let label = DayLabel.relative(date, in: digest)
    return isNear(date, in: digest) ? label.lowercased() : label
  }

  /// Whether `date` is today or tomorrow, which read without "on".
  static func isNear(_ date: CalendarDate, in digest: Digest) -> Bool {
    (0...1).contains(digest.daysAhead(date))
  }

  /// "So far in November: €123.45; by the same day of October: €100.00 (+€23.45)", one
  /// clause per currency.
  static func spendingLine(_ digest: Digest, _ money: MoneyFormatter) -> String {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    let month = names[digest.asOf.month.month - 1]
    let previous = names[digest.asOf.month.adding(months: -1).month - 1]
    let currencies = Set(digest.spentThisMonth.currencies + digest.spentLastMonthToDate.currencies)
      .sorted()
    guard !currencies.isEmpty else {
      return "Nothing bought so far in \(month), nor by the same day of \(previous)."
    }
    let now = currencies.map { money.string(digest.spentThisMonth[$0]) }
    let then = currencies.map { money.string(digest.spentLastMonthToDate[$0]) }
    let change = currencies.map { money.signed(digest.spendingChange(in: $0)) }
    return "So far in \(month): \(now.joined(separator: " and ")); by the same day of "
      + "\(previous): \(then.joined(separator: " and ")) (\(change.joined(separator: ", ")))."
  }
}
