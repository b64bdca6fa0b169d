import LarderCore
import LarderLanguage

/// An iCalendar feed (RFC 5545) with one all-day event on the expiry day of each lot still
/// on hand, and a reminder at the alarm time (local, 09:00 by default) the day before — on
/// the day itself for a lot expiring on the as-of date, and none for a lot that expired
/// before it, so that no reminder is ever in the past. Each event says the quantity, the
/// value at risk and where the lot is kept. The feed asks subscribing apps to read it
/// again every `refreshInterval` (RFC 7986 `REFRESH-INTERVAL`, and `X-PUBLISHED-TTL`).
///
/// Each event's `UID` is its lot's id, so a calendar that subscribes to the file, or
/// imports it again, updates the events rather than adding copies. Text is escaped and
/// lines are folded at 75 octets, as the RFC requires.
public struct ExpiryCalendar {
  let lots: [ExpiringLot]
  let stamp: CalendarDate
  let formats: Formats
  let alarmTime: AlarmTime

  /// How often a subscribing app should read the feed again: 12 hours.
  public static let refreshInterval = "PT12H"

  /// Creates the feed, in `localization`'s language and formats, with reminders at
  /// `alarmTime`; `stamp` (the as-of date) is each event's `DTSTAMP`, so the same data
  /// gives the same file.
  public init(
    lots: [ExpiringLot], stamp: CalendarDate, localization: Localization = .current,
    alarmTime: AlarmTime = .standard
  ) {
    self.lots = lots
    self.stamp = stamp
    self.formats = Formats(localization)
    self.alarmTime = alarmTime
  }

  /// The same in the current language, with formats of `locale` (an ICU identifier such
  /// as `fr_FR`).
  public init(
    lots: [ExpiringLot], stamp: CalendarDate, locale: String, alarmTime: AlarmTime = .standard
  ) {
    self.init(
      lots: lots, stamp: stamp,
      localization: Localization(Localization.current.language, locale: locale),
      alarmTime: alarmTime)
  }

  /// The `.ics` text, CRLF line ends.
  public func rendered() -> String {
    let texts = formats.localization
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Larder//Expiry feed//EN", "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH", "X-WR-CALNAME:" + ExpiryCalendar.escape(texts.tr("Larder expiries")),
      "REFRESH-INTERVAL;VALUE=DURATION:" + ExpiryCalendar.refreshInterval,
      "X-PUBLISHED-TTL:" + ExpiryCalendar.refreshInterval,
    ]
    for lot in lots {
      let name = lot.item.singleLine
      let summary = texts.tr(
        "{item}: {quantity}",
        ["item": name, "quantity": formats.quantity(lot.remaining) + " " + lot.unit.singleLine])
      let day: KeyValuePairs<String, String> = [
        "summary": summary, "date": formats.date(lot.expires),
      ]
      var description =
        (lot.dateKind == .bestBefore
          ? texts.tr("{summary} is best before {date}.", day)
          : texts.tr("{summary} expires on {date}.", day))
        + "\n"
        + texts.tr("Value at risk: {money}.", ["money": formats.money.string(lot.valueAtRisk)])
      if !lot.location.isEmpty {
        description += "\n" + texts.tr("Kept in: {place}.", ["place": lot.location.singleLine])
      }
      lines += [
        "BEGIN:VEVENT",
        "UID:\(UUIDText.format(lot.lotID))@larder",
        "DTSTAMP:\(ExpiryCalendar.compact(stamp))T000000Z",
        "DTSTART;VALUE=DATE:\(ExpiryCalendar.compact(lot.expires))",
      ]
      // A whole-day event ends the next day; on 9999-12-31, which has none, DTSTART alone
      // says one day (RFC 5545, 3.6.1).
      if lot.expires < .latest {
        lines.append("DTEND;VALUE=DATE:\(ExpiryCalendar.compact(lot.expires.adding(days: 1)))")
      }
      lines += [
        "SUMMARY:" + ExpiryCalendar.escape(summary),
        "DESCRIPTION:" + ExpiryCalendar.escape(description),
        "TRANSP:TRANSPARENT",
      ]
      lines += alarm(for: lot, name: name)
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.map(ExpiryCalendar.fold).joined(separator: "\r\n") + "\r\n"
  }

  /// The reminder of a lot, at the alarm time: the day before its expiry, or on the day
  /// when it expires on the as-of date; none when it expired before, as a reminder then
  /// would be in the past.
  func alarm(for lot: ExpiringLot, name: String) -> [String] {
    let ahead = lot.expires.days(since: stamp)
    guard ahead >= 0 else { return [] }
    let texts = formats.localization
    let (text, trigger) =
      ahead == 0
      ? (texts.tr("{item} expires today", ["item": name]), alarmTime.trigger(daysBefore: 0))
      : (texts.tr("{item} expires tomorrow", ["item": name]), alarmTime.trigger(daysBefore: 1))
    return [
      "BEGIN:VALARM", "ACTION:DISPLAY",
      "DESCRIPTION:" + ExpiryCalendar.escape(text),
      "TRIGGER:\(trigger)", "END:VALARM",
    ]
  }

  /// `YYYYMMDD`.
  static func compact(_ date: CalendarDate) -> String {
    date.description.replacingOccurrences(of: "-", with: "")
  }

  /// TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, a
  /// line break becomes `\n`, other control characters go.
  public static func escape(_ text: String) -> String {
    var result = ""
    var previousCR = false
    for scalar in text.unicodeScalars {
      defer { previousCR = scalar == "\r" }
      switch scalar {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\r": result += "\\n"
      case "\n": if !previousCR { result += "\\n" }
      default:
        if scalar.properties.generalCategory != .control { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// Folds a content line so that no line is longer than 75 octets: the rest continues on
  /// the next line after a space, never splitting a UTF-8 character.
  public static func fold(_ line: String) -> String {
    var result = ""
    var width = 0
    for character in line {
      let size = String(character).utf8.count
      if width + size > 75 {
        result += "\r\n "
        width = 1
      }
      result.append(character)
      width += size
    }
    return result
  }
}
