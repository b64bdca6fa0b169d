/// A calendar month such as 2026-10, written `YYYY-MM`.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1…9999.
  public let year: Int
  /// The month of the year, 1…12.
  public let month: Int

  init(uncheckedYear year: Int, month: Int) {
    self.year = year
    self.month = month
  }

  /// Creates a month, or returns nil when `month` is not 1…12 or `year` not 1…9999.
  public init?(year: Int, month: Int) {
    guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
    self.init(uncheckedYear: year, month: month)
  }

  /// Parses `YYYY-MM`.
  ///
  /// - Throws: `ValueError.invalidMonth` for any other shape.
  public init(parsing text: some StringProtocol) throws(ValueError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      let year = Int(parts[0]), let month = Int(parts[1]),
      let value = Month(year: year, month: month)
    else { throw .invalidMonth(String(text)) }
    self = value
  }

  /// The first day of the month.
  public var firstDay: CalendarDate {
    CalendarDate(year: year, month: month, day: 1) ?? CalendarDate(daysSinceEpoch: 0)
  }

  /// The last day of the month.
  public var lastDay: CalendarDate {
    firstDay.adding(days: CalendarDate.daysIn(year: year, month: month) - 1)
  }

  /// The month `count` months later (earlier when negative).
  public func adding(months count: Int) -> Month {
    let index = year * 12 + (month - 1) + count
    return Month(uncheckedYear: index / 12, month: index % 12 + 1)
  }

  /// The number of months from `other` to this month.
  public func months(since other: Month) -> Int {
    (year * 12 + month) - (other.year * 12 + other.month)
  }

  public var description: String { pad(year, 4) + "-" + pad(month, 2) }

  public static func < (lhs: Month, rhs: Month) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
