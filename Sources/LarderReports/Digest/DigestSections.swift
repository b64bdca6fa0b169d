import LarderCore

/// The digest as headed sections of lines, the one layout that the text and the HTML
/// versions both render, so they always say the same.
struct DigestSections {
  /// One line: the item, then what to know about it.
  struct Line {
    var item: String
    var detail: String
    var amount: String
  }

  /// Lines under an optional sub-heading, such as "Tomorrow".
  struct Group {
    var label: String?
    var lines: [Line]
  }

  struct Section {
    var title: String
    var groups: [Group]
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
        amount: money.string(lot.valueAtRisk) + " at risk")
    }
    if !digest.expired.isEmpty {
      sections.append(
        Section(
          title: "Expired, still on hand",
          groups: [Group(label: nil, lines: digest.expired.map { lotLine($0, expired: true) })]))
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
          }))
    }
    if !digest.restock.isEmpty {
      sections.append(
        Section(
          title: "Running out within \(digest.horizon) days",
          groups: [
            Group(
              label: nil,
              lines: digest.restock.map { suggestion in
                let rate = suggestion.rate
                let unit = rate.item.unit.singleLine
                let runsOut =
                  rate.runOutOn.map { date -> String in
                    let label = DayLabel.relative(date, in: digest)
                    return ", runs out "
                      + (date <= digest.asOf.adding(days: 1) ? label.lowercased() : "on " + label)
                  } ?? ""
                return Line(
                  item: rate.item.name.singleLine,
                  detail: "\(rate.onHand) \(unit) left" + runsOut,
                  amount: "buy \(suggestion.suggested) \(unit)")
              })
          ]))
    }
    spending = DigestSections.spendingLine(digest, money)
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
