import LarderLanguage
import LarderReports

/// `--alarm-time HH:MM`: the local time the expiry calendar's reminders fire at, for
/// `calendar` and for the feed `serve` publishes.
enum AlarmTimeOption {
  /// The option, 09:00 when absent.
  static let option = Option<AlarmTime>.value(
    "alarm-time", "HH:MM",
    "The local time of the reminders, the day before a lot expires (on the day for a lot expiring today).",
    default: .standard
  ) { text in
    guard let time = AlarmTime(parsing: text) else {
      throw Reason(
        Localization.current.tr(
          "'{time}' is not a time of day as HH:MM, from 00:00 to 23:59", ["time": text]))
    }
    return time
  }
}
