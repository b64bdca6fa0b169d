import Foundation
import LarderCore

/// This machine's clock, read as a calendar day.
public enum LocalClock {
  /// The local calendar date now, in the time zone `$TZ` or `/etc/localtime` sets (the C
  /// library's `localtime_r`, which needs no calendar or locale object).
  public static func today() -> CalendarDate { now().day }

  /// The name a backup of the database `stem` taken now gets: the local day and time.
  public static func backupName(stem: String) -> BackupName {
    let (day, second) = now()
    return BackupName(stem: stem, day: day, second: second)
  }

  /// The local day and second of the day now; UTC's when the local time cannot be read.
  private static func now() -> (day: CalendarDate, second: Int) {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil,
      let day = CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else { return (CalendarDate(daysSinceEpoch: Int(now / 86_400)), Int(now % 86_400)) }
    return (
      day, Int(parts.tm_hour) * 3_600 + Int(parts.tm_min) * 60 + Int(min(parts.tm_sec, 59))
    )
  }
}

extension Store {
  /// The last day a write may be dated: `today` as the caller has it (`--as-of`, say), but
  /// never after the real today of this machine's clock, so that no purchase or event is
  /// ever dated in the future, whatever day a program pretends it is.
  static func lastWritableDay(_ today: CalendarDate) -> CalendarDate {
    min(today, LocalClock.today())
  }
}
