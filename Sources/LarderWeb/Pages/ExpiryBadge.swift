import LarderCore
import LarderLanguage
import LarderReports

/// The coloured badge of a Stock row: "out" for a used-up item, the expired quantity, and
/// the next expiry of what is usable, coloured by how close it is (expired, within
/// `soonDays`, within `weekDays`); a later expiry is shown plain. The colour is never the
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
      badges.append(
        """
        <span class="badge expired"><span class="num">\(f.quantity(line.expired)) \(unit)</span> \
        \(l.tr("expired"))</span>
        """)
    }
    if let next = line.nextExpiry, line.usable > .zero {
      let kind =
        next <= today.adding(days: soonDays)
        ? "soon" : next <= today.adding(days: weekDays) ? "week" : "later"
      let meaning =
        kind == "soon"
        ? l.tr("expires soon") : kind == "week" ? l.tr("expires this week") : l.tr("Next expiry")
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
