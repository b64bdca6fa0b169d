import LarderCore

/// How the digest names a day: "Today", "Tomorrow", or the short weekday, day and month in
/// English, e.g. "Thu 3 Dec".
enum DayLabel {
  /// "Today" for the digest's as-of date, "Tomorrow" for the day after, else the short
  /// date.
  static func relative(_ date: CalendarDate, in digest: Digest) -> String {
    switch digest.daysAhead(date) {
    case 0: return "Today"
    case 1: return "Tomorrow"
    default: return short(date)
    }
  }

  /// The short weekday, day and month in English, e.g. "Thu 3 Dec".
  static func short(_ date: CalendarDate) -> String {
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let (_, month, day) = date.components
    return "\(weekdays[date.isoWeekday - 1]) \(day) \(months[month - 1])"
  }
}
