import LarderCore
import LarderLanguage
import LarderReports

/// The coloured badge of a Stock row: "out" for a used-up item, the expired quantity (its
/// number alone beside a usable quantity, whose unit it shares), and
/// the next expiry of what is usable, coloured by how close it is (past, for a best-before
/// passed and still usable; within `soonDays`; within `weekDays`); a later expiry is shown
/// plain. The colour is never the
/// only sign: a screen reader hears what the badge means.
enum ExpiryBadge {
  /// Days from today within which a next expiry is marked soon.
  static let soonDays = 3
  /// Days from today within which a next expiry is marked this week.
  static let weekDays = 7

  static func html(_ line: ItemStock, today: CalendarDate, _ f: Formats) -> HTML {
    let l = f.localization
    let unit = line.item.unit
    guard line.onHand > .zero else { return "<span class=\"badge out\">\(l.tr("out"))</span>" }
    var badges: [HTML] = []
    if line.expired > .zero {
      // Beside what is usable, in the same unit just before it, the number is enough.
      let amount = f.quantity(line.expired) + (line.usable > .zero ? "" : " " + unit)
      let expired = l.tr("expired")
      badges.append(
        """
        <span class="badge expired"><span class="num">\(amount)</span> \(expired)</span>
        """)
    }
    if let next = line.nextExpiry, line.usable > .zero {
      // A usable lot past its day is past its best before: checked, not thrown away.
      let kind =
        next < today
        ? "past"
        : next <= today.adding(days: soonDays)
          ? "soon" : next <= today.adding(days: weekDays) ? "week" : "later"
      let meaning =
        switch kind {
        case "past": l.tr("past best before")
        case "soon": l.tr("expires soon")
        case "week": l.tr("expires this week")
        default: l.tr("Next expiry")
        }
      // A day within half a year is named without its year; a later one with it.
      let day = next <= today.adding(days: 180) ? f.shortDay(next) : f.date(next)
      badges.append(
        """
        <span class="badge \(kind)"><span class="sr">\(meaning):</span> \
        <time class="date" datetime="\(next.description)">\(day)</time></span>
        """)
    }
    return badges.joined(separator: " ")
  }
}
