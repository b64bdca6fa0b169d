/// The local time of day at which a calendar's reminders fire, such as 09:00 (docs
/// definition 23). A calendar app fires a reminder of an all-day event at that hour of the
/// device's own time zone.
public struct AlarmTime: Hashable, Sendable, CustomStringConvertible {
  /// Minutes since midnight, 0 to 1439.
  public let minutes: Int

  /// 09:00, the default.
  public static let standard = AlarmTime(minutes: 9 * 60)

  private init(minutes: Int) { self.minutes = minutes }

  /// The time `text` gives as `HH:MM` (or `H:MM`), 00:00 to 23:59; nil for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else { return nil }
    self.init(minutes: hour * 60 + minute)
  }

  /// `09:00`.
  public var description: String {
    let hour = minutes / 60
    let minute = minutes % 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// The `TRIGGER` of a reminder at this time `daysBefore` days before an all-day event
  /// (RFC 5545 §3.8.6.3, relative to the event's start at midnight): `-PT15H` for 09:00
  /// the day before, `PT9H` for 09:00 on the day, `PT0S` for midnight on the day.
  public func trigger(daysBefore: Int) -> String {
    let offset = minutes - daysBefore * 24 * 60
    guard offset != 0 else { return "PT0S" }
    let size = abs(offset)
    let hours = size / 60
    let rest = size % 60
    return (offset < 0 ? "-" : "") + "PT" + (hours > 0 ? "\(hours)H" : "")
      + (rest > 0 ? "\(rest)M" : "")
  }
}
