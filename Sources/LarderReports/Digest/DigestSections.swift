import LarderCore
import LarderLanguage

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

  /// The language and formats the sections are written in.
  let localization: Localization
  var title: String
  var sections: [Section] = []
  var spending: String
  /// The line about items with a short history; nil when there are none.
  var shortHistory: String?
  /// "Tonight: Gratin dauphinois uses what expires", and the suggestion's sentence
  /// (`CookingView.sentence`); nil when no recipe uses up anything.
  var tonight: (headline: String, detail: String)?

  init(_ digest: Digest, _ formats: Formats) {
    let texts = formats.localization
    let money = formats.money
    localization = texts
    title = texts.tr("Larder digest for {date}", ["date": formats.dayWithYear(digest.asOf)])
    tonight = digest.tonight.map { suggestion in
      (
        texts.tr("Tonight: {recipe} uses what expires", ["recipe": suggestion.name.singleLine]),
        CookingView.sentence(suggestion, texts).singleLine
      )
    }
    func amount(_ quantity: Quantity, _ unit: String) -> String {
      formats.quantity(quantity) + " " + unit.singleLine
    }
    func lotLine(_ lot: ExpiringLot, expired: Bool) -> Line {
      let left = amount(lot.remaining, lot.unit)
      return Line(
        item: lot.item.singleLine,
        detail: expired
          ? texts.tr(
            "{quantity}, expired {date}", ["quantity": left, "date": formats.shortDay(lot.expires)])
          : left,
        amount: texts.tr("{money} at risk", ["money": money.string(lot.valueAtRisk)]),
        isAlert: expired)
    }
    func total(_ totals: MoneyTotals, binned: Bool) -> String {
      let amounts = texts.amounts(totals.amounts.map(money.string))
      return binned
        ? texts.tr("In all: {amounts} in the bin", ["amounts": amounts])
        : texts.tr("In all: {amounts} at risk", ["amounts": amounts])
    }
    if !digest.expired.isEmpty {
      sections.append(
        Section(
          title: texts.tr("Expired, still on hand"),
          groups: [Group(label: nil, lines: digest.expired.map { lotLine($0, expired: true) })],
          total: total(digest.expiredTotals, binned: false)))
    }
    if !digest.pastBestBefore.isEmpty {
      sections.append(
        Section(
          title: texts.tr("Past best before: check it, then use it"),
          groups: [
            Group(
              label: nil,
              lines: digest.pastBestBefore.map { lot in
                Line(
                  item: lot.item.singleLine,
                  detail: texts.tr(
                    "{quantity}, best before {date}",
                    [
                      "quantity": amount(lot.remaining, lot.unit),
                      "date": formats.shortDay(lot.expires),
                    ]),
                  amount: money.string(lot.valueAtRisk))
              })
          ]))
    }
    if !digest.expiring.isEmpty {
      sections.append(
        Section(
          title: texts.trn(
            "Expiring in the next day", "Expiring in the next {count} days", count: digest.within),
          groups: digest.expiring.map { day in
            Group(
              label: DayLabel.relative(day.date, in: digest, formats),
              lines: day.lots.map { lotLine($0, expired: false) })
          }, total: total(digest.expiringTotals, binned: false)))
    }
    if !digest.wasteAtPace.isEmpty {
      sections.append(
        Section(
          title: texts.tr("At this pace, these go to waste"),
          groups: [
            Group(
              label: nil,
              lines: digest.wasteAtPace.map { lot in
                let values: KeyValuePairs<String, String> = [
                  "quantity": amount(lot.remaining, lot.unit),
                  "waste": amount(lot.projectedWaste, lot.unit),
                  "day": lot.lot.expiresOn.map { DayLabel.inSentence($0, in: digest, formats) }
                    ?? "",
                ]
                return Line(
                  item: lot.item.singleLine,
                  detail: lot.lot.expiresOn == nil
                    ? texts.tr("use {quantity}; {waste} left over at this pace", values)
                    : texts.tr("use {quantity} by {day}; {waste} left over at this pace", values),
                  amount: texts.tr("{money} in the bin", ["money": money.string(lot.wasteValue)]))
              })
          ], total: total(digest.wasteAtPaceTotals, binned: true)))
    }
    if !digest.restock.isEmpty {
      sections.append(
        Section(
          title: texts.trn(
            "Running out within {count} day", "Running out within {count} days",
            count: digest.horizon),
          groups: [
            Group(
              label: nil,
              lines: digest.restock.map { suggestion in
                let item = suggestion.projection
                let unit = item.item.unit
                let detail: String
                if item.status == .out {
                  detail =
                    item.expired > .zero
                    ? texts.tr(
                      "out of stock, {quantity} expired", ["quantity": amount(item.expired, unit)])
                    : texts.tr("out of stock")
                } else if let date = item.runOutOn {
                  let values: KeyValuePairs<String, String> = [
                    "quantity": amount(item.usable, unit),
                    "day": DayLabel.inSentence(date, in: digest, formats),
                  ]
                  detail =
                    DigestSections.isNear(date, in: digest)
                    ? texts.tr("{quantity} usable, runs out {day}", values)
                    : texts.tr("{quantity} usable, runs out on {day}", values)
                } else {
                  detail = texts.tr("{quantity} usable", ["quantity": amount(item.usable, unit)])
                }
                return Line(
                  item: item.item.name.singleLine, detail: detail,
                  amount: texts.tr(
                    "buy {quantity}", ["quantity": amount(suggestion.suggested, unit)]))
              })
          ]))
    }
    if !digest.budgetsAtRisk.isEmpty {
      sections.append(
        Section(
          title: texts.tr("Budgets"),
          groups: [
            Group(
              label: nil,
              lines: digest.budgetsAtRisk.map { line in
                let over = line.overspent
                let pace = line.overPace ?? over
                return Line(
                  item: line.category == Budget.household
                    ? texts.tr("All spending") : line.category.singleLine,
                  detail: over.minorUnits > 0
                    ? texts.tr("over budget by {money}", ["money": money.string(over)])
                    : texts.tr("on pace to overspend by {money}", ["money": money.string(pace)]),
                  amount: texts.tr(
                    "{spent} of {budget}",
                    ["spent": money.string(line.spent), "budget": money.string(line.budget)]),
                  isAlert: over.minorUnits > 0)
              })
          ]))
    }
    spending = DigestSections.spendingLine(digest, formats)
    shortHistory = ShortHistoryNote.line(
      count: digest.shortHistoryCount, minHistory: digest.minHistory, texts)
  }

  /// Whether `date` is today or tomorrow, which read without "on".
  static func isNear(_ date: CalendarDate, in digest: Digest) -> Bool {
    (0...1).contains(digest.daysAhead(date))
  }

  /// "So far in November: €123.45; by the same day of October: €100.00 (+€23.45)", one
  /// clause per currency.
  static func spendingLine(_ digest: Digest, _ formats: Formats) -> String {
    let texts = formats.localization
    let money = formats.money
    let month = formats.monthName(digest.asOf.month)
    let previous = formats.monthName(digest.asOf.month.adding(months: -1))
    let currencies = Set(digest.spentThisMonth.currencies + digest.spentLastMonthToDate.currencies)
      .sorted()
    guard !currencies.isEmpty else {
      return texts.tr(
        "Nothing bought so far in {month}, nor by the same day of {previous}.",
        ["month": month, "previous": previous])
    }
    let now = currencies.map { money.string(digest.spentThisMonth[$0]) }
    let then = currencies.map { money.string(digest.spentLastMonthToDate[$0]) }
    let change = currencies.map { money.signed(digest.spendingChange(in: $0)) }
    return texts.tr(
      "So far in {month}: {spent}; by the same day of {previous}: {before} ({change}).",
      [
        "month": month, "spent": texts.amounts(now), "previous": previous,
        "before": texts.amounts(then), "change": texts.list(change),
      ])
  }
}
