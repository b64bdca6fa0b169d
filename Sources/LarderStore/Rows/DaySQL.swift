import LarderErrors

/// SQL that tells a stored day from a value that is not one, written once.
enum DaySQL {
  /// True when `column` (not NULL) is not a real `YYYY-MM-DD` day, as `CalendarDate` reads
  /// them. The `+0 days` makes SQLite carry a day past its month's end (`2026-02-30`) into
  /// the next month, which `date()` alone returns as it was given.
  ///
  /// A query that filters rows on a stored day keeps the rows this is true for, so that
  /// their decoder names the value (`StoreError.unreadable`) instead of the filter
  /// leaving them out.
  static func isNotADay(_ column: String) -> String {
    "date(\(column), '+0 days') IS NOT \(column)"
  }
}
